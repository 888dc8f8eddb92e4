#include "test_cards.hpp"
#include "test_data_dir.hpp"
#include "test_games.hpp"

#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

using namespace parlor::fivecrowns;
using parlor::fivecrowns::test::fingerprint;

using parlor::fivecrowns::test::cards_of;

namespace {

const std::string data_dir = std::string(PARLOR_TEST_DATA) + "/fivecrowns/";

std::string data_file(const std::string& name) {
    std::string error;
    const auto text = parlor::cards::read_whole_file(data_dir + name, error);
    REQUIRE_MESSAGE(text, error);
    return *text;
}

// What the save file holds of a state, as text (the rest is this round's history, not saved).
std::string saved_part(const GameState& s) {
    GameState copy = s;
    copy.results.clear();
    for (auto& pile : copy.taken_from_discard) {
        pile.clear();
    }
    for (auto& pile : copy.discarded) {
        pile.clear();
    }
    copy.turns_this_round = 0;
    return fingerprint(copy);
}

// A line-by-line edit of a text: replaces line `number` (1-based).
std::string with_line(const std::string& text, int number, const std::string& line) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos) {
            lines.push_back(text.substr(start));
            break;
        }
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    lines.at(static_cast<std::size_t>(number - 1)) = line;
    std::string out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        out += lines[i];
        if (i + 1 < lines.size()) {
            out += '\n';
        }
    }
    return out;
}

// A round 1 table written by hand, so the expected text is spelled out in full.
GameState small_table() {
    GameState s;
    s.round = 1;
    s.phase = Phase::Draw;
    s.turn = Seat::Human;
    s.player(Seat::Computer).hand = cards_of("XS KH J1");
    s.player(Seat::Computer).score = 7;
    s.player(Seat::Human).hand = cards_of("JD 3T QC");
    s.player(Seat::Human).score = 0;
    s.stock = cards_of("6S 5S");
    s.discard = cards_of("8T");
    return s;
}

} // namespace

TEST_CASE("the writer produces the layout of docs/fivecrowns.md exactly") {
    GameState s = small_table();
    CHECK(write_save(s) == "Round: 1\n"
                           "\n"
                           "Computer:\n"
                           "   Score: 7\n"
                           "   Hand: XS KH J1\n"
                           "\n"
                           "Human:\n"
                           "   Score: 0\n"
                           "   Hand: JD 3T QC\n"
                           "\n"
                           "Draw Pile: 6S 5S\n"
                           "\n"
                           "Discard Pile: 8T\n"
                           "\n"
                           "Next Player: Human\n");
    s.stock.clear();
    s.went_out = Seat::Computer;
    s.turn = Seat::Human;
    const std::string text = write_save(s);
    CHECK(text.find("Draw Pile:\n") != std::string::npos); // no trailing space on an empty pile
    CHECK(text.find("\nDiscard Pile: 8T\n\nWent Out: Computer\nNext Player: Human\n") !=
          std::string::npos);
}

TEST_CASE("the example of docs/fivecrowns.md loads, with a warning about its 115 cards") {
    const LoadResult loaded = read_save(data_file("brief_example.txt"), "brief_example.txt");
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    CHECK(loaded.error.empty());
    const GameState& s = *loaded.state;
    CHECK(s.round == 1);
    CHECK(s.player(Seat::Computer).hand == cards_of("XS KH J1"));
    CHECK(s.player(Seat::Human).hand == cards_of("JD 3T QC"));
    CHECK(s.player(Seat::Computer).score == 0);
    CHECK(s.player(Seat::Human).score == 0);
    CHECK(s.stock.size() == 57);
    CHECK(s.stock.front() == cards_of("6S").front()); // the first card is the top
    CHECK(s.discard.size() == 52);
    CHECK(s.discard_top() == cards_of("8T").front());
    CHECK(s.turn == Seat::Human);
    CHECK(s.phase == Phase::Draw);
    CHECK_FALSE(s.went_out);
    CHECK(s.results.empty());
    CHECK(loaded.warnings ==
          std::vector<std::string>{"brief_example.txt: 115 cards instead of 116 (1 missing: Q♥)"});

    // Written back, it is the example's text (docs/fivecrowns.md) without the stray spaces of its
    // blank lines.
    std::string expected;
    const std::string original = data_file("brief_example.txt");
    std::size_t start = 0;
    while (start < original.size()) {
        std::size_t end = original.find('\n', start);
        if (end == std::string::npos) {
            end = original.size();
        }
        std::string line = original.substr(start, end - start);
        while (!line.empty() && line.back() == ' ') {
            line.pop_back();
        }
        if (line.find_first_not_of(' ') == std::string::npos) {
            line.clear();
        }
        expected += line + "\n";
        start = end + 1;
    }
    CHECK(write_save(s) == expected);
}

