#pragma once
// The Cruno save file (docs/cruno.md): "Key: value" lines. The table (players, decks, rule
// options, dealer, turn, direction, the suit to follow, a pending Draw Two, the discard pile and
// the stock, top first), then a section per seat (name, who plays it, hand, and what the table
// has seen of its draws). A game in progress is saved whoever is to move.

#include "parlor/cards/save_file.hpp"
#include "parlor/games/cruno/rules.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cruno {

// state (on success: a game in progress), error ("FILE:LINE: problem"), warnings (none: a
// Cruno save must hold exactly its deck or decks).
using LoadResult = cards::LoadResult<GameState>;

// Reads a save file's text. `file_name` only labels errors.
LoadResult read_save(std::string_view text, std::string_view file_name);
// Reads a file from disk (a missing or unreadable file is an error like any other).
LoadResult load_save_file(const std::string& path);

// True when the text has the line "Game: Cruno" (any case, any spacing).
bool looks_like_save(std::string_view text);

// The documented layout (long card lists wrapped, 20 cards a line).
std::string write_save(const GameState& state);
// Atomic write; returns an error sentence, or nothing on success. Refuses a game that is over.
std::optional<std::string> save_to_file(const std::string& path, const GameState& state);

// One line: "Cruno, 4 players, You to play on the 7♥ (hearts), 3 cards in hand; Alice 2,
// Bob 5, Carol 4; stock 40".
std::string summary(const GameState& state);

} // namespace parlor::cruno
