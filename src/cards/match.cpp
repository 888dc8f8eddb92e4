#include "parlor/cards/match.hpp"

#include <cstdio>

namespace parlor::cards {

std::string format_wins(const MatchSummary& s, const std::string& draws) {
    char line[512];
    std::snprintf(line, sizeof line,
                  "%s wins %d (%.1f%%, 95%% CI %.1f%%-%.1f%%), %s wins %d, %s %d\n", s.a.c_str(),
                  s.wins_a, 100 * s.win_rate_a, 100 * s.win_rate_a_95.low,
                  100 * s.win_rate_a_95.high, s.b.c_str(), s.wins_b, draws.c_str(), s.draws);
    return line;
}

namespace {

std::string times_text(const DecisionTimes& t) {
    char line[256];
    std::snprintf(line, sizeof line,
                  "%ld decisions, mean %.2f ms, p50 %.2f ms, p95 %.2f ms, max %.2f ms", t.decisions,
                  t.mean_ms, t.p50_ms, t.p95_ms, t.max_ms);
    return line;
}

} // namespace

std::string format_decision_times(const MatchSummary& s) {
    return s.a + " decision times: " + times_text(s.times_a) + "\n" + s.b +
           " decision times: " + times_text(s.times_b) + "\n";
}

} // namespace parlor::cards
