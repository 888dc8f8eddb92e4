#include "endgame_search.hpp"

#include "playout.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace parlor::pinochle::detail {

namespace {

constexpr int infinity = 1 << 20;
constexpr std::size_t table_size = 1U << 16;
// The work of playing one trick out at the horizon, in nodes.
constexpr long playout_cost = 3;

std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// The position's cards, melds and leader, as one number (an order-free sum, so that two equal
// melds of two copies do not cancel out).
std::uint64_t key_of(const Position& p) {
    std::uint64_t key = mix(static_cast<std::uint64_t>(p.leader) + 0x51ED);
    for (std::size_t s = 0; s < 2; ++s) {
        const FastHand& hand = p.hands[s];
        for (std::size_t i = 0; i < hand.count; ++i) {
            key += mix((s * distinct_cards + hand.id[i]) << 10 | hand.kinds_at(i));
        }
        for (std::size_t m = 0; m < hand.meld_count; ++m) {
            std::uint64_t members = 0;
            for (std::size_t i = 0; i < hand.count; ++i) {
                if (hand.bits[i] & (1U << m)) {
                    members |= 1ULL << hand.id[i];
                }
            }
            key += mix(0xABCDULL << 40 | s << 36 | static_cast<std::uint64_t>(hand.kind[m]) << 30 |
                       members);
        }
    }
    return key;
}

int difference(const Position& p, int me) {
    return p.points[static_cast<std::size_t>(me)] - p.points[static_cast<std::size_t>(1 - me)];
}

enum class Bound : std::uint8_t { Exact, Lower, Upper };

struct Entry {
    std::uint64_t key = 0;
    int future = 0; // the value minus the difference already made at the node
    std::int8_t depth = -1;
    Bound bound = Bound::Exact;
    std::uint8_t best = 0;
};

// Moves of a hand in the order worth trying first.
struct MoveList {
    std::array<std::uint8_t, max_held> at{};
    std::array<int, max_held> order{};
    int size = 0;

    void sort() {
        for (int i = 1; i < size; ++i) {
            for (int j = i; j > 0 && order[static_cast<std::size_t>(j)] >
                                         order[static_cast<std::size_t>(j - 1)];
                 --j) {
                std::swap(order[static_cast<std::size_t>(j)],
                          order[static_cast<std::size_t>(j - 1)]);
                std::swap(at[static_cast<std::size_t>(j)], at[static_cast<std::size_t>(j - 1)]);
            }
        }
    }
    void prefer(int position) {
        for (int i = 0; i < size; ++i) {
            if (at[static_cast<std::size_t>(i)] == position) {
                order[static_cast<std::size_t>(i)] = infinity;
            }
        }
    }
};

class Search {
  public:
    Search(int me, long budget) : me_(me), budget_(budget), table_(table_size) {}

    bool aborted() const { return aborted_; }
    long nodes() const { return nodes_; }
    // The first iteration always finishes, so that there is a move to make.
    void start_iteration(bool may_abort) { may_abort_ = may_abort; }

