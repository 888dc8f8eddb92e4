#pragma once
// What the speech mode says for a line the screen shows: a card's glyphs read as words ("7♥" is
// "seven of hearts": a voice reads "7♥" as "seven black heart suit", or skips the suit), and no
// control characters (a line spoken is one line of the --speech-log). Plain C++.

#include <string>
#include <string_view>

namespace parlor::app {

// Every card in `text` as words: a rank or a name written against a suit's symbol ("10♠",
// "K♦", "3♆", Cruno's "Skip♣") becomes "ten of spades", "king of diamonds", "three of tridents",
// "Skip of clubs"; a suit's symbol alone becomes its name ("trump: ♥" is "trump: hearts"). The
// rest of the text is kept as it is.
std::string spoken_words(std::string_view text);

// `text` without control characters: tabs and line breaks become spaces, other control bytes go.
std::string without_controls(std::string_view text);

} // namespace parlor::app
