#pragma once
// The order the player keeps their cards in. The rules hold a hand as a multiset; on screen the
// player arranges it (drag to reorder, sort), and that order survives draws and plays: a card
// played leaves a gap that closes, a card drawn joins at the right end.

#include "parlor/cards/card.hpp"

#include <functional>
#include <span>
#include <vector>

namespace parlor::app::table {

using cards::Card;

class HandOrder {
  public:
    using Before = std::function<bool(const Card&, const Card&)>;

    // A new deal: the hand, sorted by `before`.
    void reset(std::span<const Card> hand, const Before& before);
    // Follows the hand the rules hold: keeps the cards still there in their place, drops the
    // ones gone, appends new ones (an empty order starts sorted by `before`).
    void sync(std::span<const Card> hand, const Before& before);

    // Moves the card at `from` so that it ends up at `to` (both indices into cards()).
    void move(int from, int to);
    void sort(const Before& before);
    // The hand in the order `order` gives, when it holds the same cards (a kept game's order
    // brought back); false, and nothing changed, when it does not.
    bool arrange(std::span<const Card> order);
    // Groups first, in the given order (e.g. the cards of each meld), then the rest as they are.
    void put_first(std::span<const Card> cards_in_order);

    const std::vector<Card>& cards() const { return cards_; }
    int size() const { return static_cast<int>(cards_.size()); }
    Card at(int i) const { return cards_[static_cast<std::size_t>(i)]; }
    // The position of the last card added by sync (the drawn card), or -1.
    int last_added() const { return last_added_; }

  private:
    std::vector<Card> cards_;
    int last_added_ = -1;
};

} // namespace parlor::app::table
