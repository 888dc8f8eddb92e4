#include "cli/cribbage/simulate.hpp"

#include "cli/simulate_game.hpp"

#include "parlor/games/cribbage/match.hpp"

namespace parlor::cli::crib {

namespace game = parlor::cribbage;

GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped) {
    const game::GameRecord played =
        play_sides(game::make_strategy, game::play_game, "Cribbage", a, b, deal_seed, swapped);
    // A game stopped by the deal cap (never seen with these strategies) counts as capped.
    return side_record(played, swapped, played.winner ? 0 : 1);
}

void add_simulate_command(Commands& commands) {
    cli::add_simulate_command(
        commands,
        {"cribbage",
         "Cribbage games to 121 between two computer strategies, A and B: each deal seed is "
         "played twice, the strategies swapping seats. Reports wins, A's win rate with its 95% "
         "Wilson interval, mean final scores (higher is better) and the time of each lay-away "
         "and play decision.",
         "Cribbage", "higher is better"},
        game::strategy_names(), play_one_game);
}

} // namespace parlor::cli::crib
