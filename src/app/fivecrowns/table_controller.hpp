#pragma once
// What the player's clicks and keys mean on the Five Crowns table. No rule logic: every move
// it offers is one the rules list in legal_actions; anything else is simply not a target.
// Plain C++ (no SDL): the scene hit-tests the layout and hands over targets and keys.

#include "app/fivecrowns/hand_order.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app::fivecrowns_table {

namespace fc = parlor::fivecrowns;

// The menu before each turn (Save / Make a move / Ask for help / Quit), the coin toss call,
// and two helpers at the right end.
enum class MenuButton { Save, Move, Help, Quit, Heads, Tails, Sort, Keys };

struct Target {
    enum class Kind { None, Stock, Discard, Card, Button };
    Kind kind = Kind::None;
    int index = 0; // the position in the hand for Card, the Button for Button

    static Target none() { return {}; }
    static Target stock() { return {Kind::Stock, 0}; }
    static Target discard() { return {Kind::Discard, 0}; }
    static Target card(int i) { return {Kind::Card, i}; }
    static Target button(MenuButton b) { return {Kind::Button, static_cast<int>(b)}; }
    MenuButton as_button() const { return static_cast<MenuButton>(index); }
    friend bool operator==(const Target&, const Target&) = default;
};

// The keyboard's words for the table (the scene maps keys to these).
enum class TableKey {
    Left,
    Right,
    Up,
    Down,
    Next,
    Previous, // move the focus ring
    Activate, // Enter / Space
    DrawStock,
    TakeDiscard, // D, T
    Help,
    Save,
    Continue, // H, S, C
    MoveCardLeft,
    MoveCardRight, // Shift+Left / Shift+Right: reorder the hand
};

// What the table should do next.
struct Command {
    enum class Kind { None, Play, Save, Help, Quit, Continue, ShowKeys, Sort };
    Kind kind = Kind::None;
    fc::Action action{}; // for Play
    static Command none() { return {}; }
    static Command play(fc::Action a) { return {Kind::Play, a}; }
    static Command of(Kind k) { return {k, {}}; }
};

// Everything the controller needs to know about the moment, taken from the state once per
// change: whose turn and which moves the rules allow.
struct TurnContext {
    fc::Phase phase = fc::Phase::Draw;
    fc::Seat turn = fc::Seat::Human;
    std::vector<fc::Action> legal; // the human's legal moves (empty on the computer's turn)
    bool busy = false;             // cards flying or the computer thinking: no moves now
    bool human_turn() const {
        return turn == fc::Seat::Human && (phase == fc::Phase::Draw || phase == fc::Phase::Discard);
    }
    bool computer_turn() const {
        return turn == fc::Seat::Computer &&
               (phase == fc::Phase::Draw || phase == fc::Phase::Discard);
    }
    bool allows(const fc::Action& action) const;
};
TurnContext context_of(const fc::GameState& state, bool busy);

class TableController {
  public:
    // ---- the hand on screen ----
    HandOrder& hand() { return hand_; }
    const HandOrder& hand() const { return hand_; }
    // After the state changed: follows the hand, forgets a selection that no longer fits and
    // puts the keyboard focus somewhere useful (the drawn card, the Continue button).
    void refresh(const TurnContext& ctx, const std::vector<fc::Card>& human_hand, int wild_rank,
                 bool new_deal);

    // ---- what may be pressed ----
    std::vector<MenuButton> left_buttons(const TurnContext& ctx) const;
    std::vector<MenuButton> right_buttons() const;
    bool enabled(const TurnContext& ctx, const Target& target) const;
    // A card the player may discard now (highlighted as a legal choice).
    bool discardable(const TurnContext& ctx, int hand_index) const;
    // The targets the keyboard visits, in order: piles, hand, buttons.
    std::vector<Target> focus_ring(const TurnContext& ctx) const;
    std::string button_label(const TurnContext& ctx, MenuButton b) const;

    // ---- input ----
    Command click(const TurnContext& ctx, const Target& target);
    Command double_click(const TurnContext& ctx, const Target& target);
    Command key(const TurnContext& ctx, TableKey key);

    // Dragging a card of the hand: press on it, move, release over a target. A press and
    // release without moving much is a click.
    void press(const Target& target, int x, int y);
    void drag_to(int x, int y);
    // `drop` is what lies under the pointer; `place` the position in the hand it points at.
    Command release(const TurnContext& ctx, const Target& drop, int place);
    bool dragging() const { return dragging_; }
    int dragged_card() const { return dragging_ ? pressed_.index : -1; }
    int drag_x() const { return drag_x_; }
    int drag_y() const { return drag_y_; }
    int drag_dx() const { return drag_x_ - press_x_; }
    int drag_dy() const { return drag_y_ - press_y_; }
    void cancel_drag();

    // ---- what to draw ----
    std::optional<int> selected() const { return selected_; }
    const Target& focus() const { return focus_; }
    bool focus_visible() const { return focus_visible_; }
    void hide_focus() { focus_visible_ = false; }
    void clear_selection() { selected_.reset(); }
    void set_focus(const Target& t) { focus_ = t; }

  private:
    Command activate(const TurnContext& ctx, const Target& target, bool from_keyboard);
    Command press_button(const TurnContext& ctx, MenuButton b);
    void move_focus(const TurnContext& ctx, TableKey key);
    Target first_target(const TurnContext& ctx) const;
    bool in_ring(const TurnContext& ctx, const Target& t) const;

    HandOrder hand_;
    std::optional<int> selected_;
    Target focus_;
    bool focus_visible_ = false;
    int last_card_focus_ = 0;

    Target pressed_;
    int press_x_ = 0;
    int press_y_ = 0;
    int drag_x_ = 0;
    int drag_y_ = 0;
    bool dragging_ = false;
};

// How far the pointer must move (in pixels) before a press becomes a drag.
inline constexpr int drag_threshold = 6;

} // namespace parlor::app::fivecrowns_table
