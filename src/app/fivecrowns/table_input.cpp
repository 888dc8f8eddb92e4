// Mouse and keyboard on the table: hit-testing the frame and handing targets to the controller.

#include "app/core/app.hpp"
#include "app/fivecrowns/table_scene.hpp"
#include "app/scenes/pause_overlay.hpp"

#include <SDL.h>

#include <algorithm>

namespace parlor::app::fivecrowns_table {

Target TableScene::hit(const Frame& f, int x, int y) const {
    for (const auto& [button, box] : f.buttons) {
        if (box.contains(x, y)) {
            return Target::button(button);
        }
    }
    // A dragged card is dropped on the pile by its centre or the pointer, whichever is there.
    if (controller_.dragging() && f.layout.discard.inset(-f.layout.gap).contains(x, y)) {
        return Target::discard();
    }
    const int card = card_at(f.human_cards, x, y);
    if (card >= 0) {
        return Target::card(card);
    }
    if (f.layout.stock.contains(x, y)) {
        return Target::stock();
    }
    if (f.layout.discard.contains(x, y)) {
        return Target::discard();
    }
    return Target::none();
}

int TableScene::hand_place(const Frame& f, int x, int y) const {
    const Box zone = f.layout.human_hand.inset(-f.layout.gap);
    if (!zone.contains(x, y) || f.human_cards.empty()) {
        return -1;
    }
    return insertion_index(f.human_cards, controller_.dragged_card(), x);
}

void TableScene::on_mouse(const MouseEvent& e) {
    const int x = static_cast<int>(e.pos.x);
    const int y = static_cast<int>(e.pos.y);
    mouse_x_ = x;
    mouse_y_ = y;
    const Frame f = frame();
    switch (e.kind) {
    case MouseEvent::Kind::Move:
        controller_.drag_to(x, y);
        return;
    case MouseEvent::Kind::Wheel:
        table::scroll_side_panels(e, f.layout.log, log_panel_, f.layout.help, help_panel_,
                                  f.layout.font_body * 3);
        return;
    case MouseEvent::Kind::Down: {
        if (e.button != SDL_BUTTON_LEFT) {
            controller_.clear_selection();
            return;
        }
        finish_animations(); // any input lands the cards at once
        const Frame now = frame();
        const Target t = hit(now, x, y);
        if (e.clicks >= 2 && t.kind == Target::Kind::Card) {
            ignore_next_up_ = true;
            execute(controller_.double_click(context(), t));
            return;
        }
        controller_.press(t, x, y);
        return;
    }
    case MouseEvent::Kind::Up: {
        if (e.button != SDL_BUTTON_LEFT) {
            return;
        }
        if (ignore_next_up_) {
            ignore_next_up_ = false;
            controller_.cancel_drag();
            return;
        }
        controller_.drag_to(x, y);
        const Target drop = hit(f, x, y);
        const int place = controller_.dragging() ? hand_place(f, x, y) : -1;
        execute(controller_.release(context(), drop, place));
        return;
    }
    }
}

void TableScene::on_action(UiAction action) {
    finish_animations();
    const TurnContext ctx = context();
    switch (action) {
    case UiAction::Cancel:
        if (controller_.dragging()) {
            controller_.cancel_drag();
        } else if (controller_.selected()) {
            controller_.clear_selection();
        } else {
            app().push(std::make_unique<PauseOverlay>(app(), hooks()));
        }
        return;
    case UiAction::Select:
        execute(controller_.key(ctx, TableKey::Activate));
        return;
    case UiAction::Next:
        execute(controller_.key(ctx, TableKey::Next));
        return;
    case UiAction::Prev:
        execute(controller_.key(ctx, TableKey::Previous));
        return;
    case UiAction::Up:
        execute(controller_.key(ctx, TableKey::Up));
        return;
    case UiAction::Down:
        execute(controller_.key(ctx, TableKey::Down));
        return;
    case UiAction::Left:
        execute(controller_.key(ctx, TableKey::Left));
        return;
    case UiAction::Right:
        execute(controller_.key(ctx, TableKey::Right));
        return;
    case UiAction::MoveLeft:
        execute(controller_.key(ctx, TableKey::MoveCardLeft));
        return;
    case UiAction::MoveRight:
        execute(controller_.key(ctx, TableKey::MoveCardRight));
        return;
    case UiAction::DrawStock:
        execute(controller_.key(ctx, TableKey::DrawStock));
        return;
    case UiAction::TakeDiscard:
        execute(controller_.key(ctx, TableKey::TakeDiscard));
        return;
    case UiAction::Help:
        if (help_open_) {
            execute(Command::of(Command::Kind::Help)); // toggles the panel away
        } else {
            execute(controller_.key(ctx, TableKey::Help));
        }
        return;
    case UiAction::Save:
        execute(controller_.key(ctx, TableKey::Save));
        return;
    case UiAction::Continue:
        execute(controller_.key(ctx, TableKey::Continue));
        return;
    default:
        log_panel_.on_action(action, frame().layout.log.h); // PgUp, PgDn, Home, End
        return;
    }
}

} // namespace parlor::app::fivecrowns_table
