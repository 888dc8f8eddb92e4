#include "expert_planner.hpp"

#include <algorithm>
#include <cstdlib>

namespace parlor::fivecrowns::detail {

ExpertPlanner::ExpertPlanner(const SeatView& view, ExpertTuning tuning, PointsCache* cache)
    : view_(view), tuning_(tuning), evaluator_(view.wild_rank, unseen_cards(view), cache),
      opponent_cards_(opponent_known_cards(view)) {}

bool ExpertPlanner::last_turn() const {
    return view_.went_out.has_value() && *view_.went_out != view_.seat;
}

bool ExpertPlanner::fits_opponent(Card card) const {
    if (is_wild(card, view_.wild_rank)) {
        return true;
    }
    return std::any_of(opponent_cards_.begin(), opponent_cards_.end(), [&](Card known) {
        if (is_wild(known, view_.wild_rank)) {
            return false;
        }
        return known.rank == card.rank ||
               (known.suit == card.suit && std::abs(known.rank - card.rank) <= 2);
    });
}

double ExpertPlanner::score(int points_now, double expected, bool fits) const {
    return expected + tuning_.points_now_weight * points_now + (fits ? tuning_.feed_charge : 0.0);
}

void ExpertPlanner::weigh_closely(const SmallHand& hand, DiscardOption& option) {
    option.expected = evaluator_.expected_after_draw(hand.minus(option.card));
    option.score = score(option.points_now, option.expected, option.fits_opponent);
}

namespace {

// On a tie the card worth more goes, then the higher card: a fixed order keeps the expert
// deterministic.
bool rather_discard(Card a, Card b, int wild_rank) {
    if (points(a, wild_rank) != points(b, wild_rank)) {
        return points(a, wild_rank) > points(b, wild_rank);
    }
    return b < a;
}

std::vector<Card> distinct(const SmallHand& hand, const Card* keep) {
    std::vector<Card> out;
    for (int i = 0; i < hand.size(); ++i) {
        const Card card = hand[i];
        if ((i > 0 && hand[i - 1] == card) || (keep != nullptr && card == *keep)) {
            continue;
        }
        out.push_back(card);
    }
    return out;
}

} // namespace

DiscardPlan ExpertPlanner::choose_last_discard(const SmallHand& hand) {
    // Only the points scored now count, so even a card just taken may go back.
    DiscardPlan plan;
    plan.last_turn = true;
    for (const Card card : distinct(hand, nullptr)) {
        DiscardOption option;
        option.card = card;
        option.points_now = evaluator_.points(hand.minus(card));
        option.expected = option.points_now;
        option.score = option.points_now;
        plan.considered.push_back(option);
    }
    std::sort(plan.considered.begin(), plan.considered.end(), [&](const auto& a, const auto& b) {
        return a.points_now != b.points_now ? a.points_now < b.points_now
                                            : rather_discard(a.card, b.card, view_.wild_rank);
    });
    plan.chosen = plan.considered.front();
    plan.greedy_choice = plan.chosen.card;
    plan.goes_out = plan.chosen.points_now == 0;
    plan.threw_wild = is_wild(plan.chosen.card, view_.wild_rank);
    return plan;
}

DiscardPlan ExpertPlanner::choose_discard(const SmallHand& hand, const Card* keep) {
    if (last_turn()) {
        return choose_last_discard(hand);
    }
    const int wild_rank = view_.wild_rank;
    DiscardPlan plan;

    std::vector<Card> options = distinct(hand, keep);
    if (options.empty()) {
        options = distinct(hand, nullptr);
    }
    std::vector<DiscardOption> all;
    for (const Card card : options) {
        DiscardOption option;
        option.card = card;
        option.points_now = evaluator_.points(hand.minus(card));
        option.fits_opponent = fits_opponent(card);
        all.push_back(option);
    }
    // The card a points-only player would throw: the reasons compare with it.
    const auto greedy = std::min_element(all.begin(), all.end(), [&](const auto& a, const auto& b) {
        return a.points_now != b.points_now ? a.points_now < b.points_now
                                            : rather_discard(a.card, b.card, wild_rank);
    });
    plan.greedy_choice = greedy->card;

    // Going out ends the round at no points: always take it. Of the discards that go out, the
    // one least useful to the opponent's last turn, and a natural card before a wild.
    std::vector<DiscardOption> going_out;
    for (const DiscardOption& option : all) {
        if (option.points_now == 0) {
            going_out.push_back(option);
        }
    }
    if (going_out.empty() && keep != nullptr && hand.contains(*keep) &&
        evaluator_.points(hand.minus(*keep)) == 0) {
        // Going out is worth throwing back even the card just taken.
        DiscardOption option;
        option.card = *keep;
        option.fits_opponent = fits_opponent(*keep);
        going_out.push_back(option);
    }
    if (!going_out.empty()) {
        std::sort(going_out.begin(), going_out.end(), [&](const auto& a, const auto& b) {
            if (a.fits_opponent != b.fits_opponent) {
                return !a.fits_opponent;
            }
            const bool wa = is_wild(a.card, wild_rank);
            const bool wb = is_wild(b.card, wild_rank);
            if (wa != wb) {
                return !wa;
            }
            return rather_discard(a.card, b.card, wild_rank);
        });
        plan.chosen = going_out.front();
        plan.considered = going_out;
        plan.goes_out = true;
        plan.threw_wild = is_wild(plan.chosen.card, wild_rank);
        return plan;
    }

    // Wild cards stay unless there is nothing else to throw.
    std::vector<DiscardOption> naturals;
    for (const DiscardOption& option : all) {
        if (!is_wild(option.card, wild_rank)) {
            naturals.push_back(option);
        }
    }
    std::vector<DiscardOption>& pool = naturals.empty() ? all : naturals;
    plan.threw_wild = naturals.empty();

    // A close look at the few discards that leave the fewest points now.
    std::sort(pool.begin(), pool.end(), [&](const auto& a, const auto& b) {
        return a.points_now != b.points_now ? a.points_now < b.points_now
                                            : rather_discard(a.card, b.card, wild_rank);
    });
    const int best_now = pool.front().points_now;
    std::vector<DiscardOption> close;
    for (const DiscardOption& option : pool) {
        if (static_cast<int>(close.size()) >= tuning_.candidates ||
            option.points_now > best_now + tuning_.candidate_spread) {
            break;
        }
        close.push_back(option);
    }
    for (DiscardOption& option : close) {
        weigh_closely(hand, option);
    }
    std::stable_sort(close.begin(), close.end(), [&](const auto& a, const auto& b) {
        if (a.score != b.score) {
            return a.score < b.score;
        }
        return rather_discard(a.card, b.card, wild_rank);
    });
    plan.chosen = close.front();
    plan.considered = close;
    return plan;
}

DiscardOption ExpertPlanner::weigh_discard(Card card) {
    const SmallHand hand(view_.hand);
    DiscardOption option;
    option.card = card;
    option.points_now = evaluator_.points(hand.minus(card));
    if (last_turn()) {
        // As choose_last_discard: only the points scored count.
        option.expected = option.points_now;
        option.score = option.points_now;
        return option;
    }
    option.fits_opponent = fits_opponent(card);
    if (option.points_now > 0) {
        weigh_closely(hand, option); // a discard that goes out needs no look ahead: it is 0
    }
    return option;
}

DiscardPlan ExpertPlanner::plan_discard() {
    const SmallHand hand(view_.hand);
    std::optional<Card> keep;
    if (view_.drawn && view_.drawn_from_discard) {
        keep = view_.drawn;
    }
    return choose_discard(hand, keep ? &*keep : nullptr);
}

DrawPlan ExpertPlanner::plan_draw() {
    DrawPlan plan;
    plan.top = view_.discard_top();
    plan.last_turn = last_turn();
    const SmallHand hand(view_.hand);
    plan.points_now = evaluator_.points(hand);
    const bool stock_possible = can_draw_stock(view_);
    if (stock_possible) {
        plan.stock_expected = evaluator_.expected_after_draw(hand);
        // Only the points scored now count on the last turn: a sure number against the stock's
        // average. Otherwise this is a bound, made exact below when it matters.
        plan.stock_score = plan.stock_expected;
        if (!plan.last_turn) {
            plan.stock_score += tuning_.points_now_weight * plan.stock_expected;
        }
    }
    if (!plan.top) {
        plan.forced = true;
        plan.take = false;
        return plan;
    }
    const Card top = *plan.top;
    plan.after_take = choose_discard(hand.plus(top), &top);
    plan.take_points = plan.after_take->chosen.points_now;
    plan.goes_out = plan.after_take->goes_out;
    // The top card is judged by the hand it leaves after the best discard.
    plan.take_score = plan.last_turn ? plan.take_points : plan.after_take->chosen.score;

    if (!stock_possible) {
        plan.forced = true;
        plan.take = true;
        return plan;
    }
    // Going out comes first, but a hand that already melds goes out whatever it draws: taking
    // the top card then only throws back its twin (two decks), so the draw pile is as good.
    const bool out_either_way = plan.points_now == 0;
    if (plan.goes_out && !plan.last_turn && !out_either_way) {
        plan.take = true;
        return plan;
    }
    // Taking the top card is judged by the hand it leaves and one more stock draw, so the stock
    // is judged two draws ahead too: this turn's and the next. Two draws never expect more than
    // one (the second card can always go back), so when the top card loses even to the one-draw
    // figure the long count is not needed.
    if (!plan.last_turn && !out_either_way && plan.take_score < plan.stock_score) {
        // Small hands (rounds 1 to 3) are cheap enough to try every discard.
        const int candidates = hand.size() <= 5 ? 0 : tuning_.stock_candidates;
        plan.stock_two_draws = evaluator_.expected_after_two_draws(hand, candidates);
        plan.stock_score = *plan.stock_two_draws + tuning_.points_now_weight * plan.stock_expected;
    }
    plan.take = plan.take_score < plan.stock_score;
    return plan;
}

} // namespace parlor::fivecrowns::detail
