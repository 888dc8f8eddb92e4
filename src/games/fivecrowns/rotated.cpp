// The same deals, seats rotated (rotated.hpp).

#include "parlor/games/fivecrowns/rotated.hpp"

#include <algorithm>
#include <cstddef>

namespace parlor::fivecrowns {

std::vector<Card> dealt_deck(const GameState& dealt) {
    std::vector<Card> deck;
    const int seats = dealt.seat_count();
    for (int i = 0; i < cards_dealt(dealt.round); ++i) {
        Seat seat = dealt.turn;
        for (int n = 0; n < seats; ++n, seat = dealt.next_seat(seat)) {
            deck.push_back(dealt.player(seat).hand[static_cast<std::size_t>(i)]);
        }
    }
    // The turned-up card, then the stock (deal_round's order).
    deck.insert(deck.end(), dealt.discard.rbegin(), dealt.discard.rend());
    deck.insert(deck.end(), dealt.stock.begin(), dealt.stock.end());
    return deck;
}

std::vector<Card> deck_rotated(std::vector<Card> deck, int round, int seats) {
    const auto n = static_cast<std::size_t>(seats);
    const std::size_t dealt = static_cast<std::size_t>(cards_dealt(round)) * n;
    for (std::size_t at = 0; at + n <= std::min(dealt, deck.size()); at += n) {
        // The card the first seat took goes to the last, so each seat is dealt its left's.
        std::rotate(deck.begin() + static_cast<std::ptrdiff_t>(at),
                    deck.begin() + static_cast<std::ptrdiff_t>(at + 1),
                    deck.begin() + static_cast<std::ptrdiff_t>(at + n));
    }
    return deck;
}

GameState seats_rotated(const GameState& start) {
    const int seats = start.seat_count();
    return new_game(deck_rotated(dealt_deck(start), start.round, seats), seats);
}

Chance seats_rotated(const GameState& state, Chance chance) {
    if (chance.heads) {
        chance.heads = !*chance.heads;
    }
    if (!chance.deck.empty() && state.seat_count() > 2) {
        chance.deck = deck_rotated(std::move(chance.deck), state.round + 1, state.seat_count());
    }
    return chance;
}

} // namespace parlor::fivecrowns
