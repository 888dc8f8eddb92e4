// `simulate cribbage --log` (and pinochle's), `play --log` (a new game, or one resumed from a
// save), `replay RECORD --check` and `review RECORD`: a record written by one command is read by
// the others; every refusal is one line naming the file, exit 1.

#include "cli_harness.hpp"

#include "parlor/catalogue/catalogue.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace records_test {

using namespace parlor::cli::test;

namespace {

std::string recorded(const TempFile& file, const std::string& a, const std::string& b) {
    const CliResult simulated =
        run_cli({"simulate", "cribbage", "--games", "2", "--a", a, "--b", b, "--log", file.path()});
    REQUIRE(simulated.code == 0);
    return read_text(file.path());
}

} // namespace

TEST_CASE("simulate --log writes a record that replay --check replays") {
    const TempFile file("record.jsonl");
    const std::string text = recorded(file, "greedy", "random");
    CHECK(text.rfind("{\"event\":\"start\",\"game\":1,\"parlor\":\"cribbage\","
                     "\"seats\":[\"greedy\",\"random\"],\"target\":121}\n",
                     0) == 0);
    const CliResult replayed = run_cli({"replay", file.path(), "--check"});
    CHECK(replayed.code == 0);
    CHECK(replayed.err.empty());
    const auto lines = output_lines(replayed.out);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].rfind("game 1: seat ", 0) == 0);
    CHECK(lines[1].rfind("game 2: seat ", 0) == 0);
    CHECK(lines[2] == file.path() + ": 2 games replay through the rules, every action legal and "
                                    "every score as recorded");
}

// Issue 42, point 6: one name for each thing. A seat of a record is named as the table names it
// ("you", "the computer") with its difficulty in the new-game screen's words, never by the id a
// record or a flag keeps ("expert", "greedy", "rule"); and no line names a card as a file does.
TEST_CASE("replay and review of every game name each seat as the table does and no card in file "
          "notation") {
    // "XS", "QH", "J1" (rank first), "S7", "CX" (Casino's suit first), Cruno's "D2C", "SKH", "RVD",
    // "W4": a word of two or three capitals and figures that would be a card in a file.
    const std::regex file_card(
        "\\b([2-9AKQJX][SHDCT]|[SHDC][2-9AKQJX]|J[12]|(D2|SK|RV)[SHDC]|W4?)\\b");
    const std::regex seat_named("seats? [0-9]+ \\(([^)]*)\\)");
    const std::vector<std::vector<std::string>> games = {
        {"cribbage", "--a", "greedy", "--b", "expert"},
        {"casino", "--a", "greedy", "--b", "expert"},
        {"pinochle", "--a", "greedy", "--b", "expert"},
        {"fivecrowns", "--a", "greedy", "--b", "random"},
        {"cruno", "--seats", "rule,naive"},
    };
    for (const auto& game : games) {
        CAPTURE(game[0]);
        const TempFile file("names_" + game[0] + ".jsonl");
        std::vector<std::string> args = {"simulate"};
        args.insert(args.end(), game.begin(), game.end());
        args.insert(args.end(), {"--games", "2", "--log", file.path()});
        REQUIRE(run_cli(args).code == 0);
        const CliResult replayed = run_cli({"replay", file.path(), "--check"});
        const CliResult reviewed = run_cli({"review", file.path()});
        REQUIRE(replayed.code == 0);
        REQUIRE(reviewed.code == 0);
        int seats = 0;
        for (const std::string& line : output_lines(replayed.out + reviewed.out)) {
            CAPTURE(line);
            CHECK_FALSE(std::regex_search(line, file_card));
            for (auto it = std::sregex_iterator(line.begin(), line.end(), seat_named);
                 it != std::sregex_iterator(); ++it) {
                const std::string named = (*it)[1];
                CAPTURE(named);
                CHECK((named.rfind("the computer, ", 0) == 0 || named == "you"));
                CHECK(named.find("expert") == std::string::npos);
                CHECK(named.find("greedy") == std::string::npos);
                CHECK(named.find("rule") == std::string::npos);
                ++seats;
            }
        }
        CHECK(seats >= 3); // two games' winners (unless drawn) and the seat reviewed
        CHECK(reviewed.out.find("(the computer, Intermediate): ") != std::string::npos);
    }
}

