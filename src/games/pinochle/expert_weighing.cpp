// The expert's look-ahead: while the stock lasts, each play is played out to the end of the
// round over many guesses at the hidden cards (the same guesses for every play, so that the
// plays are compared on equal terms); once the stock is gone, the endgame search.

#include "endgame_search.hpp"
#include "playout.hpp"
#include "seat_knowledge.hpp"
#include "strategies.hpp"

#include "parlor/cards/paired_samples.hpp"

#include <algorithm>
#include <span>
#include <tuple>

namespace parlor::pinochle::detail {

namespace {

// The budgets count work, never time, so a seed gives the same decision everywhere. The guesses
// come in batches, every play on the same guesses (common random numbers); after each batch the
// plays clearly behind drop out, and the sampling stops once the best one's lead is clear.
constexpr int guesses_per_batch = 16;
constexpr int fewest_guesses = 48;
constexpr int most_guesses = 640;
constexpr int playouts_per_decision = 3200;
constexpr double clear_z = 2.0; // standard errors that make a lead clear
constexpr double drop_z = 3.0;  // standard errors behind the best that drop a play
constexpr long endgame_nodes = 100'000;

int difference(const Position& p, int me) {
    return p.points[static_cast<std::size_t>(me)] - p.points[static_cast<std::size_t>(1 - me)];
}

bool stock_gone(const SeatView& view) {
    return view.stock_size == 0 && !view.trump_card;
}

Weighing from_search(const EndgameResult& result) {
    Weighing weighing;
    weighing.searched = true;
    weighing.exact = result.exact;
    weighing.depth = result.depth;
    weighing.tricks_left = result.tricks_left;
    for (const EndgameMove& move : result.moves) {
        weighing.plays.push_back({static_cast<std::size_t>(move.choice), double(move.value), -1, 0,
                                  !weighing.plays.empty()});
    }
    std::stable_sort(weighing.plays.begin() + (weighing.plays.empty() ? 0 : 1),
                     weighing.plays.end(),
                     [](const WeighedPlay& a, const WeighedPlay& b) { return a.value > b.value; });
    weighing.certainty.exact = result.exact;
    if (weighing.plays.size() > 1) {
        weighing.certainty.lead = weighing.plays[0].value - weighing.plays[1].value;
    }
    return weighing;
}

// The order of the tie rule (play_tie_rule): fewest points, then a plain card before a trump,
// then the suit, then the hand's order.
auto tie_key(const SeatView& view, std::size_t position) {
    const Card card = view.hand.cards[position].card;
    return std::tuple(card_points(card), card.suit == view.trump, static_cast<int>(card.suit),
                      position);
}

// The play at `position` of the hand on one guess, played out to the end of the round: my
// points minus the opponent's from now on; `trick_won` whether it took this trick.
double play_guess(const Position& world, int mine, std::optional<CardIndex> lead,
                  std::size_t position, bool& trick_won) {
    Position p = world;
    const int at = static_cast<int>(position);
    int winner;
    if (lead) {
        winner = p.finish_lead(*lead, at);
    } else {
        FastHand& hand = p.hands[static_cast<std::size_t>(mine)];
        const CardIndex card = hand.id[static_cast<std::size_t>(at)];
        hand.remove(at);
        winner = p.finish_lead(card, choose_chase(p, card));
    }
    trick_won = winner == mine;
    finish_trick(p, winner);
    play_out(p);
    return difference(p, mine);
}

Weighing play_out_guesses(const SeatView& view, const std::vector<std::size_t>& plays,
                          std::uint64_t seed) {
    Weighing weighing;
    const Unseen unseen = unseen_of(view);
    Rng rng(seed);
    std::vector<std::vector<double>> values(plays.size());
    std::vector<int> won(plays.size(), 0);
    std::vector<std::size_t> active(plays.size());
    for (std::size_t k = 0; k < plays.size(); ++k) {
        active[k] = k;
    }
    const int mine = me(view);
    const auto lead = view.lead ? std::optional(index_of(*view.lead)) : std::nullopt;
    int playouts = 0;
    cards::PairedComparison comparison;
    bool stopped = false;
    while (!stopped) {
        for (int b = 0; b < guesses_per_batch; ++b) {
            const auto world = guess_position(view, unseen, rng);
            if (!world) {
                stopped = true;
                break;
            }
            ++weighing.guesses;
            for (const std::size_t k : active) {
                bool trick_won = false;
                values[k].push_back(play_guess(*world, mine, lead, plays[k], trick_won));
                won[k] += trick_won ? 1 : 0;
                ++playouts;
            }
        }
        if (weighing.guesses == 0) {
            return weighing;
        }
        std::vector<std::vector<double>> live;
        for (const std::size_t k : active) {
            live.push_back(values[k]);
        }
        comparison = cards::compare_paired(live, clear_z);
        if (weighing.guesses < fewest_guesses) {
            continue;
        }
        const auto behind = cards::compare_paired(live, drop_z).within_noise;
        std::vector<std::size_t> kept;
        for (const std::size_t i : behind) {
            kept.push_back(active[i]);
        }
        if (kept.size() < active.size()) {
            active = kept;
            live.clear();
            for (const std::size_t k : active) {
                live.push_back(values[k]);
            }
            comparison = cards::compare_paired(live, clear_z);
        }
        const int next_batch = guesses_per_batch * static_cast<int>(active.size());
        stopped = stopped || active.size() == 1 || comparison.clear ||
                  weighing.guesses + guesses_per_batch > most_guesses ||
                  playouts + next_batch > playouts_per_decision;
    }
    // The leader, unless others stay within its noise (`within_noise` holds the leader too): then
    // the tie rule among them.
    const std::size_t leader = active[comparison.best];
    std::vector<std::size_t> close;
    for (const std::size_t i : comparison.within_noise) {
        close.push_back(active[i]);
    }
    // A play set aside early has its mean over fewer guesses than the leader, and later guesses
    // may be kinder or harsher to both: its figure is the leader's mean plus its difference from
    // the leader over the guesses they share, so every figure stands on the same guesses. One
    // that comes out level with the leader joins the close call (rare: the lead changed hands
    // after it was set aside).
    const std::vector<double>& full = values[leader];
    const double leader_mean = cards::mean_of(full);
    std::vector<double> figure(plays.size());
    for (std::size_t k = 0; k < plays.size(); ++k) {
        const std::size_t n = values[k].size();
        figure[k] = cards::mean_of(values[k]);
        if (n < full.size()) {
            figure[k] = leader_mean + figure[k] - cards::mean_of(std::span(full.data(), n));
            if (figure[k] >= leader_mean) {
                close.push_back(k);
            }
        }
        weighing.plays.push_back(
            {plays[k], figure[k], won[k] / std::max<double>(1.0, double(n)), static_cast<int>(n)});
    }
    std::size_t chosen = leader;
    weighing.certainty.samples = weighing.guesses;
    weighing.certainty.lead = comparison.lead;
    weighing.certainty.spread = comparison.spread;
    if (close.size() > 1) {
        weighing.certainty.close_call = true;
        weighing.certainty.tie_rule = play_tie_rule;
        std::stable_sort(close.begin(), close.end(),
                         [&](std::size_t a, std::size_t b) { return figure[a] > figure[b]; });
        chosen = *std::min_element(close.begin(), close.end(), [&](std::size_t a, std::size_t b) {
            return tie_key(view, plays[a]) < tie_key(view, plays[b]);
        });
        for (const std::size_t k : close) {
            weighing.close_between.push_back(plays[k]);
        }
    }
    std::stable_sort(weighing.plays.begin(), weighing.plays.end(),
                     [](const WeighedPlay& a, const WeighedPlay& b) { return a.value > b.value; });
    const auto at = std::find_if(weighing.plays.begin(), weighing.plays.end(),
                                 [&](const WeighedPlay& p) { return p.position == plays[chosen]; });
    std::rotate(weighing.plays.begin(), at, at + 1);
    return weighing;
}

} // namespace

Weighing weigh_plays(const SeatView& view, std::uint64_t seed) {
    const auto hand = fast_hand(view.hand);
    if (!hand || (view.phase != Phase::Lead && view.phase != Phase::Follow) ||
        (view.phase == Phase::Follow && !view.lead)) {
        return {};
    }
    std::array<std::uint8_t, max_held> at{};
    const int n = hand->distinct_plays(at);
    const std::vector<std::size_t> plays(at.begin(), at.begin() + n);
    if (plays.empty()) {
        return {};
    }
    if (stock_gone(view)) {
        const auto position = known_position(view);
        if (position) {
            const auto lead = view.lead ? std::optional(index_of(*view.lead)) : std::nullopt;
            const auto result = search_endgame(
                *position, me(view), lead ? RootKind::Chase : RootKind::Lead, lead, endgame_nodes);
            if (result && !result->moves.empty()) {
                return from_search(*result);
            }
        }
    }
    return play_out_guesses(view, plays, seed);
}

std::optional<std::pair<Meld, Weighing>> search_meld(const SeatView& view) {
    if (view.phase != Phase::Meld || !stock_gone(view)) {
        return std::nullopt;
    }
    const auto position = known_position(view);
    if (!position) {
        return std::nullopt;
    }
    const auto result =
        search_endgame(*position, me(view), RootKind::Meld, std::nullopt, endgame_nodes);
    if (!result || result->moves.empty()) {
        return std::nullopt;
    }
    const Meld meld =
        possible_melds(view.trump)[static_cast<std::size_t>(result->moves.front().choice)];
    return std::pair(meld, from_search(*result));
}

namespace {

// The position of the expert's own play that `position` is: an unmelded card is the hand's first
// unmelded copy of it (distinct_plays lists that one).
std::size_t as_distinct_play(const FastHand& hand, std::size_t position) {
    if (hand.bits[position] != 0) {
        return position;
    }
    for (std::size_t i = 0; i < hand.count; ++i) {
        if (hand.bits[i] == 0 && hand.id[i] == hand.id[position]) {
            return i;
        }
    }
    return position;
}

} // namespace

std::pair<Weighing, MoveComparison> compare_play(const SeatView& view, std::size_t played,
                                                 std::uint64_t seed) {
    std::pair<Weighing, MoveComparison> result{weigh_plays(view, seed), MoveComparison{}};
    const Weighing& weighing = result.first;
    MoveComparison& comparison = result.second;
    const auto hand = fast_hand(view.hand);
    if (weighing.plays.empty() || !hand || played >= hand->count) {
        return result;
    }
    const std::size_t chosen = weighing.plays.front().position;
    const std::size_t mine_played = as_distinct_play(*hand, played);
    comparison.chosen = chosen;
    comparison.within_noise =
        std::find(weighing.close_between.begin(), weighing.close_between.end(), mine_played) !=
        weighing.close_between.end();
    if (mine_played == chosen) {
        comparison.exact = weighing.searched && weighing.exact;
        comparison.searched = weighing.searched;
        comparison.valued = true; // the expert's own play: nothing to weigh again
        return result;
    }
    const auto lead = view.lead ? std::optional(index_of(*view.lead)) : std::nullopt;
    if (weighing.searched) {
        // The same search, both moves from a full window: two exact values at one depth.
        comparison.searched = true;
        const auto position = known_position(view);
        if (!position) {
            return result;
        }
        const auto searched = search_endgame_values(
            *position, me(view), lead ? RootKind::Chase : RootKind::Lead, lead,
            {static_cast<int>(chosen), static_cast<int>(mine_played)}, endgame_nodes);
        if (!searched || searched->moves.size() != 2) {
            return result;
        }
        for (const EndgameMove& move : searched->moves) {
            if (move.choice == static_cast<int>(chosen)) {
                comparison.chosen_value = move.value;
            }
            if (move.choice == static_cast<int>(mine_played)) {
                comparison.played_value = move.value;
            }
        }
        comparison.exact = searched->exact;
        comparison.valued = true;
        return result;
    }
    // The same guesses again (the same seed draws the same ones, as many as the weighing drew),
    // both plays on every one of them, however early the weighing set the played one aside.
    const Unseen unseen = unseen_of(view);
    Rng rng(seed);
    std::vector<double> chosen_values;
    std::vector<double> played_values;
    for (int g = 0; g < weighing.guesses; ++g) {
        const auto world = guess_position(view, unseen, rng);
        if (!world) {
            break;
        }
        bool trick_won = false;
        chosen_values.push_back(play_guess(*world, me(view), lead, chosen, trick_won));
        played_values.push_back(play_guess(*world, me(view), lead, mine_played, trick_won));
    }
    if (chosen_values.empty()) {
        return result;
    }
    comparison.chosen_value = cards::mean_of(chosen_values);
    comparison.played_value = cards::mean_of(played_values);
    comparison.spread = cards::paired_error(chosen_values, played_values);
    comparison.valued = true;
    return result;
}

MoveComparison compare_searched_meld(const SeatView& view, int chosen, int played) {
    MoveComparison comparison;
    comparison.searched = true;
    const auto position = known_position(view);
    if (!position) {
        return comparison;
    }
    const auto searched = search_endgame_values(*position, me(view), RootKind::Meld, std::nullopt,
                                                {chosen, played}, endgame_nodes);
    if (!searched || searched->moves.size() != 2) {
        return comparison;
    }
    for (const EndgameMove& move : searched->moves) {
        if (move.choice == chosen) {
            comparison.chosen_value = move.value;
        }
        if (move.choice == played) {
            comparison.played_value = move.value;
        }
    }
    comparison.exact = searched->exact;
    comparison.valued = true;
    return comparison;
}

} // namespace parlor::pinochle::detail
