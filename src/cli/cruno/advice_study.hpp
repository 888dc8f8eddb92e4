#pragma once
// `parlor-cli advice-study cruno` (see cli/advice_study.hpp for the shared runner).

#include "cli/advice_study.hpp"

#include <cstdint>
#include <vector>

namespace parlor::cli {
struct Commands;
}

namespace parlor::cli::cruno_cli {

// The decision positions of `games` expert self-play games from `seed`, the table size cycling
// over 2, 4 and 6 players.
std::vector<StudyPosition> collect_positions(int games, std::uint64_t seed);

void add_advice_study_command(Commands& commands);

} // namespace parlor::cli::cruno_cli
