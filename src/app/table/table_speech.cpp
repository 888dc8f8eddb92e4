// The speech mode at a table (issue 45): what the focus is on as it moves, the player's hand on
// Ctrl+H, what playing the focused card would do (move_preview), the turn and the prompt, the
// help's first line, and Ctrl+T turning the mode on and off. The moves, the rounds, the scores and
// the refusals are said by the table's log itself (TableLog::add). What is said is what the screen
// shows the player: a face-down card is "a face-down card", whatever it is.

#include "app/core/speech.hpp"
#include "app/table/table_base.hpp"
#include "parlor/cards/card.hpp"

namespace parlor::app::table {

std::string TableBase::card_words(Target, Card card) const {
    return cards::pretty(card);
}

std::string TableBase::focus_words(Target target) const {
    if (target.is_button()) {
        const MenuItem* item = menu_.find(target.index);
        if (!item) {
            return {};
        }
        return item->label + (item->enabled ? " button" : " button, not available now");
    }
    for (const CardRow& r : rows_) {
        if (r.zone != target.zone || r.cards.empty()) {
            continue;
        }
        const std::size_t i =
            r.one_target ? r.cards.size() - 1 : static_cast<std::size_t>(target.index);
        if (i >= r.cards.size()) {
            break;
        }
        // A face-down card is said as such, whatever it is; what Enter on it does (a draw) may
        // follow.
        const std::string preview = move_preview(target, r.cards[i]);
        const std::string then = preview.empty() ? "" : ": " + preview;
        if (!r.face_up) {
            return (r.one_target ? "a face-down pile" : "a face-down card") + then;
        }
        return card_words(target, r.cards[i]) + then;
    }
    const std::string place = place_words(target);
    return place.empty() ? "an empty place" : place;
}

void TableBase::say_focus() const {
    if (focus_.visible && !focus_.target.empty()) {
        speaker().say(focus_words(focus_.target), Urgency::Focus);
    }
}

void TableBase::say_hand() const {
    if (!speaker().on()) {
        return;
    }
    const int zone = hand_zone();
    for (const CardRow& r : rows_) {
        if (zone < 0 || r.zone != zone) {
            continue;
        }
        std::string said = "Your hand, " + std::to_string(r.cards.size()) +
                           (r.cards.size() == 1 ? " card: " : " cards: ");
        for (std::size_t i = 0; i < r.cards.size(); ++i) {
            said +=
                (i == 0 ? "" : ", ") + card_words(Target{zone, static_cast<int>(i)}, r.cards[i]);
        }
        speaker().say(said);
        return;
    }
    speaker().say("You hold no cards now.");
}

void TableBase::toggle_speech() {
    Settings& s = app().settings();
    s.speech = !s.speech;
    app().save_settings();
    if (s.speech) {
        speaker().set_on(true);
        spoken_prompt_.clear(); // the prompt is said again, now that it can be heard
        spoken_help_.clear();
        log_.add(LogEntry::Who::Table, "Speech on (Ctrl+T turns it off).");
    } else {
        log_.add(LogEntry::Who::Table, "Speech off."); // said, then silence
        speaker().set_on(false);
    }
    changed();
}

void TableBase::speech_step(bool player_to_act, const std::string& prompt) {
    if (const std::optional<std::string> failure = speaker().take_unavailable()) {
        log_.add(LogEntry::Who::Table, *failure);
        changed();
        app().redraw(); // found on an idle wake, with no input to draw the frame
    }
    if (!speaker().on()) {
        return;
    }
    if (!player_to_act) {
        spoken_prompt_.clear();
    } else if (!prompt.empty() && prompt != spoken_prompt_) {
        // A new turn is announced as such; a prompt that changes within it (a card picked) is
        // said as it is.
        const bool new_turn = spoken_prompt_.empty();
        spoken_prompt_ = prompt;
        speaker().say(!new_turn || prompt.rfind("Your turn", 0) == 0 ? prompt
                                                                     : "Your turn: " + prompt);
    }
    if (!help_open_) {
        spoken_help_.clear();
    } else if (const std::optional<AdviceText> advice = advice_text();
               advice && !advice->summary.empty() && advice->summary != spoken_help_) {
        spoken_help_ = std::string(advice->summary);
        speaker().say("Help: " + spoken_help_.substr(0, spoken_help_.find('\n')));
    }
}

} // namespace parlor::app::table
