#include "app/table/hand_order.hpp"

#include "parlor/cards/card.hpp"

#include <algorithm>

namespace parlor::app::table {

void HandOrder::reset(std::span<const Card> hand, const Before& before) {
    cards_.assign(hand.begin(), hand.end());
    sort(before);
}

void HandOrder::sync(std::span<const Card> hand, const Before& before) {
    if (cards_.empty()) {
        reset(hand, before);
        return;
    }
    std::vector<Card> remaining(hand.begin(), hand.end());
    std::vector<Card> kept;
    for (const Card& c : cards_) {
        auto it = std::find(remaining.begin(), remaining.end(), c);
        if (it != remaining.end()) {
            kept.push_back(c);
            remaining.erase(it);
        }
    }
    last_added_ = -1;
    for (const Card& c : remaining) {
        kept.push_back(c);
        last_added_ = static_cast<int>(kept.size()) - 1;
    }
    cards_ = std::move(kept);
}

void HandOrder::move(int from, int to) {
    const int n = size();
    if (from < 0 || from >= n || to < 0 || to >= n || from == to) {
        return;
    }
    const Card card = cards_[static_cast<std::size_t>(from)];
    cards_.erase(cards_.begin() + from);
    cards_.insert(cards_.begin() + to, card);
    last_added_ = -1;
}

void HandOrder::sort(const Before& before) {
    std::stable_sort(cards_.begin(), cards_.end(), before);
    last_added_ = -1;
}

void HandOrder::put_first(std::span<const Card> cards_in_order) {
    std::vector<Card> rest = cards_;
    std::vector<Card> front;
    for (const Card& c : cards_in_order) {
        auto it = std::find(rest.begin(), rest.end(), c);
        if (it != rest.end()) {
            front.push_back(c);
            rest.erase(it);
        }
    }
    front.insert(front.end(), rest.begin(), rest.end());
    cards_ = std::move(front);
    last_added_ = -1;
}

bool HandOrder::arrange(std::span<const Card> order) {
    std::vector<Card> mine = cards_;
    std::vector<Card> theirs(order.begin(), order.end());
    const auto less = [](const Card& a, const Card& b) {
        return cards::to_string(a) < cards::to_string(b);
    };
    std::sort(mine.begin(), mine.end(), less);
    std::sort(theirs.begin(), theirs.end(), less);
    if (mine != theirs) {
        return false;
    }
    cards_.assign(order.begin(), order.end());
    return true;
}

} // namespace parlor::app::table
