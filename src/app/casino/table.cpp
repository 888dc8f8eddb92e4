// The Casino table's flow: what lies where, what a click or a key means (pick a hand card, then
// what it takes or builds on; Enter confirms), what the log says, the round's score. The rest
// (the computer's turns, help, saving, undo, the results' moment) is the table kit's.

#include "app/casino/table.hpp"

#include "app/casino/narration.hpp"
#include "app/table/finished_game.hpp"
#include "app/table/table_sounds.hpp"
#include "parlor/cards/listed.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace parlor::app::casino_table {

using table::LogEntry;

namespace {

// The keys of the table's items: letters the table's other keys (C, H, S, T, Z) leave free.
constexpr std::string_view item_keys = "abdefgijklmnopqruvwxy";

// After the round's last move has landed, a moment before what was left flies to the last
// capturer (with the kit's moment before the sheet, about 1.5 s to see the round end).
constexpr double sweep_pause_seconds = 0.35;

} // namespace

std::string button_label(const ca::Action& move) {
    if (const auto* capture = std::get_if<ca::Capture>(&move)) {
        return "Capture " + ca::pretty_cards(capture->taken);
    }
    if (const auto* build = std::get_if<ca::Build>(&move)) {
        const std::string value = std::to_string(build->value);
        if (!build->onto.empty()) {
            return "Raise the build to " + value;
        }
        if (build->loose.empty()) {
            return "Add to the build of " + value;
        }
        return "Build " + value + " on " + ca::pretty_cards(build->loose);
    }
    if (const auto* trail = std::get_if<ca::Trail>(&move)) {
        return "Trail " + cards::pretty(trail->card);
    }
    return ca::describe(move);
}

char TableScene::item_key(int position) {
    return position >= 0 && position < static_cast<int>(item_keys.size())
               ? item_keys[static_cast<std::size_t>(position)]
               : '\0';
}

TableScene::TableScene(App& app, Start start) : GameTable(app, start) {
    log_.add(LogEntry::Who::Table,
             "A tournament of Casino: rounds until a total passes 21. Capture by rank, by sets "
             "that add up and whole builds; build a value you hold; trail when nothing else.");
    for (const ca::Event& event : start.events) {
        log_.add(narrate(event, names_));
    }
    if (state().phase == ca::Phase::Play && !start.loaded_from.empty()) {
        log_.add(LogEntry::Who::Table,
                 "Round " + std::to_string(state().round) + " goes on: " +
                     names_.with_verb(ca::index(state().turn), "play", "plays") + " next.");
    }
    reset_picker();
    const bool fresh_deal = state().phase == ca::Phase::Play && state().deal == 1 &&
                            state().players[0].pile.empty() && state().players[1].pile.empty() &&
                            state().table.builds.empty() &&
                            state().player(ca::Seat::Human).hand.size() == ca::hand_size &&
                            state().player(ca::Seat::Computer).hand.size() == ca::hand_size;
    if (fresh_deal && start.loaded_from.empty()) {
        const Layout l = layout();
        deal_now(l.deck, {ComputerHand, HumanHand, Loose});
    }
    autosave_now();
}

Layout TableScene::layout() {
    return layout_casino(frame());
}

TablePlaces TableScene::places() {
    const Layout l = layout();
    return place_table(table_shown(), l.table, l.table_card, frame().px(1));
}

const ca::Table& TableScene::table_shown() const {
    return sweep_pending() ? sweep_->left : state().table;
}

std::vector<Card> TableScene::pile_shown(ca::Seat seat) const {
    std::vector<Card> pile = state().player(seat).pile;
    if (sweep_pending() && sweep_->seat == seat) {
        // The rules put what was left at the end of the pile.
        pile.resize(pile.size() - std::min(pile.size(), sweep_->left.loose.size()));
    }
    return pile;
}

bool TableScene::human_to_act() const {
    return player_to_act() && state().phase == ca::Phase::Play;
}

void TableScene::reset_picker() {
    picker_ = state().phase == ca::Phase::Play && state().turn == ca::Seat::Human
                  ? MovePicker(state().table, ca::Seat::Human, ca::legal_moves(state()))
                  : MovePicker();
    note_.clear();
}

