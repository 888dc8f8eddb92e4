// The engine's checks, the same for every game (after OpenSpiel's basic_tests.h): each game's
// descriptor satisfies engine::Descriptor, and through engine::Game the one step (chance, the
// move, the record), take-backs, redo, the computer's fallback and the seeded decisions behave
// alike in every game, with no window.

#include "engine/cases.hpp"

#include "parlor/engine/game.hpp"

#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace engine_test {

using namespace parlor;

using engine_cases::Cases;
using engine_cases::new_state;

// A recorded engine on a new game: its record's lines also go to `sink`. (A game whose table's
// entry writes the start line has none here: the engine's record begins with the first move.)
template <class G> void start_recording(engine::Game<G>& game, std::vector<std::string>& sink) {
    game.start_record(engine::RecordSink{[&sink](const std::string& line) { sink.push_back(line); },
                                         [&sink](std::size_t size) { sink.resize(size); }});
}

// A random legal move, from `rng` (nothing when the game offers none: it is over).
template <class G>
std::optional<typename G::Action> random_move(const typename G::State& state, cards::Rng& rng) {
    const auto actions = G::legal_actions(state);
    if (actions.empty()) {
        return std::nullopt;
    }
    return actions[static_cast<std::size_t>(rng.below(actions.size()))];
}

TEST_CASE_TEMPLATE_DEFINE("engine: every move is recorded, and a refused one changes nothing", C,
                          every_move_recorded) {
    using G = typename C::Game;
    engine::Game<G> game(new_state<C>(11), 11, "expert");
    std::vector<std::string> sink;
    start_recording(game, sink);
    cards::Rng moves(5);
    for (int n = 0; n < 200; ++n) {
        const auto move = random_move<G>(game.state(), moves);
        if (!move) {
            break;
        }
        const std::size_t before = game.record_lines().size();
        REQUIRE(game.play(*move));
        // Each applied move adds its line (and perhaps a score line after it).
        CHECK(game.record_lines().size() > before);
    }
    // The sink saw exactly the engine's record.
    const std::vector<std::string>& lines = game.record_lines();
    CHECK(std::equal(lines.begin(), lines.end(), sink.end() - static_cast<long>(lines.size())));
    // A move the rules refuse: an illegal one from the fallback's own check.
    const std::size_t size = lines.size();
    const auto legal = G::legal_actions(game.state());
    if (!legal.empty()) {
        std::string why;
        typename engine::Game<G>::Decision decision{legal.front(), {}};
        CHECK(game.checked(decision, why).reasons.empty());
        CHECK(why.empty());
    }
    CHECK(game.record_lines().size() == size);
}

TEST_CASE_TEMPLATE_DEFINE("engine: a take-back restores the state, the chance and the record; the "
                          "same decision again gives the same game",
                          C, take_back_and_redo) {
    using G = typename C::Game;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        engine::Game<G> game(new_state<C>(seed), seed, "expert");
        std::vector<std::string> sink;
        start_recording(game, sink);
        cards::Rng moves(seed + 100);
        // Play on to a decision of seat 0 some moves in.
        int decisions = 0;
        for (int n = 0; n < 400; ++n) {
            const auto move = random_move<G>(game.state(), moves);
            if (!move) {
                break;
            }
            if (G::to_act(game.state()) == std::optional<int>(0) && ++decisions == 3) {
                break;
            }
            REQUIRE(game.play(*move));
        }
        const auto move = random_move<G>(game.state(), moves);
        if (!move || G::to_act(game.state()) != std::optional<int>(0)) {
            continue;
        }
        const std::vector<std::string> record_before = game.record_lines();
        const std::vector<std::string> sink_before = sink;
        const auto legal_before = G::legal_actions(game.state()).size();
        // The decision, and the moves of whoever follows, until seat 0 decides again.
        game.took(game.moment(), *move, false);
        REQUIRE(game.play(*move));
        for (int n = 0; n < 30 && G::to_act(game.state()) != std::optional<int>(0); ++n) {
            const auto next = random_move<G>(game.state(), moves);
            if (!next) {
                break;
            }
            REQUIRE(game.play(*next));
        }
        const std::vector<std::string> record_after = game.record_lines();
        CHECK(game.can_take_back());
        game.take_back();
        CHECK(game.record_lines() == record_before);
        CHECK(sink == sink_before);
        CHECK(G::legal_actions(game.state()).size() == legal_before);
        CHECK(game.can_redo());
        // Again: the chance stream was restored, so the same decision draws the same cards.
        const auto again = game.redo_action();
        game.took(game.moment(), again, true);
        REQUIRE(game.play(again));
        const std::vector<std::string> replayed = game.record_lines();
        const std::size_t common = std::min(replayed.size(), record_after.size());
        CHECK(std::equal(replayed.begin(), replayed.begin() + static_cast<long>(common),
                         record_after.begin()));
        CHECK(replayed.size() > record_before.size());
    }
}

