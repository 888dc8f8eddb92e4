// The window reads saves as the terminal does: bounded (the title screen's summary, the load
// dialog and Continue refuse a file past the limit at once) and, for a damaged file, with the
// line that is wrong.

#include "app/table_entries.hpp"
#include "test_data_dir.hpp"

#include "app_fixture.hpp"
#include "common/sparse_file.hpp"

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

namespace save_file_limit_test {

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

TEST_CASE("a Pinochle save cut short is named by its line, not as no game's save") {
    std::ifstream in(std::string(PARLOR_TEST_DATA) + "/pinochle/documented_example.txt");
    std::string text;
    std::string line;
    for (int i = 0; i < 14 && std::getline(in, line); ++i) {
        text += line + "\n";
    }
    AppFixture f(1280, 720);
    f.dir.write("cut.txt", text);
    const std::string path = f.dir.file("cut.txt");
    CHECK(summarize_save_file(path).error == path + ":13: no \"Trump Card:\" line");
    const OpenedGame opened = open_save_file(*f.app, path);
    CHECK_FALSE(opened.scene);
    CHECK(opened.error == path + ":13: no \"Trump Card:\" line");
}

} // namespace save_file_limit_test
