#include "cli/stats.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace parlor::cli {

Interval wilson_interval(double successes, int trials, double z) {
    if (trials <= 0) {
        return {0, 1};
    }
    const double n = trials;
    const double p = successes / n;
    const double z2 = z * z;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denominator;
    const double half = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double percentile(std::vector<double> values, double p) {
    if (values.empty()) {
        return 0;
    }
    const auto n = values.size();
    auto rank = static_cast<std::size_t>(std::ceil(p / 100.0 * static_cast<double>(n)));
    rank = std::clamp<std::size_t>(rank, 1, n);
    auto nth = values.begin() + static_cast<std::ptrdiff_t>(rank - 1);
    std::nth_element(values.begin(), nth, values.end());
    return *nth;
}

void SimulationTally::add(const GameRecord& game) {
    ++games_;
    if (!game.winner) {
        ++ties_;
    } else if (*game.winner == Side::A) {
        ++a_wins_;
    } else {
        ++b_wins_;
    }
    points_a_ += game.points_a;
    points_b_ += game.points_b;
    decision_ms_.insert(decision_ms_.end(), game.decision_ms.begin(), game.decision_ms.end());
    capped_rounds_ += game.capped_rounds;
}

SimulationSummary SimulationTally::summary() const {
    SimulationSummary s;
    s.games = games_;
    s.a_wins = a_wins_;
    s.b_wins = b_wins_;
    s.ties = ties_;
    s.capped_rounds = capped_rounds_;
    if (games_ > 0) {
        const double a_score = a_wins_ + ties_ / 2.0;
        s.a_win_rate = a_score / games_;
        const Interval ci = wilson_interval(a_score, games_);
        s.ci_low = ci.low;
        s.ci_high = ci.high;
        s.mean_points_a = points_a_ / games_;
        s.mean_points_b = points_b_ / games_;
    } else {
        s.ci_high = 1;
    }
    s.decision_ms_p50 = percentile(decision_ms_, 50);
    s.decision_ms_p95 = percentile(decision_ms_, 95);
    s.decision_ms_max =
        decision_ms_.empty() ? 0 : *std::max_element(decision_ms_.begin(), decision_ms_.end());
    return s;
}

nlohmann::ordered_json to_json(const SimulationSummary& s) {
    return nlohmann::ordered_json{{"games", s.games},
                                  {"a_wins", s.a_wins},
                                  {"b_wins", s.b_wins},
                                  {"ties", s.ties},
                                  {"a_win_rate", s.a_win_rate},
                                  {"ci_low", s.ci_low},
                                  {"ci_high", s.ci_high},
                                  {"mean_points_a", s.mean_points_a},
                                  {"mean_points_b", s.mean_points_b},
                                  {"decision_ms_p50", s.decision_ms_p50},
                                  {"decision_ms_p95", s.decision_ms_p95},
                                  {"decision_ms_max", s.decision_ms_max},
                                  {"capped_rounds", s.capped_rounds}};
}

namespace {

std::string percent(double fraction) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(1) << fraction * 100 << '%';
    return text.str();
}

} // namespace

void print_report(const SimulationSummary& s, const SimulationLabels& labels, std::ostream& out) {
    const auto old_flags = out.flags();
    const auto old_precision = out.precision();
    out << labels.game << ": A = " << labels.a << ", B = " << labels.b << ", seed " << labels.seed
        << '\n';
    out << "  games          " << s.games << " (" << s.games / 2
        << (s.games / 2 == 1 ? " deal" : " deals")
        << ", each played twice with the seats swapped)\n";
    out << "  A wins         " << s.a_wins << '\n';
    out << "  B wins         " << s.b_wins << '\n';
    out << "  ties           " << s.ties << '\n';
    out << "  A win rate     " << percent(s.a_win_rate) << "  95% CI " << percent(s.ci_low) << " - "
        << percent(s.ci_high) << "  (Wilson score; a tie counts as half a win)\n";
    out << std::fixed << std::setprecision(1);
    out << "  mean points    A " << s.mean_points_a << ", B " << s.mean_points_b << " per game";
    if (!labels.points.empty()) {
        out << " (" << labels.points << ")";
    }
    out << '\n';
    out << std::setprecision(3);
    out << "  decision time  p50 " << s.decision_ms_p50 << " ms, p95 " << s.decision_ms_p95
        << " ms, max " << s.decision_ms_max << " ms\n";
    out << "  capped rounds  " << s.capped_rounds << '\n';
    out.flags(old_flags);
    out.precision(old_precision);
}

} // namespace parlor::cli
