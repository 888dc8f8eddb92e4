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

// The deck's layout (bits 0..51, card_id) with room for second copies.
CardLayout deck_layout() {
    CardLayout layout;
    layout.second.fill(-1);
    for (int id = 0; id < deck_size; ++id) {
        const Card card = card_from_id(id);
        layout.card[static_cast<std::size_t>(id)] = card;
        layout.rank[static_cast<std::size_t>(id)] = static_cast<std::int8_t>(card.rank);
        layout.first[static_cast<std::size_t>(id)] = static_cast<std::int8_t>(id);
    }
    return layout;
}

// Adds the card of bit `id` to the layout's masks.
void add_to_masks(CardLayout& layout, int id) {
    const Card card = layout.card[static_cast<std::size_t>(id)];
    const CardSet bit = one << id;
    layout.of_rank[card.rank] |= bit;
    for (int value = card.rank + 1; value < static_cast<int>(layout.below.size()); ++value) {
        layout.below[static_cast<std::size_t>(value)] |= bit;
    }
    layout.spades |= card.suit == Suit::Spades ? bit : 0;
    layout.aces |= card.rank == cards::ace ? bit : 0;
    layout.big_casino |= is_big_casino(card) ? bit : 0;
    layout.little_casino |= is_little_casino(card) ? bit : 0;
}

CardLayout with_masks(CardLayout layout) {
    for (int id = 0; id < deck_size; ++id) {
        add_to_masks(layout, id);
    }
    return layout;
}

int rank_of(const CardLayout& layout, int id) {
    return layout.rank[static_cast<std::size_t>(id)];
}
int capture_value_of(const CardLayout& layout, int id) {
    return rank_of(layout, id) == 1 ? highest_value : rank_of(layout, id);
}
// The cards that capture something worth `value`.
CardSet worth_mask(const CardLayout& layout, int value) {
    return value == highest_value ? layout.aces
                                  : (value >= 2 && value <= 13 ? layout.of_rank[value] : 0);
}

int count(CardSet set) {
    return std::popcount(set);
}

// Each copy counts (a file may hold the 10 of diamonds twice: two big casinos).
int points_in(const CardLayout& layout, CardSet set) {
    return count(set & layout.aces) + 2 * count(set & layout.big_casino) +
           count(set & layout.little_casino);
}

void add_to_pile(const CardLayout& layout, PileTally& pile, CardSet cards) {
    pile.cards += count(cards);
    pile.spades += count(cards & layout.spades);
    pile.points += points_in(layout, cards);
}

// The ranks present (bit r) among the cards.
unsigned ranks_in(const CardLayout& layout, CardSet set) {
    unsigned ranks = 0;
    for (int rank = 1; rank <= 13; ++rank) {
        if (set & layout.of_rank[rank]) {
            ranks |= 1U << rank;
        }
    }
    return ranks;
}

// The ids of the set by rank (then id): the enumerations stop at the first card too high.
std::vector<int> ids_of(const CardLayout& layout, CardSet set) {
    std::vector<int> ids;
    const bool copies = (set & layout.seconds) != 0;
    while (set != 0) {
        ids.push_back(std::countr_zero(set));
        set &= set - 1;
    }
    if (copies) {
        std::stable_sort(ids.begin(), ids.end(),
                         [&](int a, int b) { return rank_of(layout, a) < rank_of(layout, b); });
    }
    return ids;
}

// False for a choice among `pool` that takes a second copy while leaving its first in the pool:
// the same cards as the choice taking the first, listed once.
bool canonical(const CardLayout& layout, CardSet chosen, CardSet pool) {
    for (CardSet seconds = chosen & layout.seconds; seconds != 0; seconds &= seconds - 1) {
        const int first = layout.first[static_cast<std::size_t>(std::countr_zero(seconds))];
        if ((pool & (one << first)) != 0 && (chosen & (one << first)) == 0) {
            return false;
        }
    }
    return true;
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
        add_to_pile(*position.layout, piles[static_cast<std::size_t>(position.last_capturer)],
                    left);
    }
    const PileTally& me = piles[static_cast<std::size_t>(seat)];
    const PileTally& them = piles[static_cast<std::size_t>(1 - seat)];
    const auto sign = [](int a, int b) { return a > b ? 1 : (a < b ? -1 : 0); };
    return me.points - them.points + most_cards_points * sign(me.cards, them.cards) +
           most_spades_points * sign(me.spades, them.spades);
}

} // namespace

