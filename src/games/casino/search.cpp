// The look-ahead: moves and play on bit sets, and a depth-first alpha-beta search deepened one
// move at a time while the node budget lasts.

#include "search.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace parlor::casino::detail {

namespace {

constexpr CardSet one = 1;

constexpr CardSet rank_mask(int rank) {
    return CardSet{0xF} << ((rank - 1) * suits_in_deck);
}

// The cards of ranks below `value` (aces 1).
constexpr CardSet below(int value) {
    return (one << ((value - 1) * suits_in_deck)) - 1;
}

constexpr CardSet spades_mask() {
    CardSet mask = 0;
    for (int rank = 1; rank <= 13; ++rank) {
        mask |= one << ((rank - 1) * suits_in_deck);
    }
    return mask;
}
constexpr CardSet spades = spades_mask();
constexpr CardSet aces = rank_mask(1);
constexpr CardSet big_casino = one << card_id(Card::of(10, Suit::Diamonds));
constexpr CardSet little_casino = one << card_id(Card::of(2, Suit::Spades));

constexpr int rank_of(int id) {
    return id / suits_in_deck + 1;
}
constexpr int capture_value_of(int id) {
    return rank_of(id) == 1 ? highest_value : rank_of(id);
}
// The cards that capture something worth `value`.
constexpr CardSet worth_mask(int value) {
    return value == highest_value ? aces : (value >= 2 && value <= 13 ? rank_mask(value) : 0);
}

int count(CardSet set) {
    return std::popcount(set);
}

int points_in(CardSet set) {
    return count(set & aces) + ((set & big_casino) ? 2 : 0) + ((set & little_casino) ? 1 : 0);
}

void add_to_pile(PileTally& pile, CardSet cards) {
    pile.cards += count(cards);
    pile.spades += count(cards & spades);
    pile.points += points_in(cards);
}

// The ranks present (bit r) among the cards.
unsigned ranks_in(CardSet set) {
    unsigned ranks = 0;
    for (int rank = 1; rank <= 13; ++rank) {
        if (set & rank_mask(rank)) {
            ranks |= 1U << rank;
        }
    }
    return ranks;
}

std::vector<int> ids_of(CardSet set) {
    std::vector<int> ids;
    while (set != 0) {
        ids.push_back(std::countr_zero(set));
        set &= set - 1;
    }
    return ids;
}

double erf_chance(double lead, double spread) {
    return std::erf(lead / (spread * std::sqrt(2.0)));
}

// How sure a lead is to hold: +1 for a lead that cannot be caught, -1 for a deficit.
double majority(double lead, double open) {
    return erf_chance(lead, std::sqrt(2.0 * open + 1.0));
}

// The loose cards each largest capture takes: a maximal union of sets with the cards of the
// played rank. Under a played ace two unions may differ only by a loose ace, taken either way;
// such a capture is listed once, and one contained in another is dropped.
std::vector<CardSet> capture_takes(const std::vector<CardSet>& unions, CardSet mandatory) {
    std::vector<CardSet> takes;
    CardSet used = 0; // the cards some union holds
    for (const CardSet sets : unions) {
        takes.push_back(sets | mandatory);
        used |= sets;
    }
    if ((used & mandatory) == 0) {
        return takes; // the same cards added to maximal unions apart from them: still maximal
    }
    std::sort(takes.begin(), takes.end());
    takes.erase(std::unique(takes.begin(), takes.end()), takes.end());
    std::vector<CardSet> largest;
    for (const CardSet t : takes) {
        const bool contained = std::any_of(takes.begin(), takes.end(), [t](CardSet other) {
            return other != t && (other & t) == t;
        });
        if (!contained) {
            largest.push_back(t);
        }
    }
    return largest;
}

void remove_build(Position& position, int index) {
    for (int i = index; i + 1 < position.build_count; ++i) {
        position.builds[static_cast<std::size_t>(i)] =
            position.builds[static_cast<std::size_t>(i + 1)];
    }
    --position.build_count;
}

// The exact difference of the round's points for `seat` once the last cards are played: the
// last capturer takes what remains.
double round_result(const Position& position, int seat) {
    std::array<PileTally, 2> piles = position.piles;
    if (position.last_capturer >= 0) {
        CardSet left = position.loose;
        for (int i = 0; i < position.build_count; ++i) {
            left |= position.builds[static_cast<std::size_t>(i)].cards;
        }
        add_to_pile(piles[static_cast<std::size_t>(position.last_capturer)], left);
    }
    const PileTally& me = piles[static_cast<std::size_t>(seat)];
    const PileTally& them = piles[static_cast<std::size_t>(1 - seat)];
    const auto sign = [](int a, int b) { return a > b ? 1 : (a < b ? -1 : 0); };
    return me.points - them.points + most_cards_points * sign(me.cards, them.cards) +
           most_spades_points * sign(me.spades, them.spades);
}

} // namespace

