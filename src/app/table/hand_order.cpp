#include "app/table/hand_order.hpp"

#include "parlor/cards/card.hpp"

#include <algorithm>

namespace parlor::app::table {

namespace {

// The cards of `wanted` that `pool` holds, in `wanted`'s order, each taken out of `pool` (a card
// that both hold twice is taken twice).
std::vector<Card> take_from(std::vector<Card>& pool, std::span<const Card> wanted) {
    std::vector<Card> taken;
    for (const Card& c : wanted) {
        auto it = std::find(pool.begin(), pool.end(), c);
        if (it != pool.end()) {
            taken.push_back(c);
            pool.erase(it);
        }
    }
    return taken;
}

} // namespace

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
    std::vector<Card> kept = take_from(remaining, cards_);
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
    std::vector<Card> front = take_from(rest, cards_in_order);
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
