// The same deal, seats rotated (rotated.hpp).

#include "parlor/games/cruno/rotated.hpp"

#include <algorithm>
#include <cstddef>

namespace parlor::cruno {

std::vector<Card> dealt_deck(const GameState& start) {
    std::vector<Card> deck;
    const int players = start.player_count();
    for (std::size_t round = 0; round < static_cast<std::size_t>(hand_size); ++round) {
        for (int i = 1; i <= players; ++i) {
            deck.push_back(start.player(start.next_seat(start.dealer, i)).hand[round]);
        }
    }
    for (auto card = start.discard.rbegin(); card != start.discard.rend(); ++card) {
        deck.push_back(card->card);
    }
    deck.insert(deck.end(), start.stock.begin(), start.stock.end());
    return deck;
}

GameState seats_rotated(GameState start) {
    const int players = start.player_count();
    // Dealt from one seat earlier, seat k is dealt what seat k + 1 was.
    start.dealer = (start.dealer + players - 1) % players;
    std::vector<std::vector<Card>> hands;
    for (int seat = 0; seat < players; ++seat) {
        hands.push_back(start.player((seat + 1) % players).hand);
    }
    for (int seat = 0; seat < players; ++seat) {
        start.player(seat).hand = std::move(hands[static_cast<std::size_t>(seat)]);
    }
    start.turn = start.next_seat(start.dealer);
    return start;
}

} // namespace parlor::cruno
