#include "meld_search.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>

namespace parlor::fivecrowns::detail {

namespace {

constexpr int longest_part = 5;  // longer melds split in two (see the header)
constexpr int max_naturals = 64; // one bit each in a mask; far beyond any real hand
constexpr int no_value = 1 << 14;

using Mask = std::uint64_t;

constexpr Mask bit(int i) {
    return Mask{1} << i;
}
int lowest_of(Mask mask) {
    return __builtin_ctzll(mask);
}

// One way to use the lowest natural card left: the cards it takes (itself included) and the
// wilds it needs. Identical cards are interchangeable, so a part that takes a later copy of a
// card while an earlier copy is still in hand is skipped (`forbid`): the same part with the
// earlier copy is tried instead.
struct Choice {
    Mask take = 0;
    Mask forbid = 0;
    int need = 0;
    int points = 0;
    MeldKind kind = MeldKind::Book;
};

struct Memo {
    std::uint32_t stamp = 0;
    std::int16_t value = 0;
    std::int16_t choice = 0; // index into the card's choices, or left_over
};

constexpr std::int16_t left_over = -1;

// The order of the naturals: by rank, then suit.
bool before_in_hand(Card a, Card b) {
    if (a.rank != b.rank) {
        return a.rank < b.rank;
    }
    return a.suit < b.suit;
}

// The search over one hand, in a per-thread workspace: once warmed up a call allocates nothing.
class Search {
  public:
    // `naturals` sorted by rank.
    void prepare(std::span<const Card> naturals, int wilds, bool allow_shortcut) {
        count_ = static_cast<int>(std::min<std::size_t>(naturals.size(), max_naturals));
        order_cards(naturals.first(static_cast<std::size_t>(count_)));
        wilds_ = wilds;
        shortcut_ = allow_shortcut;
        index_cards();
        build_choices();
        prepare_memo();
    }

    // The fewest natural points left over, and the cards that never meld whatever happens.
    int solve_points() {
        const Mask live = live_cards();
        int dead_points = points_of(full_mask() & ~live);
        if (live == 0) {
            return dead_points;
        }
        split_components(live);
        if (components_.size() == 1) {
            return dead_points + best(live, wilds_);
        }
        // Each group of cards that can share melds is solved alone for every number of wilds
        // it may get; the wilds are then shared out.
        std::vector<int>& combined = combined_;
        combined.assign(static_cast<std::size_t>(wilds_ + 1), 0);
        for (const Mask component : components_) {
            table_for(component, component_values_);
            for (int w = wilds_; w >= 0; --w) {
                int least = no_value;
                for (int u = 0; u <= w; ++u) {
                    least = std::min(least, combined[static_cast<std::size_t>(w - u)] +
                                                component_values_[static_cast<std::size_t>(u)]);
                }
                combined[static_cast<std::size_t>(w)] = least;
            }
        }
        return dead_points + combined[static_cast<std::size_t>(wilds_)];
    }

    // The same minimum over the whole hand at once, keeping the choices for `collect`.
    int solve_with_choices() {
        live_ = live_cards();
        return points_of(full_mask() & ~live_) + best(live_, wilds_);
    }

    // Follows the stored choices from the whole hand down.
    void collect(Solution& out) {
        for (Mask dead = full_mask() & ~live_; dead != 0; dead &= dead - 1) {
            out.leftover.push_back(card(lowest_of(dead)));
        }
        Mask mask = live_;
        int wilds = wilds_;
        while (mask != 0) {
            const int lowest = lowest_of(mask);
            const Memo* known = find(mask, wilds);
            if (known == nullptr || known->choice == left_over) {
                out.leftover.push_back(card(lowest));
                mask &= mask - 1;
                continue;
            }
            const Choice& option = choice_list(lowest)[static_cast<std::size_t>(known->choice)];
            Part part;
            part.kind = option.kind;
            part.wilds_needed = option.need;
            for (Mask take = option.take; take != 0; take &= take - 1) {
                part.naturals.push_back(card(lowest_of(take)));
            }
            std::sort(part.naturals.begin(), part.naturals.end(), before_in_hand);
            out.parts.push_back(std::move(part));
            mask &= ~option.take;
            wilds -= option.need;
        }
    }

