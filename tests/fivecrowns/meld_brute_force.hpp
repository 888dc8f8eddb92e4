#pragma once
// A slow, independent answer to "fewest points left over", for checking the meld solver.
//
// It knows only the rules: a meld is 3 or more cards; a book has one rank among its natural
// cards, a run one suit with distinct ranks inside a window of consecutive ranks 3..K as long as
// the meld; jokers and wild-rank cards fill any place. It relies on one fact, checked by hand:
// a meld of six or more cards splits into two melds of three or more, so melds of 3 to 5 cards
// reach every minimum. It then tries every way to cover the hand with such melds: a memoised
// minimum over (natural cards left, jokers left, wild-rank cards left), where the lowest natural
// card left is either left over or melded with some of the others and some of each kind of wild,
// and wilds alone are left over one by one or melded 3 to 5 at a time.

#include "parlor/games/fivecrowns/cards.hpp"

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

namespace parlor::fivecrowns::test {

class MeldBruteForce {
  public:
    MeldBruteForce(std::span<const Card> hand, int wild_rank) {
        for (const Card card : hand) {
            if (card.is_joker()) {
                ++jokers_;
            } else if (card.rank == wild_rank) {
                ++wild_ranks_;
            } else {
                naturals_.push_back(card);
            }
        }
        std::sort(naturals_.begin(), naturals_.end()); // identical cards side by side
        const auto n = naturals_.size();
        partners_.resize(n);
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = i + 1; j < n; ++j) {
                if (could_share_meld(naturals_[i], naturals_[j])) {
                    partners_[i].push_back(static_cast<int>(j));
                }
            }
        }
        memo_.assign((std::size_t{1} << n) *
                         static_cast<std::size_t>((jokers_ + 1) * (wild_ranks_ + 1)),
                     -1);
    }

    int fewest_points() {
        const std::uint32_t all = (std::uint32_t{1} << naturals_.size()) - 1;
        return best(all, jokers_, wild_ranks_);
    }

  private:
    static constexpr int joker_points = 50;
    static constexpr int wild_rank_points = 20;

    // Two naturals in one meld of at most five: same rank, or same suit at most four apart.
    static bool could_share_meld(Card a, Card b) {
        if (a.rank == b.rank) {
            return true;
        }
        return a.suit == b.suit && std::abs(a.rank - b.rank) <= 4;
    }

    std::int16_t& memo(std::uint32_t mask, int jokers, int wild_ranks) {
        const std::size_t kinds = static_cast<std::size_t>((jokers_ + 1) * (wild_ranks_ + 1));
        return memo_[mask * kinds +
                     static_cast<std::size_t>(jokers * (wild_ranks_ + 1) + wild_ranks)];
    }

    int best(std::uint32_t mask, int jokers, int wild_ranks) {
        const int known = memo(mask, jokers, wild_ranks);
        if (known >= 0) {
            return known;
        }
        int result =
            mask == 0 ? wilds_only(jokers, wild_ranks) : with_natural(mask, jokers, wild_ranks);
        memo(mask, jokers, wild_ranks) = static_cast<std::int16_t>(result);
        return result;
    }

    int wilds_only(int jokers, int wild_ranks) {
        if (jokers == 0 && wild_ranks == 0) {
            return 0;
        }
        int result = 1 << 20;
        if (jokers > 0) {
            result = std::min(result, joker_points + best(0, jokers - 1, wild_ranks));
        }
        if (wild_ranks > 0) {
            result = std::min(result, wild_rank_points + best(0, jokers, wild_ranks - 1));
        }
        for (int a = 0; a <= jokers; ++a) {
            for (int b = 0; b <= wild_ranks; ++b) {
                if (a + b >= 3 && a + b <= 5) {
                    result = std::min(result, best(0, jokers - a, wild_ranks - b));
                }
            }
        }
        return result;
    }

    // What is known about a set of natural cards while it grows card by card.
    struct Group {
        std::uint32_t used = 0;
        int size = 0;
        bool one_rank = true;
        bool one_suit = true;
        std::uint32_t ranks = 0; // bit per rank, for "each rank once in a run"
        bool ranks_distinct = true;
        int low = 99;
        int high = 0;

        Group with(Card c, int position) const {
            Group g = *this;
            g.used |= std::uint32_t{1} << position;
            if (size > 0) {
                g.one_rank = one_rank && c.rank == first_rank;
                g.one_suit = one_suit && c.suit == first_suit;
            } else {
                g.first_rank = c.rank;
                g.first_suit = c.suit;
            }
            g.ranks_distinct = ranks_distinct && (ranks & (std::uint32_t{1} << c.rank)) == 0;
            g.ranks |= std::uint32_t{1} << c.rank;
            g.low = std::min(low, static_cast<int>(c.rank));
            g.high = std::max(high, static_cast<int>(c.rank));
            ++g.size;
            return g;
        }
        // With `wilds` more cards, is it a book or a run of 3..5 cards?
        bool melds_with(int wilds) const {
            const int total = size + wilds;
            if (total < 3 || total > 5 || low < 3 || high > 13) {
                return false;
            }
            return one_rank || (one_suit && ranks_distinct && high - low + 1 <= total);
        }

        int first_rank = 0;
        Suit first_suit = Suit::Spades;
    };

    int with_natural(std::uint32_t mask, int jokers, int wild_ranks) {
        const int lowest = __builtin_ctz(mask);
        const std::uint32_t rest = mask & ~(std::uint32_t{1} << lowest);
        int result =
            naturals_[static_cast<std::size_t>(lowest)].rank + best(rest, jokers, wild_ranks);
        const Group alone = Group{}.with(naturals_[static_cast<std::size_t>(lowest)], lowest);
        grow(alone, 0, mask, jokers, wild_ranks, result);
        return result;
    }

    // Tries the group with every mix of wilds, then adds more partners of the lowest card (up
    // to five cards). Of two identical cards still in hand, the first is taken first.
    void grow(const Group& group, std::size_t from, std::uint32_t mask, int jokers, int wild_ranks,
              int& result) {
        for (int a = 0; a <= jokers; ++a) {
            for (int b = 0; b <= wild_ranks; ++b) {
                if (group.melds_with(a + b)) {
                    result = std::min(result, best(mask & ~group.used, jokers - a, wild_ranks - b));
                }
            }
        }
        if (group.size == 5) {
            return;
        }
        const auto& partners = partners_[static_cast<std::size_t>(__builtin_ctz(group.used))];
        for (std::size_t k = from; k < partners.size(); ++k) {
            const int j = partners[k];
            const auto bit = std::uint32_t{1} << j;
            const auto before = std::uint32_t{1} << (j - 1);
            const bool twin_waiting = naturals_[static_cast<std::size_t>(j - 1)] ==
                                          naturals_[static_cast<std::size_t>(j)] &&
                                      (mask & before) != 0 && (group.used & before) == 0;
            if ((mask & bit) == 0 || twin_waiting) {
                continue;
            }
            const Group bigger = group.with(naturals_[static_cast<std::size_t>(j)], j);
            if (bigger.one_rank || (bigger.one_suit && bigger.ranks_distinct)) {
                grow(bigger, k + 1, mask, jokers, wild_ranks, result);
            }
        }
    }

    std::vector<Card> naturals_;
    int jokers_ = 0;
    int wild_ranks_ = 0;
    std::vector<std::vector<int>> partners_;
    std::vector<std::int16_t> memo_; // -1: not known yet
};

inline int brute_force_points(std::span<const Card> hand, int wild_rank) {
    return MeldBruteForce(hand, wild_rank).fewest_points();
}

} // namespace parlor::fivecrowns::test
