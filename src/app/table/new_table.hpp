#pragma once
// A new game's table as every game's entry (src/app/<game>/entry.cpp, `start`) opens it: the
// player's name and the difficulty New game chose, the seed the engine plays on from, and what
// New game says after a coin toss. Written once here so that an entry says only how its game is
// dealt.

#include "app/table_entries.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace parlor::app::table {

// The table `Table` on `s` (its state dealt), for the player and difficulty of `choice`, the
// engine seeded with `seed`.
template <class Table>
StartedGame new_table(App& app, typename Table::Start s, const NewGameChoice& choice,
                      std::uint64_t seed) {
    s.player_name = choice.player_name;
    s.difficulty = choice.difficulty;
    s.seed = seed;
    s.deal_seed = choice.seed; // what the results show: the seed New game dealt from
    StartedGame started;
    started.scene = std::make_unique<Table>(app, std::move(s));
    return started;
}

// new_table after a coin toss made before the table opened (table::toss_before_the_table):
// who plays first, and the line New game shows, `said(toss)` of the toss's event among
// `events`.
template <class Table, class TossEvent, class Event, class Said>
StartedGame new_table_after_toss(App& app, typename Table::Start s, const NewGameChoice& choice,
                                 std::uint64_t seed, bool human_first,
                                 const std::vector<Event>& events, Said&& said) {
    StartedGame started = new_table<Table>(app, std::move(s), choice, seed);
    started.human_first = human_first;
    for (const Event& event : events) {
        if (const auto* toss = std::get_if<TossEvent>(&event)) {
            started.toss_line = said(*toss);
        }
    }
    return started;
}

} // namespace parlor::app::table