  private:
    Card card(int i) const { return cards_[static_cast<std::size_t>(i)]; }
    bool book_only(int i) const { return !run_card_[static_cast<std::size_t>(i)]; }

    // Lowest rank first, as the search goes. Within a rank, the cards with no card of their
    // suit within four ranks come first: such a card can only be in a book, where any card of
    // the rank does as well, so they are interchangeable, like two copies of one card.
    void order_cards(std::span<const Card> naturals) {
        std::array<unsigned, cards::suit_count> ranks_in_suit{};
        for (const Card c : naturals) {
            ranks_in_suit[static_cast<std::size_t>(c.suit)] |= 1u << c.rank;
        }
        cards_.assign(naturals.begin(), naturals.end());
        for (std::size_t k = 0; k < naturals.size(); ++k) {
            const int r = naturals[k].rank;
            const unsigned near = ((1u << (r + 5)) - 1) & ~((1u << std::max(r - 4, 0)) - 1);
            const unsigned others = near & ~(1u << r);
            run_card_[k] =
                (ranks_in_suit[static_cast<std::size_t>(naturals[k].suit)] & others) != 0;
        }
        const auto before = [this](std::size_t a, std::size_t b) {
            if (cards_[a].rank != cards_[b].rank) {
                return cards_[a].rank < cards_[b].rank;
            }
            if (run_card_[a] != run_card_[b]) {
                return !run_card_[a];
            }
            return cards_[a].suit < cards_[b].suit;
        };
        for (std::size_t k = 1; k < cards_.size(); ++k) {
            for (std::size_t j = k; j > 0 && before(j, j - 1); --j) {
                std::swap(cards_[j], cards_[j - 1]);
                std::swap(run_card_[j], run_card_[j - 1]);
            }
        }
    }

    // Two cards any part may swap: copies of one card, or two book-only cards of one rank.
    bool interchangeable(int a, int b) const {
        return card(a) == card(b) || (card(a).rank == card(b).rank && book_only(a) && book_only(b));
    }
    Mask full_mask() const { return count_ == 64 ? ~Mask{0} : bit(count_) - 1; }

    int points_of(Mask mask) const {
        int sum = 0;
        for (; mask != 0; mask &= mask - 1) {
            sum += card(lowest_of(mask)).rank;
        }
        return sum;
    }

    // The memoised minimum of natural points left over among `mask` with `wilds` wilds.
    int best(Mask mask, int wilds) {
        if (mask == 0) {
            return 0;
        }
        // Every card can sit alone with two wilds.
        if (shortcut_ && wilds >= 2 && wilds >= 2 * __builtin_popcountll(mask)) {
            return 0;
        }
        if (const Memo* known = find(mask, wilds)) {
            return known->value;
        }
        const int lowest = lowest_of(mask);
        const auto options = choice_list(lowest);
        int best_value = no_value;
        std::int16_t best_choice = left_over;
        for (std::size_t k = 0; k < options.size() && best_value > 0; ++k) {
            const Choice& option = options[k];
            if (option.need > wilds || (option.take & ~mask) != 0 || (option.forbid & mask) != 0) {
                continue;
            }
            const int value = best(mask & ~option.take, wilds - option.need);
            if (value < best_value) {
                best_value = value;
                best_choice = static_cast<std::int16_t>(k);
            }
        }
        if (best_value > 0) {
            const int value = card(lowest).rank + best(mask & (mask - 1), wilds);
            if (value < best_value) {
                best_value = value;
                best_choice = left_over;
            }
        }
        store(mask, wilds, best_value, best_choice);
        return best_value;
    }

