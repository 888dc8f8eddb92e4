// The saved games that circulate with the original program (tests/data/casino/oplcasino, as
// handed out, with their README; docs/casino.md): every one whose meaning is unambiguous loads,
// plays on by the rules, and is written back in our canonical form that reads to the same game;
// the four holding a card twice load with a warning and play on too (issue 43). Also the
// professor's test case 3 (a new round whose last capturer, from the round before, has an empty
// pile, the other's pile empty or not), and malformed copies of the files.

#include "circulating_files.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/save.hpp"
#include "parlor/games/casino/scoring.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace parlor::casino;
using namespace parlor::casino::test;

namespace {

// The saves that load (all but the four below; PrebuiltDeck.txt is a deck file).
const std::vector<std::string> loading = {
    "AiTest.txt",         "CaptureTest.txt", "Cas1SaveLoad.txt",    "Case1.txt",
    "Case2.txt",          "Case3.txt",       "DoubleCapSave.txt",   "EndRoundTest.txt",
    "EndTourTest.txt",    "ExtendBuild.txt", "ExtendCompBuild.txt", "ExtendExistingBuild.txt",
    "NaturalAIMulti.txt", "Savefile1.txt",   "Savefile1Comp.txt"};

// A card twice while the HX is missing: the brief's program played them so, and so does Parlor,
// with a warning naming the card and both lines (issue 43).
struct Twice {
    std::string file;
    std::string card; // the duplicated card, as the file writes it
    std::string warning;
};
const std::vector<Twice> twice = {
    {"AiPrio.txt", "CX",
     "AiPrio.txt:15: the 10♣ (\"CX\") is in the file twice (lines 5 and 15); there is one "
     "deck, but the game is played with both copies, as the file gives them"},
    {"CreateMulti.txt", "CA",
     "CreateMulti.txt:16: the A♣ (\"CA\") is in the file twice (lines 5 and 16); there is one "
     "deck, but the game is played with both copies, as the file gives them"},
    {"SetCapture.txt", "CA",
     "SetCapture.txt:15: the A♣ (\"CA\") is in the file twice (lines 5 and 15); there is one "
     "deck, but the game is played with both copies, as the file gives them"},
    {"TwoBuilds.txt", "CA",
     "TwoBuilds.txt:19: the A♣ (\"CA\") is in the file twice (lines 5 and 19); there is one "
     "deck, but the game is played with both copies, as the file gives them"},
};

// What a save holds, compared field by field.
void check_same_game(const GameState& a, const GameState& b) {
    CHECK(a.round == b.round);
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        CHECK(a.player(seat).score == b.player(seat).score);
        CHECK(a.player(seat).hand == b.player(seat).hand);
        CHECK(a.player(seat).pile == b.player(seat).pile);
    }
    CHECK(a.table == b.table);
    CHECK(a.deck == b.deck);
    CHECK(a.last_capturer == b.last_capturer);
    CHECK(a.turn == b.turn);
    CHECK(a.first_player == b.first_player);
    CHECK(a.phase == b.phase);
}

// Plays on to the end of the round, each move the strategy's and each one legal; the cards are
// all still there when the round is scored.
void play_round(GameState state, const std::string& strategy_name) {
    const auto cards_before = every_card(state);
    const auto strategy = make_strategy(strategy_name, 7);
    Rng rng(7);
    int moves = 0;
    while (state.phase == Phase::Play && moves < 60) {
        const Decision decision = strategy->decide(view_for(state, state.turn));
        const auto legal = legal_moves(state);
        REQUIRE(std::find(legal.begin(), legal.end(), decision.action) != legal.end());
        const Outcome outcome = apply(state, decision.action, rng);
        REQUIRE_MESSAGE(outcome.ok, outcome.error);
        ++moves;
        if (state.phase == Phase::Play) {
            CHECK(every_card(state) == cards_before);
        }
    }
    CHECK(state.phase != Phase::Play); // the round ended
    CHECK(moves > 0);
}

} // namespace

