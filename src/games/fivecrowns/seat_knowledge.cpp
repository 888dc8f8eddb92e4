#include "seat_knowledge.hpp"

#include <algorithm>

namespace parlor::fivecrowns::detail {

bool can_draw_stock(const SeatView& view) {
    return view.stock_size > 0 || view.discard_pile.size() > 1;
}

std::vector<Action> legal_actions(const SeatView& view) {
    std::vector<Action> actions;
    if (view.turn != view.seat) {
        return actions;
    }
    switch (view.phase) {
    case Phase::Draw:
        if (can_draw_stock(view)) {
            actions.push_back(DrawStock{});
        }
        if (!view.discard_pile.empty()) {
            actions.push_back(TakeDiscard{});
        }
        break;
    case Phase::Discard:
        for (const Card card : distinct_cards(view.hand)) {
            actions.push_back(Discard{card});
        }
        break;
    default:
        break;
    }
    return actions;
}

void CardCounts::remove(Card card, int n) {
    const int removed = std::min(n, count[card.index()]);
    count[card.index()] -= removed;
    total -= removed;
}

std::vector<Card> opponent_known_cards(const SeatView& view) {
    std::vector<Card> known = view.opponent_took;
    for (const Card card : view.opponent_discarded) {
        const auto it = std::find(known.begin(), known.end(), card);
        if (it != known.end()) {
            known.erase(it);
        }
    }
    return known;
}

CardCounts unseen_cards(const SeatView& view) {
    CardCounts unseen;
    for (const Card card : full_deck()) {
        unseen.add(card);
    }
    for (const Card card : view.hand) {
        unseen.remove(card);
    }
    for (const Card card : view.discard_pile) {
        unseen.remove(card);
    }
    for (const Card card : opponent_known_cards(view)) {
        unseen.remove(card);
    }
    return unseen;
}

std::vector<Card> distinct_cards(const std::vector<Card>& hand) {
    std::vector<Card> cards;
    for (const Card card : hand) {
        if (std::find(cards.begin(), cards.end(), card) == cards.end()) {
            cards.push_back(card);
        }
    }
    return cards;
}

std::vector<Card> without(std::vector<Card> hand, Card card) {
    const auto it = std::find(hand.begin(), hand.end(), card);
    if (it != hand.end()) {
        hand.erase(it);
    }
    return hand;
}

std::vector<Card> with(std::vector<Card> hand, Card card) {
    hand.push_back(card);
    return hand;
}

} // namespace parlor::fivecrowns::detail
