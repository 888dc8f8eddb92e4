#pragma once
// Moves as a player types them in a terminal (`parlor-cli play casino`) and as `parlor-cli
// advise` prints them, in the save file's card codes:
//     capture H5 D4 with C9      the C9 takes the H5 and the D4
//     build 9 with S4 on H5      the S4 onto the loose H5 makes a build of 9
//     build 9 with S9            the S9 becomes a part of one's own build of 9
//     build 9 with D2 on C3 S4   the D2 increases the opponent's build [C3 S4] to 9
//     trail C2

#include "parlor/games/casino/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::casino {

std::string move_text(const Action& action);
// The same words with the cards as the table names them ("capture 5♥ 4♦ with 9♣"), for the
// terminal's prompts and lists (no file notation on a screen); read_move reads these too.
std::string shown_move_text(const Action& action);

// Reads a typed move for `seat`, holding `hand`, against its `legal` moves. The keyword comes
// first (capture, build, trail; or c, b, t); then the cards in any order, in codes ("S7") or as
// the table names them ("7♠") — the one in the hand is
// the card played, the others are on the table, and a build may be named by any of its cards or
// in brackets; "with", "on" and "and" are optional; a build gives its value. A capture naming no
// table card is the card's only capture. The result may still be illegal (apply says why); on a
// move that cannot be read at all, nothing and `error`.
std::optional<Action> read_move(std::string_view text, const std::vector<Action>& legal,
                                const std::vector<Card>& hand, const Table& table, Seat seat,
                                std::string& error);

} // namespace parlor::casino
