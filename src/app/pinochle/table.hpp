#pragma once
// The Pinochle table on the table kit: both hands (the computer's face down), each player's melds
// laid apart from the hand, the stock with the trump card crosswise under it, the trick in the
// middle, the capture piles with their points, and what a click, a drag or a key means (play a
// card, from the hand or from a meld; after a won trick pick one of the legal melds shown beside
// it, or none; look at the last trick again (L, or a click on a capture pile); call the toss;
// another round?).

#include "app/pinochle/narration.hpp"
#include "app/table/game_table.hpp"
#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/game.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::pinochle_table {

namespace pn = parlor::pinochle;
using cards::Card;
using table::CardSize;
using table::Target;

// How the table knows the rules: the game's descriptor (parlor/games/pinochle/game.hpp).
using Rules = pn::Game;

using Start = table::TableStart<pn::GameState, pn::Event>;

// The places cards lie on this table, and the spots without cards.
enum Zone : int {
    ComputerHand,
    ComputerMelds,
    Stock,
    TrumpCard,
    Trick,
    LastTrick,
    ComputerCaptures,
    HumanCaptures,
    HumanMelds,
    HumanHand,
    MeldChoice = 20, // a spot per legal new meld, in legal_new_melds' order
    TrickArea = 21,  // where a card is dropped to play it
};

// The game's buttons (the common ones are the kit's).
enum Button : int { Move, NoMeld, Heads, Tails, AnotherRound, EndGame };

// Where the Pinochle table's parts go inside the kit's play area. Plain C++, tested for every
// size from 1024x600 to 4K.
struct Layout {
    Rect computer_label;
    Rect computer_hand;
    CardSize computer_card;
    Rect computer_melds_label;
    Rect computer_melds;
    CardSize meld_card;
    Rect middle; // the stock, the trick (or the meld choices) and the capture piles
    Rect stock;  // the stock's top card; the trump card lies crosswise under it
    Rect stock_label;
    Rect trick;          // the trick's two cards with their names above, or the meld choices
    Rect trick_cards;    // the lead and the chase side by side
    float trick_gap = 0; // between them: room for their names above ("Computer led")
    Rect trick_caption;  // under the cards, inside the middle: who takes the trick
    // While the player picks a meld: the trick just won, small, at the left of the trick's place,
    // and the choices in the rest (above the caption).
    Rect won_trick;
    Rect meld_choices;
    CardSize middle_card;
    Rect captures; // both capture piles, the computer's left
    CardSize capture_card;
    Rect human_melds_label;
    Rect human_melds;
    Rect human_label; // "Your hand" and the prompt
    Rect human_hand;  // room on top for a card rising under the pointer
    CardSize human_card;
    float lift = 0;
};
Layout layout_pinochle(const table::TableFrame& f);

// Where the meld choices lie: a grid of `n` boxes at most max_w x max_h, centred in `area`, in
// fewer columns while a box would be narrower than min_w and rows can stay min_h high.
std::vector<Rect> meld_choice_boxes(const Rect& area, int n, float gap, float max_w, float max_h,
                                    float min_w, float min_h);
// The meld choices' boxes of this table, in l.meld_choices.
std::vector<Rect> meld_choice_boxes(const table::TableFrame& f, const Layout& l, int n);

// A trick taken: shown in the middle until the next lead, and on asking (L, or a click on a
// capture pile) until the next deal.
struct ShownTrick {
    Card lead;
    Card chase;
    pn::Seat leader = pn::Seat::Human;
    pn::Seat winner = pn::Seat::Human;
    int points = 0;
    friend bool operator==(const ShownTrick&, const ShownTrick&) = default;
};

// What the table shows beyond the state, restored with it by a take-back.
struct Memo {
    std::optional<ShownTrick> last_trick;
    std::optional<ShownTrick> latest_trick;
    std::vector<pn::RoundResult> rounds;
    bool round_seen = false;
};

class TableScene final : public table::GameTable<Rules, Memo> {
  public:
    TableScene(App& app, Start start);

