#include "cli_harness.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <doctest/doctest.h>

#include <fstream>

namespace play_test {

using namespace parlor::cli::test;
namespace fc = parlor::fivecrowns;

namespace {

// No saved game, tails, always make a move, draw from the stock, discard the first card; the
// end of the input on anything else.
const AnsweringPlayer::Answer patient_answer = answers_by_question({{"resume", "no"},
                                                                    {"coin toss", "tails"},
                                                                    {"Your choice", "2"},
                                                                    {"Draw from", "stock"},
                                                                    {"Which card", "1"}});

} // namespace

TEST_CASE("a scripted turn from a saved game: help, bad answers, a move, the computer, save") {
    TempFile saved("turn.txt");
    const std::string script = "3\n"     // help
                               "2\n"     // make a move
                               "maybe\n" // not a pile
                               "help\n"  // help at the question itself
                               "stock\n" // draws the 3D, top of the draw pile
                               "ZZ\n"    // not a card
                               "9\n"     // no such position
                               "AH\n"    // not a Five Crowns card
                               "QS\n"    // not in the hand
                               "5\n"     // KH, the 5th card
                               "3\n"     // no help before the computer's turn
                               "2\n"     // the computer plays
                               "why\n"   // the details of its last move
                               "1\n" +   // save
                               saved.path() +
                               "\n";
    const CliResult r = run_cli(
        {"play", "fivecrowns", "--seed", "5", "--load", data_file("cli/round3_human.txt")}, script);
    INFO(r.out);
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    const std::string& out = r.out;
    // Always on screen.
    CHECK(out.find("Round 3 of 11: 5 cards each; wild cards are the 5s and the jokers") !=
          std::string::npos);
    CHECK(out.find("Computer  score 40\n          hand  7♥ 8♥ J♠ Q♣ 3♆") != std::string::npos);
    CHECK(out.find("Human     score 25\n          hand  1:5♦ 2:6♦ 3:9♠ 4:9♣ 5:K♥") !=
          std::string::npos);
    CHECK(out.find("Discard pile: 9♆ on top (46 cards)") != std::string::npos);
    CHECK(out.find("Draw pile: 60 cards, top first") != std::string::npos);
    CHECK(out.find("3♦ 10♠ 4♆ 5♆ Q♠") != std::string::npos);
    // The menu, with help only before the human's turn.
    CHECK(out.find("  1. Save the game\n  2. Make a move\n  3. Ask for help\n  4. Quit the game") !=
          std::string::npos);
    CHECK(out.find("  1. Save the game\n  2. Make a move\n  4. Quit the game") !=
          std::string::npos);
    CHECK(count_of(out, "Help:\n  ") == 2);
    CHECK(out.find("\n  \n") == std::string::npos); // no empty complaint after the help
    CHECK(out.find("Help is offered before your own turns only") != std::string::npos);
    // Every bad answer is refused with a reason and asked again.
    CHECK(out.find("Please type stock") != std::string::npos);
    CHECK(out.find("\"ZZ\" is not a card") != std::string::npos);
    CHECK(out.find("There is no card at position 9; positions go from 1 to 6.") !=
          std::string::npos);
    CHECK(out.find("\"AH\" is not a card") != std::string::npos);
    CHECK(out.find("You do not hold the Q♠.") != std::string::npos);
    CHECK(out.find("You drew the 3♦ from the draw pile.") != std::string::npos);
    CHECK(out.find("You discarded the K♥.") != std::string::npos);
    // The computer's moves, with reasons.
    CHECK(out.find("The computer chose to pick up ") != std::string::npos);
    CHECK(out.find("The computer chose to discard the ") != std::string::npos);
    CHECK(out.find("  - ") != std::string::npos);
    // One line per move; "why" tells the rest of the last one (its hand after the discard).
    CHECK(out.find(" (why: more)\n") != std::string::npos);
    CHECK((out.find("\n    My hand holds ") != std::string::npos ||
           out.find("\n    I have no book or run yet") != std::string::npos));
    CHECK(out.find("The game is saved in " + saved.path()) != std::string::npos);

    // The file holds the game before the human's next turn.
    const fc::LoadResult loaded = fc::load_save_file(saved.path());
    REQUIRE(loaded.state);
    const fc::GameState& state = *loaded.state;
    CHECK(state.round == 3);
    CHECK(state.turn == fc::Seat::Human);
    CHECK(state.player(fc::Seat::Human).score == 25);
    CHECK(state.player(fc::Seat::Computer).score == 40);
    CHECK(parlor::cards::format_cards(state.player(fc::Seat::Human).hand) == "5D 6D 9S 9C 3D");
    CHECK(state.player(fc::Seat::Computer).hand.size() == 5);
    CHECK(state.stock.size() + state.discard.size() == 60 + 46);
    CHECK(read_text(saved.path()).rfind("Round: 3\n\nComputer:\n   Score: 40\n", 0) == 0);
}

TEST_CASE("a new game asks to resume, then for the toss, and validates both") {
    const CliResult r =
        run_cli({"play", "fivecrowns", "--seed", "11"}, "maybe\nno\nsideways\nheads\n4\n");
    CHECK(r.code == 0);
    CHECK(r.out.find("Seed 11") != std::string::npos);
    CHECK(r.out.find("Please answer yes or no.") != std::string::npos);
    CHECK(r.out.find("Please answer heads or tails.") != std::string::npos);
    CHECK(r.out.find("You called heads and the coin landed ") != std::string::npos);
    CHECK(r.out.find("Round 1 of 11: 3 cards each; wild cards are the 3s and the jokers") !=
          std::string::npos);
    CHECK(r.out.find("You quit the game; it was not saved.") != std::string::npos);

    // The seed fixes the deal and the toss.
    const CliResult again = run_cli({"play", "fivecrowns", "--seed", "11"}, "no\nheads\n4\n");
    const auto table = [](const std::string& out) {
        const auto start = out.find("Round 1 of 11");
        return out.substr(start, out.find("Your choice", start) - start);
    };
    CHECK(table(again.out) == table(r.out));
}

TEST_CASE("resuming asks again after a bad file") {
    const std::string script = "yes\n" + data_file("cli/bad_round.txt") + "\nyes\n\nyes\n" +
                               data_file("cli/round3_computer.txt") + "\n4\n";
    const CliResult r = run_cli({"play", "fivecrowns", "--seed", "1"}, script);
    CHECK(r.code == 0);
    CHECK(r.out.find(data_file("cli/bad_round.txt") + ":1: ") != std::string::npos);
    CHECK(r.out.find("No file name given.") != std::string::npos);
    CHECK(r.out.find("Resuming: Five Crowns, round 3 of 11, Human 25, Computer 40, next: "
                     "Computer") != std::string::npos);
    CHECK(r.out.find("The computer's turn.") != std::string::npos);
}

TEST_CASE("--load with a bad file exits 1 with the file's error") {
    const CliResult r =
        run_cli({"play", "fivecrowns", "--load", data_file("cli/bad_round.txt")}, "4\n");
    CHECK(r.code == 1);
    CHECK(r.err.find("bad_round.txt:1: ") != std::string::npos);
}

TEST_CASE("the end of the input ends the game without hanging") {
    for (const std::string input :
         {"", "no\n", "no\nheads\n", "no\nheads\n2\n", "no\nheads\n2\nstock\n", "no\nheads\n1\n"}) {
        const CliResult r = run_cli({"play", "fivecrowns", "--seed", "3"}, input);
        INFO(input);
        CHECK(r.code == 1);
        CHECK(r.err.find("The input ended") != std::string::npos);
    }
}

TEST_CASE("the last turn after going out, then the round's points") {
    TempFile file("went_out.txt");
    {
        // Round 1 (3s wild): the human went out; the computer plays its last turn.
        std::string text = read_text(data_file("cli/round3_computer.txt"));
        const fc::LoadResult base = fc::read_save(text, "base");
        REQUIRE(base.state);
        fc::GameState state = *base.state;
        state.round = 1;
        // Round 1: no round was scored before it (a save says so, or is refused).
        state.player(fc::Seat::Human).score = 0;
        state.player(fc::Seat::Computer).score = 0;
        state.player(fc::Seat::Human).hand = {parlor::cards::Card::of(9, fc::Suit::Spades),
                                              parlor::cards::Card::of(9, fc::Suit::Clubs),
                                              parlor::cards::Card::joker(1)};
        state.player(fc::Seat::Computer).hand = {parlor::cards::Card::of(13, fc::Suit::Hearts),
                                                 parlor::cards::Card::of(12, fc::Suit::Clubs),
                                                 parlor::cards::Card::of(4, fc::Suit::Spades)};
        state.went_out = fc::Seat::Human;
        state.turn = fc::Seat::Computer;
        REQUIRE(!fc::save_to_file(file.path(), state));
    }
    const CliResult r =
        run_cli({"play", "fivecrowns", "--seed", "2", "--load", file.path()}, "2\n4\n");
    INFO(r.out);
    CHECK(r.code == 0);
    CHECK(r.out.find("Human has gone out: this is the computer's last turn") != std::string::npos);
    CHECK(r.out.find("=== Round 1 is over ===") != std::string::npos);
    CHECK(r.out.find("You went out first and earn 0 points:") != std::string::npos);
    CHECK(r.out.find("The computer earns ") != std::string::npos);
    CHECK(r.out.find("Game scores after round 1: Human 0, Computer ") != std::string::npos);
    CHECK(r.out.find("Round 2: 4 cards each, 4s and jokers are wild. You play first, having gone "
                     "out first last round.") != std::string::npos);
    CHECK(r.out.find("Round 2 of 11: 4 cards each") != std::string::npos);
}

TEST_CASE("a whole game, answered question by question, ends with the final result") {
    Screen screen;
    AnsweringPlayer player(screen, patient_answer);
    std::istream in(&player);
    std::ostream out(&screen);
    std::ostringstream err;
    const parlor::cli::Io io{in, out, err, false, false};
    const int code =
        parlor::cli::run({"play", "fivecrowns", "--seed", "42", "--computer", "greedy"}, io);
    const std::string& text = screen.text();
    INFO(text.substr(text.size() > 3000 ? text.size() - 3000 : 0));
    CHECK(code == 0);
    CHECK(err.str().empty());
    for (int round = 1; round <= 11; ++round) {
        CHECK(count_of(text, "=== Round " + std::to_string(round) + " is over ===") == 1);
    }
    CHECK(count_of(text, "=== The game is over ===") == 1);
    // The final scores are those after round 11.
    const std::string after_11 = "Game scores after round 11: ";
    const std::size_t at = text.find(after_11);
    REQUIRE(at != std::string::npos);
    const std::size_t end = text.find('.', at);
    REQUIRE(end != std::string::npos);
    const std::string scores = text.substr(at + after_11.size(), end - at - after_11.size());
    CHECK(scores.find("Human ") == 0);
    CHECK(text.find("Final scores: " + scores + ".") != std::string::npos);
    CHECK(player.answers > 30);
}

TEST_CASE("a save that fails says why and asks again; an empty name goes back to the menu") {
    const CliResult r = run_cli({"play", "fivecrowns", "--load", data_file("cli/round3_human.txt")},
                                "1\n/nonexistent-parlor-dir/game.txt\n\n4\n");
    CHECK(r.code == 0);
    CHECK(r.out.find("The game could not be saved: ") != std::string::npos);
    CHECK(count_of(r.out, "File name to save the game in") == 2);
    CHECK(count_of(r.out, "  1. Save the game") == 2);
    CHECK(r.out.find("You quit the game; it was not saved.") != std::string::npos);
}

TEST_CASE("a save never replaces a file that is there, unless play was started with --force") {
    TempFile precious("precious.txt");
    { std::ofstream(precious.path()) << "my notes\n"; }
    const std::string load = data_file("cli/round3_human.txt");
    const CliResult refused =
        run_cli({"play", "fivecrowns", "--load", load}, "1\n" + precious.path() + "\n\n4\n");
    CHECK(refused.code == 0);
    CHECK(refused.out.find(precious.path() + " is already there and was left as it is") !=
          std::string::npos);
    CHECK(read_text(precious.path()) == "my notes\n");

    const CliResult forced =
        run_cli({"play", "fivecrowns", "--load", load, "--force"}, "1\n" + precious.path() + "\n");
    CHECK(forced.code == 0);
    CHECK(forced.out.find("The game is saved in " + precious.path()) != std::string::npos);
    CHECK(fc::load_save_file(precious.path()).state.has_value());
}

} // namespace play_test
