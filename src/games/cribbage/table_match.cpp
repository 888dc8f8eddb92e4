// Games round a table of three or four between strategies, and the match of many.

#include "parlor/games/cribbage/table_match.hpp"

#include "parlor/cards/match.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cribbage/table_record.hpp"

#include <chrono>
#include <stdexcept>

namespace parlor::cribbage {

namespace {

using cards::derive_seed;

constexpr std::uint64_t first_dealer_label = 0xC07;
constexpr std::uint64_t deal_label = 0xDEA1; // + deal number

} // namespace

TableGameRecord play_table_game(const std::vector<TableStrategy*>& seated, std::uint64_t seed,
                                int target, const TableRecording& recording) {
    const int seats = static_cast<int>(seated.size());
    if (seats < min_table_seats || seats > max_table_seats) {
        throw std::invalid_argument("a Cribbage table seats 3 or 4, not " + std::to_string(seats));
    }
    Rng first(derive_seed(seed, first_dealer_label));
    const int dealer = static_cast<int>(first.below(static_cast<std::uint64_t>(seats)));
    TableState state = new_table(seats, dealer, first, target);
    TableGameRecord record;
    record.decision_ms.resize(seated.size());
    record.events.push_back(TableDealt{state.dealer, state.deal_number});
    std::optional<TableRecordWriter> writer;
    if (recording.line) {
        writer.emplace(recording.line, recording.game);
        writer->set_version(recording.version);
        std::vector<std::string> names;
        for (TableStrategy* strategy : seated) {
            names.push_back(strategy->name());
        }
        writer->start(names, state);
    }
    // One chance stream a deal: its starter, then the shuffle of the next.
    Rng chance(derive_seed(seed, deal_label + 1));
    while (state.phase != Phase::GameOver && state.deal_number <= table_deal_cap) {
        if (state.phase == Phase::DealOver) {
            chance = Rng(
                derive_seed(seed, deal_label + static_cast<std::uint64_t>(state.deal_number) + 1));
            const int dealing = state.turn;
            auto outcome = apply_table(state, NextDeal{}, chance);
            if (writer) {
                writer->action(dealing, NextDeal{}, state);
            }
            record.events.insert(record.events.end(), outcome.events.begin(), outcome.events.end());
            continue;
        }
        const int seat = state.turn;
        const auto started = std::chrono::steady_clock::now();
        const TableDecision decision =
            seated[static_cast<std::size_t>(seat)]->decide(table_view(state, seat));
        const std::chrono::duration<double, std::milli> took =
            std::chrono::steady_clock::now() - started;
        record.decision_ms[static_cast<std::size_t>(seat)].push_back(took.count());
        TableOutcome outcome = apply_table(state, decision.action, chance);
        if (!outcome) {
            throw cards::IllegalMove(seated[static_cast<std::size_t>(seat)]->name() + " tried to " +
                                     describe_table(decision.action) + ": " + outcome.error);
        }
        if (writer) {
            writer->say(decision.reasons);
            writer->action(seat, decision.action, state);
        }
        record.events.insert(record.events.end(), outcome.events.begin(), outcome.events.end());
    }
    record.deals = state.deal_number;
    record.scores = state.scores;
    record.winner = table_winner(state);
    if (record.winner) {
        for (int seat = 0; seat < seats; ++seat) {
            if (state.side_of(seat) == *record.winner) {
                record.winners.push_back(seat);
            }
        }
    }
    return record;
}

cards::TableMatchSummary play_cribbage_table_match(const std::vector<std::string>& seats, int games,
                                                   std::uint64_t seed, bool partnerships,
                                                   int target,
                                                   const std::function<void(int)>& progress,
                                                   const std::function<TableRecording()>& record) {
    const int players = static_cast<int>(seats.size());
    if (players < min_table_seats || players > max_table_seats) {
        throw std::invalid_argument("a Cribbage table seats 3 or 4, not " +
                                    std::to_string(players));
    }
    if (partnerships && players != 4) {
        throw std::invalid_argument("partnerships are played at four");
    }
    // Each partnership's decision times: entry j sits in seat (j + rotation) mod 4, and the
    // rotation of game `number` is (number - 1) mod 4 (the match plays each deal's rotations in
    // turn), so entries j and j + 2 are the partnership j mod 2.
    std::vector<std::vector<double>> partnership_ms(2);
    const std::function<TableRecording()>& record_game = record;
    cards::TableMatchSummary summary = cards::play_table_match<TableStrategy>(
        seats, games, seed, "Cribbage", make_table_strategy,
        [&](const std::vector<TableStrategy*>& seated, std::uint64_t deal_seed, int number) {
            TableGameRecord record = play_table_game(
                seated, deal_seed, target, record_game ? record_game() : TableRecording{});
            const int rotation = (number - 1) % players;
            for (int seat = 0; seat < players && partnerships; ++seat) {
                const int entry = (seat - rotation + players) % players;
                auto& times = partnership_ms[static_cast<std::size_t>(entry % 2)];
                const auto& made = record.decision_ms[static_cast<std::size_t>(seat)];
                times.insert(times.end(), made.begin(), made.end());
            }
            cards::TableGame played;
            played.winners = record.winners;
            played.capped = !record.winner;
            played.decision_ms = std::move(record.decision_ms);
            return played;
        },
        progress);
    if (!partnerships) {
        return summary;
    }
    cards::TableMatchSummary pairs = summary;
    pairs.strategies.clear();
    pairs.wins.clear();
    pairs.share.clear();
    pairs.interval.clear();
    pairs.times_by_entry.clear();
    for (std::size_t side = 0; side < 2; ++side) {
        pairs.strategies.push_back(seats[side] + "+" + seats[side + 2]);
        const double wins = summary.wins[side] + summary.wins[side + 2];
        pairs.wins.push_back(wins);
        pairs.share.push_back(wins / summary.games);
        pairs.interval.push_back(cards::wilson_interval(wins, summary.games));
        pairs.times_by_entry.push_back(cards::summarize_times(partnership_ms[side]));
    }
    pairs.players = 2; // the fair share is one half
    return pairs;
}

} // namespace parlor::cribbage
