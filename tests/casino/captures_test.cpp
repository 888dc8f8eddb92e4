// The capture enumeration and the list of legal moves against brute force written here on its
// own: every subset of the table's items judged by the rules directly, sets found by trying
// every way to split the cards into groups.

#include "parlor/games/casino/captures.hpp"
#include "parlor/games/casino/rules.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace parlor::casino;
using namespace parlor::casino::test;

namespace {

// True when every card can be put into a group, every group summing to `target` (aces 1):
// each card in turn joins one of the open groups or opens a new one.
bool brute_split(const std::vector<int>& values, std::size_t next, std::vector<int>& groups,
                 int target) {
    if (next == values.size()) {
        return std::all_of(groups.begin(), groups.end(), [target](int g) { return g == target; });
    }
    for (std::size_t g = 0; g < groups.size(); ++g) {
        groups[g] += values[next];
        const bool ok = brute_split(values, next + 1, groups, target);
        groups[g] -= values[next];
        if (ok) {
            return true;
        }
    }
    groups.push_back(values[next]);
    const bool ok = brute_split(values, next + 1, groups, target);
    groups.pop_back();
    return ok;
}

// True when the values split into groups of `target`, each optional value (a loose ace a
// played ace takes anyway, as 1) joining a group or staying out: every choice of them tried.
bool brute_split_with(const std::vector<int>& values, const std::vector<int>& optional,
                      int target) {
    for (std::uint32_t joining = 0; joining < (1U << optional.size()); ++joining) {
        std::vector<int> all = values;
        for (std::size_t i = 0; i < optional.size(); ++i) {
            if ((joining >> i) & 1U) {
                all.push_back(optional[i]);
            }
        }
        std::vector<int> groups;
        if (brute_split(all, 0, groups, target)) {
            return true;
        }
    }
    return false;
}

// Every capture of `played` on `table`, judged item set by item set. docs/casino.md: "Ace can be
// both 1 and 14, including in the same action": a played ace is 14, a loose ace 1 in a set.
std::set<std::vector<Card>> brute_captures(Card played, const Table& table) {
    const int value = played.rank == 1 ? 14 : played.rank;
    const std::size_t loose = table.loose.size();
    const std::size_t items = loose + table.builds.size();
    std::set<std::vector<Card>> found;
    for (std::uint32_t chosen = 1; chosen < (1U << items); ++chosen) {
        std::vector<Card> taken;
        std::vector<int> set_values;
        std::vector<int> optional; // loose aces under a played ace: taken, may join a set as 1
        bool ok = true;
        for (std::size_t i = 0; i < loose; ++i) {
            const Card c = table.loose[i];
            const bool in = (chosen >> i) & 1U;
            if (c.rank == played.rank) {
                ok = ok && in; // the same rank is mandatory
                if (c.rank == 1) {
                    optional.push_back(1);
                }
            } else if (in) {
                set_values.push_back(c.rank);
            }
            if (in) {
                taken.push_back(c);
            }
        }
        for (std::size_t b = 0; b < table.builds.size(); ++b) {
            if ((chosen >> (loose + b)) & 1U) {
                int sum = 0;
                for (const Card c : table.builds[b].parts.front()) {
                    sum += c.rank;
                }
                ok = ok && sum == value;
                const auto cards = table.builds[b].cards();
                taken.insert(taken.end(), cards.begin(), cards.end());
            }
        }
        if (ok && brute_split_with(set_values, optional, value)) {
            std::sort(taken.begin(), taken.end());
            found.insert(taken);
        }
    }
    return found;
}

// True when the loose non-aces taken do not sum to whole sets of 14: a loose ace served as 1.
bool ace_counts_one(const std::vector<Card>& taken, const Table& table) {
    int sum = 0;
    for (const Card c : taken) {
        if (c.rank != 1 && table.holds_loose(c)) {
            sum += c.rank;
        }
    }
    return sum % 14 != 0;
}

// A random table: up to 7 loose cards and up to 3 builds (some multiple), random owners.
Table random_table(Rng& rng, std::vector<Card>& deck) {
    Table table;
    const int builds = static_cast<int>(rng.below(4));
    for (int b = 0; b < builds && deck.size() > 4; ++b) {
        std::vector<Card> part = {deck.back()};
        deck.pop_back();
        part.push_back(deck.back());
        deck.pop_back();
        const int value = part[0].rank + part[1].rank;
        if (value > 14) {
            continue;
        }
        TableBuild build{{part}, rng.coin() ? Seat::Human : Seat::Computer};
        // Sometimes a second part: a single card of the value, if the deck still has one.
        if (rng.coin()) {
            const auto single =
                std::find_if(deck.begin(), deck.end(), [value](Card c) { return c.rank == value; });
            if (single != deck.end()) {
                build.parts.push_back({*single});
                deck.erase(single);
            }
        }
        table.builds.push_back(build);
    }
    const int loose = static_cast<int>(rng.below(8));
    for (int i = 0; i < loose; ++i) {
        table.loose.push_back(deck.back());
        deck.pop_back();
    }
    return table;
}

std::vector<Card> shuffled_deck(Rng& rng) {
    std::vector<Card> deck = full_deck();
    rng.shuffle(deck);
    return deck;
}

} // namespace

