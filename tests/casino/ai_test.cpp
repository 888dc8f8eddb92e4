// The strategies: legal moves always, the greedy rule, the expert's choices and reasons, the
// help's highlights, and no peeking at hidden cards.

#include "common/text.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/match.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace parlor::casino;
using namespace parlor::casino::test;
using parlor::test::contains;

namespace {

Decision decide(const std::string& name, const GameState& state, std::uint64_t seed = 1) {
    const auto strategy = make_strategy(name, seed);
    REQUIRE(strategy != nullptr);
    return strategy->decide(view_for(state, state.turn));
}

// A game dealt by the seed and played by greedy for `moves` moves: a position in the middle.
GameState midgame(std::uint64_t seed, int moves) {
    GameState state = new_game();
    Rng rng(seed);
    apply(state, CallCoin{Coin::Heads}, rng);
    const auto greedy = make_strategy("greedy", 1);
    for (int i = 0; i < moves && state.phase == Phase::Play; ++i) {
        apply(state, greedy->decide(view_for(state, state.turn)).action, rng);
    }
    return state;
}

} // namespace

TEST_CASE("the strategies are listed by name") {
    CHECK(strategy_names() == std::vector<std::string>{"random", "greedy", "expert"});
    CHECK(make_strategy("nobody", 1) == nullptr);
}

TEST_CASE("every strategy plays whole tournaments by the rules") {
    for (const std::string a : {"random", "greedy", "expert"}) {
        for (const std::string b : {"random", "greedy"}) {
            const auto sa = make_strategy(a, 3);
            const auto sb = make_strategy(b, 4);
            const GameRecord record = play_game(*sa, *sb, 11); // throws on an illegal move
            CHECK_FALSE(record.capped);
            CHECK(std::max(record.scores[0], record.scores[1]) > winning_score);
            CHECK(record.rounds >= 2);
        }
    }
}

TEST_CASE("greedy takes the capture worth the most points, then the most cards") {
    // The 10 takes the 10♦ (2 points) and 3 + 7; the 7 would take as many cards, no points.
    const GameState state = position("CX S7 H2", "HK", table("DX H4 C3 D7"));
    const Decision decision = decide("greedy", state);
    CHECK(decision.action == Action{Capture{card("CX"), cards("C3 D7 DX")}});
    // Among equal points the most cards: the 9 takes 5 + 4 rather than the 9 alone.
    const GameState cards_state = position("C9 S3", "HK", table("H5 D4 S9"));
    CHECK(decide("greedy", cards_state).action == Action{Capture{card("C9"), cards("D4 H5 S9")}});
}

TEST_CASE("greedy builds when it cannot capture, else trails its lowest card") {
    const GameState build = position("S4 C9 HK", "HQ", table("H5"));
    CHECK(std::holds_alternative<Build>(decide("greedy", build).action));
    const GameState trail = position("S4 C8 HK", "HQ", table("H6"));
    CHECK(decide("greedy", trail).action == Action{Trail{card("S4")}});
}

TEST_CASE("between equal trails the expert keeps its spade: the 4 of hearts goes, not the 4 of "
          "spades") {
    // Every other card is in the piles, so the search is exact, and either trail ends the round
    // alike (the other 4 takes it back, the last capture sweeps the rest): a tie, which the
    // suits' order gave to the 4♠ (issue 43), the spade the most-spades point counts.
    GameState state = position("S4 H4", "HK", table("C9"));
    const std::vector<Card> in_play = cards("S4 H4 HK C9");
    int k = 0;
    for (const Card c : full_deck()) {
        if (std::find(in_play.begin(), in_play.end(), c) == in_play.end()) {
            state.player(k++ % 2 ? Seat::Computer : Seat::Human).pile.push_back(c);
        }
    }
    const Ranking ranking = rank_moves(view_for(state, Seat::Human), 1);
    REQUIRE(ranking.exact);
    REQUIRE(ranking.moves.size() == 2);
    CHECK(ranking.moves[0].value == ranking.moves[1].value);
    CHECK(ranking.moves[0].action == Action{Trail{card("H4")}});
    CHECK(decide("expert", state).action == Action{Trail{card("H4")}});
}

TEST_CASE("the expert's moves are always legal, whatever it is shown") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const GameState state = midgame(seed, static_cast<int>(seed % 20));
        if (state.phase != Phase::Play) {
            continue;
        }
        const SeatView view = view_for(state, state.turn);
        const Ranking ranking = rank_moves(view, seed);
        REQUIRE_FALSE(ranking.moves.empty());
        const auto legal = legal_moves(view);
        for (const MoveValue& move : ranking.moves) {
            CHECK(std::find(legal.begin(), legal.end(), move.action) != legal.end());
        }
        // The choice first, then the others by value; the choice has the best value unless
        // the leaders are within the noise and the tie rule chose.
        for (std::size_t i = 2; i < ranking.moves.size(); ++i) {
            CHECK(ranking.moves[i - 1].value >= ranking.moves[i].value);
        }
        if (ranking.moves.size() > 1 && ranking.moves[1].value > ranking.moves[0].value) {
            CHECK(ranking.certainty.close_call);
        }
    }
}

