#pragma once
// Cribbage positions the table tests start from.

namespace parlor::app::testing {

// The human's turn in the play: the computer has laid a 7, the human holds an 8 (15 for 2) and
// a king, which does not fit a count of 31 after the play goes on.
inline const char* const play_near_the_end = R"(Game: Cribbage
Computer:
   Score: 100
   Hand: 2C 3D 4S
   Played: 7H
Human:
   Score: 119
   Hand: 8C KD AS 9H
   Played:
Dealer: Human
Crib: XS 4C QH QS
Starter: 5S
Pile: 7H
Stock: 2S 3S 6S 7S 8S JS
Next Player: Human
)";

} // namespace parlor::app::testing