// Issue 43: simulate --log --reasons keeps each strategy's words with its move (record version
// 2); the same games without --reasons are the same record less those words, byte for byte
// (simulate's baselines); replay --check takes both, and a malformed "said" is its line.
TEST_CASE("simulate --log --reasons: the words kept with each move, replayed; a bad one its line") {
    const std::vector<std::vector<std::string>> games = {
        {"cribbage", "--a", "greedy", "--b", "expert"},
        {"casino", "--a", "greedy", "--b", "expert"},
        {"pinochle", "--a", "greedy", "--b", "expert"},
        {"fivecrowns", "--a", "greedy", "--b", "expert"},
        {"cruno", "--seats", "rule,expert"},
    };
    for (const auto& game : games) {
        CAPTURE(game[0]);
        const TempFile plain("plain_" + game[0] + ".jsonl");
        const TempFile kept("kept_" + game[0] + ".jsonl");
        std::vector<std::string> args = {"simulate"};
        args.insert(args.end(), game.begin(), game.end());
        args.insert(args.end(), {"--games", "2", "--seed", "4", "--log"});
        std::vector<std::string> with = args;
        args.push_back(plain.path());
        with.insert(with.end(), {kept.path(), "--reasons"});
        REQUIRE(run_cli(args).code == 0);
        REQUIRE(run_cli(with).code == 0);
        const std::string plain_text = read_text(plain.path());
        const std::string kept_text = read_text(kept.path());
        CHECK(plain_text.find("\"said\"") == std::string::npos);
        CHECK(kept_text.find(",\"said\":[\"") != std::string::npos);
        // Less its words and its version, the record is the one simulate writes without them.
        std::string stripped;
        std::istringstream lines(kept_text);
        for (std::string line; std::getline(lines, line);) {
            auto object = nlohmann::ordered_json::parse(line);
            object.erase("said");
            object.erase("version");
            stripped += object.dump() + "\n";
        }
        CHECK(stripped == plain_text);
        for (const TempFile* file : {&plain, &kept}) {
            const CliResult replayed = run_cli({"replay", file->path(), "--check"});
            CHECK(replayed.code == 0);
            CHECK(replayed.err.empty());
        }
    }
    // Text from a file is data: an escape sequence in the words is refused on its line.
    const TempFile kept("kept_bad.jsonl");
    REQUIRE(run_cli({"simulate", "cruno", "--seats", "rule,expert", "--games", "2", "--log",
                     kept.path(), "--reasons"})
                .code == 0);
    std::string text = read_text(kept.path());
    const auto said = text.find("\"said\":[\"") + 9;
    const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<long>(said), '\n');
    text.insert(said, "\\u001b[2J");
    std::ofstream(kept.path(), std::ios::trunc) << text;
    const CliResult replayed = run_cli({"replay", kept.path(), "--check"});
    CHECK(replayed.code == 1);
    CHECK(replayed.out.empty());
    CHECK(replayed.err.rfind(kept.path() + ":" + std::to_string(line) +
                                 ": \"said\" line 1 holds a control character (\\x1b[2J",
                             0) == 0);
    CHECK(replayed.err.find('\x1b') == std::string::npos);
}