bool make_position(Position& position, const std::array<std::vector<Card>, 2>& hands,
                   const Table& table, const std::array<std::vector<Card>, 2>& piles,
                   const std::vector<Card>& deck, std::optional<Seat> last_capturer, Seat turn) {
    if (table.builds.size() > static_cast<std::size_t>(max_table_builds)) {
        return false;
    }
    position = Position{};
    for (std::size_t s = 0; s < 2; ++s) {
        position.hands[s] = set_of(hands[s]);
        add_to_pile(position.piles[s], set_of(piles[s]));
    }
    position.loose = set_of(table.loose);
    for (const TableBuild& build : table.builds) {
        position.builds[static_cast<std::size_t>(position.build_count++)] =
            SearchBuild{build.set(), static_cast<std::int8_t>(build.value()),
                        static_cast<std::int8_t>(index(build.owner)), build.multiple()};
    }
    position.deck = set_of(deck);
    position.last_capturer = last_capturer ? index(*last_capturer) : -1;
    position.turn = index(turn);
    return true;
}

Action to_action(const Position& position, const SearchMove& move) {
    const Card card = card_from_id(move.card);
    switch (move.kind) {
    case MoveKind::Capture: {
        CardSet taken = move.loose;
        for (int i = 0; i < position.build_count; ++i) {
            if (move.builds & (1U << i)) {
                taken |= position.builds[static_cast<std::size_t>(i)].cards;
            }
        }
        return Capture{card, cards_of(taken)};
    }
    case MoveKind::Build:
        if (move.target >= 0) {
            return Build{card,
                         move.value,
                         {},
                         cards_of(position.builds[static_cast<std::size_t>(move.target)].cards)};
        }
        return Build{card, move.value, cards_of(move.loose), {}};
    case MoveKind::Trail:
        break;
    }
    return Trail{card};
}

bool from_action(const Position& position, const Action& action, SearchMove& move) {
    const std::optional<Card> card = card_of(action);
    if (!card) {
        return false;
    }
    move = SearchMove{};
    move.card = static_cast<std::int8_t>(card_id(*card));
    if (const auto* capture = std::get_if<Capture>(&action)) {
        const CardSet taken = set_of(capture->taken);
        move.kind = MoveKind::Capture;
        move.loose = taken & position.loose;
        for (int i = 0; i < position.build_count; ++i) {
            const CardSet build = position.builds[static_cast<std::size_t>(i)].cards;
            if ((build & taken) == build) {
                move.builds = static_cast<std::uint16_t>(move.builds | (1U << i));
            }
        }
        return true;
    }
    if (const auto* build = std::get_if<Build>(&action)) {
        move.kind = MoveKind::Build;
        move.value = static_cast<std::int8_t>(build->value);
        move.loose = set_of(build->loose);
        if (!build->onto.empty()) {
            const CardSet onto = set_of(build->onto);
            for (int i = 0; i < position.build_count; ++i) {
                if (position.builds[static_cast<std::size_t>(i)].cards == onto) {
                    move.target = static_cast<std::int8_t>(i);
                }
            }
        }
        return true;
    }
    move.kind = MoveKind::Trail;
    return true;
}

