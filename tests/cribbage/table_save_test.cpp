// The save file of a table of three or four (docs/cribbage.md, "The save file of a table"): every
// position of self-played games written, read and written again to the same text and state (and
// played on to the same game); each malformed line refused as "FILE:LINE: problem"; the two-seat
// file unchanged and told apart by its seat count.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/games/cribbage/table_ai.hpp"
#include "parlor/games/cribbage/table_save.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <memory>

using namespace parlor::cribbage;

// Named for the file: the suite is built in unity batches.
namespace table_save_test {

void check_same(const TableState& a, const TableState& b) {
    REQUIRE(a.size() == b.size());
    for (int s = 0; s < a.size(); ++s) {
        const auto& x = a.seats[static_cast<std::size_t>(s)];
        const auto& y = b.seats[static_cast<std::size_t>(s)];
        CHECK(x.hand == y.hand);
        CHECK(x.played == y.played);
        CHECK(x.laid_away == y.laid_away);
    }
    CHECK(a.partners == b.partners);
    CHECK(a.scores == b.scores);
    CHECK(a.dealer == b.dealer);
    CHECK(a.phase == b.phase);
    CHECK(a.turn == b.turn);
    CHECK(a.stock == b.stock);
    CHECK(a.crib_from_deck == b.crib_from_deck);
    CHECK(a.starter == b.starter);
    CHECK(a.pile == b.pile);
    CHECK(a.last == b.last);
    CHECK(a.go == b.go);
    CHECK(a.target == b.target);
    CHECK(a.shows.empty());
    CHECK(b.shows.empty());
}

// A game of `seats` random players from `seed`, stopped at its `decisions`-th decision.
TableState position(int seats, std::uint64_t seed, int decisions, int target = winning_score) {
    Rng rng(seed);
    TableState state =
        new_table(seats, static_cast<int>(seed % static_cast<std::uint64_t>(seats)), rng, target);
    auto strategy = make_table_strategy("random", seed + 1);
    int made = 0;
    while (state.phase != Phase::GameOver) {
        if (table_can_save(state) && made++ == decisions) {
            return state;
        }
        const TableAction action = state.phase == Phase::DealOver
                                       ? TableAction{NextDeal{}}
                                       : strategy->decide(table_view(state, state.turn)).action;
        REQUIRE(apply_table(state, action, rng).ok);
    }
    return state;
}

std::string error_of(const std::string& text) {
    const TableLoadResult result = read_table_save(text, "case.txt");
    CHECK(!result.state.has_value());
    return result.error;
}

// The text with the first line whose trimmed text starts with `key` replaced by `line` (removed
// when empty).
std::string with_line(std::string text, const std::string& key, const std::string& line) {
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = text.find('\n', at);
        const std::string current = text.substr(at, end - at);
        const std::size_t indent = current.find_first_not_of(' ');
        if (indent != std::string::npos && current.compare(indent, key.size(), key) == 0) {
            text.replace(at, end - at + 1, line.empty() ? "" : line + "\n");
            return text;
        }
        at = end + 1;
    }
    FAIL("no line " << key);
    return text;
}

// The 1-based line of the text that begins (after indentation) with `key`.
int line_of(const std::string& text, const std::string& key, int from = 1) {
    int number = 0;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = text.find('\n', at);
        ++number;
        const std::string current = text.substr(at, end - at);
        const std::size_t indent = current.find_first_not_of(' ');
        if (number >= from && indent != std::string::npos &&
            current.compare(indent, key.size(), key) == 0) {
            return number;
        }
        at = end + 1;
    }
    FAIL("no line " << key);
    return 0;
}

std::string at_line(int number) {
    return "case.txt:" + std::to_string(number) + ": ";
}

TEST_CASE("a table's save: every position of self-played games round-trips exactly") {
    int positions = 0;
    int with_go = 0;
    int restarted = 0;
    for (const int seats : {3, 4}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            Rng rng(seed * 17);
            const int target = seed % 2 == 0 ? short_game_score : winning_score;
            TableState state = new_table(
                seats, static_cast<int>(seed % static_cast<std::uint64_t>(seats)), rng, target);
            auto strategy = make_table_strategy(seed % 2 == 0 ? "greedy" : "random", seed);
            while (state.phase != Phase::GameOver) {
                if (table_can_save(state)) {
                    const std::string text = write_table_save(state);
                    CHECK(save_seat_count(text) == seats);
                    const TableLoadResult loaded = read_table_save(text, "round.txt");
                    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error << "\n" << text);
                    CHECK(loaded.warnings.empty());
                    CHECK(write_table_save(*loaded.state) == text);
                    check_same(state, *loaded.state);
                    ++positions;
                    with_go += text.find("\nGo: ") != std::string::npos ? 1 : 0;
                    restarted += state.pile.empty() && state.last >= 0 ? 1 : 0;
                    // The game goes on from the loaded state, the same as it would have.
                    const int deal = state.deal_number;
                    state = *loaded.state;
                    state.deal_number = deal;
                }
                const TableAction action =
                    state.phase == Phase::DealOver
                        ? TableAction{NextDeal{}}
                        : strategy->decide(table_view(state, state.turn)).action;
                REQUIRE(apply_table(state, action, rng).ok);
            }
        }
    }
    CHECK(positions > 500);
    CHECK(with_go > 10);
    CHECK(restarted > 10);
}

