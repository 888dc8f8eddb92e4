#pragma once
// How a player reads who sat at a seat (issue 42, "one name for each thing"): the computer is
// "the computer" wherever a table names it, and its difficulty is said in the new-game screen's
// words (Beginner, Intermediate, Expert), never in the ids the records and the flags use
// ("naive", "rule", "greedy").

#include <string>
#include <string_view>

namespace parlor::catalogue {

// A strategy's id in the new-game screen's words: "random" and "naive" are "Beginner",
// "greedy" and "rule" "Intermediate", "expert" "Expert"; any other id capitalised
// ("trickster": "Trickster").
std::string difficulty_words(std::string_view strategy);

// A record's seat ("human", or the computer's strategy) as the terminal's review and replay
// name it: "you", or "the computer, Expert".
std::string recorded_seat_words(std::string_view seat);

} // namespace parlor::catalogue
