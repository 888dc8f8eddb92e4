#include "parlor/games/cruno/ai.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace parlor::cruno;
using namespace parlor::cruno::test;

namespace {

Decision decide(const std::string& strategy, const GameState& state) {
    return make_strategy(strategy, 1)->decide(view_for(state, state.turn));
}

Action play(const std::string& c, std::optional<Suit> suit = std::nullopt) {
    return Play{card(c), suit};
}

} // namespace

TEST_CASE("the strategies on offer") {
    CHECK(strategy_names() == std::vector<std::string>{"naive", "rule", "expert", "trickster"});
    CHECK(make_strategy("expert", 1)->name() == "expert");
    CHECK(make_strategy("trickster", 1)->name() == "trickster");
    CHECK(make_strategy("random", 1) == nullptr);
}

TEST_CASE("naive: the first playable card in hand order, an 8 naming the first card's suit") {
    const GameState state = table({"2C 9H 5H 8S", "3C"}, "7H", "KD");
    const Decision first = decide("naive", state);
    CHECK(first.action == play("9H"));
    CHECK(first.reasons == std::vector<std::string>{"Playing the 9\u2665: the first card in my "
                                                    "hand that fits."});
    const GameState eights = table({"8S 2C 3D", "3C"}, "7H", "KD");
    const Decision eight = decide("naive", eights);
    CHECK(eight.action == play("8S", Suit::Clubs));
    CHECK(eight.reasons.at(0) ==
          "Playing the 8 and naming clubs: the suit of the first card left in my hand.");
    const GameState stuck = table({"2C 3D", "3C"}, "7H", "KD");
    CHECK(decide("naive", stuck).action == Action{Draw{}});
    CHECK(decide("naive", stuck).reasons.at(0) ==
          "Drawing: nothing in my hand matches the 7\u2665.");
}

TEST_CASE("rule: the card of the suit it holds most, its 8s kept as the last resort") {
    // Clubs are its longest suit: the 7C changes the suit to clubs.
    const GameState state = table({"2H 7C 3C 9C 8S", "3C"}, "7H", "KD");
    const Decision decision = decide("rule", state);
    CHECK(decision.action == play("7C"));
    CHECK(decision.reasons.at(0) ==
          "Playing the 7\u2663: it makes clubs the suit to follow, my longest suit.");
    // On a club, the 7C keeps clubs to follow: it does not "make" them the suit.
    const Decision kept = decide("rule", table({"2H 7C 3C 9C 8S", "3C"}, "5C", "KD"));
    CHECK(kept.reasons.at(0).find(": it keeps clubs, my longest suit, the suit to follow.") !=
          std::string::npos);
    CHECK(kept.reasons.at(0).find("makes") == std::string::npos);
    // Between cards of suits held as often, the one with the higher penalty goes first.
    CHECK(decide("rule", table({"2H KH 4C", "3C"}, "7H", "KD")).action == play("KH"));
    CHECK(decide("rule", table({"2H SKH 4C", "3C"}, "7H", "KD")).action == play("SKH"));
    // An 8 only when nothing else fits, naming the suit it holds most of.
    const GameState eight = table({"8C 2H 3H 4H 5S", "3C 4C"}, "9D", "KD");
    const Decision named = decide("rule", eight);
    CHECK(named.action == play("8C", Suit::Hearts));
    CHECK(named.reasons.at(0) == "Playing the 8 and naming hearts: I hold three hearts.");
    CHECK(decide("rule", table({"2C 3D", "3C"}, "7H", "KD")).action == Action{Draw{}});
}

TEST_CASE("a Draw Two's victim and a Skip's are named in the reasons") {
    // Alice plays; Bob is next with one card.
    const GameState state = table({"D2H 2C", "4C", "5S 6S 7S"}, "7H", "KD");
    CHECK(decide("rule", state).reasons.at(0) == "Draw Two on Bob: he has one card left.");
    const GameState skip = table({"SKH 2C", "4C 5C 6C", "5S 6S 7S"}, "7H", "KD");
    CHECK(decide("rule", skip).reasons.at(0) == "Skip on Bob: a turn lost.");
    const GameState two = table({"SKH 2C 3C 4C", "4C 5C"}, "7H", "KD");
    CHECK(decide("rule", two).reasons.at(0) == "Skip on Bob: I play again.");
    const GameState reverse = table({"RVH 2C", "4C", "5S 6S 7S", "9D"}, "7H", "KD");
    CHECK(decide("rule", reverse).reasons.at(0) ==
          "Reverse: play turns away from Bob, who has one card left.");
}