const CardLayout& standard_layout() {
    static const CardLayout layout = with_masks(deck_layout());
    return layout;
}

bool make_layout(CardLayout& layout, const std::vector<Card>& twice) {
    layout = standard_layout();
    int next = first_second_copy;
    for (const Card card : twice) {
        const int first = card_id(card);
        if (layout.second[static_cast<std::size_t>(first)] >= 0) {
            continue;
        }
        if (next >= search_ids) {
            return false;
        }
        layout.card[static_cast<std::size_t>(next)] = card;
        layout.rank[static_cast<std::size_t>(next)] = static_cast<std::int8_t>(card.rank);
        layout.first[static_cast<std::size_t>(next)] = static_cast<std::int8_t>(first);
        layout.second[static_cast<std::size_t>(first)] = static_cast<std::int8_t>(next);
        layout.seconds |= one << next;
        add_to_masks(layout, next);
        ++next;
    }
    return true;
}

std::vector<Card> CardLayout::cards_in(CardSet set) const {
    std::vector<Card> out;
    const bool copies = (set & seconds) != 0;
    for (; set != 0; set &= set - 1) {
        out.push_back(card[static_cast<std::size_t>(std::countr_zero(set))]);
    }
    if (copies) {
        std::sort(out.begin(), out.end());
    }
    return out;
}

bool make_position(Position& position, const std::array<std::vector<Card>, 2>& hands,
                   const Table& table, const std::array<std::vector<Card>, 2>& piles,
                   const std::vector<Card>& deck, std::optional<Seat> last_capturer, Seat turn,
                   const CardLayout& layout) {
    if (table.builds.size() > static_cast<std::size_t>(max_table_builds)) {
        return false;
    }
    position = Position{};
    position.layout = &layout;
    // Each card's bit: its first copy's, or for a card met again its second copy's.
    CardSet used = 0;
    bool fits = true;
    const auto set_of_copies = [&](const std::vector<Card>& cards) {
        CardSet set = 0;
        for (const Card card : cards) {
            int id = card_id(card);
            if (used & (one << id)) {
                id = layout.second[static_cast<std::size_t>(id)];
                if (id < 0 || (used & (one << id))) {
                    fits = false;
                    continue;
                }
            }
            used |= one << id;
            set |= one << id;
        }
        return set;
    };
    for (const TableBuild& build : table.builds) {
        position.builds[static_cast<std::size_t>(position.build_count++)] =
            SearchBuild{set_of_copies(build.cards()), static_cast<std::int8_t>(build.value()),
                        static_cast<std::int8_t>(index(build.owner)), build.multiple()};
    }
    position.loose = set_of_copies(table.loose);
    const auto mover = static_cast<std::size_t>(index(turn));
    position.hands[mover] = set_of_copies(hands[mover]);
    position.hands[1 - mover] = set_of_copies(hands[1 - mover]);
    position.deck = set_of_copies(deck);
    for (std::size_t s = 0; s < 2; ++s) {
        // Only counted: a pile's cards need no bits of their own.
        for (const Card card : piles[s]) {
            position.piles[s].cards += 1;
            position.piles[s].spades += card.suit == Suit::Spades ? 1 : 0;
            position.piles[s].points += card_points(card);
        }
    }
    position.last_capturer = last_capturer ? index(*last_capturer) : -1;
    position.turn = index(turn);
    return fits;
}

Action to_action(const Position& position, const SearchMove& move) {
    const CardLayout& layout = *position.layout;
    const Card card = layout.card[static_cast<std::size_t>(move.card)];
    switch (move.kind) {
    case MoveKind::Capture: {
        CardSet taken = move.loose;
        for (int i = 0; i < position.build_count; ++i) {
            if (move.builds & (1U << i)) {
                taken |= position.builds[static_cast<std::size_t>(i)].cards;
            }
        }
        return Capture{card, layout.cards_in(taken)};
    }
    case MoveKind::Build:
        if (move.target >= 0) {
            return Build{
                card,
                move.value,
                {},
                layout.cards_in(position.builds[static_cast<std::size_t>(move.target)].cards)};
        }
        return Build{card, move.value, layout.cards_in(move.loose), {}};
    case MoveKind::Trail:
        break;
    }
    return Trail{card};
}

