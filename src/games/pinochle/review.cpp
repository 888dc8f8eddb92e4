// The review: the help's advice at each of the seat's decisions, against what the seat did. A
// play is valued by the expert's own method beside its choice (the same guesses while the stock
// lasts, the endgame search after it: compare_play); a meld by the plan's figure (plan_melds),
// or by the endgame search once the stock is gone.

#include "parlor/games/pinochle/review.hpp"

#include "chase_choice.hpp"
#include "copy_choice.hpp"
#include "expert_reasons.hpp"
#include "strategies.hpp"

#include "parlor/cards/match_stats.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

namespace parlor::pinochle {

namespace {

using record::ReviewItem;

// The position in the hand of the card a play takes from it.
std::optional<std::size_t> played_position(const SeatView& view, const Action& action) {
    const auto* play = std::get_if<Play>(&action);
    if (play == nullptr) {
        return std::nullopt;
    }
    return view.hand.find(play->card, play->from_meld);
}

std::vector<Card> cards_of_move(const Action& action) {
    if (const auto* play = std::get_if<Play>(&action)) {
        return {play->card};
    }
    if (const auto* declare = std::get_if<Declare>(&action)) {
        return declare->meld.cards;
    }
    return {};
}

bool is_choice(const SeatView& view) {
    if (view.turn != view.seat) {
        return false;
    }
    if (view.phase == Phase::Meld) {
        return legal_actions(view).size() > 1;
    }
    if (view.phase != Phase::Lead && view.phase != Phase::Follow) {
        return false;
    }
    std::vector<Action> kinds;
    for (const Action& move : legal_actions(view)) {
        if (std::none_of(kinds.begin(), kinds.end(),
                         [&](const Action& seen) { return alike(view, seen, move); })) {
            kinds.push_back(move);
        }
    }
    return kinds.size() > 1;
}

// The meld table index of a declaration (possible_melds' order); -1 for declaring none.
int meld_index(const SeatView& view, const Action& action) {
    const auto* declare = std::get_if<Declare>(&action);
    if (declare == nullptr) {
        return -1;
    }
    const auto& melds = possible_melds(view.trump);
    const auto at = std::find(melds.begin(), melds.end(), declare->meld);
    return at == melds.end() ? -1 : static_cast<int>(at - melds.begin());
}

// The item for `played` against the expert's `expert` move, the figures given; nothing when the
// played move is worth as much.
std::optional<ReviewItem> item_of(const Action& played, const Action& expert, double chosen_value,
                                  double played_value, const std::string& reason) {
    ReviewItem item;
    item.cost = chosen_value - played_value;
    if (item.cost <= record::same_worth) {
        return std::nullopt; // worth as much to the expert, or more in the figures that valued it
    }
    item.played = describe(played);
    item.expert = describe(expert);
    item.played_cards = cards_of_move(played);
    item.expert_cards = cards_of_move(expert);
    item.unit = record::points_unit;
    item.reason = reason;
    return item;
}

Judgement judge_play(const SeatView& view, const Action& played, std::uint64_t seed) {
    Judgement judged;
    judged.decision = true;
    const auto position = played_position(view, played);
    if (!position) {
        return judged;
    }
    const auto [weighing, comparison] = detail::compare_play(view, *position, seed);
    if (!comparison.valued) {
        return judged;
    }
    const Action expert = play_of(view.hand, comparison.chosen);
    if (alike(view, expert, played)) {
        return judged;
    }
    std::string reason =
        detail::advice_summary(view, detail::advice_of_weighing(view, weighing), false);
    const auto* copy = std::get_if<Play>(&played);
    if (const auto* chosen = std::get_if<Play>(&expert);
        chosen && copy && chosen->card == copy->card) {
        // The same card from the hand and from a meld: the summary says why that card, which
        // both moves play; say instead what each copy does to the melds.
        reason = detail::copy_choice_reason(view, *chosen, *copy);
    } else if (chosen && copy) {
        // The summary says why the expert's card, not why not the one played: on a chase this
        // trick tells them apart.
        if (std::string compared = detail::chase_comparison(view, chosen->card, copy->card);
            !compared.empty()) {
            reason = std::move(compared);
        }
    }
    judged.item = item_of(played, expert, comparison.chosen_value, comparison.played_value, reason);
    if (!judged.item) {
        return judged;
    }
    const record::Noise noise{judged.item->cost, comparison.spread,
                              comparison.searched && comparison.exact, comparison.within_noise};
    // Another sampling of the cards the seat cannot see, as the expert with another seed would
    // draw: does it choose the played card, or put it within its noise?
    judged.item->close_call = record::is_close_call(noise, [&](std::uint64_t k) {
        const detail::Weighing again = detail::weigh_plays(view, cards::derive_seed(seed, k));
        if (again.plays.empty()) {
            return false;
        }
        if (alike(view, play_of(view.hand, again.plays.front().position), played)) {
            return true;
        }
        return std::any_of(
            again.close_between.begin(), again.close_between.end(),
            [&](std::size_t at) { return alike(view, play_of(view.hand, at), played); });
    });
    return judged;
}

// What a meld decision's two declarations are worth to the expert: by the endgame search once
// the stock is gone, else by the plan's figure (the points the melds declared now and later add
// up to). Nothing when either cannot be valued.
std::optional<std::pair<double, double>> meld_values(const SeatView& view,
                                                     const detail::ExpertAdvice& advice,
                                                     const Action& expert, const Action& played) {
    if (advice.situation.plan.empty()) {
        const int chosen = meld_index(view, expert);
        const int made = meld_index(view, played);
        if (chosen < 0 || (made < 0 && std::holds_alternative<Declare>(played))) {
            return std::nullopt; // never: a legal meld is one of the table's
        }
        const detail::MoveComparison comparison = detail::compare_searched_meld(view, chosen, made);
        if (!comparison.valued) {
            return std::nullopt;
        }
        return std::pair(comparison.chosen_value, comparison.played_value);
    }
    const auto meld_of = [](const Action& action) {
        const auto* declare = std::get_if<Declare>(&action);
        return declare ? std::optional(declare->meld) : std::nullopt;
    };
    const auto chosen_value = detail::meld_plan_value(view.hand, view.trump, meld_of(expert));
    const auto played_value = detail::meld_plan_value(view.hand, view.trump, meld_of(played));
    if (!chosen_value || !played_value) {
        return std::nullopt;
    }
    return std::pair(*chosen_value, *played_value);
}

Judgement judge_meld(const SeatView& view, const Action& played, std::uint64_t seed) {
    Judgement judged;
    judged.decision = true;
    const auto advice = detail::expert_advice(view, seed);
    if (!advice) {
        return judged;
    }
    const Action& expert = advice->record.action;
    if (alike(view, expert, played)) {
        return judged;
    }
    const auto values = meld_values(view, *advice, expert, played);
    if (!values) {
        return judged;
    }
    judged.item = item_of(played, expert, values->first, values->second,
                          detail::advice_summary(view, *advice, false));
    if (judged.item) {
        // No guesses stand behind a search or the plan: only a cost too small to show is a
        // close call.
        judged.item->close_call = record::is_close_call({judged.item->cost, 0, true, false}, {});
    }
    return judged;
}

} // namespace

bool alike(const SeatView& view, const Action& a, const Action& b) {
    const auto at_a = played_position(view, a);
    const auto at_b = played_position(view, b);
    if (at_a && at_b) {
        return view.hand.cards[*at_a].card == view.hand.cards[*at_b].card &&
               view.hand.kinds_at(*at_a) == view.hand.kinds_at(*at_b);
    }
    return a == b;
}

Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed) {
    Judgement judged;
    judged.decision = is_choice(view);
    if (!judged.decision) {
        return judged;
    }
    if (view.phase == Phase::Meld) {
        return judge_meld(view, played, seed);
    }
    return judge_play(view, played, seed);
}

double standing(const GameState& state, Seat seat) {
    const auto total = [&](Seat s) {
        return state.players[index(s)].game_score + state.players[index(s)].round_score;
    };
    return double(total(seat) - total(other(seat)));
}

double win_chance(const GameState& state, Seat seat, double shift) {
    // To a target, the rounds left are those the leader needs at about 250 points a round, this
    // one counted; with no target (as many rounds as the player likes) only this round. The
    // difference of a round varies by about 150 points.
    double rounds_left = 1;
    if (state.target > 0) {
        const auto total = [&](int i) {
            return state.players[i].game_score + state.players[i].round_score;
        };
        const int leader = std::max(total(0), total(1));
        rounds_left = std::max(1.0, std::ceil((state.target - leader) / 250.0));
    }
    return record::normal_win_chance(standing(state, seat) + shift, round_spread, rounds_left);
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

} // namespace parlor::pinochle