TEST_CASE("a table's save: the layout, and the two-seat file unchanged beside it") {
    const TableState state = position(3, 7, 4, short_game_score);
    const std::string text = write_table_save(state);
    CHECK(text.rfind("Game: Cribbage\nSeats: 3\nLength: 61\n\nHuman:\n   Score: ", 0) == 0);
    CHECK(text.find("Computer 2:\n") != std::string::npos);
    CHECK(text.find("Computer 3") == std::string::npos);
    CHECK(save_seat_count(text) == 3);
    // The two-seat reader names what the file is rather than an unknown field.
    const LoadResult two = read_save(text, "case.txt");
    CHECK(two.error == "case.txt:2: this is the save of a table of 3 (\"Seats:\"), not of the "
                       "two-player game");
    CHECK(looks_like_save(text));

    const GameState game = new_game();
    CHECK(save_seat_count(write_save(game)) == 2);

    const TableState four = position(4, 3, 9);
    const std::string four_text = write_table_save(four);
    CHECK(four_text.find("Seats: 4\n\n") != std::string::npos);
    CHECK(table_summary(four).find("Human and Computer 2 ") != std::string::npos);
}

TEST_CASE("a table's save: a file on disk, and a save refused when there is no decision") {
    const auto dir = std::filesystem::temp_directory_path() / "parlor_table_save_test";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "table.txt").string();
    const TableState state = position(4, 5, 12);
    REQUIRE(!table_save_to_file(path, state).has_value());
    const TableLoadResult loaded = load_table_save_file(path);
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(write_table_save(*loaded.state) == write_table_save(state));

    TableState over = state;
    over.phase = Phase::DealOver;
    CHECK(table_save_to_file(path, over).value_or("").find("only be saved") != std::string::npos);
    const auto failed = table_save_to_file((dir / "no such dir" / "x.txt").string(), state);
    CHECK(failed.has_value());
    CHECK(!load_table_save_file((dir / "missing.txt").string()).error.empty());
    std::filesystem::remove_all(dir);
}

// Positions found by playing: the first with the wanted shape.
TableState find_position(int seats, bool (*wanted)(const TableState&)) {
    for (std::uint64_t seed = 1; seed < 40; ++seed) {
        for (int decisions = 0; decisions < 60; ++decisions) {
            const TableState state = position(seats, seed, decisions);
            if (state.phase != Phase::GameOver && wanted(state)) {
                return state;
            }
        }
    }
    FAIL("no such position");
    return {};
}

bool laying_away_second(const TableState& s) {
    return s.phase == Phase::LayAway && s.turn == (s.dealer + 2) % s.size();
}
bool with_go(const TableState& s) {
    return s.phase == Phase::Play && std::count(s.go.begin(), s.go.end(), true) == 1 &&
           s.pile.size() >= 3;
}
bool restarted_count(const TableState& s) {
    return s.phase == Phase::Play && s.pile.empty() && s.last >= 0;
}

