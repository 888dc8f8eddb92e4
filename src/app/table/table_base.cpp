#include "app/table/table_base.hpp"

#include "app/core/app.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/pause_overlay.hpp"
#include "app/scenes/save_dialog.hpp"
#include "app/table/paint.hpp"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <string_view>
#include <type_traits>

namespace parlor::app::table {

TableBase::TableBase(App& app, std::string game_id) : Scene(app), game_id_(std::move(game_id)) {
    flights_.set_enabled(app.settings().animations);
    // A game opened from a file or continued is the game last played too (kept with the next
    // change of the settings).
    app.settings().last_game = game_id_;
}

// ---- layout ----

void TableBase::refresh() {
    if (painting_) {
        return;
    }
    // The renderer's real output size, never what was asked for: a window the system resized,
    // made fullscreen or scaled for HiDPI is laid out as it is.
    int w = 0;
    int h = 0;
    SDL_GetRendererOutputSize(app().renderer(), &w, &h);
    frame_ = frame_table(w, h, help_open_);
    zones_.clear();
    rows_.clear();
    lay_out(frame_);
    const std::optional<WatchStatus> watching = watch_status();
    menu_.set(watching ? watch_menu(*watching) : menu(), frame_);
    menu_.add_to(zones_);
    if (focus_.target.empty()) {
        focus_.target = next_focus(); // where the player will want to go first
    }
}

const TableFrame& TableBase::frame() {
    refresh();
    return frame_;
}

const Zones& TableBase::zones() {
    refresh();
    return zones_;
}

const MenuBar& TableBase::menu_bar() {
    refresh();
    return menu_;
}

const CardRow* TableBase::row(int zone) {
    refresh();
    for (const CardRow& r : rows_) {
        if (r.zone == zone) {
            return &r;
        }
    }
    return nullptr;
}

Rect TableBase::box(Target target) {
    refresh();
    const Zones::Spot* spot = zones_.find(target);
    return spot ? spot->box : Rect{};
}

std::vector<CardRow> TableBase::rows_now() {
    refresh();
    std::vector<CardRow> rows = rows_;
    if (dragging_) {
        // A dragged card leaves from where the pointer holds it.
        for (CardRow& r : rows) {
            if (const std::optional<std::size_t> i = dragged_card(r)) {
                r.boxes[*i] =
                    r.boxes[*i].moved(pointer_.x - pressed_at_.x, pointer_.y - pressed_at_.y);
            }
        }
    }
    return rows;
}

void TableBase::add_row(CardRow row, std::vector<bool> reachable, int focus_row) {
    reachable.resize(row.cards.size(), false);
    if (row.one_target) {
        if (!row.boxes.empty()) {
            zones_.add(Target{row.zone, 0}, row.boxes.back(), reachable.back(), focus_row);
        }
    } else {
        for (std::size_t i = 0; i < row.boxes.size(); ++i) {
            zones_.add(Target{row.zone, static_cast<int>(i)}, row.boxes[i], reachable[i],
                       focus_row);
        }
    }
    rows_.push_back(std::move(row));
}

void TableBase::add_row_all(CardRow row, bool reachable, int focus_row) {
    std::vector<bool> all(row.cards.size(), reachable);
    add_row(std::move(row), std::move(all), focus_row);
}

void TableBase::add_spot(Target target, Rect box, bool reachable, int focus_row) {
    zones_.add(target, box, reachable, focus_row);
}

// ---- the common buttons ----

MenuItem TableBase::save_button() {
    const GameHooks h = hooks();
    return MenuItem{.id = button::save,
                    .label = "Save",
                    .key = "S",
                    .enabled = h.can_save && h.can_save(),
                    .width = 110};
}

MenuItem TableBase::help_button(bool enabled) const {
    return MenuItem{.id = button::help,
                    .label = help_open_ ? "Hide help" : "Ask for help",
                    .key = "H",
                    .enabled = enabled || help_open_,
                    .width = 180};
}

MenuItem TableBase::quit_button() const {
    return MenuItem{.id = button::quit, .label = "Quit", .width = 110};
}

MenuItem TableBase::undo_button() const {
    return MenuItem{.id = button::undo,
                    .label = "Undo",
                    .key = "Ctrl+Z",
                    .enabled = undo_available(),
                    .width = 100,
                    .right = true};
}

MenuItem TableBase::keys_button() const {
    return MenuItem{.id = button::keys, .label = "Keys", .key = "F1", .width = 90, .right = true};
}

std::vector<MenuItem> TableBase::watch_menu(const WatchStatus& status) const {
    if (status.reviewing) {
        return {
            MenuItem{.id = button::watch_back,
                     .label = "Previous",
                     .key = "\u2190",
                     .enabled = status.decision > 1,
                     .width = 130},
            MenuItem{.id = button::watch_step,
                     .label = "Next",
                     .key = "\u2192",
                     .enabled = status.decision < status.decisions,
                     .primary = status.decision < status.decisions,
                     .width = 110},
            MenuItem{.id = button::watch_leave,
                     .label = "Back to the review",
                     .key = "Esc",
                     .width = 220},
            MenuItem{.id = button::watch_where,
                     // The place among the review's items; "Your decision 4" above the hand is
                     // the decision's number among all the player's.
                     .label = "Reviewed " + std::to_string(status.decision) + " of " +
                              std::to_string(status.decisions),
                     .enabled = false,
                     .width = 200,
                     .right = true},
        };
    }
    const std::string where =
        "Move " + std::to_string(status.at) + " of " + std::to_string(status.steps);
    return {
        MenuItem{.id = button::watch_back,
                 .label = "Back",
                 .key = "\u2190",
                 .enabled = status.at > 0,
                 .width = 110},
        MenuItem{.id = button::watch_play,
                 .label = status.playing ? "Pause" : "Play",
                 .key = "P",
                 .enabled = status.playing || status.at < status.steps,
                 .primary = true,
                 .width = 110},
        MenuItem{.id = button::watch_step,
                 .label = "Step",
                 .key = "\u2192",
                 .enabled = status.at < status.steps,
                 .width = 110},
        MenuItem{.id = button::watch_leave, .label = "Leave", .key = "Esc", .width = 110},
        MenuItem{.id = button::watch_where,
                 .label = where,
                 .enabled = false,
                 .width = 180,
                 .right = true},
    };
}

void TableBase::leave_for_title() {
    const App::Notice kept = game_over() ? App::Notice{} : kept_notice("where you left off");
    app().go_to_title(kept.text, kept.is_error);
}

void TableBase::leave_watching() {
    if (app().depth() > 1) {
        app().pop();
    } else {
        app().go_to_title();
    }
}

// The arrows (Undo, Redo) step through a watched game, Home and End go to its ends; Esc
// leaves it.
bool TableBase::watch_action(UiAction action) {
    switch (action) {
    case UiAction::Left:
    case UiAction::MoveLeft:
    case UiAction::Undo:
        watch_step(-1);
        return true;
    case UiAction::Right:
    case UiAction::MoveRight:
    case UiAction::Redo:
        watch_step(1);
        return true;
    case UiAction::Home:
        watch_step(-watch_status()->at);
        return true;
    case UiAction::End:
        watch_step(watch_status()->steps - watch_status()->at);
        return true;
    case UiAction::Cancel:
        leave_watching();
        return true;
    default:
        return false;
    }
}

void TableBase::press_button(int id) {
    switch (id) {
    case button::watch_back:
        watch_step(-1);
        return;
    case button::watch_play:
        watch_play();
        return;
    case button::watch_step:
        watch_step(1);
        return;
    case button::watch_leave:
        leave_watching();
        return;
    case button::save:
        save_pressed();
        return;
    case button::help:
        toggle_help();
        return;
    case button::quit:
        leave_for_title();
        return;
    case button::keys:
        app().push(std::make_unique<ShortcutsOverlay>(app()));
        return;
    case button::undo:
        undo();
        return;
    default:
        activate(Target::button(id), Press::Click);
        return;
    }
}

void TableBase::save_pressed() {
    GameHooks h = hooks();
    if (h.can_save && h.can_save()) {
        app().push(std::make_unique<SaveDialog>(app(), std::move(h)));
    } else {
        log_.add(LogEntry::Who::Table, "You can save before a turn, when the computer is not "
                                       "moving.");
    }
}

// ---- input ----

void TableBase::say_refused(const std::string& why) {
    if (why.empty()) {
        return;
    }
    const auto& entries = log_.entries();
    if (entries.empty() || entries.back().text != why) {
        log_.add(LogEntry::Who::Table, why);
    }
    changed();
}

void TableBase::finish_animations() {
    flights_.finish_all();
}

void TableBase::click(Target target, Press how) {
    if (target.empty()) {
        return;
    }
    if (!zones_.reachable(target)) {
        if (!target.is_button()) {
            refused_click(target);
        }
        return;
    }
    focus_.target = target;
    if (target.is_button()) {
        press_button(target.index);
    } else {
        activate(target, how);
    }
}

std::optional<std::size_t> TableBase::dragged_card(const CardRow& row) const {
    if (!dragging_ || row.zone != pressed_.zone || row.boxes.empty() ||
        row.boxes.size() != row.cards.size()) {
        return std::nullopt;
    }
    // A pile is one target: what leaves it is its top card, the rest stays.
    const std::size_t i =
        row.one_target ? row.cards.size() - 1 : static_cast<std::size_t>(pressed_.index);
    return i < row.cards.size() ? std::optional(i) : std::nullopt;
}

Target TableBase::hit_other_than(Point p, Target skip) {
    const auto& spots = zones_.spots();
    for (auto it = spots.rbegin(); it != spots.rend(); ++it) {
        if (it->target != skip && it->box.contains(p)) {
            return it->target;
        }
    }
    return Target{};
}

void TableBase::on_mouse(const MouseEvent& e) {
    pointer_ = e.pos;
    refresh();
    switch (e.kind) {
    case MouseEvent::Kind::Move: {
        if (!pressed_.empty() && !dragging_ && draggable(pressed_) &&
            (std::abs(e.pos.x - pressed_at_.x) > drag_threshold ||
             std::abs(e.pos.y - pressed_at_.y) > drag_threshold)) {
            dragging_ = true;
            changed();
        }
        Target over = dragging_ ? Target{} : zones_.hit(e.pos);
        if (!zones_.reachable(over)) {
            over = Target{};
        }
        if (over != hover_) {
            hover_ = over;
            changed();
        }
        return;
    }
    case MouseEvent::Kind::Wheel:
        if (side_.on_wheel(e, frame_)) {
            changed();
        }
        return;
    case MouseEvent::Kind::Down: {
        changed();
        if (e.button != SDL_BUTTON_LEFT) {
            drop_pick();
            return;
        }
        finish_animations(); // any input lands the cards at once
        refresh();
        focus_.visible = false;
        if (side_.on_click(e.pos, frame_)) {
            return; // a log entry opened or closed: no card under it
        }
        const Target t = zones_.hit(e.pos);
        if (e.clicks >= 2 && !t.is_button()) {
            ignore_up_ = true;
            click(t, Press::Double);
            return;
        }
        pressed_ = t;
        pressed_at_ = e.pos;
        return;
    }
    case MouseEvent::Kind::Up: {
        if (e.button != SDL_BUTTON_LEFT) {
            return;
        }
        changed();
        const Target pressed = pressed_;
        const bool was_dragging = dragging_;
        pressed_ = Target{};
        dragging_ = false;
        if (ignore_up_) {
            ignore_up_ = false;
            return;
        }
        if (was_dragging) {
            dropped(pressed, hit_other_than(e.pos, pressed), e.pos);
        } else if (!pressed.empty() && zones_.hit(e.pos) == pressed) {
            click(pressed, Press::Click);
        }
        return;
    }
    }
}

void TableBase::on_action(UiAction action) {
    finish_animations();
    changed();
    refresh();
    // The speech mode's keys work at every table, watched or played (table_speech.cpp).
    if (action == UiAction::SpeechToggle) {
        toggle_speech();
        return;
    }
    if (action == UiAction::SpeakHand) {
        say_hand();
        return;
    }
    if (watch_status() && watch_action(action)) {
        return;
    }
    if (!watch_status() && action_first(action)) {
        return;
    }
    switch (action) {
    case UiAction::Cancel:
        if (dragging_) {
            dragging_ = false;
            pressed_ = Target{};
        } else if (!drop_pick()) {
            if (help_open_) {
                toggle_help();
            } else {
                GameHooks h = hooks();
                h.leave = [this] { leave_for_title(); };
                app().push(std::make_unique<PauseOverlay>(app(), std::move(h)));
            }
        }
        return;
    case UiAction::Select:
        if (!focus_.visible) {
            // Nothing shown focused yet: Enter does what the gold button says, or shows the
            // focus first so the player sees what the next Enter would do.
            if (const MenuItem* main = menu_.primary()) {
                press_button(main->id);
                return;
            }
            focus_.keep_within(zones_, next_focus());
            focus_.visible = true;
            say_focus();
            return;
        }
        if (zones_.reachable(focus_.target)) {
            click(focus_.target, Press::Key);
        }
        return;
    case UiAction::Undo:
        undo();
        return;
    case UiAction::Redo:
        redo();
        return;
    case UiAction::MoveLeft:
    case UiAction::MoveRight:
        focus_.visible = true;
        shift(focus_.target, action == UiAction::MoveRight ? 1 : -1);
        return;
    case UiAction::LogOlder:
    case UiAction::LogNewer:
    case UiAction::LogOpen:
        side_.on_action(action, frame_, log_);
        return;
    default:
        break;
    }
    if (!zones_.find(focus_.target) || !zones_.reachable(focus_.target)) {
        focus_.keep_within(zones_, next_focus());
    }
    if (focus_.move(action, zones_)) {
        say_focus();
        return;
    }
    side_.on_action(action, frame_, log_);
}

void TableBase::on_key(char key) {
    finish_animations();
    changed();
    refresh();
    if (key == 'm') { // at every table, watched games too: no table gives M a meaning
        toggle_sound();
        return;
    }
    if (watch_status()) {
        if (key == 'p' || key == ' ') {
            watch_play();
        } else if (key == 'q') {
            leave_watching();
        }
        return;
    }
    if (key_first(key)) {
        return;
    }
    if (key == 'h') {
        toggle_help();
    } else if (key == 's') {
        save_pressed();
    } else {
        this->key(key);
    }
}

void TableBase::toggle_sound() {
    Settings& s = app().settings();
    s.sound = !s.sound;
    app().sound_settings_changed();
    app().save_settings();
    log_.add(LogEntry::Who::Table, s.sound ? "Sound on" : "Sound off");
}

void TableBase::on_resume() {
    // The settings may have changed under an overlay.
    flights_.set_enabled(app().settings().animations);
    picture_.forget();
    changed();
}

void TableBase::advance_clock(double dt) {
    clock_ += dt;
    flights_.set_pace(animation_pace(app().settings().animation_speed));
    flights_.update(dt);
}

// ---- drawing ----

void TableBase::render(Gfx& g) {
    refresh();
    PictureKey key;
    key.w = static_cast<int>(frame_.window.w);
    key.h = static_cast<int>(frame_.window.h);
    key.version = version_;
    key.log = log_.version();
    key.log_scroll = side_.log_scroll();
    key.advice_scroll = side_.advice_scroll();
    key.flights = static_cast<int>(flights_.flights().size());
    key.dots = thinking() ? dots() : -1;
    key.atlas = g.atlas_generation();
    painting_ = true;
    picture_.show(g, key.w, key.h, key, [&] { paint(g); });

    if (dragging_) {
        for (const CardRow& r : rows_) {
            if (const std::optional<std::size_t> i = dragged_card(r)) {
                const Rect at =
                    r.boxes[*i].moved(pointer_.x - pressed_at_.x, pointer_.y - pressed_at_.y);
                g.soft_shadow(at.moved(frame_.px(6), frame_.px(8)), at.w * 0.08f);
                if (r.face_up) {
                    g.card(r.cards[*i], at);
                } else {
                    g.card_back(at); // the draw pile's top card: dragged, never shown
                }
                g.card_overlay(CardOverlay::Selected, at);
            }
        }
    }
    paint_moving(g);
    paint_flights(g, flights_);
    painting_ = false;
}

void TableBase::paint_frame(Gfx& g, const TopBar& top, const std::function<void()>& still) {
    // The top bar and the side column change far less often than the cards (a hover over a
    // card, a flight landing): they are kept painted on the felt, keyed by everything they show.
    const std::optional<AdviceText> advice_shown = advice_text();
    const AdviceText* advice = advice_shown ? &*advice_shown : nullptr;
    const int shown_dots = thinking() ? dots() : -1;
    g.backdrop(
        chrome_key(top, advice, shown_dots),
        [&] {
            paint_top_bar(g, frame_, top);
            side_.paint(g, frame_, log_, advice, dots());
        },
        [&] {
            // The buttons light up under the pointer: kept with the still level, so a hover over a
            // button repaints that level but not the bars, and a hover over a card neither.
            menu_.paint(g, frame_, hover_, focus_);
            if (still) {
                still();
            }
        });
}

std::string TableBase::chrome_key(const TopBar& top, const AdviceText* advice,
                                  int shown_dots) const {
    std::string key;
    auto add = [&key](const auto& value) {
        if constexpr (std::is_convertible_v<decltype(value), std::string_view>) {
            key += value;
        } else {
            key += std::to_string(value);
        }
        key += '\x1f';
    };
    for (const Rect& r :
         {frame_.window, frame_.top_bar, frame_.menu_bar, frame_.log, frame_.help}) {
        add(r.x), add(r.y), add(r.w), add(r.h);
    }
    add(frame_.s.unit);
    add(top.title), add(top.detail), add(top.banner), add(int(top.crown));
    for (const ScoreShown& s : top.scores) {
        add(s.name), add(s.value), add(int(s.mark.r << 16 | s.mark.g << 8 | s.mark.b));
    }
    add(log_.version()), add(side_.log_scroll()), add(side_.log_shape()),
        add(side_.advice_scroll());
    add(shown_dots);
    if (advice && advice->details) {
        add(advice->summary);
        for (const std::string& line : *advice->details) {
            add(line);
        }
    } else {
        add("no advice");
    }
    return key;
}

void TableBase::paint_row(Gfx& g, int zone) {
    for (const CardRow& r : rows_) {
        if (r.zone == zone) {
            paint_row(g, r);
        }
    }
}

void TableBase::paint_row(Gfx& g, const CardRow& row) {
    const std::vector<bool> air = flights_.in_the_air(row);
    const float spread = std::max(2.0f, frame_.px(3));
    for (std::size_t i = 0; i < row.cards.size(); ++i) {
        const bool top = i + 1 == row.cards.size();
        const Target t{row.zone, row.one_target ? 0 : static_cast<int>(i)};
        if (air[i] || dragged_card(row) == std::optional<std::size_t>(i)) {
            continue;
        }
        // A pile's marks are on its top card only.
        std::optional<CardMarks> reviewed = review_marks(row.cards[i]);
        if (reviewed && (!row.face_up || !review_marks_row(row.zone))) {
            reviewed = CardMarks{}; // unmarked, and not the game's marks either
        }
        const CardMarks m = row.one_target && !top ? CardMarks{}
                            : reviewed             ? *reviewed
                                                   : marks(t, row.cards[i]);
        Rect r = row.boxes[i];
        if (m.offered && !m.selected && (hover_ == t || focus_.on(t))) {
            r.y -= frame_.px(7); // a card that may be played rises under the pointer
        }
        if (!row.one_target || i == 0 || top) {
            g.card_shadow(r);
        }
        if (row.face_up) {
            g.card(row.cards[i], r);
        } else {
            g.card_back(r);
        }
        if (row.face_up) {
            decorate(g, t, row.cards[i], r);
        }
        const bool focused = focus_.on(t);
        if (m.selected && !focused) {
            g.card_overlay(CardOverlay::Selected, r);
        }
        if (m.hint) {
            g.card_overlay(CardOverlay::Hint, r);
        }
        if (m.drop) {
            g.card_overlay(CardOverlay::DropTarget, r);
        } else if (m.glow) {
            target_glow(g, r, spread + 1);
        }
        if (m.dim) {
            g.card_overlay(CardOverlay::Dim, r);
        }
        if (m.lit) {
            lit_ring(g, r, spread);
        }
        if (focused) {
            focus_ring(g, r, spread);
            if (m.selected) { // over the focus frame, or a picked card looked unpicked
                g.card_overlay(CardOverlay::Selected, r);
            }
        }
        if (!m.tab.empty()) {
            // The key that picks it, on a small tab at the card's foot.
            const TextStyle s = text_style(frame_.font_small, true, theme::ink, Align::Center);
            const float tab_h = g.line_height(s);
            const float tab_w = std::max(frame_.px(20), g.measure(m.tab, s).w + frame_.px(8));
            const Rect tab{r.cx() - tab_w / 2, r.bottom() - tab_h - frame_.px(4), tab_w, tab_h};
            g.fill_rounded(tab, tab_h / 2, Color{20, 40, 30, 200});
            g.text(m.tab, r.cx(), tab.y, s);
        }
    }
}

} // namespace parlor::app::table
