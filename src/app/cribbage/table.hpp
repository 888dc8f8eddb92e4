#pragma once
// The Cribbage table on the table kit: where the hands, the deck, the crib, the pile and the
// board lie, what a click or a key means (pick two cards for the crib, play a card that fits,
// count on in the show), the pegs and the show counted item by item, and the log's words.

#include "app/cribbage/board.hpp"
#include "app/cribbage/narration.hpp"
#include "app/cribbage/results.hpp"
#include "app/cribbage/show_steps.hpp"
#include "app/table/game_table.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/game.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace parlor::app::cribbage_table {

namespace cr = parlor::cribbage;
using table::CardSize;
using table::Target;

// How the table knows the rules: the game's descriptor (parlor/games/cribbage/game.hpp).
using Rules = cr::Game;

using Start = table::TableStart<cr::GameState, cr::Event>;

// The places cards lie on this table.
enum Zone : int { ComputerHand, HumanHand, Deck, Starter, Crib, Pile, Earlier, Cuts, ShowCards };
inline constexpr int play_area = 20; // a spot: a click on the show counts on
inline constexpr int crib_area = 21; // a spot: a hand card dropped here is laid away
inline constexpr int move_button = 0;
// Counting your own: one point less and one more on the claim being entered.
inline constexpr int claim_less_button = 1;
inline constexpr int claim_more_button = 2;

// Where the Cribbage table's parts go inside the kit's play area. Plain C++, tested for every
// size from 1024x600 to 4K.
struct Layout {
    Rect board;
    Rect computer_label;
    Rect computer_hand;
    CardSize computer_card;
    Rect middle; // the row between the hands
    Rect deck;   // the rest of the deck, the starter on it once cut
    Rect deck_label;
    Rect play; // the pile of the current count, the count and the show's words
    Rect crib; // the crib, face down until it is counted
    Rect crib_label;
    CardSize middle_card;
    Rect human_label; // "Your hand" and the prompt
    Rect human_hand;  // room on top for picked cards to rise
    CardSize human_card;
    float lift = 0;
};
Layout layout_cribbage(const table::TableFrame& f);

// What the table shows beyond the state, restored with it by a take-back.
struct Memo {
    std::array<PegPair, 2> pegs;
    ShowReveal reveal;
    std::optional<cr::CutForDealEvent> last_cut;
    std::vector<DealRecord> deals;
    std::vector<std::string> crib_reasons;
    std::vector<std::pair<int, table::LogEntry>> held_back;
    std::string callout;
};

// A count the rules have just ended (a 31, a go, the play's last card, a peg-out): its cards and
// its count stay on the table a moment after the rules have cleared the pile.
struct EndedCount {
    std::vector<Card> cards;
    int count = 0;
};

class TableScene final : public table::GameTable<Rules, Memo> {
  public:
    TableScene(App& app, Start start);

    // ---- for tests: what the table shows and offers ----
    const ShowReveal& reveal() const { return reveal_; }
    const std::array<PegPair, 2>& pegs() const { return pegs_; }
    const std::vector<DealRecord>& deals() const { return deals_; }
    const std::vector<int>& picked() const { return picked_; }
    bool human_to_act() const;
    // The human's cards as shown (sorted by rank), and which the rules let the human play now.
    std::vector<Card> human_shown() const;
    bool hands_shown() const; // from the show on, both hands lie face up
    // The pills beside a seat's name: "Dealer" (once dealt), "Go" (said in the count now).
    std::vector<std::string> badges(cr::Seat seat) const;
    bool playable(int shown_index) const;
    std::string move_label() const;
    bool move_enabled() const;
    Layout layout();

    // What the last card played scored, in the players' words ("You: fifteen for 2"); empty
    // when it scored nothing. Shown by the pile until the next card.
    const std::string& callout() const { return callout_; }
    // The table waits on an ended count or a peg-out until a key, a click or the time is up.
    bool count_held() const { return hold_ > 0; }
    // The pile and the count as shown: an ended count's while it stays, else the rules'.
    std::vector<Card> pile_shown() const;
    int count_shown() const;
    // "Beatrice wins the game", once the game is won and the count that won it shown.
    std::string banner() const;

    // ---- counting your own (docs/cribbage.md, "Count your own") ----
    // The player's claim the rules wait for (nothing while none waits, or a game watched).
    const cr::PendingClaim* human_claim() const;
    // A claim waits and may be entered now (the show before it counted).
    bool claim_open() const;
    // The digits typed so far (empty: none yet), and the last claim refused, in the rules' words
    // with the true count ("You claimed 8, but it is 15 two, 15 four and a pair for 6.").
    const std::string& claim_entry() const { return claim_entry_; }
    const std::string& claim_refused() const { return claim_refused_; }
    // What the player is asked: "The 5♥ makes 15: how many points?", "Your hand: how many
    // points?".
    std::string claim_question() const;

