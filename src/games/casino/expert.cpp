// The expert: every move it considers scored over sampled positions of the cards it cannot see
// (or over the one position there is once everything is known), by a search to the end of the
// deal, and the best taken.

#include "search.hpp"
#include "strategies.hpp"

#include "parlor/cards/paired_samples.hpp"
#include "parlor/cards/seeded_strategy.hpp"

#include <algorithm>
#include <numeric>

namespace parlor::casino {

namespace {

using detail::Position;
using detail::Searcher;
using detail::SearchMove;

// What the seat cannot see, dealt out once: the opponent's hand and the deck.
struct World {
    std::vector<Card> opponent_hand;
    std::vector<Card> deck;
};

bool lacks(RankSet ranks, Card card) {
    return (ranks >> card.rank) & 1U;
}

// A hand for the opponent from the unseen cards, consistent with what the seat has seen: no
// rank it showed it lacks, and a card worth each of its builds (it must keep one). When the
// cards cannot satisfy that (a loaded file), the constraints give way.
World sample_world(const SeatView& view, const std::vector<Card>& unseen, Rng& rng) {
    std::vector<Card> pool = unseen;
    rng.shuffle(pool);
    const auto size = static_cast<std::size_t>(std::max(0, view.opponent_hand_size));
    World world;
    std::vector<bool> used(pool.size(), false);
    const auto take = [&](auto&& fits) {
        for (std::size_t i = 0; i < pool.size() && world.opponent_hand.size() < size; ++i) {
            if (!used[i] && fits(pool[i])) {
                used[i] = true;
                world.opponent_hand.push_back(pool[i]);
                return true;
            }
        }
        return false;
    };
    const Seat opponent = other(view.seat);
    for (const TableBuild& build : view.table.builds) {
        if (build.owner != opponent) {
            continue;
        }
        const bool held = std::any_of(world.opponent_hand.begin(), world.opponent_hand.end(),
                                      [&](Card c) { return worth(c, build.value()); });
        if (!held) {
            take([&](Card c) { return worth(c, build.value()) && !lacks(view.opponent_lacks, c); });
        }
    }
    while (world.opponent_hand.size() < size &&
           take([&](Card c) { return !lacks(view.opponent_lacks, c); })) {
    }
    while (world.opponent_hand.size() < size && take([](Card) { return true; })) {
    }
    for (std::size_t i = 0; i < pool.size(); ++i) {
        if (!used[i] && world.deck.size() < static_cast<std::size_t>(view.deck_size)) {
            world.deck.push_back(pool[i]);
        }
    }
    return world;
}

// The search's bits for the cards: a card the seat sees twice in its hand and on the table (a
// loaded file's second copy, docs/casino.md) gets a bit of its own. The unseen cards are the
// deck's others, so a sample never holds a copy of a card seen.
detail::CardLayout layout_for(const SeatView& view) {
    std::vector<Card> seen = view.hand;
    const std::vector<Card> table = view.table.cards();
    seen.insert(seen.end(), table.begin(), table.end());
    std::vector<Card> twice;
    CardSet once = 0;
    for (const Card card : seen) {
        if (once & card_bit(card)) {
            twice.push_back(card);
        }
        once |= card_bit(card);
    }
    detail::CardLayout layout;
    if (!detail::make_layout(layout, twice)) {
        return detail::standard_layout(); // too many: make_position refuses, a plain ranking
    }
    return layout;
}

bool make_world_position(Position& position, const SeatView& view, const World& world,
                         const detail::CardLayout& layout) {
    std::array<std::vector<Card>, 2> hands;
    hands[static_cast<std::size_t>(index(view.seat))] = view.hand;
    hands[static_cast<std::size_t>(index(other(view.seat)))] = world.opponent_hand;
    return detail::make_position(position, hands, view.table, view.piles, world.deck,
                                 view.last_capturer, view.seat, layout);
}

// Without a search (a table with more builds than it holds, never seen in play): the legal
// moves by what they take now. No sample stands behind it (samples 0, not exact), and the
// expected points stay 0: the words then quote only what the moves take.
Ranking plain_ranking(const SeatView& view) {
    Ranking ranking;
    for (const Action& action : legal_moves(view)) {
        double value = 0;
        if (const auto* capture = std::get_if<Capture>(&action)) {
            value = 1 + static_cast<double>(capture->taken.size());
            for (const Card card : capture->taken) {
                value += 3 * card_points(card);
            }
        }
        ranking.moves.push_back({action, value, move_facts(view, action, 0)});
    }
    std::stable_sort(ranking.moves.begin(), ranking.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
    return ranking;
}

} // namespace

const char* const tie_rule =
    "the tie goes to the move that takes the most points now, then the most cards, then the most "
    "spades; a capture before a build before a trail; a trail that leaves no point card, then "
    "no spade, on the table for the opponent; then the lowest card, then the first the search "
    "lists";

namespace {

// Two standard errors make a lead clear.
constexpr double clear_z = 2.0;
// Rivals this close, noise included, are equal for any purpose: more samples would not part them.
constexpr double negligible = 0.1;

int kind_order(const Action& action) {
    return std::holds_alternative<Capture>(action) ? 0
           : std::holds_alternative<Build>(action) ? 1
                                                   : 2;
}

// What a trail puts within the opponent's reach: its points first, then a spade.
int trail_cost(const Action& action) {
    const auto* trail = std::get_if<Trail>(&action);
    if (trail == nullptr) {
        return 0;
    }
    return 2 * card_points(trail->card) + (trail->card.suit == Suit::Spades ? 1 : 0);
}

// The tie rule: true when `a` goes before `b`.
bool tie_before(const MoveValue& a, const MoveValue& b) {
    if (a.facts.points_taken != b.facts.points_taken) {
        return a.facts.points_taken > b.facts.points_taken;
    }
    if (a.facts.cards_taken != b.facts.cards_taken) {
        return a.facts.cards_taken > b.facts.cards_taken;
    }
    if (a.facts.spades_to_pile != b.facts.spades_to_pile) {
        return a.facts.spades_to_pile > b.facts.spades_to_pile;
    }
    if (kind_order(a.action) != kind_order(b.action)) {
        return kind_order(a.action) < kind_order(b.action);
    }
    // Between two trails, one that leaves a point card or a spade (toward the most spades) on
    // the table for the opponent goes after one that leaves neither.
    if (trail_cost(a.action) != trail_cost(b.action)) {
        return trail_cost(a.action) < trail_cost(b.action);
    }
    const Card ca = *card_of(a.action);
    const Card cb = *card_of(b.action);
    if (ca.rank != cb.rank) {
        return ca.rank < cb.rank;
    }
    return ca < cb;
}

// Nothing more to learn from samples: the lead is clear, or every rival within the noise is as
// good as equal to the best.
bool settled(const cards::PairedComparison& comparison, const std::vector<double>& means,
             const std::vector<std::vector<double>>& values) {
    if (comparison.clear) {
        return true;
    }
    return std::all_of(
        comparison.within_noise.begin(), comparison.within_noise.end(), [&](std::size_t c) {
            return c == comparison.best ||
                   means[comparison.best] - means[c] +
                           clear_z * cards::paired_error(values[comparison.best], values[c]) <
                       negligible;
        });
}

} // namespace

namespace {

// A ranking with what stands behind it: each move's value on each sample, in the ranking's order
// (nothing for a plain ranking).
struct Sampled {
    Ranking ranking;
    std::vector<std::vector<double>> values;
};

Sampled rank_sampled(const SeatView& view, std::uint64_t seed, const SearchBudget& budget) {
    Sampled sampled;
    Ranking& ranking = sampled.ranking;
    if (view.phase != Phase::Play || view.turn != view.seat || view.hand.empty()) {
        return sampled;
    }
    Rng rng(seed);
    const std::vector<Card> unseen = view.unseen();
    ranking.exact =
        view.deck_size == 0 && unseen.size() == static_cast<std::size_t>(view.opponent_hand_size);
    const int first = ranking.exact ? 1 : std::max(1, budget.first_samples);
    const int most = ranking.exact ? 1 : std::max(first, budget.max_samples);
    const long nodes = ranking.exact ? budget.exact_nodes : budget.nodes_per_sample;

    const detail::CardLayout layout = layout_for(view);
    Searcher searcher;
    std::array<SearchMove, detail::max_search_moves> root{};
    int count = 0;
    std::vector<std::vector<double>> values; // [move][sample], every move on the same samples
    Position start;
    cards::PairedComparison comparison;
    std::vector<double> means;
    int samples = 0;
    while (samples < most) {
        const int until =
            samples == 0 ? first : std::min(most, samples + std::max(1, budget.batch));
        for (; samples < until; ++samples) {
            const World world = sample_world(view, unseen, rng);
            Position position;
            if (!make_world_position(position, view, world, layout)) {
                return {plain_ranking(view), {}};
            }
            if (samples == 0) {
                // The root moves depend on the seat's own cards and the table only.
                count = searcher.moves(position, root.data());
                values.assign(static_cast<std::size_t>(count), {});
                start = position;
            }
            const auto sample = searcher.root_values(position, root.data(), count, nodes);
            for (std::size_t i = 0; i < sample.size(); ++i) {
                values[i].push_back(sample[i]);
            }
        }
        if (count == 0) {
            return {plain_ranking(view), {}};
        }
        comparison = cards::compare_paired(values, clear_z);
        means.clear();
        for (const auto& v : values) {
            means.push_back(cards::mean_of(v));
        }
        if (settled(comparison, means, values)) {
            break;
        }
    }
    ranking.samples = samples;

    std::vector<MoveValue> moves;
    for (int i = 0; i < count; ++i) {
        const Action action = detail::to_action(start, root[i]);
        const auto u = static_cast<std::size_t>(i);
        moves.push_back({action, means[u], move_facts(view, action, means[u])});
    }
    // The choice: the best, or by the tie rule among the moves within the noise of it. A move
    // valued above one of those is among them too, even if its own spread is narrower: the
    // rule never prefers a move to a better one left outside.
    double floor = means[comparison.best];
    for (const std::size_t c : comparison.within_noise) {
        floor = std::min(floor, means[c]);
    }
    std::vector<std::size_t> close;
    for (std::size_t c = 0; c < means.size(); ++c) {
        if (means[c] >= floor) {
            close.push_back(c);
        }
    }
    // Moves alike by the rule (one card, the same figures) go in the order the search lists them.
    std::size_t chosen = close.front();
    for (const std::size_t c : close) {
        moves[c].facts.within_noise = close.size() > 1;
        if (tie_before(moves[c], moves[chosen])) {
            chosen = c;
        }
    }
    std::vector<std::size_t> order(moves.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if ((a == chosen) != (b == chosen)) {
            return a == chosen;
        }
        return means[a] > means[b];
    });
    for (const std::size_t i : order) {
        moves[i].spread = ranking.exact ? 0 : cards::paired_error(values[chosen], values[i]);
        ranking.moves.push_back(moves[i]);
        sampled.values.push_back(values[i]);
    }

