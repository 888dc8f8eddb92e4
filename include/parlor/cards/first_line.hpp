#pragma once
// The first line a player reads of a move (issue 42): one plain sentence naming the move and why,
// short enough for a log line, a help panel's title or a terminal line. Its figures (points
// expected, chances, what a search averaged) go to the lines after it, each with its unit.

#include <cstddef>
#include <string>
#include <vector>

namespace parlor::cards {

// At most this many characters (cards::characters counts them).
inline constexpr std::size_t first_line_limit = 90;

// The first of `tries` (the fullest first) that fits first_line_limit; when none fits, the last
// cut at the limit, never inside a character.
std::string first_that_fits(const std::vector<std::string>& tries);

} // namespace parlor::cards