TEST_CASE("a complete table loads without warnings and plays on") {
    const LoadResult loaded = read_save(data_file("complete_116.txt"), "complete_116.txt");
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    CHECK(loaded.warnings.empty());
    CHECK(test::holds_full_deck(*loaded.state));
    GameState s = *loaded.state;
    Rng rng(3);
    REQUIRE(apply(s, DrawStock{}, rng).ok);
    CHECK(s.player(Seat::Human).hand == cards_of("JD 3T QC 6S"));
}

TEST_CASE("the layout is free: case, blank lines, spaces, tabs, CRLF and wrapped piles") {
    const LoadResult lenient = read_save(data_file("lenient_layout.txt"), "lenient_layout.txt");
    REQUIRE_MESSAGE(lenient.state, lenient.error);
    CHECK(lenient.warnings.empty());
    const GameState& s = *lenient.state;
    CHECK(s.round == 3);
    CHECK(s.player(Seat::Computer).score == 12);
    CHECK(s.player(Seat::Computer).hand == cards_of("XS KH J1 4D 5D"));
    CHECK(s.player(Seat::Human).hand == cards_of("JD 3T QC 9S 9S"));
    CHECK(s.stock.size() == 56); // 26 on the first line, 30 on its continuation
    CHECK(s.stock.back() == cards_of("7T").front());
    CHECK(s.discard.front() == cards_of("8T").front());
    CHECK(s.turn == Seat::Computer);

    // Fields in another order where that is not ambiguous: players swapped, Score after Hand,
    // Next Player first.
    const std::string shuffled = "Next Player: Computer\n"
                                 "Human:\n  Hand: JD 3T QC 9C\n  Score: 4\n"
                                 "Computer:\n  Hand: XS KH J1 4H\n  Score: 9\n"
                                 "Discard Pile: 8T\nDraw Pile: 6S 5S\nRound: 2\n";
    const LoadResult moved = read_save(shuffled, "moved.txt");
    REQUIRE_MESSAGE(moved.state, moved.error);
    CHECK(moved.state->player(Seat::Human).score == 4);
    CHECK(moved.state->player(Seat::Computer).score == 9);
    CHECK(moved.state->turn == Seat::Computer);
    CHECK(moved.state->stock == cards_of("6S 5S"));
    CHECK(moved.warnings.size() == 1); // only 11 cards

    // A file without a final newline and "10" for the ten.
    const LoadResult tight = read_save(
        "Round: 1\nComputer:\nScore: 0\nHand: 10S KH J1\nHuman:\nScore: 0\nHand: JD 3T QC\n"
        "Draw Pile:\nDiscard Pile: 8T\nNext Player: HUMAN",
        "tight.txt");
    REQUIRE_MESSAGE(tight.state, tight.error);
    CHECK(tight.state->player(Seat::Computer).hand == cards_of("XS KH J1"));
    CHECK(tight.state->stock.empty());
    // (A byte order mark is left out as the file is read, for every game: cards::read_save_file,
    // tests/cli/faults_test.cpp.)
}

TEST_CASE("a save made after a player went out says so, and the last turn follows") {
    const LoadResult loaded = read_save(data_file("went_out.txt"), "went_out.txt");
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    CHECK(loaded.warnings.empty());
    GameState s = *loaded.state;
    CHECK(s.went_out == Seat::Human);
    CHECK(s.turn == Seat::Computer);
    CHECK(write_save(s) == data_file("went_out.txt"));

    Rng rng(1);
    REQUIRE(apply(s, DrawStock{}, rng).ok);
    REQUIRE(apply(s, Discard{s.player(Seat::Computer).hand.front()}, rng).ok);
    CHECK(s.phase == Phase::RoundOver);
    REQUIRE(s.results.size() == 1);
    CHECK(s.results[0].went_out == Seat::Human);
    CHECK(s.results[0].points[index(Seat::Human)] == 0);
}