void TableScene::say(std::string why) {
    note_ = std::move(why);
    changed();
}

void TableScene::recall(const Memo& memo) {
    rounds_ = memo.rounds;
    sweep_.reset();
    reset_picker();
}

std::vector<Item> TableScene::items() const {
    std::vector<Item> out;
    for (std::size_t i = 0; i < state().table.builds.size(); ++i) {
        out.push_back(Item{true, static_cast<int>(i)});
    }
    for (std::size_t i = 0; i < state().table.loose.size(); ++i) {
        out.push_back(Item{false, static_cast<int>(i)});
    }
    return out;
}

std::optional<Item> TableScene::item_at(Target t) const {
    if (t.zone == Loose) {
        return Item{false, t.index};
    }
    if (const auto build = BuildZone::of(t.zone)) {
        return Item{true, build->build}; // its cards or its frame: the build either way
    }
    return std::nullopt;
}

bool TableScene::item_picked(Item item) const {
    const auto& picked = picker_.picked();
    return std::find(picked.begin(), picked.end(), item) != picked.end();
}

// ---- layout ----

void TableScene::lay_out(const table::TableFrame& f) {
    const Layout l = layout_casino(f);
    const bool acting = human_to_act();

    add_spot(Target{TableArea, 0}, l.table, false); // a card dropped here trails

    const auto& theirs = state().player(ca::Seat::Computer).hand;
    add_row(table::CardRow{
        ComputerHand, theirs,
        table::fan(l.computer_hand, static_cast<int>(theirs.size()), l.computer_card, f.px(8)),
        all_hands_shown()});

    const auto& deck = state().deck;
    if (!deck.empty()) {
        const Rect top{l.deck.x, l.deck.y, l.computer_card.w, l.computer_card.h};
        add_row(table::CardRow{
            Deck, deck, table::pile(top, static_cast<int>(deck.size()), f.px(1), 5), false, true});
    }

    for (const ca::Seat seat : {ca::Seat::Computer, ca::Seat::Human}) {
        const std::vector<Card> pile = pile_shown(seat);
        const Rect box = seat == ca::Seat::Human ? l.human_pile : l.computer_pile;
        const Rect top{box.x + f.px(4), box.bottom() - l.pile_card.h - f.px(6), l.pile_card.w,
                       l.pile_card.h};
        if (!pile.empty()) {
            add_row(table::CardRow{seat == ca::Seat::Human ? HumanPile : ComputerPile, pile,
                                   table::pile(top, static_cast<int>(pile.size()), f.px(1), 5),
                                   false, true});
        }
    }

    const ca::Table& shown = table_shown();
    const TablePlaces t = place_table(shown, l.table, l.table_card, f.px(1));
    for (std::size_t i = 0; i < t.builds.size(); ++i) {
        const ca::TableBuild& build = shown.builds[i];
        table::CardRow row{BuildZone::cards_of(static_cast<int>(i)).zone(), {}, {}, true};
        for (std::size_t p = 0; p < build.parts.size(); ++p) {
            for (std::size_t k = 0; k < build.parts[p].size(); ++k) {
                row.cards.push_back(build.parts[p][k]);
                row.boxes.push_back(t.builds[i].parts[p][k]);
            }
        }
        add_row(std::move(row));
        add_spot(Target{BuildZone::frame_of(static_cast<int>(i)).zone(), 0}, t.builds[i].frame,
                 acting && (picker_.reachable(Item{true, static_cast<int>(i)}) ||
                            item_picked(Item{true, static_cast<int>(i)})),
                 1);
    }
    table::CardRow loose{Loose, shown.loose, t.loose, true};
    std::vector<bool> reachable;
    for (std::size_t i = 0; i < loose.cards.size(); ++i) {
        const Item item{false, static_cast<int>(i)};
        reachable.push_back(acting && (picker_.reachable(item) || item_picked(item)));
    }
    add_row(std::move(loose), reachable, 1);

    const auto& mine = state().player(ca::Seat::Human).hand;
    table::CardRow hand{HumanHand, mine, {}, true};
    hand.boxes =
        table::fan(Rect{l.human_hand.x, l.human_hand.y + l.lift, l.human_hand.w, l.human_card.h},
                   static_cast<int>(mine.size()), l.human_card, f.px(12));
    for (std::size_t i = 0; i < mine.size(); ++i) {
        if (picker_.card() == mine[i]) {
            hand.boxes[i].y -= l.lift;
        }
    }
    std::vector<bool> playable;
    for (const Card c : mine) {
        playable.push_back(acting && picker_.playable(c));
    }
    add_row(std::move(hand), playable, 2);
}

