#pragma once
// How a game's summary names the two seats (issue 43: "summaries say 'Human' where the player
// has a name"). By default the save files' words ("Human", "Computer"), which the terminal and
// the records keep; a table gives its own: the player's name, or "You" (whose verb takes no -s
// and who is "you" inside a sentence), and the computer's name.

#include "parlor/cards/seat.hpp"

#include <string>
#include <string_view>

namespace parlor::cards {

struct SeatWords {
    std::string human = "Human";
    std::string computer = "Computer";
    bool human_is_you = false; // the player is "You": "you deal", "next: you"

    // The seat at the head of a clause: "Human 45", "You 45", "Ada 45".
    std::string name(Seat seat) const;
    // The seat after "next: ": "Human", "you", "Ada".
    std::string next(Seat seat) const;
    // The seat with its verb: "Human deals", "you deal", "Ada deals".
    std::string with_verb(Seat seat, std::string_view plain, std::string_view third) const;
};

// The words of a table whose player is named `player` (an empty name, or "you" in any case, is
// "You", as the table names them); the computer is "Computer".
SeatWords player_words(std::string_view player);

} // namespace parlor::cards
