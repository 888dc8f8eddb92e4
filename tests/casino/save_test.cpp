// The save file: every circulating variant loads, the meaning is checked strictly with
// "FILE:LINE: problem", and the writer's text reads back to the same game.

#include "parlor/games/casino/save.hpp"
#include "test_cards.hpp"
#include "test_data_dir.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

using namespace parlor::casino;
using namespace parlor::casino::test;

namespace {

std::string data_file(const std::string& name) {
    return std::string(PARLOR_TEST_DATA) + "/casino/" + name;
}

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

const std::string spec = read_text(data_file("spec_example.txt"));

// The spec example with the line starting with `start` replaced by `line` (or removed when
// `line` is empty).
std::string with_line(const std::string& start, const std::string& line) {
    std::istringstream in(spec);
    std::string out;
    std::string current;
    while (std::getline(in, current)) {
        if (current.rfind(start, 0) == 0) {
            if (!line.empty()) {
                out += line + "\n";
            }
            continue;
        }
        out += current + "\n";
    }
    return out;
}

// The error of a text that must not load.
std::string error_of(const std::string& text) {
    const LoadResult loaded = read_save(text, "bad.txt");
    CHECK_FALSE(loaded.state.has_value());
    return loaded.error;
}

} // namespace

TEST_CASE("the spec example: a multiple build with its owner line, the last capturer") {
    const LoadResult loaded = read_save(spec, "spec.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.warnings.empty());
    const GameState& state = *loaded.state;
    CHECK(state.phase == Phase::Play);
    CHECK(state.round == 3);
    CHECK(state.player(Seat::Computer).score == 17);
    CHECK(state.player(Seat::Human).score == 14);
    CHECK(state.player(Seat::Computer).hand == cards("H5 H6 D4 D7"));
    CHECK(state.player(Seat::Human).pile == cards("DJ DA C3 C5"));
    REQUIRE(state.table.builds.size() == 1);
    const TableBuild& build = state.table.builds[0];
    CHECK(build.parts == std::vector<std::vector<Card>>{cards("C6 S3"), cards("S9")});
    CHECK(build.owner == Seat::Human);
    CHECK(build.value() == 9);
    CHECK(state.table.loose == cards("C8 CJ HA"));
    CHECK(state.last_capturer == Seat::Human);
    CHECK(state.deck.size() == 29);
    CHECK(state.deck.front() == card("S7"));
    CHECK(state.turn == Seat::Human);
    CHECK(summary(state) ==
          "Casino, round 3, Human 14, Computer 17, 1 build and 3 loose cards on the table, "
          "next: Human");
}

TEST_CASE("the writer's layout is the spec's, and its text reads back to the same game") {
    const auto loaded = read_save(spec, "spec.txt");
    REQUIRE(loaded.state.has_value());
    const std::string written = write_save(*loaded.state);
    // The spec example differs only by the double space after "Table:".
    std::string expected = spec;
    expected.replace(expected.find("Table:  "), 8, "Table: ");
    CHECK(written == expected);
    const auto again = read_save(written, "written.txt");
    REQUIRE(again.state.has_value());
    CHECK(write_save(*again.state) == written);
    CHECK(again.state->table == loaded.state->table);
}

TEST_CASE("a handed-out case: 51 cards, an empty Build Owner line, an empty Last Capturer") {
    const LoadResult loaded = read_save(read_text(data_file("handed_out_51.txt")), "case.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.warnings ==
          std::vector<std::string>{"case.txt: 51 cards instead of 52 (missing: 10♣)"});
    CHECK(loaded.state->table.builds.empty());
    CHECK(loaded.state->table.loose.size() == 4);
    CHECK_FALSE(loaded.state->last_capturer.has_value());
    CHECK(loaded.state->turn == Seat::Computer);
    // The canonical text has no Build Owner or Last Capturer line at all.
    const std::string written = write_save(*loaded.state);
    CHECK(written.find("Build Owner") == std::string::npos);
    CHECK(written.find("Last Capturer") == std::string::npos);
    CHECK(read_save(written, "w.txt").warnings.size() == 1);
}

TEST_CASE("tabs, a single build as [ [C3 S4] ], owners wrapped onto the next line, a deck over "
          "two lines") {
    const LoadResult loaded = read_save(read_text(data_file("wrapped_owner.txt")), "w.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.warnings.empty());
    const Table& table = loaded.state->table;
    REQUIRE(table.builds.size() == 2);
    CHECK(table.builds[0].parts == std::vector<std::vector<Card>>{cards("C3 S4")});
    CHECK_FALSE(table.builds[0].multiple());
    CHECK(table.builds[0].owner == Seat::Computer);
    CHECK(table.builds[1].owner == Seat::Human);
    CHECK(table.loose == cards("CK D5"));
    CHECK(loaded.state->deck.size() == 30);
    CHECK(loaded.state->player(Seat::Computer).score == 8);
    // Written back: the single build in single brackets.
    CHECK(write_save(*loaded.state).find("Table: [C3 S4] [H6 D2] CK D5\n") != std::string::npos);
}

TEST_CASE("CRLF, no spaces around brackets, double spaces, no Last Capturer line") {
    const LoadResult loaded = read_save(read_text(data_file("no_spaces_crlf.txt")), "c.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    const Table& table = loaded.state->table;
    REQUIRE(table.builds.size() == 1);
    CHECK(table.builds[0].parts == std::vector<std::vector<Card>>{cards("C5 D4"), cards("H6 H3")});
    CHECK(table.builds[0].owner == Seat::Computer);
    CHECK(table.loose == cards("CK"));
    CHECK_FALSE(loaded.state->last_capturer.has_value());
    CHECK(loaded.state->player(Seat::Human).hand == cards("HA D7 S2 CQ"));
}

TEST_CASE("a build whose owner holds no card of its value still loads") {
    // The human's C9 and the deck's S7 change places: no 9 is left for the build of 9.
    std::string text = with_line("   Hand: SA S4 CA C9", "   Hand: SA S4 CA S7");
    text.replace(text.find("Deck: S7"), 8, "Deck: C9");
    const auto lacking = read_save(text, "x.txt");
    REQUIRE_MESSAGE(lacking.state.has_value(), lacking.error);
    CHECK(lacking.state->table.builds[0].owner == Seat::Human);
}

TEST_CASE("each problem of meaning is refused with FILE:LINE") {
    // Lines of the spec example: 1 Round, 4 Score, 5 Hand, 6 Pile, 9-11 the human, 13 Table,
    // 15 Build Owner, 17 Last Capturer, 19 Deck, 21 Next Player.
    CHECK(error_of(with_line("   Hand: H5", "   Hand: H5 H6 D4 Z7")) ==
          "bad.txt:5: \"Z7\" is not a card (expected suit S/C/D/H then rank A/2-9/X/J/Q/K, like "
          "S7 or CX)");
    // A card twice loads with a warning (the brief's program wrote such files); a third time,
    // it is refused.
    const LoadResult twice = read_save(with_line("   Hand: H5", "   Hand: H5 H6 D4 S7"), "w.txt");
    REQUIRE_MESSAGE(twice.state.has_value(), twice.error);
    CHECK(std::count(twice.warnings.begin(), twice.warnings.end(),
                     "w.txt:19: the 7♠ (\"S7\") is in the file twice (lines 5 and 19); there is "
                     "one deck, but the game is played with both copies, as the file gives "
                     "them") == 1);
    std::string thrice = with_line("   Hand: H5", "   Hand: H5 H6 D4 S7");
    thrice.replace(thrice.find("Table:"), 6, "Table: S7");
    CHECK(error_of(thrice) ==
          "bad.txt:13: the 7♠ appears a third time (also on lines 5 and 19); there is one deck");
    // Twice on the table too (a game with a copy saved where both lie on the table), a third
    // time refused.
    CHECK(read_save(with_line("Table:", "Table: [ [C6 S3] [S9] ] C8 CJ HA C8"), "w.txt")
              .warnings.back()
              .starts_with("w.txt:13: the 8♣ (\"C8\") is in the file twice on line 13"));
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9] ] C8 CJ HA C8 C8")) ==
          "bad.txt:13: the C8 is on the table three times");
    CHECK(read_save(with_line("Table:", "Table: [ [C6 S3] [S9] ] C8 CJ HA H5"), "w.txt")
              .warnings.back()
              .starts_with("w.txt:13: the 5♥ (\"H5\") is in the file twice (lines 5 and 13)"));
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9] ] [C8 CJ] HA")) ==
          "bad.txt:13: the build [C8 CJ] is worth 19, more than 14");
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [C8] ] S9 CJ HA")) ==
          "bad.txt:13: the parts of the multiple build [ [C6 S3] [C8] ] are worth 9 and 8; "
          "they must be equal");
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9] ] [C8] CJ HA")) ==
          "bad.txt:13: the build [C8] holds one card; a build holds at least two (only a part of "
          "a multiple build may be one card)");
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9] C8 CJ HA")) ==
          "bad.txt:13: a bracket is opened and never closed");
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9] C8 ] CJ HA")) ==
          "bad.txt:13: the parts of the multiple build [ [C6 S3] [S9] [C8] ] are worth 9 and 8; "
          "they must be equal");
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9] ] ] C8 CJ HA")) ==
          "bad.txt:13: a closing bracket \"]\" without an opening one");
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9 C8 CJ HA")) ==
          "bad.txt:13: a bracket is opened and never closed");
    CHECK(error_of(with_line("Table:", "Table: [ [ [C6 S3] ] ] C8 CJ HA S9")) ==
          "bad.txt:13: brackets nested more than twice (a multiple build is \"[ [C6 S3] [S9] ]\")");
    CHECK(error_of(with_line("Table:", "Table: [ ] [ [C6 S3] [S9] ] C8 CJ HA")) ==
          "bad.txt:13: an empty build \"[]\"");
    CHECK(error_of(with_line("Build Owner:", "Build Owner: [C6 S3] Human")) ==
          "bad.txt:15: an owner for the build [C6 S3], which is not on the table");
    CHECK(error_of(with_line("Build Owner:", "Build Owner: [ [C6 S3] [S9] ] Somebody")) ==
          "bad.txt:15: \"Somebody\" is not a player (expected Human or Computer after the build "
          "[ [C6 S3] [S9] ])");
    CHECK(error_of(with_line("Build Owner:", "Build Owner: [ [C6 S3] [S9] ]")) ==
          "bad.txt:15: the build [ [C6 S3] [S9] ] has no owner (Human or Computer) after it");
    CHECK(error_of(with_line("Build Owner:", "")) ==
          "bad.txt:13: the build [ [C6 S3] [S9] ] has no owner (no Build Owner line names it)");
    CHECK(error_of(with_line("Build Owner:", "Build Owner: [ [C6 S3] [S9] ] Human\nBuild Owner: "
                                             "[ [S9] [C6 S3] ] Computer")) ==
          "bad.txt:16: the owner of the build [ [S9] [C6 S3] ] is given twice (also on line 15)");
    CHECK(error_of(with_line("   Score: 17", "   Score: many")) ==
          "bad.txt:4: the score \"many\" is not a whole number of 0 or more");
    CHECK(error_of(with_line("   Score: 17", "   Score: -3")) ==
          "bad.txt:4: the score \"-3\" is not a whole number of 0 or more");
    CHECK(error_of(with_line("   Score: 17", "   Score: 22")) ==
          "bad.txt:4: a score of 22 is past 21, which ends the tournament; a save is of a game "
          "still being played");
    CHECK(error_of(with_line("Round:", "Round: -1")) ==
          "bad.txt:1: the round \"-1\" is not a whole number of 0 or more");
    CHECK(error_of(with_line("Round:", "Round: third")) ==
          "bad.txt:1: the round \"third\" is not a whole number of 0 or more");
    CHECK(error_of(with_line("Deck:", "")) == "bad.txt:20: no \"Deck:\" line");
    CHECK(error_of(with_line("Next Player:", "")) == "bad.txt:19: no \"Next Player:\" line");
    CHECK(error_of(with_line("Next Player:", "Next Player: Dealer")) ==
          "bad.txt:21: \"Dealer\" is not a player (expected Human or Computer)");
    CHECK(error_of(with_line("Deck:", "Deck: D3 D5 H2") + "Colour: blue\n") ==
          "bad.txt:22: unknown field \"colour\" (a Casino save has Round, Computer, Human, "
          "Score, Hand, Pile, Table, Build Owner, Last Capturer, Deck and Next Player)");
    CHECK(error_of("") == "bad.txt:1: the file is empty, not a Casino save");
}