Target TableScene::next_focus() {
    const auto& mine = state().player(ca::Seat::Human).hand;
    if (human_to_act() && picker_.card() && enter_outcomes().empty()) {
        // A card picked that waits for what it takes: the first table item it can take or
        // build on, where the arrows go next (the speech mode says what picking it makes).
        for (const Item item : items()) {
            if (picker_.reachable(item) && !item_picked(item)) {
                return item.build ? Target{BuildZone::frame_of(item.index).zone(), 0}
                                  : Target{Loose, item.index};
            }
        }
    }
    if (human_to_act() && !mine.empty()) {
        return Target{HumanHand, 0};
    }
    return Target::button(pick_button);
}

// ---- the menu ----

std::vector<ca::Action> TableScene::enter_outcomes() const {
    std::vector<ca::Action> out = picker_.outcomes();
    if (picker_.card() && picker_.picked().empty() &&
        picker_.moves_of(*picker_.card()).size() > out.size()) {
        return {}; // the card alone could take or build too: Enter waits for what it takes
    }
    return out;
}

// With a card picked and no move yet: the table items every move it could make with the pick
// needs ("Pick the 3♣ too"), else what it may take.
std::string TableScene::still_to_pick() const {
    std::vector<std::string> names;
    if (!picker_.picked().empty()) {
        for (const Item item : items()) {
            if (item_picked(item) || !picker_.needs(item)) {
                continue;
            }
            names.push_back(
                item.build
                    ? "the build of " +
                          std::to_string(
                              state().table.builds[static_cast<std::size_t>(item.index)].value())
                    : "the " +
                          cards::pretty(state().table.loose[static_cast<std::size_t>(item.index)]));
        }
    }
    if (names.empty()) {
        return "Pick what it takes";
    }
    return "Pick " + cards::listed(names) + " too";
}

bool TableScene::trail_offered() const {
    return human_to_act() && picker_.card() && picker_.picked().empty() &&
           enter_outcomes().empty() && ca::why_illegal(state(), ca::Trail{*picker_.card()}).empty();
}

std::vector<table::MenuItem> TableScene::menu() {
    std::vector<table::MenuItem> items{save_button()};
    const auto outcomes = enter_outcomes();
    if (!human_to_act() || outcomes.empty()) {
        // Disabled, with what is missing (short: the prompt over the hand says it in full).
        const std::string waiting = !human_to_act()   ? "Wait for your turn"
                                    : !picker_.card() ? "Pick a card"
                                                      : still_to_pick();
        items.push_back(
            table::MenuItem{.id = pick_button, .label = waiting, .enabled = false, .width = 260});
        if (trail_offered()) {
            items.push_back(table::MenuItem{.id = trail_button,
                                            .label = "Trail " + cards::pretty(*picker_.card()),
                                            .key = "T",
                                            .width = 200});
        }
    } else {
        for (std::size_t i = 0; i < outcomes.size() && i < max_outcomes; ++i) {
            items.push_back(table::MenuItem{.id = static_cast<int>(i) + 1,
                                            .label = button_label(outcomes[i]),
                                            .key = i == 0 ? "Enter" : "",
                                            .primary = i == 0,
                                            .width = i == 0 ? 280.0f : 220.0f});
        }
    }
    items.push_back(undo_button());
    items.push_back(help_button(can_help()));
    items.push_back(quit_button());
    items.push_back(keys_button());
    return items;
}

