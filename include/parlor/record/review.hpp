#pragma once
// The expert's review of one seat's decisions in a recorded game (docs/records.md, "Review"):
// where it would have chosen otherwise, what that cost, and why. Each game judges its own
// decisions from the seat's view at the time; this is the shape, the summary and the JSON every
// game shares.

#include "parlor/cards/card.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::record {

// One decision where the expert chose otherwise.
struct ReviewItem {
    int line = 0;     // the record's line of the decision
    int round = 0;    // the round (the deal in Cribbage) it was made in, from 1
    int decision = 0; // the seat's decision in the game, from 1
    // What the seat did and what the expert would have done, each to follow "you chose to" and
    // "the expert would": "keep 5♠ 5♥ J♣ Q♦ and lay away 9♣ K♦", "play the 7♠".
    std::string played;
    std::string expert;
    double cost = 0;         // what the played move gave up, in `unit`: more than 0
    std::string unit;        // "points" (expected, of the round), or "% chance to win"
    std::string reason;      // the expert's reason, one line, addressed to the player
    bool close_call = false; // within the expert's noise: not called a mistake
    // The cost in chance to win the game, in percentage points: the seat's chance with the
    // expert's move less its chance with the move made, by the game's win model from what the
    // seat could see (docs/records.md, "The cost in chance to win"). 0 for a close call.
    double win_cost = 0;
    // The cost in the game's points where `unit` is the chance to win but the expert also
    // reckoned points (Cribbage near the end), else `cost`: what a round's skill adds up.
    double points_cost = 0;
    // The cards each move uses (the card played and what it takes or builds on, the two laid
    // away), for marking them when the table shows the moment.
    std::vector<cards::Card> played_cards;
    std::vector<cards::Card> expert_cards;
};

// The units of a cost.
inline constexpr const char* points_unit = "points";
inline constexpr const char* chance_unit = "% chance to win";

// The round word of a game that is one round (Cruno): the review names no round.
inline constexpr const char* whole_game = "game";

// How much of one round's result came from the cards and how much from the seat's decisions
// (docs/records.md, "Luck and skill"): skill is minus the seat's mistakes' costs in the round,
// luck is the rest, so luck + skill == result exactly.
struct RoundLuck {
    int round = 0;
    double result = 0; // the seat's result of the round against an even round, in `unit`
    double skill = 0;  // minus what the seat's mistakes of the round cost
    double luck = 0;   // result - skill: what the cards dealt brought
    std::string unit;  // "points", or "% chance to win" (Cruno)
};

struct Review {
    std::string round_word = "round"; // what the game calls a round: "deal" in Cribbage
    int decisions = 0;                // the seat's decisions looked at (moves with a choice)
    std::vector<int> decision_rounds; // the round of each of those decisions, in order
    std::vector<ReviewItem> items;    // mistakes by cost, greatest first; then the close calls
    std::vector<RoundLuck> rounds;    // each round the replay went through, in order
};

// A game's win model and standing, for the costs in chance to win and the luck of a round.
template <class State> struct Outlook {
    const char* unit = points_unit; // the unit of `standing` (and of a round's luck and skill)
    // The seat's standing: its score less its opponents' (for a game where fewer points win, the
    // other way round), so that a round's result is the change of it.
    std::function<double(const State&)> standing;
    // The seat's chance to win the game from the state, in percent, were its standing `shift`
    // points more (less when negative). Never less for a greater shift.
    std::function<double(const State&, double shift)> win_chance;
};

// The chance, in percent, that a lead of `lead` points holds over `rounds_left` more rounds whose
// difference of points has the standard deviation `round_spread`: a normal approximation of the
// remaining difference, Φ(lead / (round_spread · √rounds_left)). Half at a lead of 0; certain
// (100 or 0 by the sign of the lead) when no round is left.
double normal_win_chance(double lead, double round_spread, double rounds_left);

// The win cost of an item judged at `before`, from its cost (already a chance when its unit is).
template <class State>
double win_cost_of(const ReviewItem& item, const Outlook<State>& outlook, const State& before) {
    if (item.close_call) {
        return 0;
    }
    if (item.unit == chance_unit) {
        return item.cost;
    }
    return std::max(0.0, outlook.win_chance(before, 0) - outlook.win_chance(before, -item.cost));
}

// The round's luck and skill: skill from the round's mistakes (their cost in `unit`, else their
// points_cost), luck the rest of `result`.
RoundLuck round_luck(const Review& review, int round, double result, const std::string& unit);

// ---- the rule every game judges a cost by ----

