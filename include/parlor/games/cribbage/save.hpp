#pragma once
// The Cribbage save file (docs/cribbage.md): "Key: value" lines, the players' sections, the
// crib, starter, pile, go, stock and the next player. A game is saved before a decision: a
// lay-away or a card in the play.

#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_words.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cribbage {

// state (on success: phase LayAway or Play, `turn` = Next Player), error ("FILE:LINE: problem"),
// warnings.
using LoadResult = cards::LoadResult<GameState>;

// Reads a save file's text. `file_name` only labels errors.
LoadResult read_save(std::string_view text, std::string_view file_name);
// Reads a file from disk (a missing or unreadable file is an error like any other).
LoadResult load_save_file(const std::string& path);

// True when the text has the line "Game: Cribbage" (any case, any spacing), for `check` and the
// load dialog's detection.
bool looks_like_save(std::string_view text);

// The documented layout. The state should be at a decision (phase LayAway or Play); the crib is
// written as the dealer's two cards, then the pone's, which is how the reader splits it again.
std::string write_save(const GameState& state);
// Atomic write; returns an error sentence, or nothing on success.
std::optional<std::string> save_to_file(const std::string& path, const GameState& state);

// One line: "Cribbage, Human 52, Computer 45, Human deals, the play (count 21), next: Human".
// `words` name the seats: the save files' by default (the terminal's, the records'), a table's
// ("You", the player's name) where the window lists a game.
std::string summary(const GameState& state, const cards::SeatWords& words = {});

} // namespace parlor::cribbage
