// Counting your own (docs/cribbage.md, "Count your own"): the player's claims checked against the
// true count, an over-claim refused with the count itemised, an under-claim scored as claimed,
// muggins giving the points missed to the computer, and nothing counted twice.

#include "test_cards.hpp"

#include "parlor/games/cribbage/event_words.hpp"
#include "parlor/games/cribbage/game.hpp"

#include <doctest/doctest.h>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;
using parlor::cribbage::test::events_of;
using parlor::cribbage::test::play;

namespace {

// The last card of a deal's play, the human (the pone) to lay it: after it the show counts the
// human's hand 5♥ 5♠ K♦ 2♣ with the starter 9♦ — 15 two, 15 four and a pair for 6 — first.
GameState before_the_show(CountOwn count_own) {
    GameState state = new_game(winning_score, count_own);
    state.dealer = Seat::Computer;
    state.phase = Phase::Play;
    state.turn = Seat::Human;
    state.deal_number = 1;
    state.starter = card("9D");
    state.player(Seat::Human).hand = cards("2C");
    state.player(Seat::Human).played = cards("5H 5S KD");
    state.player(Seat::Human).laid_away = cards("QH 3D");
    state.player(Seat::Computer).played = cards("AC 6D 7S 8S");
    state.player(Seat::Computer).laid_away = cards("4S 9H");
    state.player(Seat::Human).score = 10;
    state.player(Seat::Computer).score = 20;
    return state;
}

Outcome claim(GameState& state, int points) {
    Rng rng(1);
    return apply(state, Claim{points}, rng);
}

} // namespace

TEST_CASE("the true count said as a player says it, with its total") {
    const HandScore six = hand_value(cards("5H 5S KD 2C"), card("9D"), false);
    CHECK(tally(six.items) == "15 two, 15 four and a pair for 6");
    CHECK(tally({}) == "nothing for 0");
    CHECK(why_claim_refused(6, six.items).empty());
    CHECK(why_claim_refused(0, six.items).empty());
    CHECK(why_claim_refused(7, six.items) == "You claimed 7, but it is 15 two, 15 four and a pair "
                                             "for 6.");
    CHECK(parse_count_own("muggins") == CountOwn::Muggins);
    CHECK(parse_count_own("on") == CountOwn::On);
    CHECK_FALSE(parse_count_own("maybe").has_value());
}

TEST_CASE("the rules count every point when the option is off, as before") {
    GameState state = before_the_show(CountOwn::Off);
    REQUIRE(play(state, "2C").ok);
    CHECK_FALSE(state.claim.has_value());
    CHECK(state.phase == Phase::DealOver);
    CHECK(state.player(Seat::Human).score == 10 + 1 + 6); // the last card, the hand
}

TEST_CASE("the show waits for the player's claim; an over-claim is refused with the true count") {
    GameState state = before_the_show(CountOwn::On);
    const Outcome last = play(state, "2C");
    REQUIRE(last.ok);
    REQUIRE(state.claim.has_value());
    CHECK(state.claim->of == ClaimOf::Hand);
    CHECK(state.claim->points == 6);
    CHECK(events_of<ShowEvent>(last).empty()); // nothing counted yet, not even the computer's
    CHECK(Game::to_act(state) == 0);
    CHECK_FALSE(Game::advisable(state));
    CHECK(why_illegal(state, NextDeal{}) == "First claim your points: how many did that make?");

    const GameState before = state;
    const Outcome over = claim(state, 8);
    CHECK_FALSE(over.ok);
    CHECK(over.error == "You claimed 8, but it is 15 two, 15 four and a pair for 6.");
    CHECK(state.player(Seat::Human).score == before.player(Seat::Human).score);
    CHECK(state.claim == before.claim);

    const Outcome right = claim(state, 6);
    REQUIRE(right.ok);
    const auto claims = events_of<ClaimEvent>(right);
    REQUIRE(claims.size() == 1);
    CHECK(claims[0].claimed == 6);
    CHECK(claims[0].score == 17);
    CHECK(event_text(claims[0], Listener{}) == "You claim 6 for your hand (you have 17).");
    // The computer's hand and crib are counted by the rules at once, after the claim.
    CHECK(events_of<ShowEvent>(right).size() == 2);
    CHECK(state.phase == Phase::DealOver);
    CHECK(state.shows.size() == 3);
    CHECK_FALSE(state.claim.has_value());
}

