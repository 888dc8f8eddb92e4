#include "cli/table_report.hpp"

#include <iomanip>
#include <sstream>
#include <string>

namespace parlor::cli {

namespace {

std::string share_text(double fraction) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(1) << fraction * 100 << '%';
    return text.str();
}

std::string time_text(double value) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(2) << value << " ms";
    return text.str();
}

} // namespace

nlohmann::ordered_json table_report_json(const cards::TableMatchSummary& s) {
    nlohmann::ordered_json low = nlohmann::ordered_json::array();
    nlohmann::ordered_json high = nlohmann::ordered_json::array();
    for (const auto& interval : s.interval) {
        low.push_back(interval.low);
        high.push_back(interval.high);
    }
    return nlohmann::ordered_json{{"games", s.games},
                                  {"players", s.players},
                                  {"strategies", s.strategies},
                                  {"wins", s.wins},
                                  {"share", s.share},
                                  {"ci_low", low},
                                  {"ci_high", high},
                                  {"decision_ms_p95", s.times.p95_ms},
                                  {"decision_ms_max", s.times.max_ms},
                                  {"capped_games", s.capped_games}};
}

void print_table_entries(const cards::TableMatchSummary& s, const char* capped, std::ostream& out) {
    for (std::size_t i = 0; i < s.strategies.size(); ++i) {
        std::ostringstream wins;
        wins << std::setprecision(10) << s.wins[i];
        out << "  entry " << i + 1 << " (" << s.strategies[i] << "): wins " << wins.str() << " ("
            << share_text(s.share[i]) << ", 95% CI " << share_text(s.interval[i].low) << "-"
            << share_text(s.interval[i].high) << "); decisions " << s.times_by_entry[i].decisions
            << ", p95 " << time_text(s.times_by_entry[i].p95_ms) << ", max "
            << time_text(s.times_by_entry[i].max_ms) << '\n';
    }
    out << "Fair share: " << share_text(1.0 / s.players)
        << " each. All decisions: " << s.times.decisions << ", p95 " << time_text(s.times.p95_ms)
        << ", max " << time_text(s.times.max_ms) << ". " << capped << ": " << s.capped_games
        << ".\n";
}

bool whole_rotations(int games, int players, std::ostream& err) {
    if (games % players == 0) {
        return true;
    }
    err << "simulate: --games must be a multiple of the " << players
        << " players (each deal is played once with each rotation of the seats); got " << games
        << '\n';
    return false;
}

std::function<void(int games_done)> table_progress(const Io& io, int games) {
    return [&io, games](int done) {
        if (io.err_is_terminal) {
            io.err << "\rsimulate: game " << done << " of " << games << std::flush;
        }
    };
}

} // namespace parlor::cli
