#pragma once
// The Five Crowns table on the table kit: the two hands, the draw and discard piles, the draw
// pile's cards on show (as docs/fivecrowns.md asks), the player's best arrangement, and what a
// click, a drag or a key means (draw, take the discard, pick a card and discard it, reorder the
// hand). At a table of three to seven the others sit round the middle (table::seat_ring), each
// place with the name, the difficulty, the cards held face down, the score and what it did.

#include "app/fivecrowns/narration.hpp"
#include "app/fivecrowns/score_sheet.hpp"
#include "app/fivecrowns/seats.hpp"
#include "app/table/game_table.hpp"
#include "app/table/hand_order.hpp"
#include "app/table/seat_ring.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/game.hpp"
#include "parlor/games/fivecrowns/melds.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::app::fivecrowns_table {

using cards::Card;
using table::CardSize;
using table::Target;

// How the table knows the rules: the game's descriptor (parlor/games/fivecrowns/game.hpp) with
// a strategy for each computer seat (Rules, app/fivecrowns/seats.hpp).

using Start = table::TableStart<fc::GameState, fc::Event>;

// At a table of more than two, the hand of seat s (1..6) is opponent_zone + s.
enum Zone : int { ComputerHand, Stock, Discard, HumanHand, opponent_zone = 10 };

// The buttons of the game (the common ones are the kit's).
enum Button : int { Move, Sort, Heads, Tails, Scores };

// The game's own settings (the settings screen lists them).
inline constexpr const char* auto_continue = "auto_continue";
inline constexpr const char* hide_computer_hand = "hide_computer_hand";
inline constexpr const char* hide_draw_pile = "hide_draw_pile";

// Where the Five Crowns table's parts go inside the kit's play area; extra height becomes air
// between the rows. Plain C++, tested for every size from 1024x600 to 4K.
struct Layout {
    Rect computer_label;
    Rect computer_hand;
    CardSize computer_card;
    Rect stock;
    Rect stock_label;
    Rect discard;
    Rect discard_label;
    Rect stock_strip; // the draw pile's cards, shown as docs/fivecrowns.md asks
    CardSize pile_card;
    float stock_step = 0;   // how far each edge under the draw pile's top card shows
    float discard_step = 0; // ... and the discard pile's
    Rect human_label;       // "Your hand" and the prompt for the next step
    Rect human_hand;        // room on top for a lifted card
    CardSize human_card;
    float lift = 0;
    Rect arrangement; // the human's best arrangement
    Rect arrangement_caption;
    Rect arrangement_cards;
    CardSize mini_card;
    // A table of more than two: each other player's place, indexed by seat (seat 0's is empty),
    // and the computer's label and hand above are empty.
    std::vector<table::SeatPlace> seats;
};
Layout layout_fivecrowns(const table::TableFrame& f);
// The table of `seats` players (2: the two-seat table above; 3 to 7: the others round the
// middle, the piles and the draw pile's cards between them, the player's hand below).
Layout layout_fivecrowns(const table::TableFrame& f, int seats);
// How many card edges show under each pile's top card (table::pile's `shown`).
inline constexpr int stock_edges = 3;
inline constexpr int discard_edges = 2;

// The "W" on a face-up wild card in box `r`, wherever a wild is shown (nothing on a card too
// narrow to read it on).
void paint_wild_badge(Gfx& g, const Rect& r);

// What the table shows beyond the state, restored with it by a take-back.
struct Memo {
    table::HandOrder hand;
    std::optional<fc::Arrangement> computer_out;
};

class TableScene final : public table::GameTable<Rules, Memo> {
  public:
    TableScene(App& app, Start start);

    // ---- for tests: what the table shows and offers ----
    const table::HandOrder& hand() const { return hand_; }
    std::optional<int> selected() const { return selected_; }
    // Hand positions (in the player's order) the expert suggests.
    std::vector<int> hinted_cards() const;
    bool human_to(fc::Phase phase) const;
    Layout layout();
    // Every round scored so far, those before the table opened first.
    ScoreHistory score_history() const { return with_results(earlier_, state().results); }
    // Opens the score sheet over the table (R, the Scores button).
    void open_scores();
    // What seat `seat` did since the player's last move, as its place says it ("" for nothing).
    std::string recap_at(int seat) const {
        return seat >= 0 && seat < static_cast<int>(recap_.size())
                   ? recap_[static_cast<std::size_t>(seat)]
                   : std::string();
    }
    // Play again: as many seats, each playing as it did.
    NewGameChoice again() const override;

