// The rules screen's text for Casino: paragraphs separated by blank lines, the first line of
// each its heading.

#include <string_view>

namespace parlor::app::casino_table {

extern const std::string_view rules_text;
const std::string_view rules_text = R"(The aim
Take the cards that score. You play a tournament against the computer, round after round, until a total passes 21; the higher total wins.

The deal
One deck of 52 cards. A coin toss decides who plays first in the first round. Each player gets four cards and four go face up to the table; when both hands are empty four more each are dealt, until the deck is used up. Whoever captured last in a round plays first in the next.

Your turn
Play one card of your hand: capture with it, build with it, or trail it (lay it on the table).

Card values
Number cards count their number (the 10 is X in the notation), jacks 11, queens 12, kings 13. An ace counts 1 or 14, both in the same move.

Capturing
A card captures every loose card of its rank (it must take them all), and may also take any sets of loose cards that add up to its value and builds of its value, all at once: a king takes a loose king, a 10 and a 3, and a build of 13. An ace takes a loose ace, which may also count 1 in a set of 14 (an ace on A, 9 and 4 takes all three). A build is only ever taken whole, by a card of its value.

Building
Put a card on loose cards to make a build of their sum, which you must hold a card to capture. You may increase the computer's single build with a card if you hold the new value, add to your own build (a multiple build: several parts of the same value), and take builds the computer made. You may not increase your own build, nor a multiple build.

Trailing
You may not trail while you own a build on the table, nor while a loose card on the table has the rank of a card in your hand (that card must capture it) — unless you can neither capture nor build at all.

The last cards
When the last card of a round is played, the last player to capture takes what is left on the table.

Scoring a round
Most cards 3 points, most spades 1 (a tie: nobody), the 10 of diamonds (big casino, DX) 2, the 2 of spades (little casino, S2) 1, each ace 1. The table shows both piles with their counts as you go.

At the table
Click a card of your hand (or press its number), then click the builds and table cards it should take or build on (or press their letters); what could still go with it is lit, and the menu bar names the move. Enter or the gold button plays it; T trails the picked card; Esc drops the picks. You can also drag a card onto a build or a table card, or onto the felt to trail it. H asks the expert, who lights the card and its targets.)";

} // namespace parlor::app::casino_table
