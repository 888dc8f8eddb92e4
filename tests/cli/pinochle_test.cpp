#include "cli_harness.hpp"

#include "parlor/cards/atomic_file.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace pinochle_test {

using namespace parlor::cli::test;

namespace {

std::string read_existing_text(const std::string& path) {
    std::string error;
    const auto text = parlor::cards::read_whole_file(path, error);
    REQUIRE_MESSAGE(text.has_value(), error);
    return *text;
}

// Answers for whole rounds in which each question takes the first line it accepts and refuses
// the others: the menu takes "move", a card question the first card code of the hand, the meld
// question "none", and "Play another round?" the final "no".
std::string patient_answers(int tricks) {
    std::string every_card;
    for (const char* rank : {"9", "J", "Q", "K", "X", "A"}) {
        for (const char* suit : {"C", "D", "H", "S"}) {
            every_card += std::string(rank) + suit + "\n";
        }
    }
    std::string input = "no\nheads\n";
    for (int i = 0; i < tricks; ++i) {
        input += "move\n" + every_card + "none\n";
    }
    return input + "no\n";
}

// The documented example with the computer's hand and the stock dealt differently: the same
// position for the human, who sees neither.
std::string hidden_cards_changed(std::string text) {
    const std::string hand = "Hand: QH KH QC KD JH XH QS 9H XC JS QD KC";
    const std::string stock =
        "Stock: KS QH 9C 9S XD KC JD JS KS QD XS 9C JC KH AD 9D AS XS XD JD QS";
    REQUIRE(text.find(hand) != std::string::npos);
    REQUIRE(text.find(stock) != std::string::npos);
    text.replace(text.find(hand), hand.size(), "Hand: KS QH 9C 9S XD KC JD JS KS QD XS 9C");
    text.replace(text.find(stock), stock.size(),
                 "Stock: QS JC KH AD 9D AS XS XD JD QH KH QC KD JH XH QS 9H XC JS QD KC");
    return text;
}

} // namespace

TEST_CASE("pinochle melds: the best new meld of each line, by the reuse rule") {
    const CliResult r = run_cli({"pinochle", "melds"}, "H | AH XH JH 9C | KH QH\n"
                                                       "# a comment\n"
                                                       "\n"
                                                       "H | KS | QS JD\n"
                                                       "S | KS | QS JD\n"
                                                       "C | 9D JS |\n"
                                                       "H | QS JD | QS JD,\n"
                                                       "H | KS KH | KS* QS*, QS* JD, KC QC, KD QD\n"
                                                       "D | 9D 9C | 9D\n"
                                                       "H | AS AC AD AH | AS AC AD AH\n");
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK(r.out == "150\tflush\tAH XH KH QH JH\n"
                   "20\tmarriage\tKS QS\n"
                   "40\troyal-marriage\tKS QS\n"
                   "0\tnone\t-\n"
                   "40\tpinochle\tQS JD\n"
                   "80\tfour-kings\tKS KC KD KH\n"
                   "10\tdix\t9D\n"
                   "100\tfour-aces\tAS AC AD AH\n");
}

TEST_CASE("pinochle melds: a malformed line is reported with its number, the others answered") {
    const CliResult r = run_cli({"pinochle", "melds"}, "Z | 9H |\n"
                                                       "H | 8H |\n"
                                                       "H | KH QH\n"
                                                       "H | 9H | 9C\n"
                                                       "H | QS QS | QS JD\n"
                                                       "H | 9H |\n");
    CHECK(r.code == 1);
    CHECK(r.out == "10\tdix\t9H\n");
    CHECK(r.err ==
          "stdin:1: \"Z\" is not a trump suit (expected C, D, H or S)\n"
          "stdin:2: \"8H\" is not a Pinochle card (expected rank 9/X/J/Q/K/A and suit C/D/H/S)\n"
          "stdin:3: expected \"TRUMP | HAND | MELDS\" (two '|'), found 1 '|'\n"
          "stdin:4: \"9C\" is no meld with hearts as trump\n"
          "stdin:5: the QS is held three times; the deck has two of each card\n");
}

TEST_CASE("check recognises and summarises a Pinochle save; --canonical writes it") {
    const std::string example = data_file("pinochle/documented_example.txt");
    const CliResult r = run_cli({"check", example});
    CHECK(r.code == 0);
    CHECK(r.out == example +
                       ": Pinochle, round 1, hearts trump, Human 0 + 22, Computer 0 + 0, stock "
                       "21, next: Human\n");
    const CliResult canonical =
        run_cli({"check", "--canonical", data_file("pinochle/lenient_layout.txt")});
    CHECK(canonical.code == 0);
    CHECK(canonical.out == read_existing_text(example));
    // A bad file: its line and problem.
    TempFile bad("pinochle_bad.txt");
    std::string text = read_existing_text(example);
    text.replace(text.find("Melds: 9H"), 9, "Melds: 9H QH");
    REQUIRE_FALSE(parlor::cards::write_file_atomically(bad.path(), text).has_value());
    const CliResult refused = run_cli({"check", bad.path()});
    CHECK(refused.code == 1);
    CHECK(refused.err == bad.path() + ":13: \"9H QH\" is no meld with hearts as trump\n");
}