    int lead_node(Position& p, int depth, int alpha, int beta) {
        if (p.round_over()) {
            return difference(p, me_);
        }
        if (depth == 0) {
            // Playing the rest out costs about as much as a few nodes per trick.
            spend(playout_cost * p.hands[static_cast<std::size_t>(p.leader)].count);
            Position rest = p;
            play_out(rest);
            return difference(rest, me_);
        }
        if (count_node()) {
            return 0;
        }
        const int made = difference(p, me_);
        const std::uint64_t key = key_of(p);
        Entry& entry = table_[key & (table_size - 1)];
        int hint = -1;
        if (entry.key == key) {
            hint = entry.best;
            if (entry.depth >= depth) {
                const int value = entry.future + made;
                if (entry.bound == Bound::Exact || (entry.bound == Bound::Lower && value >= beta) ||
                    (entry.bound == Bound::Upper && value <= alpha)) {
                    return value;
                }
            }
        }
        const int leader = p.leader;
        const bool maximising = leader == me_;
        const FastHand& hand = p.hands[static_cast<std::size_t>(leader)];
        MoveList moves;
        moves.size = hand.distinct_plays(moves.at);
        for (int i = 0; i < moves.size; ++i) {
            moves.order[static_cast<std::size_t>(i)] =
                points_of(hand.id[moves.at[static_cast<std::size_t>(i)]]);
        }
        moves.prefer(hint);
        moves.sort();
        int chosen = 0;
        const int best = best_child(
            maximising, moves.size, alpha, beta,
            [&](int i, int a, int b) {
                Position next = p;
                FastHand& hand_next = next.hands[static_cast<std::size_t>(leader)];
                const int at = moves.at[static_cast<std::size_t>(i)];
                const CardIndex lead = hand_next.id[static_cast<std::size_t>(at)];
                hand_next.remove(at);
                return chase_node(next, lead, depth, a, b);
            },
            &chosen);
        if (aborted_) {
            return 0;
        }
        const int best_at = moves.at[static_cast<std::size_t>(chosen)];
        entry.key = key;
        entry.future = best - made;
        entry.depth = static_cast<std::int8_t>(depth);
        entry.best = static_cast<std::uint8_t>(best_at);
        entry.bound = best <= alpha ? Bound::Upper : best >= beta ? Bound::Lower : Bound::Exact;
        return best;
    }

    // The leader's card is out; the follower picks its card.
    int chase_node(Position& p, CardIndex lead, int depth, int alpha, int beta) {
        if (count_node()) {
            return 0;
        }
        const int follower = 1 - p.leader;
        const bool maximising = follower == me_;
        const FastHand& hand = p.hands[static_cast<std::size_t>(follower)];
        MoveList moves;
        moves.size = hand.distinct_plays(moves.at);
        for (int i = 0; i < moves.size; ++i) {
            const CardIndex card = hand.id[moves.at[static_cast<std::size_t>(i)]];
            // Cheap winners first, then the cheapest throws.
            moves.order[static_cast<std::size_t>(i)] =
                beats(lead, card, p.trump) ? 100 - points_of(card) - 3 * rank_of(card)
                                           : -points_of(card) - 3 * rank_of(card);
        }
        moves.sort();
        return best_child(maximising, moves.size, alpha, beta, [&](int i, int a, int b) {
            Position next = p;
            const int winner = next.finish_lead(lead, moves.at[static_cast<std::size_t>(i)]);
            return after_trick(next, winner, depth, a, b);
        });
    }

    // The winner declares one of its legal melds (declaring is never worse than declining: the
    // first meld of any later order can as well be declared now), then leads.
    int after_trick(Position& p, int winner, int depth, int alpha, int beta) {
        std::array<std::uint8_t, 11> melds{};
        const int n = legal_melds(p.hands[static_cast<std::size_t>(winner)], p.trump, melds);
        if (n == 0) {
            p.draw(winner);
            return lead_node(p, depth - 1, alpha, beta);
        }
        return meld_node(p, winner, melds, n, depth, alpha, beta);
    }

    int meld_node(const Position& p, int winner, const std::array<std::uint8_t, 11>& melds, int n,
                  int depth, int alpha, int beta) {
        return best_child(winner == me_, n, alpha, beta, [&](int i, int a, int b) {
            Position next = p;
            next.declare(winner, melds[static_cast<std::size_t>(i)]);
            next.draw(winner);
            return lead_node(next, depth - 1, a, b);
        });
    }

