#include "parlor/cards/deck.hpp"

namespace parlor::cards {

std::vector<Card> make_deck(int lo_rank, int hi_rank, int suits, int jokers, int copies) {
    std::vector<Card> deck;
    for (int copy = 0; copy < copies; ++copy) {
        for (int s = 0; s < suits; ++s) {
            for (int rank = lo_rank; rank <= hi_rank; ++rank) {
                deck.push_back(Card::of(rank, static_cast<Suit>(s)));
            }
        }
        for (int j = 1; j <= jokers; ++j) {
            deck.push_back(Card::joker(j));
        }
    }
    return deck;
}

std::vector<Card> standard_deck() {
    return make_deck(ace, king, 4, 0, 1);
}

} // namespace parlor::cards