const std::vector<CardSet>& Searcher::maximal_unions(CardSet candidates, int value) {
    const std::uint64_t key = candidates | (static_cast<std::uint64_t>(value) << 56);
    if (const auto found = unions_.find(key); found != unions_.end()) {
        return found->second;
    }
    const std::vector<int> ids = ids_of(candidates);
    const std::size_t n = ids.size();
    // The sets summing to `value`, by their lowest card.
    std::vector<std::vector<CardSet>> sets(n);
    const auto extend = [&](auto&& self, std::size_t lowest, std::size_t from, CardSet set,
                            int sum) -> void {
        if (sum == value) {
            sets[lowest].push_back(set);
            return;
        }
        for (std::size_t i = from; i < n; ++i) {
            const int v = rank_of(ids[i]);
            if (sum + v > value) {
                break; // ids ascend by rank
            }
            self(self, lowest, i + 1, set | (one << ids[i]), sum + v);
        }
    };
    for (std::size_t i = 0; i < n; ++i) {
        extend(extend, i, i + 1, one << ids[i], rank_of(ids[i]));
    }
    std::vector<CardSet> unions;
    const auto decide = [&](auto&& self, std::size_t next, CardSet decided, CardSet taken) -> void {
        while (next < n && (decided & (one << ids[next]))) {
            ++next;
        }
        if (next == n) {
            unions.push_back(taken);
            return;
        }
        self(self, next + 1, decided | (one << ids[next]), taken);
        for (const CardSet set : sets[next]) {
            if ((set & decided) == 0) {
                self(self, next + 1, decided | set, taken | set);
            }
        }
    };
    decide(decide, 0, 0, 0);
    std::sort(unions.begin(), unions.end());
    unions.erase(std::unique(unions.begin(), unions.end()), unions.end());
    std::vector<CardSet> maximal;
    for (const CardSet u : unions) {
        const bool contained = std::any_of(unions.begin(), unions.end(), [u](CardSet other) {
            return other != u && (other & u) == u;
        });
        if (!contained) {
            maximal.push_back(u);
        }
    }
    return unions_.emplace(key, std::move(maximal)).first->second;
}

const std::vector<CardSet>& Searcher::subsets_summing(CardSet loose, int sum) {
    const std::uint64_t key = loose | (static_cast<std::uint64_t>(sum) << 56);
    if (const auto found = subsets_.find(key); found != subsets_.end()) {
        return found->second;
    }
    const std::vector<int> ids = ids_of(loose & below(sum + 1));
    std::vector<CardSet> subsets;
    const auto choose = [&](auto&& self, std::size_t from, CardSet set, int total) -> void {
        if (total == sum) {
            subsets.push_back(set);
            return;
        }
        for (std::size_t i = from; i < ids.size(); ++i) {
            const int v = rank_of(ids[i]);
            if (total + v > sum) {
                break;
            }
            self(self, i + 1, set | (one << ids[i]), total + v);
        }
    };
    choose(choose, 0, 0, 0);
    return subsets_.emplace(key, std::move(subsets)).first->second;
}