namespace {

// The bits of `cards` among `within`, copy by copy (a card named twice takes both copies).
CardSet bits_of(const CardLayout& layout, const std::vector<Card>& cards, CardSet within) {
    CardSet set = 0;
    for (const Card card : cards) {
        const int first = card_id(card);
        const int second = layout.second[static_cast<std::size_t>(first)];
        if ((within & ~set & (one << first)) != 0) {
            set |= one << first;
        } else if (second >= 0 && (within & ~set & (one << second)) != 0) {
            set |= one << second;
        }
    }
    return set;
}

} // namespace

bool from_action(const Position& position, const Action& action, SearchMove& move) {
    const std::optional<Card> card = card_of(action);
    if (!card) {
        return false;
    }
    const CardLayout& layout = *position.layout;
    move = SearchMove{};
    // The copy in the mover's hand (the first, unless only the second is there).
    const CardSet in_hand =
        bits_of(layout, {*card}, position.hands[static_cast<std::size_t>(position.turn)]);
    move.card = static_cast<std::int8_t>(in_hand != 0 ? std::countr_zero(in_hand) : card_id(*card));
    if (const auto* capture = std::get_if<Capture>(&action)) {
        // As the rules read it (split_capture): whole builds first, then loose cards.
        std::vector<Card> left = capture->taken;
        move.kind = MoveKind::Capture;
        for (int i = 0; i < position.build_count; ++i) {
            std::vector<Card> rest = left;
            bool whole = true;
            for (const Card c :
                 layout.cards_in(position.builds[static_cast<std::size_t>(i)].cards)) {
                const auto at = std::find(rest.begin(), rest.end(), c);
                whole = whole && at != rest.end();
                if (at != rest.end()) {
                    rest.erase(at);
                }
            }
            if (whole) {
                move.builds = static_cast<std::uint16_t>(move.builds | (1U << i));
                left = std::move(rest);
            }
        }
        move.loose = bits_of(layout, left, position.loose);
        return true;
    }
    if (const auto* build = std::get_if<Build>(&action)) {
        move.kind = MoveKind::Build;
        move.value = static_cast<std::int8_t>(build->value);
        move.loose = bits_of(layout, build->loose, position.loose);
        if (!build->onto.empty()) {
            std::vector<Card> onto = build->onto;
            std::sort(onto.begin(), onto.end());
            for (int i = 0; i < position.build_count; ++i) {
                if (layout.cards_in(position.builds[static_cast<std::size_t>(i)].cards) == onto) {
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
    auto& cache = unions_[static_cast<std::size_t>(value)];
    if (const auto found = cache.find(candidates); found != cache.end()) {
        return found->second;
    }
    const std::vector<int> ids = ids_of(*layout_, candidates);
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
            const int v = rank_of(*layout_, ids[i]);
            if (sum + v > value) {
                break; // ids ascend by rank
            }
            self(self, lowest, i + 1, set | (one << ids[i]), sum + v);
        }
    };
    for (std::size_t i = 0; i < n; ++i) {
        extend(extend, i, i + 1, one << ids[i], rank_of(*layout_, ids[i]));
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
    return cache.emplace(candidates, std::move(maximal)).first->second;
}

const std::vector<CardSet>& Searcher::subsets_summing(CardSet loose, int sum) {
    auto& cache = subsets_[static_cast<std::size_t>(sum)];
    if (const auto found = cache.find(loose); found != cache.end()) {
        return found->second;
    }
    const std::vector<int> ids =
        ids_of(*layout_, loose & layout_->below[static_cast<std::size_t>(sum + 1)]);
    std::vector<CardSet> subsets;
    const auto choose = [&](auto&& self, std::size_t from, CardSet set, int total) -> void {
        if (total == sum) {
            subsets.push_back(set);
            return;
        }
        for (std::size_t i = from; i < ids.size(); ++i) {
            const int v = rank_of(*layout_, ids[i]);
            if (total + v > sum) {
                break;
            }
            self(self, i + 1, set | (one << ids[i]), total + v);
        }
    };
    choose(choose, 0, 0, 0);
    return cache.emplace(loose, std::move(subsets)).first->second;
}

int Searcher::moves(const Position& p, SearchMove* out) {
    const CardLayout& L = *p.layout;
    layout_ = p.layout;
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
    for (const int id : ids_of(L, hand)) {
        const CardSet card = one << id;
        if ((card & L.seconds) && (hand & (one << L.first[static_cast<std::size_t>(id)]))) {
            continue; // both copies in hand: the first makes the same moves
        }
        const int rank = rank_of(L, id);
        const int value = capture_value_of(L, id);
        const CardSet others = hand & ~card;
        // Captures, each taking as much as it can. The cards below the value may go into sets:
        // for a played ace (14) that includes the loose aces, which it takes by rank anyway and
        // which may also count 1 in a set (docs/casino.md: "The ace, 1 and 14 in the same action").
        const CardSet mandatory = p.loose & L.of_rank[static_cast<std::size_t>(rank)];
        const CardSet candidates = p.loose & L.below[static_cast<std::size_t>(value)];
        std::uint16_t builds = 0;
        for (int i = 0; i < p.build_count; ++i) {
            if (p.builds[static_cast<std::size_t>(i)].value == value) {
                builds = static_cast<std::uint16_t>(builds | (1U << i));
            }
        }
        const std::vector<CardSet> takes =
            capture_takes(maximal_unions(candidates, value), mandatory);
        for (const CardSet loose : takes) {
            if ((loose == 0 && builds == 0) || !canonical(L, loose, p.loose)) {
                continue;
            }
            SearchMove move{MoveKind::Capture, static_cast<std::int8_t>(id), 0, -1, builds, loose};
            add(move,
                1000 + 10 * points_in(L, loose | card) + count(loose) + 2 * std::popcount(builds));
        }
        // Builds, unless the card is the last one worth the player's own build of its value.
        if ((own_values & (1U << value)) && (others & worth_mask(L, value)) == 0) {
            continue;
        }
        for (int target = 2; target <= highest_value; ++target) {
            if ((others & worth_mask(L, target)) == 0 || target < rank) {
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
                if (!canonical(L, loose, p.loose)) {
                    continue;
                }
                add(SearchMove{MoveKind::Build, static_cast<std::int8_t>(id),
                               static_cast<std::int8_t>(target), -1, 0, loose},
                    500 + count(loose));
            }
        }
        for (int i = 0; i < p.build_count; ++i) {
            const SearchBuild& b = p.builds[static_cast<std::size_t>(i)];
            const int target = b.value + rank;
            if (b.owner != me && !b.multiple && target <= highest_value &&
                (others & worth_mask(L, target)) != 0) {
                add(SearchMove{MoveKind::Build, static_cast<std::int8_t>(id),
                               static_cast<std::int8_t>(target), static_cast<std::int8_t>(i), 0, 0},
                    600);
            }
        }
    }
    const bool matches = (ranks_in(L, hand) & ranks_in(L, p.loose)) != 0;
    if ((!owns && !matches) || n == 0) {
        for (const int id : ids_of(L, hand)) {
            if (((one << id) & L.seconds) &&
                (hand & (one << L.first[static_cast<std::size_t>(id)]))) {
                continue;
            }
            // Low cards first: they give away the least.
            add(SearchMove{MoveKind::Trail, static_cast<std::int8_t>(id), 0, -1, 0, 0},
                100 - rank_of(L, id) - 3 * points_in(L, one << id));
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
        add_to_pile(*q.layout, q.piles[static_cast<std::size_t>(me)], taken);
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
    const CardLayout& L = *p.layout;
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
        const double s = count(b.cards & L.spades);
        const double pts = points_in(L, b.cards);
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
    open_spades += count(rest & L.spades);
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