TEST_CASE("every circulating save whose meaning is unambiguous loads, plays on, and is written "
          "back in our form") {
    for (const std::string& name : loading) {
        CAPTURE(name);
        const GameState state = load_circulating(name);
        CHECK(state.phase == Phase::Play);
        CHECK(state.round >= 1);
        // Written in our canonical form, it reads back to the same game, and writes the same.
        const std::string written = write_save(state);
        const LoadResult again = read_save(written, "written.txt");
        REQUIRE_MESSAGE(again.state.has_value(), again.error);
        check_same_game(state, *again.state);
        CHECK(write_save(*again.state) == written);
        // Played on by both computers to the end of the round, by the rules.
        play_round(state, "greedy");
        play_round(state, "expert");
    }
}

TEST_CASE("the circulating saves holding a card twice load with a warning, and play on") {
    for (const Twice& file : twice) {
        CAPTURE(file.file);
        const std::string text = read_circulating(file.file);
        const LoadResult loaded = read_save(text, file.file);
        REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
        CHECK(std::count(loaded.warnings.begin(), loaded.warnings.end(), file.warning) == 1);
        CHECK(std::count(loaded.warnings.begin(), loaded.warnings.end(),
                         file.file + ": 51 different cards instead of 52 (missing: 10♥)") == 1);
        // The deck exactly as the file gives it (its Deck line, top card first), the card twice.
        const std::size_t deck_at = text.find("Deck: ") + 6;
        const GameState& state = *loaded.state;
        CHECK(state.deck == cards(text.substr(deck_at, text.find('\n', deck_at) - deck_at)));
        const auto held = every_card(state);
        CHECK(held.size() == 52);
        CHECK(std::count(held.begin(), held.end(), card(file.card)) == 2);
        // Written back with both copies, and read to the same game.
        const LoadResult again = read_save(write_save(state), "written.txt");
        REQUIRE_MESSAGE(again.state.has_value(), again.error);
        check_same_game(state, *again.state);
        // The expert plays both seats to the round's end, every move legal, no card lost.
        play_round(state, "expert");
        play_round(state, "greedy");
    }
    // The lists cover the 19 saves.
    CHECK(loading.size() + twice.size() == 19);
}

TEST_CASE("a card three times is refused at the third copy's line") {
    std::string text = read_circulating("AiPrio.txt");
    text.replace(text.find("Table: H5"), 9, "Table: CX");
    CHECK(read_save(text, "c.txt").error ==
          "c.txt:13: the 10♣ appears a third time (also on lines 5 and 15); there is one deck");
}

TEST_CASE("a card held twice scores twice, as in the brief's program (docs/casino.md)") {
    // Two A♣ in a pile are two aces and two cards; two 10♦ are two big casinos: each copy counts.
    const RoundScore score = score_round(cards("CA CA DX DX H4"), cards("H3"));
    CHECK(score.players[0].tally.cards == 5);
    CHECK(score.players[0].tally.aces == 2);
    CHECK(score.players[0].aces == 2);
    CHECK(score.players[0].tally.big_casino == 2);
    CHECK(score.players[0].big_casino == 2 * big_casino_points);
    CHECK(score.players[0].total == most_cards_points + 2 * big_casino_points + 2); // two aces
}

TEST_CASE("Round: 0 is the original program's first round (docs/casino.md): our round 1") {
    for (const std::string name : {"AiTest.txt", "ExtendBuild.txt", "DoubleCapSave.txt"}) {
        CAPTURE(name);
        const GameState state = load_circulating(name);
        CHECK(state.round == 1);
        CHECK(state.player(Seat::Human).score == 0);
        CHECK(write_save(state).rfind("Round: 1\n", 0) == 0);
    }
    // Other rounds are taken as written.
    CHECK(load_circulating("Case1.txt").round == 2);
    CHECK(load_circulating("Savefile1.txt").round == 3);
}

