#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "test_cards.hpp"
#include "test_data_dir.hpp"

#include <doctest/doctest.h>

#include <filesystem>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;

namespace {

std::string data_file(const std::string& name) {
    std::string error;
    const auto text =
        parlor::cards::read_whole_file(std::string(PARLOR_TEST_DATA) + "/cribbage/" + name, error);
    REQUIRE_MESSAGE(text.has_value(), error);
    return *text;
}

// The text with the first line starting with `key` (after indentation) replaced by `line`, or
// removed when `line` is empty.
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

std::string error_of(const std::string& text) {
    const LoadResult result = read_save(text, "case.txt");
    CHECK(!result.state.has_value());
    return result.error;
}

void check_same(const GameState& a, const GameState& b) {
    for (const Seat s : {Seat::Human, Seat::Computer}) {
        CHECK(a.player(s).hand == b.player(s).hand);
        CHECK(a.player(s).played == b.player(s).played);
        CHECK(a.player(s).laid_away == b.player(s).laid_away);
        CHECK(a.player(s).score == b.player(s).score);
    }
    CHECK(a.dealer == b.dealer);
    CHECK(a.phase == b.phase);
    CHECK(a.turn == b.turn);
    CHECK(a.stock == b.stock);
    CHECK(a.starter == b.starter);
    CHECK(a.pile == b.pile);
    CHECK(a.go == b.go);
}

} // namespace

TEST_CASE("a save in the play, with a go, reads into the state it describes") {
    const std::string text = data_file("play_go.txt");
    const LoadResult result = read_save(text, "play_go.txt");
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    CHECK(result.warnings.empty());
    const GameState& state = *result.state;
    CHECK(state.phase == Phase::Play);
    CHECK(state.turn == Seat::Human);
    CHECK(state.dealer == Seat::Human);
    CHECK(state.go == Seat::Computer);
    CHECK(state.count() == 25);
    CHECK(state.player(Seat::Computer).score == 45);
    CHECK(state.player(Seat::Human).hand == cards("2C 9S"));
    CHECK(state.player(Seat::Computer).played == cards("6H 7C"));
    CHECK(state.starter == card("5S"));
    CHECK(state.player(Seat::Human).laid_away == cards("XS 4C")); // the dealer's first
    CHECK(state.player(Seat::Computer).laid_away == cards("QH QS"));
    CHECK(state.stock.size() == 39);
    // Written back, it is the same text.
    CHECK(write_save(state) == text);
    CHECK(looks_like_save(text));
    CHECK(summary(state) ==
          "Cribbage, Human 52, Computer 45, Human deals, the play (count 25), next: Human");
}

TEST_CASE(
    "the reader is lenient about layout: case, spacing, tabs, CRLF, 10 for X, wrapped lists") {
    const LoadResult result = read_save(data_file("lay_away_messy.txt"), "messy.txt");
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    const GameState& state = *result.state;
    CHECK(state.phase == Phase::LayAway);
    CHECK(state.turn == Seat::Computer);
    CHECK(state.player(Seat::Human).score == 7);
    CHECK(state.player(Seat::Human).laid_away == cards("KD QD"));
    CHECK(state.player(Seat::Computer).hand == cards("5S 6S 7S 8S 9S XS"));
    CHECK(state.stock.size() == 40);
    // The canonical text reads back to the same state.
    const LoadResult again = read_save(write_save(state), "again.txt");
    REQUIRE(again.state.has_value());
    check_same(state, *again.state);
    // And play goes on from it: the computer lays away, the starter is cut.
    GameState next = state;
    Rng rng(4);
    REQUIRE(apply(next, LayAway{card("5S"), card("6S")}, rng).ok);
    CHECK(next.phase == Phase::Play);
    CHECK(next.crib() == cards("5S 6S KD QD"));
}

TEST_CASE("the documented example is refused: its Go names a player who can still play") {
    CHECK(error_of(data_file("documented_example.txt")) ==
          "case.txt:17: the Computer said go but holds the 5♥, which fits the count of 21");
    // Without the Go line it loads.
    const std::string fixed = with_line(data_file("documented_example.txt"), "Go:", "");
    const LoadResult result = read_save(fixed, "fixed.txt");
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    CHECK(result.state->count() == 21);
}