TEST_CASE("card totals are not enforced, but the difference is named") {
    const LoadResult extra = read_save(data_file("card_117.txt"), "card_117.txt");
    REQUIRE_MESSAGE(extra.state, extra.error);
    CHECK(extra.warnings ==
          std::vector<std::string>{"card_117.txt: 117 cards instead of 116 (1 extra: 7♆)"});
    CHECK(extra.state->stock.front() == cards_of("7T").front());

    const LoadResult thrice = read_save(data_file("card_three_times.txt"), "three.txt");
    REQUIRE_MESSAGE(thrice.state, thrice.error);
    CHECK(thrice.warnings ==
          std::vector<std::string>{"three.txt: 116 cards, but not two of each (1 missing: Q♥; "
                                   "1 extra: 5♠)"});
}

TEST_CASE("no card appears more often than two decks and the circulating slip allow") {
    // Two decks hold two of each card; circulating files have one a third time (they load, with
    // the warning above). Five 9S are refused at the line of the fourth, naming the card.
    const std::string good = data_file("complete_116.txt");
    const std::string five_nines = with_line(good, 12, "9S 9S 9S");
    const LoadResult nines = read_save(five_nines, "nines.txt");
    CHECK_FALSE(nines.state);
    CHECK(nines.error == "nines.txt:12: \"9S\" (9♠) appears 4 times; two decks hold 2 of each card "
                         "(a 3rd loads with a warning)");

    // The jokers are three cards, J1 J2 J3, two of each: a fourth J2 (line 11 and the discard
    // pile hold one each) is refused on the hand that holds it.
    const LoadResult jokers = read_save(with_line(good, 9, "   Hand: J2 J2 QC"), "jokers.txt");
    CHECK_FALSE(jokers.state);
    CHECK(jokers.error ==
          "jokers.txt:13: \"J2\" (Joker) appears 4 times; two decks hold 2 of each card "
          "(a 3rd loads with a warning)");

    // A card three times still loads: the circulating slip.
    const LoadResult thrice = read_save(with_line(good, 9, "   Hand: JD 3T 9S"), "thrice.txt");
    REQUIRE_MESSAGE(thrice.state, thrice.error);
    CHECK(thrice.warnings == std::vector<std::string>{"thrice.txt: 116 cards, but not two of "
                                                      "each (1 missing: Q♣; 1 extra: 9♠)"});
}