TEST_CASE("a multiple build with its first part unbracketed, [ C6 C3 [ H5 D4 ] ]") {
    const GameState state = load_circulating("Cas1SaveLoad.txt");
    REQUIRE(state.table.builds.size() == 1);
    const TableBuild& build = state.table.builds.front();
    CHECK(build.parts == std::vector<std::vector<Card>>{cards("C6 C3"), cards("H5 D4")});
    CHECK(build.value() == 9);
    CHECK(build.owner == Seat::Human);
    CHECK(state.table.loose == cards("HK S7"));
    CHECK(write_save(state).find("Table: [ [C6 C3] [H5 D4] ] HK S7\n\nBuild Owner: [ [C6 C3] "
                                 "[H5 D4] ] Human\n") != std::string::npos);
    const GameState natural = load_circulating("NaturalAIMulti.txt");
    REQUIRE(natural.table.builds.size() == 1);
    CHECK(natural.table.builds.front().parts ==
          std::vector<std::vector<Card>>{cards("H9 H2"), cards("C4 S7")});
    CHECK(natural.table.builds.front().owner == Seat::Computer);
    // A run that is worth the value only split in two is not guessed at.
    std::string error;
    CHECK_FALSE(parse_table("[ C2 C5 D3 D4 [S7] ]", error).has_value());
    CHECK(error == "the parts of the multiple build [ [C2 C5 D3 D4] [S7] ] are worth 14 and 7; "
                   "they must be equal");
}

TEST_CASE("Case3.txt: the slip {H3 S4] names the build, the only one who captured is the last "
          "capturer") {
    const GameState state = load_circulating("Case3.txt");
    REQUIRE(state.table.builds.size() == 1);
    CHECK(state.table.builds.front().parts == std::vector<std::vector<Card>>{cards("H3 S4")});
    CHECK(state.table.builds.front().owner == Seat::Computer);
    // No Last Capturer line; only the computer's pile holds cards: it captured last.
    CHECK(state.last_capturer == Seat::Computer);
    CHECK(write_save(state).find("Last Capturer: Computer\n") != std::string::npos);
    // Both captured and no line: loaded, with a word that nobody is known to have captured last.
    const LoadResult both = read_save(read_circulating("Case1.txt"), "Case1.txt");
    REQUIRE(both.state.has_value());
    CHECK_FALSE(both.state->last_capturer.has_value());
    CHECK(std::count(both.warnings.begin(), both.warnings.end(),
                     "Case1.txt: no Last Capturer, though both players have captured: until the "
                     "next capture nobody is known to have captured last") == 1);
}

TEST_CASE("the original program's deck file (docs/casino.md) loads as a deck") {
    const DeckLoad deck = read_deck(read_circulating("PrebuiltDeck.txt"), "PrebuiltDeck.txt");
    REQUIRE_MESSAGE(deck.state.has_value(), deck.error);
    CHECK(*deck.state == cards("C8 H9 D4 SK CQ DJ SA"));
    CHECK(deck.warnings.size() == 1);
}

namespace {

// The professor's test case 3: round 2 begins, the human captured last in round 1 and so leads,
// and both piles are empty. Here the round is nearly over: one card each, nothing to capture.
const std::string professor_case_3 = "Round: 2\n\n"
                                     "Computer:\n   Score: 5\n   Hand: C4\n   Pile:\n\n"
                                     "Human:\n   Score: 9\n   Hand: H3\n   Pile:\n\n"
                                     "Table: S5 DK\n\n"
                                     "Last Capturer: Computer\n\n"
                                     "Deck:\n\n"
                                     "Next Player: Human\n";

} // namespace

