#pragma once
// The advice record of a Pinochle decision (docs/pinochle.md, "Advice record"): the expert's
// move, the figures behind it and behind every other move it weighed, and how sure it is. The
// computer's reasons, the help's lines and summary and `parlor-cli advise --json` are all
// written from it.

#include "parlor/cards/advice.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <optional>
#include <vector>

namespace parlor::pinochle {

// A meld a play gives up: the hand holds the played card (its last copy) and all of the meld's
// other cards, or all but one while the stock lasts.
struct MeldGivenUp {
    MeldKind kind = MeldKind::Dix;
    int points = 0;
    bool complete = false; // the hand holds every card of it now
    friend bool operator==(const MeldGivenUp&, const MeldGivenUp&) = default;
};

// The figures of one move (the recommendation and each alternative alike). A margin is in
// points of this round: the seat to move's round score minus its opponent's.
struct MoveFacts {
    // The expected margin when the round ends if this move is made: the margin now plus the
    // mean over the guesses (or the searched value). Absent for a meld chosen by the plan.
    std::optional<double> margin;
    bool margin_is_bound = false; // the search only showed the move is at most this good
    int samples = 0;              // guesses behind `margin` (0: searched)
    // Plays, while the stock lasts: the share of guesses in which the card takes this trick.
    std::optional<double> trick_chance;
    int card_points = 0;            // a play: the capture points of the card
    bool sure_trick = false;        // a lead: nothing the opponent can hold beats it
    bool beats_lead = false;        // a chase: the card wins the led card
    bool in_a_meld = false;         // a play: the card is in a meld the hand can declare now
    std::optional<MeldKind> breaks; // a play from a current meld: the meld it breaks
    std::vector<MeldGivenUp> gives_up;
    int meld_points = 0; // a declaration: the meld's points
};

// What the recommendation's words need of the position, the same for every move.
struct Situation {
    int my_round = 0;    // the seat to move's round score now
    int their_round = 0; // its opponent's
    int margin_now = 0;  // my_round - their_round
    int stock = 0;       // cards still to draw (the trump card included)
    int tricks_left = 0;
    bool exact = false;      // searched to the end of the round with every card known
    int searched_tricks = 0; // when searched but not exact: tricks searched move by move
    // A chase: no card of the hand wins the led card; the fewest points of a card in the hand;
    // the margin of the best weighed card that wins it.
    bool nothing_wins = false;
    int least_points = 0;
    std::optional<Card> cheapest_winner;
    std::optional<double> best_winning_margin;
    // A meld while the stock lasts: the plan (plan_melds) and whether declaring the biggest meld
    // now would rule out the plan's second meld.
    std::vector<Meld> plan;
    std::optional<Meld> biggest;
    bool biggest_rules_out_next = false;
    // The moves within the noise of the best when the choice was a close call, best first.
    std::vector<Action> close_between;
};

using Record = cards::AdviceRecord<Action, MoveFacts>;

// The rule that breaks a close call between plays.
inline constexpr const char* play_tie_rule =
    "the card worth fewest points goes, then the lower card, then a plain card before a trump";

} // namespace parlor::pinochle
