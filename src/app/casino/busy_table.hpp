#pragma once
// A busy moment of a Casino round as a save file: a multiple build of the player's, a build of the
// computer's, loose cards, both piles and half the deck. The repaint benchmark draws it, and the
// table's tests and screenshots open it.

#include <string_view>

namespace parlor::app::casino_table {

inline constexpr std::string_view busy_table_save = R"(Round: 3

Computer:
   Score: 17
   Hand: H5 H6 D4 D8
   Pile: SX SQ SK D6

Human:
   Score: 14
   Hand: SA S4 CA C9
   Pile: DJ DA C3 C5

Table:  [ [C6 S3] [S9] ] [H3 D5] C8 CJ HA D2 C7

Build Owner: [ [C6 S3] [S9] ] Human
Build Owner: [H3 D5] Computer

Last Capturer: Human

Deck: S7 D3 H2 S5 C2 H9 CX CQ CK HJ S2 S6 D9 DX DQ DK HX HQ HK C4 S8 SJ H4 H7 D7 H8

Next Player: Human
)";

} // namespace parlor::app::casino_table