std::string TableScene::game_prompt() const {
    switch (state().phase) {
    case ca::Phase::CoinToss:
        return "Call the coin";
    case ca::Phase::RoundOver:
        return "The round is over";
    case ca::Phase::GameOver:
        return "The tournament is over";
    case ca::Phase::Play:
        break;
    }
    if (state().turn != ca::Seat::Human) {
        return "The computer is playing…";
    }
    if (!picker_.card()) {
        if (!picker_.picked().empty()) {
            return "Pick the hand card to play on them";
        }
        const std::size_t held = state().player(ca::Seat::Human).hand.size();
        return held == 1 ? std::string("Pick your last card (1)")
                         : "Pick a card of your hand (1–" + std::to_string(held) + ")";
    }
    const auto outcomes = enter_outcomes();
    if (const auto build = missing_own_build()) {
        return *build;
    }
    if (outcomes.empty() && !picker_.picked().empty()) {
        return still_to_pick(); // as the disabled gold button says
    }
    if (outcomes.empty()) {
        return "Pick what the " + cards::pretty(*picker_.card()) + " takes or builds on" +
               (trail_offered() ? " (T trails it)" : "");
    }
    return "Enter: " + ca::describe(outcomes.front());
}

// ---- the player's moves ----

void TableScene::activate(Target target, table::Press how) {
    note_.clear();
    if (target.zone == HumanHand) {
        pick_card(target.index, how);
    } else if (const auto item = item_at(target)) {
        pick_item(*item, how);
    } else if (target.is_button() && target.index >= 1 && target.index <= max_outcomes) {
        confirm(target.index - 1);
    } else if (target == Target::button(trail_button)) {
        trail_key();
    }
}

void TableScene::pick_card(int hand_index, table::Press how) {
    const auto& mine = state().player(ca::Seat::Human).hand;
    if (!human_to_act() || hand_index < 0 || hand_index >= static_cast<int>(mine.size())) {
        return;
    }
    const Card card = mine[static_cast<std::size_t>(hand_index)];
    if (!picker_.playable(card)) {
        say(why_no_move(card));
        return;
    }
    if (how == table::Press::Double) {
        play_at_once(card);
        return;
    }
    // Enter on the picked card plays what the gold button names.
    if (picker_.card() == card && how == table::Press::Key && !enter_outcomes().empty()) {
        confirm(0);
        return;
    }
    picker_.pick_card(card);
    pick_own_build();
    if (picker_.card() && enter_outcomes().empty()) {
        focus_.target = next_focus(); // to the table: what the card takes is picked there
        say_focus();
    }
    changed();
}

// A double click plays the one move the card and the table's picks make, or else the card's
// only move; a card with several moves is picked, and the player told to say which.
void TableScene::play_at_once(Card card) {
    if (picker_.card() != card) {
        picker_.pick_card(card); // the double click's first click dropped it again
    }
    if (!picker_.picked().empty() && picker_.outcomes().size() == 1) {
        confirm(0);
        return;
    }
    const std::vector<ca::Action> moves = picker_.moves_of(card);
    if (moves.size() == 1) {
        picker_.clear();
        play(table::player_seat, moves.front());
        return;
    }
    say("The " + cards::pretty(card) + " has " + std::to_string(moves.size()) +
        " moves: pick what it takes or builds on");
}

void TableScene::pick_item(Item item, table::Press how) {
    if (!human_to_act()) {
        return;
    }
    if (how == table::Press::Double && item_picked(item) && picker_.outcomes().size() == 1) {
        confirm(0);
        return;
    }
    // Enter on a picked item plays what the gold button names (a second pick would drop it).
    if (how == table::Press::Key && item_picked(item) && !enter_outcomes().empty()) {
        confirm(0);
        return;
    }
    const std::vector<Item> before = picker_.picked();
    picker_.toggle(item);
    if (picker_.picked() == before) {
        say(why_not_item(item)); // it fits no move with what is picked, nor on its own
        return;
    }
    pick_own_build();
    if (how == table::Press::Double && picker_.outcomes().size() == 1) {
        confirm(0);
        return;
    }
    changed();
}

