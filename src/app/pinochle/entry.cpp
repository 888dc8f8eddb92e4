// Pinochle in the window's list of games: how a new game starts (the coin toss), how a file
// opens, the keys and the rules shown, and the busy table the repaint benchmark draws.

#include "app/pinochle/table.hpp"
#include "app/table/entry_openings.hpp"
#include "app/table/new_table.hpp"
#include "app/table/open_rematch.hpp"
#include "app/table/toss_opening.hpp"
#include "app/table_entries.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"

namespace parlor::app {

namespace pinochle_table {

extern const std::string_view rules_text;

namespace {

// The setting that makes a new game one to 1,000 (docs/pinochle.md, "A target score").
constexpr const char* target_option = "to_1000";

StartedGame start(App& app, const NewGameChoice& choice) {
    cards::Rng rng(choice.seed);
    Start s;
    // The deck as new_game(rng) shuffles it, and the toss: the record the table keeps begins
    // with both.
    std::vector<cards::Card> deck = pn::full_deck();
    rng.shuffle(deck);
    s.state = pn::new_game(deck);
    // A game to 1,000 when the setting New game asks about is on (kept per game in
    // settings.json, as Cribbage keeps its short game).
    s.state.target = app.settings().option("pinochle", target_option) ? pn::usual_target : 0;
    const pn::Outcome outcome = table::toss_before_the_table<Rules>(
        s, rng, s.state.turn, pn::CallToss{choice.called_heads}, [&](pn::RecordWriter& opening) {
            opening.start({"human", TableScene::known_strategy(choice.difficulty)}, deck,
                          s.state.target);
        });
    const bool human_first = s.state.leader == pn::Seat::Human;
    return table::new_table_after_toss<TableScene, pn::TossEvent>(
        app, std::move(s), choice, rng.fork_seed(), human_first, outcome.events,
        [](const pn::TossEvent& toss) {
            return std::string(toss.heads ? "Heads" : "Tails") +
                   (toss.called_heads == toss.heads
                        ? " — you called it right. You lead first."
                        : " — the computer won the toss and leads first.");
        });
}

// The middle of a round with the most on the table: melds on both sides, both capture piles,
// the stock half gone and the trump card under it, the computer's lead waiting for the player's
// card. Greedy players meld at every chance; deals from `seed` on are played until one reaches
// such a moment (failing that, the first deal's lead of the player at such a moment).
std::optional<pn::GameState> busy_moment(std::uint64_t seed, cards::Rng& rng, bool lead_will_do) {
    pn::GameState state = pn::new_game(rng);
    pn::apply(state, pn::CallToss{true}, rng);
    auto human = pn::make_strategy("greedy", seed);
    auto computer = pn::make_strategy("greedy", seed + 1);
    for (int moves = 0; moves < 200; ++moves) {
        if (state.phase != pn::Phase::Lead && state.phase != pn::Phase::Follow &&
            state.phase != pn::Phase::Meld) {
            break;
        }
        const bool busy = !state.players[0].hand.melds.empty() &&
                          !state.players[1].hand.melds.empty() && state.stock.size() <= 13 &&
                          state.stock.size() >= 3 && state.turn == pn::Seat::Human;
        if (busy && (state.phase == pn::Phase::Follow ||
                     (lead_will_do && state.phase == pn::Phase::Lead))) {
            return state;
        }
        auto& strategy = state.turn == pn::Seat::Human ? *human : *computer;
        pn::apply(state, strategy.decide(pn::view_for(state, state.turn)).action, rng);
    }
    return std::nullopt;
}

std::unique_ptr<Scene> busy_table(App& app, std::uint64_t seed) {
    cards::Rng rng(seed);
    std::optional<pn::GameState> found;
    for (std::uint64_t k = 0; k < 30 && !found; ++k) {
        cards::Rng deal(cards::derive_seed(seed, k));
        found = busy_moment(seed + k, deal, false);
    }
    if (!found) {
        cards::Rng deal(seed);
        found = busy_moment(seed, deal, true);
    }
    Start s;
    s.state = found ? *found : pn::new_game(rng);
    s.state.players[0].game_score = 412;
    s.state.players[1].game_score = 388;
    s.seed = rng.fork_seed();
    s.difficulty = "greedy";
    return std::make_unique<TableScene>(app, std::move(s));
}

} // namespace

} // namespace pinochle_table

TableEntry pinochle_table_entry() {
    // The score the statistics keep: your game points less the computer's.
    TableEntry info =
        table::table_entry<pinochle_table::TableScene, pinochle_table::pn::load_save_file>(
            "Two-handed, no bidding, no suit to follow: capture aces and tens, declare melds.",
            pinochle_table::rules_text, ScoreSense{"Margin", false}, pinochle_table::start,
            pinochle_table::busy_table);
    info.has_coin_toss = true;
    // The same deals again: the record's toss made before the table opens.
    info.rematch =
        table::open_rematch<pinochle_table::TableScene, table::RematchOpens::AfterTheToss>;
    info.options = {
        {pinochle_table::target_option, "First to 1,000",
         "The game ends with the round in which a player reaches 1,000 (the higher total wins); "
         "off: as many rounds as you like.",
         true},
    };
    info.difficulties = {
        {"random", "Beginner", "Any legal card. For learning the rules."},
        {"greedy", "Intermediate", "Grabs tricks cheaply and always declares its best meld."},
        {"expert", "Expert",
         "Guesses your hand from what it has seen, and plays the endgame exactly."},
    };
    info.keys = {
        {"←  →", "choose a card in your hand or your melds (↑ ↓ between them)"},
        {"Enter", "play the chosen card, or declare the chosen meld"},
        {"1 … 9", "declare that meld after a won trick"},
        {"N", "declare no meld"},
        {"A  E", "another round, or end the game, when a round is over"},
        {"L", "look at the last trick again (or click a capture pile)"},
        {"H", "help: what the expert would do"},
        {"S", "save the game, then play on or quit"},
        {"Ctrl+Z  Ctrl+Y", "undo your last move, or redo it"},
        {"PgUp  PgDn", "scroll the game log"},
        {"Mouse", "click a card or drag it to the middle to play it; click a meld to declare it"},
    };
    return info;
}

} // namespace parlor::app
