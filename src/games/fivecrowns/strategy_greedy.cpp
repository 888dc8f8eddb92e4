// The baseline every other strategy is measured against. It looks only at the points its hand
// would leave now: it takes the top discard only when that strictly lowers its best points, and
// discards the card that leaves the fewest points (on a tie, the card worth more, then the
// higher card).

#include "reasons.hpp"
#include "seat_knowledge.hpp"
#include "strategies.hpp"

#include <stdexcept>

namespace parlor::fivecrowns::detail {

namespace {

struct GreedyDiscard {
    Card card;
    int points_left = 0;
};

GreedyDiscard greedy_discard(const std::vector<Card>& hand, int wild_rank) {
    GreedyDiscard best{hand.front(), 1 << 30};
    for (const Card card : distinct_cards(hand)) {
        const int left = best_points(without(hand, card), wild_rank);
        const bool better =
            left < best.points_left ||
            (left == best.points_left &&
             (points(card, wild_rank) > points(best.card, wild_rank) ||
              (points(card, wild_rank) == points(best.card, wild_rank) && card > best.card)));
        if (better) {
            best = {card, left};
        }
    }
    return best;
}

class GreedyStrategy final : public Strategy {
  public:
    std::string name() const override { return "greedy"; }

    Decision decide(const SeatView& view) override {
        if (view.turn != view.seat || view.hand.empty()) {
            throw std::invalid_argument("the greedy strategy was asked to move out of turn");
        }
        if (view.phase == Phase::Draw) {
            return decide_draw(view);
        }
        if (view.phase == Phase::Discard) {
            return decide_discard(view);
        }
        throw std::invalid_argument("the greedy strategy was asked to move outside a turn");
    }

  private:
    static Decision decide_draw(const SeatView& view) {
        const int now = best_points(view.hand, view.wild_rank);
        const auto top = view.discard_top();
        if (!top) {
            return {DrawStock{}, {"I drew from the stock because the discard pile is empty."}};
        }
        const int with_top = greedy_discard(with(view.hand, *top), view.wild_rank).points_left;
        if (with_top < now) {
            return {TakeDiscard{},
                    {"I took the " + cards::pretty(*top) +
                     " from the discard pile because it lowers my points from " +
                     points_phrase(now) + " to " + points_phrase(with_top) + "."}};
        }
        if (!can_draw_stock(view)) {
            return {TakeDiscard{},
                    {"I took the " + cards::pretty(*top) +
                     " from the discard pile because the stock is empty."}};
        }
        return {DrawStock{},
                {"I drew from the stock because the " + cards::pretty(*top) +
                 " on the discard pile would not lower my points (" + points_phrase(now) + ")."}};
    }

    static Decision decide_discard(const SeatView& view) {
        const GreedyDiscard choice = greedy_discard(view.hand, view.wild_rank);
        Decision decision{Discard{choice.card},
                          {"I discarded the " + cards::pretty(choice.card) +
                           " because that leaves me the fewest points (" +
                           points_phrase(choice.points_left) + ")."}};
        if (choice.points_left == 0 && !view.went_out) {
            const Arrangement out =
                best_arrangement(without(view.hand, choice.card), view.wild_rank);
            decision.reasons.push_back("I go out with " + melds_phrase(out, Voice::Computer) + ".");
        }
        return decision;
    }
};

} // namespace

std::unique_ptr<Strategy> make_greedy_strategy() {
    return std::make_unique<GreedyStrategy>();
}

} // namespace parlor::fivecrowns::detail
