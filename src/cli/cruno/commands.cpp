// Cruno on the command line: `play cruno`, `simulate cruno` and `advice-study cruno`.

#include "cli/commands.hpp"

#include "cli/cruno/advice_study.hpp"
#include "cli/cruno/play.hpp"
#include "cli/cruno/simulate.hpp"

namespace parlor::cli {

void add_cruno_commands(Commands& commands) {
    cruno_cli::add_play_command(commands);
    cruno_cli::add_simulate_command(commands);
    cruno_cli::add_advice_study_command(commands);
}

} // namespace parlor::cli
