#pragma once
// The Casino table on the table kit: both hands, the table's loose cards and builds (each build an
// overlapped stack in a frame labelled with its value and owner, a multiple build's parts side by
// side in one frame), the deck, both piles with their counts and a running tally of the scoring
// categories; a move said by picking a hand card, then the table cards and builds it takes or
// builds on, the legal outcomes lit and Enter to confirm.

#include "app/casino/move_picker.hpp"
#include "app/casino/results.hpp"
#include "app/table/game_table.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/game.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/casino/save.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app::casino_table {

using table::CardSize;
using table::Target;

// How the table knows the rules: the game's descriptor (parlor/games/casino/game.hpp).
using Rules = ca::Game;

using Start = table::TableStart<ca::GameState, ca::Event>;

// The places cards lie on this table. Each build has two places of its own after these: the row
// of its cards and the frame around it, which a click or Enter picks. BuildZone names them.
enum Zone : int {
    ComputerHand,
    HumanHand,
    Deck,
    ComputerPile,
    HumanPile,
    Loose,
    TableArea,
    Builds
};

// A build's place: which build, and its cards or its frame.
struct BuildZone {
    enum class Part { Cards, Frame };
    int build = 0;
    Part part = Part::Cards;

    int zone() const { return Builds + 2 * build + (part == Part::Frame ? 1 : 0); }
    static BuildZone cards_of(int build) { return {build, Part::Cards}; }
    static BuildZone frame_of(int build) { return {build, Part::Frame}; }
    // The build place a zone number is; nothing for the table's other places.
    static std::optional<BuildZone> of(int zone) {
        if (zone < Builds) {
            return std::nullopt;
        }
        return BuildZone{(zone - Builds) / 2, (zone - Builds) % 2 == 1 ? Part::Frame : Part::Cards};
    }
};
// The menu's outcome buttons are 1, 2, 3 (the first is what Enter does); 0 says what to pick.
inline constexpr int pick_button = 0;
inline constexpr int max_outcomes = 3;
// Beside a card picked alone that could also take or build: its trail, never the Enter button.
inline constexpr int trail_button = max_outcomes + 1;

// Where a build lies: its frame (the label goes above it) and each part's cards.
struct BuildPlace {
    Rect frame;
    std::vector<std::vector<Rect>> parts;
};

// Where the Casino table's parts go inside the kit's play area. Plain C++.
struct Layout {
    Rect computer_label;
    Rect computer_hand;
    CardSize computer_card;
    Rect computer_pile; // the pile at the left of the box, the tally beside it
    Rect table;         // the builds and loose cards, a label line on top
    Rect deck;
    CardSize table_card;
    Rect human_label;
    Rect human_hand; // room on top for a picked card to rise
    CardSize human_card;
    Rect human_pile;
    CardSize pile_card;
    float lift = 0;
};
Layout layout_casino(const table::TableFrame& f);

// The builds (in the table's order) and then the loose cards, in one line across `area`
// (its top line is for the builds' labels), overlapping more and then shrinking when crowded.
struct TablePlaces {
    std::vector<BuildPlace> builds;
    std::vector<Rect> loose;
    CardSize card;
};
TablePlaces place_table(const ca::Table& table, const Rect& area, CardSize card, float unit);

// The gold button's words, short: the card is the one picked ("Capture 3♠ 6♣ 9♠", "Build 8
// on 4♥", "Raise the build to 9", "Add to the build of 9", "Trail 2♣"); the prompt says it in full.
std::string button_label(const ca::Action& move);

// What the table shows beyond the state, restored with it by a take-back.
struct Memo {
    std::vector<RoundRecord> rounds;
};

class TableScene final : public table::GameTable<Rules, Memo> {
  public:
    TableScene(App& app, Start start);

