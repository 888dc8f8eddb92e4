#include "app/table_entries.hpp"

#include "app/core/app.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/catalogue/seat_words.hpp"
#include "parlor/record/record_file.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <utility>

namespace parlor::app {

#define PARLOR_GAME(id) TableEntry id##_table_entry();
#include "parlor/games/games.def"
#undef PARLOR_GAME

namespace {

// A game's table face, named as its file face names it: one name per game, in one place.
TableEntry named(TableEntry entry) {
    if (const catalogue::Game* files = catalogue::find_game(entry.id)) {
        entry.title = std::string(files->name);
    }
    return entry;
}

} // namespace

const std::vector<TableEntry>& tables() {
    static const std::vector<TableEntry> games = {
#define PARLOR_GAME(id) named(id##_table_entry()),
#include "parlor/games/games.def"
#undef PARLOR_GAME
    };
    return games;
}

const TableEntry* find_table(std::string_view id) {
    for (const TableEntry& g : tables()) {
        if (g.id == id) {
            return &g;
        }
    }
    return nullptr;
}

const TableEntry& table_or_first(std::string_view id) {
    const TableEntry* game = find_table(id);
    return game ? *game : tables().front();
}

const TableEntry& next_table(std::string_view id, int direction) {
    const auto& games = tables();
    const auto it =
        std::find_if(games.begin(), games.end(), [&](const TableEntry& g) { return g.id == id; });
    const int n = static_cast<int>(games.size());
    const int i = it == games.end() ? 0 : static_cast<int>(it - games.begin());
    return games[static_cast<std::size_t>(((i + direction) % n + n) % n)];
}

std::string difficulty_label(const TableEntry& game, std::string_view name) {
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
    return catalogue::difficulty_words(name);
}

cards::SeatWords table_words(const App& app) {
    return cards::player_words(app.settings().player_name);
}

SaveSummary summarize_save_file(const std::string& path, const cards::SeatWords& words) {
    std::string read_error;
    const auto text = cards::read_save_file(path, read_error);
    if (!text) {
        return SaveSummary{{}, {}, read_error};
    }
    SaveSummary s;
    const catalogue::Detection found = catalogue::detect(*text);
    if (found.sure.size() == 1) {
        s.game_id = std::string(found.sure.front()->id);
    }
    const catalogue::CheckReport report = catalogue::check_text(found, *text, path, words);
    if (report.ok) {
        s.line = report.summary;
    } else {
        s.error = report.error;
    }
    return s;
}

SaveCheck check_save_file(const std::string& path) {
    std::string read_error;
    const auto text = cards::read_save_file(path, read_error);
    if (!text) {
        return SaveCheck{{}, read_error};
    }
    const catalogue::Detection found = catalogue::detect(*text);
    if (found.sure.size() != 1) {
        return SaveCheck{{}, catalogue::check_text(found, *text, path).error};
    }
    const catalogue::Game* game = found.sure.front();
    const TableEntry* table = find_table(game->id);
    if (!table || !table->open) {
        return SaveCheck{{},
                         cards::printable(path) + ": a saved game of " + std::string(game->name) +
                             ", which the window cannot play yet (try parlor-cli)"};
    }
    // The game's own reader over the whole file (the catalogue's check reads it as the table's
    // open does), so that a file refused at its last line is refused here too.
    if (game->check == nullptr) {
        return SaveCheck{std::string(game->id), {}};
    }
    const catalogue::CheckReport report = game->check(*text, path, {});
    if (!report.ok) {
        return SaveCheck{std::string(game->id),
                         report.error.empty()
                             ? cards::printable(path) + ": the file could not be read"
                             : report.error};
    }
    return SaveCheck{std::string(game->id), {}};
}

namespace {

// A save file opened on its game's table (checked whole first; whatever else an unfinished game
// keeps).
OpenedGame open_file_as_saved(App& app, const std::string& path) {
    const SaveCheck check = check_save_file(path);
    if (!check.error.empty()) {
        return OpenedGame{nullptr, check.error};
    }
    return find_table(check.game_id)->open(app, path);
}

// The game an unfinished game keeps, with its origin, if it keeps one and its table continues it.
std::optional<std::pair<GameOrigin, const TableEntry*>> kept_of(App& app,
                                                                const std::string& game_id) {
    const TableEntry* table = find_table(game_id);
    if (!table || !table->resume) {
        return std::nullopt;
    }
    GameOrigin origin =
        app.unfinished().origin(game_id, game_origin(app.settings().difficulty(game_id)));
    if (!origin.kept) {
        return std::nullopt;
    }
    return std::pair{std::move(origin), table};
}

bool exists(const std::string& path) {
    std::error_code ec;
    return std::filesystem::is_regular_file(path, ec);
}

} // namespace

OpenedGame open_unfinished(App& app, const UnfinishedGame& game) {
    if (auto kept = kept_of(app, game.game_id)) {
        OpenedGame opened = kept->second->resume(app, *kept->first.kept, kept->first);
        if (opened.scene || !exists(game.path)) {
            return opened;
        }
    }
    return open_file_as_saved(app, game.path);
}

SaveSummary summarize_unfinished(App& app, const UnfinishedGame& game) {
    SaveSummary summary;
    bool found = false;
    if (auto kept = kept_of(app, game.game_id)) {
        summary = kept->second->kept_summary(*kept->first.kept, table_words(app));
        found = summary.error.empty() || !exists(game.path);
    }
    if (!found) {
        summary = summarize_save_file(game.path, table_words(app));
    }
    return summary;
}

OpenedGame open_save_file(App& app, const std::string& path) {
    // An unfinished game's save file opens the game it keeps, when it keeps one.
    if (const auto game_id = app.unfinished().game_of(path)) {
        if (auto kept = kept_of(app, *game_id)) {
            OpenedGame opened = kept->second->resume(app, *kept->first.kept, kept->first);
            if (opened.scene) {
                return opened;
            }
        }
    }
    return open_file_as_saved(app, path);
}

OpenedGame open_record_text(App& app, const std::string& text, const std::string& file,
                            int number) {
    std::string error;
    const catalogue::Game* game = catalogue::record_game(text, file, error);
    if (game == nullptr) {
        return OpenedGame{nullptr, error};
    }
    const TableEntry* table = find_table(game->id);
    if (!table || !table->watch) {
        return OpenedGame{nullptr, cards::printable(file) + ": a record of " +
                                       std::string(game->name) +
                                       ", which the window cannot show yet (parlor-cli replay "
                                       "checks it)"};
    }
    return table->watch(app, text, file, number);
}

OpenedGame open_record_file(App& app, const std::string& path, int number) {
    std::string error;
    const auto text = record::read_record_file(path, error);
    if (!text) {
        return OpenedGame{nullptr, error};
    }
    return open_record_text(app, *text, path, number);
}

} // namespace parlor::app
