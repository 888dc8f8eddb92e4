#include "cli/records.hpp"

#include "cli/output_file.hpp"
#include "parlor/cards/json_text.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/catalogue/seat_words.hpp"
#include "parlor/record/record_file.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <optional>
#include <ostream>

namespace parlor::cli {

namespace {

struct ReplayOptions {
    std::string file;
    bool check = false;
};

struct ReviewOptions {
    std::string file;
    int game = 1;
    std::optional<int> seat;
    bool json = false;
    std::uint64_t seed = catalogue::default_advice_seed;
};

struct RematchOptions {
    std::string file;
    int game = 1;
    std::uint64_t seed = 1;
    std::string log;
    bool force = false;
};

// The record's text, or exit 1 with its one-line error.
std::optional<std::string> record_text(const std::string& file, const Io& io) {
    std::string error;
    std::optional<std::string> text = record::read_record_file(file, error);
    if (!text) {
        io.err << error << '\n';
    }
    return text;
}

int run_replay(const ReplayOptions& options, const Io& io) {
    const std::optional<std::string> text = record_text(options.file, io);
    if (!text) {
        return exit_bad_input;
    }
    const catalogue::ReplayReport report = catalogue::replay_text(*text, options.file);
    if (!report.ok) {
        io.err << report.error << '\n';
        return exit_bad_input;
    }
    for (const std::string& game : report.games) {
        io.out << cards::printable(game) << '\n';
    }
    io.out << cards::printable(options.file) << ": " << report.games.size()
           << (report.games.size() == 1 ? " game replays" : " games replay")
           << " through the rules, every action legal and every score as recorded\n";
    return exit_ok;
}

int run_review(const ReviewOptions& options, const Io& io) {
    const std::optional<std::string> text = record_text(options.file, io);
    if (!text) {
        return exit_bad_input;
    }
    const catalogue::ReviewReport report = catalogue::review_text(
        *text, options.file, catalogue::ReviewRequest{options.game, options.seat, options.seed});
    if (!report.ok) {
        io.err << report.error << '\n';
        return exit_bad_input;
    }
    if (options.json) {
        io.out << cards::json_text(record::review_json(report.review)) << '\n';
    } else {
        io.out << "Game " << report.game << ", seat " << report.seat << " ("
               << cards::printable(catalogue::recorded_seat_words(report.player))
               << "): " << record::review_text(report.review);
    }
    return exit_ok;
}

int run_rematch(const RematchOptions& options, const Io& io) {
    const std::optional<std::string> text = record_text(options.file, io);
    if (!text) {
        return exit_bad_input;
    }
    const catalogue::RematchReport report =
        catalogue::rematch_text(*text, options.file, options.game, options.seed);
    if (!report.error.empty()) {
        io.err << cards::printable(report.error) << '\n';
        return exit_bad_input;
    }
    if (options.log.empty()) {
        io.out << report.record;
        return exit_ok;
    }
    std::ofstream out;
    if (const auto error = open_output_file(options.log, options.force, out)) {
        io.err << *error << '\n';
        return exit_bad_input;
    }
    out << report.record;
    if (const auto error = close_output_file(options.log, out)) {
        io.err << *error << '\n';
        return exit_bad_input;
    }
    io.out << cards::printable(options.log) << ": game " << options.game << " of "
           << cards::printable(options.file)
           << " played again with the seats swapped: " << report.reused
           << " of the record's draws (deals, cuts, starters, tosses) made again"
           << (report.drawn == 0 ? std::string()
                                 : ", " + std::to_string(report.drawn) +
                                       " reshuffles drawn afresh (they depend on the play)")
           << '\n';
    return exit_ok;
}

} // namespace

void add_record_commands(CLI::App& root, const Io& io, int& exit_code) {
    auto replay_options = std::make_shared<ReplayOptions>();
    CLI::App* replay = root.add_subcommand(
        "replay", "Replay a game record through the rules (--check): the first action that is not "
                  "legal, or a score not as recorded, is an error naming its line.");
    replay->add_option("record", replay_options->file, "a game record (JSON Lines)")->required();
    replay
        ->add_flag("--check", replay_options->check,
                   "check the record (the only replay a terminal shows: the window plays it back)")
        ->required();
    replay->callback(
        [replay_options, &io, &exit_code] { exit_code = run_replay(*replay_options, io); });

    auto review_options = std::make_shared<ReviewOptions>();
    CLI::App* review = root.add_subcommand(
        "review", "The expert's review of one seat's decisions in a recorded game: where it would "
                  "have chosen otherwise, what that cost, and why.");
    review->add_option("record", review_options->file, "a game record (JSON Lines)")->required();
    review->add_option("--game", review_options->game, "the game of the record (from 1)")
        ->capture_default_str();
    review->add_option("--seat", review_options->seat,
                       "the seat to review (default: the human's, else seat 0)");
    review->add_flag("--json", review_options->json,
                     "print {items: [{round, decision, played, expert, cost, unit, win_cost, "
                     "reason, close_call, line}...], rounds: [{round, result, luck, skill, "
                     "unit}...]} instead of the text");
    review->add_option("--seed", review_options->seed,
                       "seed of the expert's own sampling (default: 1, as the help's)");
    review->callback(
        [review_options, &io, &exit_code] { exit_code = run_review(*review_options, io); });

    auto rematch_options = std::make_shared<RematchOptions>();
    CLI::App* rematch = root.add_subcommand(
        "rematch", "Play a recorded game's deals again with the seats swapped: the same shuffles, "
                   "each computer player holding the cards the other held (a record between "
                   "computer players).");
    rematch->add_option("record", rematch_options->file, "a game record (JSON Lines)")->required();
    rematch->add_option("--game", rematch_options->game, "the game of the record (from 1)")
        ->capture_default_str();
    rematch
        ->add_option("--seed", rematch_options->seed,
                     "seed of the players' decisions (and of a reshuffle drawn afresh)")
        ->capture_default_str();
    rematch->add_option("--log", rematch_options->log,
                        "write the new game's record to this file (default: print it)");
    rematch->add_flag("--force", rematch_options->force, "replace the --log file if it exists");
    rematch->callback(
        [rematch_options, &io, &exit_code] { exit_code = run_rematch(*rematch_options, io); });
}

} // namespace parlor::cli
