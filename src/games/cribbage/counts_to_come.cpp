#include "counts_to_come.hpp"

#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/rank_points.hpp"
#include "parlor/games/cribbage/scoring.hpp"

namespace parlor::cribbage::detail {

CountsToCome::CountsToCome(const SeatView& view, const std::vector<Card>& unseen)
    : model_(WinModel::instance(view.target)), i_deal_(view.my_crib()),
      starter_rank_(view.starter ? view.starter->rank : 1),
      my_score_(view.scores[static_cast<std::size_t>(index(view.seat))]),
      their_score_(view.scores[static_cast<std::size_t>(index(other(view.seat)))]),
      their_played_(view.played[static_cast<std::size_t>(index(other(view.seat)))]) {
    std::vector<Card> mine = view.hand;
    for (const Card card : view.played[static_cast<std::size_t>(index(view.seat))]) {
        mine.push_back(card);
    }
    my_show_ = view.starter ? hand_value(mine, *view.starter, false).total : 0;
    crib_ = crib_distribution(view.laid_away, unseen, opponent_lay_aways(!i_deal_), view.starter);
}

void CountsToCome::opponent_holds(const std::array<int, 14>& cards_of) {
    std::array<int, 5> ranks{};
    std::size_t n = 0;
    for (const Card card : their_played_) {
        if (n < 4) {
            ranks[n++] = card.rank - 1;
        }
    }
    for (int rank = 1; rank <= 13; ++rank) {
        for (int i = 0; i < cards_of[static_cast<std::size_t>(rank)] && n < 4; ++i) {
            ranks[n++] = rank - 1;
        }
    }
    their_show_ = n == 4 ? RankTable::instance().points(ranks[0], ranks[1], ranks[2], ranks[3],
                                                        starter_rank_ - 1)
                         : 0;
    memo_.fill(-1.0);
}

double CountsToCome::operator()(int mine, int theirs) {
    const bool small = mine < memo_side && theirs < memo_side;
    double& slot = memo_[static_cast<std::size_t>(small ? mine * memo_side + theirs : 0)];
    if (small && slot >= 0) {
        return slot;
    }
    const int me = my_score_ + mine;
    const int them = their_score_ + theirs;
    const double chance = i_deal_ ? 1.0 - pone_after_play(them, their_show_, me, my_show_)
                                  : pone_after_play(me, my_show_, them, their_show_);
    if (small) {
        slot = chance;
    }
    return chance;
}

double CountsToCome::pone_after_play(int pone, int pone_show, int dealer, int dealer_hand) const {
    if (pone >= model_.target()) {
        return 1.0;
    }
    if (dealer >= model_.target()) {
        return 0.0;
    }
    const int counted = pone + pone_show;
    if (counted >= model_.target()) {
        return 1.0;
    }
    double chance = 0;
    for (std::size_t c = 0; c < crib_.size(); ++c) {
        const int reached = dealer + dealer_hand + static_cast<int>(c);
        chance += crib_[c] *
                  (reached >= model_.target() ? 0.0 : 1.0 - model_.pone_wins(reached, counted));
    }
    return chance;
}

} // namespace parlor::cribbage::detail
