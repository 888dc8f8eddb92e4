#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/save.hpp"
#include "test_data_dir.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

using namespace parlor::cruno;
using namespace parlor::cruno::test;

namespace {

std::string data_file(const std::string& name) {
    std::string error;
    const auto text =
        parlor::cards::read_whole_file(std::string(PARLOR_TEST_DATA) + "/cruno/" + name, error);
    REQUIRE_MESSAGE(text.has_value(), error);
    return *text;
}

// The text with the first line starting with `key` (after indentation) replaced by `line`, or
// removed when `line` is empty; after the line starting with `after` when it is given.
std::string with_line(std::string text, const std::string& key, const std::string& line,
                      const std::string& after = "") {
    std::size_t at = after.empty() ? 0 : text.find(after);
    REQUIRE(at != std::string::npos);
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

GameState example() {
    const LoadResult result = read_save(data_file("documented_example.txt"), "example.txt");
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    return *result.state;
}

// A game of the given table played `steps` actions on from a seeded deal.
GameState played(std::uint64_t seed, int players, int steps) {
    Setup setup;
    static const std::array<std::string, 4> kinds = {"naive", "rule", "trickster", "human"};
    for (int seat = 0; seat < players; ++seat) {
        setup.seats.push_back({"P" + std::to_string(seat),
                               kinds[static_cast<std::size_t>(seat + static_cast<int>(seed)) % 4]});
    }
    setup.rules = Rules{seed % 2 == 0, seed % 3 == 0};
    Rng rng(seed);
    GameState state = new_game(setup, rng);
    const auto strategy = make_strategy("trickster", seed);
    for (int step = 0; step < steps; ++step) {
        GameState next = state;
        const auto legal = legal_actions(next);
        const Action action = state.player(state.turn).is_trickster()
                                  ? strategy->decide(view_for(state, state.turn)).action
                                  : legal[rng.below(legal.size())];
        REQUIRE(apply(next, action, rng).ok);
        if (next.phase == Phase::GameOver) {
            break;
        }
        state = next;
    }
    return state;
}

} // namespace

TEST_CASE("the documented example reads into the state it describes") {
    const GameState state = example();
    CHECK(state.player_count() == 4);
    CHECK(state.decks == 1);
    CHECK(state.rules == Rules{true, false});
    CHECK(state.dealer == 3);
    CHECK(state.turn == 3);
    CHECK(state.direction == Direction::Clockwise);
    CHECK(state.suit == Suit::Diamonds);
    CHECK(state.pending_draw == 0);
    CHECK(state.top() == Discarded{card("4S"), true});
    CHECK(state.top().shown() == card("8S"));
    CHECK(state.discard.size() == 14);
    CHECK(state.stock.size() == 41);
    CHECK(state.stock.front() == card("RVD"));
    CHECK(state.player(0).name == "You");
    CHECK(state.player(0).is_human());
    CHECK(state.player(2).plays == "trickster");
    CHECK(state.player(1).hand == cards("4H RVS AH 2C 2S"));
    CHECK(state.player(3).note == DrawNote{cards("3H"), 9});
    CHECK(state.player(0).note == DrawNote{});
    CHECK(state.phase == Phase::Play);
    CHECK(summary(state) ==
          "Cruno, 4 players, Carol to play on the 8\u2660 (diamonds), holding 10; "
          "You 3, Alice 5, Bob 3; stock 41");
    CHECK(looks_like_save(data_file("documented_example.txt")));
    CHECK_FALSE(looks_like_save("Game: Cribbage\n"));
}

TEST_CASE("write then read gives the same game, for tables of 2 to 10 anywhere in a game") {
    int pending = 0;
    int notes = 0;
    int converted = 0;
    int reversed = 0;
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        const int players = 2 + static_cast<int>(seed % 9);
        const GameState state = played(seed, players, static_cast<int>(seed % 97));
        const std::string text = write_save(state);
        const LoadResult back = read_save(text, "round.txt");
        REQUIRE_MESSAGE(back.state.has_value(), back.error << "\n" << text);
        CHECK(back.warnings.empty());
        CHECK(*back.state == state);
        CHECK(write_save(*back.state) == text);
        pending += state.pending_draw > 0 ? 1 : 0;
        reversed += state.direction == Direction::Counterclockwise ? 1 : 0;
        for (const Player& player : state.players) {
            notes += player.note.cards > 0 ? 1 : 0;
        }
        for (const Discarded& d : state.discard) {
            converted += d.converted ? 1 : 0;
        }
    }
    CHECK(pending > 0);
    CHECK(notes > 0);
    CHECK(converted > 0);
    CHECK(reversed > 0);
}