    cards::Certainty& certainty = ranking.certainty;
    certainty.exact = ranking.exact;
    certainty.samples = ranking.exact ? 0 : samples;
    if (order.size() > 1) {
        const std::size_t next = order[1];
        certainty.lead = means[chosen] - means[next];
        certainty.spread = ranking.exact ? 0 : cards::paired_error(values[chosen], values[next]);
    }
    certainty.close_call = close.size() > 1;
    if (certainty.close_call) {
        certainty.tie_rule = tie_rule;
    }
    return sampled;
}

} // namespace

Ranking rank_moves(const SeatView& view, std::uint64_t seed, const SearchBudget& budget) {
    return rank_sampled(view, seed, budget).ranking;
}

namespace detail {

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return cards::seeded_strategy<SeatView, Action>(
        "expert", seed, [](const SeatView& view, Rng& rng) {
            if (view.phase != Phase::Play) {
                return routine_decision(view);
            }
            return expert_choice(view, rng.fork_seed()).decision;
        });
}

} // namespace detail

ExpertChoice expert_choice(const SeatView& view, std::uint64_t seed, const SearchBudget& budget) {
    ExpertChoice choice;
    if (view.phase != Phase::Play) {
        choice.decision = detail::routine_decision(view);
        choice.record.action = choice.decision.action;
        return choice;
    }
    const Ranking ranking = rank_moves(view, seed, budget);
    if (ranking.moves.empty()) {
        choice.decision = detail::routine_decision(view);
        choice.record.action = choice.decision.action;
        return choice;
    }
    choice.record = record_of(ranking);
    choice.decision = {choice.record.action, detail::computer_reasons(view, choice.record)};
    return choice;
}