TEST_CASE("the catalogue advises the player who is to lead, from the save file") {
    const parlor::catalogue::Game* game = parlor::catalogue::find_game("pinochle");
    REQUIRE(game != nullptr);
    REQUIRE(static_cast<bool>(game->advise));
    const std::string text = read_existing_text(data_file("pinochle/documented_example.txt"));
    const auto report = game->advise(text, "example.txt", parlor::catalogue::default_advice_seed);
    REQUIRE_MESSAGE(report.ok, report.error);
    CHECK(report.player == "Human");
    CHECK(report.warnings.empty());
    REQUIRE(report.reasons.size() == 2);
    CHECK(report.reasons[0].rfind("Lead ", 0) == 0);
    // The move is a card the human holds, in the notation of `play pinochle`.
    std::string error;
    const auto loaded = parlor::pinochle::read_save(text, "example.txt");
    const auto card = parlor::pinochle::parse(report.move, error);
    REQUIRE_MESSAGE(card.has_value(), report.move);
    CHECK(loaded.state->player(parlor::pinochle::Seat::Human).hand.count(*card) > 0);
    // The same again: the advice is deterministic.
    CHECK(game->advise(text, "example.txt", parlor::catalogue::default_advice_seed).move ==
          report.move);

    // The computer's hand and the stock dealt otherwise: the human cannot tell, the advice is
    // the same.
    const std::string other = hidden_cards_changed(text);
    REQUIRE(parlor::pinochle::read_save(other, "other.txt").state.has_value());
    const auto same = game->advise(other, "other.txt", parlor::catalogue::default_advice_seed);
    REQUIRE_MESSAGE(same.ok, same.error);
    CHECK(same.move == report.move);
    CHECK(same.reasons == report.reasons);

    // A bad file: the reader's error.
    const auto bad = game->advise("Round: 1\nTrump Card: ZZ\n", "bad.txt",
                                  parlor::catalogue::default_advice_seed);
    CHECK_FALSE(bad.ok);
    CHECK(bad.error.rfind("bad.txt:", 0) == 0);
}

TEST_CASE("simulate pinochle reports with the shared keys") {
    const CliResult r = run_cli(
        {"simulate", "pinochle", "--games", "4", "--a", "greedy", "--b", "random", "--json"});
    CHECK(r.code == 0);
    const auto object = nlohmann::json::parse(r.out);
    CHECK(object["games"] == 4);
    CHECK(object["a_wins"].get<int>() + object["b_wins"].get<int>() + object["ties"].get<int>() ==
          4);
    CHECK(object["capped_rounds"] == 0);
    CHECK(object.contains("decision_ms_p95"));
}

TEST_CASE("play pinochle: a whole round from the terminal, the computer's reasons, the end") {
    const CliResult game = run_cli({"play", "pinochle", "--seed", "7"}, patient_answers(24));
    CHECK(game.code == 0);
    CHECK(game.out.find("Round 1: twelve cards each.") != std::string::npos);
    CHECK(game.out.find("You called heads; the coin shows") != std::string::npos);
    CHECK(count_of(game.out, "  1. Save the game") == 24); // the menu before each trick
    CHECK(count_of(game.out, " the trick: ") == 24);
    CHECK(game.out.find("Your melds: ") != std::string::npos);
    CHECK(game.out.find("  - ") != std::string::npos); // the computer's reasons
    CHECK(game.out.find("Round 1 is over: You ") != std::string::npos);
    CHECK(count_of(game.out, "; captured cards ") == 2); // the results, for each side
    CHECK(game.out.find("Play another round? (yes/no) no") != std::string::npos);
    CHECK(game.out.find("Final scores: You ") != std::string::npos);
}

TEST_CASE("play pinochle --target: the round that reaches it ends the game, nothing asked") {
    const CliResult game =
        run_cli({"play", "pinochle", "--seed", "7", "--target", "100"}, patient_answers(24));
    CHECK(game.code == 0);
    CHECK(game.out.find("first to 100") != std::string::npos);
    CHECK(game.out.find("Round 1 is over: You ") != std::string::npos);
    CHECK(game.out.find("Play another round?") == std::string::npos);
    CHECK(game.out.find("Final scores: You ") != std::string::npos);
    // Without it, as ever; a target below 100 is refused.
    CHECK(run_cli({"play", "pinochle", "--seed", "7"}, patient_answers(24))
              .out.find("as many rounds as you like") != std::string::npos);
    CHECK(run_cli({"play", "pinochle", "--target", "50"}, "").code != 0);
}

TEST_CASE("play pinochle: help, a save that resumes, quit, and an early end of input") {
    TempFile file("pinochle_save.txt");
    const CliResult saved = run_cli({"play", "pinochle", "--seed", "11"},
                                    "no\ntails\nhelp\nsave\n" + file.path() + "\n");
    CHECK(saved.code == 0);
    CHECK(saved.out.find("The game is saved in") != std::string::npos);
    const auto loaded = parlor::pinochle::load_save_file(file.path());
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    CHECK(loaded.state->phase == parlor::pinochle::Phase::Lead);
    // Help before the human's own lead; before the computer's, the menu offers none.
    if (loaded.state->leader == parlor::pinochle::Seat::Human) {
        CHECK(saved.out.find("Help:\n  Lead ") != std::string::npos);
    } else {
        CHECK(saved.out.find("Help is offered before your own turns only") != std::string::npos);
    }
    const CliResult resumed =
        run_cli({"play", "pinochle", "--seed", "11", "--load", file.path()}, "quit\n");
    CHECK(resumed.code == 0);
    CHECK(resumed.out.find("You quit the game") != std::string::npos);
    CHECK(resumed.out.find("Your hand: ") != std::string::npos);
    CHECK(run_cli({"play", "pinochle", "--seed", "7"}, "no\n").code == 1);
}

} // namespace pinochle_test
