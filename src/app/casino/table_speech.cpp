// What the Casino table says to the speech mode (issue 45): each focused hand card, table card
// and build with what Enter on it would make, and the prompt with the keys of the table items it
// asks for. A move is said as the gold button says it, with the hand card that makes it
// ("Capture Q♦ with the Q♥"): a player who cannot see the lit cards hears what picking does.
// Only the player's hand and the table are named, never the computer's cards.

#include "app/casino/table.hpp"
#include "parlor/cards/listed.hpp"

#include <algorithm>
#include <cctype>

namespace parlor::app::casino_table {

namespace {

// "Capture 7♠ with the 7♥": the button's words and the card that makes the move.
std::string with_card(const ca::Action& move) {
    const std::optional<Card> card = card_of(move);
    if (std::holds_alternative<ca::Trail>(move) || !card) {
        return button_label(move);
    }
    return button_label(move) + " with the " + cards::pretty(*card);
}

template <class Words> std::string joined(const std::vector<ca::Action>& moves, Words words) {
    std::string said;
    for (const ca::Action& move : moves) {
        said += (said.empty() ? "" : "; ") + words(move);
    }
    return said;
}

// "a", "a or b", "a, b or c".
std::string either(const std::vector<std::string>& names) {
    return cards::listed(names, "or");
}

} // namespace

std::string TableScene::item_words(Item item, bool with_key) const {
    const ca::Table& table = state().table;
    std::string words =
        item.build ? "the build of " +
                         std::to_string(table.builds[static_cast<std::size_t>(item.index)].value())
                   : "the " + cards::pretty(table.loose[static_cast<std::size_t>(item.index)]);
    const auto all = items();
    const auto at = std::find(all.begin(), all.end(), item) - all.begin();
    if (const char k = item_key(static_cast<int>(at)); with_key && k != '\0') {
        words += " (" + std::string(1, static_cast<char>(std::toupper(k))) + ")";
    }
    return words;
}

std::string TableScene::items_to_pick(bool needed_only) const {
    std::vector<std::string> names;
    for (const Item item : items()) {
        if (!item_picked(item) && (needed_only ? picker_.needs(item) : picker_.reachable(item))) {
            names.push_back(item_words(item, true));
        }
    }
    return either(names);
}

// A hand card: every move it could make, or with the table items picked the moves it makes with
// them; the picked card, what Enter on it does (play the gold button's move, or put it back).
std::string TableScene::move_preview(Target target, Card card) const {
    if (!human_to_act()) {
        return {};
    }
    if (const auto item = item_at(target)) {
        return item_preview(*item);
    }
    if (target.zone != HumanHand) {
        return {};
    }
    if (!picker_.playable(card)) {
        return why_no_move(card);
    }
    if (picker_.card() == card) {
        const auto outcomes = enter_outcomes();
        return outcomes.empty() ? "picked; pick on the table what it takes or builds on, or Enter "
                                  "puts it back"
                                : button_label(outcomes.front());
    }
    MovePicker next = picker_;
    next.pick_card(card);
    if (!next.picked().empty() && !next.outcomes().empty()) {
        return joined(next.outcomes(), button_label);
    }
    return joined(picker_.moves_of(card), button_label);
}

// A table card or build: the moves that picking it makes with what is picked, or leads to (and
// what else they need); picked, what Enter on it does.
std::string TableScene::item_preview(Item item) const {
    if (item_picked(item)) {
        const auto outcomes = enter_outcomes();
        return outcomes.empty() ? "picked; Enter puts it back" : with_card(outcomes.front());
    }
    MovePicker next = picker_;
    next.toggle(item);
    const std::vector<Item>& picks = next.picked();
    if (std::find(picks.begin(), picks.end(), item) == picks.end()) {
        return why_not_item(item);
    }
    if (!next.outcomes().empty()) {
        return joined(next.outcomes(), with_card);
    }
    // Not a move yet: the moves it goes toward (of the picked card, else of any hand card).
    std::vector<ca::Action> toward;
    for (const ca::Action& move : ca::legal_moves(state())) {
        std::vector<Item> touched = items_of(state().table, ca::Seat::Human, move);
        std::sort(touched.begin(), touched.end());
        if ((!next.card() || card_of(move) == next.card()) &&
            std::includes(touched.begin(), touched.end(), picks.begin(), picks.end())) {
            toward.push_back(move);
        }
    }
    std::vector<std::string> needed;
    for (const Item other : items()) {
        if (std::find(picks.begin(), picks.end(), other) == picks.end() && next.needs(other)) {
            needed.push_back(item_words(other, false));
        }
    }
    const std::string then = !next.card()     ? "then pick the hand card"
                             : needed.empty() ? "then pick what else it takes"
                                              : "then pick " + either(needed) + " too";
    return joined(toward, with_card) + " (" + then + ")";
}

// A build's frame, which Enter picks: its value, whose, its cards, and what picking it makes.
std::string TableScene::place_words(Target target) const {
    const auto build = BuildZone::of(target.zone);
    if (!build || static_cast<std::size_t>(build->build) >= table_shown().builds.size()) {
        return {};
    }
    const ca::TableBuild& b = table_shown().builds[static_cast<std::size_t>(build->build)];
    std::string words =
        (b.multiple() ? "multiple build of " : "build of ") + std::to_string(b.value());
    words += b.owner == ca::Seat::Human && names_.you(0)
                 ? std::string(", yours (")
                 : ", " + names_.possessive(ca::index(b.owner)) + " (";
    for (std::size_t p = 0; p < b.parts.size(); ++p) {
        words += (p == 0 ? "" : ", ") + ca::pretty_cards(b.parts[p]);
    }
    words += ")";
    const std::string preview = human_to_act() ? item_preview(Item{true, build->build}) : "";
    return preview.empty() ? words : words + ": " + preview;
}

// The prompt with the keys of what it asks for: the table items a picked card may take or build
// on, the ones a pick still needs (the screen draws each item's key on it).
std::string TableScene::spoken_prompt() const {
    const std::string prompt = game_prompt();
    if (!human_to_act() || !picker_.card() || !enter_outcomes().empty() || missing_own_build()) {
        return prompt;
    }
    if (!picker_.picked().empty()) {
        const std::string needed = items_to_pick(true);
        return needed.empty() ? prompt : "Pick " + needed + " too";
    }
    const std::string reachable = items_to_pick(false);
    if (reachable.empty()) {
        return prompt;
    }
    return "Pick what the " + cards::pretty(*picker_.card()) + " takes or builds on: " + reachable +
           (trail_offered() ? "; or trail it (T)" : "");
}

} // namespace parlor::app::casino_table
