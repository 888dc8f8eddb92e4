// Casino in the window's list of games: how a new game starts (the coin toss), how a file opens,
// the keys and the rules shown, and the busy table the repaint benchmark draws.

#include "app/casino/busy_table.hpp"
#include "app/casino/table.hpp"
#include "app/table/entry_openings.hpp"
#include "app/table/new_table.hpp"
#include "app/table/open_rematch.hpp"
#include "app/table/toss_opening.hpp"
#include "app/table_entries.hpp"
#include "parlor/games/casino/recorded_game.hpp"

namespace parlor::app {

namespace casino_table {

extern const std::string_view rules_text;

namespace {

StartedGame start(App& app, const NewGameChoice& choice) {
    cards::Rng rng(choice.seed);
    Start s;
    s.state = ca::new_game();
    // The toss is the game's first move: the record the table keeps begins with it.
    const ca::Outcome outcome = table::toss_before_the_table<Rules>(
        s, rng, ca::Seat::Human,
        ca::CallCoin{choice.called_heads ? ca::Coin::Heads : ca::Coin::Tails},
        [&](ca::RecordWriter& opening) {
            opening.start({"human", TableScene::known_strategy(choice.difficulty)}, s.state);
        });
    const bool human_first = s.state.turn == ca::Seat::Human;
    return table::new_table_after_toss<TableScene, ca::CoinTossEvent>(
        app, std::move(s), choice, rng.fork_seed(), human_first, outcome.events,
        [](const ca::CoinTossEvent& toss) {
            return table::toss_line(toss.landed == ca::Coin::Heads, toss.call == toss.landed);
        });
}

// A multiple build, a build of the computer's, seven loose cards, both piles and the deck.
std::unique_ptr<Scene> busy_table(App& app, std::uint64_t seed) {
    Start s;
    s.state = *ca::read_save(busy_table_save, "busy table").state;
    s.seed = seed;
    s.difficulty = "greedy";
    return std::make_unique<TableScene>(app, std::move(s));
}

} // namespace

} // namespace casino_table

TableEntry casino_table_entry() {
    // The score the statistics keep: your total less the computer's.
    TableEntry info =
        table::table_entry<casino_table::TableScene, casino_table::ca::load_save_file>(
            "Capture, build and trail: big casino, little casino, spades and aces to 21.",
            casino_table::rules_text, ScoreSense{"Margin", false}, casino_table::start,
            casino_table::busy_table);
    info.has_coin_toss = true;
    // The same deals again: the record's toss made before the table opens, as New game makes it.
    info.rematch = table::open_rematch<casino_table::TableScene, table::RematchOpens::AfterTheToss>;
    info.difficulties = {
        {"random", "Beginner", "Any legal move. For learning the rules."},
        {"greedy", "Intermediate",
         "Takes the most points it can see; builds if it can; else trails low."},
        {"expert", "Expert", "Looks ahead over the unseen cards, protects and steals builds."},
    };
    info.keys = {
        {"1 … 4", "pick a card of your hand"},
        {"A B D E …", "pick a build or a table card (the letter on it)"},
        {"Enter", "play the move the gold button names"},
        {"T", "trail the picked card (when it could also take or build)"},
        {"Esc", "drop the picks"},
        {"←  →  ↑  ↓, Space", "choose a card or a build, pick it"},
        {"H", "help: what the expert would do"},
        {"R", "review your moves, on a round's results and at the end"},
        {"S", "save the game, then play on or quit"},
        {"Ctrl+Z  Ctrl+Y", "undo your last move, or redo it"},
        {"Mouse", "click a hand card, then what it takes or builds on; double-click or drag to "
                  "play; drop on the felt to trail"},
    };
    return info;
}

} // namespace parlor::app
