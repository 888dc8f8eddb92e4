// The expert's look-ahead: every candidate move played out to the end of the game on the same
// imagined tables, the move that wins the most of them first.

#include "imagine.hpp"
#include "strategies.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/paired_samples.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numbers>
#include <numeric>
#include <tuple>

namespace parlor::cruno {

namespace {

using detail::Choice;
using detail::SimTable;

// The moves worth weighing, the rule player's choice first: each card
// that may be played; an 8 once for each suit it may name (the help and the reasons compare the
// suits by their figures); a draw only when no card but an 8 can be played.
std::vector<Candidate> candidate_moves(const SeatView& view) {
    std::vector<Candidate> candidates;
    auto add = [&candidates](const Action& action) {
        for (const Candidate& candidate : candidates) {
            if (candidate.action == action) {
                return;
            }
        }
        candidates.push_back(Candidate{action});
    };
    if (view.pending_draw > 0) {
        add(Draw{});
        return candidates;
    }
    add(detail::to_action(detail::rule_choice(view.hand, view.top(), view.suit)));
    std::optional<Card> eight;
    bool other_play = false;
    for (const Action& action : legal_actions(view)) {
        const auto* play = std::get_if<Play>(&action);
        if (play == nullptr) {
            continue;
        }
        if (play->card.is_eight()) {
            if (!eight) {
                eight = play->card;
            }
            if (play->card == *eight) {
                add(action);
            }
        } else {
            other_play = true;
            add(action);
        }
    }
    if (!other_play) {
        add(Draw{});
        return candidates;
    }
    std::erase_if(candidates,
                  [](const Candidate& c) { return std::holds_alternative<Draw>(c.action); });
    return candidates;
}

// The seat's share of a finished imagined game (a game cut short by the cap goes to the lowest
// penalty, as if the stock had run out).
double share_of(const SimTable& table, int seat) {
    std::uint16_t winners = table.winners;
    if (!table.over) {
        int lowest = -1;
        for (int s = 0; s < table.players(); ++s) {
            const int points = penalty(table.hands[static_cast<std::size_t>(s)]);
            if (lowest < 0 || points < lowest) {
                lowest = points;
                winners = 0;
            }
            if (points == lowest) {
                winners = static_cast<std::uint16_t>(winners | (1U << s));
            }
        }
    }
    if ((winners & (1U << seat)) == 0) {
        return 0;
    }
    return 1.0 / std::popcount(winners);
}

// What choosing the leader (the most wins so far) is expected to lose against the others: for
// each other candidate the expected excess of its result over the leader's, taking the table
// by table differences as normally distributed about their mean.
double expected_loss(const std::vector<std::vector<double>>& results) {
    std::size_t leader = 0;
    double best = -1;
    for (std::size_t c = 0; c < results.size(); ++c) {
        const double total = std::accumulate(results[c].begin(), results[c].end(), 0.0);
        if (total > best) {
            best = total;
            leader = c;
        }
    }
    const auto n = static_cast<double>(results[leader].size());
    double loss = 0;
    for (std::size_t c = 0; c < results.size(); ++c) {
        if (c == leader) {
            continue;
        }
        double sum = 0;
        double squares = 0;
        for (std::size_t t = 0; t < results[c].size(); ++t) {
            const double d = results[c][t] - results[leader][t];
            sum += d;
            squares += d * d;
        }
        const double mean = sum / n;
        const double error = std::sqrt(std::max(0.0, squares / n - mean * mean) / (n - 1));
        if (error == 0) {
            continue; // the same result on every table so far
        }
        const double z = mean / error;
        const double density = std::exp(-z * z / 2) / std::sqrt(2 * std::numbers::pi);
        const double below = 0.5 * std::erfc(-z / std::sqrt(2.0));
        loss += error * density + mean * below;
    }
    return loss;
}

// Imagined table `t` of the look-ahead from `seed` (its deal and its luck drawn from the seed
// and t alone), every choice played out on it from the same luck: each one's share of the game
// added to its results.
void play_on_table(const SeatView& view, const std::vector<Card>& unseen,
                   const std::vector<Choice>& choices, std::uint64_t seed, int t, int max_actions,
                   SimTable& imagined, SimTable& played,
                   std::vector<std::vector<double>>& results) {
    Rng deal(cards::derive_seed(seed, static_cast<std::uint64_t>(2 * t)));
    detail::imagine_table(view, unseen, deal, imagined);
    const std::uint64_t play_seed = cards::derive_seed(seed, static_cast<std::uint64_t>(2 * t + 1));
    for (std::size_t c = 0; c < choices.size(); ++c) {
        played = imagined;
        Rng rng(play_seed); // the same luck for every candidate on this table
        detail::sim_apply(played, choices[c], rng);
        detail::play_out(played, rng, max_actions);
        results[c].push_back(share_of(played, view.seat));
    }
}

bool empties_hand(const SeatView& view, const Action& action) {
    return view.hand.size() == 1 && !std::holds_alternative<Draw>(action);
}

// The order of the tie rule (ai.hpp): lower goes first. A card other than an 8 before an 8 or a
// draw (the 8 is the card that always fits: spent on a near tie it is missed later), then the
// move that leaves the most cards of the suit to follow, then the cheaper card (the 20-point
// cards are the action cards, worth keeping), then the order the moves were weighed in.
auto tie_order(const SeatView& view, const std::vector<Candidate>& candidates, std::size_t c) {
    const Action& action = candidates[c].action;
    const auto* play = std::get_if<Play>(&action);
    const bool keeps_the_eights = play != nullptr && !play->card.is_eight();
    const int cost = play != nullptr ? penalty(play->card) : 0;
    return std::tuple(!keeps_the_eights, -move_facts(view, action).held_of_suit, cost, c);
}

// The mean share of games won of each candidate over its tables.
double mean_share(const Candidate& candidate) {
    return cards::mean_of(candidate.results);
}

// The choice among the weighed candidates (each with its results), the others after it by wins,
// and how sure the choice is.
Ranking decide_ranking(const SeatView& view, std::vector<Candidate> candidates) {
    Ranking ranking;
    std::vector<std::vector<double>> results;
    for (const Candidate& candidate : candidates) {
        results.push_back(candidate.results);
    }
    const cards::PairedComparison paired = cards::compare_paired(results);
    std::size_t chosen = paired.best;
    bool rule_decided = false; // another move stood with the best: the tie rule chose
    if (!paired.clear) {
        // Only moves as good as the best for a player's purposes go to the tie rule: a move
        // within the noise but further behind keeps its place, so the rule never costs strength.
        const double best_share = mean_share(candidates[paired.best]);
        for (const std::size_t c : paired.within_noise) {
            if (c == paired.best || best_share - mean_share(candidates[c]) > practically_equal) {
                continue;
            }
            rule_decided = true;
            if (tie_order(view, candidates, c) < tie_order(view, candidates, chosen)) {
                chosen = c;
            }
        }
    }
    ranking.moves.push_back(candidates[chosen]);
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        if (c != chosen) {
            ranking.moves.push_back(candidates[c]);
        }
    }
    std::stable_sort(ranking.moves.begin() + 1, ranking.moves.end(),
                     [](const Candidate& a, const Candidate& b) { return a.wins > b.wins; });
    const Candidate& best = ranking.moves[0];
    const Candidate& next = ranking.moves[1];
    std::vector<double> lead(best.results.size());
    for (std::size_t t = 0; t < lead.size(); ++t) {
        lead[t] = best.results[t] - next.results[t];
    }
    cards::Certainty& certainty = ranking.certainty;
    certainty.samples = best.tables;
    certainty.lead = cards::mean_of(lead);
    certainty.spread = cards::standard_error(lead);
    certainty.close_call = !paired.clear;
    if (rule_decided) { // quoted only where it chose, never of a move further behind
        certainty.tie_rule = tie_rule;
    }
    return ranking;
}

} // namespace

