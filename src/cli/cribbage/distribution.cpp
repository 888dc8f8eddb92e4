// `parlor-cli cribbage distribution`: every score's count over all combinations, timed.

#include "cli/cribbage/tools.hpp"

#include "parlor/cards/json_text.hpp"
#include "parlor/games/cribbage/distribution.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <ostream>

namespace parlor::cli::crib {

using namespace parlor::cribbage;

int run_distribution(const DistributionOptions& options, const Io& io) {
    const auto start = std::chrono::steady_clock::now();
    const ScoreDistribution table = score_distribution(options.crib);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const std::uint64_t total = table.combinations();
    if (options.json) {
        const nlohmann::ordered_json out = {{"rule", options.crib ? "crib" : "hand"},
                                            {"combinations", total},
                                            {"counts", table.counts},
                                            {"mean", table.mean()},
                                            {"ms", ms}};
        io.out << cards::json_text(out) << '\n';
        return exit_ok;
    }
    io.out << "Scores of all " << total << " combinations of four cards and a starter, "
           << (options.crib ? "crib rule (a flush only with the starter)" : "hand rule") << ":\n";
    io.out << "score\tcount\tshare\n";
    for (std::size_t score = 0; score < table.counts.size(); ++score) {
        char share[32];
        std::snprintf(share, sizeof share, "%.4f%%",
                      100.0 * static_cast<double>(table.counts[score]) /
                          static_cast<double>(total));
        io.out << score << '\t' << table.counts[score] << '\t' << share << '\n';
    }
    char tail[128];
    std::snprintf(tail, sizeof tail, "mean %.6f\ncomputed in %.1f ms\n", table.mean(), ms);
    io.out << tail;
    return exit_ok;
}

} // namespace parlor::cli::crib
