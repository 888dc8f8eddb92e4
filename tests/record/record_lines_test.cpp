// The record's envelope: what the strict reader takes, and the line and words of each refusal.

#include "common/text.hpp"
#include "parlor/record/line_fields.hpp"
#include "parlor/record/record_lines.hpp"

#include <doctest/doctest.h>

#include <string>

using namespace parlor::record;
using parlor::test::contains;

namespace {

const std::string two_games = R"({"event":"start","game":1,"seats":["human","expert"]}
{"event":"play","game":1,"seat":0,"card":"7H"}
{"event":"start","game":2,"seats":["expert","expert"]}
{"event":"end","game":2,"winners":[1]}
)";

// The error of reading `text`, or "" when it reads.
std::string error_of(const std::string& text) {
    return read_record_lines(text, "r.jsonl").error;
}

} // namespace

TEST_CASE("a record reads as its lines, each with its number, event, game and fields") {
    const RecordLines read = read_record_lines(two_games, "r.jsonl");
    REQUIRE(read.ok());
    REQUIRE(read.lines.size() == 4);
    CHECK(read.lines[1].number == 2);
    CHECK(read.lines[1].event == "play");
    CHECK(read.lines[1].game == 1);
    CHECK(read.lines[1].fields == nlohmann::json{{"seat", 0}, {"card", "7H"}});
    CHECK(read.lines[2].event == "start");
    CHECK(read.lines[2].game == 2);
    // Without the last newline (a record cut after its last whole line) it reads the same.
    const RecordLines cut = read_record_lines(two_games.substr(0, two_games.size() - 1), "r");
    REQUIRE(cut.ok());
    CHECK(cut.lines.size() == 4);
}

