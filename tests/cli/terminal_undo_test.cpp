// Undo and redo in the terminal, for every game (issue 40, point 3): the player's last decision
// taken back with the computer's replies after it, through the engine's take-backs — the
// position (its save file) and the record (--log) exactly as they were before the move — and
// made again, bringing the same move and the same replies (the same record as a game that never
// took it back).

#include "cli_harness.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace terminal_undo_test {

using namespace parlor::cli::test;

namespace {

struct Scripted {
    std::string game;
    int seed = 0;
    std::string prefix; // up to a decision of the player's, where the game can be saved
    std::string move;   // the player's move from there
    std::string reply;  // what lets the computer reply (its menu's "move"), if it waits
    std::string undo;   // taking the move back (two decisions in Five Crowns: draw, discard)
    std::string redo;
    std::string save; // saves the game in the file named on the next line
    std::string quit;
};

struct Run {
    CliResult result;
    std::string record;
    std::string saved;
};

Run run(const Scripted& s, const std::string& script) {
    TempFile log(s.game + "_undo.jsonl");
    TempFile save(s.game + "_undo.txt");
    Run r;
    r.result = run_cli({"play", s.game, "--seed", std::to_string(s.seed), "--log", log.path()},
                       script + s.save + save.path() + "\n");
    r.record = read_text(log.path());
    r.saved = read_text(save.path());
    return r;
}

Run run_to_quit(const Scripted& s, const std::string& script) {
    TempFile log(s.game + "_undo_quit.jsonl");
    Run r;
    r.result = run_cli({"play", s.game, "--seed", std::to_string(s.seed), "--log", log.path()},
                       script + s.quit);
    r.record = read_text(log.path());
    return r;
}

void check_undo_and_redo(const Scripted& s) {
    INFO(s.game);
    const Run before = run(s, s.prefix);
    REQUIRE_MESSAGE(!before.saved.empty(), before.result.out);
    const Run taken_back = run(s, s.prefix + s.move + s.reply + s.undo);
    INFO(taken_back.result.out.substr(
        taken_back.result.out.size() > 4000 ? taken_back.result.out.size() - 4000 : 0));
    CHECK(taken_back.result.out.find("You took back your last move.") != std::string::npos);
    CHECK(taken_back.saved == before.saved);
    CHECK(taken_back.record == before.record);

    const Run moved = run_to_quit(s, s.prefix + s.move + s.reply);
    const Run redone = run_to_quit(s, s.prefix + s.move + s.reply + s.undo + s.redo + s.reply);
    CHECK(moved.record.size() > before.record.size()); // the move and a reply were recorded
    CHECK(redone.result.out.find("You make the move you took back again.") != std::string::npos);
    CHECK(redone.record == moved.record);
}

} // namespace

TEST_CASE("undo and redo in play cribbage") {
    check_undo_and_redo(
        {"cribbage", 3, "no\n\n", "1 2\n", "", "undo\n", "redo\n", "save\n", "quit\n"});
}

TEST_CASE("undo and redo in play fivecrowns") {
    check_undo_and_redo({"fivecrowns", 7, "no\nheads\n", "move\nstock\n3\n", "move\n",
                         "undo\nundo\n", "redo\nredo\n", "1\n", "4\n"});
}

TEST_CASE("undo and redo in play pinochle") {
    check_undo_and_redo(
        {"pinochle", 1, "no\nheads\n", "move\n1\n", "", "undo\n", "redo\n", "1\n", "4\n"});
}

TEST_CASE("undo and redo in play casino") {
    check_undo_and_redo(
        {"casino", 2, "no\nheads\n", "move\n1\n", "move\n", "5\n", "6\n", "1\n", "4\n"});
}

TEST_CASE("undo and redo in play cruno") {
    check_undo_and_redo({"cruno", 1, "no\n", "move\n1\n", "", "undo\n", "redo\n", "1\n", "4\n"});
}

TEST_CASE("undo and redo are offered only when there is something to take back or make again") {
    const CliResult fresh = run_cli({"play", "casino", "--seed", "2"}, "no\nheads\nundo\n4\n");
    CHECK(fresh.out.find("There is no move of yours to take back now") != std::string::npos);
    CHECK(fresh.out.find("5. Undo") == std::string::npos);
    const CliResult after =
        run_cli({"play", "casino", "--seed", "2"}, "no\nheads\nmove\n1\nmove\nredo\n5\n4\n");
    CHECK(after.out.find("5. Undo: take back your last move") != std::string::npos);
    CHECK(after.out.find("There is no move taken back to make again") != std::string::npos);
    CHECK(after.out.find("6. Redo: make the move taken back again") != std::string::npos);
}

} // namespace terminal_undo_test
