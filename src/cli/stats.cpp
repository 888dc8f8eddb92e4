#include "cli/stats.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace parlor::cli {

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
        const Interval ci = wilson_interval(a_score, games_, z_95);
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
