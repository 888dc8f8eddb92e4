#pragma once
// The Pinochle save file (docs/pinochle.md): the format of the files that circulate, with
// every variant seen in them (tab or space indent, any letter case of keys, blank lines, CRLF,
// starred shared meld cards, a trailing comma after the melds, the trump card as a suit letter
// once it has been taken). A game is saved between tricks, before the lead.

#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_words.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::pinochle {

// state (on success: phase Lead, `turn` = `leader` = Next Player), error ("FILE:LINE: problem"),
// warnings.
using LoadResult = cards::LoadResult<GameState>;

// Reads a save file's text. `file_name` only labels errors.
LoadResult read_save(std::string_view text, std::string_view file_name);
// Reads a file from disk (a missing or unreadable file is an error like any other).
LoadResult load_save_file(const std::string& path);

// True when the text has a "Trump Card:" line (any case, any spacing): no other game's save has
// one. For `check` and the load dialog's detection.
bool looks_like_save(std::string_view text);

// The documented layout, the computer first, three-space indent. The state should be between
// tricks (phase Lead); what is known of a hand from broken melds is not part of the file.
std::string write_save(const GameState& state);
// Atomic write; returns an error sentence, or nothing on success.
std::optional<std::string> save_to_file(const std::string& path, const GameState& state);

// One line: "Pinochle, round 1, hearts trump, Human 0 + 22, Computer 0 + 0, stock 21, next:
// Human".
// `words` name the seats: the save files' by default (the terminal's, the records'), a table's
// ("You", the player's name) where the window lists a game.
std::string summary(const GameState& state, const cards::SeatWords& words = {});

} // namespace parlor::pinochle