    // best(component, w) for w = 0..wilds.
    void table_for(Mask component, std::vector<int>& values) {
        values.assign(static_cast<std::size_t>(wilds_ + 1), 0);
        for (int w = 0; w <= wilds_; ++w) {
            values[static_cast<std::size_t>(w)] = best(component, w);
            if (values[static_cast<std::size_t>(w)] == 0) {
                break; // more wilds cannot do better than nothing left
            }
        }
    }

    // Where the copies of each card are: naturals are sorted, so copies are side by side.
    void index_cards() {
        first_.fill(-1);
        copies_.fill(0);
        for (int i = count_ - 1; i >= 0; --i) {
            const int idx = card(i).index();
            first_[static_cast<std::size_t>(idx)] = i;
            ++copies_[static_cast<std::size_t>(idx)];
        }
    }

    std::span<const Choice> choice_list(int i) const {
        const auto from = static_cast<std::size_t>(choice_start_[static_cast<std::size_t>(i)]);
        const auto to = static_cast<std::size_t>(choice_start_[static_cast<std::size_t>(i) + 1]);
        return std::span<const Choice>(choices_).subspan(from, to - from);
    }

    void build_choices() {
        choices_.clear();
        choice_start_.assign(static_cast<std::size_t>(count_) + 1, 0);
        for (int i = 0; i < count_; ++i) {
            const auto from = choices_.size();
            add_books(i, i + 1, bit(i), 1);
            add_runs(i);
            // Bigger parts first: a hand that goes out is found early and ends the search.
            // (Insertion sort: the lists are short, and it keeps equal parts in their order.)
            for (auto k = from + 1; k < choices_.size(); ++k) {
                const Choice moving = choices_[k];
                auto j = k;
                while (j > from && goes_before(moving, choices_[j - 1])) {
                    choices_[j] = choices_[j - 1];
                    --j;
                }
                choices_[j] = moving;
            }
            choice_start_[static_cast<std::size_t>(i) + 1] = static_cast<int>(choices_.size());
        }
    }

    static bool goes_before(const Choice& a, const Choice& b) {
        if (a.points != b.points) {
            return a.points > b.points;
        }
        return a.need < b.need;
    }

    // A later copy taken while the copy just before it is not: that earlier copy must be gone.
    // (Interchangeable cards sit side by side: see order_cards.)
    Mask copy_rule(int first, Mask take) const {
        Mask forbid = 0;
        for (Mask rest = take; rest != 0; rest &= rest - 1) {
            const int j = lowest_of(rest);
            if (j - 1 > first && interchangeable(j - 1, j) && (take & bit(j - 1)) == 0) {
                forbid |= bit(j - 1);
            }
        }
        return forbid;
    }

    void add(int first, Mask take, int need, MeldKind kind) {
        Choice choice;
        choice.take = take;
        choice.forbid = copy_rule(first, take);
        choice.need = need;
        choice.kind = kind;
        choice.points = points_of(take);
        choices_.push_back(choice);
    }

    // The card with some of the later cards of its rank: at most five in all.
    void add_books(int first, int from, Mask take, int size) {
        add(first, take, std::max(0, 3 - size), MeldKind::Book);
        if (size == longest_part) {
            return;
        }
        for (int j = from; j < count_ && card(j).rank == card(first).rank; ++j) {
            add_books(first, j + 1, take | bit(j), size + 1);
        }
    }

    // The card as the lowest of a run part: some of the next four ranks of its suit, one copy
    // of each. A lone card is already a book part.
    void add_runs(int first) {
        const Card low = card(first);
        run_first_.fill(-1);
        run_copies_.fill(0);
        for (int d = 1; d < longest_part && low.rank + d <= highest_rank; ++d) {
            const auto idx = static_cast<std::size_t>(Card::of(low.rank + d, low.suit).index());
            run_first_[static_cast<std::size_t>(d)] = first_[idx];
            run_copies_[static_cast<std::size_t>(d)] = copies_[idx];
        }
        add_run_subsets(first, 1, bit(first), 1, 0);
    }

