// Cribbage on the command line: `play cribbage`, `cribbage score | discard | distribution`,
// `simulate cribbage`.

#include "cli/commands.hpp"
#include "cli/game_commands.hpp"

#include "cli/cribbage/advice_study.hpp"
#include "cli/cribbage/length_option.hpp"
#include "cli/cribbage/play.hpp"
#include "cli/cribbage/simulate.hpp"
#include "cli/cribbage/table_play.hpp"
#include "cli/cribbage/tools.hpp"

#include "parlor/games/cribbage/ai.hpp"

#include <memory>

namespace parlor::cli {

namespace {

void add_cribbage_play(Commands& commands) {
    auto target = std::make_shared<int>(parlor::cribbage::winning_score);
    auto players = std::make_shared<int>(2);
    auto count_own = std::make_shared<bool>(false);
    auto muggins = std::make_shared<bool>(false);
    CLI::App* play = add_play_command(
        commands,
        {"cribbage",
         "Cribbage against the computer: two players (or three, or four in partnerships with "
         "--players), first to 121 (or to 61 with --to 61).",
         "seed of the cut and the shuffles (default: random)", "", true},
        parlor::cribbage::strategy_names(),
        [target, players, count_own, muggins](const PlayOptions& options, const Io& io) {
            // A file to load seats its own players: a table's save has a "Seats:" line.
            const int seats = options.load.empty() ? *players : crib::saved_seats(options.load);
            const auto counting = *muggins     ? parlor::cribbage::CountOwn::Muggins
                                  : *count_own ? parlor::cribbage::CountOwn::On
                                               : parlor::cribbage::CountOwn::Off;
            if (counting != parlor::cribbage::CountOwn::Off && seats != 2) {
                io.err << "parlor-cli: counting your own is played by two players\n";
                return 1;
            }
            return seats >= 3 ? crib::run_table_play(options, io, *target, seats)
                   : *players == 2 || !options.load.empty()
                       ? crib::run_play(options, io, *target, counting)
                       : crib::run_table_play(options, io, *target, *players);
        });
    crib::add_length_option(*play, *target);
    play->add_option("--players", *players,
                     "2 (default), 3 (against two computers) or 4 (you and a computer partner "
                     "against two); a save given to --load seats its own players")
        ->check(CLI::IsMember(std::vector<int>{2, 3, 4}))
        ->capture_default_str();
    play->add_flag("--count-own", *count_own,
                   "count your own points (the play, your hand, your crib): the claim is checked, "
                   "an over-claim refused with the true count (a new two-player game)");
    play->add_flag("--muggins", *muggins,
                   "count your own with muggins: the computer takes the points you miss");
}

void add_score(CLI::App& game, Commands& commands) {
    auto options = std::make_shared<crib::ScoreOptions>();
    CLI::App* score = game.add_subcommand(
        "score",
        "The value of hands at the show, item by item.\n"
        "Reads combinations from standard input, one a line: four hand cards then the starter, "
        "e.g. \"5H 5S 5C JD 5D\"; or one from the arguments: --starter 5D 5H 5S 5C JD.\n"
        "Prints per combination the points, a tab, and the count in words.");
    score->add_flag("--crib", options->crib,
                    "count by the crib rule (a flush only with the starter)");
    score->add_option("--starter", options->starter, "the starter of the hand given as arguments");
    score->add_option("cards", options->cards, "four hand cards (with --starter) or five cards");
    score->add_flag("--json", options->json,
                    "one JSON object per combination: hand, starter, crib, points, speech, items "
                    "[{kind, points, cards}]");
    score->callback(
        [options, &commands] { commands.exit_code = crib::run_score(*options, commands.io); });
}

void add_discard(CLI::App& game, Commands& commands) {
    auto options = std::make_shared<crib::DiscardOptions>();
    CLI::App* discard = game.add_subcommand(
        "discard", "Which four of the dealt cards to keep: the expected hand over every starter, "
                   "the expected crib over every opponent pair and starter, and the net.");
    discard->add_flag("--dealer", options->dealer, "the crib is yours");
    discard->add_flag("--pone", options->pone, "the crib is the opponent's");
    discard->add_flag("--hand-only", options->hand_only,
                      "rank by the expected hand alone (select_hand)");
    discard->add_option("--top", options->top, "how many choices to list")
        ->check(CLI::Range(1, 15))
        ->capture_default_str();
    discard
        ->add_option("--seed", options->seed,
                     "seed of the opponent hands the play is sampled over (as advise --seed)")
        ->capture_default_str();
    discard->add_flag(
        "--json", options->json,
        "one JSON object: role, choices [{keep, lay_away, hand, crib (signed: - for the "
        "opponent's), net, play, hands_played, total}], close_call, "
        "evaluated, ms");
    discard->add_option("cards", options->cards, "the six dealt cards")->required();
    discard->callback(
        [options, &commands] { commands.exit_code = crib::run_discard(*options, commands.io); });
}

void add_distribution(CLI::App& game, Commands& commands) {
    auto options = std::make_shared<crib::DistributionOptions>();
    CLI::App* distribution = game.add_subcommand(
        "distribution", "How many of the 12,994,800 combinations of four cards and a starter "
                        "score each value, the mean, and the time it took.");
    distribution->add_flag("--crib", options->crib, "count by the crib rule");
    distribution->add_flag("--json", options->json,
                           "one JSON object: rule, combinations, counts, mean, ms");
    distribution->callback([options, &commands] {
        commands.exit_code = crib::run_distribution(*options, commands.io);
    });
}

void add_strength(CLI::App& game, Commands& commands) {
    auto options = std::make_shared<crib::StrengthOptions>();
    CLI::App* strength = game.add_subcommand(
        "strength", "A match between two strategies (each deal seed twice, seats swapped) with "
                    "each side's win rate, skunks, points by source and decision times apart.");
    strength->add_option("--games,-n", options->games, "number of games (rounded up to even)")
        ->check(CLI::Range(2, 1'000'000))
        ->capture_default_str();
    strength->add_option("--seed,-s", options->seed, "seed of the deals")->capture_default_str();
    strength->add_option("--a", options->a, "strategy A")
        ->check(CLI::IsMember(parlor::cribbage::strategy_names()))
        ->capture_default_str();
    strength->add_option("--b", options->b, "strategy B")
        ->check(CLI::IsMember(parlor::cribbage::strategy_names()))
        ->capture_default_str();
    strength->callback(
        [options, &commands] { commands.exit_code = crib::run_strength(*options, commands.io); });
}

} // namespace

void add_cribbage_commands(Commands& commands) {
    add_game_commands(commands, "cribbage", "Cribbage tools.", add_cribbage_play,
                      {add_score, add_discard, add_distribution, add_strength},
                      crib::add_simulate_command, crib::add_advice_study_command);
}

} // namespace parlor::cli