TEST_CASE("lenient about layout: blank lines, tabs, CRLF, letter case, order, wrapped lists") {
    const std::string messy =
        "\r\n  game :   cruno\r\n"
        "SEAT 1:   Bob\n\tplays: RULE\n  hand: 2c\n   3c\n"
        "Seat 0: Ann\nHAND: d2h 5h\nPlays: Human\npassed on: 7s\npassed cards: 1\n"
        "turn: 0\nDealer: 1\ndirection: Counterclockwise\n"
        "players: 2\ndecks: 1\nrules: Reverse_Skips_With_Two\n"
        "suit: hearts\npending draw: 2\n"
        "discard: d2h\n";
    std::string text = messy + "stock:";
    // The rest of the deck, wrapped over lines of their own.
    std::vector<Card> rest = full_deck(1);
    for (const Card c : cards("2C 3C D2H 5H D2H")) {
        rest.erase(std::find(rest.begin(), rest.end(), c));
    }
    for (std::size_t i = 0; i < rest.size(); ++i) {
        text += (i % 7 == 0 ? "\n\t" : " ") + to_string(rest[i]);
    }
    const LoadResult result = read_save(text + "\n", "messy.txt");
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    const GameState& state = *result.state;
    CHECK(state.player(0).name == "Ann");
    CHECK(state.player(1).hand == cards("2C 3C"));
    CHECK(state.player(0).note == DrawNote{cards("7S"), 1});
    CHECK(state.direction == Direction::Counterclockwise);
    CHECK(state.rules == Rules{false, true});
    CHECK(state.pending_draw == 2);
    CHECK(state.stock == rest);
    CHECK(write_save(*read_save(write_save(state), "again.txt").state) == write_save(state));
}

TEST_CASE("strict about meaning: each problem named with its file and line") {
    const std::string text = data_file("documented_example.txt");
    struct Case {
        std::string key;
        std::string line;
        std::string error;
        std::string after = "";
    };
    const std::vector<Case> cases = {
        {"Game:", "Game: Cribbage", "case.txt:1: this is a save of \"Cribbage\", not of Cruno"},
        {"Game:", "", "case.txt:30: no \"Game: Cruno\" line"},
        // The stock's wrapped lines then go on the discard pile's line.
        {"Stock:", "", "case.txt:30: no \"Stock:\" line"},
        {"Players:", "Players: 11", "case.txt:2: \"11\" is not a number of players (2 to 10)"},
        {"Players:", "Players: 3", "case.txt:27: seat 3 is beyond the 3 players (seats 0 to 2)"},
        {"Decks:", "Decks: 2",
         "case.txt:3: 4 players play with one deck (two above five players), not 2"},
        {"Rules:", "Rules: fast",
         "case.txt:4: \"fast\" is not a rule option (draw_two_skips, reverse_skips_with_two, or "
         "none)"},
        {"Turn:", "Turn: 4", "case.txt:6: there is no seat 4 at a table of 4 (seats 0 to 3)"},
        {"Direction:", "Direction: up",
         "case.txt:7: \"up\" is not a direction (clockwise: increasing seat numbers, or "
         "counterclockwise)"},
        {"Suit:", "Suit: T", "case.txt:8: \"T\" is not a suit (C, D, H or S)"},
        {"Suit:", "", "case.txt:30: no \"Suit:\" line (the suit to follow)"},
        {"Pending Draw:", "Pending Draw: 2",
         "case.txt:9: a Draw Two is pending, but the top card is 4S=8"},
        {"Pending Draw:", "Pending Draw: 1",
         "case.txt:9: a pending Draw Two is 2 cards to draw (or 0 for none), not 1"},
        {"Discard:", "Discard: 4S 5H 3H 8C D2D D2C QC D2C 8H SKH SKS SKS SKD 6D",
         "case.txt:8: the suit to follow is the top card's (4S: S) unless an 8 named it"},
        {"Discard:", "Discard: 8S=8",
         "case.txt:10: an 8 is never converted: \"8S=8\" should be 8S"},
        {"Discard:", "Discard:", "case.txt:10: the discard pile is never empty: it has a top card"},
        {"Plays: trickster", "   Plays: rule",
         "case.txt:10: a converted card (\"=8\") on the pile, but no seat plays trickster"},
        {"Plays: rule", "   Plays: wizard",
         "case.txt:28: \"wizard\" is not who plays a seat (human, naive, rule, expert or "
         "trickster)"},
        {"Hand: QS JC 5S", "   Hand: QS JC 5S 5S",
         "case.txt:25: one 5S too many: the deck holds 1 of it"},
        {"Hand: QS JC 5S", "   Hand: QS JC",
         "case.txt:11: the cards do not make up the deck of 76: 1 missing (5S)"},
        {"Hand: 9C 5D 3D",
         "   Hand:", "case.txt:17: seat 0 (You) holds no cards: the game would be over"},
        {"Hand: 4H", "   Hand: 4H RVS AH 2C 2Z",
         "case.txt:21: \"2Z\" is not a Cruno card (a rank A "
         "2-9 X J Q K, or SK RV D2, then a suit C D H S)"},
        {"Passed Cards:", "   Passed Cards: 11",
         "case.txt:31: seat 3 (Carol) holds 10 cards, so 11 of them cannot have been held at the "
         "draw"},
        {"Passed Cards:", "",
         "case.txt:30: \"Passed On\" and \"Passed Cards\" go together (for seat 3 (Carol))"},
        {"Passed On:", "   Passed On: 3H 3H", "case.txt:30: 3H is passed on twice"},
        {"Seat 3:", "Seat 12: Carol", "case.txt:27: \"seat 12\" is not a seat (Seat 0 to Seat 9)"},
        {"Seat 3:", "Seat 3:", "case.txt:27: \"Seat 3:\" needs the player's name after the colon"},
        {"Seat 1:", "Seat 2: Alice", "case.txt:23: \"seat 2\" is given twice"},
        // A blank line does not end a section: Alice's lines go on You's.
        {"Seat 1:", "", "case.txt:19: \"plays\" is given twice"},
        {"Game:", "Plays: rule", "case.txt:1: \"plays\" must follow a \"Seat N: name\" line"},
        {"Stock:", "Colour: red",
         "case.txt:11: unknown field \"colour\" (a Cruno save has Game, "
         "Players, Decks, Rules, Dealer, Turn, Direction, Suit, Pending "
         "Draw, Discard, Stock, and for each seat Seat N with Plays, "
         "Hand, Passed On and Passed Cards)"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.key);
        CAPTURE(c.line);
        CHECK(error_of(with_line(text, c.key, c.line, c.after)) == c.error);
    }
    CHECK(error_of("") == "case.txt:1: the file is empty, not a Cruno save");
}

