#pragma once
// The Cruno table on the table kit: the player at the bottom and one to nine opponents round the
// table (name, personality, their cards face down, lit while it is their turn), the stock and
// the discard pile in the middle with the direction of play and the suit to follow, the suit
// picker for an 8, the "Skipped" and "+2" marks, and the log's words.

#include "app/table/game_table.hpp"
#include "app/table/seat_ring.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/game.hpp"
#include "parlor/games/cruno/recorded_game.hpp"
#include "parlor/games/cruno/save.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::cruno_table {

namespace cn = parlor::cruno;
using table::CardSize;
using table::LogEntry;
using table::Target;
using Card = cards::Card; // as the table draws it (see face_of)

// How the table knows the rules: the game's descriptor (parlor/games/cruno/game.hpp).
using Rules = cn::Game;

using Start = table::TableStart<cn::GameState, cn::Event>;

// The places cards lie; an opponent's hand is opponent_zone + seat.
enum Zone : int { HumanHand, Stock, Discard, SuitPick, opponent_zone = 10 };
inline constexpr int draw_button = 0;
inline constexpr int draw_until_button = 1; // draws as many as it takes for a card that fits

// The key that plays the card shown at that place of the hand: 1-9, 0 for the tenth, then
// letters; '\0' past them (the arrow keys, Home and End reach every card). And back: the place
// a key picks, or -1.
char card_key(int shown_index);
int card_at_key(char key);

// The cards as the atlas draws them: an action card is a rank beyond the king.
cards::Card face_of(cn::Card card);

// One opponent's place at the table (the ring of places is the table kit's).
using table::SeatPlace;

// Where everything goes inside the kit's play area. Plain C++, tested for sizes from 1024x600.
struct Layout {
    std::vector<SeatPlace> seats; // indexed by seat; seat 0's is empty
    Rect middle;                  // stock, discard, direction and suit
    Rect stock;
    Rect discard;
    CardSize middle_card;
    Rect direction;    // the ring of arrows round the middle
    Rect follow;       // the suit to follow, large, after an 8
    Rect picker;       // the four suits offered for an 8
    Rect picker_panel; // the picker's panel: its line of words over the four suits
    Rect human_label;
    Rect human_hand; // the rows of the player's cards, with room to lift one
    CardSize human_card;
    std::vector<Rect> hand;         // each of the player's cards, in the order shown
    std::vector<Rect> hand_showing; // the part of each that the cards after it leave showing
    float lift = 0;
};
Layout layout_cruno(const table::TableFrame& f, int players, int hand_cards = 5);

// A mark on a player's place for a moment: "Skipped", "+2", the trickster's conversion.
struct SeatMark {
    int seat = 0;
    std::string text;
    int age = 0; // moves since it was set: it goes after one
};

// What one opponent did since the player's last move, for the recap on its place: the runs of
// computer turns at a big table go quickly, and this says what went by.
struct SeatRecap {
    int order = 0;  // 1 for the first seat to move after the player, 2 for the next, ...; 0: none
    int drew = 0;   // cards drawn by choice
    int forced = 0; // cards drawn for a Draw Two
    bool skipped = false;
    std::vector<std::string> played; // "7♥", "8♠→♥"
};
// The recap's words, fullest first: "3. drew 2, played 7♥", "3. +2 · 7♥"; empty for none.
std::vector<std::string> recap_words(const SeatRecap& recap);

// What the table shows beyond the state, restored with it by a take-back.
struct Memo {
    std::vector<SeatMark> marks;
    std::string callout;
    std::optional<cn::Card> picking; // an 8 waiting for its suit
};

// Wins per seat at this table over the games of the session (while the program runs), kept per
// table size: a new game of another size starts its own tally.
struct SessionTally {
    int players = 0;
    int games = 0;
    std::vector<double> wins; // a shared win counts its share
};
SessionTally& session_tally();

class TableScene final : public table::GameTable<Rules, Memo> {
  public:
    TableScene(App& app, Start start);
    static constexpr bool names_its_seats = true; // the state's names, as the log says them
    // A loaded game keeps the player's name its file gives seat 0 (open_saved.hpp).
    static std::string player_name_in(const State& state) {
        return state.players.empty() ? std::string() : state.players.front().name;
    }

