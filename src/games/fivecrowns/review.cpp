// The review: the help's advice at each of the seat's decisions, against what the seat did, the
// move made valued by the expert's own method (weigh) even where the expert did not look at it.

#include "parlor/games/fivecrowns/review.hpp"

#include "parlor/games/fivecrowns/ai.hpp"
#include "review_reasons.hpp"

#include "seat_knowledge.hpp"
#include <cmath>

namespace parlor::fivecrowns {

namespace {

using record::ReviewItem;

// "draw from the stock", "take the 7♦ from the discard pile and discard the K♣", "discard the K♣
// and go out": to follow "you chose to" or "the expert would". A take's figure includes the
// expert's discard after it, named when it is the expert's move.
std::string move_words(const Action& action, const Facts& facts, bool expert) {
    if (std::holds_alternative<TakeDiscard>(action) && facts.drawn) {
        std::string words = "take the " + cards::pretty(*facts.drawn) + " from the discard pile";
        if (expert && facts.discard) {
            words += " and discard the " + cards::pretty(*facts.discard);
        }
        return words + (expert && facts.goes_out ? " and go out" : "");
    }
    if (std::holds_alternative<Discard>(action) && facts.goes_out) {
        return describe(action) + " and go out";
    }
    return describe(action);
}

// A choice: both piles to draw from, or two different cards to throw (two copies of a card are
// one move).
bool is_choice(const SeatView& view) {
    return detail::legal_actions(view).size() > 1;
}

} // namespace

namespace {

// Where the expert, advising at a decision, would have chosen otherwise than `played`, by more
// than nothing.
// The card a move handles: the one discarded, or the discard pile's top card taken.
std::vector<Card> card_handled(const SeatView& view, const Action& action) {
    if (const auto* discard = std::get_if<Discard>(&action)) {
        return {discard->card};
    }
    if (std::holds_alternative<TakeDiscard>(action) && view.discard_top()) {
        return {*view.discard_top()};
    }
    return {};
}

std::optional<ReviewItem> otherwise(const SeatView& view, const Action& played,
                                    std::uint64_t seed) {
    const Advice advice = advise(view, seed);
    // Nothing to weigh where the expert agrees (and never an illegal move in a record that
    // replays).
    const std::optional<Facts> chosen =
        advice.record.action == played ? std::nullopt : weigh(view, played);
    if (!chosen) {
        return std::nullopt;
    }
    ReviewItem item;
    // The expert ranks by the total, lower is better: what the move gave up is how much higher
    // its total is. Nothing (or less) when the expert values it as much, which happens for a
    // discard its close look passed over, a wild card it keeps by rule, or a tie.
    item.cost = chosen->total - advice.record.facts.total;
    if (item.cost <= record::same_worth) {
        return std::nullopt;
    }
    item.played = move_words(played, *chosen, false);
    item.expert = move_words(advice.record.action, advice.record.facts, true);
    item.unit = record::points_unit;
    item.played_cards = card_handled(view, played);
    item.expert_cards = card_handled(view, advice.record.action);
    // The help's first line, the move and why: its one-line summary often has room only for
    // the move ("Draw from the draw pile").
    item.reason = advice.lines.front();
    if (std::holds_alternative<Discard>(played) &&
        std::holds_alternative<Discard>(advice.record.action)) {
        // That line says why the expert's discard, not why not the one made: compare the two
        // by the facts that ranked them.
        if (std::string compared = detail::discard_comparison(advice.record.facts, *chosen);
            !compared.empty()) {
            item.reason = std::move(compared);
        }
    }
    // The figures are exact (every unseen card counted, nothing sampled): the only noise is what
    // would show as 0.0.
    item.close_call = record::is_close_call(record::Noise{item.cost, 0, true, false}, {});
    return item;
}

} // namespace

Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed) {
    Judgement judged;
    judged.decision = is_choice(view);
    judged.item = judged.decision ? otherwise(view, played, seed) : std::nullopt;
    return judged;
}

double standing(const GameState& state, Seat seat) {
    // Fewer points win: the mean of the opponents' totals less the seat's own.
    double others = 0;
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        if (i != std::size_t(index(seat))) {
            others += state.players[i].score;
        }
    }
    return others / double(state.players.size() - 1) - state.players[index(seat)].score;
}

double win_chance(const GameState& state, Seat seat, double shift) {
    // The 11 rounds are fixed: the rounds left are this one and those after it. The seat must end
    // below each opponent; each difference is taken apart, as if independent.
    const double rounds_left = std::max(0, 12 - state.round);
    double chance = 1;
    for (std::size_t i = 0; i < state.players.size(); ++i) {
        if (i != std::size_t(index(seat))) {
            const double lead = state.players[i].score - state.players[index(seat)].score + shift;
            chance *= record::normal_win_chance(lead, round_spread, rounds_left) / 100;
        }
    }
    return 100 * chance;
}

record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error) {
    const auto round_of = [](const GameState& state) { return state.round; };
    record::Outlook<GameState> outlook;
    outlook.unit = record::points_unit;
    outlook.standing = [seat](const GameState& state) { return standing(state, seat); };
    outlook.win_chance = [seat](const GameState& state, double shift) {
        return win_chance(state, seat, shift);
    };
    return record::review_game<GameState>("round", game, seat, file, seed, round_of, outlook,
                                          error);
}

} // namespace parlor::fivecrowns
