// is_valid_arrangement: checks an arrangement against the rules directly, sharing nothing with
// the search, so it can guard the search's answers.

#include "parlor/games/fivecrowns/melds.hpp"

#include <algorithm>

namespace parlor::fivecrowns {

namespace {

constexpr int longest_run = highest_rank - lowest_rank + 1;

// A card used as itself must be a natural card of the deck; a card used as a wild must be wild.
bool card_used_rightly(const MeldCard& used, int wild_rank) {
    if (used.wild) {
        return is_wild(used.card, wild_rank);
    }
    return in_deck(used.card) && !is_wild(used.card, wild_rank) && used.stands_for == used.card;
}

bool valid_book(const Meld& meld) {
    if (meld.rank == 0) {
        return std::all_of(meld.cards.begin(), meld.cards.end(),
                           [](const MeldCard& c) { return c.wild; });
    }
    if (meld.rank < lowest_rank || meld.rank > highest_rank) {
        return false;
    }
    return std::all_of(meld.cards.begin(), meld.cards.end(), [&](const MeldCard& c) {
        return c.stands_for.rank == meld.rank && !c.stands_for.is_joker();
    });
}

// Consecutive ranks upwards in the meld's suit, inside 3..K.
bool valid_run(const Meld& meld) {
    if (meld.cards.size() > static_cast<std::size_t>(longest_run)) {
        return false;
    }
    const int first = meld.cards.front().stands_for.rank;
    for (std::size_t k = 0; k < meld.cards.size(); ++k) {
        const Card as = meld.cards[k].stands_for;
        if (as.is_joker() || as.suit != meld.suit || as.rank != first + static_cast<int>(k)) {
            return false;
        }
    }
    return first >= lowest_rank && first + static_cast<int>(meld.cards.size()) - 1 <= highest_rank;
}

bool valid_meld(const Meld& meld, int wild_rank) {
    if (meld.cards.size() < 3) {
        return false;
    }
    for (const MeldCard& used : meld.cards) {
        if (!card_used_rightly(used, wild_rank)) {
            return false;
        }
    }
    return meld.kind == MeldKind::Book ? valid_book(meld) : valid_run(meld);
}

} // namespace

bool is_valid_arrangement(std::span<const Card> hand, int wild_rank, const Arrangement& a) {
    std::vector<Card> used(a.leftover.begin(), a.leftover.end());
    for (const Meld& meld : a.melds) {
        if (!valid_meld(meld, wild_rank)) {
            return false;
        }
        for (const MeldCard& c : meld.cards) {
            used.push_back(c.card);
        }
    }
    std::vector<Card> held(hand.begin(), hand.end());
    std::sort(used.begin(), used.end());
    std::sort(held.begin(), held.end());
    if (used != held) {
        return false;
    }
    int left = 0;
    for (const Card card : a.leftover) {
        left += points(card, wild_rank);
    }
    return left == a.points;
}

} // namespace parlor::fivecrowns
