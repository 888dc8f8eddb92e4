#pragma once
// The computer player: strategies that decide from a SeatView (never the whole state) and say
// why. The help for the human is the expert strategy run on the human's view.

#include "parlor/cards/advice.hpp"
#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <cstdint>
#include <nlohmann/json_fwd.hpp>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::fivecrowns {

using Decision = cards::Decision<Action>;

// decide() is called in the Draw and Discard phases for the seat of `view`. It returns a legal
// action and the reasons, written in the first person ("I took the 7♦ from the discard pile
// because ...").
using Strategy = cards::Strategy<SeatView, Action>;

// "random", "greedy" or "expert"; nullptr for an unknown name. The seed feeds the strategy's
// own sampling (the expert's look-ahead), never the game's.
std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed);
std::vector<std::string> strategy_names();

// What one move is worth, as the expert weighed it (docs/fivecrowns.md, "Advice record"). Every
// figure the help, the summary and the computer's reasons quote is here; the words are written
// from these facts alone.
struct Facts {
    std::optional<Card> drawn;   // the top discard a TakeDiscard takes
    std::optional<Card> discard; // the card a Discard throws, or the one a TakeDiscard leads to
    // The hand after the move: after taking the top card and its discard, after the discard; for
    // a stock draw (whose card is unknown) the hand as it is now.
    Arrangement arrangement;
    int points_now = 0;             // points the hand leaves before the move
    std::optional<int> points_left; // points the hand leaves after the move (none for a stock draw)
    // Expected points after the next stock draw (the best discard after it): for a stock draw the
    // draw of this turn, else the draw of the next turn. On the last turn, the points scored.
    double expected_points = 0;
    // A stock draw only: the expected points after this turn's stock draw and the next turn's,
    // the horizon of a TakeDiscard's expected_points. Present when the choice needed it.
    std::optional<double> expected_two_draws;
    double chance_to_go_out = 0; // that same draw lets the hand go out (0 when it goes out now)
    bool goes_out = false;       // the move (with its discard) leaves no points
    bool last_turn = false;      // another player has gone out: only the points left count
    bool fits_opponent = false;  // the discard builds on cards the next player took
    // The table's size, for the words: "the opponent" at two seats; at more, "the next player"
    // (the only one who can take this seat's discard) and "another player has gone out".
    int seats = 2;
    bool wild_discard = false; // the discard is a wild card
    double total = 0;          // the ranking's total, lower is better (never shown as a figure)
};

using AdviceRecord = cards::AdviceRecord<Action, Facts>;

// Help: the expert's recommendation for the seat of `view`, addressed to the player
// ("I recommend you discard the K♣ because ...").
struct Advice {
    Action action;                  // the move to make now
    Arrangement arrangement;        // the hand after the recommended move (record.facts')
    std::vector<std::string> lines; // every sentence, in order: draw, melds, discard, going out
    std::vector<Card> highlight;    // cards the table should highlight (the discard, say)
    bool can_go_out = false;        // the recommended discard lets the player go out
    std::string summary;            // the recommendation in one line of at most 90 characters
    AdviceRecord record;            // the facts every line above is written from
};
// The expert counts every card it has not seen instead of sampling: `seed` changes nothing.
Advice advise(const SeatView& view, std::uint64_t seed = 1);

// What `action`, a move of the seat of `view` in its Draw or Discard phase, is worth by the
// expert's own method, whether or not the expert weighed it beside its choice: a draw as the
// advice record states it, a discard as the expert weighs the few it looks at closely (it looks
// closely at only five, so another card has no figure in the record). The review values the move
// a player made this way; what the expert plays is unchanged. Nothing outside the seat's turn or
// for an action the rules refuse.
std::optional<Facts> weigh(const SeatView& view, const Action& action);

// The record as JSON for `parlor-cli advise --json`: {"facts", "alternatives", "certainty"}.
nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice);

} // namespace parlor::fivecrowns