TEST_CASE("the hands, the next player and the last capturer must fit together") {
    std::string five = with_line("   Hand: SA", "   Hand: SA S4 CA C9 S7");
    five = five.replace(five.find("Deck: S7 "), 9, "Deck: ");
    CHECK(error_of(five) == "bad.txt:10: the Human holds 5 cards; a hand has at most 4");
    std::string moved = with_line("   Hand: SA", "   Hand:");
    moved.replace(moved.find("Deck: "), 6, "Deck: SA S4 CA C9 ");
    CHECK(error_of(moved) ==
          "bad.txt:21: the Human is next but holds no card; the Computer plays on alone");
    std::string pile = with_line("   Pile: DJ", "   Pile:");
    pile.replace(pile.find("Deck: "), 6, "Deck: DJ DA C3 C5 ");
    // The Human's empty pile: the last capturer carried over from the round before (issue 43).
    const LoadResult carried = read_save(pile, "c.txt");
    REQUIRE_MESSAGE(carried.state.has_value(), carried.error);
    CHECK(carried.state->last_capturer == Seat::Human);
    CHECK(error_of(with_line("Table:", "Table: [ [C6 S3] [S9] ] [C8 HA] CJ") +
                   "Build Owner: [C8 HA] Human\n") ==
          "bad.txt:22: the Human owns two builds of 9 ([ [C6 S3] [S9] ] and [C8 HA]); they "
          "would be one multiple build");
}