    // The deal in play as the player counts it (a continued game goes on from its file's deal).
    int deal_shown() const;
    bool deals_known() const { return deals_known_; }
    // Once a deal of a recorded game is counted: R opens the expert's review of that deal.
    bool deal_review_offered() const;

  private:
    void open_deal_review();
    std::array<int, 2> scores_now() const; // indexed by seat
    // A continued game: takes back the deal number, the sheet and the back pegs its table kept
    // (continue_memory.hpp); false when there is none for this position.
    bool continue_from(const std::string& memory);
    std::string memory_for_continue() const override;
    // ---- the kit's questions (table.cpp) ----
    void lay_out(const table::TableFrame& f) override;
    std::vector<table::MenuItem> menu() override;
    void activate(Target target, table::Press how) override;
    bool key(char key) override;
    bool key_first(char key) override;
    bool action_first(UiAction action) override;
    table::CardMarks marks(Target target, Card card) const override;
    bool drop_pick() override;
    bool draggable(Target target) const override;
    void dropped(Target target, Target onto, Point at) override;
    Target next_focus() override;
    int hand_zone() const override { return HumanHand; } // said on Ctrl+H (speech mode)
    std::string move_preview(Target target, Card card) const override;
    void tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) override;
    Sound sound_of(const Outcome& outcome) const override;
    bool results_due() const override { return state().phase == cr::Phase::GameOver; }
    void show_results() override;
    std::string save_name() const override;
    bool holding() const override;
    bool step(double dt) override;
    void finish_animations() override;
    void settle_at_once() override;
    Memo remember() const override;
    std::optional<GameRecord> final_record() const override;
    // A game to 61 is kept apart from the games to 121 ("expert to 61"); those keep the plain row.
    std::string statistics_level(const std::string& difficulty) const override {
        return state().target == cr::winning_score ? difficulty
                                                   : level_to_length(difficulty, state().target);
    }
    void recall(const Memo& memo) override;

    void press_move();
    void press_claim();                    // Enter or the Claim button: the number typed claimed
    void nudge_claim(int by);              // + or -: one point more or less
    bool reveal_running() const;           // the show counted step by step, not yet to its end
    bool showing_claim_cards() const;      // a hand or crib to claim lies in the play area
    std::vector<Card> claim_cards() const; // that hand or crib, the starter last
    void pick(int shown_index);            // a click or a number key on a card of the hand
    void lay_toward_crib(int shown_index); // a hand card dropped on the crib
    bool on_crib(int shown_index) const;   // picked by a drop on the crib: shown lying there
    bool cut_by_click() const;             // the cut for the deal is due: the deck may be clicked
    void say_why_not(Card card); // a card the count does not allow: the rules' reason in the log
    void hold_for(double seconds);
    void end_hold();
    // The move just told scored in the play or ended a count: the callout, the count kept.
    void after_pegging(const Outcome& outcome);
    void reveal_step(const ShowStep& step);
    void end_of_show();
    void settle_pegs_unless_animated();
    std::vector<Card> shown_cards(cr::Seat seat) const;
    bool lit(Card card) const; // lit by the show's current item

    // ---- painting (table_paint.cpp) ----
    void paint(Gfx& g) override;
    void paint_moving(Gfx& g) override;
    void paint_board(Gfx& g, const Layout& l);
    void paint_labels(Gfx& g, const Layout& l);
    void paint_play_area(Gfx& g, const Layout& l);
    void paint_show(Gfx& g, const Layout& l);
    void paint_claim(Gfx& g, const Layout& l);
    void paint_callout(Gfx& g, const Layout& l);
    void paint_banner(Gfx& g, const Layout& l);
    std::string game_prompt() const override;

    std::array<PegPair, 2> pegs_; // indexed by Seat
    ShowReveal reveal_;
    std::optional<cr::CutForDealEvent> last_cut_;
    std::vector<DealRecord> deals_; // for the results screen
    int deal_offset_ = 0;           // deals before the one the rules count as 1 (a continued game)
    bool deals_known_ = true;       // false: resumed from a file, whose deal number is not known
    std::vector<std::string> crib_reasons_; // the computer's lay-away reasons, told after the show
    // Log entries that would give the show away, held back until it gets there: the index of
    // the show they belong to (or -1: after the whole show, the game's end).
    std::vector<std::pair<int, table::LogEntry>> held_back_;
    std::optional<int> on_crib_;      // the pick dropped on the crib, waiting for its partner
    std::vector<int> picked_;         // places in the shown hand picked for the crib (at most two)
    std::string callout_;             // what the last card scored, said by the pile
    std::vector<Card> pile_before_;   // the rules' pile before the move being told
    std::optional<EndedCount> ended_; // shown instead of the rules' pile while it stays
    double hold_ = 0;                 // seconds the table still waits (0: not waiting)
    std::string claim_entry_;         // the claim being typed (digits)
    std::string claim_refused_;       // the last claim refused, with the true count
};

} // namespace parlor::app::cribbage_table
