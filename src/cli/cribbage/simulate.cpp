#include "cli/cribbage/simulate.hpp"

#include "cli/simulate.hpp"

#include "parlor/games/cribbage/match.hpp"

#include <memory>
#include <stdexcept>

namespace parlor::cli::crib {

namespace {

namespace game = parlor::cribbage;

// Each side's strategy samples with a seed of its own, the same in both games of a pair, so
// the two games differ only by the seats.
std::uint64_t strategy_seed(std::uint64_t deal_seed, Side side) {
    return cards::derive_seed(deal_seed, side == Side::A ? 0xA11CEULL : 0xB0BULL);
}

std::unique_ptr<game::Strategy> strategy(const std::string& name, std::uint64_t seed) {
    auto made = game::make_strategy(name, seed);
    if (!made) {
        throw std::invalid_argument("no Cribbage strategy named \"" + name + "\"");
    }
    return made;
}

} // namespace

GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped) {
    const auto strategy_a = strategy(a, strategy_seed(deal_seed, Side::A));
    const auto strategy_b = strategy(b, strategy_seed(deal_seed, Side::B));
    game::Strategy& human_seat = swapped ? *strategy_b : *strategy_a;
    game::Strategy& computer_seat = swapped ? *strategy_a : *strategy_b;
    const game::GameRecord played = game::play_game(human_seat, computer_seat, deal_seed);

    const game::Seat seat_a = swapped ? game::Seat::Computer : game::Seat::Human;
    const game::Seat seat_b = game::other(seat_a);
    GameRecord record;
    if (played.winner) {
        record.winner = *played.winner == seat_a ? Side::A : Side::B;
    }
    record.points_a = played.totals[static_cast<std::size_t>(game::index(seat_a))];
    record.points_b = played.totals[static_cast<std::size_t>(game::index(seat_b))];
    // A game stopped by the deal cap (never seen with these strategies) counts as capped.
    record.capped_rounds = played.winner ? 0 : 1;
    for (const auto& times : played.decision_ms) {
        record.decision_ms.insert(record.decision_ms.end(), times.begin(), times.end());
    }
    return record;
}

void add_simulate_command(Commands& commands) {
    auto options = std::make_shared<SimulateOptions>();
    CLI::App* simulate = commands.simulate.add_subcommand(
        "cribbage", "Cribbage games to 121 between two computer strategies, A and B: each deal "
                    "seed is played twice, the strategies swapping seats. Reports wins, A's win "
                    "rate with its 95% Wilson interval, mean final scores (higher is better) and "
                    "the time of each lay-away and play decision.");
    add_simulate_options(*simulate, *options, game::strategy_names());
    simulate->callback([options, &commands] {
        const SimulationLabels labels{"Cribbage", options->a, options->b, options->seed,
                                      "higher is better"};
        const PlayOneGame play = [options](std::uint64_t deal_seed, bool swapped) {
            return play_one_game(options->a, options->b, deal_seed, swapped);
        };
        try {
            commands.exit_code = run_simulation(*options, labels, play, commands.io);
        } catch (const game::IllegalMove& error) {
            commands.io.err << "simulate: a strategy broke the rules: " << error.what() << '\n';
            commands.exit_code = exit_bad_input;
        }
    });
}

} // namespace parlor::cli::crib