TEST_CASE("every problem is reported with its file and line") {
    // The canonical text's lines: 1 Round, 3 Computer:, 4 Score, 5 Hand, 7 Human:, 8 Score,
    // 9 Hand, 11 Draw Pile, 13 Discard Pile, 15 Next Player.
    const std::string good = data_file("complete_116.txt");
    REQUIRE(read_save(good, "good.txt").state);
    const std::string card_error =
        " is not a card (expected rank 3-9/X/J/Q/K and suit S/C/D/H/T, or J1-J3)";
    const std::string draw = "6S 5S 4S 3S 7S J1 3C 5C 6C 7C 9H JH QH 4T 6T J3 QS XS 9S "
                             "8C 4C 9C QC KC JC XC 8S JS KS J2 6H 3H 4H 5H XH 8H 7H XD QD KD 6D "
                             "5D 3D 4D 7D JD 9D 8D 8T 5T 3T 9T XT QT KT JT 7T";
    struct Case {
        std::string what;
        std::string text;
        std::string error;
    };
    const std::vector<Case> cases = {
        {"a card outside the deck", with_line(good, 5, "   Hand: XS 1D J1"),
         "case7.txt:5: \"1D\"" + card_error},
        {"an ace", with_line(good, 11, "Draw Pile: AS"), "case7.txt:11: \"AS\"" + card_error},
        {"a joker number", with_line(good, 9, "   Hand: JD J4 QC"),
         "case7.txt:9: \"J4\"" + card_error},
        {"an unknown field", with_line(good, 11, "Stock: 6S"),
         "case7.txt:11: \"Stock:\" is not a field of a Five Crowns save"},
        {"a line without a key", with_line(good, 12, "hello there"),
         "case7.txt:12: \"hello there\" is not a line of a Five Crowns save (expected \"Key: "
         "value\")"},
        {"a duplicated round", with_line(good, 14, "Round: 1"),
         "case7.txt:14: \"Round:\" appears twice (first on line 1)"},
        {"a duplicated score", with_line(good, 6, "   score: 3"),
         "case7.txt:6: the Computer's \"Score:\" appears twice (first on line 4)"},
        {"a duplicated player", with_line(good, 10, "Human:"),
         "case7.txt:10: \"Human:\" appears twice (first on line 7)"},
        {"a duplicated pile", with_line(good, 12, "draw pile: 6S"),
         "case7.txt:12: \"Draw Pile:\" appears twice (first on line 11)"},
        {"a score before any player", with_line(good, 2, "Score: 0"),
         "case7.txt:2: \"Score:\" must follow a \"Computer:\" or \"Human:\" line"},
        {"a hand after a pile", with_line(good, 12, "Hand: 3S 3S 3S"),
         "case7.txt:12: \"Hand:\" must follow a \"Computer:\" or \"Human:\" line"},
        {"a value after a player", with_line(good, 3, "Computer: 0"),
         "case7.txt:3: \"Computer:\" stands alone on its line, found \"0\" after it"},
        {"round 0", with_line(good, 1, "Round: 0"), "case7.txt:1: round 0 is outside 1-11"},
        {"round 12", with_line(good, 1, "Round: 12"), "case7.txt:1: round 12 is outside 1-11"},
        {"a round that is not a number", with_line(good, 1, "Round: one"),
         "case7.txt:1: \"one\" is not a round number (expected 1-11)"},
        {"no round number", with_line(good, 1, "Round:"),
         "case7.txt:1: \"Round:\" has no number (expected 1-11)"},
        {"a hand too small for the round", with_line(good, 1, "Round: 2"),
         "case7.txt:5: the Computer's hand has 3 cards, but round 2 deals 4"},
        {"a hand too big for the round", with_line(good, 9, "   Hand: JD 3T QC QH"),
         "case7.txt:9: the Human's hand has 4 cards, but round 1 deals 3"},
        {"a negative score", with_line(good, 8, "   Score: -3"),
         "case7.txt:8: \"-3\" is not a score (expected a whole number, 0 or more)"},
        {"a fractional score", with_line(good, 4, "   Score: 1.5"),
         "case7.txt:4: \"1.5\" is not a score (expected a whole number, 0 or more)"},
        {"an empty score", with_line(good, 4, "   Score:"),
         "case7.txt:4: \"Score:\" has no number (expected a whole number, 0 or more)"},
        {"an unknown next player", with_line(good, 15, "Next Player: Bob"),
         "case7.txt:15: \"Bob\" is not a player (expected Human or Computer)"},
        {"no next player named", with_line(good, 15, "Next Player:"),
         "case7.txt:15: \"Next Player:\" names nobody (expected Human or Computer)"},
        {"both piles empty", with_line(with_line(good, 11, "Draw Pile:"), 13, "Discard Pile:"),
         "case7.txt:13: the draw pile and the discard pile are both empty"},
        {"a missing next player", with_line(good, 15, ""),
         "case7.txt:13: no \"Next Player:\" line"},
        {"a missing hand", with_line(good, 9, ""), "case7.txt:15: no \"Hand:\" line for the Human"},
        {"a missing section", with_line(with_line(with_line(good, 3, ""), 4, ""), 5, ""),
         "case7.txt:15: no \"Computer:\" section"},
        {"a missing round", with_line(good, 1, ""), "case7.txt:15: no \"Round:\" line"},
        {"a missing draw pile", with_line(good, 11, ""), "case7.txt:15: no \"Draw Pile:\" line"},
        {"went out and plays next", with_line(good, 14, "Went Out: Human"),
         "case7.txt:14: the Human went out, so the next player must be the Computer"},
        {"went out without melds", with_line(good, 14, "Went Out: Computer"),
         "case7.txt:14: the Computer cannot have gone out: 10♠ K♥ Joker is not all books and runs"},
        {"an empty file", "", "case7.txt:1: the file is empty, not a Five Crowns save"},
        {"a file of blanks", "  \n\t\r\n\n",
         "case7.txt:1: the file is empty, not a Five Crowns save"},
        {"far too many cards", with_line(good, 12, draw + " " + draw + " " + draw + " " + draw),
         "case7.txt:12: \"J1\" (Joker) appears 4 times; two decks hold 2 of each card (a 3rd loads "
         "with a warning)"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.what);
        const LoadResult result = read_save(c.text, "case7.txt");
        CHECK_FALSE(result.state);
        CHECK(result.error == c.error);
    }
    CHECK(read_save(data_file("bad_card.txt"), "bad_card.txt").error ==
          "bad_card.txt:5: \"1D\"" + card_error);
    CHECK(read_save(data_file("hand_size.txt"), "hand_size.txt").error ==
          "hand_size.txt:5: the Computer's hand has 3 cards, but round 2 deals 4");
    CHECK(read_save(data_file("missing_next_player.txt"), "missing.txt").error ==
          "missing.txt:13: no \"Next Player:\" line");
}

