#pragma once
// The Casino save file (docs/casino.md): the round, each player's score, hand and pile, the
// table with its builds and their owners, the last capturer, the deck and the next player. Every
// variant that circulates loads (builds as "[C3 S4]" or "[ [C3 S4] ]", a multiple build's part
// without brackets "[ C6 C3 [ H5 D4 ] ]", a brace for a bracket, several, empty, missing or
// wrapped Build Owner lines, no Last Capturer or one carried over from the round before,
// "Round: 0" for round 1, no spaces around brackets, 51 cards, a card twice (with a "FILE:LINE:
// ..." warning), tabs, CRLF); the meaning is checked strictly, with "FILE:LINE: problem" errors.
// A game is saved before a move.

#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_words.hpp"
#include "parlor/games/casino/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::casino {

// state (on success: phase Play, `turn` = Next Player), error ("FILE:LINE: problem"), warnings.
using LoadResult = cards::LoadResult<GameState>;

// Reads a save file's text. `file_name` only labels errors.
LoadResult read_save(std::string_view text, std::string_view file_name);
// Reads a file from disk (a missing or unreadable file is an error like any other).
LoadResult load_save_file(const std::string& path);

// True when the text has a "Table:" and a "Deck:" line (any case, any spacing): what only a
// Casino save has. For `check` and the load dialog's detection.
bool looks_like_save(std::string_view text);

// The documented layout: builds first on the Table line, one Build Owner line per build (none
// when there is no build); before the round's first capture no Last Capturer line in round 1,
// and from round 2 on the round before's last capturer (the player who led this round).
std::string write_save(const GameState& state);
// Atomic write; returns an error sentence, or nothing on success.
std::optional<std::string> save_to_file(const std::string& path, const GameState& state);

// One line: "Casino, round 3, Human 14, Computer 17, 1 build and 3 loose cards on the table,
// next: Human".
// `words` name the seats: the save files' by default (the terminal's, the records'), a table's
// ("You", the player's name) where the window lists a game.
std::string summary(const GameState& state, const cards::SeatWords& words = {});

// ---- the deck-file option: the order of round 1's deck ----

// One card a line, the top card first; blank lines and "#" comments are skipped. A card twice or
// a line that is not one card is an error "FILE:LINE: problem"; fewer than 52 cards load with a
// warning (the round is played with them).
using DeckLoad = cards::LoadResult<std::vector<Card>>;
DeckLoad read_deck(std::string_view text, std::string_view file_name);
DeckLoad load_deck_file(const std::string& path);

} // namespace parlor::casino