void TableScene::pick_own_build() {
    if (!picker_.card() || picker_.picked().empty() || !picker_.outcomes().empty()) {
        return;
    }
    for (std::size_t i = 0; i < state().table.builds.size(); ++i) {
        const ca::TableBuild& build = state().table.builds[i];
        const Item item{true, static_cast<int>(i)};
        if (build.owner != ca::Seat::Human || item_picked(item) || !picker_.needs(item)) {
            continue;
        }
        picker_.toggle(item);
        const auto outcomes = picker_.outcomes();
        if (outcomes.empty()) {
            picker_.toggle(item); // not enough yet: the prompt says what is missing
            return;
        }
        const std::string value = std::to_string(build.value());
        log_note(std::holds_alternative<ca::Build>(outcomes.front())
                     ? "Your build of " + value +
                           " is picked too: the cards picked join it as "
                           "another " +
                           value + " (a multiple build)."
                     : "Your build of " + value + " is picked too: the " +
                           cards::pretty(*picker_.card()) + " is kept for it, so it takes it.");
        return;
    }
}

void TableScene::confirm(int outcome) {
    const auto outcomes = picker_.outcomes();
    if (!human_to_act() || outcome < 0 || outcome >= static_cast<int>(outcomes.size())) {
        return;
    }
    const ca::Action action = outcomes[static_cast<std::size_t>(outcome)];
    picker_.clear();
    play(table::player_seat, action);
}

// T trails the picked card; the rules say why when they refuse it.
void TableScene::trail_key() {
    if (!human_to_act()) {
        return;
    }
    if (!picker_.card()) {
        const std::size_t held = state().player(ca::Seat::Human).hand.size();
        say(held == 1 ? std::string("Pick your card (1), then T to trail it")
                      : "Pick the card to trail (1–" + std::to_string(held) + "), then T");
        return;
    }
    const ca::Action trail = ca::Trail{*picker_.card()};
    if (const std::string why = ca::why_illegal(state(), trail); !why.empty()) {
        say(why);
        return;
    }
    picker_.clear();
    play(table::player_seat, trail);
}

bool TableScene::key(char key) {
    note_.clear();
    if (key >= '1' && key <= '4') {
        const int i = key - '1';
        pick_card(i, table::Press::Click);
        focus_.visible = false; // Enter now confirms
        return true;
    }
    if (key == 't') {
        trail_key();
        return true;
    }
    const auto at = item_keys.find(key);
    if (at != std::string_view::npos) {
        const auto all = items();
        if (at < all.size()) {
            pick_item(all[at], table::Press::Click);
            focus_.visible = false;
        }
        return true;
    }
    return false;
}

bool TableScene::drop_pick() {
    note_.clear();
    if (picker_.empty()) {
        return false;
    }
    picker_.clear();
    changed();
    return true;
}

bool TableScene::draggable(Target target) const {
    return target.zone == HumanHand && human_to_act();
}

void TableScene::dropped(Target target, Target onto, Point) {
    note_.clear();
    const auto& mine = state().player(ca::Seat::Human).hand;
    if (target.zone != HumanHand || target.index >= static_cast<int>(mine.size())) {
        return;
    }
    const Card card = mine[static_cast<std::size_t>(target.index)];
    if (onto.zone == TableArea) {
        // Dropped on the felt: a trail, or the rules' reason why not.
        const ca::Action trail = ca::Trail{card};
        if (const std::string why = ca::why_illegal(state(), trail); !why.empty()) {
            say(why);
            return;
        }
        picker_.clear();
        play(table::player_seat, trail);
        return;
    }
    const auto item = item_at(onto);
    if (!item) {
        return;
    }
    // Dropped on a build or a loose card: that card and what is already picked, if it fits.
    if (picker_.card() != card) {
        picker_.pick_card(card);
    }
    if (!item_picked(*item)) {
        pick_item(*item, table::Press::Click);
        if (!note_.empty()) {
            return; // refused, and told why
        }
    } else {
        pick_own_build();
    }
    if (picker_.outcomes().size() == 1) {
        confirm(0);
        return;
    }
    changed();
}