int Searcher::moves(const Position& p, SearchMove* out) {
    const int me = p.turn;
    const CardSet hand = p.hands[static_cast<std::size_t>(me)];
    int n = 0;
    std::array<int, max_search_moves> order{};
    const auto add = [&](const SearchMove& move, int priority) {
        if (n < max_search_moves) {
            order[static_cast<std::size_t>(n)] = priority;
            out[n++] = move;
        }
    };
    bool owns = false;
    std::uint32_t own_values = 0; // bit v: I own a build of value v
    for (int i = 0; i < p.build_count; ++i) {
        const SearchBuild& b = p.builds[static_cast<std::size_t>(i)];
        if (b.owner == me) {
            owns = true;
            own_values |= 1U << b.value;
        }
    }
    for (const int id : ids_of(hand)) {
        const CardSet card = one << id;
        const int rank = rank_of(id);
        const int value = capture_value_of(id);
        const CardSet others = hand & ~card;
        // Captures, each taking as much as it can. The cards below the value may go into sets:
        // for a played ace (14) that includes the loose aces, which it takes by rank anyway and
        // which may also count 1 in a set (docs/casino.md: "The ace, 1 and 14 in the same action").
        const CardSet mandatory = p.loose & rank_mask(rank);
        const CardSet candidates = p.loose & below(value);
        std::uint16_t builds = 0;
        for (int i = 0; i < p.build_count; ++i) {
            if (p.builds[static_cast<std::size_t>(i)].value == value) {
                builds = static_cast<std::uint16_t>(builds | (1U << i));
            }
        }
        const std::vector<CardSet> takes =
            capture_takes(maximal_unions(candidates, value), mandatory);
        for (const CardSet loose : takes) {
            if (loose == 0 && builds == 0) {
                continue;
            }
            SearchMove move{MoveKind::Capture, static_cast<std::int8_t>(id), 0, -1, builds, loose};
            add(move,
                1000 + 10 * points_in(loose | card) + count(loose) + 2 * std::popcount(builds));
        }
        // Builds, unless the card is the last one worth the player's own build of its value.
        if ((own_values & (1U << value)) && (others & worth_mask(value)) == 0) {
            continue;
        }
        for (int target = 2; target <= highest_value; ++target) {
            if ((others & worth_mask(target)) == 0 || target < rank) {
                continue;
            }
            const int need = target - rank;
            if (need == 0) {
                if (own_values & (1U << target)) {
                    add(SearchMove{MoveKind::Build, static_cast<std::int8_t>(id),
                                   static_cast<std::int8_t>(target), -1, 0, 0},
                        500);
                }
                continue;
            }
            for (const CardSet loose : subsets_summing(p.loose, need)) {
                add(SearchMove{MoveKind::Build, static_cast<std::int8_t>(id),
                               static_cast<std::int8_t>(target), -1, 0, loose},
                    500 + count(loose));
            }
        }
        for (int i = 0; i < p.build_count; ++i) {
            const SearchBuild& b = p.builds[static_cast<std::size_t>(i)];
            const int target = b.value + rank;
            if (b.owner != me && !b.multiple && target <= highest_value &&
                (others & worth_mask(target)) != 0) {
                add(SearchMove{MoveKind::Build, static_cast<std::int8_t>(id),
                               static_cast<std::int8_t>(target), static_cast<std::int8_t>(i), 0, 0},
                    600);
            }
        }
    }
    const bool matches = (ranks_in(hand) & ranks_in(p.loose)) != 0;
    if ((!owns && !matches) || n == 0) {
        for (const int id : ids_of(hand)) {
            // Low cards first: they give away the least.
            add(SearchMove{MoveKind::Trail, static_cast<std::int8_t>(id), 0, -1, 0, 0},
                100 - rank_of(id) - 3 * points_in(one << id));
        }
    }
    // The likeliest best moves first, so the search cuts off early.
    for (int i = 1; i < n; ++i) {
        for (int j = i;
             j > 0 && order[static_cast<std::size_t>(j)] > order[static_cast<std::size_t>(j - 1)];
             --j) {
            std::swap(order[static_cast<std::size_t>(j)], order[static_cast<std::size_t>(j - 1)]);
            std::swap(out[j], out[j - 1]);
        }
    }
    return n;
}

Position Searcher::play(const Position& p, const SearchMove& move) {
    Position q = p;
    const int me = q.turn;
    const CardSet card = one << move.card;
    q.hands[static_cast<std::size_t>(me)] &= ~card;
    switch (move.kind) {
    case MoveKind::Capture: {
        CardSet taken = card | move.loose;
        q.loose &= ~move.loose;
        for (int i = q.build_count - 1; i >= 0; --i) {
            if (move.builds & (1U << i)) {
                taken |= q.builds[static_cast<std::size_t>(i)].cards;
                remove_build(q, i);
            }
        }
        add_to_pile(q.piles[static_cast<std::size_t>(me)], taken);
        q.last_capturer = me;
        break;
    }
    case MoveKind::Build: {
        int placed = -1;
        if (move.target >= 0) {
            SearchBuild& b = q.builds[static_cast<std::size_t>(move.target)];
            b.cards |= card;
            b.value = move.value;
            b.owner = static_cast<std::int8_t>(me);
            placed = move.target;
        } else {
            q.loose &= ~move.loose;
            if (q.build_count < max_search_builds) {
                q.builds[static_cast<std::size_t>(q.build_count)] =
                    SearchBuild{card | move.loose, move.value, static_cast<std::int8_t>(me), false};
                placed = q.build_count++;
            }
        }
        // Two builds of one owner and value are one multiple build.
        for (int i = 0; i < q.build_count && placed >= 0; ++i) {
            SearchBuild& b = q.builds[static_cast<std::size_t>(i)];
            if (i != placed && b.owner == me && b.value == move.value) {
                b.cards |= q.builds[static_cast<std::size_t>(placed)].cards;
                b.multiple = true;
                remove_build(q, placed);
                break;
            }
        }
        break;
    }
    case MoveKind::Trail:
        q.loose |= card;
        break;
    }
    const int next = 1 - me;
    q.turn = q.hands[static_cast<std::size_t>(next)] != 0 ? next : me;
    return q;
}

