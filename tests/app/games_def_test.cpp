// The window's tables are the games of games.def, in its order (the order of New game's list,
// which tests/app/play_x11_test.sh counts on), each titled with its catalogue name.

#include "app/table_entries.hpp"

#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/games.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace games_def_test {

TEST_CASE("the window's tables are the games of games.def, in its order") {
    std::vector<std::string> ids;
    for (const parlor::app::TableEntry& table : parlor::app::tables()) {
        ids.push_back(table.id);
        const parlor::catalogue::Game* files = parlor::catalogue::find_game(table.id);
        REQUIRE(files != nullptr);
        CHECK(table.title == files->name);
    }
    CHECK(ids == std::vector<std::string>(parlor::games::ids.begin(), parlor::games::ids.end()));
}

} // namespace games_def_test
