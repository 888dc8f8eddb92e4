// Headless games and matches between strategies.

#include "parlor/games/cruno/match.hpp"

#include "parlor/cards/match.hpp"
#include "parlor/engine/match.hpp"
#include "parlor/games/cruno/game.hpp"

#include <array>
#include <ostream>

namespace parlor::cruno {

namespace {

constexpr std::array<std::string_view, 10> computer_names = {
    "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan", "Judy"};

void check_table(int players) {
    if (players < min_players || players > max_players) {
        throw std::invalid_argument("a Cruno table has 2 to 10 seats, not " +
                                    std::to_string(players));
    }
}

} // namespace

std::vector<std::string> table_names(int players, bool human_first) {
    std::vector<std::string> names;
    for (int seat = 0; seat < players; ++seat) {
        if (human_first && seat == 0) {
            names.emplace_back("You");
        } else {
            names.emplace_back(computer_names[static_cast<std::size_t>(
                (human_first ? seat - 1 : seat) % static_cast<int>(computer_names.size()))]);
        }
    }
    return names;
}

GameRecord play_game(const std::vector<Strategy*>& strategies, std::uint64_t deal_seed,
                     const MatchOptions& options) {
    const int players = static_cast<int>(strategies.size());
    check_table(players);
    Setup setup;
    setup.rules = options.rules;
    const std::vector<std::string> names = table_names(players, false);
    for (int seat = 0; seat < players; ++seat) {
        setup.seats.push_back({names[static_cast<std::size_t>(seat)],
                               strategies[static_cast<std::size_t>(seat)]->name()});
    }
    // One chance stream: the dealer and the deck, then every draw and reshuffle.
    Rng rng(deal_seed);
    const Deal deal = draw_deal(setup, rng);
    engine::Game<Game> game(new_game(setup, deal), deal_seed, "");
    game.set_chance(rng);
    engine::record_if_asked(game, options,
                            [&](RecordWriter& writer) { writer.start(game.state(), deal.deck); });
    const GameState& state = game.state();
    GameRecord record;
    record.decision_ms.resize(static_cast<std::size_t>(players));
    while (state.phase != Phase::GameOver) {
        if (record.actions >= options.action_cap) {
            record.capped = true; // its record stops here: it replays as unfinished
            return record;
        }
        const int seat = state.turn;
        const auto at = static_cast<std::size_t>(seat);
        engine::play_decision(game, *strategies[at], seat, &record.decision_ms[at]);
        ++record.actions;
    }
    record.winners = state.winners;
    record.reason = state.end_reason;
    return record;
}

MatchSummary play_match(const MatchSettings& settings,
                        const std::function<void(int games_done)>& progress, std::ostream* log) {
    const int players = static_cast<int>(settings.seats.size());
    check_table(players);
    if (settings.games <= 0 || settings.games % players != 0) {
        throw std::invalid_argument(
            "the number of games must be a positive multiple of the number of seats (" +
            std::to_string(players) + "): each deal is played once with each rotation");
    }
    for (const std::string& name : settings.seats) {
        if (!make_strategy(name, 0)) {
            throw std::invalid_argument("no Cruno strategy named \"" + name + "\"");
        }
    }
    MatchSummary summary;
    summary.players = players;
    summary.strategies = settings.seats;
    summary.wins.assign(static_cast<std::size_t>(players), 0.0);
    std::vector<double> all_times;
    std::vector<std::vector<double>> entry_times(static_cast<std::size_t>(players));
    const int deals = settings.games / players;
    for (int deal = 0; deal < deals; ++deal) {
        const std::uint64_t deal_seed =
            cards::derive_seed(settings.seed, static_cast<std::uint64_t>(deal));
        for (int rotation = 0; rotation < players; ++rotation) {
            // Entry j sits in seat (j + rotation) mod N.
            std::vector<std::unique_ptr<Strategy>> owned(static_cast<std::size_t>(players));
            std::vector<Strategy*> seated(static_cast<std::size_t>(players));
            std::vector<int> entry_of(static_cast<std::size_t>(players));
            for (int entry = 0; entry < players; ++entry) {
                const auto seat = static_cast<std::size_t>((entry + rotation) % players);
                owned[seat] = make_strategy(settings.seats[static_cast<std::size_t>(entry)],
                                            cards::derive_seed(deal_seed, 0x5EA7 + entry));
                seated[seat] = owned[seat].get();
                entry_of[seat] = entry;
            }
            ++summary.games;
            MatchOptions options = settings.options;
            if (log != nullptr) {
                options.record_line = [log](const std::string& line) { *log << line << '\n'; };
                options.record_game = summary.games;
            }
            const GameRecord record = play_game(seated, deal_seed, options);
            if (record.capped) {
                ++summary.capped_games;
            }
            for (const int winner : record.winners) {
                summary
                    .wins[static_cast<std::size_t>(entry_of[static_cast<std::size_t>(winner)])] +=
                    1.0 / static_cast<double>(record.winners.size());
            }
            for (int seat = 0; seat < players; ++seat) {
                const auto& times = record.decision_ms[static_cast<std::size_t>(seat)];
                all_times.insert(all_times.end(), times.begin(), times.end());
                auto& entry =
                    entry_times[static_cast<std::size_t>(entry_of[static_cast<std::size_t>(seat)])];
                entry.insert(entry.end(), times.begin(), times.end());
            }
            if (progress) {
                progress(summary.games);
            }
        }
    }
    for (const double wins : summary.wins) {
        summary.share.push_back(wins / summary.games);
        summary.interval.push_back(cards::wilson_interval(wins, summary.games));
    }
    summary.times = cards::summarize_times(std::move(all_times));
    for (auto& times : entry_times) {
        summary.times_by_entry.push_back(cards::summarize_times(std::move(times)));
    }
    return summary;
}

} // namespace parlor::cruno
