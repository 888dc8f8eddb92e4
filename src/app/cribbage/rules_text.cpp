// The rules screen's text for Cribbage: paragraphs separated by blank lines, the first line of
// each its heading.

#include <string_view>

namespace parlor::app::cribbage_table {

extern const std::string_view rules_text;
const std::string_view rules_text = R"(The aim
Be the first to peg 121 points (61 in the short game, a setting New game asks about). You play against the computer, one deal after another.

The cards
One deck of 52 cards. Aces are low. For counting, an ace is 1, the jack, queen and king are 10, and the other cards their number.

The deal
At the start of the game each player cuts the deck and the lower card deals first; after that the deal alternates. Each player gets six cards and lays two of them away, face down, to the crib. The crib belongs to the dealer and is counted as a second hand for the dealer at the end of the deal.

The starter
The non-dealer cuts and the top card is turned up: the starter. It counts as a fifth card in both hands and in the crib. If it is a jack, the dealer pegs 2 at once ("his heels").

The play
Starting with the non-dealer, the players take turns laying a card and calling the running count, which may never pass 31. Pegging: a count of 15 scores 2; a count of exactly 31 scores 2; a card of the same rank as the one before it scores 2 for a pair, 6 for three of a kind, 12 for four; a run of three or more among the last cards laid, in any order, scores one point per card.

Go
A player who cannot lay a card without passing 31 says "go". The other plays on as long as they can. The player who laid the last card before the count starts again pegs 1 (a count of 31 already scored 2). The count then restarts at 0 with the other player. The last card of the whole play pegs 1.

The show
The cards go back to their owners and are counted, each with the starter: first the non-dealer's hand, then the dealer's hand, then the dealer's crib. Fifteens: every combination of cards adding to 15 scores 2. Pairs: 2 for each pair (three of a kind is three pairs, 6; four is six pairs, 12). Runs: 1 point per card of every run of three or more (a double run of three is two runs, 6 points). Flush: four hand cards of one suit score 4, 5 if the starter matches too; the crib scores a flush only when all five cards match. His nobs: the jack of the starter's suit in the hand or crib scores 1.

Winning
The game ends the moment a player reaches 121, even in the middle of the play or the show, which is why the non-dealer's hand is counted first. A loser who has not reached 91 is skunked, below 61 double skunked. In the short game the end is 61, reached by going once along the board (the finish is the ringed hole 61 at the end of the way out); a loser below 31 is skunked, and there is no double skunk.

On the table
Click two cards and press Lay away (or L) for the crib; keys 1 to 6 pick a card. In the play only the cards that fit under 31 are offered: click one, or press its number. The board shows each player's two pegs: the front peg on the score, the back peg where it was before the last points. During the show each item lights up the cards that make it; press Continue (C) to count on at once.

Counting your own
New game's Count can leave your points to you: after a card of yours that scores in the play, and at your hand and your crib, the table asks how many points you claim. Type the number (or change it with + and −, or Up and Down) and press Enter or Claim. A claim of too many is refused with the true count ("You claimed 8, but it is 15 two, 15 four and a pair for 6") and asked again; a claim of fewer stands. With muggins the computer then takes the points you missed, and says which. His heels, the go and the last card are still pegged for you, and the computer counts its own honestly.

Help and saving
Press H when it is your turn to lay away or to play, to see what the computer would do in your place, and why. You can save whenever you are to lay away or play a card; the game is also saved automatically after every move, and Continue on the title screen picks it up.)";

} // namespace parlor::app::cribbage_table
