#include "cli/simulate_game.hpp"

#include "cli/output_file.hpp"

#include "parlor/cards/match.hpp"

#include <CLI/CLI.hpp>

#include <fstream>
#include <memory>
#include <ostream>
#include <stdexcept>

namespace parlor::cli {

CLI::App* add_simulate_command(Commands& commands, const SimulateCommand& command,
                               const std::vector<std::string>& strategies, PlayNamedGame play) {
    auto options = std::make_shared<SimulateOptions>();
    CLI::App* simulate = commands.simulate.add_subcommand(command.id, command.description);
    add_simulate_options(*simulate, *options, strategies);
    auto seats = std::make_shared<std::vector<std::string>>();
    if (command.table) {
        simulate
            ->add_option("--seats", *seats,
                         "a table of more than two: one strategy a seat, separated by commas "
                         "(each deal is played once for each rotation of them over the seats)")
            ->delimiter(',')
            ->check(CLI::IsMember(strategies));
    }
    simulate->callback([options, seats, &commands, game = command.game, game_now = command.game_now,
                        points = command.points, table = command.table, play = std::move(play)] {
        const SimulationLabels labels{game_now ? game_now() : game, options->a, options->b,
                                      options->seed, points};
        const PlayOneGame play_one = [options, &play](std::uint64_t deal_seed, bool swapped) {
            return play(options->a, options->b, deal_seed, swapped);
        };
        try {
            commands.exit_code = seats->empty()
                                     ? run_simulation(*options, labels, play_one, commands.io)
                                     : table(*seats, *options, commands.io, {});
        } catch (const cards::IllegalMove& error) {
            commands.io.err << "simulate: a strategy broke the rules: " << error.what() << '\n';
            commands.exit_code = exit_bad_input;
        } catch (const std::runtime_error& error) {
            commands.io.err << "simulate: " << error.what() << '\n';
            commands.exit_code = exit_bad_input;
        }
    });
    return simulate;
}

CLI::App* add_simulate_command(Commands& commands, const SimulateCommand& command,
                               const std::vector<std::string>& strategies, PlayRecordedGame play) {
    auto log = std::make_shared<std::string>();
    auto file = std::make_shared<std::ofstream>();
    auto games = std::make_shared<int>(0);
    auto force = std::make_shared<bool>(false);
    auto reasons = std::make_shared<bool>(false);
    // Without --log the games are played as before; with it, each is numbered and written.
    const auto next_sink = [log, file, games, force, reasons] {
        RecordSink sink;
        if (!log->empty()) {
            if (!file->is_open()) {
                if (const auto error = open_output_file(*log, *force, *file)) {
                    throw std::runtime_error(*error);
                }
            }
            sink.line = [file, log](const std::string& line) {
                if (!(*file << line << '\n' << std::flush)) {
                    throw std::runtime_error("cannot write the log " + *log);
                }
            };
            sink.game = ++*games;
            sink.version = *reasons ? 2 : 1;
        }
        return sink;
    };
    SimulateCommand logged = command;
    if (command.table) {
        // A table's games are written as A against B's are, each numbered in turn.
        logged.table = [table = command.table, log, next_sink](
                           const std::vector<std::string>& seats, const SimulateOptions& options,
                           const Io& io, const std::function<RecordSink()>&) {
            return table(seats, options, io,
                         log->empty() ? std::function<RecordSink()>() : next_sink);
        };
    }
    CLI::App* simulate = add_simulate_command(
        commands, logged, strategies,
        [play, next_sink](const std::string& a, const std::string& b, std::uint64_t deal_seed,
                          bool swapped) { return play(a, b, deal_seed, swapped, next_sink()); });
    simulate->add_option("--log", *log,
                         "write every game as a game record (JSON Lines) to this file");
    simulate->add_flag("--force", *force, "let --log replace a file that is already there");
    simulate->add_flag("--reasons", *reasons,
                       "keep each move's reasons in the --log record (record version 2)");
    return simulate;
}

} // namespace parlor::cli