double Searcher::evaluate(const Position& p, int seat) {
    std::array<double, 2> cards{};
    std::array<double, 2> spade_count{};
    std::array<double, 2> points{};
    for (std::size_t s = 0; s < 2; ++s) {
        cards[s] = p.piles[s].cards;
        spade_count[s] = p.piles[s].spades;
        points[s] = p.piles[s].points;
    }
    // A build is mostly its owner's: the owner holds the card to take it.
    constexpr double owner_share = 0.75;
    double open_cards = 0;
    double open_spades = 0;
    for (int i = 0; i < p.build_count; ++i) {
        const SearchBuild& b = p.builds[static_cast<std::size_t>(i)];
        const auto o = static_cast<std::size_t>(b.owner);
        const double n = count(b.cards);
        const double s = count(b.cards & spades);
        const double pts = points_in(b.cards);
        cards[o] += owner_share * n;
        cards[1 - o] += (1 - owner_share) * n;
        spade_count[o] += owner_share * s;
        spade_count[1 - o] += (1 - owner_share) * s;
        points[o] += owner_share * pts;
        points[1 - o] += (1 - owner_share) * pts;
        open_cards += 0.5 * n;
        open_spades += 0.5 * s;
    }
    // Everything else may still go either way.
    const CardSet rest = p.hands[0] | p.hands[1] | p.loose | p.deck;
    open_cards += count(rest);
    open_spades += count(rest & spades);
    const auto me = static_cast<std::size_t>(seat);
    const auto them = 1 - me;
    return points[me] - points[them] +
           most_cards_points * majority(cards[me] - cards[them], open_cards) +
           most_spades_points * majority(spade_count[me] - spade_count[them], open_spades);
}

double Searcher::search(const Position& p, int depth, double alpha, double beta) {
    ++nodes_;
    if (p.deal_over()) {
        return p.deck == 0 ? round_result(p, p.turn) : evaluate(p, p.turn);
    }
    if (depth == 0) {
        return evaluate(p, p.turn);
    }
    if (nodes_ > limit_) {
        out_of_nodes_ = true;
        return evaluate(p, p.turn);
    }
    std::array<SearchMove, max_search_moves> list;
    const int n = moves(p, list.data());
    double best = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < n; ++i) {
        const Position q = play(p, list[static_cast<std::size_t>(i)]);
        const double value = q.turn == p.turn ? search(q, depth - 1, alpha, beta)
                                              : -search(q, depth - 1, -beta, -alpha);
        best = std::max(best, value);
        alpha = std::max(alpha, value);
        if (alpha >= beta) {
            break;
        }
    }
    return best;
}

std::vector<double> Searcher::root_values(const Position& position, const SearchMove* root,
                                          int count_moves, long nodes) {
    const double infinity = std::numeric_limits<double>::infinity();
    const int plies = count(position.hands[0]) + count(position.hands[1]);
    const long start = nodes_;
    std::vector<double> values(static_cast<std::size_t>(count_moves), 0.0);
    for (int depth = 1; depth <= plies; ++depth) {
        // The first depth always completes; a deeper one only counts if it fits the budget.
        limit_ = depth == 1 ? std::numeric_limits<long>::max() : start + nodes;
        out_of_nodes_ = false;
        std::vector<double> deeper(values.size());
        for (int i = 0; i < count_moves; ++i) {
            const Position q = play(position, root[i]);
            deeper[static_cast<std::size_t>(i)] = q.turn == position.turn
                                                      ? search(q, depth - 1, -infinity, infinity)
                                                      : -search(q, depth - 1, -infinity, infinity);
        }
        if (out_of_nodes_) {
            break;
        }
        values = std::move(deeper);
    }
    return values;
}

} // namespace parlor::casino::detail
