#pragma once
// The half of every card table that does not depend on a game's rules: the frame (top bar, play
// area, menu bar, side column), the rows of cards and the spots the pointer and keyboard reach,
// hover, focus and dragging, the cards in the air, the picture kept in a texture, and the log.
// A game's table (through GameTable, which adds the rules' half) says where its cards lie, what
// its buttons are, what a click means and how a card is marked; this class does the rest.

#include "app/core/app.hpp"
#include "app/core/scene.hpp"
#include "app/scenes/game_hooks.hpp"
#include "app/table/cached_picture.hpp"
#include "app/table/card_layouts.hpp"
#include "app/table/card_row.hpp"
#include "app/table/flight_deck.hpp"
#include "app/table/menu_bar.hpp"
#include "app/table/side_column.hpp"
#include "app/table/table_frame.hpp"
#include "app/table/table_log.hpp"
#include "app/table/top_bar.hpp"
#include "app/table/zones.hpp"
#include "parlor/record/review.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

// How a target was pressed: a click, a double click, or Enter on the keyboard's focus.
enum class Press { Click, Double, Key };

// Where a recorded game being watched stands (docs/records.md, "Watch"): the table shows the
// position after `at` of its `steps` moves.
struct WatchStatus {
    int at = 0;
    int steps = 0;
    bool playing = false; // the moves follow each other by themselves
    // A reviewed decision shown (TableBase::show_review): the arrows go from decision to decision.
    bool reviewing = false;
    int decision = 0; // the one shown, from 1, of the `decisions` reviewed
    int decisions = 0;
};

class TableBase : public Scene {
  public:
    TableBase(App& app, std::string game_id);

    std::string_view name() const override { return "table"; }
    std::string_view game_id() const override { return game_id_; }
    void on_action(UiAction action) override;
    void on_key(char key) override;
    void on_mouse(const MouseEvent& e) override;
    void on_resume() override;
    void render(Gfx& g) override;
    // A watched game shows the moment of a reviewed decision, `items[index]` (its record line),
    // hands as the player saw them, the move made and the expert's marked on the cards, and the
    // expert's word in the side panel; the arrows go through the items in the order they were
    // made (docs/records.md, "The review in the window").
    virtual void show_review(std::vector<record::ReviewItem> /*items*/, int /*index*/) {}

    // ---- where things are now (laid out for the current window; tests use these too) ----
    const TableFrame& frame();
    const Zones& zones();
    const CardRow* row(int zone);
    // Where a target is on the table; an empty rectangle when it is not there.
    Rect box(Target target);
    const MenuBar& menu_bar();

    const TableLog& log() const { return log_; }
    const SideColumn& side() const { return side_; }
    const Focus& focus() const { return focus_; }
    Target hover() const { return hover_; }
    bool dragging() const { return dragging_; }
    // The card being dragged (an empty target when none is).
    Target dragged() const { return dragging_ ? pressed_ : Target{}; }
    bool help_open() const { return help_open_; }
    const FlightDeck& flights() const { return flights_; }

  protected:
    // ---- the game's part ----
    // Places the game's rows and spots in f.play for this moment (add_row, add_spot).
    virtual void lay_out(const TableFrame& f) = 0;
    // The buttons of the menu bar now; save_button() and the like give the common ones.
    virtual std::vector<MenuItem> menu() = 0;
    // Paints the whole table (paint_frame, paint_row ... and the game's own things). Called only
    // when the picture has to change; what moves each frame goes in paint_moving.
    virtual void paint(Gfx& g) = 0;
    // A click, a double click or Enter on a reachable target of the game (not a common button).
    virtual void activate(Target target, Press how) = 0;
    // A letter or digit key the common keys (H, S) leave; false when it means nothing here.
    virtual bool key(char) { return false; }
    // A key the game takes before the common ones while a choice of its own is open (a suit
    // picker's H and S); false leaves it to them.
    virtual bool key_first(char) { return false; }
    // The same for the named actions (Up, Down, Backspace, Enter) while an entry of the game's
    // own is open (Cribbage's claim of points); false leaves the action to the table.
    virtual bool action_first(UiAction) { return false; }
    // How a card of a row is marked now.
    virtual CardMarks marks(Target, Card) const { return {}; }
    // Paints what a card shows beyond its face (after the face, before the marks).
    virtual void decorate(Gfx&, Target, Card, const Rect&) {}
    // Paints what moves every frame over the picture (pegs, a tooltip, a drop marker).
    virtual void paint_moving(Gfx&) {}
    // A click on a card or place of the game that may not be taken now (the keyboard never
    // reaches one): the game may say why.
    virtual void refused_click(Target) {}
    // Esc or a right click: drops the cards picked (a selection, a build being made); false when
    // nothing was picked.
    virtual bool drop_pick() { return false; }
    // Shift+Left/Right on the focused target (move a card within the hand).
    virtual void shift(Target, int /*direction*/) {}
    // Whether a card may be dragged, and what dropping it on `onto` (at `at`) does.
    virtual bool draggable(Target) const { return false; }
    virtual void dropped(Target, Target /*onto*/, Point /*at*/) {}
    // Where the keyboard focus goes after a move: what the player will want next.
    virtual Target next_focus() { return Target{}; }

