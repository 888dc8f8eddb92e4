#include "cli/fivecrowns/simulate.hpp"

#include "cli/simulate_game.hpp"

#include "parlor/games/fivecrowns/match.hpp"

namespace parlor::cli::fc {

namespace {

namespace game = parlor::fivecrowns;

// Each side's strategy samples with a seed of its own, the same in both games of a pair, so
// the two games differ only by the seats.
std::uint64_t strategy_seed(std::uint64_t deal_seed, Side side) {
    cards::Rng rng(deal_seed ^ (side == Side::A ? 0xa5a5a5a5a5a5a5a5ULL : 0x5a5a5a5a5a5a5a5aULL));
    return rng.next();
}

} // namespace

GameRecord play_one_game(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                         bool swapped, const RecordSink& sink) {
    const auto play_recorded = recording_to<game::MatchOptions>(sink, game::play_game);
    const game::GameRecord played = play_seated(
        game::make_strategy, play_recorded, "Five Crowns", a, b, strategy_seed(deal_seed, Side::A),
        strategy_seed(deal_seed, Side::B), deal_seed, swapped);
    return side_record(played, swapped, played.capped_rounds);
}

void add_simulate_command(Commands& commands) {
    cli::add_simulate_command(
        commands,
        {"fivecrowns",
         "Five Crowns between two computer strategies, A and B: each deal is played twice, the "
         "strategies swapping seats. Reports wins, A's win rate with its 95% Wilson interval (a "
         "tie counts as half a win), mean points (lower is better) and decision times.",
         "Five Crowns", "lower is better"},
        game::strategy_names(), play_one_game);
}

} // namespace parlor::cli::fc
