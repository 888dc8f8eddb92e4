// The player's clicks and keys on the Cribbage table. Only what the rules allow reacts: a card
// in the play is offered only when it fits under 31, the lay-away button only with two picked.

#include "app/core/app.hpp"
#include "app/cribbage/table_scene.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/pause_overlay.hpp"
#include "app/scenes/save_dialog.hpp"

#include <algorithm>

namespace parlor::app::cribbage_table {

Target TableScene::hit(const Frame& f, int x, int y) const {
    for (const auto& [id, box] : f.buttons) {
        if (box.contains(x, y)) {
            return Target::button(id);
        }
    }
    if (const int i = card_at(f.human_cards, x, y); i >= 0) {
        return Target::card(i);
    }
    return Target{};
}

std::vector<Target> TableScene::focus_ring() const {
    std::vector<Target> ring;
    const int n = static_cast<int>(human_shown().size());
    if (human_to_act() && state_.phase != cr::Phase::CutForDeal) {
        for (int i = 0; i < n; ++i) {
            ring.push_back(Target::card(i));
        }
    }
    for (const MenuButton b : {MenuButton::Save, MenuButton::Move, MenuButton::Help,
                               MenuButton::Quit, MenuButton::Keys}) {
        ring.push_back(Target::button(b));
    }
    return ring;
}

void TableScene::move_focus(int delta) {
    const auto ring = focus_ring();
    if (ring.empty()) {
        return;
    }
    auto it = std::find(ring.begin(), ring.end(), focus_);
    int i = it == ring.end() ? (delta > 0 ? -1 : 0) : static_cast<int>(it - ring.begin());
    const int n = static_cast<int>(ring.size());
    i = ((i + delta) % n + n) % n;
    focus_ = ring[static_cast<std::size_t>(i)];
    focus_visible_ = true;
    ++state_version_;
}

void TableScene::activate(const Target& target) {
    if (target.kind == Target::Kind::Card) {
        pick(target.index);
        return;
    }
    if (target.kind != Target::Kind::Button) {
        return;
    }
    switch (static_cast<MenuButton>(target.index)) {
    case MenuButton::Save:
        if (hooks().can_save()) {
            app().push(std::make_unique<SaveDialog>(app(), hooks()));
        } else {
            log_.add(LogEntry::Who::Table,
                     "You can save when it is your turn to lay away or to play a card.");
        }
        return;
    case MenuButton::Move:
        press_move();
        return;
    case MenuButton::Help:
        toggle_help();
        return;
    case MenuButton::Quit:
        app().go_to_title(state_.phase == cr::Phase::GameOver
                              ? std::string{}
                              : "Your game was kept: Continue picks it up where you left off.");
        return;
    case MenuButton::Keys:
        app().push(std::make_unique<ShortcutsOverlay>(app()));
        return;
    }
}

void TableScene::on_mouse(const MouseEvent& e) {
    const int x = static_cast<int>(e.pos.x);
    const int y = static_cast<int>(e.pos.y);
    mouse_x_ = x;
    mouse_y_ = y;
    const Frame f = frame();
    switch (e.kind) {
    case MouseEvent::Kind::Move:
        return;
    case MouseEvent::Kind::Wheel:
        table::scroll_side_panels(e, f.layout.log, log_panel_, f.layout.help, help_panel_,
                                  f.layout.font_body * 3);
        return;
    case MouseEvent::Kind::Down: {
        if (e.button != 1) {
            picked_.clear();
            ++state_version_;
            return;
        }
        finish_animations(); // any input lands the cards at once
        focus_visible_ = false;
        const Target t = hit(f, x, y);
        if (t.kind == Target::Kind::Card) {
            focus_ = t;
            activate(t);
        } else if (t.kind == Target::Kind::Button) {
            focus_ = t;
            activate(t);
        } else if (f.layout.play.contains(x, y) && reveal_.active() && !reveal_.finished()) {
            press_move(); // a click on the show counts on
        }
        return;
    }
    case MouseEvent::Kind::Up:
        return;
    }
}

void TableScene::on_action(UiAction action) {
    finish_animations();
    if (const int card = card_key_index(action); card >= 0) {
        focus_ = Target::card(card);
        pick(card);
        return;
    }
    switch (action) {
    case UiAction::Cancel:
        if (help_open_) {
            help_open_ = false;
            ++state_version_;
        } else {
            app().push(std::make_unique<PauseOverlay>(app(), hooks()));
        }
        return;
    case UiAction::Left:
    case UiAction::Prev:
    case UiAction::Up:
        move_focus(-1);
        return;
    case UiAction::Right:
    case UiAction::Next:
    case UiAction::Down:
        move_focus(1);
        return;
    case UiAction::Select:
        if (!focus_visible_) {
            // Nothing focused yet: Enter does what the main button says.
            press_move();
            return;
        }
        activate(focus_);
        return;
    case UiAction::LayAway:
        lay_away_picked();
        return;
    case UiAction::Continue:
        if (state_.phase == cr::Phase::CutForDeal || state_.phase == cr::Phase::DealOver ||
            state_.phase == cr::Phase::GameOver) {
            press_move();
        }
        return;
    case UiAction::Help:
        toggle_help();
        return;
    case UiAction::Save:
        activate(Target::button(MenuButton::Save));
        return;
    default:
        log_panel_.on_action(action, frame().layout.log.h); // PgUp, PgDn, Home, End
        return;
    }
}

} // namespace parlor::app::cribbage_table
