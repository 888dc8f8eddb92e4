#include "cli/cribbage/simulate.hpp"

#include "cli/cribbage/length_option.hpp"
#include "cli/simulate_game.hpp"

#include "parlor/games/cribbage/match.hpp"

#include <memory>

namespace parlor::cli::crib {

namespace game = parlor::cribbage;

GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped, int target, const RecordSink& sink) {
    // The length replaces the default options' (recording_to sets the record).
    const auto play_to_target = recording_to<game::MatchOptions>(
        sink, [target](game::Strategy& human_seat, game::Strategy& computer_seat,
                       std::uint64_t seed, game::MatchOptions options) {
            options.target = target;
            return game::play_game(human_seat, computer_seat, seed, options);
        });
    const game::GameRecord played =
        play_sides(game::make_strategy, play_to_target, "Cribbage", a, b, deal_seed, swapped);
    // A game stopped by the deal cap (never seen with these strategies) counts as capped.
    return side_record(played, swapped, played.winner ? 0 : 1);
}

void add_simulate_command(Commands& commands) {
    auto target = std::make_shared<int>(game::winning_score);
    CLI::App* simulate = cli::add_simulate_command(
        commands,
        {"cribbage",
         "Cribbage games to 121 (or 61 with --to 61) between two computer strategies, A and B: "
         "each deal seed is played twice, the strategies swapping seats. Reports wins, A's win "
         "rate with its 95% Wilson interval, mean final scores (higher is better) and the time "
         "of each lay-away and play decision.",
         "Cribbage", "higher is better",
         [target] { return "Cribbage to " + std::to_string(*target); }},
        game::strategy_names(),
        [target](const std::string& a, const std::string& b, std::uint64_t deal_seed, bool swapped,
                 const RecordSink& sink) {
            return play_one_game(a, b, deal_seed, swapped, *target, sink);
        });
    add_length_option(*simulate, *target);
}

} // namespace parlor::cli::crib
