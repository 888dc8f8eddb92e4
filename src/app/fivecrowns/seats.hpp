#pragma once
// The seats of a Five Crowns table of more than two (issue 44): the players' names, what each
// computer seat plays, and the table's rules descriptor, which plays each computer seat by its
// own strategy and keeps a game the brief's save file cannot hold out of it.

#include "app/table/seat_list.hpp"
#include "parlor/games/fivecrowns/game.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

// The seats round the table, as every game of more than two fills them (app/table/seat_list).
using table::joined_seats;
using table::seat_names;
using table::seats_difficulty;
using table::seats_for;
using table::split_seats;

// The rules as the Five Crowns table knows them: the game's descriptor, but a strategy name may
// give each computer seat its own (joined_seats). A table of more than two is saved in the save
// file's extension (docs/fivecrowns.md) and its seats' strategies kept with it as the game's
// difficulty, so Continue brings back every seat.
struct Rules : fc::Game {
    static std::unique_ptr<fc::Strategy> make_strategy(std::string_view name, std::uint64_t seed);
};
static_assert(engine::Descriptor<Rules>);

} // namespace parlor::app::fivecrowns_table
