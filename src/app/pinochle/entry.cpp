// Pinochle in the window's list of games: how a new game starts (the coin toss), how a file
// opens, the keys and the rules shown, and the busy table the repaint benchmark draws.

#include "app/catalogue.hpp"
#include "app/pinochle/table.hpp"
#include "app/table/open_saved.hpp"

namespace parlor::app {

namespace pinochle_table {

extern const std::string_view rules_text;

namespace {

StartedGame start(App& app, const NewGameChoice& choice) {
    (void)app;
    cards::Rng rng(choice.seed);
    Start s;
    s.state = pn::new_game(rng);
    const pn::Outcome outcome = pn::apply(s.state, pn::CallToss{choice.called_heads}, rng);
    s.events = outcome.events;
    s.player_name = choice.player_name;
    s.difficulty = choice.difficulty;
    s.seed = rng.fork_seed();
    StartedGame started;
    started.human_first = s.state.leader == pn::Seat::Human;
    for (const pn::Event& event : outcome.events) {
        if (const auto* toss = std::get_if<pn::TossEvent>(&event)) {
            const bool right = toss->called_heads == toss->heads;
            started.toss_line = std::string(toss->heads ? "Heads" : "Tails") +
                                (right ? " — you called it right. You lead first."
                                       : " — the computer won the toss and leads first.");
        }
    }
    started.scene = std::make_unique<TableScene>(app, std::move(s));
    return started;
}

OpenedGame open(App& app, const std::string& path) {
    return table::open_saved<TableScene>(app, path, pn::load_save_file);
}

// The middle of a round with the most on the table: melds on both sides, both capture piles,
// the stock and the trump card, a lead waiting for the chase.
std::unique_ptr<Scene> busy_table(App& app, std::uint64_t seed) {
    cards::Rng rng(seed);
    Start s;
    s.state = pn::new_game(rng);
    pn::apply(s.state, pn::CallToss{true}, rng);
    auto human = pn::make_strategy("greedy", seed);
    auto computer = pn::make_strategy("greedy", seed + 1);
    // Greedy players meld at every chance. The busiest moment: both have melds down, the
    // stock is half gone, and the computer's lead waits for the player's card; failing that, the
    // player's lead at such a moment.
    std::optional<pn::GameState> fallback;
    for (int moves = 0; moves < 200; ++moves) {
        const pn::GameState& st = s.state;
        if (st.phase != pn::Phase::Lead && st.phase != pn::Phase::Follow &&
            st.phase != pn::Phase::Meld) {
            break;
        }
        const bool busy = !st.players[0].hand.melds.empty() && !st.players[1].hand.melds.empty() &&
                          st.stock.size() <= 13 && st.stock.size() >= 3 &&
                          st.turn == pn::Seat::Human;
        if (busy && st.phase == pn::Phase::Follow) {
            fallback.reset();
            break;
        }
        if (busy && st.phase == pn::Phase::Lead && !fallback) {
            fallback = st;
        }
        auto& strategy = st.turn == pn::Seat::Human ? *human : *computer;
        const pn::Decision d = strategy.decide(pn::view_for(st, st.turn));
        pn::apply(s.state, d.action, rng);
    }
    if (fallback) {
        s.state = *fallback;
    }
    s.state.players[0].game_score = 412;
    s.state.players[1].game_score = 388;
    s.seed = rng.fork_seed();
    s.difficulty = "greedy";
    return std::make_unique<TableScene>(app, std::move(s));
}

} // namespace

} // namespace pinochle_table

GameInfo pinochle_table_entry() {
    GameInfo info;
    info.id = "pinochle";
    info.title = "Pinochle";
    info.tagline = "Trump tricks and melds: capture the aces and tens, declare your marriages.";
    info.rules = pinochle_table::rules_text;
    info.has_coin_toss = true;
    info.difficulties = {
        {"random", "Any legal card. For learning the rules."},
        {"greedy", "Grabs tricks cheaply and always declares its best meld."},
        {"expert", "Guesses your hand from what it has seen, and plays the endgame exactly."},
    };
    info.keys = {
        {"←  →", "choose a card in your hand or your melds (↑ ↓ between them)"},
        {"Enter", "play the chosen card, or declare the chosen meld"},
        {"1 … 9", "declare that meld after a won trick"},
        {"N", "declare no meld"},
        {"A  E", "another round, or end the game, when a round is over"},
        {"H", "help: what the expert would do"},
        {"S", "save and quit"},
        {"Ctrl+Z  Ctrl+Y", "take back your last move, or make it again"},
        {"PgUp  PgDn", "scroll the game log"},
        {"Mouse", "click a card or drag it to the middle to play it; click a meld to declare it"},
    };
    info.score = ScoreSense{"Margin", false}; // your game points less the computer's
    info.start = pinochle_table::start;
    info.open = pinochle_table::open;
    info.bench = pinochle_table::busy_table;
    return info;
}

} // namespace parlor::app
