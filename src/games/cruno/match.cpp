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
    check_table(static_cast<int>(settings.seats.size()));
    return cards::play_table_match<Strategy>(
        settings.seats, settings.games, settings.seed, "Cruno", make_strategy,
        [&](const std::vector<Strategy*>& seated, std::uint64_t deal_seed, int number) {
            MatchOptions options = settings.options;
            if (log != nullptr) {
                options.record_line = [log](const std::string& line) { *log << line << '\n'; };
                options.record_game = number;
            }
            GameRecord record = play_game(seated, deal_seed, options);
            return cards::TableGame{std::move(record.winners), record.capped,
                                    std::move(record.decision_ms)};
        },
        progress);
}

} // namespace parlor::cruno
