// The save file of a table of 3 to 7 (docs/fivecrowns.md, "The save file", "A table of more than
// two"): written and read back exactly, mid-round, after a player went out and at a round's first
// turn; every wrong seat, count or card refused at its line.

#include "test_cards.hpp"
#include "test_games.hpp"

#include "parlor/games/fivecrowns/game.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace parlor::fivecrowns;

namespace seats_save_test {

// What a save holds of a state, seat by seat (the rest is this round's history, not saved).
std::string table_part(const GameState& s) {
    std::string out = "round " + std::to_string(s.round) + " seats " +
                      std::to_string(s.seat_count()) + " turn " + std::to_string(index(s.turn)) +
                      " out " + (s.went_out ? std::to_string(index(*s.went_out)) : "-") + "\n";
    for (const Player& player : s.players) {
        out +=
            std::to_string(player.score) + ": " + parlor::cards::format_cards(player.hand) + "\n";
    }
    return out + "stock " + parlor::cards::format_cards(s.stock) + "\ndiscard " +
           parlor::cards::format_cards(s.discard) + "\n";
}

// A table of `seats` played by the test player until `stop` (called at each Draw) says so.
template <class Stop> GameState played_until(int seats, std::uint64_t seed, Stop&& stop) {
    Rng rng(seed);
    GameState s = new_game(rng, seats);
    while (s.phase != Phase::GameOver && !(s.phase == Phase::Draw && stop(s))) {
        REQUIRE(apply(s, test::playing_action(s, rng), rng).ok);
    }
    return s;
}

// A line of `text` (1-based) replaced, or removed when `line` is empty.
std::string line_set(const std::string& text, int number, const std::string& line) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool replaced = static_cast<int>(i) == number - 1;
        if (!replaced) {
            out += lines[i] + "\n";
        } else if (!line.empty()) {
            out += line + "\n";
        }
    }
    return out;
}

int line_at(const std::string& text, const std::string& start) {
    const std::size_t at = text.find("\n" + start);
    REQUIRE_MESSAGE(at != std::string::npos, start);
    int line = 2;
    for (std::size_t i = 0; i < at; ++i) {
        line += text[i] == '\n' ? 1 : 0;
    }
    return line;
}

std::string refusal(const std::string& text) {
    const LoadResult loaded = read_save(text, "table.txt");
    CHECK_FALSE(loaded.state);
    return loaded.error;
}

// Round 1 of a table of four, every seat's hand and both piles small (a valid save, cards short).
const std::string four_seats = "Round: 1\n"
                               "Players: 4\n"
                               "\n"
                               "Human:\n"
                               "   Score: 0\n"
                               "   Hand: JD 3T QC\n"
                               "\n"
                               "Computer 1:\n"
                               "   Score: 0\n"
                               "   Hand: XS KH J1\n"
                               "\n"
                               "Computer 2:\n"
                               "   Score: 0\n"
                               "   Hand: 4S 9C 7T\n"
                               "\n"
                               "Computer 3:\n"
                               "   Score: 0\n"
                               "   Hand: 5D 5H 8C\n"
                               "\n"
                               "Draw Pile: 6S 5S\n"
                               "\n"
                               "Discard Pile: 8T\n"
                               "\n"
                               "Next Player: Computer 2\n";

} // namespace seats_save_test

using namespace seats_save_test;

TEST_CASE("fivecrowns seats save: a table of four is written in the documented layout") {
    const LoadResult loaded = read_save(four_seats, "four.txt");
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    const GameState& s = *loaded.state;
    CHECK(s.seat_count() == 4);
    CHECK(s.taken_from_discard.size() == 4);
    CHECK(s.discarded.size() == 4);
    CHECK(s.turn == seat_at(2));
    CHECK(test::cards_of("XS KH J1") == s.player(seat_at(1)).hand);
    CHECK(write_save(s) == four_seats);
    CHECK(Game::saveable(s));
    CHECK(summary(s) ==
          "Five Crowns, round 1 of 11, Human 0, Computer 1 0, Computer 2 0, Computer 3 0, next: "
          "Computer 2");
    CHECK(looks_like_save(four_seats));
    // Letter case and spacing are free, as in the brief's layout.
    const LoadResult loose = read_save(line_set(four_seats, 8, "  COMPUTER   1 :"), "four.txt");
    REQUIRE_MESSAGE(loose.state, loose.error);
    CHECK(write_save(*loose.state) == four_seats);
}

TEST_CASE("fivecrowns seats save: save, load, save is the same text at 3, 4 and 7 seats") {
    for (const int seats : {3, 4, 7}) {
        int saves = 0;
        int went_out = 0;
        int round_starts = 0;
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            Rng rng(seed * 31 + static_cast<std::uint64_t>(seats));
            GameState s = new_game(rng, seats);
            while (s.phase != Phase::GameOver) {
                if (s.phase == Phase::Draw &&
                    (rng.below(3) == 0 || s.went_out || s.turns_this_round == 0)) {
                    const std::string text = write_save(s);
                    const LoadResult loaded = read_save(text, "roundtrip.txt");
                    REQUIRE_MESSAGE(loaded.state, std::string(loaded.error + "\n" + text));
                    CHECK(loaded.warnings.empty());
                    CHECK(table_part(*loaded.state) == table_part(s));
                    CHECK(write_save(*loaded.state) == text);
                    ++saves;
                    went_out += s.went_out ? 1 : 0;
                    round_starts += s.turns_this_round == 0 ? 1 : 0;
                }
                REQUIRE(apply(s, test::playing_action(s, rng), rng).ok);
            }
        }
        CHECK(saves > 50);
        CHECK(went_out > 5);           // between a player going out and the round's end
        CHECK(round_starts == 3 * 11); // a round's first turn: just after the deal
    }
}

