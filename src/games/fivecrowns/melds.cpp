// best_arrangement and best_points: the search (meld_search.cpp) picks the natural cards of each
// meld; here the wilds are dealt out to fill the melds, spare wilds are given a place, and parts
// the search cut apart are joined again for the player to read.

#include "parlor/games/fivecrowns/melds.hpp"

#include "meld_search.hpp"

#include <algorithm>

namespace parlor::fivecrowns {

namespace {

MeldCard natural(Card card) {
    return MeldCard{card, false, card};
}
MeldCard wild_as(Card card, Card stands_for) {
    return MeldCard{card, true, stands_for};
}

// Hands out the hand's wilds in a fixed order.
class WildPool {
  public:
    explicit WildPool(const std::vector<Card>& wilds) : wilds_(wilds) {}
    Card take() { return wilds_[next_++]; }
    std::size_t left() const { return wilds_.size() - next_; }

  private:
    const std::vector<Card>& wilds_;
    std::size_t next_ = 0;
};

Meld make_book(const detail::Part& part, WildPool& pool) {
    Meld meld;
    meld.kind = MeldKind::Book;
    meld.rank = part.naturals.front().rank;
    for (const Card card : part.naturals) {
        meld.cards.push_back(natural(card));
    }
    for (int k = 0; k < part.wilds_needed; ++k) {
        meld.cards.push_back(wild_as(pool.take(), Card::of(meld.rank, Suit::Spades)));
    }
    return meld;
}

// The part's cards in rank order with wilds in the gaps; a part spanning fewer than three ranks
// grows upwards (downwards at the king).
Meld make_run(const detail::Part& part, WildPool& pool) {
    Meld meld;
    meld.kind = MeldKind::Run;
    meld.suit = part.naturals.front().suit;
    int low = part.naturals.front().rank;
    int high = part.naturals.back().rank;
    while (high - low + 1 < 3) {
        if (high < highest_rank) {
            ++high;
        } else {
            --low;
        }
    }
    auto next_natural = part.naturals.begin();
    for (int rank = low; rank <= high; ++rank) {
        if (next_natural != part.naturals.end() && next_natural->rank == rank) {
            meld.cards.push_back(natural(*next_natural++));
        } else {
            meld.cards.push_back(wild_as(pool.take(), Card::of(rank, meld.suit)));
        }
    }
    return meld;
}

// One or two spare wilds join a book, or lengthen a run (a run part spans at most five ranks,
// so there is room); three or more make a meld of their own.
void place_spare_wilds(std::vector<Meld>& melds, WildPool& pool) {
    const std::size_t spare = pool.left();
    if (spare == 0) {
        return;
    }
    const auto book = std::find_if(melds.begin(), melds.end(),
                                   [](const Meld& m) { return m.kind == MeldKind::Book; });
    if (spare < 3 && book != melds.end()) {
        while (pool.left() > 0) {
            book->cards.push_back(wild_as(pool.take(), Card::of(book->rank, Suit::Spades)));
        }
        return;
    }
    if (spare < 3 && !melds.empty()) {
        Meld& run = melds.front();
        while (pool.left() > 0) {
            const int high = run.cards.back().stands_for.rank;
            const int low = run.cards.front().stands_for.rank;
            if (high < highest_rank) {
                run.cards.push_back(wild_as(pool.take(), Card::of(high + 1, run.suit)));
            } else if (low > lowest_rank) {
                run.cards.insert(run.cards.begin(),
                                 wild_as(pool.take(), Card::of(low - 1, run.suit)));
            } else {
                break; // cannot happen: a run part spans at most five of the eleven ranks
            }
        }
        return;
    }
    Meld wilds;
    wilds.kind = MeldKind::Book;
    wilds.rank = 0;
    while (pool.left() > 0) {
        const Card card = pool.take();
        wilds.cards.push_back(wild_as(card, card));
    }
    melds.push_back(std::move(wilds));
}

int low_rank(const Meld& run) {
    return run.cards.front().stands_for.rank;
}
int high_rank(const Meld& run) {
    return run.cards.back().stands_for.rank;
}

// The search cuts long melds into parts of at most five cards; shown to a player, a run of
// spades 3-7 next to one of 8-K reads better as one run 3-K, and two books of 9s as one.
bool join(Meld& into, Meld& from) {
    if (into.kind == MeldKind::Run && from.kind == MeldKind::Run && into.suit == from.suit) {
        if (high_rank(into) + 1 == low_rank(from)) {
            into.cards.insert(into.cards.end(), from.cards.begin(), from.cards.end());
            return true;
        }
        if (high_rank(from) + 1 == low_rank(into)) {
            into.cards.insert(into.cards.begin(), from.cards.begin(), from.cards.end());
            return true;
        }
        return false;
    }
    if (into.kind == MeldKind::Book && from.kind == MeldKind::Book && into.rank != 0 &&
        into.rank == from.rank) {
        into.cards.insert(into.cards.end(), from.cards.begin(), from.cards.end());
        // Natural cards first, in hand order, then the wilds.
        std::stable_sort(into.cards.begin(), into.cards.end(),
                         [](const MeldCard& a, const MeldCard& b) {
                             if (a.wild != b.wild) {
                                 return !a.wild;
                             }
                             return !a.wild && a.card.suit < b.card.suit;
                         });
        return true;
    }
    return false;
}

void join_touching_melds(std::vector<Meld>& melds) {
    for (std::size_t i = 0; i < melds.size(); ++i) {
        for (std::size_t j = i + 1; j < melds.size();) {
            if (join(melds[i], melds[j])) {
                melds.erase(melds.begin() + static_cast<std::ptrdiff_t>(j));
                j = i + 1; // the joined meld may now touch one passed over
            } else {
                ++j;
            }
        }
    }
}

} // namespace

Arrangement best_arrangement(std::span<const Card> hand, int wild_rank) {
    const detail::SortedHand sorted = detail::sort_hand(hand, wild_rank);
    const detail::Solution solution = detail::solve(sorted);

    Arrangement arrangement;
    arrangement.points = solution.points;
    arrangement.leftover = solution.leftover;
    const bool wilds_left_over = std::any_of(solution.leftover.begin(), solution.leftover.end(),
                                             [wild_rank](Card c) { return is_wild(c, wild_rank); });
    if (wilds_left_over) {
        return arrangement;
    }
    WildPool pool(sorted.wilds);
    for (const detail::Part& part : solution.parts) {
        arrangement.melds.push_back(part.kind == MeldKind::Book ? make_book(part, pool)
                                                                : make_run(part, pool));
    }
    place_spare_wilds(arrangement.melds, pool);
    join_touching_melds(arrangement.melds);
    return arrangement;
}

int best_points(std::span<const Card> hand, int wild_rank) {
    thread_local detail::SortedHand sorted; // reused: no allocation once warmed up
    detail::sort_hand(hand, wild_rank, sorted);
    return detail::solve_points(sorted);
}

} // namespace parlor::fivecrowns
