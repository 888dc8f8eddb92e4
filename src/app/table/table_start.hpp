#pragma once
// What a table opens with, for any game: a new game as dealt, or a game read from a file.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

template <class State, class Event> struct TableStart {
    State state; // a new game, or a loaded one at a decision
    // Seeds the game's Rng, and the computer's strategies and the help unless decisions_seed is
    // given.
    std::uint64_t seed = 0;
    // A loaded game: the seed the computer's strategies and the help are forked from, as they are
    // from `seed` in a new game: the game's own, where `seed` mixes the position into it
    // (resume_seed) and so the cards the player cannot see.
    std::optional<std::uint64_t> decisions_seed;
    // A new game: the seed New game dealt it from (its deck shuffled, its toss made), which the
    // results show; `seed` is then the engine's, drawn from it after the deal (new_table.hpp).
    std::optional<std::uint64_t> deal_seed;
    std::string player_name = "You";   // the human's name as typed
    std::string difficulty = "expert"; // a strategy name of the game
    std::vector<Event> events;         // what happened before the table opened (a coin toss)
    std::string loaded_from;           // the file a resumed game came from (else empty)
    // The name of the file the game began from, kept when it is continued later (the statistics
    // keep such games apart); empty for a game begun at this table.
    std::string from_file;
    bool continued = false; // opened from the game's unfinished save (Continue)
    // A continued game: what its table kept beside the save (GameOrigin::table_memory).
    std::string memory;
    std::vector<std::string> warnings; // the reader's warnings, for the table's log
    // A game begun before the table opened (Casino's coin toss): its record's first lines, the
    // start and that move, which the table's record begins with (docs/records.md).
    std::vector<std::string> record_opening;
    // A kept game continued (app/table/open_kept.hpp): the table opens on its record's start and
    // writes nothing until continue_game has played its moves again; `record_path` is the file
    // its record is written to, written again from `record_opening` and the moves, then added to.
    bool kept = false;
    std::string record_path;
    // A recorded game opened to be watched (app/table/open_watch.hpp): nobody plays, and nothing
    // is recorded, autosaved or counted in the statistics.
    bool watching = false;
};

} // namespace parlor::app::table
