// Cribbage at three and at four in partnerships (docs/cribbage.md, "Seats"): the deal, go among
// three, the partners' one score, the show's order, the end mid-show, and self-play whose scores
// an independent recount confirms.

#include "parlor/games/cribbage/table.hpp"
#include "parlor/games/cribbage/table_ai.hpp"
#include "parlor/games/cribbage/table_match.hpp"
#include "table_recount.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

using namespace parlor::cribbage;

// Named for the file: the suite is built in unity batches.
namespace seats_test {

using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;
using parlor::cribbage::test::recount_hand;
using parlor::cribbage::test::recount_peg;

// A deal in the play: hands per seat (the dealer's left leads), scores per side.
TableState play_state(int seats, int dealer, const std::vector<std::string>& hands,
                      const std::string& starter) {
    Rng rng(5);
    TableState state = new_table(seats, dealer, rng);
    for (int seat = 0; seat < seats; ++seat) {
        state.seats[static_cast<std::size_t>(seat)].hand =
            cards(hands[static_cast<std::size_t>(seat)]);
        state.seats[static_cast<std::size_t>(seat)].laid_away.clear();
    }
    state.crib_from_deck.clear();
    state.phase = Phase::Play;
    state.turn = state.left_of(dealer);
    state.starter = card(starter);
    return state;
}

TableOutcome lay(TableState& state, const std::string& c) {
    Rng rng(1);
    TableOutcome outcome = apply_table(state, Play{card(c)}, rng);
    REQUIRE_MESSAGE(outcome.ok, outcome.error);
    return outcome;
}

template <class E> std::vector<E> of_kind(const std::vector<TableEvent>& events) {
    std::vector<E> found;
    for (const TableEvent& event : events) {
        if (const auto* e = std::get_if<E>(&event)) {
            found.push_back(*e);
        }
    }
    return found;
}

// Plays a game to its end and recounts every side's score from its events.
void recount_self_play(const std::vector<std::string>& names, std::uint64_t seed) {
    std::vector<std::unique_ptr<TableStrategy>> owned;
    std::vector<TableStrategy*> seated;
    for (std::size_t i = 0; i < names.size(); ++i) {
        owned.push_back(make_table_strategy(names[i], seed + i));
        seated.push_back(owned.back().get());
    }
    const TableGameRecord game = play_table_game(seated, seed);
    REQUIRE(game.winner.has_value());
    const int seats = static_cast<int>(names.size());
    const auto side = [&](int seat) { return seats == 4 ? seat % 2 : seat; };
    std::vector<int> recount(static_cast<std::size_t>(seats == 4 ? 2 : seats), 0);
    std::vector<Card> pile;
    int shows_seen = 0;
    for (const TableEvent& event : game.events) {
        if (std::holds_alternative<TableStarter>(event) ||
            std::holds_alternative<TableCountRestarted>(event)) {
            pile.clear();
        } else if (const auto* played = std::get_if<TablePlayed>(&event)) {
            pile.push_back(played->card);
            recount[static_cast<std::size_t>(side(played->seat))] += recount_peg(pile);
        } else if (const auto* points = std::get_if<TablePoints>(&event)) {
            CHECK(points->item.points == (points->item.kind == ScoreKind::HisHeels ? 2 : 1));
            recount[static_cast<std::size_t>(side(points->seat))] += points->item.points;
        } else if (const auto* shown = std::get_if<TableShown>(&event)) {
            const TableShow& show = shown->show;
            REQUIRE(show.cards.size() == 4);
            CHECK(show.score.total == recount_hand(show.cards, show.starter, show.crib));
            recount[static_cast<std::size_t>(side(show.seat))] +=
                recount_hand(show.cards, show.starter, show.crib);
            ++shows_seen;
        }
    }
    CHECK(shows_seen > 0);
    for (std::size_t s = 0; s < recount.size(); ++s) {
        const int expected = std::min(recount[s], winning_score);
        CHECK(game.scores[s] == expected);
    }
    CHECK(game.scores[static_cast<std::size_t>(*game.winner)] == winning_score);
}

} // namespace seats_test

using namespace seats_test;

