#include "cli/simulate.hpp"

#include "parlor/cards/json_text.hpp"
#include "parlor/cards/rng.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <ostream>

namespace parlor::cli {

void add_simulate_options(CLI::App& command, SimulateOptions& options,
                          const std::vector<std::string>& strategies) {
    command
        .add_option("--games,-n", options.games,
                    "number of games, even: each deal is played twice with the seats swapped")
        ->check(CLI::Range(2, 100'000'000))
        ->capture_default_str();
    command.add_option("--seed,-s", options.seed, "seed of the deals")->capture_default_str();
    command.add_option("--a", options.a, "strategy A")
        ->check(CLI::IsMember(strategies))
        ->capture_default_str();
    command.add_option("--b", options.b, "strategy B")
        ->check(CLI::IsMember(strategies))
        ->capture_default_str();
    command.add_flag("--json", options.json, "print one JSON object instead of the report");
}

std::vector<std::uint64_t> deal_seeds(std::uint64_t seed, int deals) {
    cards::Rng rng(seed);
    std::vector<std::uint64_t> seeds;
    seeds.reserve(static_cast<std::size_t>(deals));
    for (int i = 0; i < deals; ++i) {
        seeds.push_back(rng.next());
    }
    return seeds;
}

int run_simulation(const SimulateOptions& options, const SimulationLabels& labels,
                   const PlayOneGame& play_one, const Io& io) {
    if (options.games <= 0 || options.games % 2 != 0) {
        io.err << "simulate: --games must be a positive even number (each deal is played twice, "
                  "the strategies swapping seats); got "
               << options.games << '\n';
        return exit_bad_input;
    }
    SimulationTally tally;
    int played = 0;
    for (std::uint64_t deal : deal_seeds(options.seed, options.games / 2)) {
        for (bool swapped : {false, true}) {
            tally.add(play_one(deal, swapped));
            ++played;
            if (io.err_is_terminal) {
                io.err << "\rsimulate: game " << played << " of " << options.games << std::flush;
            }
        }
    }
    if (io.err_is_terminal) {
        io.err << '\n';
    }
    const SimulationSummary summary = tally.summary();
    if (options.json) {
        io.out << cards::json_text(to_json(summary)) << '\n';
    } else {
        print_report(summary, labels, io.out);
    }
    return exit_ok;
}

} // namespace parlor::cli
