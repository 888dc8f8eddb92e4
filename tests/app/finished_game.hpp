#pragma once
// A game played to its end on its table, as every game's test checks it: counted once in the
// statistics, and its unfinished game gone at that moment, so that the program ending on the
// results (Ctrl+Q, or killed) and starting again neither offers it to Continue (which would play
// its last move again) nor counts it a second time.

#include "app_fixture.hpp"

#include "app/core/statistics.hpp"
#include "app/scenes/title_scene.hpp"

#include <doctest/doctest.h>

#include <string>

namespace parlor::app::testing {

// The games of `game` the statistics count, at every level: played at a difficulty, or finished
// from a file (counted apart, never won or lost).
inline int games_played(const App& app, const std::string& game) {
    const Statistics s = load_statistics(app.statistics_path());
    const auto g = s.games.find(game);
    int played = 0;
    if (g != s.games.end()) {
        for (const auto& [level, tally] : g->second) {
            played += tally.played;
            if (const auto it = tally.counts.find(std::string(finished_from_file));
                it != tally.counts.end()) {
                played += it->second;
            }
        }
    }
    return played;
}

// Call with the game's first results screen up (a round's sheet before the game's, in the games
// that show one): the program then ends and starts again on the same data folder.
inline void check_finished_then_restart(AppFixture& f, const std::string& game) {
    CHECK(games_played(*f.app, game) == 1);
    CHECK_FALSE(f.app->unfinished().has(game)); // gone already: a kill here loses nothing
    f.open();                                   // the program ends on the results, starts again
    CHECK(f.app->unfinished().list().empty());
    const auto* title = f.top_as<TitleScene>();
    REQUIRE(title != nullptr);
    CHECK_FALSE(title->buttons()[TitleScene::Continue].enabled);
    CHECK(games_played(*f.app, game) == 1);
}

} // namespace parlor::app::testing
