#include "app/core/unfinished_games.hpp"

#include "app/core/data_folder_lock.hpp"
#include "app/core/paths.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/json_text.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace parlor::app {

namespace fs = std::filesystem;

namespace {

// The engine's game an origin keeps, if it holds one whole: a seed, a count of decisions, the
// record's lines (each a line of text, as the record file holds them).
std::optional<KeptGame> kept_game(const nlohmann::json& j) {
    if (!j.contains("game") || !j["game"].is_object()) {
        return std::nullopt;
    }
    const nlohmann::json& game = j["game"];
    if (!game.contains("seed") || !game["seed"].is_number_unsigned() ||
        !game.contains("decisions") || !game["decisions"].is_number_unsigned() ||
        !game.contains("record") || !game["record"].is_array() || game["record"].empty()) {
        return std::nullopt;
    }
    KeptGame kept;
    kept.seed = game["seed"].get<std::uint64_t>();
    const auto decisions = game["decisions"].get<std::uint64_t>();
    if (decisions > 1'000'000) {
        return std::nullopt;
    }
    kept.decisions = static_cast<int>(decisions);
    for (const nlohmann::json& line : game["record"]) {
        if (!line.is_string()) {
            return std::nullopt;
        }
        kept.record.push_back(line.get<std::string>());
    }
    if (game.contains("decisions_seed")) {
        if (!game["decisions_seed"].is_number_unsigned()) {
            return std::nullopt;
        }
        kept.decisions_seed = game["decisions_seed"].get<std::uint64_t>();
    }
    if (game.contains("opening")) {
        if (!game["opening"].is_number_unsigned() ||
            game["opening"].get<std::uint64_t>() > kept.record.size()) {
            return std::nullopt;
        }
        kept.opening = game["opening"].get<std::size_t>();
    }
    if (game.contains("record_file")) {
        kept.record_path = cards::bytes_from_json(game["record_file"]).value_or("");
    }
    return kept;
}

} // namespace

UnfinishedGames::UnfinishedGames(std::string data_dir, bool read_only)
    : dir_(std::move(data_dir)), read_only_(read_only) {}

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
    return fs::is_regular_file(path(game), ec) || origin(game, GameOrigin{}).kept.has_value();
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
    // A game whose origin keeps the game itself is listed by it, with or without its save file
    // (one left at the cut for the first deal has none: the save format cannot hold that moment).
    for (const FileEntry& f : list_files(dir_ + "unfinished/", ".json")) {
        const std::string game = fs::path(f.name).stem().string();
        if (!origin(game, GameOrigin{}).kept) {
            continue;
        }
        const auto listed = std::find_if(
            games.begin(), games.end(), [&](const UnfinishedGame& g) { return g.game_id == game; });
        if (listed != games.end()) {
            listed->kept = true;
            listed->modified = std::max(listed->modified, f.modified);
        } else {
            games.push_back(UnfinishedGame{game, path(game), f.modified, true});
        }
    }
    // The latest played first.
    std::stable_sort(
        games.begin(), games.end(),
        [](const UnfinishedGame& a, const UnfinishedGame& b) { return a.modified > b.modified; });
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
    if (j.contains("from_file")) {
        o.from_file = cards::bytes_from_json(j["from_file"]).value_or("");
    }
    if (j.contains("table") && j["table"].is_object()) {
        o.table_memory = cards::json_text(j["table"]);
    }
    o.kept = kept_game(j);
    if (o.kept && j.contains("log") && j["log"].is_array()) {
        o.table_log = cards::json_text(j["log"]);
    }
    return o;
}

std::string UnfinishedGames::origin_text(const GameOrigin& origin) {
    nlohmann::ordered_json j = {{"difficulty", origin.difficulty}};
    if (!origin.from_file.empty()) {
        j["from_file"] = cards::bytes_json(origin.from_file);
    }
    if (!origin.table_memory.empty()) {
        const nlohmann::json memory =
            nlohmann::json::parse(origin.table_memory, nullptr, /*allow_exceptions=*/false);
        if (memory.is_object()) {
            j["table"] = memory;
        }
    }
    if (origin.kept) {
        j["game"] = {{"seed", origin.kept->seed},
                     {"decisions", origin.kept->decisions},
                     {"opening", origin.kept->opening},
                     {"record_file", cards::bytes_json(origin.kept->record_path)},
                     {"record", origin.kept->record}};
        if (origin.kept->decisions_seed) {
            j["game"]["decisions_seed"] = *origin.kept->decisions_seed;
        }
        const nlohmann::json log =
            nlohmann::json::parse(origin.table_log, nullptr, /*allow_exceptions=*/false);
        if (log.is_array()) {
            j["log"] = log;
        }
    }
    // The names are kept whole above (bytes_json); the record's lines are the record's own text.
    return cards::json_text(j, 2) + "\n";
}

std::optional<std::string> UnfinishedGames::set_origin(std::string_view game,
                                                       const GameOrigin& origin) const {
    if (read_only_) {
        return std::string(data_folder_taken);
    }
    std::error_code ec;
    fs::create_directories(dir_ + "unfinished", ec);
    return cards::write_file_atomically(origin_path(game), origin_text(origin));
}

void UnfinishedGames::remove(std::string_view game) const {
    if (read_only_) {
        return;
    }
    std::error_code ec;
    fs::remove(path(game), ec);
    fs::remove(origin_path(game), ec);
}

bool UnfinishedGames::adopt_old_autosave(const std::string& game_id,
                                         const GameOrigin& origin) const {
    std::error_code ec;
    if (read_only_ || game_id.empty() || has(game_id) ||
        !fs::is_regular_file(old_autosave_path(), ec)) {
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