Comparison compare_to_advice(const SeatView& view, const Action& played, std::uint64_t seed,
                             const SearchBudget& budget) {
    Comparison comparison;
    if (view.phase != Phase::Play) {
        comparison.advice = advise_with(view, seed, budget);
        return comparison;
    }
    const Sampled sampled = rank_sampled(view, seed, budget);
    const std::vector<MoveValue>& moves = sampled.ranking.moves;
    comparison.advice = detail::advice_of(view, sampled.ranking);
    comparison.exact = sampled.ranking.exact;
    if (moves.empty()) {
        return comparison;
    }
    comparison.chosen = moves.front().value;
    comparison.played = comparison.chosen;
    for (const MoveValue& move : moves) {
        if (move.action == played) {
            comparison.played = move.value;
            comparison.spread = move.spread;
            comparison.within_noise = move.facts.within_noise;
            return comparison;
        }
    }
    comparison.ranked = false;
    if (sampled.values.empty()) {
        return comparison; // a plain ranking lists every legal move: `played` is not one
    }
    // The same positions again (the same seed draws the same worlds, as many as the ranking
    // used), every move the search lists with the played one beside them.
    Rng rng(seed);
    const std::vector<Card> unseen = view.unseen();
    const long nodes = comparison.exact ? budget.exact_nodes : budget.nodes_per_sample;
    const detail::CardLayout layout = layout_for(view);
    Searcher searcher;
    std::array<SearchMove, detail::max_search_moves + 1> root{};
    std::vector<double> chosen_values;
    std::vector<double> played_values;
    for (std::size_t s = 0; s < sampled.values.front().size(); ++s) {
        const World world = sample_world(view, unseen, rng);
        Position position;
        if (!make_world_position(position, view, world, layout)) {
            return comparison;
        }
        const int count = searcher.moves(position, root.data());
        if (!detail::from_action(position, played, root[static_cast<std::size_t>(count)])) {
            return comparison;
        }
        int chosen = -1;
        for (int i = 0; i < count && chosen < 0; ++i) {
            if (detail::to_action(position, root[static_cast<std::size_t>(i)]) ==
                moves.front().action) {
                chosen = i;
            }
        }
        if (chosen < 0) {
            return comparison; // never: the choice is one of the moves the search lists
        }
        const auto values = searcher.root_values(position, root.data(), count + 1, nodes);
        chosen_values.push_back(values[static_cast<std::size_t>(chosen)]);
        played_values.push_back(values[static_cast<std::size_t>(count)]);
    }
    comparison.chosen = cards::mean_of(chosen_values);
    comparison.played = cards::mean_of(played_values);
    comparison.spread = comparison.exact ? 0 : cards::paired_error(chosen_values, played_values);
    // Within the noise as the ranking judges it: no more than two standard errors behind.
    comparison.within_noise = comparison.chosen - comparison.played <= clear_z * comparison.spread;
    return comparison;
}

} // namespace parlor::casino
