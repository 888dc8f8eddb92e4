#include "cli/pinochle/simulate.hpp"

#include "cli/simulate_game.hpp"

#include "parlor/games/pinochle/match.hpp"

namespace parlor::cli::pinochle_cli {

namespace game = parlor::pinochle;

GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped, const RecordSink& sink) {
    const auto play_recorded = recording_to<game::MatchOptions>(sink, game::play_game);
    const game::GameRecord played =
        play_sides(game::make_strategy, play_recorded, "Pinochle", a, b, deal_seed, swapped);
    return side_record(played, swapped, played.capped ? 1 : 0);
}

void add_simulate_command(Commands& commands) {
    cli::add_simulate_command(
        commands,
        {"pinochle",
         "Pinochle rounds between two computer strategies, A and B: a game is one round from a "
         "deal seed, the higher round score wins; each deal is played twice, the strategies "
         "swapping seats. Reports wins, A's win rate with its 95% Wilson interval, mean round "
         "scores (higher is better) and the time of each play and meld decision.",
         "Pinochle", "higher is better"},
        game::strategy_names(), play_one_game);
}

} // namespace parlor::cli::pinochle_cli
