#include "cli/advice_study.hpp"
#include "parlor/cards/json_text.hpp"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <ostream>

namespace parlor::cli {

void add_advice_study_options(CLI::App& command, AdviceStudyOptions& options) {
    command.add_option("--games", options.games, "self-play games the positions come from")
        ->capture_default_str();
    command.add_option("--seed", options.seed, "seed of those games")->capture_default_str();
    command.add_option("--seeds", options.seeds, "advice seeds per position (1..N)")
        ->capture_default_str();
    command.add_option("--positions", options.positions, "at most this many positions")
        ->capture_default_str();
    command.add_flag("--json", options.json, "print one JSON object instead of the report");
    command.add_flag("--unsettled", options.unsettled,
                     "also list the positions whose advice seeds named more than one move "
                     "(by their index among the self-play decisions), with each move's count");
}

void add_advice_study_game(CLI::App& advice_study, AdviceStudyGame game, const Io& io,
                           int& exit_code) {
    auto options = std::make_shared<AdviceStudyOptions>();
    CLI::App* command = advice_study.add_subcommand(game.id, game.description);
    add_advice_study_options(*command, *options);
    command->callback([options, game = std::move(game), &io, &exit_code] {
        exit_code = run_advice_study(*options, game.name, game.collect, io);
    });
}

namespace {

using Clock = std::chrono::steady_clock;

struct Timings {
    std::vector<double> ms;

    template <class F> std::string timed(F&& call) {
        const auto start = Clock::now();
        std::string move = call();
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
        return move;
    }

    double percentile(double p) const {
        if (ms.empty()) {
            return 0;
        }
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        const auto index =
            static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())) - 1);
        return sorted[std::min(index, sorted.size() - 1)];
    }
};

struct Stability {
    long agreeing = 0; // (position, seed) pairs naming the position's most named move
    long pairs = 0;
    int positions = 0;
    int unanimous = 0;
    double share() const { return pairs == 0 ? 1 : static_cast<double>(agreeing) / pairs; }
};

nlohmann::ordered_json latency_json(const Timings& t) {
    return {{"calls", t.ms.size()},
            {"p50_ms", t.percentile(0.50)},
            {"p95_ms", t.percentile(0.95)},
            {"max_ms", t.percentile(1.0)}};
}

std::string latency_line(const char* what, const Timings& t) {
    char line[160];
    std::snprintf(line, sizeof line, "  %s: p50 %.1f ms, p95 %.1f ms, max %.1f ms (%zu calls)\n",
                  what, t.percentile(0.50), t.percentile(0.95), t.percentile(1.0), t.ms.size());
    return line;
}

std::string stability_line(const std::string& what, const Stability& s) {
    char line[200];
    std::snprintf(line, sizeof line,
                  "  %s: %.1f%% of %ld (position, seed) pairs name the most named move; "
                  "%d of %d positions unanimous\n",
                  what.c_str(), 100 * s.share(), s.pairs, s.unanimous, s.positions);
    return line;
}

// A position whose seeds named more than one move: where it stands among all the self-play
// decisions (so a test can rebuild it) and how often each move was named.
struct Unsettled {
    std::size_t index = 0;
    std::string phase;
    std::map<std::string, int> named;
};

nlohmann::ordered_json unsettled_json(const std::vector<Unsettled>& list) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (const Unsettled& u : list) {
        out.push_back({{"index", u.index}, {"phase", u.phase}, {"named", u.named}});
    }
    return out;
}

std::string unsettled_lines(const std::vector<Unsettled>& list) {
    std::string out = "  positions whose seeds named more than one move:\n";
    for (const Unsettled& u : list) {
        out += "    #" + std::to_string(u.index) + " (" + u.phase + "):";
        for (const auto& [move, count] : u.named) {
            out += " " + move + " x" + std::to_string(count) + ";";
        }
        out.back() = '\n';
    }
    return out;
}

} // namespace

int run_advice_study(const AdviceStudyOptions& options, const std::string& game_name,
                     const CollectPositions& collect, const Io& io) {
    if (options.games < 1 || options.seeds < 1 || options.positions < 1) {
        io.err << "advice-study: --games, --seeds and --positions must be at least 1\n";
        return exit_bad_input;
    }
    std::vector<StudyPosition> all = collect(options.games, options.seed);
    // Spread the positions evenly over the games rather than taking the first ones.
    std::vector<std::size_t> chosen;
    const std::size_t wanted = std::min(all.size(), static_cast<std::size_t>(options.positions));
    for (std::size_t i = 0; i < wanted; ++i) {
        chosen.push_back(i * all.size() / wanted);
    }

    Timings help_time;
    Timings decide_time;
    Stability overall;
    std::map<std::string, Stability> by_phase;
    long help_and_decision_agree = 0;
    std::vector<Unsettled> unsettled;
    for (const std::size_t index : chosen) {
        const StudyPosition* position = &all[index];
        std::map<std::string, int> named;
        std::string first_help;
        for (int seed = 1; seed <= options.seeds; ++seed) {
            const std::string move = help_time.timed([&] { return position->help(seed); });
            ++named[move];
            if (seed == 1) {
                first_help = move;
            }
        }
        const std::string decided = decide_time.timed([&] { return position->decide(1); });
        help_and_decision_agree += decided == first_help;
        if (position->choices < 2) {
            continue;
        }
        int most = 0;
        for (const auto& [move, count] : named) {
            most = std::max(most, count);
        }
        for (Stability* s : {&overall, &by_phase[position->phase]}) {
            s->agreeing += most;
            s->pairs += options.seeds;
            ++s->positions;
            s->unanimous += most == options.seeds;
        }
        if (most < options.seeds) {
            unsettled.push_back({index, position->phase, named});
        }
    }

    if (options.json) {
        nlohmann::ordered_json phases = nlohmann::ordered_json::object();
        for (const auto& [phase, s] : by_phase) {
            phases[phase] = {{"positions", s.positions}, {"stability", s.share()}};
        }
        nlohmann::ordered_json report{
            {"game", game_name},
            {"games", options.games},
            {"seed", options.seed},
            {"seeds", options.seeds},
            {"positions", chosen.size()},
            {"positions_with_a_choice", overall.positions},
            {"stability", overall.share()},
            {"unanimous", overall.unanimous},
            {"by_phase", phases},
            {"help_latency", latency_json(help_time)},
            {"decision_latency", latency_json(decide_time)},
            {"help_equals_decision", chosen.empty() ? 1.0
                                                    : static_cast<double>(help_and_decision_agree) /
                                                          static_cast<double>(chosen.size())}};
        if (options.unsettled) {
            report["unsettled"] = unsettled_json(unsettled);
        }
        io.out << cards::json_text(report) << '\n';
        return exit_ok;
    }
    io.out << game_name << ": advice at " << chosen.size() << " positions of " << options.games
           << " self-play games (seed " << options.seed << "), " << options.seeds
           << " advice seeds each\n";
    io.out << stability_line("stability", overall);
    for (const auto& [phase, s] : by_phase) {
        io.out << stability_line("  " + phase, s);
    }
    io.out << latency_line("help", help_time) << latency_line("decision", decide_time);
    io.out << "  the computer's move equals the help's (seed 1) at " << help_and_decision_agree
           << " of " << chosen.size() << " positions\n";
    if (options.unsettled && !unsettled.empty()) {
        io.out << unsettled_lines(unsettled);
    }
    return exit_ok;
}

} // namespace parlor::cli