TEST_CASE("a line the reader refuses is named by the file and its line") {
    CHECK(error_of("") == "r.jsonl:1: the file is empty, not a game record");
    CHECK(error_of(R"({"event":"start","game":1}

)") == "r.jsonl:2: an empty line (a record has one object per line)");
    // A line cut short, as a crash while it was written leaves it.
    const std::string cut = error_of("{\"event\":\"start\",\"game\":1}\n{\"event\":\"pl");
    CHECK(contains(cut, "r.jsonl:2: not JSON (at character "));
    CHECK(error_of("[1,2]\n") == "r.jsonl:1: not a JSON object (a record has one object per line)");
    CHECK(error_of(R"({"game":1})") ==
          "r.jsonl:1: no \"event\" (each line names its event, as text)");
    CHECK(error_of(R"({"event":7,"game":1})") ==
          "r.jsonl:1: no \"event\" (each line names its event, as text)");
    CHECK(error_of(R"({"event":"start"})") ==
          "r.jsonl:1: no \"game\" (each line gives its game's number, from 1)");
    CHECK(error_of(R"({"event":"start","game":0})") ==
          "r.jsonl:1: no \"game\" (each line gives its game's number, from 1)");
    CHECK(error_of(R"({"event":"start","game":1.5})") ==
          "r.jsonl:1: no \"game\" (each line gives its game's number, from 1)");
    CHECK(error_of(R"({"event":"start","game":99999999999})") ==
          "r.jsonl:1: no \"game\" (each line gives its game's number, from 1)");
}

TEST_CASE("the games of a record follow each other from 1, each begun by its start") {
    CHECK(error_of(R"({"event":"play","game":1})") ==
          "r.jsonl:1: a record begins with game 1's \"start\" line");
    CHECK(error_of(R"({"event":"start","game":2})") ==
          "r.jsonl:1: a record begins with game 1's \"start\" line");
    CHECK(error_of(R"({"event":"start","game":1}
{"event":"start","game":3})") ==
          "r.jsonl:2: \"start\" of game 3 after game 1 (games follow each other from 1)");
    CHECK(error_of(R"({"event":"start","game":1}
{"event":"start","game":1})") ==
          "r.jsonl:2: \"start\" of game 1 after game 1 (games follow each other from 1)");
    CHECK(error_of(R"({"event":"start","game":1}
{"event":"play","game":2})") ==
          "r.jsonl:2: a line of game 2 in game 1 (each game begins with its \"start\")");
}

TEST_CASE("a record line is written with its envelope first and read back the same") {
    nlohmann::ordered_json fields;
    fields["seat"] = 1;
    fields["card"] = "QS";
    const std::string line = record_line("play", 3, fields);
    CHECK(line == R"({"event":"play","game":3,"seat":1,"card":"QS"})");
    const std::string text = record_line("start", 1, {}) + "\n" + record_line("start", 2, {}) +
                             "\n" + record_line("start", 3, {}) + "\n" + line + "\n";
    const RecordLines read = read_record_lines(text, "r");
    REQUIRE(read.ok());
    CHECK(read.lines.back().fields == nlohmann::json{{"seat", 1}, {"card", "QS"}});
}

TEST_CASE("a value nested too deep or a number out of range is refused, not built") {
    // The line's object and fifteen lists in it are sixteen levels: read; one more is refused.
    const auto nested = [](int lists) {
        return R"({"event":"start","game":1,"x":)" +
               std::string(static_cast<std::size_t>(lists), '[') +
               std::string(static_cast<std::size_t>(lists), ']') + "}";
    };
    CHECK(error_of(nested(15)).empty());
    CHECK(error_of(nested(16)) == "r.jsonl:1: nested deeper than 16 levels");
    CHECK(error_of(std::string(100000, '[')) == "r.jsonl:1: nested deeper than 16 levels");
    CHECK(error_of(R"({"event":"start","game":1,"x":1e400})") == "r.jsonl:1: a number too large");
    CHECK(error_of(R"({"event":"start","game":1,"x":1e300})").empty());
}

TEST_CASE("a record of version 2 keeps the computer's words with its moves, read back whole") {
    const std::vector<std::string> said{"I play the 7\u2665: it makes 15 for 2.",
                                        "Keeping the 5 for later."};
    const std::string text = record_line("start", 1, {{"seats", {"human", "expert"}}}, 2) + "\n" +
                             record_line("play", 1, {{"seat", 1}, {"card", "7H"}}, 2, said) + "\n" +
                             record_line("play", 1, {{"seat", 0}, {"card", "8H"}}, 2) + "\n";
    CHECK(contains(text, R"({"event":"start","game":1,"version":2,"seats":)"));
    CHECK(contains(text, R"("card":"7H","said":["I play the 7)"));
    const RecordLines read = read_record_lines(text, "r.jsonl");
    REQUIRE(read.ok());
    // The envelope is taken out of the fields: no game's reader sees "version" or "said".
    CHECK(read.lines[0].fields == nlohmann::json{{"seats", {"human", "expert"}}});
    CHECK(read.lines[1].fields == nlohmann::json{{"seat", 1}, {"card", "7H"}});
    CHECK(read.lines[1].said == said);
    CHECK(read.lines[2].said.empty());
    // A start written before (a toss made before the table opened) made version 2.
    CHECK(with_version(R"({"event":"start","game":1,"parlor":"casino"})", 2) ==
          R"({"event":"start","game":1,"version":2,"parlor":"casino"})");
}

TEST_CASE("a record of version 1 writes and reads exactly as before") {
    // Version 1 (simulate's, and every record before version 2) holds no words, even when given.
    CHECK(record_line("play", 1, {{"seat", 1}}, 1, {"I play."}) ==
          R"({"event":"play","game":1,"seat":1})");
    CHECK(record_line("start", 1, {{"seats", {"a", "b"}}}) ==
          R"({"event":"start","game":1,"seats":["a","b"]})");
    const RecordLines read = read_record_lines(two_games, "r.jsonl");
    REQUIRE(read.ok());
    for (const RecordLine& line : read.lines) {
        CHECK(line.said.empty());
    }
    CHECK(read.lines[1].fields == nlohmann::json{{"seat", 0}, {"card", "7H"}});
}

TEST_CASE("a malformed version or said is refused on its line") {
    const std::string v2 = R"({"event":"start","game":1,"version":2})"
                           "\n";
    CHECK(error_of(R"({"event":"start","game":1,"version":3})") ==
          "r.jsonl:1: a record of version 3; this program reads versions 1 to 2 (a newer Parlor "
          "wrote it)");
    CHECK(error_of(R"({"event":"start","game":1,"version":"2"})") ==
          "r.jsonl:1: \"version\" is \"2\", not a whole number from 1");
    CHECK(error_of(v2 + R"({"event":"play","game":1,"version":2})") ==
          "r.jsonl:2: \"version\" on a \"play\" line (only a game's \"start\" names its version)");
    CHECK(error_of(R"({"event":"start","game":1})"
                   "\n"
                   R"({"event":"play","game":1,"said":["I play."]})") ==
          "r.jsonl:2: \"said\" in a game of version 1 (its \"start\" gives \"version\": 2 when its "
          "moves hold the computer's words)");
    CHECK(error_of(R"({"event":"start","game":1,"version":2,"said":["Hi."]})") ==
          "r.jsonl:1: \"said\" on a \"start\" line (the computer's words go with its moves)");
    CHECK(error_of(v2 + R"({"event":"play","game":1,"said":"I play."})") ==
          "r.jsonl:2: \"said\" is not a list of 1 to 16 lines of text (the computer's words with "
          "its move)");
    CHECK(error_of(v2 + R"({"event":"play","game":1,"said":[]})") ==
          "r.jsonl:2: \"said\" is not a list of 1 to 16 lines of text (the computer's words with "
          "its move)");
    CHECK(error_of(v2 + R"({"event":"play","game":1,"said":["I play.",7]})") ==
          "r.jsonl:2: \"said\" line 2 is 7, not text");
    CHECK(error_of(v2 + R"({"event":"play","game":1,"said":[""]})") ==
          "r.jsonl:2: \"said\" line 1 is not 1 to 1000 characters long");
    // Text from a file is data: an escape sequence would act on a terminal.
    CHECK(error_of(v2 + R"({"event":"play","game":1,"said":["I play.\u001b]0;owned\u0007"]})") ==
          "r.jsonl:2: \"said\" line 1 holds a control character (I play.\\x1b]0;owned\\x07): the "
          "computer's words are plain text");
    CHECK(error_of(v2 + R"({"event":"play","game":1,"said":["two\nlines"]})") ==
          "r.jsonl:2: \"said\" line 1 holds a control character (two\\nlines): the computer's "
          "words are plain text");
    // The version is each game's: game 2 of version 1 holds no words.
    CHECK(error_of(v2 + R"({"event":"start","game":2})"
                        "\n"
                        R"({"event":"play","game":2,"said":["I play."]})") ==
          "r.jsonl:3: \"said\" in a game of version 1 (its \"start\" gives \"version\": 2 when its "
          "moves hold the computer's words)");
}