// A cost this small is no cost: the move is worth as much as the expert's (another card of the
// same rank, a tie broken by the rule), and the review does not list it.
inline constexpr double same_worth = 1e-9;
// Costs are shown to a tenth: one that would show as 0.0 is a close call, never a mistake.
inline constexpr double least_shown_cost = 0.05;

// Where a cost stands against the expert's own noise.
struct Noise {
    double cost = 0;           // the expert's figure less the played move's: more than same_worth
    double spread = 0;         // the standard error behind it, in the cost's unit
    bool exact = false;        // every case was counted: no sampling stands behind the figures
    bool within_noise = false; // the expert's ranking put the move among its close call
};

// True when a cost is a close call, not a mistake: the ranking put the move within its noise;
// less than a tenth of the unit (what a cost shows) is at stake; the cost is within three
// standard errors; or, within six, one of 16 other samplings as the expert with another seed
// would draw (`chosen_by(k)`, k from 1) chooses the move or puts it within its noise. The expert
// itself plays from one sampling drawn from its own seed, so a move it makes at some seeds is
// within its noise; 16 samplings miss a move it makes at one seed in four about once in a
// hundred.
bool is_close_call(const Noise& noise, const std::function<bool(std::uint64_t k)>& chosen_by);

// Counts one decision, made in `round` at the record's `line`, with its item (line, round and
// decision set here) when the expert would have chosen otherwise.
void add_decision(Review& review, int round, int line, std::optional<ReviewItem> item);

// The part of a review made in one round: its decisions and items only.
Review of_round(const Review& review, int round);

// A cost as it is shown, to a tenth, in its unit: "4.6 points", "3.1% chance to win".
std::string cost_words(double cost, const std::string& unit);

// Sorts the items: mistakes by cost, greatest first (per unit, points before chances), then the
// close calls in the order they were made.
void sort_items(Review& review);

// "3 decisions of 21 cost you about 9.4 points; the biggest, in round 4: you kept ... — the
// expert keeps ...". Close calls are counted apart and cost nothing. A whole_game review names
// no round.
std::string summary(const Review& review);

// {"items": [{"round", "decision", "played", "expert", "cost", "unit", "win_cost", "reason",
// "close_call", "line"}...], "rounds": [{"round", "result", "luck", "skill", "unit"}...]}
nlohmann::ordered_json review_json(const Review& review);

// "Deal 3: +4 points against an even deal: +6.0 from the cards, -2.0 from your decisions."
std::string luck_line(const Review& review, const RoundLuck& luck);

// Where an item was decided, for the start of a sentence: "round 4, decision 7", or
// "decision 7" in a whole_game review.
std::string decision_place(const Review& review, const ReviewItem& item);

// The summary, then one block per item, for a terminal.
std::string review_text(const Review& review);

// A game's review of `seat`, the same for every game. The game's own functions are found in its
// namespace by the types of their arguments: replay(game, file, final_state, visit) calls visit
// before each step with the state it is applied to; each step of the seat is judged by
// judge(view_for(before, seat), step.action, seed), a {decision, item} judgement, and a decision
// is counted in the round `round_of(before)`. `error` is the replay's; the items come sorted.
template <class State, class Game, class Seat, class RoundOf>
Review review_game(const char* round_word, const Game& game, Seat seat, std::string_view file,
                   std::uint64_t seed, const RoundOf& round_of, const Outlook<State>& outlook,
                   std::string& error) {
    Review review;
    review.round_word = round_word;
    State final_state;
    std::optional<int> round; // the round being played, once the replay reached one
    double round_start = 0;   // the seat's standing as it began
    std::vector<std::pair<int, double>> results;
    const auto close_round = [&](const State& state) {
        if (round && *round >= 1) {
            results.emplace_back(*round, outlook.standing(state) - round_start);
        }
    };
    error = replay(game, file, final_state, [&](const State& before, const auto& step) {
        if (!round || round_of(before) != *round) {
            if (round) {
                close_round(before);
            }
            round = round_of(before);
            round_start = outlook.standing(before);
        }
        if (step.seat != seat) {
            return;
        }
        auto judged = judge(view_for(before, seat), step.action, seed);
        if (judged.decision) {
            if (judged.item) {
                if (judged.item->unit == points_unit) {
                    judged.item->points_cost = judged.item->cost;
                }
                judged.item->win_cost = win_cost_of(*judged.item, outlook, before);
            }
            add_decision(review, round_of(before), step.line, judged.item);
        }
    });
    if (round && error.empty()) {
        close_round(final_state); // a record that does not replay leaves its last round out
    }
    for (const auto& [r, result] : results) {
        review.rounds.push_back(round_luck(review, r, result, outlook.unit));
    }
    sort_items(review);
    return review;
}

} // namespace parlor::record
