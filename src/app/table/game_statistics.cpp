#include "app/table/game_statistics.hpp"

#include "app/core/data_folder_lock.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/atomic_file.hpp"

#include <map>

namespace parlor::app::table {

namespace {

// A finished game whose result is not written yet: its game, its seed, and what its unfinished
// game held on disk when it finished.
struct Waiting {
    std::string game_id;
    std::uint64_t seed = 0;
    std::string kept;
};

// By the unfinished game's origin file (unfinished/<game>.json, in its data folder), while the
// program runs, as the statistics themselves wait in memory (save_statistics).
std::map<std::string, Waiting>& waiting() {
    static std::map<std::string, Waiting> games;
    return games;
}

std::string on_disk(const std::string& path) {
    std::string error;
    return cards::read_whole_file(path, error).value_or(std::string());
}

// The statistics are written: the unfinished games of the finished games they hold go, each
// only if it still holds that game (a new game of the same game may have been kept since).
void remove_counted(App& app) {
    const UnfinishedGames unfinished = app.unfinished();
    for (auto it = waiting().begin(); it != waiting().end();) {
        if (it->first.rfind(app.data_dir(), 0) != 0) {
            ++it; // another data folder's
            continue;
        }
        if (on_disk(it->first) == it->second.kept) {
            unfinished.remove(it->second.game_id);
        }
        it = waiting().erase(it);
    }
}

} // namespace

void count_finished_game(App& app, std::string_view game_id, const std::string& level,
                         const GameRecord& record, std::uint64_t seed) {
    if (app.read_only()) {
        // Another window keeps the folder's statistics and its unfinished game of this game.
        app.set_notice(std::string("This game was not counted: ") + data_folder_taken + ".");
        return;
    }
    const UnfinishedGames unfinished = app.unfinished();
    const std::string origin_file = unfinished.origin_file(game_id);
    const std::string kept = on_disk(origin_file);
    // The same game, finished again from its unfinished game while its result waits: once.
    const auto same = waiting().find(origin_file);
    const bool counted = same != waiting().end() && same->second.seed == seed &&
                         same->second.kept == kept && same->second.game_id == game_id;
    std::string notice;
    Statistics statistics = app.load_statistics(&notice);
    if (!counted) {
        const TableEntry* game = find_table(game_id);
        statistics.add(game_id, level, record, game ? game->score : ScoreSense{});
    }
    if (const auto error = app.save_statistics(statistics)) {
        notice = "The statistics were not saved: " + *error;
        waiting()[origin_file] = Waiting{std::string(game_id), seed, kept};
    } else {
        waiting().erase(origin_file);
        unfinished.remove(game_id);
        remove_counted(app);
    }
    if (!notice.empty()) {
        app.set_notice(notice, true);
    }
}

bool result_waits(const App& app, std::string_view game_id) {
    const std::string origin_file = app.unfinished().origin_file(game_id);
    const auto same = waiting().find(origin_file);
    return same != waiting().end() && same->second.game_id == game_id &&
           same->second.kept == on_disk(origin_file);
}

} // namespace parlor::app::table