TEST_CASE("the last card says so") {
    CHECK(decide("rule", table({"SKH", "4C"}, "7H", "KD")).reasons.at(0) ==
          "Playing the Skip\u2665: my last card, and I win.");
    CHECK(decide("naive", table({"8D", "4C"}, "7H", "KD")).action ==
          Action{Play{card("8D"), Suit::Diamonds}});
}

TEST_CASE("trickster: with nothing to play and seven cards it converts its costliest card and says "
          "so") {
    REQUIRE(trickster_fewest_cards == 7);
    CHECK(trickster_limit_words() == "only while it holds seven cards or more");
    const GameState state =
        table({"2C SKD 3C 4S 5C 6S 9C", "3C"}, "7H", "KD", {}, {"trickster", "rule"});
    const Decision decision = decide("trickster", state);
    CHECK(decision.action == Action{Convert{card("SKD"), Suit::Clubs}});
    CHECK(decision.reasons.at(0) ==
          "I turn the Skip of diamonds into an 8 and name clubs: nothing in my hand matches the "
          "7\u2665.");
    CHECK(decision.reasons.at(1) == "Yes, that is cheating: I am the trickster, and I say so. I "
                                    "cheat only while I hold seven cards or more.");
    // With a card to play it plays like the rule player.
    const GameState can = table({"2C 7C 3C", "3C"}, "7H", "KD", {}, {"trickster", "rule"});
    CHECK(decide("trickster", can).action == play("7C"));
}

TEST_CASE("trickster: with fewer than seven cards it keeps to its limit, draws and says why") {
    // The rules would let it convert: the restraint is its own.
    const GameState state =
        table({"2C SKD 3C 4S 5C 6S", "3C"}, "7H", "KD", {}, {"trickster", "rule"});
    const std::vector<Action> legal = legal_actions(state);
    CHECK(std::any_of(legal.begin(), legal.end(),
                      [](const Action& a) { return std::holds_alternative<Convert>(a); }));
    const Decision decision = decide("trickster", state);
    CHECK(decision.action == Action{Draw{}});
    CHECK(decision.reasons.at(0) == "Drawing: nothing in my hand matches the 7\u2665, and I cheat "
                                    "only while I hold seven cards or more.");
    // The honest players' draws do not speak of cheating.
    CHECK(decide("rule", table({"2C SKD 3C 4S 5C 6S", "3C"}, "7H", "KD")).reasons.at(0) ==
          "Drawing: nothing in my hand matches the 7\u2665.");
}

TEST_CASE("trickster: over self-play it converts exactly when stuck with seven cards or more, and "
          "its reasons say what it did") {
    int conversions = 0, kept = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Setup setup;
        const int players = 2 + static_cast<int>(seed % 5);
        for (int seat = 0; seat < players; ++seat) {
            setup.seats.push_back({"P", seat == 0 ? "trickster" : "rule"});
        }
        Rng rng(seed);
        GameState state = new_game(setup, rng);
        auto trickster = make_strategy("trickster", seed);
        auto rule = make_strategy("rule", seed);
        for (int step = 0; step < 2000 && state.phase == Phase::Play; ++step) {
            const SeatView view = view_for(state, state.turn);
            const Decision decision = (state.turn == 0 ? trickster : rule)->decide(view);
            if (state.turn == 0 && state.pending_draw == 0) {
                const bool stuck = std::none_of(view.hand.begin(), view.hand.end(), [&](Card c) {
                    return playable(c, view.top(), view.suit);
                });
                const bool many = static_cast<int>(view.hand.size()) >= trickster_fewest_cards;
                const bool converted = std::holds_alternative<Convert>(decision.action);
                CHECK(converted == (stuck && many));
                std::string why; // the first line and its details (the confession's)
                for (const std::string& line : decision.reasons) {
                    why += line + "\n";
                }
                const bool says_cheat = why.find("that is cheating") != std::string::npos;
                CHECK(says_cheat == converted);
                if (stuck) {
                    CHECK(why.find("I cheat only while I hold seven cards or more.") !=
                          std::string::npos);
                }
                conversions += converted ? 1 : 0;
                kept += stuck && !many ? 1 : 0;
            }
            REQUIRE(apply(state, decision.action, rng).ok);
        }
    }
    CHECK(conversions > 0); // both sides of the limit were met
    CHECK(kept > 0);
}

TEST_CASE("every strategy draws the Draw Two's cards when one is pending") {
    GameState state = table({"2C 3D", "3C"}, "D2H", "KD 4S");
    state.pending_draw = 2;
    for (const std::string& name : strategy_names()) {
        const Decision decision = decide(name, state);
        CHECK(decision.action == Action{Draw{}});
        CHECK(decision.reasons.at(0) == "A Draw Two: I draw its two cards.");
    }
}
