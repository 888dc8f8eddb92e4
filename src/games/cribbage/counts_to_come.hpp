#pragma once
// The counts after the play, near the end of the game (internal): this seat's chance to win once
// the play has left each side with the points it made, from the shows still to come.

#include "parlor/games/cribbage/rules.hpp"
#include "parlor/games/cribbage/win_model.hpp"

#include <array>
#include <vector>

namespace parlor::cribbage::detail {

// The counts to come: the pone's hand first, then the dealer's hand and crib. This seat's hand is
// known, the opponent's comes from the hand pattern looked at (ranks only: its flush and his
// nobs are left out), the crib is a distribution over the opponent's two cards. Memoised by the
// points each side made in the play.
class CountsToCome {
  public:
    // `unseen` is what the seat of `view` has not seen (unseen_cards).
    CountsToCome(const SeatView& view, const std::vector<Card>& unseen);

    // A new hand pattern for the opponent (cards of each rank it holds now): its show, and a
    // fresh memo.
    void opponent_holds(const std::array<int, 14>& cards_of);

    // The chance this seat wins when the play ends with `mine` points made by it and `theirs`
    // by the opponent.
    double operator()(int mine, int theirs);

    int my_show() const { return my_show_; }

  private:
    // The pone counts `pone_show` from `pone`, then the dealer its hand and the crib.
    double pone_after_play(int pone, int pone_show, int dealer, int dealer_hand) const;

    static constexpr int memo_side = 48;
    const WinModel& model_;
    bool i_deal_;
    int starter_rank_;
    int my_score_;
    int their_score_;
    std::vector<Card> their_played_;
    int my_show_ = 0;
    int their_show_ = 0;
    std::vector<double> crib_;
    std::array<double, memo_side * memo_side> memo_{};
};

} // namespace parlor::cribbage::detail
