#pragma once
// The chance of winning the game from a position. A deal brings each side points in three steps
// — the play (the pone's and the dealer's points together, his heels with the dealer's), then the
// pone's hand, then the dealer's hand and crib — and the game ends the moment a side reaches the
// target (121, or 61 in the short game), so the pone's count comes first. With the distributions of
// those points (counted from deals between expert players, deal_model_data.cpp, written by
// tools/cribbage_model), dynamic programming over every pair of scores gives the chance that the
// pone of a deal wins, for all 121 x 121 starting scores (61 x 61 in the short game), in a few
// milliseconds.

#include "parlor/games/cribbage/rules.hpp"

#include <array>
#include <span>
#include <vector>

namespace parlor::cribbage {

// Probabilities of 0, 1, 2... points (they sum to 1).
using PointsDistribution = std::vector<double>;

// The sum of two independent amounts of points.
PointsDistribution convolve(std::span<const double> a, std::span<const double> b);

class WinModel {
  public:
    // The model of the shipped distributions for a game to `target` (121 or 61), built on first
    // use (thread-safe).
    static const WinModel& instance(int target = winning_score);

    // `pegging[x][y]`: the chance the pone pegs x and the dealer y in a deal (never both 0: the
    // last card always scores); the hands' and crib's distributions.
    WinModel(std::vector<std::vector<double>> pegging, PointsDistribution pone_hand,
             PointsDistribution dealer_hand, PointsDistribution crib, int target = winning_score);

    int target() const { return target_; }

    // The chance the pone of the deal about to start wins the game. A score of the target or
    // more has won (the pone's is checked first).
    double pone_wins(int pone_score, int dealer_score) const;

    // The chance `seat` wins at the start of a deal dealt by `dealer`; scores indexed by Seat.
    double chance_to_win(Seat seat, Seat dealer, const std::array<int, 2>& scores) const;

    // Once the play is over: the pone counts `pone_show`, then the dealer `dealer_show` (hand and
    // crib), then the next deal begins with the roles exchanged.
    double pone_wins_after_play(int pone_score, int dealer_score, std::span<const double> pone_show,
                                std::span<const double> dealer_show) const;

    // Before the play: the model's play, then the shows as above.
    double pone_wins_before_play(int pone_score, int dealer_score,
                                 std::span<const double> pone_show,
                                 std::span<const double> dealer_show) const;

    const std::vector<std::vector<double>>& pegging() const { return pegging_; }
    const PointsDistribution& pone_hand() const { return pone_hand_; }
    const PointsDistribution& dealer_hand() const { return dealer_hand_; }
    const PointsDistribution& crib() const { return crib_; }
    const PointsDistribution& dealer_show() const { return dealer_show_; }

  private:
    double table(int pone_score, int dealer_score) const; // pone_wins for scores under target

    int target_ = winning_score;
    std::vector<std::vector<double>> pegging_;
    PointsDistribution pone_hand_;
    PointsDistribution dealer_hand_;
    PointsDistribution crib_;
    PointsDistribution dealer_show_;
    std::vector<double> pone_wins_; // [pone * target + dealer]
};

// Near the end of the game the lay-away and the play are chosen for the chance to win, earlier
// for points: from this score on, for either side, in a game to 121; as far from the end (25) in a
// game to 61.
inline constexpr int endgame_score = 85;
bool near_the_end(const std::array<int, 2>& scores, int target = winning_score);

} // namespace parlor::cribbage