TEST_CASE("a table with more loose cards than a game can leave is refused") {
    std::string text = with_line("Table:", "Table: [ [C6 S3] [S9] ] C8 CJ HA S7 D3 D5 H2 H3 S5 "
                                           "D8 C2 H9 CX CQ CK HJ S2");
    text.replace(text.find("Deck: S7 D3 D5 H2 H3 S5 D8 C2 H9 CX CQ CK HJ S2 "), 48, "Deck: ");
    CHECK(error_of(text) == "bad.txt:13: 17 loose cards on the table; a game never has more than "
                            "16 (the 4 dealt, then one trailed card of each other rank)");
}

TEST_CASE("looks_like_save: a Table and a Deck line") {
    CHECK(looks_like_save(spec));
    CHECK_FALSE(looks_like_save("Round: 3\nDraw Pile: 6S\nDiscard Pile: 8T"));
    CHECK_FALSE(looks_like_save("Game: Cribbage\nStock: 5H"));
    CHECK_FALSE(looks_like_save(""));
}

TEST_CASE("saving is atomic and at a move only") {
    const auto path = std::filesystem::temp_directory_path() /
                      ("parlor_casino_save_" + std::to_string(::getpid()) + ".txt");
    const auto loaded = read_save(spec, "spec.txt");
    REQUIRE(loaded.state.has_value());
    CHECK_FALSE(save_to_file(path.string(), *loaded.state).has_value());
    const auto back = load_save_file(path.string());
    REQUIRE(back.state.has_value());
    CHECK(write_save(*back.state) == write_save(*loaded.state));
    std::filesystem::remove(path);
    GameState over = *loaded.state;
    over.phase = Phase::RoundOver;
    CHECK(save_to_file(path.string(), over).has_value());
    CHECK_FALSE(std::filesystem::exists(path));
    CHECK(load_save_file("/nonexistent/casino.txt").error.find("/nonexistent/casino.txt") !=
          std::string::npos);
}