TEST_CASE("the expert takes the 10 of diamonds and says so like a player") {
    const GameState state = position("CX H9", "H5 H6", table("DX C8 S4"));
    const Decision decision = decide("expert", state);
    CHECK(decision.action == Action{Capture{card("CX"), cards("DX")}});
    REQUIRE_FALSE(decision.reasons.empty());
    CHECK(decision.reasons.front() ==
          "Capturing the 10 of diamonds with my 10 \u2014 worth 2 points.");
}

TEST_CASE("the expert takes a loose ace as 1 with its ace, and says the ace counts 1") {
    // The A♠ on A♥ 9♣ 4♦: all three (A♥ as 1 + 9 + 4 = 14), and both strategies see it.
    const GameState state = position("SA H2", "H5 H6", table("HA C9 D4"));
    for (const std::string name : {"expert", "greedy"}) {
        CAPTURE(name);
        const Decision decision = decide(name, state);
        CHECK(decision.action == Action{Capture{card("SA"), cards("HA D4 C9")}});
    }
    const Decision decision = decide("expert", state);
    REQUIRE_FALSE(decision.reasons.empty());
    // The first line counts the cards (the whole sentence is too long for it); the whole
    // sentence follows the figures.
    CHECK(decision.reasons.front() == "Capturing 3 cards with my ace — worth 2 points.");
    CHECK(decision.reasons.back() ==
          "Capturing the ace of hearts, the 4 of diamonds and the 9 of clubs with my ace (the "
          "A♥ counts 1 here, in a set of 14) — worth 2 points.");
    // A capture that needs no ace as 1 does not say so: 9 + 5 = 14 on its own.
    const GameState plain = position("SA H2", "H7 H6", table("HA C9 D5"));
    const Decision no_note = decide("expert", plain);
    CHECK(no_note.action == Action{Capture{card("SA"), cards("HA D5 C9")}});
    CHECK_FALSE(contains(no_note.reasons.front(), "counts 1"));
}

TEST_CASE("the expert builds to take more, and explains the card it holds") {
    // The 4 on the 5 makes 9 with the 9 of spades in hand: the build takes 3 cards next turn,
    // where capturing now takes nothing.
    GameState state =
        position("S4 S9 HK", "CQ D2 C2", table("H5"), Seat::Human, "C3 D3 H3 S5 D5 C5 S6 D6");
    const Decision decision = decide("expert", state);
    REQUIRE(std::holds_alternative<Build>(decision.action));
    const auto& build = std::get<Build>(decision.action);
    CHECK(build.value == 9);
    // The computer announces the build's value, not the card of its hand that will take it.
    CHECK(decision.reasons.front() == "Building 9 with my 4 on the 5: 2 cards to take on a later "
                                      "turn.");
}

TEST_CASE("the expert steals the opponent's build when it can") {
    // The computer owns a build of 8 (holding an 8); the human's 8 takes it: 3 cards.
    const GameState state = position("H8 C2 D3", "S8 CK HQ", table("[C5 S3] HJ", {Seat::Computer}),
                                     Seat::Human, "S4 H4 D4 C4 S6 H6 D6 C6");
    const Decision decision = decide("expert", state);
    CHECK(decision.action == Action{Capture{card("H8"), cards("S3 C5")}});
    CHECK(contains(decision.reasons.front(), "your build of 8"));
}

TEST_CASE("with every card known the expert searches exactly to the end of the round") {
    GameState state = position("CA S2", "H3 D9", table("SK D4 C5"), Seat::Human);
    state.player(Seat::Human).pile = cards("SQ SJ");
    state.player(Seat::Computer).pile = cards("HQ HJ");
    // Every other card is set aside, as if the round had used them.
    std::vector<Card> aside;
    const SeatView view = view_for(state, Seat::Human);
    const Ranking ranking = rank_moves(view, 1);
    // Unseen cards are more than the computer's hand here: not exact.
    CHECK_FALSE(ranking.exact);
    // With the piles holding the rest, everything is known.
    for (const Card c : view.unseen()) {
        if (c != card("H3") && c != card("D9")) {
            state.player(Seat::Computer).pile.push_back(c);
        }
    }
    const Ranking exact = rank_moves(view_for(state, Seat::Human), 1);
    CHECK(exact.exact);
    REQUIRE_FALSE(exact.moves.empty());
    const Decision decision = decide("expert", state);
    REQUIRE(decision.reasons.size() == 2);
    CHECK(contains(decision.reasons[1], "Every card is known"));
}

