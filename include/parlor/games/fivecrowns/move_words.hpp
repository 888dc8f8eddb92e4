#pragma once
// A move in the words a player types at the terminal (`parlor-cli play fivecrowns`) and
// `parlor-cli advise` prints. The draw's words are read and written here, side by side, so the
// two cannot drift apart; a discard is the card's code, read back by `parse` (cards.hpp).

#include "parlor/games/fivecrowns/rules.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::fivecrowns {

// "stock" or "discard" for a draw, the card's code ("XS") for a discard, "heads" or "tails" for
// the toss; empty for the next round, which the terminal starts without asking.
std::string move_text(const Action& action);

// A draw named in lower case with single spaces (the terminal normalises what was typed):
// "stock" (or "s", "draw", "draw pile") or "discard" (or "discard pile", "pile", "take").
// Nothing for any other words: "d" could be either, so it is not guessed.
std::optional<Action> read_draw_words(std::string_view words);

} // namespace parlor::fivecrowns
