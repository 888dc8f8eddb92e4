#pragma once
// The seats of a Five Crowns table of more than two (issue 44): the players' names, what each
// computer seat plays, and the table's rules descriptor, which plays each computer seat by its
// own strategy and keeps a game the brief's save file cannot hold out of it.

#include "parlor/games/fivecrowns/game.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

// Every seat's name at a table of `players` (2..7), the player's ("You") first: two seats are
// the brief's "You" and "Computer", more are named round the table.
std::vector<std::string> seat_names(int players);

// What each computer seat plays for a difficulty, seat 1 first.
std::vector<std::string> seats_for(const std::string& difficulty, int players);

// The seats' strategies as one name ("expert,greedy,random": seat 1 first) and back. One name
// alone is every computer seat's.
std::string joined_seats(const std::vector<std::string>& seats);
std::vector<std::string> split_seats(std::string_view name);

// The difficulty a table's seats come to: theirs when they all play the same, else "mixed".
std::string seats_difficulty(std::string_view name);

// The rules as the Five Crowns table knows them: the game's descriptor, but a strategy name may
// give each computer seat its own (joined_seats). A table of more than two is saved in the save
// file's extension (docs/fivecrowns.md) and its seats' strategies kept with it as the game's
// difficulty, so Continue brings back every seat.
struct Rules : fc::Game {
    static std::unique_ptr<fc::Strategy> make_strategy(std::string_view name, std::uint64_t seed);
};
static_assert(engine::Descriptor<Rules>);

} // namespace parlor::app::fivecrowns_table
