// Five Crowns on the command line: `play fivecrowns`, `fivecrowns arrange`,
// `simulate fivecrowns`, `advice-study fivecrowns`.

#include "cli/commands.hpp"
#include "cli/game_commands.hpp"

#include "cli/fivecrowns/advice_study.hpp"
#include "cli/fivecrowns/arrange.hpp"
#include "cli/fivecrowns/play.hpp"
#include "cli/fivecrowns/simulate.hpp"

#include "parlor/games/fivecrowns/ai.hpp"

#include <memory>

namespace parlor::cli {

namespace {

void add_fivecrowns_play(Commands& commands) {
    auto players = std::make_shared<int>(2);
    CLI::App* play = add_play_command(
        commands,
        {"fivecrowns", "Five Crowns against the computer: 11 rounds, lowest score wins.",
         "seed of the shuffles and the coin (default: random)", "", true},
        parlor::fivecrowns::strategy_names(), [players](const PlayOptions& options, const Io& io) {
            return fc::run_play(options, *players, io);
        });
    play->add_option("--players", *players,
                     "players at the table, 2 to 7: you and the rest computers at --computer's "
                     "difficulty (a loaded game keeps its file's table)")
        ->check(CLI::Range(2, 7));
}

void add_arrange(CLI::App& game, Commands& commands) {
    auto options = std::make_shared<fc::ArrangeOptions>();
    CLI::App* arrange = game.add_subcommand(
        "arrange",
        "The best books and runs of hands, and the points left over.\n"
        "Reads hands from standard input, one a line: the round (1-11, which fixes the wild "
        "rank) then 1 to 14 cards, e.g. \"5 QD 7D 4S 8S 6T 4H J1\"; or one hand from the "
        "arguments: --round 5 QD 7D 4S ...\n"
        "Prints per hand the points left, a tab, and the arrangement.");
    arrange->add_option("--round,-r", options->round, "the round of the hand given as arguments")
        ->check(CLI::Range(1, 11));
    arrange->add_option("cards", options->cards, "the cards of one hand (with --round)");
    arrange->add_flag("--json", options->json,
                      "one JSON object per hand: round, points, melds [{kind, cards, wilds "
                      "[{card, stands_for}]}], leftover");
    arrange->callback(
        [options, &commands] { commands.exit_code = fc::run_arrange(*options, commands.io); });
}

} // namespace

void add_fivecrowns_commands(Commands& commands) {
    add_game_commands(commands, "fivecrowns", "Five Crowns tools.", add_fivecrowns_play,
                      {add_arrange}, fc::add_simulate_command, fc::add_advice_study_command);
}

} // namespace parlor::cli