TEST_CASE_TEMPLATE_DEFINE("engine: a computer decision the rules refuse becomes the first legal "
                          "move, and says why",
                          C, fallback) {
    using G = typename C::Game;
    engine::Game<G> game(new_state<C>(3), 3, "expert");
    cards::Rng moves(9);
    // A move legal now, played, then offered again where it is no longer legal.
    for (int n = 0; n < 40; ++n) {
        const auto move = random_move<G>(game.state(), moves);
        REQUIRE(move);
        const std::string why_before = G::why_illegal(game.state(), *move);
        REQUIRE(why_before.empty());
        REQUIRE(game.play(*move));
        if (G::why_illegal(game.state(), *move).empty()) {
            continue; // still legal (a draw, say): try another
        }
        std::string why;
        const auto decision =
            game.checked(typename engine::Game<G>::Decision{*move, {"a reason"}}, why);
        CHECK_FALSE(why.empty());
        CHECK(decision.reasons.empty());
        CHECK(G::why_illegal(game.state(), decision.action).empty());
        CHECK(G::why_illegal(game.state(), game.fallback().action).empty());
        return;
    }
    FAIL("no move became illegal after it was played");
}

TEST_CASE_TEMPLATE_DEFINE("engine: the computer's decisions follow from the seed and their count",
                          C, seeded_decisions) {
    using G = typename C::Game;
    // Two engines of the same game and seed name the same strategy seeds, decision by decision;
    // a restored moment brings the count back.
    engine::Game<G> a(new_state<C>(21), 77, "expert");
    engine::Game<G> b(new_state<C>(21), 77, "expert");
    a.start_record({});
    b.start_record({});
    CHECK(a.help_seed() == b.help_seed());
    const auto moment = a.moment();
    REQUIRE(a.next_strategy());
    REQUIRE(a.next_strategy());
    a.restore(moment);
    // Both now at their first decision: the same strategy seeds give the same choice wherever
    // a seat decides.
    cards::Rng moves(4);
    for (int n = 0; n < 60; ++n) {
        const std::optional<int> seat = G::to_act(a.state());
        if (seat && G::advisable(a.state())) { // a decision the strategies take (not a toss)
            const auto view = G::view(a.state(), *seat);
            const auto da = a.next_strategy()->decide(view);
            const auto db = b.next_strategy()->decide(view);
            CHECK(G::why_illegal(a.state(), da.action).empty());
            CHECK(da.reasons == db.reasons);
            REQUIRE(a.play(da.action));
            REQUIRE(b.play(db.action));
            CHECK(a.record_lines() == b.record_lines());
        } else {
            const auto move = random_move<G>(a.state(), moves);
            if (!move) {
                break;
            }
            REQUIRE(a.play(*move));
            REQUIRE(b.play(*move));
        }
    }
}

TEST_CASE_TEMPLATE_APPLY(every_move_recorded, Cases);
TEST_CASE_TEMPLATE_APPLY(take_back_and_redo, Cases);
TEST_CASE_TEMPLATE_APPLY(fallback, Cases);
TEST_CASE_TEMPLATE_APPLY(seeded_decisions, Cases);

} // namespace engine_test