    // ---- the speech mode (issue 45; table_speech.cpp) ----
    // The zone of the player's hand, said on Ctrl+H (-1: the table has none).
    virtual int hand_zone() const { return -1; }
    // A card of a row as the speech mode says it ("7♥", read as words): the game's own name
    // where its table draws a card with a stand-in.
    virtual std::string card_words(Target, Card card) const;
    // What Enter on the focused card would do now, in the words of the table's own button
    // ("Play the 5♥: fifteen (K♠ 5♥) for 2", "Capture 7♠"), or the rules' refusal; said after
    // the card as the focus reaches it. Empty: nothing to add (not the player's move).
    virtual std::string move_preview(Target, Card) const { return {}; }
    // A focused place that is no card of a row (a build's frame, a suit offered for an 8): its
    // words and what Enter on it would do. Empty: "an empty place".
    virtual std::string place_words(Target) const { return {}; }

    // What the rules' half (GameTable) supplies.
    virtual GameHooks hooks() = 0;
    virtual void toggle_help() = 0;
    virtual bool game_over() const = 0;
    // What the title says as the player leaves the game unfinished: whether Continue picks it
    // up `where` (kept_notice.hpp). Nothing for a table that keeps no game.
    virtual App::Notice kept_notice(std::string_view /*where*/) const { return {}; }
    // The advice to show while help is open; nothing while it is being worked out.
    virtual std::optional<AdviceText> advice_text() const = 0;
    virtual bool thinking() const = 0; // dots animate in the panels while true
    virtual bool undo() = 0;           // Ctrl+Z: take back the player's last decision
    virtual bool redo() = 0;           // Ctrl+Y, Ctrl+Shift+Z: make it again
    virtual bool undo_available() const = 0;
    // A recorded game being watched: its controls replace the game's menu, the arrows step
    // through its moves, P plays or pauses, Esc leaves (nothing: the table is played).
    virtual std::optional<WatchStatus> watch_status() const { return std::nullopt; }
    virtual void watch_step(int /*moves*/) {} // forward (> 0) or back (< 0)
    virtual void watch_play() {}
    // How a card is marked while a reviewed decision is shown, in place of the game's marks.
    virtual std::optional<CardMarks> review_marks(Card) const { return std::nullopt; }
    // The rows a reviewed decision's marks go on: face-up rows only (a card face down is never
    // marked, so the marks cannot tell a hidden card), of the zones the game says (default:
    // every one).
    virtual bool review_marks_row(int /*zone*/) const { return true; }

    // ---- the kit's services ----
    // A row of cards; `reachable` says which of its cards the pointer and keys may take (empty:
    // none), `focus_row` its row in the keyboard's grid. A pile (row.one_target) is one spot.
    void add_row(CardRow row, std::vector<bool> reachable = {}, int focus_row = -1);
    void add_row_all(CardRow row, bool reachable, int focus_row);
    // A place without cards (a pile's empty spot, the play area) that may be clicked.
    void add_spot(Target target, Rect box, bool reachable, int focus_row = -1);