TEST_CASE("three seats: five cards each and one from the deck to the crib; four seats: five each") {
    for (const int seats : {3, 4}) {
        CAPTURE(seats);
        Rng rng(11);
        TableState state = new_table(seats, 1, rng);
        CHECK(state.phase == Phase::LayAway);
        CHECK(state.turn == 2); // the dealer's left lays away first
        for (const TableSeat& seat : state.seats) {
            CHECK(seat.hand.size() == 5);
        }
        CHECK(state.crib_from_deck.size() == (seats == 3 ? 1U : 0U));
        CHECK(state.stock.size() ==
              static_cast<std::size_t>(52 - 5 * seats - (seats == 3 ? 1 : 0)));
        CHECK(state.scores.size() == (seats == 3 ? 3U : 2U));
        // Each lays away one, round the table to the dealer; then the starter is turned.
        for (int i = 0; i < seats; ++i) {
            CHECK(state.phase == Phase::LayAway);
            const int turn = state.turn;
            const Card away = state.seats[static_cast<std::size_t>(turn)].hand.front();
            const auto outcome = apply_table(state, Discard{away}, rng);
            REQUIRE(outcome.ok);
            if (i + 1 < seats) {
                CHECK(state.turn == state.left_of(turn));
            }
        }
        CHECK(state.crib().size() == 4);
        for (const TableSeat& seat : state.seats) {
            CHECK(seat.hand.size() == 4);
        }
        REQUIRE(state.starter.has_value());
        CHECK((state.phase == Phase::Play || state.phase == Phase::GameOver));
        CHECK(state.turn == 2); // the dealer's left leads
    }
}

TEST_CASE("go among three: the others carry on, the last to lay scores 1, the next seat leads") {
    // Dealer 2: seat 0 leads.
    TableState state = play_state(3, 2, {"KH KD", "7S 3C", "QC 9H"}, "2S");
    lay(state, "KH");
    lay(state, "7S");
    auto outcome = lay(state, "QC"); // 27: seat 0's king does not fit
    REQUIRE(of_kind<TableGo>(outcome.events).size() == 1);
    CHECK(of_kind<TableGo>(outcome.events)[0].seat == 0);
    CHECK(state.turn == 1);
    outcome = lay(state, "3C"); // 30: seat 2 says go, seat 0 has said it, seat 1 is out
    REQUIRE(of_kind<TableGo>(outcome.events).size() == 1);
    CHECK(of_kind<TableGo>(outcome.events)[0].seat == 2);
    const auto go_point = of_kind<TablePoints>(outcome.events);
    REQUIRE(go_point.size() == 1);
    CHECK(go_point[0].seat == 1);
    CHECK(go_point[0].item.kind == ScoreKind::LastCard);
    CHECK(state.scores == std::vector<int>{0, 1, 0});
    CHECK(state.count() == 0);
    CHECK(state.turn == 2); // the seat after the last to lay
    lay(state, "9H");
    outcome = lay(state, "KD"); // seat 1 has nothing left: passed over; the last card
    const auto last = of_kind<TablePoints>(outcome.events);
    REQUIRE(last.size() == 1);
    CHECK(last[0].seat == 0);
    CHECK(last[0].score == 1);
    CHECK(of_kind<TableShown>(outcome.events).size() == 4); // three hands and the crib
}

TEST_CASE("thirty-one among three scores 2 and restarts at once, no point for the last card") {
    // Dealer 0: seat 1 leads.
    TableState state = play_state(3, 0, {"AS 3D", "KH 2C", "QC 5D"}, "9S");
    for (const char* c : {"KH", "QC", "AS", "2C", "5D"}) {
        lay(state, c);
    }
    CHECK(state.count() == 28);
    const auto outcome = lay(state, "3D");
    const auto played = of_kind<TablePlayed>(outcome.events);
    REQUIRE(played.size() == 1);
    CHECK(played[0].count == 31);
    CHECK(played[0].score == 2);
    CHECK(of_kind<TablePoints>(outcome.events).empty());
    CHECK(of_kind<TableShown>(outcome.events).size() == 4);
}