// The kit lets only what may be picked be clicked; a click on a card or build the player may
// not pick now says why instead of doing nothing.
void TableScene::refused_click(Target target) {
    if (!human_to_act()) {
        return;
    }
    const auto& mine = state().player(ca::Seat::Human).hand;
    if (target.zone == HumanHand && target.index < static_cast<int>(mine.size())) {
        say(why_no_move(mine[static_cast<std::size_t>(target.index)]));
    } else if (const auto item = item_at(target)) {
        say(why_not_item(*item));
    }
}

// A hand card with no move at all: it takes and builds nothing, and the rules refuse its trail.
std::string TableScene::why_no_move(Card card) const {
    return ca::why_illegal(state(), ca::Trail{card});
}

// Why a table item fits no move with what is picked: with a card picked, the rules' reason for
// the move the player most likely meant (a capture of a build or a card of its rank, else a
// build on it); with none, that no card of the hand can.
std::string TableScene::why_not_item(Item item) const {
    const ca::Table& table = state().table;
    const ca::TableBuild* build =
        item.build ? &table.builds[static_cast<std::size_t>(item.index)] : nullptr;
    const std::vector<Card> touched =
        build ? build->cards()
              : std::vector<Card>{table.loose[static_cast<std::size_t>(item.index)]};
    const std::string what = build ? "the build of " + std::to_string(build->value())
                                   : "the " + cards::pretty(touched[0]);
    if (!picker_.card()) {
        return "No card of your hand takes or builds on " + what +
               (picker_.picked().empty() ? "" : " with what is picked");
    }
    const Card card = *picker_.card();
    ca::Action meant = ca::Capture{card, touched};
    if (!build && touched[0].rank != card.rank) {
        const int value = ca::sum_value(card) + ca::sum_value(touched[0]);
        meant = ca::Build{card, value, touched, {}};
    } else if (build && !ca::worth(card, build->value()) && build->owner != ca::Seat::Human) {
        meant = ca::Build{card, build->value() + ca::sum_value(card), {}, touched};
    }
    if (std::string why = ca::why_illegal(state(), meant); !why.empty()) {
        return why;
    }
    return "The " + cards::pretty(card) + " cannot take or build on " + what +
           " with what is picked";
}

// With a card and table cards picked that make no move yet, the player's own build the card
// must take with them (the rules keep a card for it): the prompt says to pick it too.
std::optional<std::string> TableScene::missing_own_build() const {
    if (!picker_.card() || picker_.picked().empty() || !picker_.outcomes().empty()) {
        return std::nullopt;
    }
    for (std::size_t i = 0; i < state().table.builds.size(); ++i) {
        const ca::TableBuild& build = state().table.builds[i];
        const Item item{true, static_cast<int>(i)};
        if (build.owner == ca::Seat::Human && !item_picked(item) && picker_.needs(item)) {
            return "Your build of " + std::to_string(build.value()) +
                   " goes with this move: pick it as well";
        }
    }
    return std::nullopt;
}

table::CardMarks TableScene::marks(Target t, Card c) const {
    table::CardMarks m;
    const bool acting = human_to_act();
    m.hint = acting && hinted(c);
    if (t.zone == HumanHand) {
        const bool playable = acting && picker_.playable(c);
        m.offered = playable;
        m.selected = picker_.card() == c;
        m.glow = playable && !picker_.card() && !picker_.picked().empty() && picker_.fits(c);
        m.dim = acting && !playable;
        if (acting) {
            m.tab = std::to_string(t.index + 1);
        }
        return m;
    }
    const auto item = item_at(t);
    if (!item) {
        return m;
    }
    const bool picked = item_picked(*item);
    m.selected = picked;
    m.offered = acting && !item->build;
    m.glow = acting && !picked && (picker_.card() || !picker_.picked().empty()) &&
             picker_.reachable(*item);
    if (acting) {
        const auto all = items();
        const auto at = std::find(all.begin(), all.end(), *item) - all.begin();
        const bool last_of_build =
            !item->build ||
            t.index + 1 == state().table.builds[static_cast<std::size_t>(item->index)].size();
        if (last_of_build) {
            if (const char k = item_key(static_cast<int>(at)); k != '\0') {
                m.tab = std::string(1, static_cast<char>(std::toupper(k)));
            }
        }
    }
    return m;
}

// ---- what happened ----

