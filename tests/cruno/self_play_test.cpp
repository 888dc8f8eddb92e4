// Ten thousand games at tables of 2 to 10, with every rule option, between the fast strategies
// and a player who draws half the time and otherwise picks any legal move at random (so hands
// grow, stocks run out and piles are reshuffled). After every action the table must still hold its
// deck(s) exactly and be in a legal state; every game must end.

#include "parlor/games/cruno/ai.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <memory>

using namespace parlor::cruno;
using namespace parlor::cruno::test;

namespace {

struct Tally {
    long actions = 0;
    int empty_hands = 0;
    int stock_outs = 0;
    int shared_wins = 0;
    int reshuffles = 0;
    int conversions = 0;
    int skips = 0;
    int reverses = 0;
    int draw_twos = 0;
    int two_decks = 0;
};

// What must hold after every action of a game in progress.
void check_table(const GameState& state, const std::array<int, face_count>& deck) {
    REQUIRE(face_counts(all_cards(state)) == deck);
    REQUIRE(state.turn >= 0);
    REQUIRE(state.turn < state.player_count());
    REQUIRE_FALSE(state.discard.empty());
    const Card top = state.top().shown();
    if (!top.is_eight()) {
        REQUIRE(state.suit == top.suit);
    }
    REQUIRE((state.pending_draw == 0 || state.pending_draw == 2));
    if (state.pending_draw > 0) {
        REQUIRE(top.kind == Kind::DrawTwo);
    }
    for (const Player& player : state.players) {
        REQUIRE_FALSE(player.hand.empty());
        REQUIRE(player.note.cards <= static_cast<int>(player.hand.size()));
        REQUIRE((player.note.cards == 0) == player.note.passed_on.empty());
    }
}

void check_end(const GameState& state) {
    REQUIRE_FALSE(state.winners.empty());
    std::vector<int> penalties;
    for (const Player& player : state.players) {
        penalties.push_back(penalty(player.hand));
    }
    REQUIRE(state.penalties == penalties);
    if (state.end_reason == EndReason::EmptyHand) {
        REQUIRE(state.winners.size() == 1);
        REQUIRE(state.player(state.winners[0]).hand.empty());
        return;
    }
    REQUIRE(state.stock.empty());
    REQUIRE(state.discard.size() == 1);
    const int lowest = *std::min_element(penalties.begin(), penalties.end());
    for (int seat = 0; seat < state.player_count(); ++seat) {
        const bool won =
            std::find(state.winners.begin(), state.winners.end(), seat) != state.winners.end();
        REQUIRE(won == (penalties[static_cast<std::size_t>(seat)] == lowest));
    }
}

void count(const Outcome& outcome, Tally& tally) {
    for (const Event& event : outcome.events) {
        if (std::holds_alternative<ReshuffledEvent>(event)) {
            ++tally.reshuffles;
        } else if (const auto* played = std::get_if<PlayedEvent>(&event)) {
            tally.conversions += played->converted_from ? 1 : 0;
        } else if (std::holds_alternative<SkippedEvent>(event)) {
            ++tally.skips;
        } else if (std::holds_alternative<ReversedEvent>(event)) {
            ++tally.reverses;
        } else if (std::holds_alternative<DrawTwoEvent>(event)) {
            ++tally.draw_twos;
        }
    }
}

void play_one(std::uint64_t seed, Tally& tally) {
    Rng rng(seed);
    const int players = 2 + static_cast<int>(seed % 9);
    Setup setup;
    setup.rules = Rules{rng.coin(), rng.coin()};
    static const std::array<std::string, 4> kinds = {"naive", "rule", "trickster", "human"};
    std::vector<std::unique_ptr<Strategy>> strategies;
    for (int seat = 0; seat < players; ++seat) {
        const std::string& plays = kinds[rng.below(kinds.size())];
        setup.seats.push_back({"P" + std::to_string(seat), plays});
        strategies.push_back(plays == "human" ? nullptr : make_strategy(plays, seed));
    }
    GameState state = new_game(setup, rng);
    const auto deck = face_counts(full_deck(state.decks));
    tally.two_decks += state.decks == 2 ? 1 : 0;
    for (int step = 0; state.phase == Phase::Play; ++step) {
        REQUIRE(step < 20000);
        check_table(state, deck);
        const auto legal = legal_actions(state);
        REQUIRE_FALSE(legal.empty());
        const Strategy* strategy = strategies[static_cast<std::size_t>(state.turn)].get();
        // The random player draws half the time, whatever it holds.
        const Action action = strategy == nullptr
                                  ? (rng.coin() ? Action{Draw{}} : legal[rng.below(legal.size())])
                                  : strategies[static_cast<std::size_t>(state.turn)]
                                        ->decide(view_for(state, state.turn))
                                        .action;
        REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
        const Outcome outcome = apply(state, action, rng);
        REQUIRE(outcome.ok);
        count(outcome, tally);
        ++tally.actions;
    }
    REQUIRE(face_counts(all_cards(state)) == deck);
    check_end(state);
    if (state.end_reason == EndReason::EmptyHand) {
        ++tally.empty_hands;
    } else {
        ++tally.stock_outs;
        tally.shared_wins += state.winners.size() > 1 ? 1 : 0;
    }
}

} // namespace

TEST_CASE("10,000 self-play games at tables of 2 to 10 end without an illegal state") {
    Tally tally;
    for (std::uint64_t seed = 0; seed < 10000; ++seed) {
        play_one(seed, tally);
    }
    CHECK(tally.empty_hands + tally.stock_outs == 10000);
    // Every part of the rules was reached.
    CHECK(tally.stock_outs > 0);
    CHECK(tally.shared_wins > 0);
    CHECK(tally.reshuffles > 0);
    CHECK(tally.conversions > 0);
    CHECK(tally.skips > 0);
    CHECK(tally.reverses > 0);
    CHECK(tally.draw_twos > 0);
    CHECK(tally.two_decks > 0);
    MESSAGE(tally.actions << " actions, " << tally.stock_outs << " stock-outs ("
                          << tally.shared_wins << " shared), " << tally.reshuffles
                          << " reshuffles, " << tally.conversions << " conversions");
}

TEST_CASE("every legal action passes why_illegal, and a few illegal ones do not") {
    Rng rng(5);
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        Setup setup;
        const int players = 2 + static_cast<int>(seed % 9);
        for (int seat = 0; seat < players; ++seat) {
            setup.seats.push_back({"P", seat % 2 == 0 ? "trickster" : "rule"});
        }
        Rng game(seed);
        GameState state = new_game(setup, game);
        for (int step = 0; step < 60 && state.phase == Phase::Play; ++step) {
            const auto legal = legal_actions(state);
            for (const Action& action : legal) {
                REQUIRE(why_illegal(state, action).empty());
            }
            // Every card in hand either appears among the legal plays or is refused.
            for (const Card c : state.player(state.turn).hand) {
                const Action as_played =
                    Play{c, c.is_eight() ? std::optional(Suit::Hearts) : std::nullopt};
                const bool listed = std::find(legal.begin(), legal.end(), as_played) != legal.end();
                REQUIRE(listed == why_illegal(state, as_played).empty());
            }
            REQUIRE(apply(state, legal[rng.below(legal.size())], game).ok);
        }
    }
}
