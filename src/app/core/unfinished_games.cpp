#include "app/core/unfinished_games.hpp"

#include "app/core/paths.hpp"
#include "parlor/cards/atomic_file.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>

namespace parlor::app {

namespace fs = std::filesystem;

UnfinishedGames::UnfinishedGames(std::string data_dir) : dir_(std::move(data_dir)) {}

std::string UnfinishedGames::path(std::string_view game) const {
    return dir_ + "unfinished/" + std::string(game) + ".txt";
}

std::string UnfinishedGames::origin_path(std::string_view game) const {
    return dir_ + "unfinished/" + std::string(game) + ".json";
}

std::string UnfinishedGames::old_autosave_path() const {
    return dir_ + "autosave.txt";
}

bool UnfinishedGames::has(std::string_view game) const {
    std::error_code ec;
    return fs::is_regular_file(path(game), ec);
}

std::optional<std::string> UnfinishedGames::game_of(const std::string& file) const {
    std::error_code ec;
    const fs::path p = fs::weakly_canonical(file, ec);
    const fs::path folder = fs::weakly_canonical(dir_ + "unfinished", ec);
    if (p.parent_path() != folder || p.extension() != ".txt") {
        return std::nullopt;
    }
    return p.stem().string();
}

std::vector<UnfinishedGame> UnfinishedGames::list() const {
    std::vector<UnfinishedGame> games;
    for (const FileEntry& f : list_files(dir_ + "unfinished/", ".txt")) {
        games.push_back(UnfinishedGame{fs::path(f.name).stem().string(), f.path, f.modified});
    }
    return games;
}

GameOrigin UnfinishedGames::origin(std::string_view game, const GameOrigin& fallback) const {
    std::string error;
    const auto text = cards::read_whole_file(origin_path(game), error);
    if (!text) {
        return fallback;
    }
    const nlohmann::json j = nlohmann::json::parse(*text, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object() || !j.contains("difficulty") || !j["difficulty"].is_string()) {
        return fallback;
    }
    GameOrigin o;
    o.difficulty = j["difficulty"].get<std::string>();
    if (j.contains("from_file") && j["from_file"].is_string()) {
        o.from_file = j["from_file"].get<std::string>();
    }
    if (j.contains("table") && j["table"].is_object()) {
        o.table_memory = j["table"].dump();
    }
    return o;
}

std::optional<std::string> UnfinishedGames::set_origin(std::string_view game,
                                                       const GameOrigin& origin) const {
    std::error_code ec;
    fs::create_directories(dir_ + "unfinished", ec);
    nlohmann::ordered_json j = {{"difficulty", origin.difficulty}};
    if (!origin.from_file.empty()) {
        j["from_file"] = origin.from_file;
    }
    if (!origin.table_memory.empty()) {
        const nlohmann::json memory =
            nlohmann::json::parse(origin.table_memory, nullptr, /*allow_exceptions=*/false);
        if (memory.is_object()) {
            j["table"] = memory;
        }
    }
    return cards::write_file_atomically(origin_path(game), j.dump(2) + "\n");
}

void UnfinishedGames::remove(std::string_view game) const {
    std::error_code ec;
    fs::remove(path(game), ec);
    fs::remove(origin_path(game), ec);
}

bool UnfinishedGames::adopt_old_autosave(const std::string& game_id,
                                         const GameOrigin& origin) const {
    std::error_code ec;
    if (game_id.empty() || has(game_id) || !fs::is_regular_file(old_autosave_path(), ec)) {
        return false;
    }
    fs::create_directories(dir_ + "unfinished", ec);
    fs::rename(old_autosave_path(), path(game_id), ec);
    if (ec) {
        return false;
    }
    set_origin(game_id, origin);
    return true;
}

} // namespace parlor::app
