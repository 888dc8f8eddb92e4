#include "cli/cruno/simulate.hpp"

#include "cli/cruno/rule_options.hpp"
#include "cli/output_file.hpp"
#include "cli/table_report.hpp"

#include "parlor/cards/json_text.hpp"
#include "parlor/games/cruno/match.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <ostream>

namespace parlor::cli::cruno_cli {

namespace {

namespace game = parlor::cruno;

void print_report(const game::MatchSummary& s, const SimulateOptions& options,
                  const game::Rules& rules, std::ostream& out) {
    out << "Cruno, " << s.players << " players, " << s.games << " games (each deal played "
        << s.players << " times, the strategies rotated over the seats), seed " << options.seed
        << ", rule options: " << rules_text(rules) << '\n';
    print_table_entries(s, "Games stopped by the safety cap", out);
}

} // namespace

int run_simulate(const SimulateOptions& options, const Io& io) {
    const int players =
        options.players > 0 ? options.players : static_cast<int>(options.seats.size());
    if (static_cast<int>(options.seats.size()) != players) {
        io.err << "simulate: --seats names " << options.seats.size() << " strategies for "
               << players << " players; name one a seat\n";
        return exit_bad_input;
    }
    if (players < game::min_players || players > game::max_players) {
        io.err << "simulate: a Cruno table has 2 to 10 players, not " << players << '\n';
        return exit_bad_input;
    }
    const int games = options.games > 0 ? options.games : players;
    if (!whole_rotations(games, players, io.err)) {
        return exit_bad_input;
    }
    game::MatchSettings settings{options.seats, games, options.seed, {}};
    settings.options.rules = rules_from(options.rules);
    settings.options.record_version = options.reasons ? 2 : 1;
    std::ofstream log_file;
    if (!options.log.empty()) {
        if (const auto error = open_output_file(options.log, options.force, log_file)) {
            io.err << "simulate: " << *error << '\n';
            return exit_bad_input;
        }
    }
    const auto progress = table_progress(io, games);
    game::MatchSummary summary;
    try {
        summary = game::play_match(settings, progress, options.log.empty() ? nullptr : &log_file);
    } catch (const game::IllegalMove& error) {
        io.err << "simulate: a strategy broke the rules: " << error.what() << '\n';
        return exit_bad_input;
    }
    if (io.err_is_terminal) {
        io.err << '\n';
    }
    if (!options.log.empty() && !log_file.flush()) {
        io.err << "simulate: the record " << options.log << " could not be written in full\n";
        return exit_bad_input;
    }
    if (options.json) {
        io.out << cards::json_text(table_report_json(summary)) << '\n';
    } else {
        print_report(summary, options, settings.options.rules, io.out);
    }
    return exit_ok;
}

void add_simulate_command(Commands& commands) {
    auto options = std::make_shared<SimulateOptions>();
    CLI::App* simulate = commands.simulate.add_subcommand(
        "cruno",
        "Cruno between computer strategies at a table of 2 to 10: each deal is played once for "
        "each rotation of the strategies over the seats. Reports each entry of --seats: wins "
        "(a shared win counts its share), share with its 95% Wilson interval, decision times.");
    simulate->add_option("--players", options->players, "players at the table (2-10)")
        ->check(CLI::Range(2, 10));
    simulate
        ->add_option("--seats", options->seats,
                     "one strategy a seat, separated by commas (naive, rule, expert, trickster)")
        ->delimiter(',')
        ->required()
        ->check(CLI::IsMember(parlor::cruno::strategy_names()));
    simulate
        ->add_option("--games,-n", options->games,
                     "games in all, a multiple of the players (default: one deal, every rotation)")
        ->check(CLI::Range(1, 100'000'000));
    simulate->add_option("--seed,-s", options->seed, "seed of the deals")->capture_default_str();
    simulate->add_option("--rule", options->rules, "a rule option to turn on (may be repeated)")
        ->check(CLI::IsMember(rule_names()));
    simulate->add_option("--log", options->log,
                         "write every game as a game record (JSON Lines) to this file");
    simulate->add_flag("--force", options->force, "let --log replace a file that is already there");
    simulate->add_flag("--reasons", options->reasons,
                       "keep each move's reasons in the --log record (record version 2)");
    simulate->add_flag("--json", options->json, "print one JSON object instead of the report");
    simulate->callback(
        [options, &commands] { commands.exit_code = run_simulate(*options, commands.io); });
}

} // namespace parlor::cli::cruno_cli
