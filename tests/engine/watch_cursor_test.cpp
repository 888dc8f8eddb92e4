// A recorded game watched through the engine, with no window (engine/watch_cursor.hpp): every
// move of the record played with the chance it drew gives the recorded game again whatever the
// watching game's own seed, and stepping back returns to each earlier moment exactly.

#include "engine/cases.hpp"

#include "parlor/engine/game.hpp"
#include "parlor/engine/replay.hpp"
#include "parlor/engine/watch_cursor.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace watch_cursor_test {

using namespace parlor;

using engine_cases::Cases;

// A game of random legal moves from `seed` (at most `moves`), its record and every move with
// the chance drawn for it, as a record's replay gives them.
template <class C> struct Played {
    using G = typename C::Game;
    typename G::State start;
    std::vector<typename engine::Replayed<G>::Step> steps;
    std::vector<std::string> record;
};

template <class C> Played<C> play_randomly(std::uint64_t seed, int moves) {
    using G = typename C::Game;
    cards::Rng deal(seed);
    Played<C> played;
    played.start = C::Adapter::new_game(deal);
    engine::Game<G> game(played.start, seed, "expert");
    game.start_record({});
    cards::Rng chance(seed + 1), choice(seed + 2);
    for (int n = 0; n < moves; ++n) {
        const auto legal = G::legal_actions(game.state());
        const auto seat = G::to_act(game.state());
        if (legal.empty() || !seat) {
            break;
        }
        const auto action = legal[static_cast<std::size_t>(choice.below(legal.size()))];
        const auto drawn = G::draw_chance(game.state(), action, chance);
        REQUIRE(game.play(action, &drawn));
        played.steps.push_back({*seat, action, drawn, n + 2, {}});
    }
    played.record = game.record_lines();
    return played;
}

TEST_CASE_TEMPLATE_DEFINE("engine: a watched record steps forward to the recorded game and back to "
                          "each moment",
                          C, watched_record) {
    using G = typename C::Game;
    using Watching = engine::Game<G>;
    const Played<C> played = play_randomly<C>(11, 60);
    REQUIRE(played.steps.size() > 4);

    // Another seed: only the record's chance can give the recorded game.
    Watching game(played.start, 999, "expert");
    game.start_record({});
    const std::vector<std::string> opening = game.record_lines(); // a game's own start line
    engine::WatchCursor<typename engine::Replayed<G>::Step, typename Watching::Moment> cursor;
    cursor.load(played.steps, false);
    CHECK(cursor.size() == static_cast<int>(played.steps.size()));
    CHECK_FALSE(cursor.finished());
    CHECK_FALSE(engine::step_back(game, cursor)); // nothing shown yet

    // Forward halfway, and the record so far is the recorded game's beginning.
    const int half = cursor.size() / 2;
    for (int n = 0; n < half; ++n) {
        REQUIRE(engine::step_forward(game, cursor));
    }
    CHECK(cursor.at() == half);
    const std::vector<std::string> at_half = game.record_lines();
    CHECK(std::equal(at_half.begin(), at_half.end(), played.record.begin()));
    CHECK(at_half.size() < played.record.size());

    // One back and forward again: the same game.
    REQUIRE(engine::step_back(game, cursor));
    CHECK(cursor.at() == half - 1);
    CHECK(game.record_lines().size() < at_half.size());
    REQUIRE(engine::step_forward(game, cursor));
    CHECK(game.record_lines() == at_half);

    // To the end: the recorded game, and no move after it.
    while (engine::step_forward(game, cursor)) {
    }
    CHECK(cursor.at_end());
    CHECK(cursor.next() == nullptr);
    CHECK(game.record_lines() == played.record);
    CHECK(G::legal_actions(game.state()).size() == G::legal_actions([&] {
                                                       Watching again(played.start, 5, "expert");
                                                       for (const auto& step : played.steps) {
                                                           again.play(step.action, &step.chance);
                                                       }
                                                       return again.state();
                                                   }())
                                                       .size());

    // All the way back: the game as it began, its record its opening again.
    while (engine::step_back(game, cursor)) {
    }
    CHECK(cursor.at() == 0);
    CHECK(game.record_lines() == opening);
    CHECK(G::legal_actions(game.state()).size() == G::legal_actions(played.start).size());
}

TEST_CASE("engine: a watch cursor finds the move of a record line") {
    struct Step {
        int line = 0;
    };
    engine::WatchCursor<Step, int> cursor;
    cursor.load({{3}, {5}, {9}}, true);
    CHECK(cursor.finished());
    CHECK(cursor.index_of_line(5) == 1);
    CHECK(cursor.index_of_line(9) == 2);
    CHECK(cursor.index_of_line(4) == 3); // none: past the last move
    REQUIRE(cursor.next() != nullptr);
    CHECK(cursor.next()->line == 3);
    cursor.advanced(30);
    CHECK(cursor.next()->line == 5);
    CHECK(cursor.back() == std::optional<int>(30));
    CHECK(cursor.back() == std::nullopt);
}

TEST_CASE_TEMPLATE_APPLY(watched_record, Cases);

} // namespace watch_cursor_test