    // ---- for tests: what the table shows and offers ----
    const MovePicker& picker() const { return picker_; }
    const std::vector<RoundRecord>& rounds() const { return rounds_; }
    bool human_to_act() const;
    std::vector<ca::Action> outcomes() const { return picker_.outcomes(); }
    // What Enter and the gold button play: the moves the pick makes, but nothing for a card
    // picked alone that could also take or build (its trail is T or the Trail button).
    std::vector<ca::Action> enter_outcomes() const;
    Layout layout();
    TablePlaces places();
    // The key that picks a table item ("a" ...): builds first, then loose cards.
    static char item_key(int position);
    // Why the player's last attempt was refused, in one line in place of the prompt until the
    // next pick or move (empty: nothing refused).
    const std::string& note() const { return note_; }
    // The round's end: what is left on the table goes to the last capturer ("Beatrice takes the
    // last 3 cards"); empty when nothing was left.
    std::string sweep_caption() const;
    // The last move has been played and what was left still lies on the table, to fly next.
    bool sweep_pending() const { return sweep_ && !sweep_->flown; }

  private:
    // ---- the kit's questions (table.cpp) ----
    void lay_out(const table::TableFrame& f) override;
    std::vector<table::MenuItem> menu() override;
    void activate(Target target, table::Press how) override;
    bool key(char key) override;
    table::CardMarks marks(Target target, Card card) const override;
    std::string game_prompt() const override;
    bool drop_pick() override;
    Target next_focus() override;
    int hand_zone() const override { return HumanHand; } // said on Ctrl+H (speech mode)
    // ---- the speech mode (table_speech.cpp) ----
    std::string move_preview(Target target, Card card) const override;
    std::string place_words(Target target) const override;
    std::string spoken_prompt() const override;
    std::string item_preview(Item item) const;
    // "the 7♠", "the build of 9"; with its key, "the 7♠ (F)".
    std::string item_words(Item item, bool with_key) const;
    // The items a pick needs or may add, with their keys: "the 3♠ (D) or the build of 8 (A)".
    std::string items_to_pick(bool needed_only) const;
    bool draggable(Target target) const override;
    void dropped(Target target, Target onto, Point at) override;
    void tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) override;
    Sound sound_of(const Outcome& outcome) const override;
    bool results_due() const override;
    void show_results() override;
    std::string save_name() const override;
    Memo remember() const override { return Memo{rounds_}; }
    void recall(const Memo& memo) override;
    std::optional<GameRecord> final_record() const override;
    bool holding() const override { return sweep_pending(); }
    bool step(double dt) override;
    void finish_animations() override;

    // The table and the piles as they are shown: until the round's last cards have flown, the
    // cards left lie on the table and not yet in the last capturer's pile.
    const ca::Table& table_shown() const;
    std::vector<Card> pile_shown(ca::Seat seat) const;
    void fly_the_sweep();

    void reset_picker();
    void say(std::string why);
    std::string why_not_item(Item item) const;
    std::string why_no_move(Card card) const;
    std::optional<std::string> missing_own_build() const;
    // A pick that makes no move without the player's own build that every move it could make
    // touches (a multiple build joins it, a capture with its kept card takes it): picked too.
    void pick_own_build();
    bool trail_offered() const;        // the Trail button beside a card picked alone
    std::string still_to_pick() const; // the disabled Enter button's words: what is missing
    void pick_card(int hand_index, table::Press how);
    void pick_item(Item item, table::Press how);
    void play_at_once(Card card);
    void trail_key();
    void refused_click(Target target) override;
    void confirm(int outcome);
    std::vector<Item> items() const; // every item on the table: builds, then loose cards
    std::optional<Item> item_at(Target target) const;
    bool item_picked(Item item) const;

    // ---- painting (table_paint.cpp) ----
    void paint(Gfx& g) override;
    void paint_labels(Gfx& g, const Layout& l);
    void paint_builds(Gfx& g, const TablePlaces& t);
    void paint_pile(Gfx& g, const Rect& box, ca::Seat seat, const CardSize& card);

    // The round's end as the table shows it before the sheet: the last move lands with what
    // was left still on the table; a moment later those cards fly to the last capturer's pile.
    struct Sweep {
        std::optional<ca::Seat> seat; // nobody: the cards are set aside
        ca::Table left;               // what was left, as loose cards
        double waited = 0;            // since the last move landed
        bool flown = false;
    };

    MovePicker picker_;
    std::vector<RoundRecord> rounds_;
    std::string note_;
    std::optional<Sweep> sweep_;
};

} // namespace parlor::app::casino_table