TEST_CASE("a save is written atomically and read back from disk; a finished game is not saved") {
    const std::filesystem::path path = std::filesystem::temp_directory_path() /
                                       ("parlor_cruno_save_" + std::to_string(::getpid()) + ".txt");
    const GameState state = example();
    REQUIRE_FALSE(save_to_file(path.string(), state));
    const LoadResult back = load_save_file(path.string());
    REQUIRE_MESSAGE(back.state.has_value(), back.error);
    CHECK(*back.state == state);
    std::filesystem::remove(path);
    CHECK(load_save_file(path.string()).error.find(path.string()) != std::string::npos);

    GameState over = state;
    over.phase = Phase::GameOver;
    CHECK(save_to_file(path.string(), over) ==
          std::string("The game is over: there is nothing left to save."));
    CHECK(save_to_file("/nonexistent-dir/x.txt", state).has_value());
}

TEST_CASE("a seat's name is a name: at most 24 characters, UTF-8, no control character") {
    // Names of any length and any bytes were taken, then printed raw by check, play and advise
    // (a shared save could set the terminal's title, write its clipboard, clear the screen) and
    // drawn across the window's table (a 1 MiB name took it to 2.8 GB).
    const std::string text = data_file("documented_example.txt");
    const auto refused = [&](const std::string& name) {
        const LoadResult result = read_save(with_line(text, "Seat 1:", "Seat 1: " + name), "n.txt");
        CHECK_FALSE(result.state);
        return result.error;
    };
    CHECK(refused(std::string(1 << 20, 'A')) ==
          "n.txt:19: the name of seat 1 is 1048576 characters long (a name is at most 24)");
    CHECK(refused(std::string(25, 'A')) ==
          "n.txt:19: the name of seat 1 is 25 characters long (a name is at most 24)");
    const std::string control = "n.txt:19: the name of seat 1 holds a control character (a name "
                                "is shown, never obeyed)";
    CHECK(refused("Al\x1b]0;owned\x07ice") == control); // OSC: the terminal's title
    CHECK(refused("\x1b]52;c;aGk=\x07") == control);    // OSC 52: the clipboard
    CHECK(refused("Bob\x1b[2J") == control);            // clear the screen
    CHECK(refused("Bob\x07") == control);               // BEL
    CHECK(refused("Bob\xc2\x9b") == control);           // C1 CSI
    CHECK(refused("Bo\tb") == control);
    CHECK(refused("Caf\xe9") == "n.txt:19: the name of seat 1 is not UTF-8 text");
    // 24 characters, in any script, are a name.
    const std::string longest = "Zoë Ångström-Ōtsuka Żmij";
    const LoadResult read = read_save(with_line(text, "Seat 1:", "Seat 1: " + longest), "n.txt");
    REQUIRE_MESSAGE(read.state, read.error);
    CHECK(read.state->player(1).name == longest);
}
