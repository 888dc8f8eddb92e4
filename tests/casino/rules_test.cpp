// The rules of casino.md, one by one: the toss, the deals, captures, builds, trails, the duty of
// a build's owner, the end of a round and the tournament.

#include "parlor/games/casino/rules.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace parlor::casino;
using namespace parlor::casino::test;

namespace {

// The table cards each legal capture with `played` takes.
std::vector<std::vector<Card>> captures(const GameState& state, const std::string& played) {
    std::vector<std::vector<Card>> out;
    for (const Action& action : legal_moves(state)) {
        if (const auto* capture = std::get_if<Capture>(&action)) {
            if (capture->card == card(played)) {
                out.push_back(capture->taken);
            }
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::vector<Card>> sorted_sets(std::vector<std::vector<Card>> sets) {
    for (auto& set : sets) {
        std::sort(set.begin(), set.end());
    }
    std::sort(sets.begin(), sets.end());
    return sets;
}

template <class T> std::vector<T> moves_of(const GameState& state) {
    std::vector<T> out;
    for (const Action& action : legal_moves(state)) {
        if (const auto* move = std::get_if<T>(&action)) {
            out.push_back(*move);
        }
    }
    return out;
}

bool legal(const GameState& state, const Action& action) {
    const auto moves = legal_moves(state);
    const bool listed = std::find(moves.begin(), moves.end(), action) != moves.end();
    CHECK(listed == why_illegal(state, action).empty());
    return listed;
}

Outcome play(GameState& state, const Action& action) {
    Rng rng(1);
    return apply(state, action, rng);
}

} // namespace

TEST_CASE("the coin toss: the winner plays first, and round 1 is dealt 4, 4 and 4 to the table") {
    int human_first = 0;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        GameState state = new_game();
        CHECK(legal_moves(state) ==
              std::vector<Action>{CallCoin{Coin::Heads}, CallCoin{Coin::Tails}});
        Rng rng(seed);
        const Outcome outcome = apply(state, CallCoin{Coin::Heads}, rng);
        REQUIRE(outcome.ok);
        const auto& toss = std::get<CoinTossEvent>(outcome.events.at(0));
        CHECK(toss.first == (toss.landed == Coin::Heads ? Seat::Human : Seat::Computer));
        CHECK(state.turn == toss.first);
        human_first += toss.first == Seat::Human ? 1 : 0;
        const auto& dealt = std::get<DealtEvent>(outcome.events.at(1));
        CHECK(dealt.deal == 1);
        CHECK(dealt.table.size() == 4);
        CHECK(state.player(Seat::Human).hand.size() == 4);
        CHECK(state.player(Seat::Computer).hand.size() == 4);
        CHECK(state.table.loose.size() == 4);
        CHECK(state.deck.size() == 40);
        CHECK(state.phase == Phase::Play);
    }
    CHECK(human_first > 0);
    CHECK(human_first < 20);
}

TEST_CASE("a stacked deck (the deck-file option) deals 4 to the human, 4 to the computer, 4 to "
          "the table, from the top") {
    GameState state = new_game(cards("S2 S3 S4 S5 H2 H3 H4 H5 D2 D3 D4 D5 C2 C3 C4 C5 CK"));
    Rng rng(3);
    REQUIRE(apply(state, CallCoin{Coin::Tails}, rng).ok);
    CHECK(state.player(Seat::Human).hand == cards("S2 S3 S4 S5"));
    CHECK(state.player(Seat::Computer).hand == cards("H2 H3 H4 H5"));
    CHECK(state.table.loose == cards("D2 D3 D4 D5"));
    CHECK(state.deck == cards("C2 C3 C4 C5 CK"));
}

TEST_CASE("a capture must take every loose card of the played card's rank") {
    const GameState state = position("S5 CK", "HK", table("H5 D5 C3"));
    CHECK(captures(state, "S5") == sorted_sets({cards("H5 D5")}));
    CHECK_FALSE(legal(state, Capture{card("S5"), cards("H5")}));
    CHECK(why_illegal(state, Capture{card("S5"), cards("H5")}).find("every loose 5") !=
          std::string::npos);
}

TEST_CASE("a capture may take any disjoint sets summing to the card, each choice a move") {
    const GameState state = position("C9 D2", "HK", table("H5 D4 S3 C6 HQ"));
    CHECK(captures(state, "C9") ==
          sorted_sets({cards("H5 D4"), cards("S3 C6"), cards("H5 D4 S3 C6")}));
    CHECK(legal(state, Capture{card("C9"), cards("D4 H5")}));
    CHECK_FALSE(legal(state, Capture{card("C9"), cards("H5 S3")}));
    // The 2 captures nothing: no 2 on the table and nothing sums to 2.
    CHECK(captures(state, "D2").empty());
}

TEST_CASE("cards of equal rank make distinct choices: suits matter for the spades") {
    const GameState state = position("C5", "HK", table("S2 H2 S3 D3"));
    CHECK(captures(state, "C5") == sorted_sets({cards("S2 S3"), cards("S2 D3"), cards("H2 S3"),
                                                cards("H2 D3"), cards("S2 H2 S3 D3")}));
}

TEST_CASE("a played ace is 14 and also takes the loose aces; a loose ace is 1 in a set") {
    const GameState state = position("CA S9", "HK", table("HA D9 S5 C8"));
    // The HA must go with the CA; 9 + 5 = 14 is a set for the ace, and so is the HA as 1 with
    // 5 + 8 (docs/casino.md: "Ace can be both 1 and 14, including in the same action").
    CHECK(captures(state, "CA") ==
          sorted_sets({cards("HA"), cards("HA D9 S5"), cards("HA S5 C8")}));
    // For the 9: the loose ace counts 1 (A + 8).
    CHECK(captures(state, "S9") == sorted_sets({cards("D9"), cards("D9 HA C8")}));
}

TEST_CASE("docs/casino.md's ace: a loose ace taken by a played ace may count 1 in a set of 14") {
    // The A♠ on A♥ 9♣ 4♦ takes all three: the A♥ by rank, and as 1 + 9 + 4 = 14.
    const GameState state = position("SA", "HK", table("HA C9 D4"));
    CHECK(captures(state, "SA") == sorted_sets({cards("HA"), cards("HA D4 C9")}));
    CHECK(legal(state, Capture{card("SA"), cards("HA D4 C9")}));
    // The A♥ is still taken either way, and the 9 and the 4 alone make no 14.
    CHECK_FALSE(legal(state, Capture{card("SA"), cards("D4 C9")}));
    CHECK(why_illegal(state, Capture{card("SA"), cards("D4 C9")}).find("every loose ace") !=
          std::string::npos);
    // One loose ace serves one set only: A + 9 + 4 and A + 6 + 7 need two aces.
    const GameState one_ace = position("SA", "HK", table("HA C9 D4 S6 H7"));
    CHECK_FALSE(legal(one_ace, Capture{card("SA"), cards("HA D4 S6 H7 C9")}));
    CHECK(why_illegal(one_ace, Capture{card("SA"), cards("HA D4 S6 H7 C9")})
              .find("do not make sets worth 14") != std::string::npos);
    const GameState two_aces = position("SA", "HK", table("HA DA C9 D4 S6 H7"));
    CHECK(legal(two_aces, Capture{card("SA"), cards("DA HA D4 S6 H7 C9")}));

    // Played, it moves the three to the pile.
    GameState played = state;
    play(played, Capture{card("SA"), cards("HA D4 C9")});
    CHECK(played.table.empty());
    CHECK(played.player(Seat::Human).pile.size() == 4);
    CHECK(played.last_capturer == Seat::Human);
}

TEST_CASE("a loose ace counts 1 in a set, never 14: only a played ace is 14") {
    // The K (13) takes A + Q (1 + 12); a loose ace is never 14 in a set, so A + ... = 14 is no
    // set for a card worth 13 or less.
    const GameState state = position("SK", "HQ", table("HA DQ"));
    CHECK(captures(state, "SK") == sorted_sets({cards("HA DQ")}));
}

TEST_CASE("builds are captured whole and only by their value; a build is never in a set") {
    const GameState state = position("D7", "HK", table("[C3 S4] H7", {Seat::Computer}));
    CHECK(captures(state, "D7") == sorted_sets({cards("H7"), cards("C3 S4 H7")}));
    CHECK_FALSE(legal(state, Capture{card("D7"), cards("C3 H7")}));
    CHECK(why_illegal(state, Capture{card("D7"), cards("C3 H7")}).find("taken whole") !=
          std::string::npos);
    // 7 (the build) + 2 = 9 is not a set: builds are never part of one.
    const GameState nine = position("S9", "HK", table("[C3 S4] H2", {Seat::Computer}));
    CHECK(captures(nine, "S9").empty());
    CHECK_FALSE(legal(nine, Capture{card("S9"), cards("C3 S4 H2")}));
}

TEST_CASE("an ace takes a build of 14") {
    const GameState state = position("SA", "HK", table("[S9 H5] C2", {Seat::Computer}));
    CHECK(captures(state, "SA") == sorted_sets({cards("S9 H5")}));
}

TEST_CASE("a build needs another card of its value in the hand, and is worth 14 at most") {
    CHECK(legal(position("S4 C9", "HK", table("H5")), Build{card("S4"), 9, cards("H5"), {}}));
    CHECK_FALSE(legal(position("S4 C8", "HK", table("H5")), Build{card("S4"), 9, cards("H5"), {}}));
    CHECK(why_illegal(position("S4 C8", "HK", table("H5")), Build{card("S4"), 9, cards("H5"), {}})
              .find("hold another card worth 9") != std::string::npos);
    // 14 is built for an ace.
    CHECK(legal(position("S9 HA", "HK", table("H5")), Build{card("S9"), 14, cards("H5"), {}}));
    // Over 14 is never a build.
    const GameState high = position("SK HA", "HK", table("H5"));
    CHECK(moves_of<Build>(high).empty());
    CHECK_FALSE(legal(high, Build{card("SK"), 18, cards("H5"), {}}));
}

TEST_CASE("every way to build is listed, on one or more loose cards") {
    const GameState state = position("S2 C9", "HK", table("H3 D4 C7"));
    std::vector<std::vector<Card>> on;
    for (const Build& build : moves_of<Build>(state)) {
        CHECK(build.card == card("S2"));
        CHECK(build.value == 9);
        on.push_back(build.loose);
    }
    CHECK(sorted_sets(on) == sorted_sets({cards("C7"), cards("H3 D4")}));
}

TEST_CASE("the opponent's single build may be increased; the builder then owns it") {
    GameState state = position("D2 H9", "HK", table("[C3 S4] C8", {Seat::Computer}));
    const Build increase{card("D2"), 9, {}, cards("C3 S4")};
    CHECK(legal(state, increase));
    const Outcome outcome = play(state, increase);
    REQUIRE(outcome.ok);
    REQUIRE(state.table.builds.size() == 1);
    CHECK(state.table.builds[0].owner == Seat::Human);
    CHECK(state.table.builds[0].value() == 9);
    CHECK(state.table.builds[0].parts[0] == cards("C3 S4 D2"));
    const auto& built = std::get<BuiltEvent>(outcome.events.at(0));
    REQUIRE(built.increased.has_value());
    CHECK(built.increased->owner == Seat::Computer);
    CHECK(built.build.owner == Seat::Human);
}

TEST_CASE("one's own build and a multiple build are never increased") {
    const GameState own = position("D2 H9", "HK", table("[C3 S4]", {Seat::Human}));
    CHECK_FALSE(legal(own, Build{card("D2"), 9, {}, cards("C3 S4")}));
    CHECK(why_illegal(own, Build{card("D2"), 9, {}, cards("C3 S4")}).find("your own build") !=
          std::string::npos);
    const GameState multiple = position("D2 H9", "HK", table("[ [C3 S4] [S7] ]", {Seat::Computer}));
    CHECK_FALSE(legal(multiple, Build{card("D2"), 9, {}, cards("C3 S4 S7")}));
    CHECK(why_illegal(multiple, Build{card("D2"), 9, {}, cards("C3 S4 S7")}).find("multiple") !=
          std::string::npos);
}

TEST_CASE("two builds of one owner and value become a multiple build; a part may be one card") {
    // The 9 alone joins the player's build of 9 while another 9 is held.
    GameState state = position("S9 C9 D4", "HK", table("[C6 S3] H5 CQ", {Seat::Human}));
    const Build alone{card("S9"), 9, {}, {}};
    CHECK(legal(state, alone));
    REQUIRE(play(state, alone).ok);
    REQUIRE(state.table.builds.size() == 1);
    CHECK(state.table.builds[0].parts ==
          std::vector<std::vector<Card>>{cards("C6 S3"), cards("S9")});
    CHECK(table_text(state.table) == "[ [C6 S3] [S9] ] H5 CQ");
    // A new build of the same value joins it too.
    state.turn = Seat::Human;
    const Build joined{card("D4"), 9, cards("H5"), {}};
    CHECK(legal(state, joined));
    const Outcome outcome = play(state, joined);
    REQUIRE(outcome.ok);
    CHECK(std::get<BuiltEvent>(outcome.events.at(0)).joined);
    CHECK(state.table.builds[0].parts.size() == 3);
    // Without a build of one's own, a card alone is not a build.
    CHECK_FALSE(legal(position("S9 C9", "HK", table("H5")), Build{card("S9"), 9, {}, {}}));
}

TEST_CASE("the owner must keep a card of the build's value: no capture, build or trail that "
          "gives it up") {
    const GameState state = position("C9 D4 H2", "HK", table("[C6 S3] H9 S5", {Seat::Human}));
    // The last 9 captures the loose 9 only together with the build.
    CHECK(captures(state, "C9") == sorted_sets({cards("C6 S3 H9")}));
    CHECK_FALSE(legal(state, Capture{card("C9"), cards("H9")}));
    CHECK(why_illegal(state, Capture{card("C9"), cards("H9")}).find("keep a card worth 9") !=
          std::string::npos);
    // No trail while owning a build.
    CHECK(moves_of<Trail>(state).empty());
    CHECK(why_illegal(state, Trail{card("H2")}).find("own a build") != std::string::npos);
}

TEST_CASE("a trail only when no hand card matches a loose card's rank") {
    const GameState matching = position("C5 D2", "HK", table("H5 SK"));
    CHECK(moves_of<Trail>(matching).empty());
    CHECK(why_illegal(matching, Trail{card("D2")}).find("matches the") != std::string::npos);
    const GameState free = position("C6 D2", "HK", table("H5 SK"));
    CHECK(moves_of<Trail>(free).size() == 2);
}

TEST_CASE("an owner without a card of its build's value (a loaded file) may trail when nothing "
          "else is allowed") {
    const GameState state = position("C2 D3", "HK", table("[C6 S3] HQ", {Seat::Human}));
    const auto moves = legal_moves(state);
    CHECK(moves.size() == 2);
    CHECK(legal(state, Trail{card("C2")}));
}

TEST_CASE("turns alternate; a player without cards waits while the other plays on") {
    GameState state = position("C2 D3", "H4", table("SK"), Seat::Human);
    REQUIRE(play(state, Trail{card("C2")}).ok);
    CHECK(state.turn == Seat::Computer);
    REQUIRE(play(state, Trail{card("H4")}).ok);
    CHECK(state.turn == Seat::Human); // the computer has no card left
    REQUIRE(play(state, Trail{card("D3")}).ok);
    CHECK(state.phase == Phase::RoundOver);
}

TEST_CASE("when both hands are empty the next 4 and 4 are dealt and the other player leads") {
    GameState state =
        position("C2", "H4", table("SK"), Seat::Computer, "S2 S3 S4 S5 D2 D3 D4 D5 CQ");
    REQUIRE(play(state, Trail{card("H4")}).ok);
    const Outcome outcome = play(state, Trail{card("C2")});
    REQUIRE(outcome.ok);
    const auto& dealt = std::get<DealtEvent>(outcome.events.at(1));
    CHECK(dealt.hands[0] == cards("S2 S3 S4 S5"));
    CHECK(dealt.hands[1] == cards("D2 D3 D4 D5"));
    CHECK(dealt.table.empty());
    CHECK(state.deck == cards("CQ"));
    CHECK(state.turn == Seat::Computer);
}

TEST_CASE("the round ends: the last capturer takes the table, then the points") {
    GameState state = position("SK", "S2", table("HK DX CA"), Seat::Computer);
    state.player(Seat::Human).pile = cards("S3 S4");
    state.player(Seat::Computer).pile = cards("S5");
    REQUIRE(play(state, Trail{card("S2")}).ok);
    const Outcome outcome = play(state, Capture{card("SK"), cards("HK")});
    REQUIRE(outcome.ok);
    // The human captured last: the 10♦, A♣ and 2♠ left on the table are its.
    const auto& taken = std::get<TableTakenEvent>(outcome.events.at(1));
    CHECK(taken.seat == Seat::Human);
    CHECK(taken.cards == cards("DX CA S2"));
    const auto& scored = std::get<RoundScoredEvent>(outcome.events.at(2));
    const PlayerScore& human = scored.score.players[0];
    CHECK(human.tally.cards == 7);
    CHECK(human.most_cards == 3);
    CHECK(human.most_spades == 1);
    CHECK(human.big_casino == 2);
    CHECK(human.little_casino == 1);
    CHECK(human.aces == 1);
    CHECK(human.total == 8);
    CHECK(scored.score.players[1].total == 0);
    CHECK(state.phase == Phase::RoundOver);
    CHECK(scores(state) == std::array<int, 2>{8, 0});
}

TEST_CASE("the round's points: 3 for most cards, 1 for most spades, nobody on a tie") {
    const RoundScore tied = score_round(cards("S3 H4 DX"), cards("S5 C6 S2"));
    CHECK(tied.players[0].most_cards == 0);
    CHECK(tied.players[1].most_cards == 0);
    CHECK(tied.players[1].most_spades == 1);
    CHECK(tied.players[0].total == 2);
    CHECK(tied.players[1].total == 2);
    const RoundScore even_spades = score_round(cards("S3 H4 H5"), cards("S5 C6"));
    CHECK(even_spades.players[0].most_spades == 0);
    CHECK(even_spades.players[1].most_spades == 0);
    CHECK(even_spades.players[0].total == 3);
    // All 52: 3 + 1 + 2 + 1 + 4 = 11 points in all, the most a round gives one player.
    const RoundScore all = score_round(full_deck(), {});
    CHECK(all.players[0].total == 11);
    // Cards tied 26-26 give nobody the 3: the round gives out 8. (The least in the rules of
    // docs/casino.md, 7, counts a tie of the spades too, which 13 spades never make.)
    std::vector<Card> mine;
    std::vector<Card> theirs;
    int my_spades = 0;
    for (const Card c : full_deck()) {
        const bool spade = c.suit == Suit::Spades;
        const bool to_me =
            spade ? my_spades < 7 : mine.size() < static_cast<std::size_t>(19 + my_spades);
        my_spades += spade && to_me ? 1 : 0;
        (to_me ? mine : theirs).push_back(c);
    }
    const RoundScore least = score_round(mine, theirs);
    CHECK(least.players[0].tally.cards == 26);
    CHECK(least.players[1].tally.cards == 26);
    CHECK(least.players[0].most_cards + least.players[1].most_cards == 0);
    CHECK(least.players[0].total + least.players[1].total == 8);
}

TEST_CASE("the tournament ends after the round in which a total passes 21") {
    GameState state = position("SK", "S2", table("HK"), Seat::Computer);
    state.player(Seat::Human).score = 18;
    state.player(Seat::Computer).score = 21;
    REQUIRE(play(state, Trail{card("S2")}).ok);
    // The human ends with 3 cards: 3 + 1 (spades) + 1 (2♠) = 5, 23 in all.
    const Outcome outcome = play(state, Capture{card("SK"), cards("HK")});
    REQUIRE(outcome.ok);
    CHECK(state.phase == Phase::GameOver);
    CHECK(winner(state) == Seat::Human);
    CHECK(std::get<GameOverEvent>(outcome.events.back()).winner == Seat::Human);

    // Exactly 21 does not end it.
    GameState at21 = position("SK", "H2", table("HK"), Seat::Computer);
    at21.player(Seat::Human).score = 17; // + 3 cards + 1 spade
    REQUIRE(play(at21, Trail{card("H2")}).ok);
    REQUIRE(play(at21, Capture{card("SK"), cards("HK")}).ok);
    CHECK(scores(at21)[0] == 21);
    CHECK(at21.phase == Phase::RoundOver);

    // Equal totals past 21: nobody wins.
    GameState tie = position("SK", "H2", table("HK"), Seat::Computer);
    tie.player(Seat::Human).score = 18;
    tie.player(Seat::Computer).score = 22;
    REQUIRE(play(tie, Trail{card("H2")}).ok);
    REQUIRE(play(tie, Capture{card("SK"), cards("HK")}).ok);
    CHECK(scores(tie) == std::array<int, 2>{22, 22});
    CHECK(tie.phase == Phase::GameOver);
    CHECK_FALSE(winner(tie).has_value());
}

TEST_CASE("the next round: the last capturer plays first; nobody captured, the same leader") {
    GameState state = position("SK", "H2", table("HK"), Seat::Computer);
    REQUIRE(play(state, Trail{card("H2")}).ok);
    REQUIRE(play(state, Capture{card("SK"), cards("HK")}).ok);
    REQUIRE(state.phase == Phase::RoundOver);
    CHECK(legal_moves(state) == std::vector<Action>{NextRound{}});
    REQUIRE(play(state, NextRound{}).ok);
    CHECK(state.round == 2);
    CHECK(state.turn == Seat::Human);
    CHECK(state.deck.size() == 40);
    CHECK(state.player(Seat::Human).pile.empty());

    GameState none = position("C3", "H2", table("SK"), Seat::Computer);
    REQUIRE(play(none, Trail{card("H2")}).ok);
    const Outcome outcome = play(none, Trail{card("C3")});
    REQUIRE(outcome.ok);
    const auto& taken = std::get<TableTakenEvent>(outcome.events.at(1));
    CHECK_FALSE(taken.seat.has_value());
    REQUIRE(play(none, NextRound{}).ok);
    CHECK(none.turn == Seat::Computer);
}

TEST_CASE("apply refuses what the rules refuse, with a reason, and changes nothing") {
    GameState state = position("C5 D2", "HK", table("H5 SK"));
    const GameState before = state;
    const Outcome outcome = play(state, Trail{card("D2")});
    CHECK_FALSE(outcome.ok);
    CHECK_FALSE(outcome.error.empty());
    CHECK(state.table == before.table);
    CHECK(state.player(Seat::Human).hand == before.player(Seat::Human).hand);
    CHECK_FALSE(play(state, Capture{card("HK"), cards("SK")}).ok); // not in the hand
    CHECK(why_illegal(state, Capture{card("C5"), cards("H5 CQ")}).find("not on the table") !=
          std::string::npos);
    CHECK_FALSE(play(state, NextRound{}).ok);
    CHECK_FALSE(play(state, CallCoin{}).ok);
}

TEST_CASE("describe names a move") {
    CHECK(describe(Capture{card("C9"), cards("D4 H5")}) ==
          "capture the 4\u2666 and the 5\u2665 with the 9\u2663");
    CHECK(describe(Build{card("S4"), 9, cards("H5"), {}}) ==
          "build 9 with the 4\u2660 on the 5\u2665");
    CHECK(describe(Trail{card("C2")}) == "trail the 2\u2663");
    // The opponent's build by its cards' names, never the file's "[H2 D3]" (issue 42).
    CHECK(describe(Build{card("C2"), 7, {}, cards("H2 D3")}) ==
          "increase the build of the 2\u2665 and the 3\u2666 to 7 with the 2\u2663");
}