TEST_CASE("partners score together: 0 and 2 against 1 and 3") {
    // Dealer 3: seat 0 leads.
    TableState state = play_state(4, 3, {"5H 2C", "5S 3C", "5D 4C", "5C 9C"}, "KS");
    CHECK(state.partners);
    CHECK(state.scores.size() == 2);
    lay(state, "5H");
    lay(state, "5S"); // a pair: 2 to seats 1 and 3
    CHECK(state.scores == std::vector<int>{0, 2});
    lay(state, "5D"); // three of a kind and 15: 8 to seats 0 and 2
    CHECK(state.scores == std::vector<int>{8, 2});
    const auto outcome = lay(state, "5C"); // four of a kind: 12 to seats 1 and 3
    CHECK(of_kind<TablePlayed>(outcome.events)[0].score == 14);
    CHECK(state.scores == std::vector<int>{8, 14});
    // Both partners' views show the partnership's score; a partner is on the seat's side.
    const TableView view = table_view(state, 2);
    CHECK(view.scores == std::vector<int>{8, 14});
    CHECK(view.my_side(0));
    CHECK_FALSE(view.my_side(3));
    CHECK(point_weight(view, 0) == 1.0);
    CHECK(point_weight(view, 1) == -1.0);
}

TEST_CASE("the show goes round from the dealer's left, the dealer last, then the crib") {
    for (const int seats : {3, 4}) {
        CAPTURE(seats);
        std::vector<std::unique_ptr<TableStrategy>> owned;
        std::vector<TableStrategy*> seated;
        for (int i = 0; i < seats; ++i) {
            owned.push_back(make_table_strategy("greedy", 1));
            seated.push_back(owned.back().get());
        }
        const TableGameRecord game = play_table_game(seated, 77);
        int dealer = -1;
        std::vector<std::pair<int, bool>> order;
        int full_shows = 0;
        for (const TableEvent& event : game.events) {
            if (const auto* dealt = std::get_if<TableDealt>(&event)) {
                if (dealer >= 0) {
                    CHECK(dealt->dealer == (dealer + 1) % seats); // the deal passes left
                }
                dealer = dealt->dealer;
                order.clear();
            } else if (const auto* shown = std::get_if<TableShown>(&event)) {
                order.emplace_back(shown->show.seat, shown->show.crib);
                if (order.size() == static_cast<std::size_t>(seats + 1)) {
                    ++full_shows;
                    for (int step = 1; step <= seats; ++step) {
                        CHECK(order[static_cast<std::size_t>(step - 1)] ==
                              std::pair<int, bool>{(dealer + step) % seats, false});
                    }
                    CHECK(order.back() == std::pair<int, bool>{dealer, true});
                }
            }
        }
        CHECK(full_shows > 3);
    }
}

TEST_CASE("the game ends mid-show the moment a side reaches 121: nothing after is counted") {
    // Dealer 0: seat 1 leads and its hand is counted first.
    TableState state = play_state(3, 0, {"3H", "2C", "9D"}, "KS");
    state.seats[0].played = cards("AH 4S 7C");
    state.seats[1].played = cards("5H 5S XC");
    state.seats[2].played = cards("6D 8H QD");
    state.seats[0].laid_away = cards("2D");
    state.seats[1].laid_away = cards("3S");
    state.seats[2].laid_away = cards("4H");
    state.crib_from_deck = cards("6S");
    state.scores = {100, 118, 100};
    lay(state, "2C");
    lay(state, "9D");
    const auto outcome = lay(state, "3H"); // 14: the last card to seat 0
    CHECK(state.scores[0] == 101);
    const auto shown = of_kind<TableShown>(outcome.events);
    REQUIRE(shown.size() == 1);
    CHECK(shown[0].show.seat == 1);
    CHECK(state.phase == Phase::GameOver);
    CHECK(state.scores == std::vector<int>{101, winning_score, 100});
    const auto over = of_kind<TableGameOver>(outcome.events);
    REQUIRE(over.size() == 1);
    CHECK(over[0].side == 1);
    CHECK(table_winner(state) == 1);
}

