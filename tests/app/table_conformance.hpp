#pragma once
// The checks every table gets from the kit (src/app/table/game_table.hpp), written once, as
// tests/common/conformance.hpp is for the rules. A game joins by one line,
//
//     PARLOR_TABLE_CONFORMANCE_TESTS(Scene, Adapter)
//
// where Scene is its table and Adapter its rules' conformance adapter
// (tests/<game>/conformance_adapter.hpp). The tables are played for real in a hidden window
// (animations off, the computer "greedy"), the player choosing random legal moves:
//  1. Undo: at each of the player's decisions, the move and the computer's replies after it are
//     taken back and the game is exactly as before (every card in its place, the same moves open,
//     the same save text); redo then brings exactly the game the move brought, the computer
//     replying as it did.
//  2. The computer's fallback: a strategy that throws, then one that chooses a move the rules
//     refuse, are each replaced by the first legal move; the log says why, and the game goes on
//     to the player's next decision.

#include "table_fixture.hpp"

#include "app/table/game_table.hpp"

#include "common/conformance.hpp"
#include "parlor/cards/rng.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace parlor::app::testing {

template <class Scene, class G> class TableConformance {
  public:
    using State = typename G::State;
    using Action = typename G::Action;
    using Strategy = typename Scene::Strategy;
    using Rules = parlor::test::conformance::Suite<G>;
    using Table = TableFixture<Scene>;

    // Plays `decisions` of the player's decisions of the game dealt from `seed` (fewer when a
    // round ends first), taking back and making again each; returns how many were checked.
    static int undo_and_redo(std::uint64_t seed, int decisions) {
        cards::Rng deal(seed);
        Table t(G::new_game(deal), 1280, 720, false, "greedy", seed);
        cards::Rng choices(seed ^ 0x5eedu);
        int checked = 0;
        for (int n = 0; n < decisions && to_the_players_turn(t); ++n) {
            const auto before = Rules::snapshot(t.state());
            t.scene().play_for_tests(random_move(t.state(), choices));
            if (!to_the_players_turn(t)) {
                break; // the round or the game is over: take-backs stop at the deal anyway
            }
            if (!t.scene().can_undo()) {
                continue; // the move dealt again: take-backs begin anew
            }
            const auto after = Rules::snapshot(t.state());
            REQUIRE(t.scene().undo());
            CHECK(Rules::snapshot(t.state()) == before);
            REQUIRE(t.scene().redo());
            REQUIRE(to_the_players_turn(t));
            CHECK(Rules::snapshot(t.state()) == after);
            ++checked;
        }
        return checked;
    }

    // The computer's move, decided by a strategy that throws and then by one that breaks the
    // rules, in the game dealt from `seed`: each time the first legal move is played instead,
    // and the log says why.
    static void fallback(std::uint64_t seed) {
        cards::Rng deal(seed);
        Table t(G::new_game(deal), 1280, 720, false, "greedy", seed);
        cards::Rng choices(seed ^ 0xfa11u);

        t.scene().use_strategy_for_tests([] { return std::make_shared<Throwing>(); });
        check_fallback(t, choices,
                       "The computer could not decide (a strategy that fails); it "
                       "plays the first legal move.");

        const Scene* scene = &t.scene();
        t.scene().use_strategy_for_tests([scene] { return std::make_shared<RuleBreaking>(scene); });
        check_fallback(t, choices, "The computer chose a move the rules refuse (");
    }

  private:
    struct Throwing final : Strategy {
        std::string name() const override { return "throwing"; }
        typename Scene::Decision decide(const typename Scene::Rules::View&) override {
            throw std::runtime_error("a strategy that fails");
        }
    };

    // Chooses a move the rules refuse now: one legal for the seat at some other moment (the
    // player's card, another phase's move), looked up in the table's own game, as no real
    // strategy may.
    struct RuleBreaking final : Strategy {
        explicit RuleBreaking(const Scene* scene) : scene_(scene) {}
        std::string name() const override { return "rule-breaking"; }
        typename Scene::Decision decide(const typename Scene::Rules::View&) override {
            const std::vector<Action> refused = refused_now(scene_->state());
            if (refused.empty()) {
                throw std::runtime_error("no move to break the rules with");
            }
            return {refused.front(), {}};
        }
        const Scene* scene_;
    };

    // Moves legal at some moment of a game like this one but refused in `state`.
    static std::vector<Action> refused_now(const State& state) {
        std::vector<Action> refused;
        cards::Rng rng(17);
        State other = state;
        for (int n = 0; n < 400 && !G::over(other) && refused.empty(); ++n) {
            const std::vector<Action> legal = legal_actions(other);
            for (const Action& action : legal) {
                if (!why_illegal(state, action).empty()) {
                    refused.push_back(action);
                }
            }
            apply(other, legal[rng.below(legal.size())], rng);
        }
        return refused;
    }

    static Action random_move(const State& state, cards::Rng& choices) {
        const std::vector<Action> legal = legal_actions(state);
        REQUIRE_FALSE(legal.empty());
        return legal[choices.below(legal.size())];
    }

    // Runs the table (the computer moving, Continue given when it waits for it) until the
    // player may decide; false when the game ended, a results screen covers the table or the
    // table waits for the next deal first.
    static bool to_the_players_turn(Table& t) {
        const bool settled = t.f.run_until(
            [&] {
                if (t.f.top() != "table") {
                    return true;
                }
                t.scene().go_ahead_for_tests();
                // Nobody to act and nothing running: the table waits for the player to go on
                // to the next deal (Cribbage's show) - the end of the round for this suite.
                const bool waits = !Scene::Rules::to_act(t.state()) && !t.scene().ticking();
                return t.scene().player_to_act() || G::over(t.state()) || waits;
            },
            20000);
        if (!settled) {
            const auto to_act = Scene::Rules::to_act(t.state());
            MESSAGE("not settled: top ", t.f.top(), ", to act ", to_act ? *to_act : -1,
                    ", computer busy ", t.scene().computer_busy(), ", flying ",
                    t.scene().flights().flying(), ", game:\n",
                    G::saveable(t.state()) ? G::write_save(t.state()) : std::string("(no save)"));
        }
        REQUIRE(settled);
        return t.f.top() == "table" && !G::over(t.state()) && t.scene().player_to_act();
    }

    // The player moves; the computer's next move must be the first legal move, with `said` in
    // the log.
    static void check_fallback(Table& t, cards::Rng& choices, const std::string& said) {
        // The player's moves until the computer is to move after one.
        State before = t.state();
        bool computer_moved = false;
        for (int n = 0; n < 200 && !computer_moved; ++n) {
            REQUIRE(to_the_players_turn(t));
            t.scene().play_for_tests(random_move(t.state(), choices));
            const bool done = t.f.run_until(
                [&] {
                    const auto& last = t.scene().last_played();
                    if (last && last->seat != table::player_seat) {
                        computer_moved = true;
                        return true;
                    }
                    if (t.f.top() != "table" || t.scene().player_to_act()) {
                        return true;
                    }
                    t.scene().go_ahead_for_tests();
                    before = t.state(); // the state stays as it is until the computer moves
                    return false;
                },
                20000);
            REQUIRE(done);
        }
        REQUIRE(computer_moved);
        CHECK(t.scene().last_played()->action == legal_actions(before).front());
        const auto& entries = t.scene().log().entries();
        CHECK(std::any_of(entries.begin(), entries.end(),
                          [&](const table::LogEntry& e) { return e.text.rfind(said, 0) == 0; }));
        // The game goes on: the player decides again (or the round is over).
        const bool settled = t.f.run_until(
            [&] {
                t.scene().go_ahead_for_tests();
                return t.f.top() != "table" || t.scene().player_to_act() || G::over(t.state());
            },
            20000);
        CHECK(settled);
    }
};

} // namespace parlor::app::testing

// The game's table test cases: undo and redo over a few games, and the computer's fallback.
#define PARLOR_TABLE_CONFORMANCE_TESTS(Scene, Adapter)                                             \
    TEST_CASE("table conformance: undo restores the exact game, redo brings back the same") {      \
        using Checks = parlor::app::testing::TableConformance<Scene, Adapter>;                     \
        int checked = 0;                                                                           \
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {                                          \
            checked += Checks::undo_and_redo(seed, 25);                                            \
        }                                                                                          \
        CHECK(checked >= 10);                                                                      \
        MESSAGE(std::string(Adapter::name), ": ", checked, " take-backs checked");                 \
    }                                                                                              \
    TEST_CASE("table conformance: a computer strategy that throws or breaks the rules is "         \
              "replaced by the first legal move") {                                                \
        using Checks = parlor::app::testing::TableConformance<Scene, Adapter>;                     \
        Checks::fallback(5);                                                                       \
    }
