// Cruno in the window's list of games: how a new game starts (the players, their personalities,
// the rule options from the settings), how a file opens, the keys and the rules shown, and the
// busy ten-player table the repaint benchmark draws.

#include "app/cruno/table.hpp"
#include "app/table/entry_openings.hpp"
#include "app/table/new_table.hpp"
#include "app/table/open_rematch.hpp"
#include "app/table_entries.hpp"
#include "parlor/games/cruno/match.hpp"

#include <algorithm>
#include <array>

namespace parlor::app {

namespace cruno_table {

extern const std::string_view rules_text;

namespace {

// "mixed": the honest personalities in this order round the table. The trickster is never seated
// by a difficulty but its own: the player opts into it (the Trickster choice, or seat by seat).
constexpr std::array<const char*, 3> mixed = {"rule", "expert", "naive"};

// What each computer seat plays for a difficulty, seat 1 first.
std::vector<std::string> seats_for(const std::string& difficulty, int players) {
    std::vector<std::string> seats;
    for (int seat = 1; seat < players; ++seat) {
        seats.push_back(
            difficulty == "mixed"
                ? mixed[static_cast<std::size_t>((seat - 1) % static_cast<int>(mixed.size()))]
                : difficulty);
    }
    return seats;
}

// The trickster's choice, its limit in the library's own words so that the note stays true.
std::string trickster_note() {
    return "Cheats openly and says so: with nothing to play it may turn a card into an 8, " +
           cn::trickster_limit_words() + ".";
}

std::vector<std::string> seat_names(int players) {
    return cn::table_names(players, true);
}

cn::Setup setup_for(App& app, const std::vector<std::string>& seats,
                    const std::string& player_name) {
    cn::Setup setup;
    const int players = static_cast<int>(seats.size()) + 1;
    const std::vector<std::string> names = cn::table_names(players, true);
    setup.seats.push_back({player_name, std::string(cn::human)});
    for (int seat = 1; seat < players; ++seat) {
        setup.seats.push_back(
            {names[static_cast<std::size_t>(seat)], seats[static_cast<std::size_t>(seat - 1)]});
    }
    setup.rules.draw_two_skips = app.settings().option(Rules::id, "draw_two_skips");
    setup.rules.reverse_skips_with_two = app.settings().option(Rules::id, "reverse_skips_with_two");
    return setup;
}

StartedGame start(App& app, const NewGameChoice& choice) {
    cards::Rng rng(choice.seed);
    Start s;
    const int players = std::clamp(choice.players, 2, 10);
    // The seats as New game set them one by one, else as the difficulty fills them.
    const std::vector<std::string> known = cn::strategy_names();
    const bool asked = static_cast<int>(choice.seats.size()) == players - 1 &&
                       std::all_of(choice.seats.begin(), choice.seats.end(), [&](const auto& s) {
                           return std::find(known.begin(), known.end(), s) != known.end();
                       });
    const cn::Setup setup = setup_for(
        app, asked ? choice.seats : seats_for(choice.difficulty, players), choice.player_name);
    // The dealer and the deck as new_game(setup, rng) draws them: the record the table keeps
    // begins with both.
    const cn::Deal deal = cn::draw_deal(setup, rng);
    s.state = cn::new_game(setup, deal);
    cn::RecordWriter opening([&s](const std::string& line) { s.record_opening.push_back(line); },
                             1);
    opening.start(s.state, deal.deck);
    return table::new_table<TableScene>(app, std::move(s), choice, rng.fork_seed());
}

// Ten players some way into a game: full hands round the table, a pile, a Draw Two waiting.
// With `hand` above zero the player then draws (a draw keeps the turn) until holding that many.
std::unique_ptr<Scene> table_of(App& app, std::uint64_t seed, std::size_t hand) {
    cards::Rng rng(seed);
    Start s;
    s.state = cn::new_game(setup_for(app, seats_for("mixed", 10), "You"), rng);
    auto strategy = cn::make_strategy("rule", seed);
    for (int moves = 0; moves < 60 && s.state.phase == cn::Phase::Play; ++moves) {
        if (s.state.turn == 0 && moves > 40) {
            break;
        }
        cn::apply(s.state, strategy->decide(cn::view_for(s.state, s.state.turn)).action, rng);
    }
    if (hand > 0) {
        // Round to the player's turn (the busy table may stop on a computer's), then draw.
        for (int moves = 0; moves < 40 && s.state.phase == cn::Phase::Play && s.state.turn != 0;
             ++moves) {
            cn::apply(s.state, strategy->decide(cn::view_for(s.state, s.state.turn)).action, rng);
        }
        while (s.state.phase == cn::Phase::Play && s.state.turn == 0 &&
               s.state.player(0).hand.size() < hand) {
            cn::apply(s.state, cn::Draw{}, rng);
        }
    }
    s.seed = rng.fork_seed();
    s.difficulty = "mixed";
    return std::make_unique<TableScene>(app, std::move(s));
}

std::unique_ptr<Scene> busy_table(App& app, std::uint64_t seed) {
    return table_of(app, seed, 0);
}

// The crowded table of issue 43: ten players, the player holding 30 cards.
std::unique_ptr<Scene> crowded_table(App& app, std::uint64_t seed) {
    return table_of(app, seed, 30);
}

} // namespace

} // namespace cruno_table

TableEntry cruno_table_entry() {
    TableEntry info = table::table_entry<cruno_table::TableScene, cruno_table::cn::load_save_file>(
        "Crazy Eights with Skip, Reverse and Draw Two, for 2 to 10 players.",
        cruno_table::rules_text, ScoreSense{"Penalty left", true}, cruno_table::start,
        cruno_table::busy_table);
    info.max_players = 10;
    info.suggested_players = 4;
    // The same deal again, every seat holding the next seat's hand (at two, the two exchanged).
    info.rematch = table::open_rematch<cruno_table::TableScene>;
    info.rematch_rotates = true;
    info.crowded_bench = cruno_table::crowded_table;
    info.difficulties = {
        {"naive", "Beginner", "Plays the first card that fits. For learning the rules."},
        {"rule", "Intermediate", "Sheds its costly cards, keeps its 8s, names its longest suit."},
        {"mixed", "Mixed table",
         "Intermediate, Expert and Beginner in turn round the table (one opponent: "
         "Intermediate); never the trickster."},
        {"expert", "Expert", "Plays every move out on tables imagined from what it has seen."},
        {"trickster", "Trickster", cruno_table::trickster_note()},
    };
    info.personalities = {
        {"naive", "Beginner", "Plays the first card that fits."},
        {"rule", "Intermediate", "Sheds its costly cards, keeps its 8s, names its longest suit."},
        {"expert", "Expert", "Plays every move out on tables imagined from what it has seen."},
        {"trickster", "Trickster", cruno_table::trickster_note()},
    };
    info.seat_names = cruno_table::seat_names;
    info.seats_for = cruno_table::seats_for;
    info.options = {
        {"draw_two_skips", "A Draw Two also skips", "Its victim draws two and loses the turn.",
         true},
        {"reverse_skips_with_two", "Reverse skips with two players",
         "Between two players a Reverse acts as a Skip: you play again.", true},
    };
    info.keys = {
        {"1 … 9, 0", "play that card of your hand (0: the tenth)"},
        {"A B E F G …", "the 11th card on (the key is on the card; not C D H M S)"},
        {"←  →, Enter", "choose a card and play it"},
        {"Home  End", "the first or the last card of your hand"},
        {"D", "draw from the stock"},
        {"C", "draw until a card fits (when nothing fits; one move, taken back whole)"},
        {"1 … 4, C D H S", "name the suit after an 8 (Esc: choose again)"},
        {"H", "help: what the expert would do"},
        {"S", "save the game, then play on or quit"},
        {"Ctrl+Z  Ctrl+Y", "undo your last move, or redo it"},
        {"Mouse", "click a card or drag it to the pile; click the stock to draw one card, Draw "
                  "until one fits for as many as it takes"},
    };
    return info;
}

} // namespace parlor::app
