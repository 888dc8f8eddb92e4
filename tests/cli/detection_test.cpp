// Detection asks every game at once: a save file is recognised by one game whatever the order of
// the catalogue, and a file two games claim is an error naming both, never read as either.

#include "cli_harness.hpp"

#include "parlor/catalogue/catalogue.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace detection_test {

using namespace parlor::cli::test;
namespace catalogue = parlor::catalogue;

namespace {

// Every file of a folder and the folders under it.
std::vector<std::string> files_under(const std::string& folder) {
    std::vector<std::string> found;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
        if (entry.is_regular_file()) {
            found.push_back(entry.path().string());
        }
    }
    return found;
}

} // namespace

TEST_CASE("no file of the tests or of the fuzzers' seeds is claimed by two games") {
    int claimed = 0;
    std::vector<std::string> files = files_under(data_file(""));
    for (const std::string& seed : files_under(data_file("../../fuzz/seeds"))) {
        files.push_back(seed);
    }
    REQUIRE(files.size() > 80);
    for (const std::string& file : files) {
        const catalogue::Detection found = catalogue::detect(read_text(file));
        INFO(file);
        CHECK(found.sure.size() <= 1);
        claimed += found.sure.size() == 1 ? 1 : 0;
    }
    CHECK(claimed > 40);
}

TEST_CASE("each game's own saves are recognised as its own, by its detect() alone") {
    const std::vector<std::pair<std::string, std::string>> saves{
        {"cli/round3_human.txt", "fivecrowns"},
        {"../../fuzz/seeds/casino_save", "casino"},
        {"../../fuzz/seeds/cribbage_save", "cribbage"},
        {"../../fuzz/seeds/pinochle_save", "pinochle"},
        {"../../fuzz/seeds/cruno_save", "cruno"}};
    for (const auto& [folder, id] : saves) {
        const std::string path = data_file(folder);
        const std::vector<std::string> files =
            std::filesystem::is_directory(path) ? files_under(path) : std::vector{path};
        REQUIRE_FALSE(files.empty());
        const catalogue::Game* game = catalogue::find_game(id);
        REQUIRE(game != nullptr);
        for (const std::string& file : files) {
            const std::string text = read_text(file);
            INFO(file);
            if (game->check(text, file, {}).ok) { // a valid save of the game: its detect() says so
                CHECK(catalogue::detect(text).sure == std::vector<const catalogue::Game*>{game});
            }
        }
    }
}

TEST_CASE("a file with the lines of two games is an error naming both, read as neither") {
    // Casino's Table: and Deck: lines, and Cribbage's Game: line.
    const std::string text = "Game: Cribbage\nRound: 1\nTable: H3 S6\nDeck: C2 D4\n";
    const catalogue::Detection found = catalogue::detect(text);
    REQUIRE(found.ambiguous());
    CHECK(found.game == nullptr);
    CHECK(catalogue::detect_game(text) == nullptr);
    CHECK(catalogue::guess_game(text) == nullptr);
    const catalogue::CheckReport report = catalogue::check_text(text, "both.txt");
    CHECK_FALSE(report.ok);
    CHECK(report.error.rfind("both.txt: a saved game of ", 0) == 0);
    CHECK(report.error.find("Casino") != std::string::npos);
    CHECK(report.error.find("Cribbage") != std::string::npos);
    CHECK(report.error.find('\n') == std::string::npos);
    const catalogue::AdviceReport advice = catalogue::advise_text(text, "both.txt");
    CHECK_FALSE(advice.ok);
    CHECK(advice.error == report.error);

    // The terminal: one line on stderr, exit code 1.
    const std::string file =
        (std::filesystem::temp_directory_path() / "parlor-detection-both.txt").string();
    { std::ofstream(file) << text; }
    const CliResult r = run_cli({"check", file});
    std::filesystem::remove(file);
    CHECK(r.code == 1);
    CHECK(r.err.rfind(file + ": a saved game of ", 0) == 0);
    CHECK(r.err.find('\n') + 1 == r.err.size());
}

} // namespace detection_test
