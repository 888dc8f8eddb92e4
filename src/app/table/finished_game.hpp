#pragma once
// A two-seat game's line in the statistics once it is over (GameTable::final_record): the
// player's result from the seat that won, the score in the game's own sense (ScoreSense) and its
// tallies. Written once here for the tables whose result is no more than that.

#include "app/core/statistics.hpp"
#include "parlor/cards/seat.hpp"

#include <map>
#include <optional>
#include <string>
#include <utility>

namespace parlor::app::table {

// Nothing while the game goes on (`over` false). Else a win when `winner` is the player's seat,
// a loss when it is the computer's, a tie when there is none; `score` and `counts` as given.
inline std::optional<GameRecord> finished_game(bool over, std::optional<cards::Seat> winner,
                                               double score,
                                               std::map<std::string, int> counts = {}) {
    if (!over) {
        return std::nullopt;
    }
    GameRecord record;
    record.result = !winner                         ? GameRecord::Result::Tie
                    : *winner == cards::Seat::Human ? GameRecord::Result::Win
                                                    : GameRecord::Result::Loss;
    record.score = score;
    record.counts = std::move(counts);
    return record;
}

} // namespace parlor::app::table
