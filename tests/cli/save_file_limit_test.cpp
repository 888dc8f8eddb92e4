// Every command that reads a saved game refuses a file past the size limit at once, in one line
// naming the file and the limit (it used to read a 210 MB file whole: 2.5 GB and 8 s).

#include "cli_harness.hpp"

#include "common/sparse_file.hpp"

#include <doctest/doctest.h>

namespace save_file_limit_test {

using namespace parlor::cli::test;
using parlor::test::SparseFile;

TEST_CASE("check, play --load and advise refuse a 210 MB file by its size") {
    const SparseFile huge("huge_save.txt", 210'000'000);
    const std::string line =
        huge.path() + ": 210000000 bytes, too large for a saved game (the limit is 1 MiB)\n";

    const CliResult check = run_cli({"check", huge.path()});
    CHECK(check.code == 1);
    CHECK(check.err == line);

    for (const std::string game : {"fivecrowns", "cribbage", "pinochle", "casino", "cruno"}) {
        INFO(game);
        const CliResult play = run_cli({"play", game, "--load", huge.path()});
        CHECK(play.code == 1);
        CHECK(play.err == line);
    }

    const CliResult advise = run_cli({"advise", huge.path()});
    CHECK(advise.code == 1);
    CHECK(advise.err == line);
}

TEST_CASE("resuming from the question refuses the file too, and asks again") {
    const SparseFile huge("huge_resume.txt", 210'000'000);
    const CliResult r =
        run_cli({"play", "fivecrowns", "--seed", "1"}, "yes\n" + huge.path() + "\nno\n");
    CHECK(r.out.find(huge.path() + ": 210000000 bytes, too large for a saved game (the limit "
                                   "is 1 MiB)") != std::string::npos);
    CHECK(r.out.find("Call the coin toss") != std::string::npos);
}

} // namespace save_file_limit_test
