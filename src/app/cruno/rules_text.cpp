// The rules screen's text for Cruno: paragraphs separated by blank lines, the first line of each
// its heading.

#include <string_view>

namespace parlor::app::cruno_table {

extern const std::string_view rules_text;
const std::string_view rules_text = R"(The aim
Be the first to play every card of your hand. Cruno is Crazy Eights with three action cards, for 2 to 10 players: you and up to nine computer players, each with a personality of its own.

The cards
A deck of 76 cards: the 52 usual cards and, in each suit, two Skips, two Reverses and two Draw Twos. Above five players two decks are shuffled together.

The deal
Each player gets five cards; the next card is turned up to start the discard pile and the rest is the stock. The player at the dealer's left plays first, and play goes clockwise: up the seats, from your left over the top of the table to your right.

Your turn
Play a card that matches the top card of the discard pile by suit or by rank (an action card matches the same action), or play an 8: eights are wild, and you name the suit the next player must follow. If you cannot play, or would rather not, draw from the stock; you may play the card you drew when it fits.

The action cards
Skip: the next player loses the turn. Reverse: play changes direction (the arrows round the middle of the table turn over). Draw Two: the next player draws two cards before anything else. Two rule options, in Settings: a Draw Two also skips its victim; with two players a Reverse acts as a Skip.

The stock
When the stock is empty the discard pile but its top card is shuffled into a new stock. When no card is left to draw at all, the game ends on penalties: 2 to 7, 9 and 10 count their value, the 8 counts 8, J Q K and A 10, action cards 20. The lowest total wins; equal totals share the win.

The trickster
One personality cheats, openly, and only if you choose it (New game: Trickster, or seat by seat; the Mixed table never seats it): with nothing to play, the trickster may turn a card of its hand into the 8 of that suit, but only while it holds seven cards or more, so it cheats to catch up and never its way out. The table says so every time.
)";

} // namespace parlor::app::cruno_table
