#include "app/fivecrowns/hand_order.hpp"

#include <algorithm>
#include <tuple>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

void HandOrder::reset(std::span<const Card> hand, int wild_rank) {
    cards_.assign(hand.begin(), hand.end());
    sort_by_suit(wild_rank);
}

void HandOrder::sync(std::span<const Card> hand, int wild_rank) {
    if (cards_.empty()) {
        reset(hand, wild_rank);
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

void HandOrder::sort_by_suit(int wild_rank) {
    auto key = [wild_rank](const Card& c) {
        // Wilds last (jokers after wild-rank cards), then suit, then rank.
        const int wild = c.is_joker() ? 2 : (fc::is_wild(c, wild_rank) ? 1 : 0);
        return std::tuple(wild, static_cast<int>(c.suit), static_cast<int>(c.rank),
                          static_cast<int>(c.joker_number));
    };
    std::stable_sort(cards_.begin(), cards_.end(),
                     [&](const Card& a, const Card& b) { return key(a) < key(b); });
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

} // namespace parlor::app::fivecrowns_table
