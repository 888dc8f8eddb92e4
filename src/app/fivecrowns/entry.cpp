// Five Crowns in the window's list of games: how a new game starts (the coin toss), how a file
// opens, the game's settings, keys and rules, and the busy table the repaint benchmark draws.

#include "app/fivecrowns/seats.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/table/entry_openings.hpp"
#include "app/table/new_table.hpp"
#include "app/table/open_rematch.hpp"
#include "app/table/toss_opening.hpp"
#include "app/table_entries.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"

#include <algorithm>

namespace parlor::app {

namespace fivecrowns_table {

extern const std::string_view rules_text;

namespace {

// A table of three to seven: round 1 dealt, seat 0 (the player) first; each computer seat plays
// as New game set it (else as the difficulty fills it). The deck as new_game(rng) shuffles it:
// the record the table keeps begins with it and every seat's strategy (docs/fivecrowns.md).
StartedGame start_table(App& app, const NewGameChoice& choice, int seats) {
    cards::Rng rng(choice.seed);
    Start s;
    std::vector<cards::Card> deck = fc::full_deck();
    rng.shuffle(deck);
    s.state = fc::new_game(deck, seats);
    const bool asked = static_cast<int>(choice.seats.size()) == seats - 1 &&
                       Rules::make_strategy(joined_seats(choice.seats), 0) != nullptr;
    NewGameChoice seated = choice;
    const std::vector<std::string> computers =
        asked ? choice.seats : seats_for(TableScene::known_strategy(choice.difficulty), seats);
    seated.difficulty = joined_seats(computers);
    std::vector<std::string> recorded{"human"};
    recorded.insert(recorded.end(), computers.begin(), computers.end());
    fc::RecordWriter opening([&s](const std::string& line) { s.record_opening.push_back(line); },
                             1);
    opening.start(recorded, deck);
    return table::new_table<TableScene>(app, std::move(s), seated, rng.fork_seed());
}

StartedGame start(App& app, const NewGameChoice& choice) {
    const int seats = std::clamp(choice.players, fc::min_seats, fc::max_seats);
    if (seats > 2) {
        return start_table(app, choice, seats);
    }
    cards::Rng rng(choice.seed);
    Start s;
    // The deck as new_game(rng) shuffles it, and the toss: the record the table keeps begins
    // with both.
    std::vector<cards::Card> deck = fc::full_deck();
    rng.shuffle(deck);
    s.state = fc::new_game(deck);
    const fc::Outcome outcome = table::toss_before_the_table<Rules>(
        s, rng, s.state.turn, fc::CallToss{choice.called_heads}, [&](fc::RecordWriter& opening) {
            opening.start({"human", TableScene::known_strategy(choice.difficulty)}, deck);
        });
    const bool human_first = s.state.turn == fc::Seat::Human;
    return table::new_table_after_toss<TableScene, fc::TossEvent>(
        app, std::move(s), choice, rng.fork_seed(), human_first, outcome.events,
        [](const fc::TossEvent& toss) {
            return table::toss_line(toss.landed_heads, toss.called_heads == toss.landed_heads);
        });
}

// Round 11, 13 cards each, a third of the stock moved to the discard pile: late in the round.
std::unique_ptr<Scene> busy_table(App& app, std::uint64_t seed) {
    cards::Rng rng(seed);
    Start s;
    s.state = fc::new_game(rng);
    fc::deal_round(s.state, fc::round_count, fc::Seat::Human, rng);
    auto& stock = s.state.stock;
    auto& discard = s.state.discard;
    const std::size_t moved = stock.size() / 3;
    discard.insert(discard.begin(), stock.begin(),
                   stock.begin() + static_cast<std::ptrdiff_t>(moved));
    stock.erase(stock.begin(), stock.begin() + static_cast<std::ptrdiff_t>(moved));
    s.state.players[0].score = 87;
    s.state.players[1].score = 64;
    s.seed = rng.fork_seed();
    return std::make_unique<TableScene>(app, std::move(s));
}

} // namespace

} // namespace fivecrowns_table

TableEntry fivecrowns_table_entry() {
    // The score the statistics keep: the lowest total wins.
    TableEntry info =
        table::table_entry<fivecrowns_table::TableScene, fivecrowns_table::fc::load_save_file>(
            "Five suits, eleven rounds, a new wild card every round. Lowest score wins.",
            fivecrowns_table::rules_text, ScoreSense{"Your total", true}, fivecrowns_table::start,
            fivecrowns_table::busy_table);
    info.has_coin_toss = true; // at two seats; more start at once (fc::new_game)
    // The same deals again: at two seats the record's toss made before the table opens; at more,
    // every seat holding the next seat's cards.
    info.rematch =
        table::open_rematch<fivecrowns_table::TableScene, table::RematchOpens::AfterTheToss>;
    info.rematch_rotates = true;
    info.difficulties = {
        {"random", "Beginner", "Any legal move. For learning the rules."},
        {"greedy", "Intermediate", "Keeps the cards that score least right now."},
        {"expert", "Expert", "Plans ahead, reads your discards, plays to win."},
    };
    // The seats the rules hold (parlor/games/fivecrowns/rules.hpp), each computer seat of its
    // own strength.
    info.max_players = fivecrowns_table::fc::max_seats;
    info.personalities = info.difficulties;
    info.seat_names = fivecrowns_table::seat_names;
    info.seats_for = fivecrowns_table::seats_for;
    info.options = {
        {fivecrowns_table::auto_continue, "Computer plays on by itself",
         "The computer plays its turn without waiting for Continue."},
        {fivecrowns_table::hide_computer_hand, "Hide the computer's hand",
         "Shown face up, the computer's hand teaches how it plays; hide it for a real game."},
        {fivecrowns_table::hide_draw_pile, "Hide the draw pile",
         "Shown, the draw pile's cards help you plan; hide them to see only the top card's back."},
    };
    info.keys = {
        {"D", "draw from the draw pile"},
        {"T", "take the top of the discard pile"},
        {"←  →", "choose a card in your hand"},
        {"Shift+←  →", "move the chosen card within your hand"},
        {"Enter", "discard the chosen card (a wild asks first)"},
        {"H", "help: what the expert would do"},
        {"C", "let the computer play its turn"},
        {"R", "the scores, round by round; at a round's results, the expert's review of it"},
        {"Ctrl+Z  Ctrl+Y", "undo your last move, or redo it"},
        {"S", "save the game, then play on or quit"},
        {"PgUp  PgDn", "scroll the game log"},
        {"Mouse", "click a pile or drag its card to your hand; click a card then the discard "
                  "pile, drag it there or double-click it to discard; drag cards to reorder"},
    };
    return info;
}

} // namespace parlor::app
