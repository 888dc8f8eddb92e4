// The shared advice study's arithmetic and its list of unsettled positions, on positions whose
// advice is scripted by the seed (no game's search: the figures are known in advance).

#include "cli/advice_study.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <sstream>

namespace advice_study_test {

using parlor::cli::AdviceStudyOptions;
using parlor::cli::StudyPosition;

namespace {

StudyPosition scripted(std::string phase, int choices,
                       std::function<std::string(std::uint64_t)> help) {
    StudyPosition position;
    position.phase = std::move(phase);
    position.choices = choices;
    position.help = std::move(help);
    position.decide = [](std::uint64_t) { return std::string("X"); };
    return position;
}

// Four decisions: one settled, one split 7 to 3 over ten seeds, one split 5 to 5 but with a
// single legal move (timed, never counted), one settled on another move.
std::vector<StudyPosition> four_positions(int, std::uint64_t) {
    return {scripted("lead", 3, [](std::uint64_t) { return std::string("X"); }),
            scripted("chase", 2, [](std::uint64_t s) { return std::string(s <= 7 ? "X" : "Y"); }),
            scripted("chase", 1, [](std::uint64_t s) { return std::string(s % 2 ? "X" : "Z"); }),
            scripted("lead", 4, [](std::uint64_t) { return std::string("Y"); })};
}

std::string study(bool json, bool unsettled) {
    AdviceStudyOptions options;
    options.json = json;
    options.unsettled = unsettled;
    std::istringstream in;
    std::ostringstream out;
    std::ostringstream err;
    const parlor::cli::Io io{in, out, err};
    REQUIRE(parlor::cli::run_advice_study(options, "Scripted", four_positions, io) == 0);
    return out.str();
}

} // namespace

TEST_CASE("advice-study: stability counts the most named move of each position with a choice") {
    const auto report = nlohmann::json::parse(study(true, false));
    CHECK(report["positions"] == 4);
    CHECK(report["positions_with_a_choice"] == 3);
    CHECK(report["stability"].get<double>() == doctest::Approx(27.0 / 30.0));
    CHECK(report["by_phase"]["chase"]["stability"].get<double>() == doctest::Approx(0.7));
    CHECK(report["by_phase"]["lead"]["stability"].get<double>() == doctest::Approx(1.0));
    CHECK(report["unanimous"] == 2);
    CHECK(report["help_equals_decision"].get<double>() == doctest::Approx(0.75));
    CHECK_FALSE(report.contains("unsettled")); // only when asked
}

TEST_CASE("advice-study --unsettled names each split position by its number, with each move's "
          "count; a position with one legal move is not listed") {
    const auto report = nlohmann::json::parse(study(true, true));
    REQUIRE(report["unsettled"].size() == 1);
    const auto& split = report["unsettled"][0];
    CHECK(split["index"] == 1);
    CHECK(split["phase"] == "chase");
    CHECK(split["named"]["X"] == 7);
    CHECK(split["named"]["Y"] == 3);

    const std::string text = study(false, true);
    CHECK(text.find("    #1 (chase): X x7; Y x3\n") != std::string::npos);
    CHECK(text.find("#2") == std::string::npos);
    CHECK(study(false, false).find("#1") == std::string::npos);
}

} // namespace advice_study_test