void TableScene::tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) {
    bool move_told = false;
    sweep_.reset();
    for (const ca::Event& event : outcome.events) {
        log_.add(narrate(event, names_));
        const bool a_move = std::holds_alternative<ca::CapturedEvent>(event) ||
                            std::holds_alternative<ca::BuiltEvent>(event) ||
                            std::holds_alternative<ca::TrailedEvent>(event);
        if (a_move && seat != 0 && !move_told) {
            log_.add_reasons(reasons);
            move_told = true;
        }
        if (const auto* taken = std::get_if<ca::TableTakenEvent>(&event)) {
            // Shown after the last move lands (step): the table keeps them until then.
            sweep_ = Sweep{taken->seat, ca::Table{{}, taken->cards}};
        } else if (const auto* scored = std::get_if<ca::RoundScoredEvent>(&event)) {
            rounds_.push_back(
                RoundRecord{scored->round,
                            {scored->score.players[0].total, scored->score.players[1].total},
                            scored->scores});
        } else if (const auto* dealt = std::get_if<ca::DealtEvent>(&event)) {
            const Layout l = layout();
            const bool human_first = state().turn == ca::Seat::Human;
            std::vector<int> zones = human_first ? std::vector<int>{HumanHand, ComputerHand}
                                                 : std::vector<int>{ComputerHand, HumanHand};
            if (!dealt->table.empty()) {
                zones.push_back(Loose);
            }
            deal_from(l.deck, zones);
        }
    }
    reset_picker();
}

Sound TableScene::sound_of(const Outcome& outcome) const {
    return table::move_sound(outcome.events, [](const auto& event) { return event_sound(event); });
}

std::string TableScene::sweep_caption() const {
    if (!sweep_) {
        return {};
    }
    const std::size_t n = sweep_->left.loose.size();
    const std::string last = n == 1 ? "the last card" : "the last " + std::to_string(n) + " cards";
    if (!sweep_->seat) {
        return "Nobody captured: " + last + (n == 1 ? " is" : " are") + " set aside";
    }
    return names_.with_verb(ca::index(*sweep_->seat), "take", "takes") + " " + last;
}

bool TableScene::step(double dt) {
    if (!sweep_pending() || flights_.flying()) {
        return false;
    }
    sweep_->waited += dt;
    if (sweep_->waited < sweep_pause_seconds) {
        return false;
    }
    fly_the_sweep();
    return true;
}

void TableScene::fly_the_sweep() {
    const std::vector<table::CardRow> before = rows_now();
    sweep_->flown = true;
    changed();
    flights_.fly_moves(before, rows_now());
}

// A click or a key lands every card at once: the round's last cards too, the sheet follows.
void TableScene::finish_animations() {
    GameTable::finish_animations();
    if (sweep_pending()) {
        sweep_->flown = true;
        changed();
    }
}

bool TableScene::results_due() const {
    return (state().phase == ca::Phase::RoundOver || state().phase == ca::Phase::GameOver) &&
           state().last_round.has_value();
}

void TableScene::show_results() {
    const bool game_over = state().phase == ca::Phase::GameOver;
    const int round = state().round;
    table::ResultsSheet sheet = round_results(
        *state().last_round, round, ca::scores(state()), names_, game_over, [this, game_over] {
            if (game_over) {
                table::ResultsSheet end = game_results(state(), names_, rounds_);
                offer_review(end, "Review of your game");
                show_final_sheet(std::move(end));
            } else {
                play(table::player_seat, ca::NextRound{});
            }
        });
    offer_review(sheet, "Review of round " + std::to_string(round), round);
    show_round_sheet(
        std::move(sheet), game_over ? std::function<void()>{}
                                    : [this] { play(table::player_seat, ca::NextRound{}); });
}

std::optional<GameRecord> TableScene::final_record() const {
    const auto totals = ca::scores(state());
    // The score is the margin; the tally, the rounds the tournament took.
    return table::finished_game(state().phase == ca::Phase::GameOver, ca::winner(state()),
                                totals[0] - totals[1], {{"rounds", state().round}});
}

std::string TableScene::save_name() const {
    return "casino-round-" + std::to_string(state().round);
}

} // namespace parlor::app::casino_table
