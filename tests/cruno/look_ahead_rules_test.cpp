// The expert's look-ahead plays by its own lean copy of the rules (src/games/cruno/rollout.hpp);
// here it is checked against the engine, action by action, over whole games, and the tables it
// imagines against what the seat knows.

#include "cruno/imagine.hpp"
#include "cruno/rollout.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace parlor::cruno;
using namespace parlor::cruno::test;
using parlor::cruno::detail::SimTable;

namespace {

void check_same(const GameState& state, const SimTable& sim) {
    REQUIRE(sim.over == (state.phase == Phase::GameOver));
    for (int seat = 0; seat < state.player_count(); ++seat) {
        REQUIRE(sim.hands[static_cast<std::size_t>(seat)] == state.player(seat).hand);
    }
    std::vector<Card> stock(sim.stock.rbegin(), sim.stock.rend());
    REQUIRE(stock == state.stock);
    REQUIRE(sim.discard.size() == state.discard.size());
    REQUIRE(sim.top == state.top().shown());
    if (sim.over) {
        std::uint16_t winners = 0;
        for (const int w : state.winners) {
            winners = static_cast<std::uint16_t>(winners | (1U << w));
        }
        REQUIRE(sim.winners == winners);
        return;
    }
    REQUIRE(sim.suit == state.suit);
    REQUIRE(sim.turn == state.turn);
    REQUIRE(sim.direction == static_cast<int>(state.direction));
    REQUIRE(sim.pending == state.pending_draw);
}

Setup table_of(std::uint64_t seed) {
    static const std::array<std::string, 3> kinds = {"naive", "rule", "trickster"};
    Setup setup;
    const int players = 2 + static_cast<int>(seed % 9);
    for (int seat = 0; seat < players; ++seat) {
        setup.seats.push_back({"P", kinds[(seed / 9 + static_cast<std::uint64_t>(seat)) % 3]});
    }
    setup.rules = Rules{seed % 2 == 1, seed % 4 >= 2};
    return setup;
}

} // namespace

TEST_CASE("the look-ahead's rules follow the engine's, action by action, over 600 games") {
    int reshuffles = 0;
    for (std::uint64_t seed = 0; seed < 600; ++seed) {
        Rng rng(seed);
        GameState state = new_game(table_of(seed), rng);
        Rng sim_rng = rng; // the same generator from here on: the same reshuffles
        SimTable sim = detail::sim_table(state);
        check_same(state, sim);
        std::vector<std::unique_ptr<Strategy>> strategies;
        for (const Player& player : state.players) {
            strategies.push_back(make_strategy(player.plays, 1));
        }
        while (state.phase == Phase::Play) {
            const Action action = strategies[static_cast<std::size_t>(state.turn)]
                                      ->decide(view_for(state, state.turn))
                                      .action;
            const Outcome outcome = apply(state, action, rng);
            REQUIRE(outcome.ok);
            for (const Event& event : outcome.events) {
                reshuffles += std::holds_alternative<ReshuffledEvent>(event) ? 1 : 0;
            }
            detail::sim_apply(sim, detail::to_choice(action), sim_rng);
            check_same(state, sim);
        }
    }
    CHECK(reshuffles > 0);
}

TEST_CASE("played out by the seats' policies, the look-ahead ends each game as the engine does") {
    for (std::uint64_t seed = 0; seed < 600; ++seed) {
        Rng rng(seed);
        GameState state = new_game(table_of(seed), rng);
        Rng sim_rng = rng;
        SimTable sim = detail::sim_table(state);
        std::vector<std::unique_ptr<Strategy>> strategies;
        for (const Player& player : state.players) {
            strategies.push_back(make_strategy(player.plays, 1));
        }
        while (state.phase == Phase::Play) {
            REQUIRE(apply(state,
                          strategies[static_cast<std::size_t>(state.turn)]
                              ->decide(view_for(state, state.turn))
                              .action,
                          rng)
                        .ok);
        }
        REQUIRE(detail::play_out(sim, sim_rng, 100000));
        check_same(state, sim);
    }
}

TEST_CASE("an imagined table holds what the seat knows, and deals the rest as a note allows") {
    GameState state = table({"7C 5H", "2C 3C 4C", "9S JD"}, "7H 9H", "QD JS XS AC");
    // Bob drew on the 7H holding his three cards: none of them is a heart, a 7 or an 8.
    state.player(1).note = DrawNote{cards("7H"), 3};
    const SeatView view = view_for(state, 0);
    const std::vector<Card> unseen = unseen_cards(view);
    SimTable table;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        Rng rng(seed);
        detail::imagine_table(view, unseen, rng, table);
        REQUIRE(table.hands[0] == state.player(0).hand);
        REQUIRE(table.hands[1].size() == 3);
        REQUIRE(table.hands[2].size() == 2);
        for (const Card c : table.hands[1]) {
            REQUIRE_FALSE(ruled_out(state.player(1).note, c));
        }
        REQUIRE(table.stock.size() == unseen.size() - 5);
        std::vector<Card> all = table.stock;
        all.insert(all.end(), table.hands[1].begin(), table.hands[1].end());
        all.insert(all.end(), table.hands[2].begin(), table.hands[2].end());
        REQUIRE(face_counts(all) == face_counts(unseen));
        REQUIRE(table.top == card("7H"));
        REQUIRE(table.turn == 0);
    }
}
