#include "cli_harness.hpp"

#include <doctest/doctest.h>

namespace help_test {

using namespace parlor::cli::test;

TEST_CASE("every command has --help, exit 0") {
    const std::vector<std::vector<std::string>> commands{
        {"--help"},
        {"play", "--help"},
        {"play", "fivecrowns", "--help"},
        {"check", "--help"},
        {"fivecrowns", "--help"},
        {"fivecrowns", "arrange", "--help"},
        {"simulate", "--help"},
        {"simulate", "fivecrowns", "--help"},
        {"play", "casino", "--help"},
        {"casino", "--help"},
        {"casino", "captures", "--help"},
        {"simulate", "casino", "--help"},
    };
    for (const auto& args : commands) {
        const CliResult r = run_cli(args);
        INFO(args.front() << " " << args.back());
        CHECK(r.code == 0);
        CHECK(r.out.find("Usage") != std::string::npos);
    }
    const CliResult arrange = run_cli({"fivecrowns", "arrange", "--help"});
    CHECK(arrange.out.find("--round") != std::string::npos);
    CHECK(arrange.out.find("--json") != std::string::npos);
    const CliResult play = run_cli({"play", "fivecrowns", "--help"});
    CHECK(play.out.find("--seed") != std::string::npos);
    CHECK(play.out.find("--load") != std::string::npos);
    CHECK(play.out.find("--computer") != std::string::npos);
    CHECK(play.out.find("--deck") == std::string::npos); // Five Crowns has no deck file
    CHECK(run_cli({"play", "casino", "--help"}).out.find("--deck") != std::string::npos);
}

TEST_CASE("bad arguments exit 1 with a message") {
    const std::vector<std::vector<std::string>> commands{
        {},
        {"dance"},
        {"play"},
        {"play", "chess"},
        {"play", "fivecrowns", "--computer", "nobody"},
        {"play", "fivecrowns", "--seed", "banana"},
        {"fivecrowns"},
        {"fivecrowns", "arrange", "--frobnicate"},
        {"simulate", "fivecrowns", "--games", "x"},
        {"simulate", "fivecrowns", "--a", "nobody"},
        {"simulate", "fivecrowns", "--games", "0"},
    };
    for (const auto& args : commands) {
        const CliResult r = run_cli(args);
        INFO(args.size());
        CHECK(r.code == 1);
        CHECK(!r.err.empty());
    }
}

} // namespace help_test
