#include "cli/fivecrowns/simulate.hpp"

#include "cli/simulate_game.hpp"
#include "cli/table_report.hpp"

#include "parlor/cards/json_text.hpp"
#include "parlor/games/fivecrowns/match.hpp"

#include <ostream>

namespace parlor::cli::fc {

namespace {

namespace game = parlor::fivecrowns;

// Each side's strategy samples with a seed of its own, the same in both games of a pair, so
// the two games differ only by the seats.
std::uint64_t strategy_seed(std::uint64_t deal_seed, Side side) {
    cards::Rng rng(deal_seed ^ (side == Side::A ? 0xa5a5a5a5a5a5a5a5ULL : 0x5a5a5a5a5a5a5a5aULL));
    return rng.next();
}

// `simulate fivecrowns --seats S1,...,SN`: a table of N, each deal once for each rotation of the
// strategies over the seats.
int simulate_table(const std::vector<std::string>& seats, const SimulateOptions& options,
                   const Io& io, const std::function<RecordSink()>& record) {
    const int players = static_cast<int>(seats.size());
    if (players < game::min_seats || players > game::max_seats) {
        io.err << "simulate: a Five Crowns table has 2 to 7 players, not " << players << '\n';
        return exit_bad_input;
    }
    if (!whole_rotations(options.games, players, io.err)) {
        return exit_bad_input;
    }
    const auto progress = table_progress(io, options.games);
    const cards::TableMatchSummary summary =
        game::play_table_match(seats, options.games, options.seed, progress,
                               record ? [&record] {
                                   const RecordSink sink = record();
                                   game::MatchOptions recorded;
                                   recorded.record_line = sink.line;
                                   recorded.record_game = sink.game;
                                   recorded.record_version = sink.version;
                                   return recorded;
                               }
                                      : std::function<game::MatchOptions()>());
    if (io.err_is_terminal) {
        io.err << '\n';
    }
    if (options.json) {
        io.out << cards::json_text(table_report_json(summary)) << '\n';
    } else {
        io.out << "Five Crowns, " << players << " players, " << summary.games
               << " games (each deal played " << players
               << " times, the strategies rotated over the seats), seed " << options.seed
               << "; the lowest total wins, a tie shares the win\n";
        print_table_entries(summary, "Games with a round stopped by the turn cap", io.out);
    }
    return exit_ok;
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
         "tie counts as half a win), mean points (lower is better) and decision times. With "
         "--seats, a table of 2 to 7: each entry's share of the wins, as simulate cruno.",
         "Five Crowns",
         "lower is better",
         {},
         simulate_table},
        game::strategy_names(), play_one_game);
}

} // namespace parlor::cli::fc