TEST_CASE("the writer's output reads back to the same state, all through random games") {
    int saves = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        Rng rng(seed);
        Rng players(seed + 100);
        GameState s = new_game(rng);
        while (s.phase != Phase::GameOver) {
            if (s.phase == Phase::Draw && players.below(4) == 0) {
                const std::string text = write_save(s);
                const LoadResult loaded = read_save(text, "roundtrip.txt");
                REQUIRE_MESSAGE(loaded.state, loaded.error);
                CHECK(loaded.warnings.empty());
                CHECK(saved_part(*loaded.state) == saved_part(s));
                CHECK(write_save(*loaded.state) == text);
                ++saves;
            }
            REQUIRE(apply(s, test::playing_action(s, players), rng).ok);
        }
    }
    CHECK(saves > 100);
}

TEST_CASE("garbage, binary and huge input are errors, never crashes") {
    Rng rng(42);
    for (int i = 0; i < 300; ++i) {
        std::string bytes(rng.below(400), '\0');
        for (char& c : bytes) {
            c = static_cast<char>(rng.below(256));
        }
        const LoadResult result = read_save(bytes, "noise.bin");
        CHECK(result.state.has_value() == result.error.empty());
    }
    // Random lines made of the file's own words.
    const std::vector<std::string> words = {
        "Round:", "1",          "Computer:",     "Human:",       "Score:",    "Hand:", "XS",
        "J1",     "Draw Pile:", "Discard Pile:", "Next Player:", "Went Out:", "\n",    "\n",
        ":",      "12"};
    for (int i = 0; i < 300; ++i) {
        std::string text;
        const auto count = rng.below(60);
        for (std::uint64_t w = 0; w < count; ++w) {
            text += words[rng.below(words.size())] + " ";
        }
        const LoadResult result = read_save(text, "words.txt");
        CHECK(result.state.has_value() == result.error.empty());
    }
    const std::string nul(1 << 16, '\0');
    CHECK_FALSE(read_save(nul, "nul.bin").state);
    const std::string long_line(4 << 20, 'A');
    const std::string long_error = read_save(long_line, "long.txt").error;
    CHECK(long_error.rfind("long.txt:1: \"AAAA", 0) == 0);
    CHECK(long_error.size() < 200); // the message quotes only the start of the line
    const std::string long_card =
        read_save("Round: 1\nComputer:\nHand: XS" + long_line, "c.txt").error;
    CHECK(long_card.rfind("c.txt:3: \"XSAA", 0) == 0);
    CHECK(long_card.size() < 200);
    CHECK(read_save("Round: 1\x01\r2", "ctl.txt").error ==
          "ctl.txt:1: \"1\\x01\\r2\" is not a round number (expected 1-11); this file ends its "
          "lines with CR alone (old Mac line endings); save it with LF or CRLF line endings");
    std::string many_lines;
    for (int i = 0; i < 200000; ++i) {
        many_lines += "Round: 1\n";
    }
    CHECK(read_save(many_lines, "many.txt").error ==
          "many.txt:2: \"Round:\" appears twice (first on line 1)");
    std::string huge_pile = "Draw Pile:";
    for (int i = 0; i < 100000; ++i) {
        huge_pile += " 5S";
    }
    CHECK(read_save(huge_pile, "pile.txt").error == "pile.txt:1: \"5S\" (5♠) appears 4 times; two "
                                                    "decks hold 2 of each card (a 3rd loads with a "
                                                    "warning)");
}

