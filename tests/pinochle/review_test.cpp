// The expert's review of a recorded Pinochle game: the expert's own moves are no mistakes, a
// greedy player's are listed with what they cost, a meld declined or too small costs the points
// the plan loses, and nothing is judged from a card the player could not see.

#include "common/review_checks.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/games/pinochle/match.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/review.hpp"
#include "redeal_hidden.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

namespace pinochle_review_test {

using namespace parlor::pinochle;
using parlor::pinochle::test::card;
using parlor::pinochle::test::cards;
using parlor::pinochle::test::holding;
using parlor::pinochle::test::meld;

namespace {

// One game between two strategies, written to a record as simulate --log writes it.
std::string recorded_game(const std::string& a, const std::string& b, std::uint64_t seed = 1) {
    std::string text;
    auto first = make_strategy(a, parlor::cards::derive_seed(seed, 2));
    auto second = make_strategy(b, parlor::cards::derive_seed(seed, 3));
    MatchOptions options;
    options.record_line = [&](const std::string& line) { text += line + "\n"; };
    options.record_game = 1;
    play_game(*first, *second, parlor::cards::derive_seed(seed, 1001), options);
    return text;
}

// The greedy player's game against the expert, played once for the tests that review it.
const std::string& greedy_game() {
    static const std::string text = recorded_game("greedy", "expert");
    return text;
}

RecordedGame first_game(const std::string& text) {
    RecordedGames read = read_recorded_games(text, "p.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    REQUIRE(!read.games.empty());
    return read.games.front();
}

parlor::record::Review review_of(const RecordedGame& game, Seat seat) {
    std::string error;
    parlor::record::Review reviewed = review(game, seat, "p.jsonl", 1, error);
    REQUIRE_MESSAGE(error.empty(), error);
    return reviewed;
}

// The human has just won a trick with the stock still there, holding A X K Q J of trump
// (hearts): the flush now would rule out the royal marriage, which the plan declares first.
GameState meld_choice() {
    GameState state;
    state.round = 1;
    state.trump_card = card("9H");
    state.trump = Suit::Hearts;
    state.player(Seat::Human).hand = holding("AH XH KH QH JH 9C", "", Suit::Hearts);
    state.player(Seat::Computer).hand = holding("9C 9D 9D 9S 9S JC", "", Suit::Hearts);
    state.stock = cards("JS KD JD");
    state.phase = Phase::Lead;
    state.leader = Seat::Human;
    state.turn = Seat::Human;
    Rng rng(1);
    REQUIRE(apply(state, Play{card("9C")}, rng).ok);
    REQUIRE(apply(state, Play{card("9S")}, rng).ok);
    REQUIRE(state.phase == Phase::Meld);
    REQUIRE(state.turn == Seat::Human);
    return state;
}

} // namespace

TEST_CASE("the expert's own moves are no mistakes: at most close calls, marked") {
    const RecordedGame game = first_game(recorded_game("expert", "expert"));
    int decisions = 0;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        decisions += parlor::test::check_no_mistakes(review_of(game, seat));
    }
    CHECK(decisions > 40);
}

TEST_CASE("a greedy player's mistakes are listed with what they cost, the biggest first") {
    const parlor::record::Review review = review_of(first_game(greedy_game()), Seat::Human);
    for (const parlor::record::ReviewItem& item : review.items) {
        CHECK(item.unit == parlor::record::points_unit);
        CHECK(!item.played_cards.empty());
        CHECK(!item.expert_cards.empty());
        // The reason says why, not the look-ahead's margin or its own close call, which beside
        // the cost would read as another figure or a contradiction.
        CHECK(item.reason.find(" at the end") == std::string::npos);
        CHECK(item.reason.find("close call") == std::string::npos);
    }
    CHECK(parlor::test::check_mistakes_sorted(review) >= 3);
    REQUIRE(!review.items.empty());
    CHECK(!review.items.front().close_call);
}

TEST_CASE("a chase: the review line says what this trick does with each card") {
    // Issue 42: "Throw the 9♣: let the trick go" said nothing of the K♠ played instead. The
    // last two tricks, spades trump: the computer leads the A♠ and keeps the 9♦; the human holds
    // the K♠ and the 9♣, and neither takes the A♠. The K♠ thrown hands over 4 points; kept, it
    // trumps the 9♦ in the last trick. Every other card is in the human's capture pile.
    GameState state;
    state.round = 1;
    state.trump = Suit::Spades;
    state.player(Seat::Human).hand = holding("KS 9C", "", Suit::Spades);
    state.player(Seat::Computer).hand = holding("9D", "", Suit::Spades);
    std::vector<Card> rest = full_deck();
    for (const Card c : cards("KS 9C 9D AS")) {
        rest.erase(std::find(rest.begin(), rest.end(), c));
    }
    state.player(Seat::Human).captured = rest;
    state.phase = Phase::Follow;
    state.leader = Seat::Computer;
    state.lead = card("AS");
    state.turn = Seat::Human;
    const SeatView view = view_for(state, Seat::Human);
    CHECK(!judge(view, Play{card("9C")}, 1).item);
    const Judgement thrown = judge(view, Play{card("KS")}, 1);
    REQUIRE(thrown.item);
    CHECK(thrown.item->expert == "play the 9\u2663");
    CHECK(thrown.item->reason ==
          "Throw the 9\u2663 rather than the K\u2660: neither wins the trick, and the K\u2660 "
          "would give your opponent 4 points with it, the 9\u2663 none.");
}

TEST_CASE("a meld declined, or one that rules out a bigger plan, costs the points the plan loses") {
    const GameState state = meld_choice();
    const SeatView view = view_for(state, Seat::Human);
    const Meld royal = meld("KH QH", Suit::Hearts);
    const Meld flush = meld("AH XH KH QH JH", Suit::Hearts);

    // The expert's own choice: the royal marriage, then the flush after another won trick,
    // 40 + 0.85 x 150 = 167.5.
    const Judgement expert = judge(view, Declare{royal}, 1);
    CHECK(expert.decision);
    CHECK(!expert.item);

    // The flush now rules the royal marriage out: 150, so 17.5 lost.
    const Judgement smaller = judge(view, Declare{flush}, 1);
    CHECK(smaller.decision);
    REQUIRE(smaller.item);
    CHECK(smaller.item->cost == doctest::Approx(17.5));
    CHECK(!smaller.item->close_call);
    CHECK(smaller.item->unit == parlor::record::points_unit);
    CHECK(smaller.item->played == "declare " + describe(flush));
    CHECK(smaller.item->expert == "declare " + describe(royal));
    CHECK(smaller.item->played_cards == flush.cards);
    CHECK(smaller.item->expert_cards == royal.cards);
    CHECK(!smaller.item->reason.empty());

    // Declining: the same plan one won trick later, 0.85 x 167.5 = 142.375.
    const Judgement declined = judge(view, DeclineMeld{}, 1);
    REQUIRE(declined.item);
    CHECK(declined.item->cost == doctest::Approx(167.5 - 142.375));
    CHECK(!declined.item->close_call);
    CHECK(declined.item->played == "declare no meld");
    CHECK(declined.item->played_cards.empty());
}

TEST_CASE("once the stock is gone a meld is judged by the endgame search") {
    // The last two tricks: the human has just won with the 9♣ and holds K♥ Q♥ of trump; the
    // computer holds A♥ 10♥ and takes both tricks left, so the royal marriage now is the last
    // chance to declare it. Every other card is in the human's capture pile (nothing hidden).
    GameState state;
    state.round = 1;
    state.trump = Suit::Hearts;
    state.player(Seat::Human).hand = holding("KH QH 9C", "", Suit::Hearts);
    state.player(Seat::Computer).hand = holding("AH XH 9S", "", Suit::Hearts);
    std::vector<Card> rest = full_deck();
    for (const Card c : cards("KH QH 9C AH XH 9S")) {
        rest.erase(std::find(rest.begin(), rest.end(), c));
    }
    state.player(Seat::Human).captured = rest;
    state.phase = Phase::Lead;
    state.leader = Seat::Human;
    state.turn = Seat::Human;
    Rng rng(1);
    REQUIRE(apply(state, Play{card("9C")}, rng).ok);
    REQUIRE(apply(state, Play{card("9S")}, rng).ok);
    REQUIRE(state.phase == Phase::Meld);
    const SeatView view = view_for(state, Seat::Human);
    const Meld royal = meld("KH QH", Suit::Hearts);
    CHECK(!judge(view, Declare{royal}, 1).item);
    const Judgement declined = judge(view, DeclineMeld{}, 1);
    CHECK(declined.decision);
    REQUIRE(declined.item);
    CHECK(declined.item->cost == doctest::Approx(40)); // exact: the search reached the end
    CHECK(!declined.item->close_call);
    CHECK(declined.item->expert == "declare " + describe(royal));
}

TEST_CASE("the K from the marriage or from the hand: the reason says which meld comes again") {
    // Issue 42's "you played the K♦ / the expert would play the K♦ from a meld", with no word of
    // why. The last four tricks, the stock gone: the human leads, holding a K♦ in the hand and
    // the marriage K♦ Q♦ on the table; the computer holds no diamond and no trump, so every lead
    // of a diamond wins. The K♦ from the marriage breaks it, and the K♦ Q♦ left declare it again
    // on that won trick (20 points); the K♦ from the hand keeps the marriage on the table and
    // nothing new to declare. Every other card is in the human's capture pile (nothing hidden).
    GameState state;
    state.round = 1;
    state.trump = Suit::Hearts;
    state.player(Seat::Human).hand = holding("KD 9C", "KD QD", Suit::Hearts);
    state.player(Seat::Computer).hand = holding("9S 9S JC JC", "", Suit::Hearts);
    std::vector<Card> rest = full_deck();
    for (const Card c : cards("KD KD QD 9C 9S 9S JC JC")) {
        rest.erase(std::find(rest.begin(), rest.end(), c));
    }
    state.player(Seat::Human).captured = rest;
    state.phase = Phase::Lead;
    state.leader = Seat::Human;
    state.turn = Seat::Human;
    const SeatView view = view_for(state, Seat::Human);
    CHECK(!judge(view, Play{card("KD"), 0}, 1).item); // the expert's own lead

    const Judgement from_hand = judge(view, Play{card("KD")}, 1);
    REQUIRE(from_hand.item);
    CHECK(from_hand.item->cost == doctest::Approx(20)); // the marriage declared again
    CHECK(from_hand.item->played == "play the K\u2666");
    CHECK(from_hand.item->expert == "play the K\u2666 from a meld");
    const std::string& why = from_hand.item->reason;
    INFO(why);
    CHECK(why.find("the K\u2666 from your marriage: it breaks the marriage and leaves the marriage "
                   "(K\u2666 Q\u2666) to declare again on a trick you win") != std::string::npos);
    CHECK(why.find("the K\u2666 from your hand keeps the marriage on the table and leaves no "
                   "marriage to declare") != std::string::npos);
}

TEST_CASE("two copies of one card are one move; a melded copy is another") {
    GameState state = meld_choice();
    state.phase = Phase::Lead;
    state.player(Seat::Human).hand = holding("KS KS", "", Suit::Hearts);
    CHECK(!judge(view_for(state, Seat::Human), Play{card("KS")}, 1).decision);
    state.player(Seat::Human).hand = holding("KS", "KS QS", Suit::Hearts);
    const SeatView view = view_for(state, Seat::Human);
    CHECK(!alike(view, Play{card("KS")}, Play{card("KS"), 0}));
    CHECK(alike(view, Play{card("KS")}, Play{card("KS")}));
}

TEST_CASE("the review uses no card the player could not see") {
    // At each decision of the reviewed seat in the first round, the cards it cannot see (the
    // opponent's unknown cards and the stock) are dealt again among those places: the judgement
    // is the same.
    const RecordedGame game = first_game(greedy_game());
    Rng shuffle(99);
    int judged = 0;
    int items = 0;
    GameState end;
    const std::string error =
        replay(game, "p.jsonl", end, [&](const GameState& before, const RecordedStep& step) {
            if (step.seat != Seat::Human || before.round > 1) {
                return;
            }
            const GameState redealt =
                parlor::pinochle::test::redeal_hidden(before, Seat::Human, shuffle);
            const Judgement seen = judge(view_for(before, Seat::Human), step.action, 1);
            parlor::test::check_same_judgement(
                seen, judge(view_for(redealt, Seat::Human), step.action, 1));
            judged += seen.decision ? 1 : 0;
            items += seen.item ? 1 : 0;
        });
    REQUIRE(error.empty());
    CHECK(judged > 10);
    CHECK(items > 0);
}

} // namespace pinochle_review_test
