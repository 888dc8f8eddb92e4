#include "parlor/cards/deck.hpp"

#include <array>
#include <cstddef>

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

std::optional<std::string> missing_cards_warning(const std::vector<Card>& deck,
                                                 const std::vector<Card>& present,
                                                 std::string (*list)(const std::vector<Card>&)) {
    std::array<bool, card_index_count> held{};
    for (const Card card : present) {
        held[static_cast<std::size_t>(card.index())] = true;
    }
    std::vector<Card> missing;
    for (const Card card : deck) {
        if (!held[static_cast<std::size_t>(card.index())]) {
            missing.push_back(card);
        }
    }
    if (missing.empty()) {
        return std::nullopt;
    }
    // A file that holds a card twice (Casino's circulating saves, warned of apart) still lacks
    // cards: it has fewer different ones than it has cards.
    const std::size_t different = deck.size() - missing.size();
    return std::to_string(different) + (present.size() > different ? " different" : "") +
           " cards instead of " + std::to_string(deck.size()) + " (missing: " + list(missing) + ")";
}

} // namespace parlor::cards