TEST_CASE("the last capturer of the round before, with empty piles, loads and leads next") {
    const LoadResult loaded = read_save(professor_case_3, "case3.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    GameState state = *loaded.state;
    // Nobody has captured in this round; the computer, last capturer of round 1, led it.
    CHECK_FALSE(state.last_capturer.has_value());
    CHECK(state.first_player == Seat::Computer);
    CHECK(state.turn == Seat::Human);
    // Written back, the line stays, and reads to the same game.
    const std::string written = write_save(state);
    CHECK(written.find("Last Capturer: Computer\n") != std::string::npos);
    check_same_game(state, *read_save(written, "w.txt").state);

    // Played on: both must trail; nobody captured in round 2, so the table goes to nobody (not
    // to round 1's last capturer), and the computer, who led round 2, leads round 3.
    Rng rng(1);
    REQUIRE(apply(state, Trail{card("H3")}, rng).ok);
    const Outcome last = apply(state, Trail{card("C4")}, rng);
    REQUIRE(last.ok);
    CHECK(state.phase == Phase::RoundOver);
    CHECK(state.player(Seat::Computer).pile.empty());
    CHECK(state.player(Seat::Human).pile.empty());
    REQUIRE(apply(state, NextRound{}, rng).ok);
    CHECK(state.round == 3);
    CHECK(state.turn == Seat::Computer);
}

TEST_CASE("a last capturer carried over from the round before, while the other has captured, "
          "loads and takes the leftovers (issue 43)") {
    const std::string path = std::string(PARLOR_TEST_DATA) + "/casino/carried_last_capturer.txt";
    const LoadResult loaded = load_save_file(path);
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    GameState state = *loaded.state;
    CHECK(state.last_capturer == Seat::Human);
    CHECK(state.player(Seat::Human).pile.empty());
    CHECK(state.player(Seat::Computer).pile == cards("SK S3"));
    // save -> load -> save writes the same, and the line stays.
    const std::string written = write_save(state);
    CHECK(written.find("Last Capturer: Human\n") != std::string::npos);
    const LoadResult again = read_save(written, "w.txt");
    REQUIRE_MESSAGE(again.state.has_value(), again.error);
    check_same_game(state, *again.state);
    CHECK(write_save(*again.state) == written);

    // Played out with nothing captured: the table's leftovers go to the human, the last capturer.
    Rng rng(1);
    for (const char* trailed : {"H3", "C4", "H8", "D9"}) {
        CAPTURE(trailed);
        const Outcome outcome = apply(state, Trail{card(trailed)}, rng);
        REQUIRE_MESSAGE(outcome.ok, outcome.error);
    }
    CHECK(state.phase == Phase::RoundOver);
    auto human = state.player(Seat::Human).pile;
    std::sort(human.begin(), human.end());
    auto leftovers = cards("S5 DK H3 C4 H8 D9");
    std::sort(leftovers.begin(), leftovers.end());
    CHECK(human == leftovers);
    CHECK(state.player(Seat::Computer).pile == cards("SK S3"));
}

TEST_CASE("malformed copies of the circulating saves: one FILE:LINE line each, never a crash") {
    int refusals = 0;
    for (const std::string& name : loading) {
        const std::string text = read_circulating(name);
        for (std::size_t at = 0; at < text.size(); ++at) {
            for (const std::string& edit : {std::string(), std::string("["), std::string("]"),
                                            std::string("{"), std::string(":"), std::string("Z")}) {
                std::string bad = text;
                bad.replace(at, 1, edit);
                const LoadResult loaded = read_save(bad, "bad.txt");
                if (loaded.state.has_value()) {
                    continue;
                }
                ++refusals;
                CAPTURE(bad);
                CHECK(loaded.error.rfind("bad.txt:", 0) == 0);
                CHECK(loaded.error.find('\n') == std::string::npos);
                const std::size_t colon = loaded.error.find(':', 8);
                REQUIRE(colon != std::string::npos);
                const std::string line = loaded.error.substr(8, colon - 8);
                CHECK_FALSE(line.empty());
                CHECK(line.find_first_not_of("0123456789") == std::string::npos);
            }
        }
    }
    CHECK(refusals > 1000);
}
