// The capture choices of a played card. The loose cards that may go into sets (those worth less
// than the card, not of its rank — and, for a played ace, the loose aces as 1) are numbered, and
// every union of disjoint sets summing to the card's value is found by deciding the lowest
// undecided card each time: left on the table, or the lowest card of a set. A loose ace under a
// played ace is taken whether or not a set uses it, so it is added to every union afterwards.
// Tables hold at most 16 loose cards, so the masks stay small.

#include "parlor/games/casino/captures.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace parlor::casino {

namespace {

using Mask = std::uint64_t;

Mask bit(std::size_t i) {
    return Mask{1} << i;
}

// The sets of the cards (by index) that sum to `target`, grouped by their lowest index.
std::vector<std::vector<Mask>> sets_by_lowest(const std::vector<int>& values, int target) {
    std::vector<std::vector<Mask>> sets(values.size());
    // Extends a set whose lowest card is `lowest` with cards from `from` on.
    const auto extend = [&](auto&& self, std::size_t lowest, std::size_t from, Mask set,
                            int sum) -> void {
        if (sum == target) {
            sets[lowest].push_back(set);
            return;
        }
        for (std::size_t i = from; i < values.size(); ++i) {
            if (sum + values[i] <= target) {
                self(self, lowest, i + 1, set | bit(i), sum + values[i]);
            }
        }
    };
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (values[i] <= target) {
            extend(extend, i, i + 1, bit(i), values[i]);
        }
    }
    return sets;
}

// Every union of disjoint sets summing to `target` (the empty union included), each once.
std::set<Mask> set_unions(const std::vector<int>& values, int target) {
    const auto sets = sets_by_lowest(values, target);
    const Mask all = values.empty() ? 0 : (bit(values.size()) - 1);
    std::set<Mask> unions;
    std::set<std::pair<Mask, Mask>> visited;
    const auto decide = [&](auto&& self, Mask decided, Mask taken) -> void {
        if (!visited.insert({decided, taken}).second) {
            return;
        }
        if (decided == all) {
            unions.insert(taken);
            return;
        }
        std::size_t lowest = 0;
        while (decided & bit(lowest)) {
            ++lowest;
        }
        self(self, decided | bit(lowest), taken); // left on the table
        for (const Mask set : sets[lowest]) {
            if ((set & decided) == 0) {
                self(self, decided | set, taken | set);
            }
        }
    };
    decide(decide, 0, 0);
    return unions;
}

struct Candidates {
    std::vector<Card> mandatory;           // loose cards of the played card's rank, not in sets
    std::vector<Card> loose;               // loose cards that may go into sets
    std::vector<int> values;               // their values
    Mask always = 0;                       // those of `loose` taken in any case (aces under an ace)
    std::vector<const TableBuild*> builds; // builds worth the card's value
};

Candidates candidates(Card card, const Table& table) {
    const int value = capture_value(card);
    Candidates c;
    for (const Card loose : table.loose) {
        if (loose.rank == card.rank && card.rank == cards::ace) {
            // docs/casino.md: "Ace can be both 1 and 14, including in the same action". The played
            // ace (14) takes a loose ace by rank, and that ace may also count 1 in a set of 14.
            c.always |= bit(c.loose.size());
            c.loose.push_back(loose);
            c.values.push_back(sum_value(loose));
        } else if (loose.rank == card.rank) {
            c.mandatory.push_back(loose);
        } else if (sum_value(loose) < value) {
            c.loose.push_back(loose);
            c.values.push_back(sum_value(loose));
        }
    }
    for (const TableBuild& build : table.builds) {
        if (build.value() == value) {
            c.builds.push_back(&build);
        }
    }
    return c;
}

std::vector<Card> taken_cards(const Candidates& c, Mask loose, Mask builds) {
    std::vector<Card> taken = c.mandatory;
    for (std::size_t i = 0; i < c.loose.size(); ++i) {
        if (loose & bit(i)) {
            taken.push_back(c.loose[i]);
        }
    }
    for (std::size_t i = 0; i < c.builds.size(); ++i) {
        if (builds & bit(i)) {
            const auto cards = c.builds[i]->cards();
            taken.insert(taken.end(), cards.begin(), cards.end());
        }
    }
    std::sort(taken.begin(), taken.end());
    return taken;
}

int points_of(const std::vector<Card>& cards) {
    int points = 0;
    for (const Card card : cards) {
        points += card_points(card);
    }
    return points;
}