    // ---- for tests: what the table shows and offers ----
    bool human_to(pn::Phase phase) const;
    // The player's unmelded cards as shown (suit by suit, high to low) and their places in the
    // holding; the melded cards likewise, grouped by meld.
    std::vector<std::size_t> hand_positions() const;
    std::vector<std::size_t> meld_positions(pn::Seat seat) const;
    // The legal new melds offered after a won trick (legal_new_melds' order).
    std::vector<pn::Meld> meld_choices() const;
    const std::optional<ShownTrick>& last_trick() const { return last_trick_; }
    // The last trick of the round, looked at again over the table (L, or a click on a capture
    // pile) until the next click or key.
    const std::optional<ShownTrick>& latest_trick() const { return latest_trick_; }
    bool reviewing() const { return reviewing_; }
    // The meld choice the open help recommends (its place in meld_choices()), and whether a
    // card of the table carries the help's mark.
    std::optional<int> hinted_choice() const;
    bool hint_on(Target target);
    // The table's words as last painted, each with the box it covers (tests check none overlaps
    // another or leaves the play area).
    const std::map<std::string, Rect>& painted_words() const { return painted_words_; }
    const std::vector<pn::RoundResult>& rounds() const { return rounds_; }
    Layout layout();

  private:
    // ---- the kit's questions (table.cpp) ----
    void lay_out(const table::TableFrame& f) override;
    std::vector<table::MenuItem> menu() override;
    void activate(Target target, table::Press how) override;
    bool key(char key) override;
    table::CardMarks marks(Target target, Card card) const override;
    std::string game_prompt() const override;
    // A reviewed decision's cards are the player's: marked in its hand and its melds only.
    bool review_marks_row(int zone) const override {
        return zone == HumanHand || zone == HumanMelds;
    }
    bool draggable(Target target) const override;
    void dropped(Target dragged, Target onto, Point at) override;
    Target next_focus() override;
    int hand_zone() const override { return HumanHand; } // said on Ctrl+H (speech mode)
    std::string move_preview(Target target, Card card) const override;
    void tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) override;
    Sound sound_of(const Outcome& outcome) const override;
    bool results_due() const override;
    void show_results() override;
    std::string save_name() const override;
    Memo remember() const override {
        return Memo{last_trick_, latest_trick_, rounds_, round_seen_};
    }
    void recall(const Memo& memo) override;
    std::optional<GameRecord> final_record() const override;
    bool holding() const override { return asking_; }
    bool step(double dt) override;
    // While the last trick is looked at, the next key, press or click only puts it away.
    bool key_first(char key) override;
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;

    bool playing() const; // the player's turn to lead or to chase
    void play_card(std::size_t position);
    // A hand card clicked when the rules take none: why, in the log.
    void refuse_card(std::size_t position);
    void review_last_trick();
    void end_review();
    void declare(int choice);
    void ask_another_round();
    std::vector<Card> cards_at(pn::Seat seat, const std::vector<std::size_t>& positions) const;
    std::vector<Card> computer_unmelded() const;
    std::optional<std::size_t> position_of(Target target) const;
    // The player's cards the focused or hovered meld choice would use.
    bool in_pointed_meld(Target target) const;

    // ---- painting (table_paint.cpp) ----
    void paint(Gfx& g) override;
    void paint_labels(Gfx& g, const Layout& l);
    void paint_stock(Gfx& g, const Layout& l);
    void paint_middle(Gfx& g, const Layout& l);
    void paint_meld_choices(Gfx& g, const Layout& l);
    void paint_captures(Gfx& g, const Layout& l);
    void paint_meld_line(Gfx& g, pn::Seat seat, const Rect& where);
    void paint_trick_caption(Gfx& g, const Rect& where, Align align);
    void paint_review(Gfx& g, const Layout& l);
    // g.text, the box kept under `name` for painted_words().
    Rect words(Gfx& g, const std::string& name, std::string_view text, float x, float y,
               const TextStyle& style);

    Narration narration() const;

    std::optional<ShownTrick> last_trick_;
    std::optional<ShownTrick> latest_trick_; // the round's last trick, for a second look
    bool reviewing_ = false;
    bool swallow_release_ = false; // the click that put the last trick away ends here
    std::map<std::string, Rect> painted_words_;
    std::vector<pn::RoundResult> rounds_; // for the results screens
    bool round_seen_ = false;             // the round's results were looked at
    bool asking_ = false;                 // "another round?" is to be asked
};

} // namespace parlor::app::pinochle_table
