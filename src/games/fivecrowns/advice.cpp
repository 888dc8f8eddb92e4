// Help for the human: the expert's own plan for the human's seat, told to the player.
// The sentences come in the order the header promises: where to draw, how to lay out the
// hand, what to discard, and whether the player can go out.

#include "parlor/games/fivecrowns/ai.hpp"

#include "expert_planner.hpp"
#include "expert_reasons.hpp"

#include <cmath>

namespace parlor::fivecrowns {

namespace {

using detail::Voice;

std::string percent(double chance) {
    return std::to_string(static_cast<int>(std::lround(100 * chance))) + "%";
}

void append(std::vector<std::string>& lines, std::vector<std::string> more) {
    for (std::string& line : more) {
        lines.push_back(std::move(line));
    }
}

Advice advise_draw(const SeatView& view) {
    detail::ExpertPlanner planner(view);
    const detail::DrawPlan plan = planner.plan_draw();
    Advice advice;
    advice.action = plan.take ? Action{TakeDiscard{}} : Action{DrawStock{}};
    advice.arrangement = best_arrangement(view.hand, view.wild_rank);
    advice.lines = detail::draw_reasons(view, plan, Voice::Advice);
    append(advice.lines, detail::layout_sentences(advice.arrangement, Voice::Advice));

    if (plan.take && plan.after_take) {
        advice.highlight.push_back(*plan.top);
        std::vector<Card> after_drawing = detail::with(view.hand, *plan.top);
        std::vector<std::string> discard =
            detail::discard_reasons(view, after_drawing, *plan.after_take, Voice::Advice);
        if (!discard.empty()) {
            discard.front() =
                "After taking the " + cards::pretty(*plan.top) + ", " + discard.front();
        }
        append(advice.lines, std::move(discard));
        advice.can_go_out = plan.after_take->goes_out;
    }
    if (!advice.can_go_out) {
        if (plan.last_turn) {
            advice.lines.push_back("You cannot go out: the opponent has gone out and this is "
                                   "your last turn, so keep your points as low as you can.");
        } else {
            const double chance =
                planner.evaluator().chance_to_go_out(detail::SmallHand(view.hand));
            std::string line = "You cannot go out yet";
            if (plan.take) {
                line += ": after taking the " + cards::pretty(*plan.top) + " and discarding the " +
                        cards::pretty(plan.after_take->chosen.card) + ", " +
                        detail::points_phrase(plan.take_points) + " stay outside books and runs.";
            } else if (chance > 0) {
                line += ": about " + percent(chance) +
                        " of the cards you have not seen would let you go out this turn.";
            } else {
                line += ": no single card from the draw pile completes your hand this turn.";
            }
            advice.lines.push_back(line);
        }
    }
    return advice;
}

Advice advise_discard(const SeatView& view) {
    detail::ExpertPlanner planner(view);
    const detail::DiscardPlan plan = planner.plan_discard();
    Advice advice;
    advice.action = Discard{plan.chosen.card};
    advice.highlight.push_back(plan.chosen.card);
    advice.can_go_out = plan.goes_out;
    const std::vector<Card> kept = detail::without(view.hand, plan.chosen.card);
    advice.arrangement = best_arrangement(kept, view.wild_rank);
    append(advice.lines, detail::layout_sentences(advice.arrangement, Voice::Advice));
    append(advice.lines, detail::discard_reasons(view, view.hand, plan, Voice::Advice));
    if (!plan.goes_out) {
        if (plan.last_turn) {
            advice.lines.push_back("You cannot go out: the opponent has gone out, and after "
                                   "this discard you will score " +
                                   detail::points_phrase(advice.arrangement.points) + ".");
        } else {
            const double chance = planner.evaluator().chance_to_go_out(detail::SmallHand(kept));
            std::string line =
                "You cannot go out this turn: " + detail::points_phrase(advice.arrangement.points) +
                " stay outside books and runs";
            line += chance > 0 ? "; about " + percent(chance) +
                                     " of the unseen cards would let you go out next turn."
                               : ".";
            advice.lines.push_back(line);
        }
    }
    return advice;
}

} // namespace

Advice advise(const SeatView& view, std::uint64_t) {
    if (view.turn != view.seat && (view.phase == Phase::Draw || view.phase == Phase::Discard)) {
        Advice advice;
        advice.action = DrawStock{};
        advice.arrangement = best_arrangement(view.hand, view.wild_rank);
        advice.lines.push_back("It is not your turn yet.");
        append(advice.lines, detail::layout_sentences(advice.arrangement, Voice::Advice));
        return advice;
    }
    switch (view.phase) {
    case Phase::Draw:
        if (!view.hand.empty()) {
            return advise_draw(view);
        }
        break;
    case Phase::Discard:
        if (!view.hand.empty()) {
            return advise_discard(view);
        }
        break;
    case Phase::CoinToss: {
        Advice advice;
        advice.action = CallToss{true};
        advice.lines.push_back("The toss is pure chance: call heads or tails, either is as good.");
        return advice;
    }
    case Phase::RoundOver: {
        Advice advice;
        advice.action = NextRound{};
        advice.lines.push_back("The round is over: start the next round.");
        return advice;
    }
    case Phase::GameOver:
        break;
    }
    Advice advice;
    advice.action = NextRound{};
    advice.lines.push_back("There is no move to make now.");
    return advice;
}

} // namespace parlor::fivecrowns
