// The win-probability model: the distributions a deal brings, and the chance to win from every
// pair of scores by dynamic programming, deals counted backwards from the end of the game.

#include "parlor/games/cribbage/win_model.hpp"

#include "deal_model_data.hpp"

#include <algorithm>
#include <numeric>

namespace parlor::cribbage {

namespace {

template <std::size_t N> PointsDistribution normalised(const std::array<int, N>& counts) {
    PointsDistribution p(counts.begin(), counts.end());
    const double sum = std::accumulate(p.begin(), p.end(), 0.0);
    for (double& x : p) {
        x = sum > 0 ? x / sum : 0;
    }
    return p;
}

WinModel shipped_model(int target) {
    const auto& data = detail::deal_model_data;
    std::vector<std::vector<double>> pegging;
    double sum = 0;
    for (const auto& row : data.pegging) {
        pegging.emplace_back(row.begin(), row.end());
        sum += std::accumulate(row.begin(), row.end(), 0.0);
    }
    for (auto& row : pegging) {
        for (double& x : row) {
            x /= sum;
        }
    }
    return WinModel(std::move(pegging), normalised(data.pone_hand), normalised(data.dealer_hand),
                    normalised(data.crib), target);
}

// The pone's chance over the play's points from p and d: reaching the target in the play decides
// (both reaching it in one play counts as even: who gets there first is not modelled), otherwise
// `after(pone, dealer)` tells the chance from the scores the play leaves.
template <class After>
double over_the_play(const std::vector<std::vector<double>>& pegging, int target, int p, int d,
                     After&& after) {
    double chance = 0;
    for (std::size_t x = 0; x < pegging.size(); ++x) {
        for (std::size_t y = 0; y < pegging[x].size(); ++y) {
            const double weight = pegging[x][y];
            if (weight == 0) {
                continue;
            }
            const int pp = p + static_cast<int>(x);
            const int dd = d + static_cast<int>(y);
            chance += weight * (pp >= target && dd >= target ? 0.5
                                : pp >= target               ? 1.0
                                : dd >= target               ? 0.0
                                                             : after(pp, dd));
        }
    }
    return chance;
}

} // namespace

PointsDistribution convolve(std::span<const double> a, std::span<const double> b) {
    if (a.empty() || b.empty()) {
        return {};
    }
    PointsDistribution sum(a.size() + b.size() - 1, 0.0);
    for (std::size_t i = 0; i < a.size(); ++i) {
        for (std::size_t j = 0; j < b.size(); ++j) {
            sum[i + j] += a[i] * b[j];
        }
    }
    return sum;
}

const WinModel& WinModel::instance(int target) {
    // One table per length of game, each built on first use.
    if (target == short_game_score) {
        static const WinModel short_game = shipped_model(short_game_score);
        return short_game;
    }
    static const WinModel model = shipped_model(winning_score);
    return model;
}

WinModel::WinModel(std::vector<std::vector<double>> pegging, PointsDistribution pone_hand,
                   PointsDistribution dealer_hand, PointsDistribution crib, int target)
    : target_(target), pegging_(std::move(pegging)), pone_hand_(std::move(pone_hand)),
      dealer_hand_(std::move(dealer_hand)), crib_(std::move(crib)),
      dealer_show_(convolve(dealer_hand_, crib_)),
      pone_wins_(static_cast<std::size_t>(target * target), 0.0) {
    // A play that scores nothing cannot happen (the last card scores): leaving it out keeps every
    // deal moving the scores on, so the deals can be counted backwards from the end.
    if (!pegging_.empty() && !pegging_[0].empty() && pegging_[0][0] > 0) {
        const double rest = 1 - pegging_[0][0];
        pegging_[0][0] = 0;
        for (auto& row : pegging_) {
            for (double& x : row) {
                x = rest > 0 ? x / rest : 0;
            }
        }
    }
    // after_play[p][d]: the pone's chance once the play has left the scores at p and d; both
    // tables are filled by decreasing total, and a deal always adds at least one point.
    const auto cells = static_cast<std::size_t>(target * target);
    std::vector<double> after_play(cells, 0.0);
    // dealer_count[q][d]: the pone's chance once the pone has counted to q, before the dealer's
    // count from d.
    std::vector<double> dealer_count(cells, 0.0);
    const auto at = [target](int p, int d) { return static_cast<std::size_t>(p * target + d); };
    for (int total = 2 * (target - 1); total >= 0; --total) {
        for (int p = std::max(0, total - (target - 1)); p <= std::min(target - 1, total); ++p) {
            const int d = total - p;
            const double chance = over_the_play(
                pegging_, target, p, d, [&](int pp, int dd) { return after_play[at(pp, dd)]; });
            pone_wins_[at(p, d)] = chance;
        }
        for (int q = std::max(0, total - (target - 1)); q <= std::min(target - 1, total); ++q) {
            const int d = total - q;
            double chance = 0;
            for (std::size_t c = 0; c < dealer_show_.size(); ++c) {
                const int dd = d + static_cast<int>(c);
                // The dealer's count reaches the target, or the next deal starts with the roles
                // exchanged: the dealer becomes the pone.
                chance += dealer_show_[c] * (dd >= target ? 0.0 : 1.0 - pone_wins_[at(dd, q)]);
            }
            dealer_count[at(q, d)] = chance;
        }
        for (int p = std::max(0, total - (target - 1)); p <= std::min(target - 1, total); ++p) {
            const int d = total - p;
            double chance = 0;
            for (std::size_t h = 0; h < pone_hand_.size(); ++h) {
                const int pp = p + static_cast<int>(h);
                chance += pone_hand_[h] * (pp >= target ? 1.0 : dealer_count[at(pp, d)]);
            }
            after_play[at(p, d)] = chance;
        }
    }
}

double WinModel::table(int pone_score, int dealer_score) const {
    return pone_wins_[static_cast<std::size_t>(pone_score * target_ + dealer_score)];
}

double WinModel::pone_wins(int pone_score, int dealer_score) const {
    if (pone_score >= target_) {
        return 1.0;
    }
    if (dealer_score >= target_) {
        return 0.0;
    }
    return table(std::max(pone_score, 0), std::max(dealer_score, 0));
}

double WinModel::chance_to_win(Seat seat, Seat dealer, const std::array<int, 2>& scores) const {
    const int pone = scores[static_cast<std::size_t>(index(other(dealer)))];
    const int dealt = scores[static_cast<std::size_t>(index(dealer))];
    const double pone_chance = pone_wins(pone, dealt);
    return seat == dealer ? 1.0 - pone_chance : pone_chance;
}

double WinModel::pone_wins_after_play(int pone_score, int dealer_score,
                                      std::span<const double> pone_show,
                                      std::span<const double> dealer_show) const {
    if (pone_score >= target_) {
        return 1.0;
    }
    if (dealer_score >= target_) {
        return 0.0;
    }
    double chance = 0;
    for (std::size_t h = 0; h < pone_show.size(); ++h) {
        if (pone_show[h] == 0) {
            continue;
        }
        const int pp = pone_score + static_cast<int>(h);
        if (pp >= target_) {
            chance += pone_show[h];
            continue;
        }
        double after = 0;
        for (std::size_t c = 0; c < dealer_show.size(); ++c) {
            const int dd = dealer_score + static_cast<int>(c);
            after += dealer_show[c] * (dd >= target_ ? 0.0 : 1.0 - table(dd, pp));
        }
        chance += pone_show[h] * after;
    }
    return chance;
}

double WinModel::pone_wins_before_play(int pone_score, int dealer_score,
                                       std::span<const double> pone_show,
                                       std::span<const double> dealer_show) const {
    return over_the_play(pegging_, target_, pone_score, dealer_score, [&](int pp, int dd) {
        return pone_wins_after_play(pp, dd, pone_show, dealer_show);
    });
}

bool near_the_end(const std::array<int, 2>& scores, int target) {
    // The same distance from the end in a game to 61 as in one to 121.
    return std::max(scores[0], scores[1]) >= endgame_score - (winning_score - target);
}

} // namespace parlor::cribbage
