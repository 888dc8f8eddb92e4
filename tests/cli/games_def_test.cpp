// The lists of games made from games.def name its games, in its order: the catalogue (the file
// face both programs read) and the terminal's `play` and `simulate` commands, as --help shows them.

#include "cli_harness.hpp"

#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/games.hpp"

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

namespace games_def_test {

using namespace parlor::cli::test;

const std::vector<std::string> def_ids(parlor::games::ids.begin(), parlor::games::ids.end());

// The first word of each line under "Subcommands:" in a --help text.
std::vector<std::string> subcommands(const std::string& help) {
    std::istringstream in(help.substr(help.find("Subcommands:")));
    std::vector<std::string> names;
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line) && !line.empty()) {
        std::istringstream words(line);
        std::string name;
        words >> name;
        names.push_back(name);
    }
    return names;
}

TEST_CASE("the catalogue lists the games of games.def, in its order") {
    std::vector<std::string> ids;
    for (const parlor::catalogue::Game& game : parlor::catalogue::games()) {
        ids.emplace_back(game.id);
    }
    CHECK(ids == def_ids);
}

TEST_CASE("parlor-cli plays and simulates the games of games.def, in its order") {
    for (const char* command : {"play", "simulate"}) {
        const CliResult help = run_cli({command, "--help"});
        INFO(command);
        REQUIRE(help.code == 0);
        REQUIRE(help.out.find("Subcommands:") != std::string::npos);
        CHECK(subcommands(help.out) == def_ids);
    }
}

} // namespace games_def_test
