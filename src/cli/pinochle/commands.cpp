// Pinochle on the command line: `play pinochle`, `pinochle melds`, `simulate pinochle`,
// `advice-study pinochle`.

#include "cli/commands.hpp"
#include "cli/game_commands.hpp"

#include "cli/pinochle/advice_study.hpp"
#include "cli/pinochle/melds.hpp"
#include "cli/pinochle/play.hpp"
#include "cli/pinochle/simulate.hpp"

#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <memory>
#include <vector>

namespace parlor::cli {

namespace {

void add_pinochle_play(Commands& commands) {
    auto target = std::make_shared<int>(0);
    CLI::App* play = add_play_command(
        commands,
        {"pinochle",
         "Pinochle against the computer: two players, tricks and melds, as many rounds as you "
         "like (or first to N with --target N).",
         "seed of the toss and the deals (default: random)", "", true},
        parlor::pinochle::strategy_names(), [target](const PlayOptions& options, const Io& io) {
            return pinochle_cli::run_play(options, io, *target);
        });
    play->add_option("--target", *target,
                     "a new game ends with the round in which a player reaches this score (e.g. "
                     "1000; the higher total wins); 0, the default: as many rounds as you like")
        ->check(CLI::Range(parlor::pinochle::lowest_target, parlor::pinochle::highest_target) |
                CLI::IsMember(std::vector<int>{0}));
}

void add_melds(CLI::App& game, Commands& commands) {
    CLI::App* melds = game.add_subcommand(
        "melds",
        "The best legal new meld of a hand, by the reuse rule.\n"
        "Reads lines \"TRUMP | HAND | MELDS\" from standard input: TRUMP a suit letter, HAND the "
        "unmelded cards, MELDS empty or written as a save file's Melds: line (commas between "
        "melds, * on shared cards), e.g. \"H | AH XH JH 9C | KH QH\".\n"
        "Prints per line POINTS<TAB>NAME<TAB>CARDS, or 0<TAB>none<TAB>-; NAME is flush, "
        "royal-marriage, marriage, dix, four-aces, four-kings, four-queens, four-jacks or "
        "pinochle.");
    melds->callback([&commands] { commands.exit_code = pinochle_cli::run_melds(commands.io); });
}

} // namespace

void add_pinochle_commands(Commands& commands) {
    add_game_commands(commands, "pinochle", "Pinochle tools.", add_pinochle_play, {add_melds},
                      pinochle_cli::add_simulate_command, pinochle_cli::add_advice_study_command);
}

} // namespace parlor::cli