TEST_CASE("the expert never reads hidden cards: the opponent's hand and the deck order do not "
          "change its choice") {
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
        GameState state = midgame(seed, static_cast<int>(seed % 7) * 2);
        if (state.phase != Phase::Play || state.deck.empty()) {
            continue;
        }
        const Seat seat = state.turn;
        const Decision first = decide("expert", state, 99);
        // Deal the opponent other cards from the deck, and shuffle the deck.
        GameState shuffled = state;
        auto& opponent = shuffled.player(other(seat)).hand;
        std::vector<Card> hidden = shuffled.deck;
        hidden.insert(hidden.end(), opponent.begin(), opponent.end());
        Rng rng(seed * 7 + 1);
        rng.shuffle(hidden);
        opponent.assign(hidden.begin(), hidden.begin() + static_cast<long>(opponent.size()));
        shuffled.deck.assign(hidden.begin() + static_cast<long>(opponent.size()), hidden.end());
        REQUIRE(shuffled.deck.size() == state.deck.size());
        CHECK(shuffled.player(other(seat)).hand != state.player(other(seat)).hand);
        const Decision second = decide("expert", shuffled, 99);
        CHECK(first.action == second.action);
        CHECK(first.reasons == second.reasons);
    }
}

TEST_CASE("the help: the expert's move in the second person, with the card and the targets") {
    const GameState state = position("CX H9", "H5 H6", table("DX C8 S4"));
    const Advice advice = advise(view_for(state, Seat::Human), 1);
    CHECK(advice.action == Action{Capture{card("CX"), cards("DX")}});
    REQUIRE(advice.card.has_value());
    CHECK(*advice.card == card("CX"));
    CHECK(advice.targets == cards("DX"));
    CHECK(advice.highlight == cards("CX DX")); // what a table marks: the card, then its targets
    REQUIRE_FALSE(advice.lines.empty());
    CHECK(advice.lines.front() == "Capture the 10 of diamonds with your 10 \u2014 worth 2 points.");

    // Joining one's own build lights up that build too.
    const GameState join = position("S9 C9 D2", "HK H2", table("[C6 S3] H5 CQ", {Seat::Human}),
                                    Seat::Human, "S4 H4 D4 C4 S6 H6 D6 C6");
    const Advice joined = advise(view_for(join, Seat::Human), 1);
    if (const auto* build = std::get_if<Build>(&joined.action)) {
        if (build->onto.empty() && build->value == 9) {
            CHECK(std::includes(joined.targets.begin(), joined.targets.end(),
                                cards("S3 C6").begin(), cards("S3 C6").end()));
        }
    }
    // Outside the play: the toss and the next round.
    CHECK(std::holds_alternative<CallCoin>(advise(view_for(new_game(), Seat::Human)).action));
}

TEST_CASE("a move the expert does not weigh is valued by its search beside the expert's own") {
    // The S9 must take the C9, and may take the H5 and the D4 too: taking the C9 alone is legal,
    // but the expert only weighs the capture of all three.
    const GameState state =
        position("S9 H2 DK C3", "S2 HQ D7 C8", table("H5 D4 C9"), Seat::Human, "HA S5 D8 CJ");
    const SeatView view = view_for(state, Seat::Human);
    const Capture alone{card("S9"), cards("C9")};
    REQUIRE(why_illegal(state, alone).empty());
    const Ranking ranking = rank_moves(view, 1);
    CHECK(std::none_of(ranking.moves.begin(), ranking.moves.end(),
                       [&](const MoveValue& m) { return m.action == Action{alone}; }));

    const Comparison less = compare_to_advice(view, alone, 1);
    CHECK_FALSE(less.ranked);
    CHECK(less.advice.action == advise(view, 1).action);
    CHECK(less.advice.summary == advise(view, 1).summary);
    CHECK(less.played < less.chosen); // two cards fewer to the pile, and the 5 and 4 left
    CHECK(less.spread > 0);

    // A move the expert weighs is taken from its ranking: the same figures as the help's.
    const MoveValue& second = ranking.moves.at(1);
    const Comparison weighed = compare_to_advice(view, second.action, 1);
    CHECK(weighed.ranked);
    CHECK(weighed.chosen == ranking.moves.front().value);
    CHECK(weighed.played == second.value);
    CHECK(weighed.spread == second.spread);
    CHECK(weighed.within_noise == second.facts.within_noise);
}