TEST_CASE("the reader is strict about meaning, with the file and line of the problem") {
    const std::string good = data_file("play_go.txt");
    REQUIRE(read_save(good, "good.txt").state.has_value());
    CHECK(error_of(with_line(good, "Hand: XD JD", "   Hand: XD 1D")) ==
          "case.txt:5: \"1D\" is not a card (expected rank A/2-9/X/J/Q/K and suit S/C/D/H)");
    CHECK(error_of(with_line(good, "Hand: XD JD", "   Hand: XD 5T")) ==
          "case.txt:5: \"5T\" is not a card (expected rank A/2-9/X/J/Q/K and suit S/C/D/H)");
    CHECK(error_of(with_line(good, "Hand: XD JD", "   Hand: XD J1")).find("is not a card") !=
          std::string::npos);
    CHECK(error_of(with_line(good, "Hand: XD JD", "   Hand: XD 5S")) ==
          "case.txt:15: the 5♠ appears twice (also on line 5); there is one deck");
    CHECK(error_of(with_line(good, "Score: 45", "   Score: 121"))
              .rfind("case.txt:4: a score of 121", 0) == 0);
    CHECK(error_of(with_line(good, "Score: 45", "   Score: -3")) ==
          "case.txt:4: the score \"-3\" is not a whole number of 0 or more");
    CHECK(
        error_of(with_line(good, "Hand: XD JD", "   Hand: XD")) ==
        "case.txt:5: the Computer holds 1 and has played 2; in the play a hand has 4 cards in all");
    CHECK(error_of(with_line(good, "Stock:", "")) == "case.txt:19: no \"Stock:\" line");
    CHECK(error_of(with_line(good, "Next Player:", "Next Player: Bob")) ==
          "case.txt:20: \"Bob\" is not a player (expected Human or Computer)");
    CHECK(error_of(with_line(good, "Next Player:", "Next Player: Computer")) ==
          "case.txt:17: the Computer has said go, so the other player is next");
    CHECK(error_of(with_line(good, "Dealer:", "Dealer: Human\nColour: red")) ==
          "case.txt:14: unknown field \"colour\" (a Cribbage save has Game, Length, Human, "
          "Computer, Score, Hand, Played, Dealer, Crib, Starter, Pile, Go, Stock and Next "
          "Player)");
    CHECK(error_of(with_line(good, "Game:", "Game: Five Crowns")) ==
          "case.txt:1: this is a save of \"Five Crowns\", not of Cribbage");
    CHECK(
        error_of(with_line(with_line(good, "Stock:", "Stock: 2S"), "Starter:", "Starter: 5S AS")) ==
        "case.txt:15: there is one starter, not 2");
    CHECK(error_of(with_line(good, "Crib:", "Crib: XS 4C QH")).find("must hold 4 cards") !=
          std::string::npos);
    CHECK(error_of("") == "case.txt:1: the file is empty, not a Cribbage save");
    CHECK(error_of("Score: 3\n") ==
          "case.txt:1: \"score\" must follow a \"Human:\" or \"Computer:\" line");
    CHECK(error_of("Game: Cribbage\nthis is not a field\n") ==
          "case.txt:2: expected \"Key: value\", found \"this is not a field\"");
}

TEST_CASE("the pile must be the latest played cards and count at most 30") {
    const std::string good = data_file("play_go.txt");
    // The pile's cards out of the order they were played.
    CHECK(error_of(with_line(good, "Pile:", "Pile: 7C 8H 6H 4D"))
              .find("must be the last it played") != std::string::npos);
    // A pile card that nobody played.
    CHECK(error_of(
              with_line(with_line(good, "Pile:", "Pile: 6H 8H 7C 4D AS"), "Stock:", "Stock: 2S")) ==
          "case.txt:16: the A♠ is on the pile but nobody played it");
    // A count over 31: the human played two more tens.
    std::string over = with_line(good, "Played: 8H 4D", "   Played: 8H 4D");
    over = with_line(over, "Hand: 2C 9S", "   Hand:");
    over = with_line(over, "Played: 8H 4D", "   Played: 8H 4D 2C 9S");
    over = with_line(over, "Pile:", "Pile: 6H 8H 7C 4D 2C 9S");
    CHECK(error_of(over) == "case.txt:16: the pile counts 36, more than 31");
}

TEST_CASE("missing cards load with a warning; a lay-away file is checked for its sizes") {
    const std::string good = data_file("play_go.txt");
    std::string short_stock = good;
    const auto at = short_stock.find(" KH\n");
    REQUIRE(at != std::string::npos);
    short_stock.erase(at, 3);
    const LoadResult result = read_save(short_stock, "short.txt");
    REQUIRE(result.state.has_value());
    REQUIRE(result.warnings.size() == 1);
    CHECK(result.warnings[0] == "short.txt: 51 cards instead of 52 (missing: K♥)");

    const std::string lay = write_save(*read_save(data_file("lay_away_messy.txt"), "m").state);
    CHECK(error_of(with_line(lay, "Crib:", "Crib:")) ==
          "case.txt:14: the crib holds 0 cards but 1 player(s) have laid away");
    CHECK(error_of(with_line(lay, "Next Player:", "Next Player: Human")) ==
          "case.txt:19: the Human has laid away already; the other player is next");
}

TEST_CASE("every state at a decision of random games survives the round trip") {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        Rng rng(seed);
        GameState state = new_game();
        while (state.phase != Phase::GameOver) {
            if (state.phase == Phase::LayAway || state.phase == Phase::Play) {
                const std::string text = write_save(state);
                const LoadResult loaded = read_save(text, "round.txt");
                REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error << "\n" << text);
                CHECK(loaded.warnings.empty());
                check_same(state, *loaded.state);
                REQUIRE(write_save(*loaded.state) == text);
            }
            const auto actions = legal_actions(state);
            REQUIRE(apply(state, actions[rng.below(actions.size())], rng).ok);
        }
    }
}

