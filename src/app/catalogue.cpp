#include "app/catalogue.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include <algorithm>

namespace parlor::app {

#define PARLOR_GAME(id) GameInfo id##_table_entry();
#include "games.def"
#undef PARLOR_GAME

const std::vector<GameInfo>& catalogue() {
    static const std::vector<GameInfo> games = {
#define PARLOR_GAME(id) id##_table_entry(),
#include "games.def"
#undef PARLOR_GAME
    };
    return games;
}

const GameInfo* find_game(std::string_view id) {
    for (const GameInfo& g : catalogue()) {
        if (g.id == id) {
            return &g;
        }
    }
    return nullptr;
}

const GameInfo& game_or_first(std::string_view id) {
    const GameInfo* game = find_game(id);
    return game ? *game : catalogue().front();
}

const GameInfo& next_game(std::string_view id, int direction) {
    const auto& games = catalogue();
    const auto it =
        std::find_if(games.begin(), games.end(), [&](const GameInfo& g) { return g.id == id; });
    const int n = static_cast<int>(games.size());
    const int i = it == games.end() ? 0 : static_cast<int>(it - games.begin());
    return games[static_cast<std::size_t>(((i + direction) % n + n) % n)];
}

std::string difficulty_label(const GameInfo& game, std::string_view name) {
    if (const auto [difficulty, players] = split_level(name); players > 0) {
        return difficulty_label(game, difficulty) + " · " + std::to_string(players) + " players";
    }
    if (const auto [difficulty, points] = split_length(name); points > 0) {
        return difficulty_label(game, difficulty) + " · to " + std::to_string(points);
    }
    for (const auto* list : {&game.difficulties, &game.personalities}) {
        for (const Difficulty& d : *list) {
            if (d.name == name) {
                return d.label;
            }
        }
    }
    std::string label(name);
    if (!label.empty() && label[0] >= 'a' && label[0] <= 'z') {
        label[0] = static_cast<char>(label[0] - 'a' + 'A');
    }
    return label;
}

SaveSummary summarize_save_file(const std::string& path) {
    std::string read_error;
    const auto text = cards::read_save_file(path, read_error);
    if (!text) {
        return SaveSummary{{}, {}, read_error};
    }
    SaveSummary s;
    if (const parlor::catalogue::Game* game = parlor::catalogue::detect_game(*text)) {
        s.game_id = std::string(game->id);
    }
    const parlor::catalogue::CheckReport report = parlor::catalogue::check_text(*text, path);
    if (report.ok) {
        s.line = report.summary;
    } else {
        s.error = report.error;
    }
    return s;
}

OpenedGame open_save_file(App& app, const std::string& path) {
    std::string read_error;
    const auto text = cards::read_save_file(path, read_error);
    if (!text) {
        return OpenedGame{nullptr, read_error};
    }
    const parlor::catalogue::Game* game = parlor::catalogue::detect_game(*text);
    if (!game) {
        return OpenedGame{nullptr, parlor::catalogue::check_text(*text, path).error};
    }
    const GameInfo* table = find_game(game->id);
    if (!table || !table->open) {
        return OpenedGame{nullptr, path + ": a saved game of " + std::string(game->name) +
                                       ", which the window cannot play yet (try parlor-cli)"};
    }
    return table->open(app, path);
}

} // namespace parlor::app