TEST_CASE("a table's save: every malformed line is refused on its line") {
    const std::string lay = write_table_save(find_position(3, laying_away_second));
    const std::string go = write_table_save(find_position(4, with_go));
    const std::string restart = write_table_save(find_position(3, restarted_count));
    INFO(lay << "\n" << go << "\n" << restart);
    REQUIRE(read_table_save(lay, "x").state.has_value());
    REQUIRE(read_table_save(go, "x").state.has_value());
    REQUIRE(read_table_save(restart, "x").state.has_value());

    // Layout.
    CHECK(error_of(with_line(lay, "Seats", "Seats: 5")) ==
          at_line(2) + "the seats \"5\" are not a table's (3, or 4 in partnerships; a two-player "
                       "save has no Seats line)");
    CHECK(error_of(with_line(lay, "Seats", "Seats: 2")).rfind(at_line(2), 0) == 0);
    CHECK(error_of(with_line(lay, "Seats", "")).find("no \"Seats:\" line") != std::string::npos);
    CHECK(error_of(with_line(lay, "Dealer", "Dealer: Computer 7")) ==
          at_line(line_of(lay, "Dealer")) +
              "\"Computer 7\" is not a seat (Human, or Computer 1 to Computer 3)");
    CHECK(error_of(with_line(lay, "Dealer", "Dealer: Computer 3")) ==
          at_line(line_of(lay, "Dealer")) + "a table of 3 has no Computer 3");
    CHECK(error_of(with_line(lay, "Computer 2:", "")).find("\"score\" is given twice") !=
          std::string::npos);
    CHECK(error_of(with_line(lay, "Computer 2:", "Computer 1:")) ==
          at_line(line_of(lay, "Computer 2:")) +
              "the Computer 1 section is given twice (also on line " +
              std::to_string(line_of(lay, "Computer 1:")) + ")");
    CHECK(error_of(with_line(lay, "Stock", "Stock: 5H ZZ"))
              .rfind(at_line(line_of(lay, "Stock")), 0) == 0);
    CHECK(error_of(with_line(lay, "Starter", "Wind: east")).find("unknown field \"wind\"") !=
          std::string::npos);
    CHECK(error_of(lay + "Computer 3:\n   Score: 0\n   Hand:\n   Played:\n")
              .find("a table of 3 has no Computer 3") != std::string::npos);
    CHECK(error_of(with_line(lay, "Score", "   Score: 121")).find("the game to 121 is over") !=
          std::string::npos);
    CHECK(error_of(with_line(lay, "Score", "   Score: ten")).find("not a whole number") !=
          std::string::npos);

    // The lay-away.
    CHECK(error_of(with_line(lay, "Next Player",
                             "Next Player: " +
                                 table_seat_name((*read_table_save(lay, "x").state).dealer)))
              .find("is to lay away next") != std::string::npos);
    CHECK(error_of(with_line(lay, "Crib", "Crib:")).find("the crib holds 0 cards but 1 seat(s)") !=
          std::string::npos);
    CHECK(error_of(with_line(lay, "Pile", "Pile: 5H")) ==
          at_line(line_of(lay, "Pile")) + "the pile must be empty before the starter is cut");
    CHECK(error_of(with_line(lay, "Pile", "Pile:\nGo: Human")) ==
          at_line(line_of(lay, "Pile") + 1) + "nobody can say go before the play");
    CHECK(error_of(with_line(lay, "Hand",
                             "   Hand: " + parlor::cards::format_cards(std::vector<Card>{
                                               read_table_save(lay, "x").state->seats[0].hand[0]})))
              .find("holds 1 cards; before the starter") != std::string::npos);

    // The play: partners' scores, go, the pile, the last card and who is next.
    const TableState g = *read_table_save(go, "x").state;
    CHECK(error_of(with_line(go, "Score", "   Score: 1")).find("partners score together") !=
          std::string::npos);
    CHECK(error_of(with_line(go, "Go", "")).find("has not said go (Go: should name it)") !=
          std::string::npos);
    CHECK(error_of(with_line(go, "Last", "Last: " + table_seat_name((g.last + 1) % 4)))
              .find("laid the last card on the pile, not the") != std::string::npos);
    CHECK(error_of(with_line(go, "Last", "")).find("no \"Last:\" line") != std::string::npos);
    CHECK(error_of(with_line(go, "Go", "Go: " + table_seat_name(g.last)))
              .find(at_line(line_of(go, "Go"))) == 0);
    CHECK(error_of(with_line(go, "Go", "Go: Human, Human")).find("is named twice") !=
          std::string::npos);
    CHECK(
        error_of(with_line(go, "Next Player", "Next Player: " + table_seat_name((g.turn + 1) % 4)))
            .rfind(at_line(line_of(go, "Next Player")), 0) == 0);
    CHECK(error_of(with_line(go, "Pile", "Pile:")).rfind(at_line(line_of(go, "Go")), 0) == 0);

    const TableState r = *read_table_save(restart, "x").state;
    CHECK(error_of(with_line(restart, "Next Player",
                             "Next Player: " + table_seat_name((r.turn + 1) % 3)))
              .find("the count restarts with the") != std::string::npos);
    CHECK(error_of(with_line(restart, "Last", "")).find("no \"Last:\" line") != std::string::npos);
}

} // namespace table_save_test
