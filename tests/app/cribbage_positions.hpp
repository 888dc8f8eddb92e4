#pragma once
// Cribbage positions the table tests start from, and what the table offers in them.

#include "app/cribbage/table.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <doctest/doctest.h>

#include <string>

namespace parlor::app::testing {

// The first card the count allows, as the table shows the hand (-1: none).
inline int first_playable(const cribbage_table::TableScene& table) {
    const int n = static_cast<int>(table.human_shown().size());
    for (int i = 0; i < n; ++i) {
        if (table.playable(i)) {
            return i;
        }
    }
    return -1;
}

// A position read from the text of a save file (the test stops if it does not read).
inline parlor::cribbage::GameState cribbage_position(const std::string& text) {
    parlor::cribbage::LoadResult r = parlor::cribbage::read_save(text, "test.txt");
    REQUIRE_MESSAGE(r.state.has_value(), r.error);
    return *r.state;
}

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

// The computer has played out; the human's 8 and then 9 are the play's last cards (the computer
// saying go in between).
inline const char* const play_last_two = R"(Game: Cribbage
Computer:
   Score: 10
   Hand:
   Played: KH 9C AC 2C
Human:
   Score: 12
   Hand: 8H 9S
   Played: QS 7D
Dealer: Human
Crib: XS 4C QH QD
Starter: 5S
Pile: 7D 2C
Stock: 2S 3S 6S 7S 8S JS
Next Player: Human
)";

} // namespace parlor::app::testing