TEST_CASE("a seat's view hides the others' hands and crib cards") {
    Rng rng(3);
    const TableState state = new_table(3, 0, rng);
    const TableView view = table_view(state, 1);
    CHECK(view.hand == state.seats[1].hand);
    CHECK(view.hand_sizes == std::vector<int>{5, 5, 5});
    const auto unseen = unseen_cards(view);
    CHECK(unseen.size() == 47U);
    for (const Card c : state.seats[0].hand) {
        CHECK(std::find(unseen.begin(), unseen.end(), c) != unseen.end());
    }
    CHECK(legal_actions(table_view(state, 0)).empty()); // not seat 0's turn
    CHECK(legal_actions(view).size() == 5);
}

TEST_CASE("the expert at three weighs each opponent at half; its lay-away words name no card") {
    Rng rng(8);
    const TableState state = new_table(3, 2, rng);
    const TableView view = table_view(state, 0);
    CHECK(point_weight(view, 0) == 1.0);
    CHECK(point_weight(view, 1) == -0.5);
    CHECK(point_weight(view, 2) == -0.5);
    // Seat 0 lays away first (the dealer is 2): the crib is an opponent's, counted at half.
    const auto ranked = rank_table_discards(view);
    REQUIRE(ranked.size() == 5);
    CHECK(ranked.front().net == doctest::Approx(ranked.front().hand - 0.5 * ranked.front().crib));
    auto expert = make_table_strategy("expert", 1);
    const TableDecision decision = expert->decide(view);
    REQUIRE(std::holds_alternative<Discard>(decision.action));
    CHECK(std::get<Discard>(decision.action).card == ranked.front().card);
    for (const std::string& reason : decision.reasons) {
        for (const Card c : view.hand) {
            CHECK(reason.find(parlor::cards::pretty(c)) == std::string::npos);
        }
    }
}

TEST_CASE("the expert at four lays away for its partnership's crib, against the other's") {
    for (const int dealer : {1, 2, 3}) {
        CAPTURE(dealer);
        Rng rng(8);
        TableState state = new_table(4, dealer, rng);
        // Seat 0 to lay away (the others before it have: only the hand and the turn matter).
        state.turn = 0;
        const auto ranked = rank_table_discards(table_view(state, 0));
        REQUIRE(ranked.size() == 5);
        const double weight = dealer == 2 ? 1.0 : -1.0; // the partner's crib is ours
        for (const TableDiscardChoice& choice : ranked) {
            CHECK(choice.net == doctest::Approx(choice.hand + weight * choice.crib));
        }
    }
}

TEST_CASE("the expert feeds its partner in the play, and starves an opponent in the same spot") {
    // Seat 0 leads 5♠ or K♠ to the last card of the next seat to hold one: a five lets a ten (of
    // which most unseen cards are) make 15, a king needs one of the few fives left.
    TableView view;
    view.seat = 0;
    view.phase = Phase::Play;
    view.turn = 0;
    view.hand = cards("5S KS");
    view.laid_away = cards("9C");
    view.starter = card("8S");
    view.count = 0;
    SUBCASE("at four the only seat with a card left is its partner: it leads the five") {
        view.seats = 4;
        view.partners = true;
        view.dealer = 3;
        view.scores = {0, 0};
        view.played = {cards("AC 2C"), cards("AD 2D 3D 4D"), cards("AH 2H 3H"),
                       cards("4H 6C 6D 7C")};
        view.hand_sizes = {2, 0, 1, 0};
        view.go = {false, false, false, false};
        const auto ranked = rank_table_plays(view, 3);
        CHECK(ranked.front().card == card("5S"));
    }
    SUBCASE("at three it is an opponent: it leads the king") {
        view.seats = 3;
        view.dealer = 2;
        view.scores = {0, 0, 0};
        view.played = {cards("AC 2C"), cards("AD 2D 3D"), cards("AH 2H 3H 4H")};
        view.hand_sizes = {2, 1, 0};
        view.go = {false, false, false};
        const auto ranked = rank_table_plays(view, 3);
        CHECK(ranked.front().card == card("KS"));
    }
}

TEST_CASE("self-play at three and four seats: every strategy legal, the scores recounted") {
    recount_self_play({"expert", "greedy", "random"}, 901);
    recount_self_play({"random", "expert", "greedy"}, 902);
    recount_self_play({"expert", "greedy", "expert", "greedy"}, 903);
    recount_self_play({"random", "random", "expert", "greedy"}, 904);
}
