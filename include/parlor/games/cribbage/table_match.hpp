#pragma once
// Headless games at a table of three or four (docs/cribbage.md, "Seats"), for simulate and the
// tests: one game between seated strategies, and the table match of parlor/cards/table_match.hpp.

#include "parlor/cards/table_match.hpp"
#include "parlor/games/cribbage/table_ai.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace parlor::cribbage {

inline constexpr int table_deal_cap = 200; // a safety net: a game takes 10 to 30 deals

struct TableGameRecord {
    std::vector<int> scores;   // per side
    std::optional<int> winner; // the side, unless the deal cap stopped the game
    std::vector<int> winners;  // the seats of the winning side
    int deals = 0;
    std::vector<std::vector<double>> decision_ms; // per seat: each lay-away and play
    std::vector<TableEvent> events;               // every event of the game, in order
};

// Where a game's record goes (table_record.hpp), when `line` is set: its number in the record and
// the record's version (2 keeps each computer's words with its move).
struct TableRecording {
    std::function<void(const std::string&)> line;
    int game = 1;
    int version = 1;
};

// One game: seat i played by seated[i], the first dealer and every deal drawn from `seed`;
// recorded when `recording.line` is set (the play is the same either way).
TableGameRecord play_table_game(const std::vector<TableStrategy*>& seated, std::uint64_t seed,
                                int target = winning_score, const TableRecording& recording = {});

// The table match: `seats` (3 or 4 strategy names), each deal once per rotation of them over the
// seats. At four, entries 1 and 3 and entries 2 and 4 are always partners; with `partnerships`
// the summary has one entry per partnership ("expert+expert"), its wins the partnership's.
// With `record`, each game is recorded where record() says, in the order played.
cards::TableMatchSummary
play_cribbage_table_match(const std::vector<std::string>& seats, int games, std::uint64_t seed,
                          bool partnerships = false, int target = winning_score,
                          const std::function<void(int)>& progress = {},
                          const std::function<TableRecording()>& record = {});

} // namespace parlor::cribbage