int spades_of(const std::vector<Card>& cards) {
    return static_cast<int>(std::count_if(cards.begin(), cards.end(),
                                          [](Card card) { return card.suit == Suit::Spades; }));
}

// The loose cards (of `c.loose`) each capture may take: a union of sets and those taken anyway.
// Two unions differing only in which loose ace a set used take the same cards: one entry.
std::set<Mask> loose_choices(const Candidates& c, int value) {
    std::set<Mask> choices;
    for (const Mask sets : set_unions(c.values, value)) {
        choices.insert(sets | c.always);
    }
    return choices;
}

} // namespace

std::vector<std::vector<Card>> capture_choices(Card card, const Table& table) {
    const Candidates c = candidates(card, table);
    const Mask all_builds = bit(c.builds.size()) - 1;
    std::vector<std::vector<Card>> choices;
    for (const Mask loose : loose_choices(c, capture_value(card))) {
        for (Mask builds = 0; builds <= all_builds; ++builds) {
            if ((builds & ~all_builds) != 0) {
                continue;
            }
            std::vector<Card> taken = taken_cards(c, loose, builds);
            if (!taken.empty()) {
                choices.push_back(std::move(taken));
            }
        }
    }
    std::sort(choices.begin(), choices.end());
    // Two copies of a card (a loaded file) give the same cards twice: one choice.
    choices.erase(std::unique(choices.begin(), choices.end()), choices.end());
    return choices;
}

std::vector<std::vector<Card>> largest_captures(Card card, const Table& table) {
    const Candidates c = candidates(card, table);
    const std::set<Mask> unions = loose_choices(c, capture_value(card));
    std::vector<std::vector<Card>> largest;
    for (const Mask loose : unions) {
        const bool contained = std::any_of(unions.begin(), unions.end(), [loose](Mask other) {
            return other != loose && (other & loose) == loose;
        });
        if (contained) {
            continue;
        }
        std::vector<Card> taken = taken_cards(c, loose, bit(c.builds.size()) - 1);
        if (!taken.empty()) {
            largest.push_back(std::move(taken));
        }
    }
    std::sort(largest.begin(), largest.end());
    largest.erase(std::unique(largest.begin(), largest.end()), largest.end());
    return largest;
}

std::vector<Card> most_captured(Card card, const Table& table) {
    std::vector<Card> best;
    for (const std::vector<Card>& taken : largest_captures(card, table)) {
        const auto key = [](const std::vector<Card>& cards) {
            return std::tuple(cards.size(), points_of(cards), spades_of(cards));
        };
        if (best.empty() || key(taken) > key(best)) {
            best = taken; // the choices come in card order: the first of equals stays
        }
    }
    return best;
}

bool splits_into_sets(const std::vector<Card>& cards, int value,
                      const std::vector<Card>& may_join) {
    std::vector<int> values;
    for (const Card card : cards) {
        values.push_back(sum_value(card));
    }
    const Mask required = values.empty() ? 0 : (bit(values.size()) - 1);
    for (const Card card : may_join) {
        values.push_back(sum_value(card));
    }
    if (values.size() >= 64) {
        return false; // more cards than any table holds
    }
    const std::set<Mask> unions = set_unions(values, value);
    return std::any_of(unions.begin(), unions.end(),
                       [required](Mask u) { return (u & required) == required; });
}

namespace {

// Removes one copy of `card` from `cards`; false when there is none.
bool take_one(std::vector<Card>& cards, Card card) {
    const auto at = std::find(cards.begin(), cards.end(), card);
    if (at == cards.end()) {
        return false;
    }
    cards.erase(at);
    return true;
}

} // namespace

CaptureSplit split_capture(const Table& table, const std::vector<Card>& taken) {
    CaptureSplit split;
    split.left = taken;
    for (std::size_t i = 0; i < table.builds.size() && i < 64; ++i) {
        std::vector<Card> rest = split.left;
        bool whole = true;
        for (const Card card : table.builds[i].cards()) {
            whole = whole && take_one(rest, card);
        }
        if (whole) {
            split.builds |= BuildsTaken{1} << i;
            split.left = std::move(rest);
        }
    }
    for (std::size_t i = 0; i < table.loose.size(); ++i) {
        if (take_one(split.left, table.loose[i])) {
            split.loose.push_back(i);
        }
    }
    return split;
}

} // namespace parlor::casino