TEST_CASE("a record that does not replay: its line, exit 1") {
    const TempFile file("broken.jsonl");
    std::string text = recorded(file, "greedy", "greedy");
    // The second line is the cut: a deck of 52 cards; make its second card the first again.
    const auto deck = text.find("\"deck\":[\"") + 9;
    text.replace(deck + 5, 2, text.substr(deck, 2));
    std::ofstream(file.path(), std::ios::trunc) << text;
    const CliResult replayed = run_cli({"replay", file.path(), "--check"});
    CHECK(replayed.code == 1);
    CHECK(replayed.out.empty());
    CHECK(replayed.err == file.path() +
                              ":2: cut for the deal: the deck dealt is not the 52 cards, each "
                              "once\n");
}

TEST_CASE("records that are not Parlor's or not there: one line, exit 1") {
    const TempFile file("other.jsonl");
    std::ofstream(file.path(), std::ios::trunc)
        << "{\"event\":\"start\",\"game\":1,\"parlor\":\"chess\"}\n";
    CHECK(run_cli({"replay", file.path(), "--check"}).err ==
          file.path() + ":1: no game of Parlor is named \"chess\"\n");
    std::ofstream(file.path(), std::ios::trunc)
        << "{\"event\":\"start\",\"game\":1,\"seats\":[]}\n";
    CHECK(run_cli({"review", file.path()}).err ==
          file.path() + ":1: the start names no game (\"parlor\": \"cribbage\", ...)\n");
    // Every game's records are read now: a start of Cruno's is read by Cruno's reader.
    std::ofstream(file.path(), std::ios::trunc)
        << "{\"event\":\"start\",\"game\":1,\"parlor\":\"cruno\"}\n";
    CHECK(run_cli({"replay", file.path(), "--check"}).err ==
          file.path() + ":1: \"start\" without \"seats\"\n");
    std::ofstream(file.path(), std::ios::trunc) << "not json\n";
    const CliResult bad = run_cli({"replay", file.path(), "--check"});
    CHECK(bad.code == 1);
    CHECK(bad.err.rfind(file.path() + ":1: not JSON", 0) == 0);
    const CliResult missing = run_cli({"review", file.path() + ".none"});
    CHECK(missing.code == 1);
    CHECK(missing.err.find("cannot be read") != std::string::npos);
}

TEST_CASE("simulate casino --log: a record that replays, and the expert's review of it") {
    const TempFile file("casino.jsonl");
    REQUIRE(run_cli({"simulate", "casino", "--games", "2", "--a", "greedy", "--b", "random",
                     "--log", file.path()})
                .code == 0);
    CHECK(
        read_text(file.path()).rfind("{\"event\":\"start\",\"game\":1,\"parlor\":\"casino\"", 0) ==
        0);
    const CliResult replayed = run_cli({"replay", file.path(), "--check"});
    CHECK(replayed.code == 0);
    CHECK(output_lines(replayed.out).size() == 3);
    const CliResult review = run_cli({"review", file.path(), "--game", "1", "--seat", "0"});
    CHECK(review.code == 0);
    CHECK(review.out.rfind("Game 1, seat 0 (the computer, Intermediate): ", 0) == 0);
    CHECK(review.out.find(", in round ") != std::string::npos);
    CHECK(review.out.find("you chose to ") != std::string::npos);
}

