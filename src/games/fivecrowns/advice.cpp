// Help for the seat to move: the expert's own plan for that seat, as an advice record, told to
// the player. Every line and the summary are written from the record (advice_words.cpp).

#include "parlor/games/fivecrowns/ai.hpp"

#include "advice_record.hpp"
#include "advice_words.hpp"
#include "expert_planner.hpp"

namespace parlor::fivecrowns {

namespace {

Advice from_record(AdviceRecord record, int wild_rank) {
    Advice advice;
    advice.action = record.action;
    advice.arrangement = record.facts.arrangement;
    advice.lines = detail::help_lines(record, wild_rank);
    advice.summary = detail::summary_line(record, wild_rank);
    if (std::holds_alternative<TakeDiscard>(record.action)) {
        advice.highlight.push_back(*record.facts.drawn);
    } else if (std::holds_alternative<Discard>(record.action)) {
        advice.highlight.push_back(*record.facts.discard);
    }
    advice.can_go_out = record.facts.goes_out;
    advice.record = std::move(record);
    return advice;
}

Advice no_decision(const SeatView& view, Action action, std::string line) {
    Advice advice;
    advice.action = action;
    advice.arrangement = best_arrangement(view.hand, view.wild_rank);
    advice.lines.push_back(line);
    advice.summary = std::move(line);
    advice.record.action = action;
    advice.record.facts.arrangement = advice.arrangement;
    advice.record.facts.points_now = advice.arrangement.points;
    advice.record.certainty.exact = true;
    return advice;
}

} // namespace

Advice advise(const SeatView& view, std::uint64_t) {
    const bool in_turn = view.phase == Phase::Draw || view.phase == Phase::Discard;
    if (in_turn && view.turn != view.seat) {
        Advice advice = no_decision(view, DrawStock{}, "It is not your turn yet.");
        advice.lines.push_back(detail::layout_sentence(advice.arrangement, detail::Voice::Advice));
        return advice;
    }
    if (in_turn && !view.hand.empty()) {
        detail::ExpertPlanner planner(view);
        if (view.phase == Phase::Draw) {
            const detail::DrawPlan plan = planner.plan_draw();
            return from_record(detail::draw_record(view, plan, planner.evaluator()),
                               view.wild_rank);
        }
        const detail::DiscardPlan plan = planner.plan_discard();
        return from_record(detail::discard_record(view.hand, plan, planner.evaluator(), view.seats),
                           view.wild_rank);
    }
    switch (view.phase) {
    case Phase::CoinToss:
        return no_decision(view, CallToss{true},
                           "The toss is pure chance: call heads or tails, either is as good.");
    case Phase::RoundOver:
        return no_decision(view, NextRound{}, "The round is over: start the next round.");
    default:
        return no_decision(view, NextRound{}, "There is no move to make now.");
    }
}

} // namespace parlor::fivecrowns