  private:
    // The best value of the `count` children (`child(i, alpha, beta)` searches the i-th), cut off
    // by alpha-beta; `chosen` gets the index of the best.
    template <class Child>
    int best_child(bool maximising, int count, int alpha, int beta, Child&& child,
                   int* chosen = nullptr) {
        int best = maximising ? -infinity : infinity;
        for (int i = 0; i < count; ++i) {
            const int value = child(i, alpha, beta);
            if (aborted_) {
                return 0;
            }
            if (maximising ? value > best : value < best) {
                best = value;
                if (chosen != nullptr) {
                    *chosen = i;
                }
            }
            if (maximising) {
                alpha = std::max(alpha, value);
            } else {
                beta = std::min(beta, value);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    // True when the budget is spent and the search must stop.
    bool count_node() {
        spend(1);
        return aborted_;
    }
    void spend(long work) {
        nodes_ += work;
        if (may_abort_ && nodes_ > budget_) {
            aborted_ = true;
        }
    }

    int me_;
    long budget_;
    long nodes_ = 0;
    bool aborted_ = false;
    bool may_abort_ = false;
    std::vector<Entry> table_;
};

} // namespace

namespace {

// The search of the root `choices`: with `full_window` every choice is searched from -infinity,
// so that each value is exact at the depth reached (not a bound).
std::optional<EndgameResult> search_choices(const Position& position, int me, RootKind kind,
                                            std::optional<CardIndex> lead, std::vector<int> choices,
                                            bool full_window, long node_budget) {
    const FastHand& mine = position.hands[static_cast<std::size_t>(me)];
    if (choices.empty() || (kind == RootKind::Chase && !lead)) {
        return std::nullopt;
    }
    EndgameResult result;
    result.tricks_left = mine.count;
    Search search(me, node_budget);
    std::vector<EndgameMove> finished;
    for (int depth = 1; depth <= result.tricks_left; ++depth) {
        search.start_iteration(depth > 1);
        std::vector<EndgameMove> moves;
        int alpha = -infinity;
        for (const int choice : choices) {
            Position next = position;
            int value;
            if (kind == RootKind::Lead) {
                const CardIndex card =
                    next.hands[static_cast<std::size_t>(me)].id[static_cast<std::size_t>(choice)];
                next.hands[static_cast<std::size_t>(me)].remove(choice);
                value = search.chase_node(next, card, depth, alpha, infinity);
            } else if (kind == RootKind::Chase) {
                const int winner = next.finish_lead(*lead, choice);
                value = search.after_trick(next, winner, depth, alpha, infinity);
            } else {
                if (choice >= 0) {
                    next.declare(me, choice);
                }
                next.draw(me);
                value = search.lead_node(next, depth, alpha, infinity);
            }
            if (search.aborted()) {
                break;
            }
            moves.push_back({choice, value});
            if (!full_window) {
                alpha = std::max(alpha, value);
            }
        }
        if (search.aborted()) {
            break;
        }
        std::stable_sort(
            moves.begin(), moves.end(),
            [](const EndgameMove& a, const EndgameMove& b) { return a.value > b.value; });
        finished = moves;
        result.depth = depth;
        // The next iteration tries the best move first.
        choices.clear();
        for (const EndgameMove& move : moves) {
            choices.push_back(move.choice);
        }
    }
    // Every line plays one trick per level: searched to the last trick, it is exact.
    result.exact = result.depth == result.tricks_left;
    result.moves = finished;
    result.nodes = search.nodes();
    return result;
}

} // namespace

std::optional<EndgameResult> search_endgame(const Position& position, int me, RootKind kind,
                                            std::optional<CardIndex> lead, long node_budget) {
    const FastHand& mine = position.hands[static_cast<std::size_t>(me)];
    std::vector<int> choices;
    if (kind == RootKind::Meld) {
        std::array<std::uint8_t, 11> melds{};
        const int n = legal_melds(mine, position.trump, melds);
        choices.assign(melds.begin(), melds.begin() + n);
    } else {
        std::array<std::uint8_t, max_held> at{};
        const int n = mine.distinct_plays(at);
        choices.assign(at.begin(), at.begin() + n);
    }
    return search_choices(position, me, kind, lead, std::move(choices), false, node_budget);
}

std::optional<EndgameResult> search_endgame_values(const Position& position, int me, RootKind kind,
                                                   std::optional<CardIndex> lead,
                                                   std::vector<int> choices, long node_budget) {
    return search_choices(position, me, kind, lead, std::move(choices), true, node_budget);
}

} // namespace parlor::pinochle::detail
