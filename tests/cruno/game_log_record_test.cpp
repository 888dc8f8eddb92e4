// Cruno's game log was the first record: its lines have the envelope every game's record shares
// (parlor/record), so the shared reader takes a simulation's log as it is.

#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/match.hpp"
#include "parlor/record/line_fields.hpp"
#include "parlor/record/record_lines.hpp"

#include <doctest/doctest.h>

#include <sstream>

using namespace parlor::cruno;

TEST_CASE(
    "a simulation's game log reads as a record: its games in order, each begun by its start") {
    MatchSettings settings;
    settings.seats = {"rule", "naive", "rule"};
    settings.games = 6;
    settings.seed = 5;
    std::ostringstream log;
    const MatchSummary summary = play_match(settings, {}, &log);
    REQUIRE(summary.games == 6);

    const auto read = parlor::record::read_record_lines(log.str(), "cruno.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    int starts = 0;
    int ends = 0;
    for (const parlor::record::RecordLine& line : read.lines) {
        if (line.event == "start") {
            ++starts;
            CHECK(line.game == starts);
            // The start names each seat's player, as the review will need.
            parlor::record::LineFields f(line);
            CHECK(f.texts("seats").size() == 3);
            CHECK(f.integer("players", 2, 10) == 3);
        }
        ends += line.event == "end" ? 1 : 0;
    }
    CHECK(starts == 6);
    CHECK(ends == 6);
    CHECK(read.lines.back().event == "end");
}
