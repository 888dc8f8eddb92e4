#pragma once
// Cribbage's advice record (cards/advice.hpp): the facts behind one lay-away or one card of the
// play, the same facts for every alternative, and how sure the choice is. Every sentence of the
// help and of the computer's reasons is written from a record alone (docs/cribbage.md, "Advice
// record", lists the facts and the figures a player may read).

#include "parlor/cards/advice.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <optional>
#include <variant>
#include <vector>

namespace parlor::cribbage {

// One way to keep four of the six dealt cards.
struct KeepFacts {
    std::vector<Card> keep;     // the four kept
    std::vector<Card> lay_away; // the two laid away
    int starters = 46;          // the starters the hand is averaged over
    double hand = 0;            // expected hand, points, over every starter
    double crib = 0;            // expected crib, points, signed: + one's own crib, - the opponent's
    double play = 0;            // expected points for minus against in the play
    int hands_played = 0;       // opponent hands the play was averaged over (the same for all)
    double total = 0;           // hand + crib + play: what ranks the choices before the end
    // Near the end of the game only: the chance to win with these four, which then ranks the
    // choices instead of the total.
    std::optional<double> win_chance;
    bool within_noise = false; // an alternative within the noise of the recommendation
};

// One card the seat may play now.
struct PlayFacts {
    Card card;
    int count = 0;                    // the count after it
    int points_now = 0;               // points it scores at once
    bool wins_now = false;            // those points reach the target
    double reply_chance = 0;          // chance the opponent can score straight after it
    double reply_points = 0;          // the opponent's expected best points straight after it
    int opponent_cards = 0;           // cards the opponent still holds in the play
    std::optional<double> net;        // points for minus against to the end of the play (before
                                      // the end of the game only: it ranks the cards then)
    int hands_considered = 0;         // opponent hands (rank patterns) weighed
    std::optional<double> win_chance; // near the end: the chance to win with it (it ranks then)
    bool within_noise = false;        // an alternative within the noise of the recommendation
};

using Facts = std::variant<std::monostate, KeepFacts, PlayFacts>;
using Record = cards::AdviceRecord<Action, Facts>;

// The rule that breaks a close call, as the words say it.
inline constexpr const char* keep_tie_rule =
    "the more points in hand and crib (counted exactly, without the play) goes first";
inline constexpr const char* play_tie_rule =
    "the card that scores more now goes first, then the lower card";

} // namespace parlor::cribbage
