#pragma once
// The numbers of a simulation, for any game: wins, a win rate with its confidence interval,
// points, decision times. Shared by every game's `simulate` so they print the same report and
// the same JSON keys.

#include "parlor/cards/match_stats.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace parlor::cli {

// The statistics every game's measurements share (parlor/cards/match_stats.hpp): the Wilson
// interval (successes may be fractional: a tie counts half) and nearest-rank percentiles.
using cards::Interval;
using cards::percentile;
using cards::wilson_interval;

// z of the 95% interval the simulation report gives.
inline constexpr double z_95 = 1.959963984540054;

enum class Side { A, B };

// One game of a simulation, from the point of view of the two strategies A and B (whatever
// seats they sat in).
struct GameRecord {
    std::optional<Side> winner; // nothing for a tie
    double points_a = 0;        // each side's final score in the game's own units
    double points_b = 0;
    std::vector<double> decision_ms; // how long each decision of either side took
    int capped_rounds = 0;           // rounds stopped by the safety cap on turns
};

struct SimulationSummary {
    int games = 0;
    int a_wins = 0;
    int b_wins = 0;
    int ties = 0;
    double a_win_rate = 0; // (a_wins + ties / 2) / games
    double ci_low = 0;     // 95% Wilson interval of a_win_rate
    double ci_high = 0;
    double mean_points_a = 0;
    double mean_points_b = 0;
    double decision_ms_p50 = 0;
    double decision_ms_p95 = 0;
    double decision_ms_max = 0;
    int capped_rounds = 0;
};

// Adds up games one at a time.
class SimulationTally {
  public:
    void add(const GameRecord& game);
    SimulationSummary summary() const;

  private:
    int games_ = 0;
    int a_wins_ = 0;
    int b_wins_ = 0;
    int ties_ = 0;
    double points_a_ = 0;
    double points_b_ = 0;
    std::vector<double> decision_ms_;
    int capped_rounds_ = 0;
};

// Exactly the keys, in this order: games, a_wins, b_wins, ties, a_win_rate, ci_low, ci_high,
// mean_points_a, mean_points_b, decision_ms_p50, decision_ms_p95, decision_ms_max, capped_rounds.
nlohmann::ordered_json to_json(const SimulationSummary& summary);

// Names and context for the readable report.
struct SimulationLabels {
    std::string game; // "Five Crowns"
    std::string a;    // strategy names
    std::string b;
    std::uint64_t seed = 0;
    std::string points; // what the points mean: "lower is better"
};
void print_report(const SimulationSummary& summary, const SimulationLabels& labels,
                  std::ostream& out);

} // namespace parlor::cli
