// A card held twice (issue 43: four saves of the brief's own program hold one, docs/casino.md):
// the rules, the list of legal moves and the expert's search count each copy. A capture or a
// build with a doubled card is legal exactly when the list offers it; the four files are played
// to the tournament's end by the expert and, for many seeds, at random, every move the list
// offers accepted by the rules.

#include "circulating_files.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/captures.hpp"
#include "parlor/games/casino/move_words.hpp"
#include "parlor/games/casino/save.hpp"
#include "parlor/games/casino/scoring.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace parlor::casino;
using namespace parlor::casino::test;

namespace {

const std::vector<std::string> files_with_a_card_twice = {"AiPrio.txt", "CreateMulti.txt",
                                                          "SetCapture.txt", "TwoBuilds.txt"};

bool offers(const std::vector<Action>& legal, const Action& action) {
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

// The round's points counted from the piles, each copy on its own: a pile's aces, 2 a 10♦, 1 a
// 2♠, and the majorities.
int points_counted(const std::vector<Card>& pile, const std::vector<Card>& other) {
    int points = 0;
    int spades = 0;
    int other_spades = 0;
    for (const Card card : pile) {
        points += card_points(card);
        spades += card.suit == Suit::Spades ? 1 : 0;
    }
    for (const Card card : other) {
        other_spades += card.suit == Suit::Spades ? 1 : 0;
    }
    points += pile.size() > other.size() ? most_cards_points : 0;
    points += spades > other_spades ? most_spades_points : 0;
    return points;
}

struct Course {
    int moves = 0;
    int rounds = 0;
};

// Plays the state to the tournament's end with the strategies (by seat), checking each move:
// every move the list offers is accepted by the rules, the strategy's move is one of them, no
// card comes or goes within a round, and the first round (the file's cards) scores each copy.
Course play_to_the_end(GameState state, const std::string& human, const std::string& computer,
                       std::uint64_t seed) {
    const auto first = make_strategy(human, seed);
    const auto second = make_strategy(computer, seed + 1);
    Rng rng(seed);
    Course played;
    std::vector<Card> cards = every_card(state);
    bool file_round = true;
    while (state.phase != Phase::GameOver && played.moves < 2000) {
        const auto legal = legal_moves(state);
        REQUIRE_FALSE(legal.empty());
        for (const Action& action : legal) {
            REQUIRE_MESSAGE(why_illegal(state, action).empty(), move_text(action));
        }
        Strategy& strategy = state.turn == Seat::Human ? *first : *second;
        const Action action = strategy.decide(view_for(state, state.turn)).action;
        REQUIRE_MESSAGE(offers(legal, action), move_text(action));
        const std::array<std::vector<Card>, 2> piles_before = {state.players[0].pile,
                                                               state.players[1].pile};
        const Outcome outcome = apply(state, action, rng);
        REQUIRE_MESSAGE(outcome.ok, outcome.error);
        ++played.moves;
        for (const Event& event : outcome.events) {
            const auto* scored = std::get_if<RoundScoredEvent>(&event);
            if (scored == nullptr) {
                continue;
            }
            ++played.rounds;
            if (file_round) {
                // Every card of the file reached a pile (or was set aside when nobody
                // captured), each copy counted in the points.
                const auto& piles = state.players;
                for (std::size_t i = 0; i < 2; ++i) {
                    CHECK(scored->score.players[i].tally.cards ==
                          static_cast<int>(piles[i].pile.size()));
                    CHECK(scored->score.players[i].total ==
                          points_counted(piles[i].pile, piles[1 - i].pile));
                }
                CHECK(piles[0].pile.size() + piles[1].pile.size() <= cards.size());
                static_cast<void>(piles_before);
            }
            file_round = false;
        }
        if (state.phase == Phase::Play && file_round) {
            CHECK(every_card(state) == cards);
        }
    }
    CHECK(state.phase == Phase::GameOver);
    return played;
}

} // namespace

TEST_CASE("a played ace takes a loose copy of an ace and a build holding the other copy") {
    // The A♣ twice: loose, and in the computer's build of 14 [A♣ 6♠ 7♠].
    GameState state = position("HA H3", "D9", table("[CA S6 S7] CA", {Seat::Computer}));
    const auto legal = legal_moves(state);
    const Action loose_only = Capture{card("HA"), cards("CA")};
    const Action both = Capture{card("HA"), cards("CA CA S6 S7")};
    CHECK(offers(legal, loose_only));
    CHECK(offers(legal, both));
    CHECK(why_illegal(state, loose_only).empty());
    CHECK(why_illegal(state, both).empty());
    // Leaving the loose A♣ is refused: a capture takes every loose card of its rank.
    CHECK_FALSE(why_illegal(state, Capture{card("HA"), cards("CA S6 S7")}).empty());
    CHECK_FALSE(offers(legal, Capture{card("HA"), cards("CA S6 S7")}));
    // The largest takes both copies.
    CHECK(largest_captures(card("HA"), state.table) ==
          std::vector<std::vector<Card>>{cards("CA CA S6 S7")});

    GameState taken_loose = state;
    Rng rng(1);
    REQUIRE(apply(taken_loose, loose_only, rng).ok);
    CHECK(taken_loose.table.loose.empty());
    REQUIRE(taken_loose.table.builds.size() == 1);
    CHECK(taken_loose.table.builds.front().cards() == cards("CA S6 S7")); // whole, still there
    CHECK(taken_loose.player(Seat::Human).pile == cards("HA CA"));

    REQUIRE(apply(state, both, rng).ok);
    CHECK(state.table.empty());
    const Tally tally_after = tally(state.player(Seat::Human).pile);
    CHECK(tally_after.cards == 5);
    CHECK(tally_after.aces == 3); // both copies of the A♣ and the A♥
}

TEST_CASE("a build with one copy of a card in hand, taken later by the other copy") {
    // The A♣ twice in the human's hand: one builds 14 on the 6♠ and 7♠, the other takes it.
    GameState state = position("CA CA H3", "D9 D8", table("S6 S7 H2"));
    const auto legal = legal_moves(state);
    const Action build = Build{card("CA"), highest_value, cards("S6 S7"), {}};
    CHECK(offers(legal, build));
    CHECK(why_illegal(state, build).empty());
    // Each move of the A♣ once, and its trail once (the two copies make the same moves).
    CHECK(std::count(legal.begin(), legal.end(), build) == 1);
    CHECK(std::count(legal.begin(), legal.end(), Action{Capture{card("CA"), cards("S6 S7")}}) ==
          0); // an ace captures 14, not 13
    Rng rng(1);
    REQUIRE(apply(state, build, rng).ok);
    CHECK(state.player(Seat::Human).hand == cards("CA H3")); // one copy played, one kept
    REQUIRE(state.table.builds.size() == 1);
    CHECK(state.table.builds.front().value() == highest_value);
    // The owner's duty holds with the copy: the last A♣ may not be played away elsewhere.
    REQUIRE(apply(state, Trail{card("D9")}, rng).ok);
    const Action take = Capture{card("CA"), cards("CA S6 S7")};
    CHECK(offers(legal_moves(state), take));
    CHECK(why_illegal(state, take).empty());
    CHECK_FALSE(why_illegal(state, Build{card("CA"), 3, cards("H2"), {}}).empty());
    REQUIRE(apply(state, take, rng).ok);
    std::vector<Card> pile = state.player(Seat::Human).pile;
    std::sort(pile.begin(), pile.end());
    CHECK(pile == cards("CA CA S6 S7"));
    CHECK(tally(pile).aces == 2);
}

TEST_CASE("two loose copies: one choice each, both taken by rank, each copy scored") {
    GameState state = position("H5 HX", "D9", table("CX CX S4 CA"), Seat::Human);
    const auto legal = legal_moves(state);
    // The 5 takes the A♣ and 4♠ once (not once a copy of anything).
    CHECK(std::count(legal.begin(), legal.end(), Action{Capture{card("H5"), cards("CA S4")}}) == 1);
    const Action tens = Capture{card("HX"), cards("CX CX")};
    CHECK(offers(legal, tens));
    CHECK(why_illegal(state, tens).empty());
    CHECK_FALSE(why_illegal(state, Capture{card("HX"), cards("CX")}).empty()); // both, by rank
    // Two 10♦ are two big casinos; two 2♠ two little ones.
    const RoundScore score = score_round(cards("DX DX S2 S2"), cards("H3"));
    CHECK(score.players[0].big_casino == 2 * big_casino_points);
    CHECK(score.players[0].little_casino == 2 * little_casino_points);
}

TEST_CASE("the expert searches a doubled card as two cards") {
    // The largest capture of the A♥ takes the loose A♣ and the build with the other A♣.
    const GameState state = position("HA H3", "D9 D8", table("[CA S6 S7] CA", {Seat::Computer}),
                                     Seat::Human, "C2 C3 C4 C5");
    const Ranking ranking = rank_moves(view_for(state, Seat::Human), 3);
    REQUIRE_FALSE(ranking.moves.empty());
    CHECK(ranking.moves.front().action == Action{Capture{card("HA"), cards("CA CA S6 S7")}});
    const auto legal = legal_moves(state);
    std::vector<Action> ranked;
    for (const MoveValue& move : ranking.moves) {
        CHECK(offers(legal, move.action));
        CHECK(std::count(ranked.begin(), ranked.end(), move.action) == 0); // each move once
        ranked.push_back(move.action);
    }
    // Both copies in hand: each move once, and the build with one copy kept for the other.
    const GameState two = position("CA CA H3", "D9 D8", table("S6 S7 H2"), Seat::Human, "C2 C3");
    const Ranking both = rank_moves(view_for(two, Seat::Human), 3);
    const auto legal_two = legal_moves(two);
    ranked.clear();
    for (const MoveValue& move : both.moves) {
        CHECK(offers(legal_two, move.action));
        CHECK(std::count(ranked.begin(), ranked.end(), move.action) == 0);
        ranked.push_back(move.action);
    }
    CHECK(offers(ranked, Build{card("CA"), highest_value, cards("S6 S7"), {}}));
}

TEST_CASE("the four files holding a card twice are played to the tournament's end by the "
          "expert") {
    for (const std::string& name : files_with_a_card_twice) {
        CAPTURE(name);
        const GameState state = load_circulating(name);
        const Course played = play_to_the_end(state, "expert", "expert", 11);
        CHECK(played.rounds >= 2);
    }
}

TEST_CASE("the four files holding a card twice, played at random for many seeds") {
    // What the fuzz stage does to a loaded file: every move the list offers is accepted, and the
    // game ends. Greedy on one seat, so the captures and builds with the copies come up.
    for (const std::string& name : files_with_a_card_twice) {
        CAPTURE(name);
        const GameState state = load_circulating(name);
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            CAPTURE(seed);
            play_to_the_end(state, "random", seed % 2 == 0 ? "greedy" : "random", seed);
        }
    }
}