TEST_CASE("simulate pinochle --log writes a record that replay --check replays and review "
          "judges") {
    const TempFile file("pinochle.jsonl");
    const CliResult simulated = run_cli({"simulate", "pinochle", "--games", "2", "--a", "greedy",
                                         "--b", "random", "--log", file.path()});
    REQUIRE(simulated.code == 0);
    CHECK(read_text(file.path())
              .rfind("{\"event\":\"start\",\"game\":1,\"parlor\":\"pinochle\","
                     "\"seats\":[\"greedy\",\"random\"],\"deck\":[",
                     0) == 0);
    const CliResult replayed = run_cli({"replay", file.path(), "--check"});
    CHECK(replayed.code == 0);
    CHECK(replayed.err.empty());
    const auto lines = output_lines(replayed.out);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].rfind("game 1: ", 0) == 0);
    CHECK(lines[0].find(" in 1 round") != std::string::npos);
    CHECK(lines[2] == file.path() + ": 2 games replay through the rules, every action legal and "
                                    "every score as recorded");
    // No human seat: seat 0's (greedy) decisions, its mistakes in points of the round.
    const CliResult review = run_cli({"review", file.path(), "--json"});
    REQUIRE(review.code == 0);
    const auto items = nlohmann::json::parse(review.out)["items"];
    REQUIRE(items.is_array());
    REQUIRE(!items.empty());
    CHECK(items[0]["unit"] == "points");
    CHECK(items[0]["close_call"] == false);
    CHECK(items[0]["cost"].get<double>() > 0);
    const CliResult text = run_cli({"review", file.path(), "--game", "2", "--seat", "1"});
    REQUIRE(text.code == 0);
    CHECK(text.out.rfind("Game 2, seat 1 (the computer, Intermediate): ", 0) ==
          0); // the seats swap each game
    CHECK(text.out.find("you chose to ") != std::string::npos);
}

TEST_CASE("simulate fivecrowns --log writes a record that replay --check replays and review "
          "judges") {
    const TempFile file("fivecrowns.jsonl");
    const CliResult simulated = run_cli({"simulate", "fivecrowns", "--games", "2", "--a", "greedy",
                                         "--b", "random", "--log", file.path()});
    REQUIRE(simulated.code == 0);
    CHECK(read_text(file.path())
              .rfind("{\"event\":\"start\",\"game\":1,\"parlor\":\"fivecrowns\","
                     "\"seats\":[\"greedy\",\"random\"],\"deck\":[",
                     0) == 0);
    const CliResult replayed = run_cli({"replay", file.path(), "--check"});
    CHECK(replayed.code == 0);
    CHECK(replayed.err.empty());
    const auto lines = output_lines(replayed.out);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].rfind("game 1: ", 0) == 0);
    CHECK(lines[0].find(" in 11 rounds") != std::string::npos);
    CHECK(lines[1].rfind("game 2: ", 0) == 0);
    CHECK(lines[2] == file.path() + ": 2 games replay through the rules, every action legal and "
                                    "every score as recorded");
    // No human seat: seat 0's (greedy) decisions, its mistakes in points by the expert's figures.
    const CliResult review = run_cli({"review", file.path(), "--json"});
    REQUIRE(review.code == 0);
    const auto items = nlohmann::json::parse(review.out)["items"];
    REQUIRE(items.is_array());
    REQUIRE(!items.empty());
    CHECK(items[0]["unit"] == "points");
    CHECK(items[0]["close_call"] == false);
    CHECK(items[0]["cost"].get<double>() > 0);
    const CliResult text = run_cli({"review", file.path(), "--game", "2", "--seat", "0"});
    REQUIRE(text.code == 0);
    CHECK(text.out.rfind("Game 2, seat 0 (the computer, Beginner): ", 0) ==
          0); // the seats swap each game
    CHECK(text.out.find("; the biggest, in round ") != std::string::npos);
}

TEST_CASE("review: the seat's decisions the expert would have made otherwise, as text or JSON") {
    const TempFile file("review.jsonl");
    recorded(file, "greedy", "expert");
    const CliResult json = run_cli({"review", file.path(), "--seat", "0", "--json"});
    REQUIRE(json.code == 0);
    const auto items = nlohmann::json::parse(json.out)["items"];
    REQUIRE(items.is_array());
    REQUIRE(!items.empty());
    for (const auto& item : items) {
        for (const char* key :
             {"round", "decision", "played", "expert", "cost", "unit", "reason", "close_call"}) {
            CHECK(item.contains(key));
        }
    }
    CHECK(items[0]["close_call"] == false);
    CHECK(items[0]["cost"].get<double>() > 0);
    const CliResult text = run_cli({"review", file.path(), "--seat", "0"});
    REQUIRE(text.code == 0);
    CHECK(text.out.rfind("Game 1, seat 0 (the computer, Intermediate): ", 0) == 0);
    CHECK(text.out.find("you chose to ") != std::string::npos);
    CHECK(run_cli({"review", file.path(), "--game", "3"}).err ==
          file.path() + ": no game 3 in the record (it holds 2 games)\n");
    CHECK(run_cli({"review", file.path(), "--seat", "2"}).err ==
          file.path() + ": no seat 2 in game 1 (its seats are 0 to 1)\n");
}