std::vector<Candidate> rank_moves(const SeatView& view, std::uint64_t seed, const Budget& budget) {
    return weigh_moves(view, seed, budget).moves;
}

Ranking weigh_moves(const SeatView& view, std::uint64_t seed, const Budget& budget) {
    std::vector<Candidate> candidates = candidate_moves(view);
    Ranking exact;
    exact.certainty.exact = true;
    if (candidates.size() <= 1) {
        exact.moves = candidates;
        return exact;
    }
    for (const Candidate& candidate : candidates) {
        if (empties_hand(view, candidate.action)) {
            exact.moves = {candidate};
            return exact;
        }
    }
    const auto count = candidates.size();
    const int most =
        std::clamp(budget.rollouts / static_cast<int>(count), budget.min_tables, budget.max_tables);
    const std::vector<Card> unseen = unseen_cards(view);
    std::vector<Choice> choices;
    for (const Candidate& candidate : candidates) {
        choices.push_back(detail::to_choice(candidate.action));
    }
    std::vector<std::vector<double>> results(count); // each candidate's share, table by table
    SimTable imagined;
    SimTable played;
    for (int t = 0; t < most; ++t) {
        if (t >= budget.min_tables && t % budget.batch == 0 &&
            expected_loss(results) < budget.enough) {
            break;
        }
        play_on_table(view, unseen, choices, seed, t, budget.max_actions, imagined, played,
                      results);
        for (std::size_t c = 0; c < count; ++c) {
            candidates[c].wins += results[c].back();
            ++candidates[c].tables;
        }
    }
    for (std::size_t c = 0; c < count; ++c) {
        candidates[c].results = std::move(results[c]);
    }
    return decide_ranking(view, std::move(candidates));
}

namespace detail {

std::vector<std::vector<double>> results_on_tables(const SeatView& view,
                                                   const std::vector<Action>& actions,
                                                   std::uint64_t seed, int first, int end,
                                                   const Budget& budget) {
    const std::vector<Card> unseen = unseen_cards(view);
    std::vector<Choice> choices;
    for (const Action& action : actions) {
        choices.push_back(to_choice(action));
    }
    std::vector<std::vector<double>> results(actions.size());
    SimTable imagined;
    SimTable played;
    for (int t = first; t < end; ++t) {
        play_on_table(view, unseen, choices, seed, t, budget.max_actions, imagined, played,
                      results);
    }
    return results;
}

} // namespace detail

} // namespace parlor::cruno
