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

namespace {

// What a seat took from the discard pile and has not thrown back since.
std::vector<Card> still_held(std::vector<Card> known, const std::vector<Card>& threw) {
    for (const Card card : threw) {
        const auto it = std::find(known.begin(), known.end(), card);
        if (it != known.end()) {
            known.erase(it);
        }
    }
    return known;
}

} // namespace

std::vector<Card> opponent_known_cards(const SeatView& view) {
    return still_held(view.opponent_took, view.opponent_discarded);
}

std::vector<Card> others_known_cards(const SeatView& view) {
    if (view.took.empty()) {
        // A view made by hand (tests) with the opponent's fields only.
        return opponent_known_cards(view);
    }
    std::vector<Card> known;
    for (std::size_t i = 0; i < view.took.size(); ++i) {
        if (static_cast<int>(i) == index(view.seat)) {
            continue;
        }
        const std::vector<Card> held = still_held(view.took[i], view.threw[i]);
        known.insert(known.end(), held.begin(), held.end());
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
    for (const Card card : others_known_cards(view)) {
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
