// Cribbage in the window's list of games: how a new game starts, how a file opens, the keys and
// the rules shown, and the busy table the repaint benchmark draws.

#include "app/cribbage/seats_table.hpp"
#include "app/cribbage/table.hpp"
#include "app/table/entry_openings.hpp"
#include "app/table/new_table.hpp"
#include "app/table/open_rematch.hpp"
#include "app/table/seat_list.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/resume_seed.hpp"
#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <algorithm>
#include <filesystem>

namespace parlor::app {

namespace cribbage_table {

extern const std::string_view rules_text;

// The setting that makes a new game the short one, to 61 (kept per game in settings.json).
constexpr const char* short_game_option = "short_game";
// Who counts the player's points (docs/cribbage.md, "Count your own"), kept in settings.json under
// the game's choices by the rules' names ("off", "on", "muggins"); a game of two players.
constexpr const char* count_choice = "count";

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
    // The table opens on the cut for the deal, to the length and with the count the settings
    // keep (New game asks). The rules keep the count in the state and the record's start line.
    const cr::CountOwn count = cr::parse_count_own(app.settings().choice("cribbage", count_choice))
                                   .value_or(cr::CountOwn::Off);
    s.state = cr::new_game(target, count);
    return table::new_table<TableScene>(app, std::move(s), choice, choice.seed);
}

// A table's save opened on the table of three or four: its unfinished game continued (its seats'
// strategies, deals and log as it kept them), or a file begun "from a file" with the seats the
// settings give.
OpenedGame open_table(App& app, const std::string& path) {
    OpenedGame opened;
    cr::TableLoadResult loaded = cr::load_table_save_file(path);
    if (!loaded.state) {
        opened.error = loaded.error.empty()
                           ? cards::printable(path) + ": the file could not be read"
                           : loaded.error;
        return opened;
    }
    const UnfinishedGames unfinished = app.unfinished();
    const GameOrigin settings_origin = game_origin(app.settings().difficulty("cribbage"));
    SeatsResume resume;
    resume.loaded_from = path;
    resume.continued = unfinished.game_of(path) == "cribbage";
    const GameOrigin origin = resume.continued
                                  ? unfinished.origin("cribbage", settings_origin)
                                  : game_origin(settings_origin.difficulty,
                                                std::filesystem::path(path).filename().string());
    resume.from_file = origin.from_file;
    if (resume.continued) {
        resume.memory = origin.table_memory;
    }
    resume.warnings = std::move(loaded.warnings);
    NewGameChoice choice;
    choice.game_id = "cribbage";
    choice.player_name = app.settings().player_name;
    choice.players = loaded.state->size();
    choice.seats = table::split_seats(origin.difficulty);
    choice.difficulty = table::seats_difficulty(origin.difficulty);
    choice.seed = app.next_seed();
    // Chance mixed with the position, as a loaded two-seat game's (open_saved.hpp).
    const std::uint64_t seed = cards::resume_seed(choice.seed, cr::write_table_save(*loaded.state));
    opened.scene = std::make_unique<SeatsScene>(app, std::move(*loaded.state), seed,
                                                std::move(choice), std::move(resume));
    return opened;
}

// A file opens on the table its "Seats:" line asks for (save_seat_count): two, or three or four.
OpenedGame open_file(App& app, const std::string& path) {
    std::string read_error;
    const auto text = cards::read_save_file(path, read_error);
    if (text && cr::save_seat_count(*text) != 2) {
        return open_table(app, path);
    }
    return table::open_saved_file<TableScene, cr::load_save_file>(app, path);
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
    info.open = cribbage_table::open_file;
    info.difficulties = {
        {"random", "Beginner", "Any legal card. For learning the rules."},
        {"greedy", "Intermediate", "Takes the most points it can see right now."},
        {"expert", "Expert", "Weighs every lay-away and looks ahead in the play."},
    };
    // Three, or four in two partnerships, each computer seat of its own strength (saved in the
    // table's extension of the save file, and kept for Continue with its seats).
    info.max_players = cribbage_table::cr::max_table_seats;
    info.personalities = info.difficulties;
    info.seat_names = table::seat_names;
    info.seats_for = table::seats_for;
    info.keys = {
        // The panel is full: the claim's keys share the line of the card keys (the rules
        // screen tells them all).
        {"1 … 6  0 … 9  + −", "a card to pick or play; the points you claim"},
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
    info.choices = {
        {cribbage_table::count_choice,
         "Count",
         {{"off", "The computer counts", "Every point is counted for you, as it is pegged."},
          {"on", "Count your own",
           "You claim the points of your cards in the play, your hand and your crib; too many "
           "is refused with the true count."},
          {"muggins", "Count your own, muggins",
           "As Count your own, and the computer takes any points you miss (it says which)."}},
         2},
    };
    return info;
}

} // namespace parlor::app
