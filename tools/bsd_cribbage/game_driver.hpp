#pragma once
// One game against BSD cribbage: reads each prompt off its screen, keeps what our seat has
// seen this deal (its six cards, what it laid away, the starter, every card each side has laid),
// turns that into a cribbage::SeatView and types the strategy's answer. Our seat is the Human
// seat, the BSD program the Computer seat.

#include "bsd_process.hpp"

#include "parlor/games/cribbage/ai.hpp"

#include <ostream>
#include <string>

namespace parlor::bsd_cribbage {

struct GameResult {
    bool finished = false; // false: the harness could not follow the screen (see `problem`)
    bool won = false;
    int our_score = 0;
    int bsd_score = 0;
    int decisions = 0;       // lay-aways and plays we were asked for
    int counts_disputed = 0; // show counts BSD corrected (should stay 0)
    int hands_checked = 0;   // the program's hands seen at the show, each the four it laid
    std::string problem;     // what went wrong, with the screen
};

// `trace`, when not null, receives each prompt, the screen and our answer.
GameResult play_one_game(BsdProcess& bsd, cribbage::Strategy& strategy,
                         std::ostream* trace = nullptr);

} // namespace parlor::bsd_cribbage
