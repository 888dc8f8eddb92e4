// The expert's lay-away (rank_lay_aways): hand, crib and play for every way to keep four, and
// near the end of the game the four that give the best chance to win, which are not always the
// four worth the most points (the pone who needs 8 keeps the hand most likely to count 8, the
// dealer who needs 20 the crib that may give it).

#include "parlor/games/cribbage/ai.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/paired_samples.hpp"
#include "parlor/games/cribbage/win_model.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::cribbage {

namespace {

// Opponent hands of the first batch, for every choice; then per batch, for the choices still
// within the noise of the best, until the lead is clear or the budget ends.
constexpr int first_batch = 200;
constexpr int hands_per_batch = 200;
// How many standard errors of the paired differences make a lead clear.
constexpr double clear_z = 2.0;

unsigned long long bits_of(std::span<const Card> cards) {
    unsigned long long bits = 0;
    for (const Card card : cards) {
        bits |= card_bit(card);
    }
    return bits;
}

std::vector<Card> pool_without(unsigned long long dealt) {
    std::vector<Card> pool;
    for (const Card card : full_deck()) {
        if (!(dealt & card_bit(card))) {
            pool.push_back(card);
        }
    }
    return pool;
}

// Two keeps of the same ranks with the same hand and crib play alike on every sample: only the
// first of them is raced, or the two would never part.
bool same_keep(const KeepChoice& a, const KeepChoice& b) {
    const auto ranks = [](const KeepChoice& c) {
        std::array<int, 4> r{};
        for (std::size_t i = 0; i < 4; ++i) {
            r[i] = c.keep[i].rank;
        }
        std::sort(r.begin(), r.end());
        return r;
    };
    return ranks(a) == ranks(b) && std::abs(a.net - b.net) < 1e-9;
}

std::vector<std::size_t> distinct_keeps(const std::vector<KeepChoice>& choices) {
    std::vector<std::size_t> first;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (std::none_of(first.begin(), first.end(),
                         [&](std::size_t j) { return same_keep(choices[j], choices[i]); })) {
            first.push_back(i);
        }
    }
    return first;
}

// Every choice played out against the same opponent hands, batch by batch until the best total
// leads clearly or the budget ends; ordered by total, a close call by keep_tie_rule.
cards::Certainty play_out(std::vector<KeepChoice>& choices, std::span<const Card> dealt,
                          bool my_crib, std::uint64_t seed, int max_hands) {
    const unsigned long long dealt_bits = bits_of(dealt);
    const std::vector<Card> pool = pool_without(dealt_bits);
    std::vector<std::array<Card, 4>> keeps;
    for (const KeepChoice& c : choices) {
        keeps.push_back({c.keep[0], c.keep[1], c.keep[2], c.keep[3]});
    }
    Rng rng(cards::derive_seed(seed, dealt_bits)); // the same hand and seed play out alike
    // The distinct choices still in the race: all at first, then only those within the noise of
    // the best; the others keep the play of the hands they were played against.
    std::vector<std::size_t> racing = distinct_keeps(choices);
    std::vector<std::vector<double>> play(choices.size());
    int hands = 0;
    cards::PairedComparison comparison;
    do {
        const int batch = std::min(hands == 0 ? first_batch : hands_per_batch, max_hands - hands);
        std::vector<std::array<Card, 4>> racing_keeps;
        for (const std::size_t k : racing) {
            racing_keeps.push_back(keeps[k]);
        }
        const auto values = play_samples(racing_keeps, my_crib, pool, batch, rng);
        std::vector<std::vector<double>> totals;
        for (std::size_t r = 0; r < racing.size(); ++r) {
            auto& samples = play[racing[r]];
            samples.insert(samples.end(), values[r].begin(), values[r].end());
            totals.emplace_back();
            for (const double v : samples) {
                totals.back().push_back(choices[racing[r]].net + v);
            }
        }
        hands += batch;
        comparison = cards::compare_paired(totals, clear_z);
        std::vector<std::size_t> still;
        for (const std::size_t i : comparison.within_noise) {
            still.push_back(racing[i]);
        }
        for (std::size_t& i : comparison.within_noise) {
            i = racing[i]; // from now on indices into choices
        }
        racing = std::move(still);
    } while (!comparison.clear && hands < max_hands);

    // Keeps of the same ranks and points as one raced take its play.
    for (std::size_t k = 0; k < choices.size(); ++k) {
        std::size_t from = k;
        for (std::size_t j = 0; j < choices.size(); ++j) {
            if (!play[j].empty() && play[k].empty() && same_keep(choices[j], choices[k])) {
                from = j;
                break;
            }
        }
        const auto& samples = play[from];
        double sum = 0;
        for (const double v : samples) {
            sum += v;
        }
        choices[k].play = samples.empty() ? 0 : sum / static_cast<double>(samples.size());
        choices[k].hands_played = static_cast<int>(samples.size());
    }
    cards::Certainty certainty;
    certainty.samples = hands;
    certainty.lead = comparison.lead;
    certainty.spread = comparison.spread;
    // Those within the noise of the best: the one with the most points in hand and crib (known
    // exactly) goes first.
    KeepChoice* chosen = nullptr;
    if (!comparison.clear) {
        certainty.close_call = true;
        certainty.tie_rule = keep_tie_rule;
        for (const std::size_t i : comparison.within_noise) {
            KeepChoice& c = choices[i];
            c.within_noise = true;
            if (chosen == nullptr || c.net > chosen->net) {
                chosen = &c;
            }
        }
    }
    const std::vector<Card> first = chosen ? chosen->keep : std::vector<Card>{};
    if (chosen) {
        chosen->within_noise = false; // the others are within its noise
    }
    std::stable_sort(choices.begin(), choices.end(), [&](const KeepChoice& a, const KeepChoice& b) {
        const bool a_first = a.keep == first;
        const bool b_first = b.keep == first;
        if (a_first != b_first) {
            return a_first;
        }
        return a.total() > b.total();
    });
    return certainty;
}

} // namespace