    void add_run_subsets(int first, int d, Mask take, int size, int top) {
        if (d == longest_part) {
            if (size > 1) {
                add(first, take, std::max(3, top + 1) - size, MeldKind::Run);
            }
            return;
        }
        add_run_subsets(first, d + 1, take, size, top);
        const int from = run_first_[static_cast<std::size_t>(d)];
        for (int c = 0; c < run_copies_[static_cast<std::size_t>(d)]; ++c) {
            add_run_subsets(first, d + 1, take | bit(from + c), size + 1, d);
        }
    }

    // Cards in some part the wilds can pay for; the others are left over in every arrangement.
    // Also notes, for each card, the cards it can share such a part with (`reach_`).
    Mask live_cards() {
        Mask live = 0;
        for (int i = 0; i < count_; ++i) {
            Mask reach = 0;
            for (const Choice& choice : choice_list(i)) {
                if (choice.need <= wilds_) {
                    reach |= choice.take;
                }
            }
            reach_[static_cast<std::size_t>(i)] = reach;
            live |= reach;
        }
        return live;
    }

    // Groups of live cards linked by affordable parts: they share nothing but the wilds.
    void split_components(Mask live) {
        components_.clear();
        for (Mask left = live; left != 0;) {
            Mask group = bit(lowest_of(left));
            for (Mask before = 0; before != group;) {
                before = group;
                for (Mask rest = left; rest != 0; rest &= rest - 1) {
                    const int i = lowest_of(rest);
                    if ((reach_[static_cast<std::size_t>(i)] & group) != 0) {
                        group |= reach_[static_cast<std::size_t>(i)];
                    }
                }
            }
            components_.push_back(group);
            left &= ~group;
        }
    }

    // The memo: a flat table indexed by (mask, wilds) for real hands, a hash map beyond.
    void prepare_memo() {
        const auto slots = Mask{1} << std::min(count_, 40);
        direct_ = count_ <= 20 && slots * static_cast<Mask>(wilds_ + 1) <= (Mask{1} << 18);
        if (direct_) {
            const std::size_t size =
                static_cast<std::size_t>(slots) * static_cast<std::size_t>(wilds_ + 1);
            if (table_.size() < size) {
                table_.resize(size);
            }
            if (++stamp_ == 0) { // wrapped: old stamps could look current
                std::fill(table_.begin(), table_.end(), Memo{});
                stamp_ = 1;
            }
        } else {
            map_.clear();
        }
    }

    const Memo* find(Mask mask, int wilds) const {
        if (direct_) {
            const Memo& entry = table_[index(mask, wilds)];
            return entry.stamp == stamp_ ? &entry : nullptr;
        }
        const auto it = map_.find(Key{mask, wilds});
        return it == map_.end() ? nullptr : &it->second;
    }

    void store(Mask mask, int wilds, int value, std::int16_t choice) {
        const Memo entry{stamp_, static_cast<std::int16_t>(value), choice};
        if (direct_) {
            table_[index(mask, wilds)] = entry;
        } else {
            map_[Key{mask, wilds}] = entry;
        }
    }

    std::size_t index(Mask mask, int wilds) const {
        return static_cast<std::size_t>(mask) * static_cast<std::size_t>(wilds_ + 1) +
               static_cast<std::size_t>(wilds);
    }

    struct Key {
        Mask mask;
        int wilds;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const {
            return std::hash<Mask>{}(k.mask * 0x9E3779B97F4A7C15ull ^ static_cast<Mask>(k.wilds));
        }
    };

