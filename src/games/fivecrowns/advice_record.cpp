#include "advice_record.hpp"

namespace parlor::fivecrowns::detail {

Facts discard_facts(const SmallHand& hand, const DiscardOption& option, bool last_turn,
                    HandEvaluator& evaluator) {
    const SmallHand kept = hand.minus(option.card);
    Facts facts;
    facts.discard = option.card;
    facts.arrangement = best_arrangement(kept.cards(), evaluator.wild_rank());
    facts.points_now = evaluator.points(hand);
    facts.points_left = option.points_now;
    facts.goes_out = option.points_now == 0;
    facts.last_turn = last_turn;
    facts.expected_points = facts.goes_out ? 0.0 : option.expected;
    facts.chance_to_go_out = facts.goes_out || last_turn ? 0.0 : evaluator.chance_to_go_out(kept);
    facts.fits_opponent = option.fits_opponent;
    facts.wild_discard = is_wild(option.card, evaluator.wild_rank());
    facts.total = facts.goes_out && !last_turn ? 0.0 : option.score;
    return facts;
}

namespace {

using Alternative = cards::Alternative<Action, Facts>;

// Every fact of the record told the table's size (the words name "the opponent" by it).
void set_seats(AdviceRecord& record, int seats) {
    record.facts.seats = seats;
    for (auto& alternative : record.alternatives) {
        alternative.facts.seats = seats;
    }
}

void set_certainty(AdviceRecord& record, const char* tie_rule) {
    record.certainty.exact = true; // every unseen card is counted, nothing is sampled
    if (record.alternatives.empty()) {
        return;
    }
    record.certainty.lead = record.alternatives.front().facts.total - record.facts.total;
    // The figures are exact, so only a true tie is a close call.
    record.certainty.close_call = record.certainty.lead <= 1e-9;
    if (record.certainty.close_call) {
        record.certainty.tie_rule = tie_rule;
    }
}

} // namespace

AdviceRecord draw_record(const SeatView& view, const DrawPlan& plan, HandEvaluator& evaluator) {
    const SmallHand hand(view.hand);
    Facts stock;
    stock.arrangement = best_arrangement(view.hand, view.wild_rank);
    stock.points_now = plan.points_now;
    stock.expected_points = plan.stock_expected;
    stock.expected_two_draws = plan.stock_two_draws;
    stock.last_turn = plan.last_turn;
    stock.chance_to_go_out = evaluator.chance_to_go_out(hand);
    stock.total = plan.stock_score;

    std::optional<Facts> take;
    if (plan.top && plan.after_take) {
        take =
            discard_facts(hand.plus(*plan.top), plan.after_take->chosen, plan.last_turn, evaluator);
        take->drawn = plan.top;
        take->points_now = plan.points_now;
        take->total = plan.take_score;
    }
    AdviceRecord record;
    const bool stock_possible = !(plan.forced && plan.take);
    if (plan.take) {
        record.action = TakeDiscard{};
        record.facts = *take;
        if (stock_possible) {
            record.alternatives.push_back(Alternative{DrawStock{}, stock});
        }
    } else {
        record.action = DrawStock{};
        record.facts = stock;
        if (take) {
            record.alternatives.push_back(Alternative{TakeDiscard{}, *take});
        }
    }
    set_certainty(record, plan.take && plan.goes_out ? going_out_draw_tie_rule : draw_tie_rule);
    set_seats(record, view.seats);
    return record;
}

AdviceRecord discard_record(const std::vector<Card>& hand, const DiscardPlan& plan,
                            HandEvaluator& evaluator, int seats) {
    const SmallHand held(hand);
    AdviceRecord record;
    record.action = Discard{plan.chosen.card};
    record.facts = discard_facts(held, plan.chosen, plan.last_turn, evaluator);
    for (const DiscardOption& option : plan.considered) {
        if (option.card == plan.chosen.card) {
            continue;
        }
        record.alternatives.push_back(Alternative{
            Discard{option.card}, discard_facts(held, option, plan.last_turn, evaluator)});
    }
    const char* going_out_rule = seats > 2 ? going_out_tie_rule_table : going_out_tie_rule;
    set_certainty(record, plan.goes_out && !plan.last_turn ? going_out_rule : discard_tie_rule);
    set_seats(record, seats);
    return record;
}

} // namespace parlor::fivecrowns::detail
