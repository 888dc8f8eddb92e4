#pragma once
// The expert's thinking (internal to the Five Crowns library): which pile to draw from and which
// card to discard, with the facts behind each choice. The expert strategy and the help both use
// it; advice_record.cpp turns a plan into the advice record, advice_words.cpp into sentences.
//
// How it weighs a hand: by the points it is expected to leave after one more stock draw (see
// hand_evaluation.hpp; the stock itself, two stock draws ahead), plus a little of the points it
// leaves now, plus a small charge for a discard that fits the cards the opponent is known to hold.
// It never discards a wild card unless that lets it go out or the opponent has gone out; it never
// takes the top discard only to throw it back; it always goes out when it can; and on its last turn
// (the opponent has gone out) it only minimises the points it will score.

#include "hand_evaluation.hpp"
#include "seat_knowledge.hpp"

#include <optional>
#include <vector>

namespace parlor::fivecrowns::detail {

struct ExpertTuning {
    double points_now_weight = 0.15; // the points a hand leaves now, beside the expected points
    double feed_charge = 2.0;        // a discard that fits the opponent's known cards
    int stock_candidates = 2;        // discards tried after each stock card, two draws ahead
    int candidates = 5;              // discards looked at closely
    int candidate_spread = 25;       // ... whose points now are within this of the best
};

// One discard considered.
struct DiscardOption {
    Card card;
    int points_now = 0;  // best points of the hand after this discard
    double expected = 0; // expected points after the next stock draw
    bool fits_opponent = false;
    double score = 0; // lower is better
};

struct DiscardPlan {
    DiscardOption chosen;
    std::vector<DiscardOption> considered; // the close look, best first
    bool goes_out = false;
    bool last_turn = false;            // the opponent has gone out
    bool threw_wild = false;           // a wild card had to go
    std::optional<Card> greedy_choice; // the card that would leave the fewest points now
};

struct DrawPlan {
    bool take = false;
    std::optional<Card> top;
    bool forced = false; // only one pile could be drawn from
    bool last_turn = false;
    bool goes_out = false;     // taking the top discard lets this seat go out
    int points_now = 0;        // best points of the hand as it is
    double stock_expected = 0; // expected points after a stock draw this turn
    // ... and after the next turn's, when the choice needed it (see plan_draw)
    std::optional<double> stock_two_draws;
    double stock_score = 0;
    std::optional<DiscardPlan> after_take; // the discard that would follow taking the top card
    int take_points = 0;                   // points after taking the top and that discard
    double take_score = 0;
};

class ExpertPlanner {
  public:
    // `cache` (optional) carries solved hands from one decision to the next.
    explicit ExpertPlanner(const SeatView& view, ExpertTuning tuning = {},
                           PointsCache* cache = nullptr);

    DrawPlan plan_draw();
    DiscardPlan plan_discard();
    // Discarding `card` from the hand (in the Discard phase), weighed as the close look weighs
    // its candidates, whether or not the close look would reach it: the review values the move a
    // player made this way. The last turn counts the points scored; a discard that goes out is
    // worth 0.
    DiscardOption weigh_discard(Card card);

    const SeatView& view() const { return view_; }
    HandEvaluator& evaluator() { return evaluator_; }
    bool last_turn() const;

  private:
    // The discards of `hand` (one card more than a hand holds), best first. `keep`: a card that
    // must not be thrown back.
    DiscardPlan choose_discard(const SmallHand& hand, const Card* keep);
    DiscardPlan choose_last_discard(const SmallHand& hand);
    bool fits_opponent(Card card) const;
    double score(int points_now, double expected, bool fits) const;
    // The close look at one candidate of `hand`: its expected points and its score.
    void weigh_closely(const SmallHand& hand, DiscardOption& option);

    SeatView view_;
    ExpertTuning tuning_;
    HandEvaluator evaluator_;
    std::vector<Card> opponent_cards_;
};

} // namespace parlor::fivecrowns::detail
