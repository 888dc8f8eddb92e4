// bsd-cribbage-match: our Cribbage strategy against BSD cribbage (Debian's bsdgames), played
// through a pseudo-terminal, BSD's own screen read like a player reads it. Run by hand; see
// docs/cribbage.md ("Measured against BSD cribbage").
//
//   bsd-cribbage-match [--games N] [--first K] [--strategy expert] [--program PATH] [--verbose]
//   [--trace] [--positions DIR]
//
// Game k is replayable on its own: BSD cribbage seeds its generator from time(), which the
// preloaded shim answers with a value chosen from k, and our strategy's seed is k too.

#include "bsd_process.hpp"
#include "game_driver.hpp"
#include "refilled_position.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <unistd.h>
#include <utility>

namespace {

using namespace parlor;

struct Options {
    int games = 400;
    int first = 0;
    std::string strategy = "expert";
    std::string program = "/usr/games/cribbage";
    std::string shim;
    bool verbose = false;
    bool trace = false;
    std::string positions; // --positions DIR: each of our decisions, refilled two ways
};

// Decides as `inner` does, and first writes the position of each decision to `folder` twice,
// g<game>_<decision>_a.txt and _b.txt, the cards our seat has not seen filled two ways
// (refilled_position.hpp). A filling the reader refuses (a go with a card that fits) is dealt
// again.
class PositionWriter : public cribbage::Strategy {
  public:
    PositionWriter(cribbage::Strategy& inner, std::string folder, int game)
        : inner_(inner), folder_(std::move(folder)), game_(game) {}
    std::string name() const override { return inner_.name(); }
    cards::Decision<cribbage::Action> decide(const cribbage::SeatView& view) override {
        const std::string stem =
            folder_ + "/g" + std::to_string(game_) + "_" + std::to_string(decisions_++) + "_";
        cards::Rng rng(static_cast<std::uint64_t>(game_) * 1000 + decisions_);
        for (const char which : {'a', 'b'}) {
            for (int attempt = 0; attempt < 50; ++attempt) {
                const std::string text =
                    cribbage::write_save(bsd_cribbage::refilled_position(view, rng));
                if (cribbage::read_save(text, "").state) {
                    std::ofstream(stem + which + ".txt") << text;
                    break;
                }
            }
        }
        return inner_.decide(view);
    }

  private:
    cribbage::Strategy& inner_;
    std::string folder_;
    int game_;
    int decisions_ = 0;
};

// BSD cribbage seeds srand with ((t & 0xff) << 8) | ((t >> 8) & 0xff) | 1 for t = time(NULL):
// the time that gives the odd seed 2k + 1, so games 0..32767 all deal differently.
long long time_for_game(int game) {
    const long long seed = (2LL * game + 1) & 0xffff;
    return ((seed >> 8) & 0xff) | ((seed & 0xfe) << 8);
}

int usage(const char* problem) {
    std::cerr << "bsd-cribbage-match: " << problem
              << "\nusage: bsd-cribbage-match [--games N] [--first K] [--strategy NAME] "
                 "[--program PATH] [--shim PATH] [--verbose] [--trace] [--positions DIR]\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    Options options;
    options.shim =
        (std::filesystem::canonical("/proc/self/exe").parent_path() / "libparlor_bsd_time_shim.so")
            .string();
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        if (arg == "--games" && has_value) {
            options.games = std::atoi(argv[++i]);
        } else if (arg == "--first" && has_value) {
            options.first = std::atoi(argv[++i]);
        } else if (arg == "--strategy" && has_value) {
            options.strategy = argv[++i];
        } else if (arg == "--program" && has_value) {
            options.program = argv[++i];
        } else if (arg == "--shim" && has_value) {
            options.shim = argv[++i];
        } else if (arg == "--positions" && has_value) {
            options.positions = argv[++i];
        } else if (arg == "--trace") {
            options.trace = true;
        } else if (arg == "--verbose") {
            options.verbose = true;
        } else {
            return usage(("unknown argument " + arg).c_str());
        }
    }
    if (options.games <= 0 || options.first < 0 || options.first + options.games > 32768) {
        return usage("games must be in 0..32767");
    }
    if (!cribbage::make_strategy(options.strategy, 1)) {
        return usage("unknown strategy");
    }
    // The installed program is setgid games, and the loader ignores LD_PRELOAD for such
    // programs: play a private copy without the bit.
    const std::filesystem::path copy = std::filesystem::temp_directory_path() /
                                       ("parlor-bsd-cribbage-" + std::to_string(getpid()));
    std::filesystem::copy_file(options.program, copy,
                               std::filesystem::copy_options::overwrite_existing);
    std::filesystem::permissions(copy, std::filesystem::perms::owner_all);

    int played = 0;
    int wins = 0;
    int broken = 0;
    int disputed = 0;
    int hands_checked = 0;
    long long our_points = 0;
    long long bsd_points = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int game = options.first; game < options.first + options.games; ++game) {
        bsd_cribbage::LaunchOptions launch;
        launch.program = copy.string();
        launch.arguments = {"-q", "-r"};
        launch.preload = options.shim;
        launch.fixed_time = time_for_game(game);
        bsd_cribbage::BsdProcess bsd(launch);
        auto strategy =
            cribbage::make_strategy(options.strategy, static_cast<std::uint64_t>(game) + 1);
        PositionWriter writer(*strategy, options.positions, game);
        cribbage::Strategy& plays = options.positions.empty() ? *strategy : writer;
        const bsd_cribbage::GameResult result =
            bsd_cribbage::play_one_game(bsd, plays, options.trace ? &std::cout : nullptr);
        if (!result.finished) {
            ++broken;
            std::cerr << "game " << game << ": lost track: " << result.problem << "\n";
            continue;
        }
        ++played;
        wins += result.won ? 1 : 0;
        disputed += result.counts_disputed;
        hands_checked += result.hands_checked;
        our_points += result.our_score;
        bsd_points += result.bsd_score;
        if (options.verbose) {
            std::cout << "game " << game << ": " << options.strategy << " " << result.our_score
                      << ", bsd " << result.bsd_score << (result.won ? "  won" : "  lost") << " ("
                      << result.decisions << " decisions)\n";
        }
    }
    std::filesystem::remove(copy);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const cards::Interval ci = cards::wilson_interval(wins, played);
    std::printf("%s vs BSD cribbage: games %d..%d, %d played to 121, %d won (%.1f%%), 95%% Wilson "
                "interval %.1f%%-%.1f%%\n",
                options.strategy.c_str(), options.first, options.first + options.games - 1, played,
                wins, played ? 100.0 * wins / played : 0.0, 100 * ci.low, 100 * ci.high);
    std::printf("mean final score %.1f to %.1f; show counts disputed by BSD: %d; the program's "
                "hands checked against the cards it laid: %d; games the harness lost track of: "
                "%d; %.0f s\n",
                played ? static_cast<double>(our_points) / played : 0.0,
                played ? static_cast<double>(bsd_points) / played : 0.0, disputed, hands_checked,
                broken, seconds);
    return broken == 0 ? 0 : 1;
}
