#pragma once
// The seats of a table of more than two (issue 44), as every game's New game fills them: the
// players' names round the table, what each computer seat plays, and the seats' strategies kept
// as one name ("expert,greedy,random") in the settings, the statistics and Play again.

#include <string>
#include <string_view>
#include <vector>

namespace parlor::app::table {

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

} // namespace parlor::app::table
