#pragma once
// The expert's review of one seat's decisions in a recorded game (docs/records.md, "Review"):
// where it would have chosen otherwise, what that cost, and why. Each game judges its own
// decisions from the seat's view at the time; this is the shape, the summary and the JSON every
// game shares.

#include <nlohmann/json.hpp>

#include <cstdint>
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
};

// The units of a cost.
inline constexpr const char* points_unit = "points";
inline constexpr const char* chance_unit = "% chance to win";

// Costs are shown to a tenth: one that would show as 0.0 is a close call, never a mistake; one of
// nothing (a move worth as much by the expert's figures) is not listed at all.
inline constexpr double least_shown_cost = 0.05;
inline constexpr double same_worth = 1e-9;

struct Review {
    std::string round_word = "round"; // what the game calls a round: "deal" in Cribbage
    int decisions = 0;                // the seat's decisions looked at (moves with a choice)
    std::vector<int> decision_rounds; // the round of each of those decisions, in order
    std::vector<ReviewItem> items;    // mistakes by cost, greatest first; then the close calls
};

// The part of a review made in one round: its decisions and items only.
Review of_round(const Review& review, int round);

// Sorts the items: mistakes by cost, greatest first (per unit, points before chances), then the
// close calls in the order they were made.
void sort_items(Review& review);

// "3 decisions of 21 cost you about 9.4 points; the biggest, in round 4: you kept ... — the
// expert keeps ...". Close calls are counted apart and cost nothing.
std::string summary(const Review& review);

// [{"round", "decision", "played", "expert", "cost", "unit", "reason", "close_call", "line"}...]
nlohmann::ordered_json review_json(const Review& review);

// The summary, then one block per item, for a terminal.
std::string review_text(const Review& review);

// The review of `seat`'s decisions in one recorded game, the loop every game shares. It calls the
// game's own functions, found in the game's namespace: `replay(game, file, final_state, visit)`,
// which calls `visit(before, step)` before each step; `view_for(before, seat)`; and
// `judge(view, action, seed)`, a `.decision` (the seat had a choice) and an optional `.item`
// (where the expert would have chosen otherwise). `round_of(before)` is the round a step is made
// in. `error` is the replay's ("FILE:LINE: problem"); the items come sorted.
template <class State, class Game, class Seat, class RoundOf>
Review review_replayed(const Game& game, Seat seat, std::string_view file, std::uint64_t seed,
                       std::string& error, std::string round_word, RoundOf round_of) {
    Review review;
    review.round_word = std::move(round_word);
    State final_state;
    error = replay(game, file, final_state, [&](const State& before, const auto& step) {
        if (step.seat != seat) {
            return;
        }
        const auto judged = judge(view_for(before, seat), step.action, seed);
        if (!judged.decision) {
            return;
        }
        ++review.decisions;
        review.decision_rounds.push_back(round_of(before));
        if (judged.item) {
            ReviewItem item = *judged.item;
            item.line = step.line;
            item.round = round_of(before);
            item.decision = review.decisions;
            review.items.push_back(std::move(item));
        }
    });
    sort_items(review);
    return review;
}

} // namespace parlor::record
