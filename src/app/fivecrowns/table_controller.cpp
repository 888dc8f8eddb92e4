#include "app/fivecrowns/table_controller.hpp"

#include <algorithm>
#include <cstdlib>

namespace parlor::app::fivecrowns_table {

bool TurnContext::allows(const fc::Action& action) const {
    return std::find(legal.begin(), legal.end(), action) != legal.end();
}

TurnContext context_of(const fc::GameState& state, bool busy) {
    TurnContext ctx;
    ctx.phase = state.phase;
    ctx.turn = state.turn;
    ctx.busy = busy;
    if (state.phase == fc::Phase::CoinToss || ctx.human_turn()) {
        ctx.legal = fc::legal_actions(state);
    }
    return ctx;
}

namespace {

int row_of(const Target& t) {
    switch (t.kind) {
    case Target::Kind::Stock:
    case Target::Kind::Discard:
        return 0;
    case Target::Kind::Card:
        return 1;
    case Target::Kind::Button:
        return 2;
    case Target::Kind::None:
        break;
    }
    return -1;
}

} // namespace

void TableController::refresh(const TurnContext& ctx, const std::vector<fc::Card>& human_hand,
                              int wild_rank, bool new_deal) {
    if (new_deal) {
        hand_.reset(human_hand, wild_rank);
    } else {
        hand_.sync(human_hand, wild_rank);
    }
    selected_.reset();
    cancel_drag();
    // After every change the focus goes to what comes next: the drawn card, the piles, the
    // Continue button. The player who uses the keyboard then presses one key less.
    focus_ = first_target(ctx);
}

std::vector<MenuButton> TableController::left_buttons(const TurnContext& ctx) const {
    if (ctx.phase == fc::Phase::CoinToss) {
        return {MenuButton::Heads, MenuButton::Tails, MenuButton::Quit};
    }
    return {MenuButton::Save, MenuButton::Move, MenuButton::Help, MenuButton::Quit};
}

std::vector<MenuButton> TableController::right_buttons() const {
    return {MenuButton::Sort, MenuButton::Keys};
}

std::string TableController::button_label(const TurnContext& ctx, MenuButton b) const {
    switch (b) {
    case MenuButton::Save:
        return "Save";
    case MenuButton::Move:
        return ctx.turn == fc::Seat::Computer ? "Continue" : "Make a move";
    case MenuButton::Help:
        return "Ask for help";
    case MenuButton::Quit:
        return "Quit";
    case MenuButton::Heads:
        return "Heads";
    case MenuButton::Tails:
        return "Tails";
    case MenuButton::Sort:
        return "Sort hand";
    case MenuButton::Keys:
        return "Keys";
    }
    return {};
}

bool TableController::discardable(const TurnContext& ctx, int i) const {
    return !ctx.busy && ctx.human_turn() && ctx.phase == fc::Phase::Discard && i >= 0 &&
           i < hand_.size() && ctx.allows(fc::Discard{hand_.at(i)});
}

bool TableController::enabled(const TurnContext& ctx, const Target& target) const {
    switch (target.kind) {
    case Target::Kind::None:
        return false;
    case Target::Kind::Stock:
        return !ctx.busy && ctx.human_turn() && ctx.allows(fc::DrawStock{});
    case Target::Kind::Discard:
        if (ctx.busy || !ctx.human_turn()) {
            return false;
        }
        if (ctx.phase == fc::Phase::Draw) {
            return ctx.allows(fc::TakeDiscard{});
        }
        return (selected_ && discardable(ctx, *selected_)) ||
               (dragging_ && discardable(ctx, pressed_.index));
    case Target::Kind::Card:
        return target.index >= 0 && target.index < hand_.size();
    case Target::Kind::Button:
        break;
    }
    const bool before_turn = ctx.phase == fc::Phase::Draw;
    switch (target.as_button()) {
    case MenuButton::Save:
        return !ctx.busy && before_turn;
    case MenuButton::Move:
        return !ctx.busy && (ctx.computer_turn() || (ctx.human_turn() && before_turn));
    case MenuButton::Help:
        return !ctx.busy && ctx.human_turn();
    case MenuButton::Quit:
        return true;
    case MenuButton::Heads:
    case MenuButton::Tails:
        return !ctx.busy && ctx.phase == fc::Phase::CoinToss;
    case MenuButton::Sort:
        return hand_.size() > 1;
    case MenuButton::Keys:
        return true;
    }
    return false;
}

std::vector<Target> TableController::focus_ring(const TurnContext& ctx) const {
    std::vector<Target> ring;
    for (const Target t : {Target::stock(), Target::discard()}) {
        if (enabled(ctx, t)) {
            ring.push_back(t);
        }
    }
    for (int i = 0; i < hand_.size(); ++i) {
        ring.push_back(Target::card(i));
    }
    std::vector<MenuButton> buttons = left_buttons(ctx);
    const std::vector<MenuButton> right = right_buttons();
    buttons.insert(buttons.end(), right.begin(), right.end());
    for (MenuButton b : buttons) {
        if (enabled(ctx, Target::button(b))) {
            ring.push_back(Target::button(b));
        }
    }
    return ring;
}

bool TableController::in_ring(const TurnContext& ctx, const Target& t) const {
    const auto ring = focus_ring(ctx);
    return std::find(ring.begin(), ring.end(), t) != ring.end();
}

Target TableController::first_target(const TurnContext& ctx) const {
    if (ctx.phase == fc::Phase::CoinToss) {
        return Target::button(MenuButton::Heads);
    }
    if (ctx.computer_turn() && enabled(ctx, Target::button(MenuButton::Move))) {
        return Target::button(MenuButton::Move);
    }
    if (ctx.human_turn() && ctx.phase == fc::Phase::Draw) {
        if (enabled(ctx, Target::stock())) {
            return Target::stock();
        }
        if (enabled(ctx, Target::discard())) {
            return Target::discard();
        }
    }
    if (ctx.human_turn() && ctx.phase == fc::Phase::Discard && hand_.size() > 0) {
        return Target::card(hand_.last_added() >= 0 ? hand_.last_added() : 0);
    }
    const auto ring = focus_ring(ctx);
    return ring.empty() ? Target::none() : ring.front();
}

Command TableController::press_button(const TurnContext& ctx, MenuButton b) {
    if (!enabled(ctx, Target::button(b))) {
        return Command::none();
    }
    switch (b) {
    case MenuButton::Save:
        return Command::of(Command::Kind::Save);
    case MenuButton::Move:
        if (ctx.computer_turn()) {
            return Command::of(Command::Kind::Continue);
        }
        // "Make a move": the move itself is made on the piles; send the focus there.
        focus_ = first_target(ctx);
        focus_visible_ = true;
        return Command::none();
    case MenuButton::Help:
        return Command::of(Command::Kind::Help);
    case MenuButton::Quit:
        return Command::of(Command::Kind::Quit);
    case MenuButton::Heads:
        return Command::play(fc::CallToss{true});
    case MenuButton::Tails:
        return Command::play(fc::CallToss{false});
    case MenuButton::Sort:
        return Command::of(Command::Kind::Sort);
    case MenuButton::Keys:
        return Command::of(Command::Kind::ShowKeys);
    }
    return Command::none();
}

Command TableController::activate(const TurnContext& ctx, const Target& target,
                                  bool from_keyboard) {
    if (!enabled(ctx, target)) {
        return Command::none();
    }
    switch (target.kind) {
    case Target::Kind::Stock:
        return Command::play(fc::DrawStock{});
    case Target::Kind::Discard:
        if (ctx.phase == fc::Phase::Draw) {
            return Command::play(fc::TakeDiscard{});
        }
        return Command::play(fc::Discard{hand_.at(*selected_)});
    case Target::Kind::Card:
        if (!discardable(ctx, target.index)) {
            return Command::none();
        }
        // The keyboard's focus is already a choice: Enter discards the focused card. The mouse
        // picks a card first, then the pile (or double-clicks, or drags).
        if (from_keyboard) {
            return Command::play(fc::Discard{hand_.at(target.index)});
        }
        if (selected_ == target.index) {
            selected_.reset();
        } else {
            selected_ = target.index;
        }
        return Command::none();
    case Target::Kind::Button:
        return press_button(ctx, target.as_button());
    case Target::Kind::None:
        break;
    }
    return Command::none();
}

Command TableController::click(const TurnContext& ctx, const Target& target) {
    focus_visible_ = false;
    if (target.kind != Target::Kind::None && enabled(ctx, target)) {
        focus_ = target;
    }
    return activate(ctx, target, false);
}

Command TableController::double_click(const TurnContext& ctx, const Target& target) {
    if (target.kind == Target::Kind::Card && discardable(ctx, target.index)) {
        return Command::play(fc::Discard{hand_.at(target.index)});
    }
    return click(ctx, target);
}

void TableController::move_focus(const TurnContext& ctx, TableKey key) {
    const auto ring = focus_ring(ctx);
    if (ring.empty()) {
        focus_ = Target::none();
        return;
    }
    auto at = std::find(ring.begin(), ring.end(), focus_);
    if (at == ring.end()) {
        focus_ = first_target(ctx);
        return;
    }
    const int n = static_cast<int>(ring.size());
    const int pos = static_cast<int>(at - ring.begin());
    if (key == TableKey::Next || key == TableKey::Previous) {
        focus_ = ring[static_cast<std::size_t>((pos + (key == TableKey::Next ? 1 : n - 1)) % n)];
    } else if (key == TableKey::Left || key == TableKey::Right) {
        std::vector<Target> row;
        for (const Target& t : ring) {
            if (row_of(t) == row_of(focus_)) {
                row.push_back(t);
            }
        }
        const int m = static_cast<int>(row.size());
        const int i = static_cast<int>(std::find(row.begin(), row.end(), focus_) - row.begin());
        focus_ = row[static_cast<std::size_t>((i + (key == TableKey::Right ? 1 : m - 1)) % m)];
    } else {
        // Up and Down go to the nearest row that has something to focus.
        const int step = key == TableKey::Up ? -1 : 1;
        for (int r = row_of(focus_) + step; r >= 0 && r <= 2; r += step) {
            std::vector<Target> row;
            for (const Target& t : ring) {
                if (row_of(t) == r) {
                    row.push_back(t);
                }
            }
            if (row.empty()) {
                continue;
            }
            if (r == 1) {
                focus_ = Target::card(std::clamp(last_card_focus_, 0, hand_.size() - 1));
            } else {
                focus_ = row.front();
            }
            break;
        }
    }
    if (focus_.kind == Target::Kind::Card) {
        last_card_focus_ = focus_.index;
    }
}

Command TableController::key(const TurnContext& ctx, TableKey key) {
    switch (key) {
    case TableKey::Left:
    case TableKey::Right:
    case TableKey::Up:
    case TableKey::Down:
    case TableKey::Next:
    case TableKey::Previous:
        if (!focus_visible_ && in_ring(ctx, focus_)) {
            focus_visible_ = true; // the first key shows where the focus is
            return Command::none();
        }
        focus_visible_ = true;
        move_focus(ctx, key);
        return Command::none();
    case TableKey::Activate:
        if (!in_ring(ctx, focus_)) {
            focus_ = first_target(ctx);
        }
        if (!focus_visible_ &&
            !(focus_ == Target::button(MenuButton::Move) && ctx.computer_turn())) {
            focus_visible_ = true; // show what Enter would do before it does it
            return Command::none();
        }
        focus_visible_ = true;
        return activate(ctx, focus_, true);
    case TableKey::DrawStock:
        // A player who draws by key goes on by key: keep the focus ring in view.
        focus_visible_ = true;
        return activate(ctx, Target::stock(), true);
    case TableKey::TakeDiscard:
        focus_visible_ = true;
        return ctx.phase == fc::Phase::Draw ? activate(ctx, Target::discard(), true)
                                            : Command::none();
    case TableKey::Help:
        return press_button(ctx, MenuButton::Help);
    case TableKey::Save:
        return press_button(ctx, MenuButton::Save);
    case TableKey::Continue:
        return ctx.computer_turn() ? press_button(ctx, MenuButton::Move) : Command::none();
    case TableKey::MoveCardLeft:
    case TableKey::MoveCardRight: {
        if (focus_.kind != Target::Kind::Card) {
            return Command::none();
        }
        const int from = focus_.index;
        const int to = from + (key == TableKey::MoveCardRight ? 1 : -1);
        if (to < 0 || to >= hand_.size()) {
            return Command::none();
        }
        hand_.move(from, to);
        if (selected_ == from) {
            selected_ = to;
        } else if (selected_ == to) {
            selected_ = from;
        }
        focus_ = Target::card(to);
        last_card_focus_ = to;
        focus_visible_ = true;
        return Command::none();
    }
    }
    return Command::none();
}

void TableController::press(const Target& target, int x, int y) {
    pressed_ = target;
    press_x_ = drag_x_ = x;
    press_y_ = drag_y_ = y;
    dragging_ = false;
}

void TableController::drag_to(int x, int y) {
    drag_x_ = x;
    drag_y_ = y;
    if (!dragging_ && pressed_.kind == Target::Kind::Card &&
        (std::abs(x - press_x_) > drag_threshold || std::abs(y - press_y_) > drag_threshold)) {
        dragging_ = true;
    }
}

Command TableController::release(const TurnContext& ctx, const Target& drop, int place) {
    const Target pressed = pressed_;
    const bool was_dragging = dragging_;
    Command command;
    if (was_dragging) {
        if (drop.kind == Target::Kind::Discard && discardable(ctx, pressed.index)) {
            command = Command::play(fc::Discard{hand_.at(pressed.index)});
        } else if (place >= 0 && place < hand_.size()) {
            hand_.move(pressed.index, place);
            selected_.reset();
            focus_ = Target::card(place);
        }
    } else if (pressed.kind != Target::Kind::None && drop == pressed) {
        command = click(ctx, pressed);
    }
    cancel_drag();
    return command;
}

void TableController::cancel_drag() {
    pressed_ = Target::none();
    dragging_ = false;
}

} // namespace parlor::app::fivecrowns_table
