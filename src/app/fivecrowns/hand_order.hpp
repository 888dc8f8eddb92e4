#pragma once
// The order the player keeps their cards in. The rules hold the hand as a multiset; on screen
// the player arranges it (drag to reorder, or sort), and that order survives draws and
// discards: a discarded card leaves a gap that closes, a drawn card joins at the right end.

#include "parlor/games/fivecrowns/cards.hpp"

#include <span>
#include <vector>

namespace parlor::app::fivecrowns_table {

using parlor::cards::Card;

class HandOrder {
  public:
    // A new deal: the hand, sorted by suit.
    void reset(std::span<const Card> hand, int wild_rank);
    // Follows the hand the rules hold: keeps the cards still there in their place, drops the
    // ones gone, appends new ones (an empty order starts sorted).
    void sync(std::span<const Card> hand, int wild_rank);

    // Moves the card at `from` so that it ends up at `to` (both indices into cards()).
    void move(int from, int to);

    // Suit by suit, low to high, wilds at the right end.
    void sort_by_suit(int wild_rank);
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

} // namespace parlor::app::fivecrowns_table