TEST_CASE("play --log: a game played in the terminal is recorded as it goes, and replays") {
    const TempFile file("played.jsonl");
    // A whole game of Cribbage to 61: the cut (Enter), the first two cards laid away, then
    // whatever card fits (the answers of tests/cli/cribbage_test.cpp's patient player).
    std::string answers = "no\n";
    for (int i = 0; i < 300; ++i) {
        answers += "\n1 2\n1\n2\n3\n4\n";
    }
    const CliResult played = run_cli({"play", "cribbage", "--to", "61", "--seed", "3", "--computer",
                                      "random", "--log", file.path()},
                                     answers);
    CHECK(played.code == 0);
    const std::string text = read_text(file.path());
    CHECK(text.rfind("{\"event\":\"start\",\"game\":1,\"parlor\":\"cribbage\","
                     "\"seats\":[\"human\",\"random\"],\"target\":61}\n{\"event\":\"cut\"",
                     0) == 0);
    CHECK(text.find("{\"event\":\"end\",\"game\":1,") != std::string::npos);
    const CliResult replayed = run_cli({"replay", file.path(), "--check"});
    CHECK(replayed.code == 0);
    CHECK(replayed.out.find(" won ") != std::string::npos);
    // The human's decisions are reviewed by default.
    const CliResult review = run_cli({"review", file.path()});
    CHECK(review.code == 0);
    CHECK(review.out.rfind("Game 1, seat 0 (you): ", 0) == 0);
}

// ---- play --load F --log R: a resumed game recorded from its position ----

namespace {

// A player who answers by the question (the first pair whose words it holds), the same question
// asked again at once getting the next of its answers, round and round (a card that does not
// fit is refused and asked for again). The menu before a move ("Your choice") makes a move
// `moves` times, then quits. The input ends after 3,000 answers, or at a question it does not
// know.
AnsweringPlayer::Answer
trying_player(std::vector<std::pair<std::string, std::vector<std::string>>> by_question,
              int moves = 1'000'000) {
    std::string last;
    std::size_t again = 0;
    int menus = 0;
    int answers = 0;
    return [=](const std::string& question) mutable -> std::optional<std::string> {
        if (++answers > 3000) {
            return std::nullopt; // a question it cannot answer: the input ends
        }
        if (question.find("Your choice") != std::string::npos) {
            return ++menus > moves ? "4" : "2";
        }
        again = question == last ? again + 1 : 0;
        last = question;
        for (const auto& [words, lines] : by_question) {
            if (question.find(words) != std::string::npos) {
                return lines[again % lines.size()];
            }
        }
        return std::nullopt;
    };
}

CliResult run_answering(const std::vector<std::string>& args, AnsweringPlayer::Answer answer) {
    Screen screen;
    AnsweringPlayer player(screen, std::move(answer));
    std::istream in(&player);
    std::ostream out(&screen);
    std::ostringstream err;
    const parlor::cli::Io io{in, out, err, false, false};
    const int code = parlor::cli::run(args, io);
    return {code, screen.text(), err.str()};
}

std::vector<std::string> numbers(int most) {
    std::vector<std::string> all;
    for (int n = 1; n <= most; ++n) {
        all.push_back(std::to_string(n));
    }
    return all;
}

// The record of `play`, resumed from `save` with --log: its start holds the save as the game's
// writer writes it, `replay --check` replays it and `review` reviews the human's decisions.
void check_resumed_record(const std::string& game, const std::string& save,
                          const std::string& record, const CliResult& played) {
    INFO(played.out.substr(played.out.size() > 2000 ? played.out.size() - 2000 : 0));
    CHECK(played.code == 0);
    CHECK(played.err.empty());
    const std::string text = read_text(record);
    REQUIRE_FALSE(text.empty());
    const auto start = nlohmann::ordered_json::parse(text.substr(0, text.find('\n')));
    CHECK(start["parlor"] == game);
    CHECK(start["seats"][0] == "human");
    const auto* entry = parlor::catalogue::find_game(game);
    REQUIRE(entry != nullptr);
    CHECK(start["position"] == *entry->canonical(read_text(save)));
    CHECK(text.find("\n{\"event\":\"start\"") == std::string::npos); // one game
    const CliResult replayed = run_cli({"replay", record, "--check"});
    CHECK(replayed.code == 0);
    CHECK(replayed.err.empty());
    CHECK(replayed.out.find(": 1 game replays through the rules, every action legal") !=
          std::string::npos);
    const CliResult review = run_cli({"review", record});
    CHECK(review.code == 0);
    CHECK(review.err.empty());
    CHECK(review.out.rfind("Game 1, seat 0 (you): ", 0) == 0);
}

} // namespace