    std::vector<Card> cards_;
    std::array<bool, max_naturals> run_card_{}; // some card of its suit within four ranks
    Mask live_ = 0;
    int count_ = 0;
    int wilds_ = 0;
    bool shortcut_ = true;
    std::array<int, cards::card_index_count> first_{};
    std::array<int, cards::card_index_count> copies_{};
    std::array<int, longest_part> run_first_{};
    std::array<int, longest_part> run_copies_{};
    std::array<Mask, max_naturals> reach_{};
    std::vector<Choice> choices_;
    std::vector<int> choice_start_;
    std::vector<Mask> components_;
    std::vector<int> component_values_;
    std::vector<int> combined_;
    bool direct_ = true;
    std::uint32_t stamp_ = 0;
    std::vector<Memo> table_;
    std::unordered_map<Key, Memo, KeyHash> map_;
};

Search& workspace() {
    thread_local Search search;
    return search;
}

bool meldable_natural(Card card) {
    return in_deck(card) && !card.is_joker();
}

} // namespace

void sort_hand(std::span<const Card> hand, int wild_rank, SortedHand& sorted) {
    sorted.naturals.clear();
    sorted.wilds.clear();
    sorted.strays.clear();
    sorted.wild_points = 0;
    sorted.stray_points = 0;
    for (const Card card : hand) {
        if (is_wild(card, wild_rank)) {
            sorted.wilds.push_back(card);
            sorted.wild_points += points(card, wild_rank);
        } else if (meldable_natural(card) && sorted.naturals.size() < max_naturals) {
            sorted.naturals.push_back(card);
        } else {
            sorted.strays.push_back(card);
            sorted.stray_points += points(card, wild_rank);
        }
    }
    // Insertion sort: a hand is short.
    auto& n = sorted.naturals;
    for (std::size_t k = 1; k < n.size(); ++k) {
        const Card moving = n[k];
        auto j = k;
        while (j > 0 && before_in_hand(moving, n[j - 1])) {
            n[j] = n[j - 1];
            --j;
        }
        n[j] = moving;
    }
    std::sort(sorted.wilds.begin(), sorted.wilds.end());
    std::sort(sorted.strays.begin(), sorted.strays.end());
}

SortedHand sort_hand(std::span<const Card> hand, int wild_rank) {
    SortedHand sorted;
    sort_hand(hand, wild_rank, sorted);
    return sorted;
}

namespace {

// Lone wilds: with no part at all, one or two wilds cannot meld and stay in the hand.
bool wilds_stay(const SortedHand& hand, int natural_left, int natural_points) {
    const auto wilds = hand.wilds.size();
    // Every part holds a natural card, so leaving all the naturals means there is no part.
    return natural_left == natural_points && wilds > 0 && wilds < 3;
}

int natural_points_of(const SortedHand& hand) {
    int sum = 0;
    for (const Card card : hand.naturals) {
        sum += card.rank;
    }
    return sum;
}

} // namespace

int solve_points(const SortedHand& hand) {
    Search& search = workspace();
    search.prepare(hand.naturals, static_cast<int>(hand.wilds.size()), true);
    const int left = search.solve_points();
    const bool lone = wilds_stay(hand, left, natural_points_of(hand));
    return left + hand.stray_points + (lone ? hand.wild_points : 0);
}

Solution solve(const SortedHand& hand) {
    Search& search = workspace();
    search.prepare(hand.naturals, static_cast<int>(hand.wilds.size()), false);
    const int left = search.solve_with_choices();
    const bool lone = wilds_stay(hand, left, natural_points_of(hand));

    Solution solution;
    solution.points = left + hand.stray_points + (lone ? hand.wild_points : 0);
    search.collect(solution);
    std::sort(solution.leftover.begin(), solution.leftover.end(), before_in_hand);
    solution.leftover.insert(solution.leftover.end(), hand.strays.begin(), hand.strays.end());
    if (lone) {
        solution.leftover.insert(solution.leftover.end(), hand.wilds.begin(), hand.wilds.end());
    }
    return solution;
}

} // namespace parlor::fivecrowns::detail