KeepRanking rank_lay_aways(std::span<const Card> dealt, bool my_crib, std::uint64_t seed,
                           int max_hands_played) {
    KeepRanking ranking;
    ranking.choices = rank_keeps(dealt, my_crib ? CribOwner::Mine : CribOwner::Opponents);
    ranking.certainty.exact = true;
    if (ranking.choices.empty() || ranking.choices.front().lay_away.size() != 2) {
        return ranking;
    }
    ranking.certainty = play_out(ranking.choices, dealt, my_crib, seed, max_hands_played);
    return ranking;
}

KeepRanking weigh_lay_aways(const SeatView& view, std::uint64_t seed, int max_hands_played) {
    const bool mine = view.my_crib();
    KeepRanking ranking = rank_lay_aways(view.hand, mine, seed, max_hands_played);
    std::vector<KeepChoice>& choices = ranking.choices;
    if (choices.empty() || choices.front().lay_away.size() != 2 ||
        !near_the_end(view.scores, view.target)) {
        return ranking;
    }
    const WinModel& model = WinModel::instance(view.target);
    const int me = view.scores[static_cast<std::size_t>(index(view.seat))];
    const int them = view.scores[static_cast<std::size_t>(index(other(view.seat)))];
    const std::vector<Card> pool = pool_without(bits_of(view.hand));
    const LayAwayWeights& weights = opponent_lay_aways(!mine);
    for (KeepChoice& choice : choices) {
        const std::array<Card, 4> keep{choice.keep[0], choice.keep[1], choice.keep[2],
                                       choice.keep[3]};
        PointsDistribution hand(30, 0.0);
        for (const Card starter : pool) {
            hand[static_cast<std::size_t>(hand_points(keep, starter, false))] +=
                1.0 / static_cast<double>(pool.size());
        }
        const PointsDistribution crib = crib_distribution(choice.lay_away, pool, weights);
        choice.win_chance =
            mine ? 1.0 - model.pone_wins_before_play(them, me, model.pone_hand(),
                                                     convolve(hand, crib))
                 : model.pone_wins_before_play(me, them, hand, convolve(model.dealer_hand(), crib));
    }
    // Chances a millionth apart are one: then the order of the total stands.
    const auto rounded = [](double x) { return std::round(x * 1e6); };
    std::stable_sort(choices.begin(), choices.end(), [&](const KeepChoice& a, const KeepChoice& b) {
        return rounded(a.win_chance) > rounded(b.win_chance);
    });
    if (choices.size() > 1 && rounded(choices[0].win_chance) == rounded(choices[1].win_chance)) {
        return ranking; // equal chances: the total decides, sampled as above
    }
    for (KeepChoice& choice : choices) {
        choice.within_noise = false;
    }
    // The chance is counted exactly over every starter and crib.
    cards::Certainty certainty;
    certainty.exact = true;
    certainty.lead = choices.size() > 1 ? choices[0].win_chance - choices[1].win_chance : 0;
    ranking.certainty = certainty;
    return ranking;
}

std::vector<KeepChoice> rank_lay_aways(const SeatView& view, std::uint64_t seed) {
    return weigh_lay_aways(view, seed).choices;
}

} // namespace parlor::cribbage