TEST_CASE("play --load F --log R records the resumed game from its position, for every game") {
    struct Case {
        std::string game;
        std::string save; // tests/data/...
        std::vector<std::pair<std::string, std::vector<std::string>>> answers;
    };
    const std::vector<Case> cases = {
        {"cribbage",
         "cribbage/play_go.txt",
         {{"Lay away two cards", {"1 2"}}, {"Play a card", numbers(4)}, {"Press Enter", {""}}}},
        {"casino",
         "casino/spec_example.txt",
         {{"Your move", {"1"}}, {"Press Enter", {""}}, {"coin toss", {"heads"}}}},
        {"fivecrowns",
         "fivecrowns/brief_example.txt",
         {{"Draw from", {"stock"}}, {"Which card", numbers(13)}}},
        {"pinochle",
         "pinochle/documented_example.txt",
         {{"its number; help", numbers(12)}, {"Your meld", {"0"}}, {"another round", {"no"}}}},
        {"cruno",
         "cruno/documented_example.txt",
         {{"Your move",
           [] {
               auto moves = numbers(12);
               moves.push_back("draw");
               return moves;
           }()}}},
    };
    for (const Case& each : cases) {
        CAPTURE(each.game);
        const TempFile record("resumed_" + each.game + ".jsonl");
        const std::string save = data_file(each.save);
        std::vector<std::string> args = {"play",   each.game, "--load", save,
                                         "--seed", "3",       "--log",  record.path()};
        if (each.game != "cruno") { // Cruno's seats say who plays them
            args.insert(args.end(), {"--computer", "random"});
        }
        const CliResult played = run_answering(args, trying_player(each.answers, 12));
        CHECK(played.out.find("not recorded") == std::string::npos);
        check_resumed_record(each.game, save, record.path(), played);
    }
}

TEST_CASE("the game resumed at play's question is recorded from its position too") {
    const TempFile record("asked.jsonl");
    const std::string save = data_file("cribbage/play_go.txt");
    const CliResult played = run_answering(
        {"play", "cribbage", "--seed", "3", "--computer", "random", "--log", record.path()},
        // (The screen's last line holds both questions: the answers are not echoed.)
        trying_player({{"Name of the saved game file", {save}},
                       {"resume a saved game", {"yes"}},
                       {"Lay away two cards", {"1 2"}},
                       {"Play a card", numbers(4)},
                       {"Press Enter", {""}}}));
    CHECK(played.out.find("Resuming: Cribbage") != std::string::npos);
    check_resumed_record("cribbage", save, record.path(), played);
}

} // namespace records_test
