#include "cli/casino/simulate.hpp"

#include "cli/simulate_game.hpp"

#include "parlor/games/casino/match.hpp"

namespace parlor::cli::casino_cli {

namespace game = parlor::casino;

void add_simulate_command(Commands& commands) {
    cli::add_simulate_command(
        commands,
        {"casino",
         "Casino tournaments (rounds until a total passes 21) between two computer strategies, "
         "A and B: each deal seed is played twice, the strategies swapping seats. Reports wins, "
         "A's win rate with its 95% Wilson interval, mean final totals (higher is better) and "
         "the time of each move.",
         "Casino", "higher is better"},
        game::strategy_names(),
        play_by_sides<game::MatchOptions>(game::make_strategy, game::play_game, "Casino",
                                          [](const game::GameRecord& played) {
                                              // Stopped by the round cap (never seen with
                                              // these strategies): counted as capped.
                                              return played.capped ? 1 : 0;
                                          }));
}

} // namespace parlor::cli::casino_cli