TEST_CASE("files: saving is atomic, loading names the file") {
    namespace fs = std::filesystem;
    const fs::path dir =
        fs::temp_directory_path() / ("parlor_fc_save_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "game.txt").string();

    GameState s = small_table();
    s.player(Seat::Computer).score = 0; // round 1: no round was scored before it
    CHECK_FALSE(save_to_file(path, s));
    const LoadResult loaded = load_save_file(path);
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    CHECK(saved_part(*loaded.state) == saved_part(s));
    CHECK(loaded.warnings.size() == 1);
    CHECK(loaded.warnings[0].rfind(path + ": 9 cards instead of 116", 0) == 0);

    // Make the write fail: a folder sits where the temporary file would go.
    const std::string before = write_save(s);
    const fs::path blocker = path + ".tmp-" + std::to_string(::getpid());
    fs::create_directories(blocker);
    s.player(Seat::Human).score = 99;
    const auto error = save_to_file(path, s);
    REQUIRE(error);
    CHECK(error->find(path) != std::string::npos);
    std::string read_error;
    CHECK(parlor::cards::read_whole_file(path, read_error) == before);
    fs::remove_all(blocker);

    // Only a state before a turn can be saved.
    GameState mid_turn = s;
    Rng rng(1);
    REQUIRE(apply(mid_turn, DrawStock{}, rng).ok);
    CHECK(save_to_file(path, mid_turn) == "The game can only be saved before a player's turn.");
    CHECK(parlor::cards::read_whole_file(path, read_error) == before);

    const std::string missing = (dir / "no_such_file.txt").string();
    const LoadResult absent = load_save_file(missing);
    CHECK_FALSE(absent.state);
    CHECK(absent.error.find(missing) != std::string::npos);
    const LoadResult folder = load_save_file(dir.string());
    CHECK_FALSE(folder.state);
    CHECK(folder.error.find(dir.string()) != std::string::npos);

    std::ofstream(path, std::ios::trunc) << with_line(write_save(small_table()), 5, "   Hand: 1D");
    CHECK(load_save_file(path).error.rfind(path + ":5: \"1D\" is not a card", 0) == 0);
    fs::remove_all(dir);
}

TEST_CASE("a save is recognised, and summed up in one line") {
    CHECK(looks_like_save(data_file("brief_example.txt")));
    CHECK(looks_like_save(data_file("lenient_layout.txt")));
    CHECK(looks_like_save("round: 1\ndiscard pile: 3S"));
    CHECK_FALSE(looks_like_save("round: 1")); // Pinochle and Casino saves have a Round too
    CHECK_FALSE(looks_like_save("Round: 1\nTrump Card: AH\nStock: 9S"));
    // A damaged save that lost its piles is still Five Crowns' to report on...
    CHECK(looks_like_save("Round: 1\n\nComputer:\n   Score: 0\n   Hand: XS KH 1D\n"));
    // ...but not with another game's fields in it.
    CHECK_FALSE(looks_like_save("Round: 1\nComputer:\n  Hand: XS\nTrump Card: AH\n"));
    CHECK_FALSE(looks_like_save(""));
    CHECK_FALSE(looks_like_save("Round 1\nHand XS"));
    CHECK_FALSE(looks_like_save("Dealer: Human\nHand: AS"));

    GameState s = small_table();
    CHECK(summary(s) == "Five Crowns, round 1 of 11, Human 0, Computer 7, next: Human");
    s.phase = Phase::GameOver;
    CHECK(summary(s) == "Five Crowns, round 1 of 11, Human 0, Computer 7, game over");
}
