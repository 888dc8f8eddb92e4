// The rules screen's text for Pinochle: paragraphs separated by blank lines, the first line of
// each its heading.

#include <string_view>

namespace parlor::app::pinochle_table {

extern const std::string_view rules_text;
const std::string_view rules_text = R"(The aim
Score more than the computer: points for the cards you capture in tricks and for the melds you declare. You play round after round until you choose to stop, or, in a game to 1,000 (New game asks), until a round ends with a player at 1,000 or more; the higher total wins.

If you know another Pinochle
This is the two-handed game with a stock: there is no bidding and no widow, you never have to follow suit, trump or win a trick (not even once the stock is gone), melds are declared one at a time after winning a trick, and there is no target score unless you choose one: as many rounds as you like, or first to 1,000. In a game to 1,000 the game ends after the round in which a player reaches 1,000; if both do, the higher total wins, and if the totals are equal another round is played.

The cards
48 cards: the 9, jack, queen, king, ten and ace of each suit, two copies of each. In a trick the order is 9, jack, queen, king, ten, ace. Captured cards are worth: ace 11, ten 10, king 4, queen 3, jack 2, nine nothing.

The deal
Twelve cards each, four at a time. The next card is turned up and laid crosswise under the stock: its suit is trump for the round. The first leader is decided by a coin toss; in later rounds the player with more points leads first.

Tricks
The leader plays any card, the other player any card: there is no duty to follow suit. The higher card of the suit led wins, or any trump on a lead of another suit. Two identical cards: the lead wins. The winner takes both cards.

Melds
After winning a trick you may declare one meld: flush (A 10 K Q J of trump) 150, four aces 100, four kings 80, four queens 60, royal marriage (K Q of trump) 40, four jacks 40, pinochle (Q♠ J♦) 40, marriage (K Q of another suit) 20, dix (9 of trump) 10. The cards stay in your hand, laid apart, and can be played like any card; playing one breaks every meld it is in.

Using a card again
A new meld needs at least one card that is in no meld yet, and none of its cards may already be in a meld of the same kind. So a royal marriage plus the ace, ten and jack of trump makes a flush, but three melded kings and a fourth do not make four kings twice.

Drawing
After the meld the winner draws the top card of the stock, then the loser. When the winner has taken the last card of the stock, the loser takes the trump card. The winner leads the next trick. A round is 24 tricks.

At the table
Click a card, drag it to the middle, or choose it with the arrow keys and press Enter. After a won trick the legal melds appear in the middle: click one, press its number, or No meld (N). The computer's reasons are in the log; Help (H) shows what the expert would do.
)";

} // namespace parlor::app::pinochle_table
