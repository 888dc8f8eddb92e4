// Cruno in the window's list of games: how a new game starts (the players, their personalities,
// the rule options from the settings), how a file opens, the keys and the rules shown, and the
// busy ten-player table the repaint benchmark draws.

#include "app/catalogue.hpp"
#include "app/cruno/table.hpp"
#include "app/table/open_saved.hpp"
#include "parlor/games/cruno/match.hpp"

#include <array>

namespace parlor::app {

namespace cruno_table {

extern const std::string_view rules_text;

namespace {

// "mixed": each opponent a different personality, in this order round the table.
constexpr std::array<const char*, 4> mixed = {"rule", "expert", "trickster", "naive"};

cn::Setup setup_for(App& app, int players, const std::string& personality,
                    const std::string& player_name) {
    cn::Setup setup;
    const std::vector<std::string> names = cn::table_names(players, true);
    for (int seat = 0; seat < players; ++seat) {
        if (seat == 0) {
            setup.seats.push_back({player_name, std::string(cn::human)});
        } else {
            const std::string plays =
                personality == "mixed"
                    ? mixed[static_cast<std::size_t>((seat - 1) % static_cast<int>(mixed.size()))]
                    : personality;
            setup.seats.push_back({names[static_cast<std::size_t>(seat)], plays});
        }
    }
    setup.rules.draw_two_skips = app.settings().option(Rules::id, "draw_two_skips");
    setup.rules.reverse_skips_with_two = app.settings().option(Rules::id, "reverse_skips_with_two");
    return setup;
}

StartedGame start(App& app, const NewGameChoice& choice) {
    cards::Rng rng(choice.seed);
    Start s;
    s.state = cn::new_game(
        setup_for(app, std::clamp(choice.players, 2, 10), choice.difficulty, choice.player_name),
        rng);
    s.seed = rng.fork_seed();
    s.player_name = choice.player_name;
    s.difficulty = choice.difficulty;
    StartedGame started;
    started.scene = std::make_unique<TableScene>(app, std::move(s));
    return started;
}

OpenedGame open(App& app, const std::string& path) {
    return table::open_saved<TableScene>(app, path, cn::load_save_file);
}

// Ten players some way into a game: full hands round the table, a pile, a Draw Two waiting.
std::unique_ptr<Scene> busy_table(App& app, std::uint64_t seed) {
    cards::Rng rng(seed);
    Start s;
    s.state = cn::new_game(setup_for(app, 10, "mixed", "You"), rng);
    auto strategy = cn::make_strategy("rule", seed);
    for (int moves = 0; moves < 60 && s.state.phase == cn::Phase::Play; ++moves) {
        if (s.state.turn == 0 && moves > 40) {
            break;
        }
        cn::apply(s.state, strategy->decide(cn::view_for(s.state, s.state.turn)).action, rng);
    }
    s.seed = rng.fork_seed();
    s.difficulty = "mixed";
    return std::make_unique<TableScene>(app, std::move(s));
}

} // namespace

} // namespace cruno_table

GameInfo cruno_table_entry() {
    GameInfo info;
    info.id = "cruno";
    info.title = "Cruno";
    info.tagline = "Crazy Eights with Skip, Reverse and Draw Two, for 2 to 10 players.";
    info.rules = cruno_table::rules_text;
    info.max_players = 10;
    info.difficulties = {
        {"naive", "Plays the first card that fits. For learning the rules."},
        {"rule", "Sheds its costly cards, keeps its 8s, names its longest suit."},
        {"expert", "Plays every move out on tables imagined from what it has seen."},
        {"mixed", "A different personality in each seat, the trickster among them."},
    };
    info.options = {
        {"draw_two_skips", "A Draw Two also skips", "Its victim draws two and loses the turn."},
        {"reverse_skips_with_two", "Reverse skips with two players",
         "Between two players a Reverse acts as a Skip: you play again."},
        {"game_log", "Keep a game log",
         "Each game is added to cruno-log.jsonl in the data folder (JSON Lines, docs/cruno.md), "
         "to keep and replay."},
    };
    info.keys = {
        {"1 … 9", "play that card of your hand"},
        {"←  →, Enter", "choose a card and play it"},
        {"D", "draw from the stock"},
        {"1 … 4, C D H S", "name the suit after an 8 (Esc: choose again)"},
        {"H", "help: what the expert would do"},
        {"S", "save and quit"},
        {"Ctrl+Z  Ctrl+Y", "take back your move, make it again"},
        {"Mouse", "click a card or drag it to the pile; click the stock to draw"},
    };
    info.score = ScoreSense{"Penalty left", true};
    info.start = cruno_table::start;
    info.open = cruno_table::open;
    info.bench = cruno_table::busy_table;
    return info;
}

} // namespace parlor::app