    // The common buttons, in the words of the menu before each turn (docs/cli.md).
    MenuItem save_button();
    MenuItem help_button(bool enabled) const;
    MenuItem quit_button() const;
    MenuItem keys_button() const;
    MenuItem undo_button() const;
    // Leaves a watched game: back to what it was opened over (the results, the title).
    void leave_watching();
    // To the title (Quit, the pause menu's Quit to title), saying whether the game was kept.
    void leave_for_title();

    // The felt, the top bar, the side column and the menu bar. `still` paints what no pointer
    // or focus changes (the opponent's cards, a summary, labels): it is kept as a picture while
    // the drawing calls it makes stay the same (Gfx::backdrop), so a hover repaints only the rest.
    void paint_frame(Gfx& g, const TopBar& top, const std::function<void()>& still = {});
    // The cards of a row with their marks, skipping those still in the air or being dragged.
    void paint_row(Gfx& g, int zone);
    void paint_row(Gfx& g, const CardRow& row);

    // An attempt the rules refuse (a card that does not fit, a drop where it cannot go): their
    // one-line reason in the log, once however often the same attempt is repeated. Nothing is
    // ever refused in silence.
    void say_refused(const std::string& why);
    // The speech mode's part of each update: a failure of the speech service told in the log
    // (once), the player's turn and each new prompt while the player is to act, the help's
    // first line once the help is there.
    void speech_step(bool player_to_act, const std::string& prompt);
    // The picture must be painted again (a pick, a peg, anything the game shows changed).
    void changed() { ++version_; }
    // Every card lands at once (any input does this).
    virtual void finish_animations();
    // The rows as they are now, for finding which cards moved.
    std::vector<CardRow> rows_now();
    // Seconds since the table opened (the thinking dots).
    double clock() const { return clock_; }
    int dots() const { return static_cast<int>(clock_ * 3) % 4; }
    void advance_clock(double dt);
    void press_button(int id);

    TableLog log_;
    FlightDeck flights_;
    Focus focus_;
    bool help_open_ = false;
    Point pointer_{-1, -1};

    // New advice opens at its top, whatever the last advice was scrolled to.
    void show_new_advice() { side_.new_advice(); }
    // The speech mode says what the focus is on (a game that moves the focus itself, to where
    // the player goes next, says so).
    void say_focus() const;

  private:
    // The speech mode (table_speech.cpp): the focused thing, the player's hand (Ctrl+H), the
    // mode on and off (Ctrl+T).
    std::string focus_words(Target target) const;
    void say_hand() const;
    void toggle_speech();
    std::string spoken_prompt_;
    std::string spoken_help_;

    void refresh();
    std::vector<MenuItem> watch_menu(const WatchStatus& status) const;
    bool watch_action(UiAction action);
    void click(Target target, Press how);
    void save_pressed();
    // M: the sound off or on again (the setting, kept), said in the log.
    void toggle_sound();
    Target hit_other_than(Point p, Target skip);
    // The card of `row` being dragged, if any (a pile's top card when the pile is dragged).
    std::optional<std::size_t> dragged_card(const CardRow& row) const;

    std::string game_id_;
    TableFrame frame_;
    Zones zones_;
    std::vector<CardRow> rows_;
    MenuBar menu_;
    SideColumn side_;
    bool painting_ = false; // the layout stays as it is while the picture is painted

    Target hover_;
    Target pressed_;
    Point pressed_at_;
    bool dragging_ = false;
    bool ignore_up_ = false;

    int version_ = 0;
    double clock_ = 0;
    // Everything the top bar, the menu bar and the side column show.
    std::string chrome_key(const TopBar& top, const AdviceText* advice, int shown_dots) const;
    struct PictureKey {
        int w = 0, h = 0, version = 0, log = 0, log_scroll = 0, advice_scroll = 0, flights = 0;
        int dots = -1;
        int atlas = 0; // Gfx::atlas_generation: another deck was chosen
        friend bool operator==(const PictureKey&, const PictureKey&) = default;
    };
    KeyedPicture<PictureKey> picture_;
};

// How far the pointer must move (in pixels) before a press becomes a drag.
inline constexpr float drag_threshold = 6;

} // namespace parlor::app::table