TEST_CASE("fivecrowns seats save: a loaded table plays on as the saved one does") {
    GameState s = played_until(5, 12, [](const GameState& g) { return g.round == 3; });
    const LoadResult loaded = read_save(write_save(s), "five.txt");
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    GameState copy = *loaded.state;
    Rng a(9);
    Rng b(9);
    while (s.phase != Phase::GameOver) {
        const Action action = test::playing_action(s, a);
        REQUIRE(test::playing_action(copy, b) == action);
        REQUIRE(apply(s, action, a).ok);
        REQUIRE(apply(copy, action, b).ok);
    }
    CHECK(copy.phase == Phase::GameOver);
    CHECK(totals(copy) == totals(s));
}

TEST_CASE("fivecrowns seats save: a wrong table is refused at its line") {
    // A seat missing: the table of four without Computer 3's section.
    std::string missing = four_seats;
    missing.erase(missing.find("Computer 3:"),
                  missing.find("Draw Pile:") - missing.find("Computer 3:"));
    CHECK(refusal(missing) == "table.txt:20: no \"Computer 3:\" section");
    // A seat too many: Computer 4 at a table of four.
    std::string extra = four_seats;
    extra.insert(extra.find("Draw Pile:"), "Computer 4:\n   Score: 0\n   Hand: 6D 6H 6C\n\n");
    CHECK(refusal(extra) ==
          "table.txt:20: \"Computer 4:\" is a seat too many: the table has 4 players "
          "(\"Players:\" line 2): Human and Computer 1 to Computer 3");
    // A larger table without its Players line.
    CHECK(refusal(line_set(four_seats, 2, "")) ==
          "table.txt:11: \"Computer 2:\" is a seat too many: the table has 2 players, Human and "
          "Computer (a larger table says so on a \"Players:\" line)");
    // A card count that does not fit the round.
    CHECK(refusal(line_set(four_seats, line_at(four_seats, "   Hand: 4S"), "   Hand: 4S 9C")) ==
          "table.txt:14: Computer 2's hand has 2 cards, but round 1 deals 3");
    // Eight seats, and one.
    CHECK(refusal(line_set(four_seats, 2, "Players: 8")) ==
          "table.txt:2: \"8\" is not a number of players (Five Crowns is for 2 to 7)");
    CHECK(refusal(line_set(four_seats, 2, "Players: 1")) ==
          "table.txt:2: \"1\" is not a number of players (Five Crowns is for 2 to 7)");
    CHECK(refusal(line_set(four_seats, 8, "Computer 7:")) ==
          "table.txt:8: \"Computer 7:\" is not a seat (Human, Computer, or Computer 1 to "
          "Computer 6)");
    // The brief's "Computer" names no one seat at a larger table.
    CHECK(refusal(line_set(four_seats, 8, "Computer:")) ==
          "table.txt:8: \"Computer:\" does not say which computer: the table has 4 players "
          "(\"Players:\" line 2): Human and Computer 1 to Computer 3");
    const int next = line_at(four_seats, "Next Player:");
    CHECK(refusal(line_set(four_seats, next, "Next Player: Computer 5")) ==
          "table.txt:" + std::to_string(next) +
              ": there is no Computer 5: the table has 4 players (\"Players:\" line 2): Human and "
              "Computer 1 to Computer 3");
    CHECK(refusal(line_set(four_seats, next, "Next Player: Computer")) ==
          "table.txt:" + std::to_string(next) +
              ": \"Computer\" does not say which computer: the table has 4 players (\"Players:\" "
              "line 2): Human and Computer 1 to Computer 3");
    // A seat given twice, and a Score outside any seat.
    CHECK(refusal(line_set(four_seats, 12, "Computer 1:")) ==
          "table.txt:12: \"Computer 1:\" appears twice (first on line 8)");
    CHECK(refusal(line_set(four_seats, 13, "   Score: 1")) ==
          "table.txt:13: Computer 2's score of 1 cannot be reached in round 1: no round has been "
          "scored yet, so every score is 0");
}

TEST_CASE("fivecrowns seats save: went out and the last turns at a larger table") {
    // Computer 1 went out with 3 cards all a book; Computer 2 is next, the others' last turns.
    std::string out = line_set(four_seats, line_at(four_seats, "   Hand: XS"), "   Hand: 9S 9H 9D");
    const int next = line_at(out, "Next Player:");
    out = line_set(out, next, "Went Out: Computer 1\nNext Player: Computer 2");
    const LoadResult loaded = read_save(out, "out.txt");
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    CHECK(loaded.state->went_out == seat_at(1));
    CHECK(write_save(*loaded.state) == out);
    CHECK(refusal(line_set(out, next + 1, "Next Player: Computer 1")) ==
          "table.txt:" + std::to_string(next) +
              ": Computer 1 went out, so the next player is another seat");
}
