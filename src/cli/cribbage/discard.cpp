// `parlor-cli cribbage discard`: which four to keep, with the expected hand, crib, play and their
// total, ranked as the expert and the help rank them (rank_lay_aways, before the end of a game).

#include "cli/cribbage/tools.hpp"

#include "parlor/cards/card_json.hpp"
#include "parlor/cards/json_text.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/rank_points.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>

namespace parlor::cli::crib {

using namespace parlor::cribbage;

namespace {

std::string fixed(double x, const char* format) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, format, x);
    return buffer;
}

std::string padded(std::string text, std::size_t width) {
    if (text.size() < width) {
        text.append(width - text.size(), ' ');
    }
    return text;
}

} // namespace

int run_discard(const DiscardOptions& options, const Io& io) {
    std::string error;
    if (options.hand_only && (options.dealer || options.pone)) {
        error = "--hand-only ranks by the hand alone; leave out --dealer and --pone";
    } else if (!options.hand_only && options.dealer == options.pone) {
        error = "say whose crib it is: --dealer (yours) or --pone (the opponent's)";
    } else if (options.cards.size() != 6 && options.cards.size() != 5) {
        error = "give the 6 dealt cards (or 5), not " + std::to_string(options.cards.size());
    }
    std::vector<Card> dealt;
    for (const std::string& word : options.cards) {
        if (!error.empty()) {
            break;
        }
        const auto card = parse(word, error);
        if (!card) {
            break;
        }
        if (std::find(dealt.begin(), dealt.end(), *card) != dealt.end()) {
            error = "the " + cards::to_string(*card) + " appears twice (there is one deck)";
            break;
        }
        dealt.push_back(*card);
    }
    if (!error.empty()) {
        io.err << "arguments: " << error << '\n';
        return exit_bad_input;
    }
    const CribOwner owner = options.hand_only ? CribOwner::Ignored
                            : options.dealer  ? CribOwner::Mine
                                              : CribOwner::Opponents;
    // The rank table is built once per program, on first use; the decision is timed apart.
    const auto table_start = std::chrono::steady_clock::now();
    (void)RankTable::instance();
    const double table_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - table_start)
            .count();
    const auto start = std::chrono::steady_clock::now();
    // The hand alone is select_hand (docs/cribbage.md); with a crib the choices are also played out
    // and ranked by the total, as the help and the expert rank them.
    const KeepRanking ranking = owner == CribOwner::Ignored
                                    ? KeepRanking{rank_keeps(dealt, owner), {}}
                                    : rank_lay_aways(dealt, options.dealer, options.seed);
    const std::vector<KeepChoice>& ranked = ranking.choices;
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    const std::size_t shown =
        std::min<std::size_t>(ranked.size(), static_cast<std::size_t>(std::max(1, options.top)));
    const std::string role = options.hand_only ? "hand only" : options.dealer ? "dealer" : "pone";

    if (options.json) {
        nlohmann::ordered_json choices = nlohmann::ordered_json::array();
        for (std::size_t i = 0; i < shown; ++i) {
            const KeepChoice& c = ranked[i];
            choices.push_back({{"keep", cards::card_codes(c.keep)},
                               {"lay_away", cards::card_codes(c.lay_away)},
                               {"hand", c.hand},
                               {"crib", owner == CribOwner::Opponents ? -c.crib : c.crib},
                               {"net", c.net},
                               {"play", c.play},
                               {"hands_played", c.hands_played},
                               {"total", c.total()}});
        }
        const nlohmann::ordered_json out = {{"role", role},
                                            {"choices", std::move(choices)},
                                            {"close_call", ranking.certainty.close_call},
                                            {"evaluated", ranked.size()},
                                            {"ms", ms},
                                            {"table_ms", table_ms}};
        io.out << cards::json_text(out) << '\n';
        return exit_ok;
    }
    const int starters = deck_size - static_cast<int>(dealt.size());
    if (options.hand_only) {
        io.out << "Expected hand over the " << starters << " possible starters (select_hand):\n";
    } else {
        io.out << (options.dealer ? "As the dealer (the crib is yours)"
                                  : "As the pone (the crib is the opponent's)")
               << ": expected hand over the " << starters
               << " possible starters, crib averaged over every starter and every pair the "
                  "opponent may lay away, weighted by how often an expert lays such ranks away, "
                  "and the play against "
               << (ranked.empty() ? 0 : ranked.front().hands_played)
               << " hands the opponent may hold; ranked by the total, as the help ranks them.\n";
    }
    io.out << padded("keep", 16) << padded("lay away", 10) << padded("hand", 8) << padded("crib", 8)
           << (options.hand_only ? "" : padded("play", 8) + padded("total", 8)) << "\n";
    for (std::size_t i = 0; i < shown; ++i) {
        const KeepChoice& c = ranked[i];
        const double signed_crib = owner == CribOwner::Opponents ? -c.crib : c.crib;
        io.out << padded(cards::format_cards(c.keep), 16)
               << padded(cards::format_cards(c.lay_away), 10) << padded(fixed(c.hand, "%.2f"), 8)
               << padded(owner == CribOwner::Ignored ? "-" : fixed(signed_crib, "%+.2f"), 8);
        if (!options.hand_only) {
            io.out << padded(fixed(c.play, "%+.2f"), 8) << fixed(c.total(), "%.2f");
        }
        io.out << '\n';
    }
    if (ranking.certainty.close_call) {
        io.out << "A close call: the leaders are within the noise of the play; "
               << ranking.certainty.tie_rule << ".\n";
    }
    io.out << "Best: keep " << cards::format_cards(ranked.front().keep) << " and lay away "
           << cards::format_cards(ranked.front().lay_away) << ". " << ranked.size()
           << " choices evaluated in " << fixed(ms, "%.3f")
           << " ms (the rank table, built once per "
           << "program, took " << fixed(table_ms, "%.1f") << " ms).\n";
    return exit_ok;
}

} // namespace parlor::cli::crib
