// Reading the opponent in the play: the replay of this deal's cards into the opponent's decisions,
// and how likely a hand it may hold is to have made them.

#include "cribbage/play_reading.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;

namespace {

// The computer to play; the human (the opponent) has laid `theirs`, the computer `mine`, in
// the order laid; `pile` is the current count.
SeatView view_after(const std::string& mine, const std::string& theirs, const std::string& hand,
                    const std::string& pile, int opponent_cards, Seat dealer) {
    SeatView view;
    view.seat = Seat::Computer;
    view.turn = Seat::Computer;
    view.phase = Phase::Play;
    view.dealer = dealer;
    view.hand = cards(hand);
    view.played[index(Seat::Computer)] = cards(mine);
    view.played[index(Seat::Human)] = cards(theirs);
    view.pile = cards(pile);
    view.count = count_of(view.pile);
    view.opponent_hand_size = opponent_cards;
    view.starter = card("2H");
    view.laid_away = cards("KH QH");
    return view;
}

std::array<int, 14> holding(const std::string& text) {
    std::array<int, 14> of{};
    for (const Card c : cards(text)) {
        ++of[static_cast<std::size_t>(c.rank)];
    }
    return of;
}

detail::HiddenRanks hidden_of(const SeatView& view, const std::array<int, 14>& holds) {
    detail::HiddenRanks hidden{};
    for (const Card c : unseen_cards(view)) {
        ++hidden[static_cast<std::size_t>(c.rank)];
    }
    for (int rank = 1; rank <= 13; ++rank) {
        hidden[static_cast<std::size_t>(rank)] -= holds[static_cast<std::size_t>(rank)];
    }
    return hidden;
}

} // namespace

TEST_CASE("the replay finds each card the opponent chose and what it faced") {
    // The human leads 10; 5 for fifteen; 9 (24); 7 for 31; the human leads a king.
    const SeatView view = view_after("5D 7C", "XH 9S KD", "4S 2D", "KD", 1, Seat::Computer);
    const auto moves = detail::opponent_moves(view);
    REQUIRE(moves.size() == 3);
    CHECK(moves[0].pile.empty());
    CHECK(moves[0].card == card("XH"));
    CHECK(moves[0].later == cards("9S KD"));
    CHECK(moves[0].my_later[5] == 1);
    CHECK(moves[0].my_later[7] == 1);
    CHECK(moves[1].pile == cards("XH 5D"));
    CHECK(moves[1].card == card("9S"));
    CHECK(moves[2].pile.empty()); // 31 restarted the count
    CHECK(moves[2].card == card("KD"));
    CHECK(moves[2].my_later[7] == 0);
}

TEST_CASE("a go in an earlier count is remembered: the opponent held nothing that fitted") {
    // 9, 10 (19), 8 (27), 3 (30): the human says go, the computer cannot play its 5 either; the
    // human leads the 6 of the new count and still holds one card.
    const SeatView view = view_after("XD 3C", "9S 8H 6D", "5S", "6D", 1, Seat::Computer);
    const auto moves = detail::opponent_moves(view);
    REQUIRE(moves.size() == 4);
    CHECK(moves[2].go);
    CHECK(moves[2].pile == cards("9S XD 8H 3C"));
    CHECK(moves[3].card == card("6D"));
    // An ace would have fitted at 30: a hand holding one cannot have said go.
    const auto ace = holding("AC");
    CHECK(detail::likelihood_of_moves(moves, ace, hidden_of(view, ace), view.hand, 1.0) == 0.0);
    const auto two = holding("2C");
    CHECK(detail::likelihood_of_moves(moves, two, hidden_of(view, two), view.hand, 1.0) > 0.0);
}

TEST_CASE("a hand that passed up points is less likely, not impossible") {
    // The computer led a 7; the human answered with a 2 and holds two cards more.
    const SeatView view = view_after("7H", "2C", "9D 4S 3D", "7H 2C", 2, Seat::Human);
    const auto moves = detail::opponent_moves(view);
    REQUIRE(moves.size() == 1);
    const auto with_eight = holding("8S 4C"); // it could have made fifteen
    const auto without = holding("4C AD");    // nothing of it scored
    const double passed_up =
        detail::likelihood_of_moves(moves, with_eight, hidden_of(view, with_eight), view.hand, 1);
    const double nothing_better =
        detail::likelihood_of_moves(moves, without, hidden_of(view, without), view.hand, 1);
    CHECK(passed_up > 0.0);
    CHECK(passed_up < nothing_better);
    // A sharper reader believes it less.
    CHECK(detail::likelihood_of_moves(moves, with_eight, hidden_of(view, with_eight), view.hand,
                                      3) < passed_up);
    // Reading nothing at all: each of the three cards it held was as likely.
    CHECK(detail::likelihood_of_moves(moves, with_eight, hidden_of(view, with_eight), view.hand,
                                      0) == doctest::Approx(1.0 / 3));
}

TEST_CASE("before the opponent's first card there is nothing to read") {
    const SeatView view = view_after("", "", "5D 9S XC KC", "", 4, Seat::Human);
    CHECK(detail::opponent_moves(view).empty());
}
