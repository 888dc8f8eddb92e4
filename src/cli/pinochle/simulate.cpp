#include "cli/pinochle/simulate.hpp"

#include "cli/simulate_game.hpp"

#include "parlor/games/pinochle/match.hpp"

namespace parlor::cli::pinochle_cli {

namespace game = parlor::pinochle;

void add_simulate_command(Commands& commands) {
    cli::add_simulate_command(
        commands,
        {"pinochle",
         "Pinochle rounds between two computer strategies, A and B: a game is one round from a "
         "deal seed, the higher round score wins; each deal is played twice, the strategies "
         "swapping seats. Reports wins, A's win rate with its 95% Wilson interval, mean round "
         "scores (higher is better) and the time of each play and meld decision.",
         "Pinochle", "higher is better"},
        game::strategy_names(),
        play_by_sides<game::MatchOptions>(
            game::make_strategy, game::play_game, "Pinochle",
            [](const game::GameRecord& played) { return played.capped ? 1 : 0; }));
}

} // namespace parlor::cli::pinochle_cli
