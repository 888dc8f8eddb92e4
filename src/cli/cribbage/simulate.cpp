#include "cli/cribbage/simulate.hpp"

#include "cli/cribbage/length_option.hpp"
#include "cli/simulate_game.hpp"
#include "cli/table_report.hpp"

#include "parlor/cards/json_text.hpp"
#include "parlor/games/cribbage/match.hpp"
#include "parlor/games/cribbage/table_match.hpp"

#include <memory>
#include <ostream>

namespace parlor::cli::crib {

namespace game = parlor::cribbage;

namespace {

// `simulate cribbage --seats S1,S2,S3[,S4] [--partners]`: a table of three, or of four in two
// partnerships (docs/cribbage.md, "Seats"), each deal once per rotation of the strategies.
int simulate_table(const std::vector<std::string>& seats, const SimulateOptions& options,
                   int target, bool partners, const Io& io,
                   const std::function<RecordSink()>& record) {
    const int players = static_cast<int>(seats.size());
    if (players < game::min_table_seats || players > game::max_table_seats) {
        io.err << "simulate: a Cribbage table of more than two seats has 3 or 4 players, not "
               << players << '\n';
        return exit_bad_input;
    }
    if (partners && players != 4) {
        io.err << "simulate: --partners needs four seats (two partnerships)\n";
        return exit_bad_input;
    }
    if (!whole_rotations(options.games, players, io.err)) {
        return exit_bad_input;
    }
    const auto progress = table_progress(io, options.games);
    const cards::TableMatchSummary summary = game::play_cribbage_table_match(
        seats, options.games, options.seed, partners, target, progress,
        record ? [&record] {
            const RecordSink sink = record();
            return game::TableRecording{sink.line, sink.game, sink.version};
        }
               : std::function<game::TableRecording()>());
    if (io.err_is_terminal) {
        io.err << '\n';
    }
    if (options.json) {
        io.out << cards::json_text(table_report_json(summary)) << '\n';
    } else {
        io.out << "Cribbage to " << target << ", " << players << " players"
               << (players == 4 ? " in two partnerships (1 and 3 against 2 and 4)" : "") << ", "
               << summary.games << " games (each deal played " << players
               << " times, the strategies rotated over the seats), seed " << options.seed
               << (partners ? "; one entry per partnership\n" : "\n");
        print_table_entries(summary, "Games stopped by the deal cap", io.out);
    }
    return exit_ok;
}

} // namespace

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
    auto partners = std::make_shared<bool>(false);
    CLI::App* simulate = cli::add_simulate_command(
        commands,
        {"cribbage",
         "Cribbage games to 121 (or 61 with --to 61) between two computer strategies, A and B: "
         "each deal seed is played twice, the strategies swapping seats. Reports wins, A's win "
         "rate with its 95% Wilson interval, mean final scores (higher is better) and the time "
         "of each lay-away and play decision. With --seats S1,S2,S3[,S4], a table of three, or "
         "of four in two partnerships: each entry's share of the wins, as simulate cruno "
         "(--partners: each partnership's); --log writes a table's record.",
         "Cribbage", "higher is better",
         [target] { return "Cribbage to " + std::to_string(*target); },
         [target, partners](const std::vector<std::string>& seats, const SimulateOptions& options,
                            const Io& io, const std::function<RecordSink()>& record) {
             // --log writes a table's record (docs/cribbage.md, "The record of a table").
             return simulate_table(seats, options, *target, *partners, io, record);
         }},
        game::strategy_names(),
        [target](const std::string& a, const std::string& b, std::uint64_t deal_seed, bool swapped,
                 const RecordSink& sink) {
            return play_one_game(a, b, deal_seed, swapped, *target, sink);
        });
    add_length_option(*simulate, *target);
    simulate->add_flag("--partners", *partners,
                       "with four --seats, report each partnership (entries 1 and 3, 2 and 4)");
}

} // namespace parlor::cli::crib
