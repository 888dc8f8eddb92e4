// Cribbage in the window's list of games: how a new game starts, how a file opens, the keys and
// the rules shown, and the busy table the repaint benchmark draws.

#include "app/cribbage/seats_table.hpp"
#include "app/cribbage/table.hpp"
#include "app/table/entry_openings.hpp"
#include "app/table/new_table.hpp"
#include "app/table/open_rematch.hpp"
#include "app/table/seat_list.hpp"
#include "app/table_entries.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"

#include <algorithm>

namespace parlor::app {

namespace cribbage_table {

extern const std::string_view rules_text;

// The setting that makes a new game the short one, to 61 (kept per game in settings.json).
constexpr const char* short_game_option = "short_game";

namespace {

// A table of three, or four in partnerships (docs/cribbage.md, "Seats"): the first dealer drawn
// from the seed, as the headless table games draw it; no cut for the deal.
StartedGame start_table(App& app, const NewGameChoice& choice, int seats, int target) {
    cards::Rng rng(choice.seed);
    const int dealer = static_cast<int>(rng.below(static_cast<std::uint64_t>(seats)));
    cr::TableState state = cr::new_table(seats, dealer, rng, target);
    StartedGame started;
    started.scene = std::make_unique<SeatsScene>(app, std::move(state), rng.fork_seed(), choice);
    return started;
}

StartedGame start(App& app, const NewGameChoice& choice) {
    const int target = app.settings().option("cribbage", short_game_option) ? cr::short_game_score
                                                                            : cr::winning_score;
    if (choice.players > 2) {
        return start_table(app, choice,
                           std::clamp(choice.players, cr::min_table_seats, cr::max_table_seats),
                           target);
    }
    Start s;
    // The table opens on the cut for the deal, to the length the settings keep (New game asks).
    s.state =
        cr::new_game(app.settings().option("cribbage", short_game_option) ? cr::short_game_score
                                                                          : cr::winning_score);
    return table::new_table<TableScene>(app, std::move(s), choice, choice.seed);
}

// The middle of the play: pegs on the board, a pile and a count on the table.
std::unique_ptr<Scene> busy_table(App& app, std::uint64_t seed) {
    cards::Rng rng(seed);
    Start s;
    s.state = cr::new_game();
    cr::deal(s.state, cr::Seat::Computer, rng);
    s.state.players[0].score = 87;
    s.state.players[1].score = 64;
    // Both lay away their first two cards, then three cards are played.
    for (int moves = 0; moves < 5; ++moves) {
        const auto legal = cr::legal_actions(s.state);
        if (legal.empty()) {
            break;
        }
        cr::apply(s.state, legal.front(), rng);
    }
    s.seed = rng.fork_seed();
    s.difficulty = "greedy";
    return std::make_unique<TableScene>(app, std::move(s));
}

} // namespace

} // namespace cribbage_table

TableEntry cribbage_table_entry() {
    // The score the statistics keep: your points less the computer's at the end.
    TableEntry info =
        table::table_entry<cribbage_table::TableScene, cribbage_table::cr::load_save_file>(
            "Fifteen two, fifteen four: peg your way round the board to 121 (or 61).",
            cribbage_table::rules_text, ScoreSense{"Margin", false}, cribbage_table::start,
            cribbage_table::busy_table);
    info.has_coin_toss = false; // the players cut for the first deal on the table
    info.rematch = table::open_rematch<cribbage_table::TableScene>;
    info.difficulties = {
        {"random", "Beginner", "Any legal card. For learning the rules."},
        {"greedy", "Intermediate", "Takes the most points it can see right now."},
        {"expert", "Expert", "Weighs every lay-away and looks ahead in the play."},
    };
    // Three, or four in two partnerships, each computer seat of its own strength (a table of
    // more than two is not saved yet: it says so).
    info.max_players = cribbage_table::cr::max_table_seats;
    info.personalities = info.difficulties;
    info.seat_names = table::seat_names;
    info.seats_for = table::seats_for;
    info.keys = {
        {"1 … 6", "pick a card for the crib, or play it"},
        {"L", "lay the two picked cards away"},
        {"←  →, Space", "choose a card, pick or play it"},
        {"C", "cut for the deal, count on in the show, next deal"},
        {"H", "help: what the expert would do"},
        {"R", "review: the expert on your decisions, after a deal (and at the game's end)"},
        {"Ctrl+Z  Ctrl+Y", "undo your last move, or redo it"},
        {"S", "save the game, then play on or quit"},
        {"PgUp  PgDn", "scroll the game log"},
        {"Mouse", "click the deck to cut for the deal; click two cards and Lay away, or drag them "
                  "onto the crib (one waits there for the other); in the play click a card the "
                  "count allows or drag it onto the pile; click the show to count on"},
    };
    info.options = {
        {cribbage_table::short_game_option, "Short game, to 61",
         "First to 61 instead of 121; a loser below 31 is skunked (no double skunk).", true},
    };
    return info;
}

} // namespace parlor::app
