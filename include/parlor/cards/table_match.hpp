#pragma once
// Self-play at a table of N seats, for every game that seats more than two (Cruno, Five Crowns):
// each deal is played once for each rotation of the list of strategies over the seats, so every
// strategy meets every deal from every seat, and each entry of the list is reported by its share
// of the wins with a 95% Wilson interval and its decision times.

#include "parlor/cards/match_stats.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace parlor::cards {

// One game of a table match, as the match needs it: the winning seats (a shared win counts its
// share), whether a safety cap stopped it, and each seat's decision times.
struct TableGame {
    std::vector<int> winners;
    bool capped = false;
    std::vector<std::vector<double>> decision_ms; // per seat
};

struct TableMatchSummary {
    int games = 0;
    int players = 0;
    std::vector<std::string> strategies; // as given in the seats list
    std::vector<double> wins;            // per entry of the list (a shared win counts its share)
    std::vector<double> share;           // wins / games
    std::vector<Interval> interval;      // 95% Wilson interval of each share
    DecisionTimes times;                 // every decision of every seat
    std::vector<DecisionTimes> times_by_entry;
    int capped_games = 0;
};

// Plays `games` games: deal k (seed derive_seed(seed, k)) once for each rotation r of `seats`,
// entry j sitting in seat (j + r) mod N. Each game gets fresh strategies from
// `make(name, seed)`, seeded from the deal and the entry; `play(seated, deal_seed, number)`
// plays game `number` (from 1) and returns its TableGame. `progress(games_done)` after each.
// Throws std::invalid_argument for a number of games that is not a positive multiple of the
// seats, or a name `make` does not know (`game` names the game in the message).
template <class Strategy, class Make, class Play>
TableMatchSummary play_table_match(const std::vector<std::string>& seats, int games,
                                   std::uint64_t seed, const std::string& game, Make make,
                                   Play play, const std::function<void(int)>& progress = {}) {
    const int players = static_cast<int>(seats.size());
    if (players == 0 || games <= 0 || games % players != 0) {
        throw std::invalid_argument(
            "the number of games must be a positive multiple of the number of seats (" +
            std::to_string(players) + "): each deal is played once with each rotation");
    }
    for (const std::string& name : seats) {
        if (!make(name, 0)) {
            throw std::invalid_argument("no " + game + " strategy named \"" + name + "\"");
        }
    }
    const auto n = static_cast<std::size_t>(players);
    TableMatchSummary summary;
    summary.players = players;
    summary.strategies = seats;
    summary.wins.assign(n, 0.0);
    std::vector<double> all_times;
    std::vector<std::vector<double>> entry_times(n);
    for (int deal = 0; deal < games / players; ++deal) {
        const std::uint64_t deal_seed = derive_seed(seed, static_cast<std::uint64_t>(deal));
        for (int rotation = 0; rotation < players; ++rotation) {
            std::vector<std::unique_ptr<Strategy>> owned(n);
            std::vector<Strategy*> seated(n);
            std::vector<std::size_t> entry_of(n);
            for (std::size_t entry = 0; entry < n; ++entry) {
                const std::size_t seat = (entry + static_cast<std::size_t>(rotation)) % n;
                owned[seat] = make(seats[entry], derive_seed(deal_seed, 0x5EA7 + entry));
                seated[seat] = owned[seat].get();
                entry_of[seat] = entry;
            }
            ++summary.games;
            const TableGame played = play(seated, deal_seed, summary.games);
            if (played.capped) {
                ++summary.capped_games;
            }
            for (const int winner : played.winners) {
                summary.wins[entry_of[static_cast<std::size_t>(winner)]] +=
                    1.0 / static_cast<double>(played.winners.size());
            }
            for (std::size_t seat = 0; seat < n && seat < played.decision_ms.size(); ++seat) {
                const auto& times = played.decision_ms[seat];
                all_times.insert(all_times.end(), times.begin(), times.end());
                auto& entry = entry_times[entry_of[seat]];
                entry.insert(entry.end(), times.begin(), times.end());
            }
            if (progress) {
                progress(summary.games);
            }
        }
    }
    for (const double wins : summary.wins) {
        summary.share.push_back(wins / summary.games);
        summary.interval.push_back(wilson_interval(wins, summary.games));
    }
    summary.times = summarize_times(std::move(all_times));
    for (auto& times : entry_times) {
        summary.times_by_entry.push_back(summarize_times(std::move(times)));
    }
    return summary;
}

} // namespace parlor::cards