TEST_CASE("capture_choices equals the brute force on thousands of random tables with builds") {
    Rng rng(2024);
    int tables = 0;
    int with_builds = 0;
    int choices = 0;
    int ace_as_one = 0; // captures by an ace with a loose ace as 1 in a set
    for (int round = 0; round < 3000; ++round) {
        std::vector<Card> deck = shuffled_deck(rng);
        const Table table = random_table(rng, deck);
        ++tables;
        with_builds += table.builds.empty() ? 0 : 1;
        for (int k = 0; k < 3; ++k) {
            const Card played = deck[static_cast<std::size_t>(k)];
            const auto listed = capture_choices(played, table);
            const std::set<std::vector<Card>> unique(listed.begin(), listed.end());
            CHECK(unique.size() == listed.size()); // each choice once
            const auto expected = brute_captures(played, table);
            CHECK(unique == expected);
            choices += static_cast<int>(listed.size());
            for (const auto& taken : expected) {
                ace_as_one += played.rank == 1 && ace_counts_one(taken, table) ? 1 : 0;
            }

            // The most cards: the largest of the brute force's, and one of them.
            std::size_t most = 0;
            for (const auto& taken : expected) {
                most = std::max(most, taken.size());
            }
            const auto best = most_captured(played, table);
            CHECK(best.size() == most);
            if (!best.empty()) {
                CHECK(expected.count(best) == 1);
            }
            // The largest captures are the choices no other choice contains.
            for (const auto& taken : largest_captures(played, table)) {
                CHECK(expected.count(taken) == 1);
                for (const auto& other : expected) {
                    const bool contains =
                        other.size() > taken.size() &&
                        std::includes(other.begin(), other.end(), taken.begin(), taken.end());
                    CHECK_FALSE(contains);
                }
            }
        }
    }
    CHECK(tables == 3000);
    CHECK(with_builds > 1500);
    CHECK(choices > 3000);
    CHECK(ace_as_one > 20);
}

