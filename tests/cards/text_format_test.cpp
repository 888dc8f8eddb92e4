#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/text_format.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

using namespace parlor::cards;

TEST_CASE("text lines keep their numbers and normalise keys") {
    const auto lines = read_text_lines(
        "Round: 1\r\n\r\n   \t\nComputer:\n\tScore:   0  \nDraw   PILE: 6S 5S\nstray");
    REQUIRE(lines.size() == 5);
    CHECK(lines[0].number == 1);
    CHECK(lines[0].key == "round");
    CHECK(lines[0].value == "1");
    CHECK(lines[1].number == 4);
    CHECK(lines[1].key == "computer");
    CHECK(lines[1].value.empty());
    CHECK(lines[2].key == "score");
    CHECK(lines[2].value == "0");
    CHECK(lines[3].key == "draw pile");
    CHECK(lines[3].value == "6S 5S");
    CHECK_FALSE(lines[4].has_colon);
    CHECK(lines[4].number == 7);
}

TEST_CASE("errors name file and line") {
    CHECK(format_error("case7.txt", {5, "\"1D\" is not a card"}) ==
          "case7.txt:5: \"1D\" is not a card");
}

TEST_CASE("non-negative integers are strict") {
    CHECK(parse_non_negative("0") == 0);
    CHECK(parse_non_negative("120") == 120);
    CHECK_FALSE(parse_non_negative("-1"));
    CHECK_FALSE(parse_non_negative("+1"));
    CHECK_FALSE(parse_non_negative("1.5"));
    CHECK_FALSE(parse_non_negative("12a"));
    CHECK_FALSE(parse_non_negative(""));
    CHECK_FALSE(parse_non_negative("99999999999"));
}

TEST_CASE("atomic writes replace the file, and a failed write keeps the old one") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "parlor-atomic-test";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "save.txt").string();
    CHECK_FALSE(write_file_atomically(path, "first").has_value());
    CHECK_FALSE(write_file_atomically(path, "second").has_value());
    std::string error;
    CHECK(read_whole_file(path, error) == "second");
    // Writing into a folder that does not exist fails and reports it.
    const auto failed = write_file_atomically((dir / "missing" / "x.txt").string(), "x");
    REQUIRE(failed.has_value());
    CHECK(failed->find("cannot write") != std::string::npos);
    // A target that is a folder cannot be replaced: the folder stays.
    fs::create_directories(dir / "folder");
    fs::create_directories(dir / "folder" / "keep");
    CHECK(write_file_atomically((dir / "folder").string(), "x").has_value());
    CHECK(fs::is_directory(dir / "folder" / "keep"));
    CHECK(read_whole_file(path, error) == "second");
    // No temporary files are left behind.
    int files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) {
        ++files;
    }
    CHECK(files == 2);
    fs::remove_all(dir);
}