    // ---- for tests: what the table shows and offers ----
    std::vector<cn::Card> hand_shown() const; // the player's cards in the order shown
    bool playable_at(int shown_index) const;
    bool picking_suit() const { return picking_.has_value(); }
    bool human_to_act() const;
    bool hinted_at(int shown_index) const; // the help marks that card of the hand
    bool discard_hinted() const;           // ... and the pile it goes on
    const std::vector<SeatMark>& seat_marks() const { return marks_; }
    const std::string& callout() const { return callout_; }
    double direction_turn() const { return turn_anim_; } // 0..1 while the arrows flip
    // What seat `seat` did since the player's last move ({} for none).
    SeatRecap recap_at(int seat) const {
        return seat >= 0 && seat < static_cast<int>(recap_.size())
                   ? recap_[static_cast<std::size_t>(seat)]
                   : SeatRecap{};
    }
    Layout layout();
    // Play again: the same personalities round the table.
    NewGameChoice again() const override;

  private:
    // ---- the kit's questions (table.cpp) ----
    void lay_out(const table::TableFrame& f) override;
    std::vector<table::MenuItem> menu() override;
    void activate(Target target, table::Press how) override;
    bool key(char key) override;
    bool key_first(char key) override;
    table::CardMarks marks(Target target, Card card) const override;
    bool drop_pick() override;
    bool draggable(Target target) const override;
    void dropped(Target dragged, Target onto, Point at) override;
    Target next_focus() override;
    int hand_zone() const override { return HumanHand; } // said on Ctrl+H (speech mode)
    // ---- the speech mode (table_speech.cpp) ----
    std::string move_preview(Target target, Card card) const override;
    std::string place_words(Target target) const override;
    std::string spoken_prompt() const override;
    std::string draw_words() const; // what a draw now takes: "Draw a card", "Draw two"
    // Cruno's cards by their own names: the table draws them with stand-ins (face_of).
    std::string card_words(Target target, Card card) const override;
    void tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) override;
    Sound sound_of(const Outcome& outcome) const override;
    bool results_due() const override { return state().phase == cn::Phase::GameOver; }
    void show_results() override;
    std::string save_name() const override { return "cruno"; }
    // A Reverse holds the table while the arrows turn, but for the first half of it only: the
    // next move goes while they settle.
    bool holding() const override { return turn_anim_ > 0.5; }
    double computer_pause() const override;
    double flight_seconds(int seat) const override;
    bool step(double dt) override;
    std::optional<GameRecord> final_record() const override;
    // A game for three and one for ten are not the same contest: kept apart by the table's size.
    std::string statistics_level(const std::string& difficulty) const override {
        return level_at_table(difficulty, state().player_count());
    }
    Memo remember() const override { return Memo{marks_, callout_, picking_}; }
    void recall(const Memo& memo) override;

    bool may_draw() const;
    void press_card(int shown_index);
    void name_suit(int suit_index); // 0..3 in cn::suits order (C D H S)
    void draw();
    bool nothing_fits() const;   // no card of the player's hand may be played now
    bool may_draw_until() const; // "Draw until one fits" is offered
    void draw_until_fits();
    bool draw_on();
    void tell_draw(const cn::DrewEvent& drew, LogEntry::Who who);

    // ---- painting (table_paint.cpp) ----
    void paint(Gfx& g) override;
    void paint_seat(Gfx& g, const Layout& l, int seat);
    void paint_middle(Gfx& g, const Layout& l);
    void paint_direction(Gfx& g, const Layout& l, const std::vector<Rect>& words);
    void paint_picker(Gfx& g, const Layout& l);
    void paint_keys(Gfx& g, const Layout& l);
    std::string game_prompt() const override;

    std::vector<SeatMark> marks_;
    std::string callout_;             // the trickster's conversion, said over the table
    std::optional<cn::Card> picking_; // the 8 the player is about to play
    double turn_anim_ = 0;            // the direction's arrows turning over after a Reverse
    bool tallied_ = false;
    int drawing_ = -1; // a computer drawing card after card: its reasons are told once
    // The log's line of the draws in a row that one player is making ("Erin draws 10 cards").
    struct DrawRun {
        int seat = -1;
        bool forced = false; // a Draw Two's cards
        int cards = 0;
        std::size_t line = 0; // its place in the log
    };
    DrawRun run_;
    std::vector<SeatRecap> recap_; // per seat, since the player's last move
    int recap_moves_ = 0;          // seats that moved since
    int last_mover_ = -1;          // who made the last move (-1: none yet)
    void add_to_recap(const cn::Event& event);
};

} // namespace parlor::app::cruno_table