  private:
    // ---- the kit's questions (table.cpp) ----
    void lay_out(const table::TableFrame& f) override;
    std::vector<table::MenuItem> menu() override;
    void activate(Target target, table::Press how) override;
    bool key(char key) override;
    table::CardMarks marks(Target target, Card card) const override;
    void decorate(Gfx& g, Target target, Card card, const Rect& r) override;
    bool drop_pick() override;
    void shift(Target target, int direction) override;
    bool draggable(Target target) const override;
    void dropped(Target dragged, Target onto, Point at) override;
    Target next_focus() override;
    int hand_zone() const override { return HumanHand; } // said on Ctrl+H (speech mode)
    std::string move_preview(Target target, Card card) const override;
    void advice_came() override;
    void tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) override;
    Sound sound_of(const Outcome& outcome) const override;
    bool results_due() const override;
    void show_results() override;
    // The next round, dealt by the rules with the turn after the player who went out.
    void deal_next_round();
    std::string save_name() const override;
    double computer_pause() const override;
    double flight_seconds(int seat) const override;
    // A table of three and one of seven are not the same contest: kept apart by the table's size.
    std::string statistics_level(const std::string& difficulty) const override;
    Memo remember() const override { return Memo{hand_, computer_out_}; }
    std::optional<GameRecord> final_record() const override;
    void recall(const Memo& memo) override;
    bool computer_waits() const override;
    std::string memory_for_continue() const override;
    void continued(const std::string& memory) override;

    // A table of more than two: the others round the middle.
    bool big_table() const { return state().seat_count() > 2; }
    bool in_play_now() const;
    // Every seat's name, the player's first.
    std::vector<std::string> seat_names() const;
    Narration narration() const;
    // Where the deal's cards fly, seat by seat from the first to be dealt to, then the pile.
    std::vector<int> deal_zones() const;
    void add_to_recap(const fc::Event& event);
    bool discardable(int hand_index) const;
    bool may_draw() const;
    bool may_take_discard() const;
    bool computer_turn() const;
    void discard(int hand_index);
    // Enter on a card: discards it, but a wild or a joker only at the second Enter.
    void discard_by_key(int hand_index);
    // "Make a move": the expert's move, at once when its advice is shown, else once it comes.
    void make_a_move();
    void play_advice();
    // The hand position of the card the advice discards, or -1.
    int advised_discard() const;
    void sort_hand();
    void follow_hand(bool new_deal);
    bool option(const char* key) const;
    bool computer_face_up() const;
    // A computer seat's cards the player has not seen (its hand less what it took face up).
    std::vector<Card> hidden_computer_cards(int seat) const;
    const fc::Arrangement& human_arrangement();
    std::vector<Card> computer_shown(std::vector<int>* groups) const;

    // ---- painting (table_paint.cpp) ----
    void paint(Gfx& g) override;
    void paint_moving(Gfx& g) override;
    void paint_labels(Gfx& g, const Layout& l);
    void paint_computer_label(Gfx& g, const Layout& l);
    void paint_seat(Gfx& g, const Layout& l, int seat);
    void paint_stock_strip(Gfx& g, const Layout& l);
    void paint_arrangement(Gfx& g, const Layout& l);
    void paint_tooltip(Gfx& g);
    void paint_drop_marker(Gfx& g);
    std::string game_prompt() const override;

    table::HandOrder hand_;
    std::optional<int> selected_;
    // A wild or joker Enter was pressed on once: the next Enter on it discards it.
    std::optional<Card> wild_asked_;
    bool move_asked_ = false;    // "Make a move" waits for the expert's advice
    std::optional<int> drop_at_; // where a card dragged from a pile goes in the hand
    std::optional<fc::Arrangement> computer_out_; // its melds once it has gone out
    // The human's best arrangement, cached for the hand (and the card picked to discard).
    std::vector<Card> arranged_for_;
    fc::Arrangement arrangement_;
    // The rounds scored before the table opened: a continued game's, or a file's totals.
    ScoreHistory earlier_;
    // A table of more than two: what each seat did since the player's last move, and who moved
    // last (the run of computer turns after the player goes quickly: table/run_pacing.hpp).
    std::vector<std::string> recap_;
    int recap_moves_ = 0;
    int last_mover_ = -1;
};

} // namespace parlor::app::fivecrowns_table
