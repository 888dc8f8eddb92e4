#pragma once
// The computer's words a record keeps with its moves (version 2, docs/records.md): they are the
// envelope's, so no game's reader sees them; a watched game (engine/replay.hpp) reads them beside
// the game's moves, by line.

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::record {

// Game `number`'s words by the line of the move they came with (empty when the record holds none
// or does not read: the game's reader says why).
std::map<int, std::vector<std::string>> said_in_game(std::string_view text, std::string_view file,
                                                     int number);

} // namespace parlor::record