TEST_CASE("legal_moves is exactly the candidate moves the rules accept, each once") {
    Rng rng(77);
    int positions = 0;
    int moves = 0;
    for (int round = 0; round < 1500; ++round) {
        std::vector<Card> deck = shuffled_deck(rng);
        const Table table = random_table(rng, deck);
        GameState state;
        state.phase = Phase::Play;
        state.table = table;
        state.turn = rng.coin() ? Seat::Human : Seat::Computer;
        const int held = 1 + static_cast<int>(rng.below(4));
        for (int i = 0; i < held; ++i) {
            state.player(state.turn).hand.push_back(deck.back());
            deck.pop_back();
        }
        state.player(other(state.turn)).hand = {deck.back()};
        const auto& hand = state.player(state.turn).hand;

        // Candidates: every card with every set of whole items to capture, every set of loose
        // cards to build on (alone, or onto each build), and the trail.
        std::vector<Action> candidates;
        const std::size_t loose = table.loose.size();
        const std::size_t items = loose + table.builds.size();
        for (const Card card : hand) {
            for (std::uint32_t chosen = 0; chosen < (1U << items); ++chosen) {
                std::vector<Card> taken;
                for (std::size_t i = 0; i < loose; ++i) {
                    if ((chosen >> i) & 1U) {
                        taken.push_back(table.loose[i]);
                    }
                }
                std::vector<Card> on_loose = taken;
                for (std::size_t b = 0; b < table.builds.size(); ++b) {
                    if ((chosen >> (loose + b)) & 1U) {
                        const auto cards = table.builds[b].cards();
                        taken.insert(taken.end(), cards.begin(), cards.end());
                    }
                }
                std::sort(taken.begin(), taken.end());
                std::sort(on_loose.begin(), on_loose.end());
                if (!taken.empty()) {
                    candidates.push_back(Capture{card, taken});
                }
                if (chosen < (1U << loose)) {
                    candidates.push_back(Build{card, card.rank + sum_of(on_loose), on_loose, {}});
                }
            }
            for (const TableBuild& build : table.builds) {
                std::vector<Card> onto = build.cards();
                std::sort(onto.begin(), onto.end());
                candidates.push_back(Build{card, build.value() + card.rank, {}, onto});
            }
            candidates.push_back(Trail{card});
        }
        std::vector<Action> accepted;
        for (const Action& action : candidates) {
            if (why_illegal(state, action).empty()) {
                accepted.push_back(action);
            }
        }
        const auto listed = legal_moves(state);
        CHECK(listed.size() == accepted.size());
        for (const Action& action : listed) {
            CHECK(std::count(listed.begin(), listed.end(), action) == 1);
            CHECK(std::find(accepted.begin(), accepted.end(), action) != accepted.end());
        }
        CHECK_FALSE(listed.empty()); // a player with cards always has a move
        ++positions;
        moves += static_cast<int>(listed.size());
    }
    CHECK(positions == 1500);
    CHECK(moves > positions);
}

TEST_CASE("docs/casino.md's ace in the enumeration: a loose ace counts 1 in a played ace's set") {
    // The two tables: the most a played ace takes.
    CHECK(most_captured(card("SA"), table("HA C9 D4")) == cards("HA D4 C9"));
    CHECK(most_captured(card("SA"), table("C6 C9 CX DA CJ H6 CQ DX S7")) == cards("DA C6 S7"));
    CHECK(largest_captures(card("SA"), table("HA C9 D4")) ==
          std::vector<std::vector<Card>>{cards("HA D4 C9")});
    // Two loose aces: each may serve its own set, or none; each capture listed once.
    const auto choices = capture_choices(card("SA"), table("HA DA C9 D4"));
    CHECK(choices == std::vector<std::vector<Card>>{cards("DA HA"), cards("DA HA D4 C9")});
    CHECK(splits_into_sets(cards("C9 D4"), 14, cards("HA DA")));
    CHECK_FALSE(splits_into_sets(cards("C9 D4"), 14));
    CHECK_FALSE(splits_into_sets(cards("C9 D4 S6 H7"), 14, cards("HA")));
}

TEST_CASE("the largest table a game can have (16 loose cards) is enumerated at once") {
    const Table big = table("SA HA DA CA S2 S3 S4 S5 S6 S7 S8 S9 SX SJ SQ SK");
    const auto choices = capture_choices(card("HK"), big);
    CHECK(!choices.empty());
    const auto best = most_captured(card("HK"), big);
    CHECK(best.size() == 15); // SK, then A+Q, A+J, A+... : every card but one
    CHECK(splits_into_sets(cards("S4 S5 H9"), 9));
    CHECK_FALSE(splits_into_sets(cards("S4 S6 H9"), 9));
}
