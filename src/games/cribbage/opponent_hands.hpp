#pragma once
// What the opponent may hold in the play (internal): every hand of the cards this seat has not
// seen, by ranks (suits do not matter in the play), each weighed by the chance that a player
// dealt six kept it and by how the opponent has played this deal.

#include "parlor/games/cribbage/rules.hpp"

#include <array>
#include <cstdint>
#include <vector>

namespace parlor::cribbage::detail {

// The opponent's hand as the number of cards of each rank (suits do not matter in the play),
// with how many real hands share that pattern.
struct RankPattern {
    std::array<int, 14> cards_of{};
    double weight = 0;
};

// The hands the opponent may hold now, weighed (keep_model.hpp, play_reading.hpp); sampled by
// weight, `seed` driving the draw, when there are more than the look-ahead can afford (then each
// drawn hand weighs 1). Never empty: a view that contradicts itself gives one empty hand.
std::vector<RankPattern> opponent_hands(const SeatView& view, std::uint64_t seed);

// Every hand the opponent may hold now, weighed; never empty (as above).
std::vector<RankPattern> every_opponent_hand(const SeatView& view);

// The cards still to be played by both seats, and how many opponent hands the look-ahead can
// afford per decision with that many cards left.
int cards_left_in_play(const SeatView& view);
std::size_t pattern_budget(int cards_left);

// Draws hands from `all` by weight, each drawn hand weighing 1; `all` must outlive it.
class PatternSampler {
  public:
    PatternSampler(const std::vector<RankPattern>& all, std::uint64_t seed);
    RankPattern draw();

  private:
    const std::vector<RankPattern>& all_;
    std::vector<double> cumulative_;
    Rng rng_;
};

// Which seat laid `card`, from the view's played lists (seat numbers are index(Seat)).
int owner(const SeatView& view, Card card);

} // namespace parlor::cribbage::detail