TEST_CASE("an under-claim scores what was claimed; without muggins nobody takes the rest") {
    GameState state = before_the_show(CountOwn::On);
    REQUIRE(play(state, "2C").ok);
    const int computer_before = state.player(Seat::Computer).score;
    const Outcome under = claim(state, 4);
    REQUIRE(under.ok);
    CHECK(state.player(Seat::Human).score == 11 + 4);
    CHECK(events_of<MugginsEvent>(under).empty());
    int shown = 0;
    for (const ShowEvent& e : events_of<ShowEvent>(under)) {
        shown += e.show.score.total;
    }
    CHECK(state.player(Seat::Computer).score == computer_before + shown);
}

TEST_CASE("muggins: the computer takes a missed fifteen and says which, nothing counted twice") {
    GameState off = before_the_show(CountOwn::Off);
    REQUIRE(play(off, "2C").ok);
    GameState state = before_the_show(CountOwn::Muggins);
    REQUIRE(play(state, "2C").ok);
    const Outcome under = claim(state, 4);
    REQUIRE(under.ok);
    const auto muggins = events_of<MugginsEvent>(under);
    REQUIRE(muggins.size() == 1);
    CHECK(muggins[0].seat == Seat::Computer);
    CHECK(muggins[0].points == 2);
    REQUIRE(muggins[0].missed.size() == 1);
    CHECK(muggins[0].missed[0].kind == ScoreKind::Fifteen);
    CHECK(event_text(muggins[0], Listener{}) ==
          "Muggins! Computer takes the 2 points you missed: fifteen (5♥ K♦) for 2 (Computer has " +
              std::to_string(muggins[0].score) + ").");
    // The six points of the hand are all scored once: four by the player, two by the computer.
    CHECK(state.player(Seat::Human).score == off.player(Seat::Human).score - 2);
    CHECK(state.player(Seat::Computer).score == off.player(Seat::Computer).score + 2);
    REQUIRE(state.shows.size() == off.shows.size());
    for (std::size_t i = 0; i < off.shows.size(); ++i) {
        CHECK(state.shows[i].seat == off.shows[i].seat);
        CHECK(state.shows[i].score == off.shows[i].score);
    }
    // The claim is made once.
    CHECK(claim(state, 2).error == "There are no points to claim now.");
}

TEST_CASE("a card that scores in the play is claimed before the play goes on") {
    GameState state = new_game(winning_score, CountOwn::Muggins);
    state.dealer = Seat::Human;
    state.phase = Phase::Play;
    state.turn = Seat::Human;
    state.deal_number = 1;
    state.starter = card("2D");
    state.player(Seat::Computer).hand = cards("3C 4C 9S");
    state.player(Seat::Computer).played = cards("KD");
    state.player(Seat::Human).hand = cards("5H 8D 9C");
    state.pile = cards("KD");
    const Outcome laid = play(state, "5H");
    REQUIRE(laid.ok);
    const auto played = events_of<PlayedEvent>(laid);
    REQUIRE(played.size() == 1);
    CHECK(played[0].items.empty()); // the player counts them: the log does not tell
    REQUIRE(state.claim.has_value());
    CHECK(state.claim->of == ClaimOf::Pegging);
    CHECK(Game::to_act(state) == 0);
    CHECK(claim(state, 3).error == "You claimed 3, but it is 15 two for 2.");
    const Outcome none = claim(state, 0);
    REQUIRE(none.ok);
    const auto muggins = events_of<MugginsEvent>(none);
    REQUIRE(muggins.size() == 1);
    CHECK(muggins[0].missed.at(0).kind == ScoreKind::Fifteen);
    CHECK(state.player(Seat::Computer).score == 2);
    CHECK(state.player(Seat::Human).score == 0);
    CHECK(state.phase == Phase::Play);
    CHECK(Game::to_act(state) == 1); // the computer's turn, as before the claim
}

TEST_CASE("the missed points named by items that make them exactly, fifteens first") {
    const HandScore six = hand_value(cards("5H 5S KD 2C"), card("9D"), false);
    const auto pair = missed_items(six.items, 4);
    REQUIRE(pair.size() == 2);
    CHECK(pair[0].kind == ScoreKind::Fifteen);
    CHECK(pair[1].kind == ScoreKind::Fifteen);
    const HandScore run = hand_value(cards("3H 4S 5D KC"), card("QD"), false);
    CHECK(missed_items(run.items, 1).empty()); // a part of a run: points, no item
}
