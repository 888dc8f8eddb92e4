// Casino on the command line: `casino captures`, `check`, `simulate casino`, `play casino` (with
// --deck), and the catalogue's advice for a saved game.

#include "cli_harness.hpp"

#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/casino/move_words.hpp"
#include "parlor/games/casino/save.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <regex>

#include <fstream>

namespace casino_test {

using namespace parlor::cli::test;
namespace casino = parlor::casino;

namespace {

void write_text(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// No saved game, heads, always make a move, the first move of the list, Enter between rounds.
const AnsweringPlayer::Answer patient_answer = answers_by_question({{"resume", "no"},
                                                                    {"coin toss", "heads"},
                                                                    {"Your choice", "2"},
                                                                    {"Your move", "1"},
                                                                    {"Press Enter", ""}});

struct Played {
    int code = -1;
    std::string text;
    std::string err;
    int answers = 0;
};

Played play_answered(const std::vector<std::string>& args) {
    Screen screen;
    AnsweringPlayer player(screen, patient_answer);
    std::istream in(&player);
    std::ostream out(&screen);
    std::ostringstream err;
    const parlor::cli::Io io{in, out, err, false, false};
    Played played;
    played.code = parlor::cli::run(args, io);
    played.text = screen.text();
    played.err = err.str();
    played.answers = player.answers;
    return played;
}

} // namespace

TEST_CASE("casino captures: the most table cards one capture takes, builds counted whole") {
    const CliResult r = run_cli({"casino", "captures"}, "C9 | [ [C6 S3] [S9] ] C5 D4 HA\n"
                                                        "# a comment\n\n"
                                                        "HA | SA D5 C9\n"
                                                        "S2 | H5 CK\n"
                                                        "c7|[c3 s4][h2 d5]h7\n");
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK(r.out == "5\tS3 D4 C5 C6 S9\n"
                   "3\tSA D5 C9\n"
                   "0\t-\n"
                   "5\tH2 C3 S4 D5 H7\n");
}

TEST_CASE("casino captures: a played ace takes a loose ace as 1 in a set of 14 (docs/casino.md)") {
    // "Ace can be both 1 and 14, including in the same action": A♥ + 9 + 4 and A♦ + 6 + 7.
    const CliResult r = run_cli({"casino", "captures"}, "SA | HA C9 D4\n"
                                                        "SA | C6 C9 CX DA CJ H6 CQ DX S7\n");
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK(r.out == "3\tHA D4 C9\n"
                   "3\tDA C6 S7\n");
}

TEST_CASE("play casino accepts the ace's capture with a loose ace as 1") {
    TempFile save("casino_ace.txt");
    write_text(save.path(), "Round: 2\n\nComputer:\n   Score: 3\n   Hand: H5 H6\n   Pile: S2\n\n"
                            "Human:\n   Score: 4\n   Hand: SA S8\n   Pile: D2\n\n"
                            "Table: HA C9 D4\n\nLast Capturer: Human\n\nDeck:\n\n"
                            "Next Player: Human\n");
    const CliResult r = run_cli({"play", "casino", "--seed", "3", "--load", save.path()},
                                "2\ncapture HA C9 D4 with SA\n");
    INFO(r.out);
    CHECK(r.out.find("You capture A♥ 9♣ 4♦ with the A♠.") != std::string::npos);
    CHECK(r.out.find("Your pile: 5 cards") != std::string::npos);
    CHECK(r.out.find("not make sets") == std::string::npos);
}

TEST_CASE("casino captures: a bad line is reported with its number, the others still answered") {
    const CliResult r = run_cli({"casino", "captures"}, "C9 [C6 S3]\n"
                                                        "C9 | [C6 S3\n"
                                                        "Z9 | C5\n"
                                                        "C9 | C9 H5\n"
                                                        "C9 | C5 C5\n"
                                                        "C9 H9 | C5\n"
                                                        "C9 | [SK H5]\n"
                                                        "D9 | C5 D4\n");
    CHECK(r.code == 1);
    CHECK(r.out == "2\tD4 C5\n");
    CHECK(r.err ==
          "stdin:1: expected \"CARD | TABLE\" (the played card, a bar, then the table), found "
          "\"C9 [C6 S3]\"\n"
          "stdin:2: a bracket is opened and never closed\n"
          "stdin:3: \"Z9\" is not a card (expected suit S/C/D/H then rank A/2-9/X/J/Q/K, like S7 "
          "or CX)\n"
          "stdin:4: the C9 is played and on the table too\n"
          "stdin:5: the C5 is on the table twice\n"
          "stdin:6: one card before the bar, found \"C9 H9\"\n"
          "stdin:7: the build [SK H5] is worth 18, more than 14\n");
}

TEST_CASE("check reads Casino saves: summaries, warnings, FILE:LINE errors, the canonical text") {
    const std::string spec = data_file("casino/spec_example.txt");
    const CliResult ok = run_cli({"check", spec, data_file("casino/handed_out_51.txt")});
    CHECK(ok.code == 0);
    CHECK(ok.out.find(spec + ": Casino, round 3, Human 14, Computer 17, 1 build and 3 loose cards "
                             "on the table, next: Human") != std::string::npos);
    CHECK(ok.out.find("51 cards instead of 52 (missing: 10♣)") != std::string::npos);

    TempFile bad("casino_bad.txt");
    std::string text = read_text(spec);
    text.replace(text.find("[S9] ]"), 6, "[S8] ]");
    write_text(bad.path(), text);
    const CliResult refused = run_cli({"check", bad.path()});
    CHECK(refused.code == 1);
    CHECK(refused.err.find(bad.path() + ":13: the parts of the multiple build") !=
          std::string::npos);

    const CliResult canonical =
        run_cli({"check", "--canonical", data_file("casino/no_spaces_crlf.txt")});
    CHECK(canonical.code == 0);
    CHECK(canonical.out.find("Table: [ [C5 D4] [H6 H3] ] CK\n\nBuild Owner: [ [C5 D4] [H6 H3] ] "
                             "Computer\n") != std::string::npos);
    CHECK(canonical.out.find('\r') == std::string::npos);
}

TEST_CASE("check takes the Casino files that circulate (issue 43)") {
    // A Last Capturer carried over from the round before, while the other has captured: valid,
    // and written back the same after a second load.
    const std::string carried = data_file("casino/carried_last_capturer.txt");
    const CliResult ok = run_cli({"check", carried});
    CHECK(ok.code == 0);
    CHECK(ok.out.find(carried + ": Casino, round 2, Human 9, Computer 5") != std::string::npos);
    const CliResult written = run_cli({"check", "--canonical", carried});
    REQUIRE(written.code == 0);
    CHECK(written.out.find("Last Capturer: Human\n") != std::string::npos);
    TempFile again("casino_carried.txt");
    write_text(again.path(), written.out);
    CHECK(run_cli({"check", "--canonical", again.path()}).out == written.out);

    // A card twice: valid, with a compiler-like warning at the second copy's line.
    const std::string twice = data_file("casino/oplcasino/AiPrio.txt");
    const CliResult loaded = run_cli({"check", twice});
    CHECK(loaded.code == 0);
    CHECK(loaded.out.find(twice + ": Casino, round 1") != std::string::npos);
    CHECK(loaded.out.find(twice + ":15: warning: the 10♣ (\"CX\") is in the file twice (lines 5 "
                                  "and 15)") != std::string::npos);
    // A warning about the whole file keeps its form.
    CHECK(loaded.out.find("warning: " + twice +
                          ": 51 different cards instead of 52 (missing: "
                          "10♥)") != std::string::npos);
}

TEST_CASE("play and advise take the Casino files holding a card twice, to the tournament's end") {
    // Issue 43: the brief's program wrote four saves holding a card twice; the terminal plays
    // them through, each copy a card, and says where the copy is as compilers do.
    for (const std::string name :
         {"AiPrio.txt", "CreateMulti.txt", "SetCapture.txt", "TwoBuilds.txt"}) {
        CAPTURE(name);
        const std::string file = data_file("casino/oplcasino/" + std::string(name));
        const Played played = play_answered(
            {"play", "casino", "--seed", "5", "--computer", "expert", "--load", file});
        INFO(played.text.substr(played.text.size() > 3000 ? played.text.size() - 3000 : 0));
        CHECK(played.code == 0);
        CHECK(played.err.empty());
        CHECK(std::regex_search(played.text,
                                std::regex(":1[569]: warning: the (10♣|A♣) \\(\"(CX|CA)\"\\) is in "
                                           "the file twice \\(lines 5 and 1[569]\\)")));
        CHECK(played.text.find("Round 1 scored:") != std::string::npos);
        CHECK(count_of(played.text, "tournament, ") +
                  count_of(played.text, "tournament ends level") ==
              1);
        const CliResult advice = run_cli({"advise", file});
        CHECK(advice.code == 0);
        CHECK(advice.err.find(file + ":") != std::string::npos);
        CHECK(advice.err.find(": warning: the ") != std::string::npos);
        CHECK(advice.out.find("Recommended move: ") != std::string::npos);
    }
}

TEST_CASE("simulate casino: tournaments with the shared keys") {
    const CliResult r =
        run_cli({"simulate", "casino", "--games", "4", "--a", "greedy", "--b", "random", "--json"});
    CHECK(r.code == 0);
    const auto object = nlohmann::json::parse(r.out);
    CHECK(object["games"] == 4);
    CHECK(object["a_wins"].get<int>() + object["b_wins"].get<int>() + object["ties"].get<int>() ==
          4);
    CHECK(object["mean_points_a"].get<double>() > 21);
    CHECK(object["capped_rounds"] == 0);
    CHECK(object.contains("decision_ms_p95"));
}

TEST_CASE("play casino: a whole tournament, question by question") {
    const Played played = play_answered({"play", "casino", "--seed", "5", "--computer", "greedy"});
    INFO(played.text.substr(played.text.size() > 3000 ? played.text.size() - 3000 : 0));
    CHECK(played.code == 0);
    CHECK(played.err.empty());
    CHECK(count_of(played.text, "tournament, ") + count_of(played.text, "tournament ends level") ==
          1);
    CHECK(played.text.find("Round 1 scored:") != std::string::npos);
    CHECK(played.text.find(": you called it ") != std::string::npos);
    CHECK(played.text.find("--- Round 2 ---") != std::string::npos);
    CHECK(played.answers > 40);
    // The piles and the score name the casinos by their cards, never the file's "DX"/"S2".
    CHECK(std::regex_search(played.text, std::regex("pile: [^.]*, the 10\u2666")));
    CHECK(played.text.find(", DX") == std::string::npos);
    CHECK(played.text.find(", S2") == std::string::npos);
}

TEST_CASE("play casino from a saved game: help, moves, a refused move, a typed capture, save") {
    TempFile saved("casino_resume.txt");
    const CliResult r =
        run_cli({"play", "casino", "--seed", "3", "--load", data_file("casino/spec_example.txt")},
                "3\n2\nmoves\ntrail S4\ncapture C6 HA C8 with C9\n2\n1\n" + saved.path() + "\n");
    INFO(r.out);
    CHECK(r.code == 0);
    CHECK(r.out.find("Table: [ [6♣ 3♠] [9♠] ] (9, yours) 8♣ J♣ A♥") != std::string::npos);
    CHECK(r.out.find("Help:\n  ") != std::string::npos);
    CHECK(r.out.find("  1. capture ") != std::string::npos);
    CHECK(r.out.find("You own a build, so you cannot trail") != std::string::npos);
    CHECK(r.out.find("You capture your multiple build of 9 and 8♣ A♥ with the 9♣.") !=
          std::string::npos);
    CHECK(r.out.find("The computer ") != std::string::npos);
    CHECK(r.out.find("  - ") != std::string::npos); // the computer's reasons
    CHECK(r.out.find("The game is saved in") != std::string::npos);
    const auto loaded = casino::load_save_file(saved.path());
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.state->player(casino::Seat::Human).hand.size() == 3);
    CHECK(loaded.state->last_capturer.has_value());
}

TEST_CASE("play casino --deck: round 1 from a file, with clear errors") {
    TempFile deck("casino_deck.txt");
    write_text(deck.path(), "S2\nS3\nS4\nS5\nH2\nH3\nH4\nH5\nD2\nD3\nD4\nD5\nC2\n");
    const CliResult r =
        run_cli({"play", "casino", "--seed", "1", "--deck", deck.path()}, "no\nheads\n4\n");
    CHECK(r.code == 0);
    CHECK(r.out.find("Warning: " + deck.path() + ": 13 cards instead of 52") != std::string::npos);
    CHECK(r.out.find("Round 1: four cards each and four to the table: 2♦ 3♦ 4♦ 5♦. You are "
                     "dealt 2♠ 3♠ 4♠ 5♠. 1 left in the deck.") != std::string::npos);

    write_text(deck.path(), "S2\nS3\nS2\n");
    const CliResult twice = run_cli({"play", "casino", "--deck", deck.path()}, "");
    CHECK(twice.code == 1);
    CHECK(twice.err == deck.path() + ":3: the S2 is in the deck twice (also on line 1)\n");
    CHECK(run_cli({"play", "casino", "--deck", "/nonexistent/deck.txt"}, "").code == 1);
    CHECK(run_cli({"play", "casino", "--deck", deck.path(), "--load",
                   data_file("casino/spec_example.txt")},
                  "")
              .code == 1);
}

TEST_CASE("the end of the input ends a Casino game without hanging") {
    for (const std::string input : {"", "no\n", "no\nheads\n", "no\nheads\n2\n"}) {
        const CliResult r = run_cli({"play", "casino", "--seed", "3"}, input);
        INFO(input);
        CHECK(r.code == 1);
        CHECK(r.err.find("The input ended") != std::string::npos);
    }
}

TEST_CASE("advise for a Casino save: the expert's move in play's notation, and its reasons") {
    const parlor::catalogue::Game* game = parlor::catalogue::find_game("casino");
    REQUIRE(game != nullptr);
    REQUIRE(static_cast<bool>(game->advise));
    const std::string text = read_text(data_file("casino/spec_example.txt"));
    const auto report = game->advise(text, "spec.txt", parlor::catalogue::default_advice_seed);
    REQUIRE_MESSAGE(report.ok, report.error);
    CHECK(report.player == "Human");
    CHECK_FALSE(report.reasons.empty());
    CHECK(report.warnings.empty());
    // The move reads back as a legal move of the saved game.
    const auto loaded = casino::read_save(text, "spec.txt");
    REQUIRE(loaded.state.has_value());
    const auto& state = *loaded.state;
    std::string error;
    const auto move = casino::read_move(report.move, casino::legal_moves(state),
                                        state.player(casino::Seat::Human).hand, state.table,
                                        casino::Seat::Human, error);
    REQUIRE_MESSAGE(move.has_value(), error);
    CHECK(casino::why_illegal(state, *move).empty());
    CHECK(casino::move_text(*move) == report.move);
    // The same file, the same advice.
    CHECK(game->advise(text, "spec.txt", parlor::catalogue::default_advice_seed).reasons ==
          report.reasons);

    const auto bad = game->advise("Round: 3\nTable: [C6\nDeck:\n", "bad.txt",
                                  parlor::catalogue::default_advice_seed);
    CHECK_FALSE(bad.ok);
    CHECK(bad.error.rfind("bad.txt:", 0) == 0);
    CHECK(parlor::catalogue::detect_game(text) == game);
}

TEST_CASE("advise never reads hidden cards: the opponent's hand and the deck order do not change "
          "it") {
    const parlor::catalogue::Game* game = parlor::catalogue::find_game("casino");
    REQUIRE(game != nullptr);
    const std::string text = read_text(data_file("casino/spec_example.txt"));
    // The computer's hand H5 H6 D4 D7 and four cards of the deck change places, and the deck is
    // reordered: what the human sees is the same.
    std::string other = text;
    other.replace(other.find("Hand: H5 H6 D4 D7"), 17, "Hand: S7 D3 D5 H2");
    other.replace(other.find("Deck: S7 D3 D5 H2 H3 S5"), 23, "Deck: H3 S5 D7 H5 D4 H6");
    const auto loaded = casino::read_save(other, "other.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.warnings.empty());
    const auto first = game->advise(text, "a.txt", parlor::catalogue::default_advice_seed);
    const auto second = game->advise(other, "b.txt", parlor::catalogue::default_advice_seed);
    REQUIRE(first.ok);
    REQUIRE(second.ok);
    CHECK(first.move == second.move);
    CHECK(first.reasons == second.reasons);
}

} // namespace casino_test
