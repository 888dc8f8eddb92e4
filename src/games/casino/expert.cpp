// The expert: every move it considers scored over sampled positions of the cards it cannot see
// (or over the one position there is once everything is known), by a search to the end of the
// deal, and the best taken.

#include "search.hpp"
#include "strategies.hpp"

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

bool make_world_position(Position& position, const SeatView& view, const World& world) {
    std::array<std::vector<Card>, 2> hands;
    hands[static_cast<std::size_t>(index(view.seat))] = view.hand;
    hands[static_cast<std::size_t>(index(other(view.seat)))] = world.opponent_hand;
    return detail::make_position(position, hands, view.table, view.piles, world.deck,
                                 view.last_capturer, view.seat);
}

// Without a search (a table with more builds than it holds): the legal moves by what they take.
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
        ranking.moves.push_back({action, value});
    }
    std::stable_sort(ranking.moves.begin(), ranking.moves.end(),
                     [](const MoveValue& a, const MoveValue& b) { return a.value > b.value; });
    return ranking;
}

} // namespace

Ranking rank_moves(const SeatView& view, std::uint64_t seed, const SearchBudget& budget) {
    Ranking ranking;
    if (view.phase != Phase::Play || view.turn != view.seat || view.hand.empty()) {
        return ranking;
    }
    Rng rng(seed);
    const std::vector<Card> unseen = view.unseen();
    ranking.exact =
        view.deck_size == 0 && unseen.size() == static_cast<std::size_t>(view.opponent_hand_size);
    const int samples = ranking.exact ? 1 : std::max(1, budget.samples);
    const long nodes = ranking.exact ? budget.exact_nodes : budget.nodes_per_sample;

    Searcher searcher;
    std::array<SearchMove, detail::max_search_moves> root{};
    int count = 0;
    std::vector<double> totals;
    Position first;
    for (int s = 0; s < samples; ++s) {
        const World world = sample_world(view, unseen, rng);
        Position position;
        if (!make_world_position(position, view, world)) {
            return plain_ranking(view);
        }
        if (s == 0) {
            // The root moves depend on the seat's own cards and the table only.
            count = searcher.moves(position, root.data());
            totals.assign(static_cast<std::size_t>(count), 0.0);
            first = position;
        }
        const auto values = searcher.root_values(position, root.data(), count, nodes);
        for (std::size_t i = 0; i < values.size(); ++i) {
            totals[i] += values[i];
        }
    }
    ranking.samples = samples;
    std::vector<std::size_t> order(static_cast<std::size_t>(count));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return totals[a] > totals[b]; });
    for (const std::size_t i : order) {
        ranking.moves.push_back({detail::to_action(first, root[i]), totals[i] / samples});
    }
    return ranking;
}

namespace detail {

namespace {

class ExpertStrategy final : public Strategy {
  public:
    explicit ExpertStrategy(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "expert"; }

    Decision decide(const SeatView& view) override {
        if (view.phase != Phase::Play) {
            return routine_decision(view);
        }
        const Ranking ranking = rank_moves(view, rng_.fork_seed());
        if (ranking.moves.empty()) {
            return routine_decision(view);
        }
        const Action& best = ranking.moves.front().action;
        std::vector<std::string> reasons{move_sentence(view, best, Voice::Computer)};
        if (ranking.moves.size() > 1) {
            reasons.push_back(search_sentence(ranking, Voice::Computer));
        }
        return {best, reasons};
    }

  private:
    Rng rng_;
};

} // namespace

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return std::make_unique<ExpertStrategy>(seed);
}

} // namespace detail

} // namespace parlor::casino
