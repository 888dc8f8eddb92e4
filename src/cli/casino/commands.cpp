// Casino on the command line: `play casino`, `simulate casino`, `casino captures`.

#include "cli/commands.hpp"
#include "cli/game_commands.hpp"

#include "cli/casino/advice_study.hpp"
#include "cli/casino/play.hpp"
#include "cli/casino/simulate.hpp"
#include "cli/casino/tools.hpp"

#include "parlor/games/casino/ai.hpp"

namespace parlor::cli {

namespace {

void add_casino_play(Commands& commands) {
    add_play_command(commands,
                     {"casino",
                      "Casino against the computer: capture, build and trail, rounds until a "
                      "total passes 21.",
                      "seed of the coin toss and the shuffles (default: random)",
                      "take round 1's deck from this file: one card a line (suit first, like "
                      "S7), the top card first",
                      true},
                     parlor::casino::strategy_names(), casino_cli::run_play);
}

void add_captures(CLI::App& game, Commands& commands) {
    CLI::App* captures = game.add_subcommand(
        "captures",
        "The most table cards one capture takes.\n"
        "Reads lines \"CARD | TABLE\" from standard input: the played card, then the table in the "
        "save file's notation, builds in brackets (\"C9 | [ [C6 S3] [S9] ] C5 D4 HA\").\n"
        "Prints per line the number of table cards, a tab, and those cards (cards inside "
        "captured builds count), or \"0<TAB>-\" when the card captures nothing.");
    captures->callback([&commands] { commands.exit_code = casino_cli::run_captures(commands.io); });
}

} // namespace

void add_casino_commands(Commands& commands) {
    add_game_commands(commands, "casino", "Casino tools.", add_casino_play, {add_captures},
                      casino_cli::add_simulate_command, casino_cli::add_advice_study_command);
}

} // namespace parlor::cli