TEST_CASE("the deck file: one card a line, top first, with clear errors") {
    const DeckLoad deck = read_deck("# my deck\nS7\n\n  cx \r\nHA\n", "deck.txt");
    REQUIRE_MESSAGE(deck.state.has_value(), deck.error);
    CHECK(*deck.state == cards("S7 CX HA"));
    REQUIRE(deck.warnings.size() == 1);
    CHECK(deck.warnings[0].rfind("deck.txt: 3 cards instead of 52 (missing: ", 0) == 0);
    std::string all;
    for (const Card c : full_deck()) {
        all += code(c) + "\n";
    }
    const DeckLoad full = read_deck(all, "full.txt");
    REQUIRE(full.state.has_value());
    CHECK(full.warnings.empty());
    CHECK(read_deck("S7\nS8 S9\n", "d.txt").error == "d.txt:2: one card a line, found \"S8 S9\"");
    CHECK(read_deck("S7\n7S\n", "d.txt").error ==
          "d.txt:2: \"7S\" is not a card (expected suit S/C/D/H then rank A/2-9/X/J/Q/K, like "
          "S7 or CX)");
    CHECK(read_deck("S7\nH2\ns7\n", "d.txt").error ==
          "d.txt:3: the S7 is in the deck twice (also on line 1)");
    CHECK(read_deck("# nothing\n\n", "d.txt").error == "d.txt:2: the deck file holds no card");
    CHECK(load_deck_file("/nonexistent/deck.txt").error.find("/nonexistent/deck.txt") !=
          std::string::npos);
}
