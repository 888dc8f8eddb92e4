// The shared parts of every save reader: the loop over the lines, FILE:LINE errors, warnings,
// reading from disk, and the writer's card lines.

#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_file.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace parlor::cards;

namespace {

// A save of one field, "Count: N" (needed, at most 10), and any "Note:" lines.
class CountReader {
  public:
    static constexpr std::string_view empty_message = "the file is empty";

    Problem read_line(const TextLine& line) {
        if (line.key == "note") {
            return std::nullopt;
        }
        if (line.key != "count") {
            return TextError{line.number, "unknown field " + line.key};
        }
        const auto n = parse_non_negative(line.value);
        if (!n) {
            return TextError{line.number, "not a number"};
        }
        count_ = *n;
        count_line_ = line.number;
        return std::nullopt;
    }

    Problem find_missing(int last) const {
        if (count_line_ == 0) {
            return TextError{last, "no \"Count:\" line"};
        }
        return std::nullopt;
    }

    Problem check_meaning() const {
        if (count_ > 10) {
            return TextError{count_line_, "more than 10"};
        }
        return std::nullopt;
    }

    int fields() const { return count_; }

  private:
    int count_ = 0;
    int count_line_ = 0;
};

int twice(int count) {
    return 2 * count;
}

std::optional<std::string> warn_odd(int state) {
    if (state % 4 != 0) {
        return std::string("an odd count");
    }
    return std::nullopt;
}

LoadResult<int> read_count(std::string_view text, std::string_view file) {
    return read_save_text<CountReader>(text, file, twice, warn_odd);
}

} // namespace

TEST_CASE("a save reader reports FILE:LINE for the first problem, a missing field at the end") {
    CHECK(read_count("", "a.txt").error == "a.txt:1: the file is empty");
    CHECK(read_count("\n\nCount: x\n", "a.txt").error == "a.txt:3: not a number");
    CHECK(read_count("Other: 1\nCount: 2\n", "b.txt").error == "b.txt:1: unknown field other");
    CHECK(read_count("\n# nothing\n", "c.txt").error == "c.txt:2: unknown field # nothing");
    CHECK(read_count("\n\nOther: 1\n", "g.txt").error == "g.txt:3: unknown field other");
    CHECK(read_count("Note: hi\n\nNote: x\n\n", "h.txt").error == "h.txt:3: no \"Count:\" line");
    CHECK(read_count("Count: 11\n\n", "d.txt").error == "d.txt:1: more than 10");
    const LoadResult<int> bad = read_count("Count: 11\n", "d.txt");
    CHECK_FALSE(bad.state);
    CHECK(bad.warnings.empty());
}

TEST_CASE("a save reader builds the state and labels its warnings with the file") {
    const LoadResult<int> even = read_count("  count:  4 \r\n", "e.txt");
    REQUIRE(even.state);
    CHECK(*even.state == 8);
    CHECK(even.error.empty());
    CHECK(even.warnings.empty());
    const LoadResult<int> odd = read_count("Count: 3", "f.txt");
    REQUIRE(odd.state);
    CHECK(*odd.state == 6);
    CHECK(odd.warnings == std::vector<std::string>{"f.txt: an odd count"});
}

TEST_CASE("loading a file that cannot be read is an error like any other") {
    const LoadResult<int> missing = load_save_file("/nonexistent/parlor/save.txt", read_count);
    CHECK_FALSE(missing.state);
    CHECK_FALSE(missing.error.empty());
}

TEST_CASE("has_line, without_bom and card_line") {
    CHECK(has_line("a: 1\nGame: Cribbage\n",
                   [](const TextLine& line) { return line.key == "game"; }));
    CHECK_FALSE(has_line("a: 1\n", [](const TextLine& line) { return line.key == "game"; }));
    CHECK(without_bom("\xEF\xBB\xBFRound: 1") == "Round: 1");
    CHECK(without_bom("Round: 1") == "Round: 1");
    CHECK(card_line("Hand", {}) == "Hand:\n");
    CHECK(card_line("Draw Pile", {*parse_card("XS"), *parse_card("KH")}) == "Draw Pile: XS KH\n");
}

TEST_CASE("parse_card_words reads every word with a game's reader, or gives its first error") {
    auto parse = [](std::string_view word, std::string& error) -> std::optional<Card> {
        const auto card = parse_card(word);
        if (!card) {
            error = "bad " + std::string(word);
        }
        return card;
    };
    std::string error;
    CHECK(parse_card_words("XS  kh", parse, error) ==
          std::vector<Card>{*parse_card("XS"), *parse_card("KH")});
    CHECK(parse_card_words("", parse, error) == std::vector<Card>{});
    CHECK_FALSE(parse_card_words("XS ZZ QQ", parse, error));
    CHECK(error == "bad ZZ");
}
