// The rules screen's text for Five Crowns: paragraphs separated by blank lines, the first line of
// each its heading.

#include <string_view>

namespace parlor::app::fivecrowns_table {

extern const std::string_view rules_text;
const std::string_view rules_text = R"(The aim
Score as few points as you can over eleven rounds. You play against the computer.

The cards
Two decks of 58 cards are shuffled together. Each deck has five suits — spades ♠, hearts ♥, diamonds ♦, clubs ♣ and tridents ♆ — with ranks 3 to 10, jack, queen and king, and three jokers. There are no aces or twos.

Rounds and wild cards
Round 1 deals 3 cards to each player, round 2 deals 4, and so on up to 13 cards in round 11. The wild card of a round is the rank equal to the number of cards dealt: 3s in round 1, 10s in round 8, jacks in round 9, queens in round 10, kings in round 11. Jokers are always wild.

Who starts
Before round 1 a coin is tossed and you call it. In later rounds, whoever went out first in the previous round plays first.

A turn
Draw the top card of the draw pile or the top card of the discard pile, then discard one card onto the discard pile.

Books and runs
A book is three or more cards of the same rank, in any suits (the same card twice is fine). A run is three or more cards of one suit in sequence, such as 5♦ 6♦ 7♦; a king does not connect to a 3. Jokers and wild cards can stand in for any card, any number of them, anywhere in a book or run. Each card belongs to one book or run at most, and you may rearrange your cards freely from turn to turn.

Going out
When, after your discard, every card in your hand fits into books and runs, you go out and show them. Parlor does this for you as soon as it is possible.

The last turn
After one player goes out, the other plays one more turn. Then that player lays down every book and run they can; the cards left over are added to their score.

Points
3 to 10 count their face value, a jack 11, a queen 12, a king 13. A wild card left in the hand counts 20 and a joker 50. The player who went out scores 0 for the round.

Winning
After round 11 the player with the lower total wins. Equal totals are a draw.

Help and saving
Press H during your turn to see what the computer would do in your place, and why. You can save before any turn; the game is also saved automatically after every turn, and Continue on the title screen picks it up.)";

} // namespace parlor::app::fivecrowns_table
