// The window reads saves as the terminal does, bounded: the title screen's summary, the load
// dialog and Continue refuse a file past the limit at once.

#include "app/catalogue.hpp"

#include "app_fixture.hpp"
#include "common/sparse_file.hpp"

#include <doctest/doctest.h>

using namespace parlor::app;
using namespace parlor::app::testing;

TEST_CASE("a summary or a load of a 210 MB file is refused by its size, in one line") {
    const parlor::test::SparseFile huge("window_huge.txt", 210'000'000);
    const std::string line =
        huge.path() + ": 210000000 bytes, too large for a saved game (the limit is 1 MiB)";
    const SaveSummary summary = summarize_save_file(huge.path());
    CHECK(summary.game_id.empty());
    CHECK(summary.line.empty());
    CHECK(summary.error == line);

    AppFixture f(1280, 720);
    const OpenedGame opened = open_save_file(*f.app, huge.path());
    CHECK_FALSE(opened.scene);
    CHECK(opened.error == line);
}
