// A game recorded from a position: the start line's "position" read by a game's own save reader,
// strictly, each refusal naming the line of the saved game; and the writer's start line. A toy
// save stands for a game's: one whole number a line.

#include "parlor/cards/save_file.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/record_lines.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace position_test {

using namespace parlor::record;

namespace {

using Numbers = std::vector<int>;

// The toy save's reader: every line a whole number; anything else is "FILE:LINE: problem". A
// line " 7" (a space before it) reads as 7, as the games' readers take the variants that
// circulate; its writer writes "7".
parlor::cards::LoadResult<Numbers> read_numbers(std::string_view text, std::string_view file) {
    parlor::cards::LoadResult<Numbers> result;
    Numbers numbers;
    int line = 0;
    for (const parlor::cards::TextLine& each : parlor::cards::read_text_lines(text)) {
        line = each.number;
        const std::string& value = each.value; // trimmed
        const auto number = parlor::cards::parse_non_negative(value);
        if (!number) {
            result.error = parlor::cards::format_error(
                file, {line, "\"" + value + "\" is not a whole number"});
            return result;
        }
        numbers.push_back(*number);
    }
    if (numbers.empty()) {
        result.error = parlor::cards::format_error(file, {1, "the file is empty, not a toy save"});
        return result;
    }
    result.state = numbers;
    return result;
}

std::string write_numbers(const Numbers& numbers) {
    std::string text;
    for (const int number : numbers) {
        text += std::to_string(number) + "\n";
    }
    return text;
}

// The start line of a record whose position is `position`, read: the numbers, or the error.
struct Read {
    Numbers numbers;
    std::string error;
};

Read read_start(const std::string& position) {
    const std::string line = record_line(
        "start", 1,
        position_start("toy", nlohmann::ordered_json::array({"human", "expert"}), position));
    const RecordLines lines = read_record_lines(line + "\n", "r.jsonl");
    REQUIRE_MESSAGE(lines.ok(), lines.error);
    Read read;
    try {
        LineFields fields(lines.lines.front());
        CHECK(fields.text("parlor") == "toy");
        CHECK(fields.texts("seats") == std::vector<std::string>{"human", "expert"});
        read.numbers = position_in<read_numbers, write_numbers>(fields, "Toy");
        fields.finish();
    } catch (const RecordError& error) {
        read.error = error_text("r.jsonl", error);
    }
    return read;
}

} // namespace

TEST_CASE("a start line holds the position as the save writer writes it, and reads it back") {
    const std::string text = write_numbers({3, 1, 4});
    const std::string line = record_line(
        "start", 1,
        position_start("toy", nlohmann::ordered_json::array({"human", "expert"}), text));
    CHECK(line == "{\"event\":\"start\",\"game\":1,\"parlor\":\"toy\",\"seats\":[\"human\","
                  "\"expert\"],\"position\":\"3\\n1\\n4\\n\"}");
    const Read read = read_start(text);
    CHECK(read.error.empty());
    CHECK(read.numbers == Numbers{3, 1, 4});
}

TEST_CASE("a position the save reader refuses is the start line's error, naming the save's line") {
    CHECK(read_start("3\n1\nx4\n").error ==
          "r.jsonl:1: \"position\", line 3 of the saved game: \"x4\" is not a whole number");
    CHECK(read_start("").error ==
          "r.jsonl:1: \"position\", line 1 of the saved game: the file is empty, not a toy save");
}

TEST_CASE("a position the reader takes but the writer would not write is refused, by its line") {
    // The reader's leniency (a space before the number) is not the writer's text.
    CHECK(read_start("3\n 1\n4\n").error ==
          "r.jsonl:1: \"position\", line 2 of the saved game: \" 1\" where the save writer "
          "writes \"1\" (a record holds the position exactly as the Toy save writer writes it)");
    CHECK(read_start("3\n1\n4").error ==
          "r.jsonl:1: \"position\", line 3 of the saved game: the text ends otherwise than the "
          "save writer's (a newline at its end) (a record holds the position exactly as the Toy "
          "save writer writes it)");
    CHECK(
        read_start("3\r\n1\n")
            .error.rfind(
                "r.jsonl:1: \"position\", line 1 of the saved game: \"3\\r\" where the save writer "
                "writes \"3\"",
                0) == 0);
}

TEST_CASE("the save reader's error without a line is still one line on the start line") {
    CHECK(position_problem("position: cannot be read") ==
          "\"position\" is not a saved game: cannot be read");
    CHECK(position_problem("elsewhere:3: no") ==
          "\"position\" is not a saved game: elsewhere:3: no");
}

TEST_CASE("text that is not UTF-8 is written with U+FFFD in its place, not refused") {
    // A name typed in another encoding, in a saved position: the record is still written.
    const std::string line =
        record_line("start", 1, nlohmann::ordered_json{{"position", "Seat 0: Jos\xE9\n"}});
    CHECK(line == "{\"event\":\"start\",\"game\":1,\"position\":\"Seat 0: Jos\xEF\xBF\xBD\\n\"}");
    CHECK(read_record_lines(line, "r.jsonl").ok());
}

} // namespace position_test