TEST_CASE("saving to a file is atomic and only at a decision") {
    const auto folder = std::filesystem::temp_directory_path() / "parlor_cribbage_save_test";
    std::filesystem::create_directories(folder);
    const std::string path = (folder / "game.txt").string();
    const LoadResult loaded = read_save(data_file("play_go.txt"), "play_go.txt");
    REQUIRE(loaded.state.has_value());
    CHECK(!save_to_file(path, *loaded.state).has_value());
    const LoadResult back = load_save_file(path);
    REQUIRE(back.state.has_value());
    check_same(*loaded.state, *back.state);
    GameState over = *loaded.state;
    over.phase = Phase::DealOver;
    CHECK(save_to_file(path, over).has_value());
    CHECK(!load_save_file((folder / "missing.txt").string()).error.empty());
    std::filesystem::remove_all(folder);
}

TEST_CASE("looks_like_save recognises only Cribbage files") {
    CHECK(looks_like_save("game: CRIBBAGE\n"));
    CHECK(!looks_like_save("Round: 3\nNext Player: Human\n"));
    CHECK(!looks_like_save(""));
}

TEST_CASE("a game to 61 writes its length; a file without one is a game to 121") {
    const std::string text = data_file("play_go.txt");
    CHECK(text.find("Length") == std::string::npos);
    const LoadResult full = read_save(text, "play_go.txt");
    REQUIRE(full.state.has_value());
    CHECK(full.state->target == 121);

    GameState state = *full.state;
    state.target = short_game_score;
    const std::string short_text = write_save(state);
    CHECK(short_text.rfind("Game: Cribbage\nLength: 61\n\n", 0) == 0);
    const LoadResult loaded = read_save(short_text, "short.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.state->target == 61);
    check_same(state, *loaded.state);
    CHECK(write_save(*loaded.state) == short_text);
    CHECK(summary(*loaded.state) ==
          "Cribbage to 61, Human 52, Computer 45, Human deals, the play (count 25), next: Human");
    // "Length: 121" is allowed too, and is the default written back without it.
    const LoadResult said = read_save(with_line(short_text, "Length", "Length: 121"), "full.txt");
    REQUIRE_MESSAGE(said.state.has_value(), said.error);
    CHECK(said.state->target == 121);
    CHECK(write_save(*said.state) == text);
}

TEST_CASE("the length is checked strictly: 61 or 121, once, and the scores under it") {
    const std::string text =
        with_line(data_file("play_go.txt"), "Game", "Game: Cribbage\nLength: 61");
    CHECK(error_of(with_line(text, "Length", "Length: 100")) ==
          "case.txt:2: the length \"100\" is not a length of game (61 or 121)");
    CHECK(error_of(with_line(text, "Length", "Length: sixty-one")) ==
          "case.txt:2: the length \"sixty-one\" is not a length of game (61 or 121)");
    CHECK(error_of(with_line(text, "Length", "Length: 61\nLength: 61")).rfind("case.txt:3: ", 0) ==
          0);
    // The Computer's 45 fits a game to 61; 61 itself means the game is over.
    CHECK(error_of(with_line(text, "Score: 45", "   Score: 61")) ==
          "case.txt:5: a score of 61 means the game to 61 is over; a save is of a game still "
          "being played (scores 0 to 60)");
    // The length after the score: checked once the whole file is read.
    std::string late = with_line(data_file("play_go.txt"), "Score: 45", "   Score: 70");
    late = with_line(late, "Next Player", "Next Player: Human\nLength: 61");
    CHECK(error_of(late) == "case.txt:4: a score of 70 means the game to 61 is over; a save is "
                            "of a game still being played (scores 0 to 60)");
    CHECK(error_of(with_line(data_file("play_go.txt"), "Score: 45", "   Score: 121")) ==
          "case.txt:4: a score of 121 means the game to 121 is over; a save is of a game still "
          "being played (scores 0 to 120)");
}

TEST_CASE("every state at a decision of random games to 61 survives the round trip") {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Rng rng(seed);
        GameState state = new_game(short_game_score);
        while (state.phase != Phase::GameOver) {
            if (state.phase == Phase::LayAway || state.phase == Phase::Play) {
                const std::string text = write_save(state);
                const LoadResult loaded = read_save(text, "round.txt");
                REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error << "\n" << text);
                CHECK(loaded.state->target == 61);
                check_same(state, *loaded.state);
                REQUIRE(write_save(*loaded.state) == text);
            }
            const auto actions = legal_actions(state);
            REQUIRE(apply(state, actions[rng.below(actions.size())], rng).ok);
        }
    }
}
