#include "cli/simulate_game.hpp"

#include "parlor/cards/match.hpp"

#include <CLI/CLI.hpp>

#include <memory>
#include <ostream>

namespace parlor::cli {

CLI::App* add_simulate_command(Commands& commands, const SimulateCommand& command,
                               const std::vector<std::string>& strategies, PlayNamedGame play) {
    auto options = std::make_shared<SimulateOptions>();
    CLI::App* simulate = commands.simulate.add_subcommand(command.id, command.description);
    add_simulate_options(*simulate, *options, strategies);
    simulate->callback([options, &commands, game = command.game, game_now = command.game_now,
                        points = command.points, play = std::move(play)] {
        const SimulationLabels labels{game_now ? game_now() : game, options->a, options->b,
                                      options->seed, points};
        const PlayOneGame play_one = [options, &play](std::uint64_t deal_seed, bool swapped) {
            return play(options->a, options->b, deal_seed, swapped);
        };
        try {
            commands.exit_code = run_simulation(*options, labels, play_one, commands.io);
        } catch (const cards::IllegalMove& error) {
            commands.io.err << "simulate: a strategy broke the rules: " << error.what() << '\n';
            commands.exit_code = exit_bad_input;
        }
    });
    return simulate;
}

} // namespace parlor::cli
