#include "cli/casino/simulate.hpp"

#include "cli/simulate_game.hpp"

#include "parlor/games/casino/match.hpp"

namespace parlor::cli::casino_cli {

namespace game = parlor::casino;

GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped, const RecordSink& sink) {
    const auto play_recorded = recording_to<game::MatchOptions>(sink, game::play_game);
    const game::GameRecord played =
        play_sides(game::make_strategy, play_recorded, "Casino", a, b, deal_seed, swapped);
    // A tournament stopped by the round cap (never seen with these strategies) counts as capped.
    return side_record(played, swapped, played.capped ? 1 : 0);
}

void add_simulate_command(Commands& commands) {
    cli::add_simulate_command(
        commands,
        {"casino",
         "Casino tournaments (rounds until a total passes 21) between two computer strategies, "
         "A and B: each deal seed is played twice, the strategies swapping seats. Reports wins, "
         "A's win rate with its 95% Wilson interval, mean final totals (higher is better) and "
         "the time of each move.",
         "Casino", "higher is better"},
        game::strategy_names(), play_one_game);
}

} // namespace parlor::cli::casino_cli
