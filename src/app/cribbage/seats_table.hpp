#pragma once
// Cribbage at a table of three, or of four in two partnerships (issue 44; docs/cribbage.md,
// "Seats"), in the window: the other seats round the table (table::seat_ring), each by its own
// strategy and paced as a big table's run of computer turns (table::run_pacing); the crib and the
// starter, the pile and the count with "go" among them all; the show round the table from the
// dealer's left, each hand and then the crib counted item by item; a board with a track per
// player (three) or per partnership (four). The two-seat table (table.hpp) is the brief's and
// stays as it is; this one runs the table rules (parlor/games/cribbage/table.hpp) on the table
// kit's frame (TableBase), since those rules have no game record for GameTable to keep: it is
// kept for Continue by its save at each decision, with the deals and the log beside it
// (seats_memory.hpp).

#include "app/core/statistics.hpp"
#include "app/cribbage/board.hpp"
#include "app/cribbage/seats_memory.hpp"
#include "app/table/autosave_keeper.hpp"
#include "app/table/names.hpp"
#include "app/table/seat_ring.hpp"
#include "app/table/table_base.hpp"
#include "app/table_entries.hpp"
#include "parlor/games/cribbage/table.hpp"
#include "parlor/games/cribbage/table_ai.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::cribbage_table {

namespace cr = parlor::cribbage;
using cards::Card;

// Where the parts of a table of three or four go inside the kit's play area. Plain C++, tested
// without overlap from 800x480 to 4K.
struct SeatsLayout {
    Rect board;
    std::vector<table::SeatPlace> seats; // indexed by seat; seat 0's is empty
    Rect middle;                         // between the places: the deck, the pile, the crib
    Rect deck;                           // the starter on the rest of the deck
    Rect crib;
    Rect play; // the pile and its count, or the hand being counted in the show
    table::CardSize middle_card;
    Rect human_label;
    Rect human_hand;
    table::CardSize human_card;
    float lift = 0;
};
SeatsLayout layout_seats(const table::TableFrame& f, int seats);

// Each side's colour on the board, the scores, its places and its lines in the log: the
// player's side the player's blue, the next the two-seat table's computer gold (seats_paint.cpp).
Color side_mark(int side);

// The places cards lie on this table.
enum SeatsZone : int { SeatsHand, SeatsDeck, SeatsStarter, SeatsCrib, SeatsPile, SeatsShow };
inline constexpr int seats_other = 10; // + seat: another seat's cards, face down
inline constexpr int seats_move_button = 0;

// The log's names of a table: "You", the others by name; at four "your partner Ben". Each name
// is written for its place in the sentence: `within` (after its first word, after a colon or a
// semicolon) gives "you" and "your partner Ben", a sentence's start "You" and "Your partner Ben".
class SeatWords {
  public:
    SeatWords(table::Names names, bool partners) : names_(std::move(names)), partners_(partners) {}
    std::string who(int seat, bool within = false) const; // "You", "Ann", "Your partner Ben"
    std::string with_verb(int seat, const std::string& plain, const std::string& third,
                          bool within = false) const;
    std::string possessive(int seat, bool within = false) const; // "Your", "Ann's"
    std::string side(int side, bool within = false) const;       // "You", "Ann", "You and Ben"
    bool side_plural(int side) const;                            // "You win", "You and Ben win"
    const table::Names& names() const { return names_; }

  private:
    // The player's own word in its place: "You" at a sentence's start, "you" within it.
    std::string placed(int seat, bool within) const;
    table::Names names_;
    bool partners_;
};

// A table opened from a save: its unfinished game continued, or a file loaded.
struct SeatsResume {
    std::string loaded_from;           // the file read
    bool continued = false;            // it is the game's own unfinished game
    std::string from_file;             // the file the game first began from (empty: this table)
    std::string memory;                // what the unfinished game kept beside it (SeatsMemory)
    std::vector<std::string> warnings; // what the reader noticed
};

class SeatsScene final : public table::TableBase {
  public:
    // A new table: `state` dealt, seat i > 0 played by seats[i - 1] (a strategy name); or, with
    // `resume`, a table's save read back (at a decision), its deals and log from the memory.
    SeatsScene(App& app, cr::TableState state, std::uint64_t seed, NewGameChoice choice,
               std::optional<SeatsResume> resume = std::nullopt);

    // ---- for tests: what the table shows and offers ----
    const cr::TableState& state() const { return state_; }
    const table::Names& names() const { return words_.names(); }
    bool player_to_act() const;
    std::vector<cr::Card> hand_shown() const; // the player's cards as shown, sorted
    bool playable(int shown_index) const;
    const std::vector<PegPair>& pegs() const { return pegs_; }
    std::vector<int> scores_shown() const;   // the pegs' scores: the show's points as counted
    int show_at() const { return show_at_; } // how many of the deal's shows are counted (-1: none)
    bool show_pending() const { return !queued_.empty(); }
    const std::string& recap_at(int seat) const;
    std::string prompt() const;
    const std::optional<std::string>& advice_summary() const { return advice_summary_; }
    NewGameChoice again() const { return choice_; }
    SeatsLayout layout() { return layout_seats(frame(), state_.size()); }
    const std::vector<std::string>& strategies() const { return strategy_names_; } // per seat
    int deals_played() const { return static_cast<int>(deals_.size()); }
    // The player's result once the rules end the game (nothing before): a win when the player's
    // side won, the margin over the best of the other sides. Skunks are not reported at a table
    // (docs/cribbage.md, "Seats"), so none is counted.
    std::optional<GameRecord> final_record() const;
    // The statistics' row: the seats' difficulty, the game's length where it is 61, and the
    // table's size ("expert to 61@3"), as Five Crowns and Cruno keep their big tables apart.
    std::string statistics_level() const;

    // ---- the same deals again, seats rotated (docs/cribbage.md, "Seats") ----
    // The game as dealt at its start (a new game; nothing for one opened from a save), and every
    // chance it drew since, in order (a deal's deck, a starter): the results' "Play these deals
    // again" deals them again, every seat holding the next seat's cards.
    const std::optional<cr::TableState>& dealt_at_start() const { return start_; }
    const std::vector<cr::Chance>& drawn() const { return drawn_; }
    // A rematch: each move that draws takes the next of `deals` of its kind when the rules take
    // it, else draws afresh from the table's seed (a deal the old game never reached).
    void deal_as_recorded(std::vector<cr::Chance> deals) { recorded_ = std::move(deals); }

    bool ticking() const override;
    void update(double dt) override;

  private:
    // ---- the kit's questions ----
    void lay_out(const table::TableFrame& f) override;
    std::vector<table::MenuItem> menu() override;
    void paint(Gfx& g) override;
    void paint_moving(Gfx& g) override;
    void activate(table::Target target, table::Press how) override;
    bool key(char key) override;
    table::CardMarks marks(table::Target target, Card card) const override;
    table::Target next_focus() override;
    int hand_zone() const override { return SeatsHand; }
    GameHooks hooks() override;
    void toggle_help() override;
    // Over for the player once its results are shown: until then the game (its last decision)
    // is kept for Continue, so that leaving during the last show loses nothing.
    bool game_over() const override { return ended() && results_shown_; }
    bool ended() const { return state_.phase == cr::Phase::GameOver; } // by the rules
    App::Notice kept_notice(std::string_view where) const override;
    std::optional<table::AdviceText> advice_text() const override;
    bool thinking() const override { return false; }
    bool undo() override;
    bool redo() override { return false; }
    bool undo_available() const override { return false; }

    // ---- the game ----
    void play(int seat, const cr::TableAction& action, std::vector<std::string> reasons = {});
    cr::Chance draw(const cr::TableAction& action); // what `action` draws (deal_as_recorded)
    void tell(const cr::TableEvent& event);
    void reveal_next(); // the next show (or the game's end) the play's end queued
    void press_move();  // C, Enter on the move button: count on, or the next deal
    void choose(int shown_index);
    void computer_step(double dt);
    void advise();
    void show_results();
    void add_recap(int seat, const std::string& what);
    void peg(int side, int points);         // a side's points on its track and the deal's sheet
    void say(int seat, std::string text);   // a seat's line in the log
    std::string card_label(int seat) const; // "Ann · Expert"
    void resume_from(const SeatsResume& resume);
    // After every move: the unfinished game (the save at a decision, and the memory beside it),
    // gone once the game is over.
    void keep();
    // Once, at the results: into the statistics, its unfinished game gone once written.
    void count_finished();
    SeatsMemory memory() const;

    cr::TableState state_;
    cards::Rng rng_;
    std::uint64_t seed_; // tells this game's result from another's (count_finished_game)
    NewGameChoice choice_;
    SeatWords words_;
    std::vector<std::string> strategy_names_;            // per seat (seat 0: empty)
    std::vector<std::unique_ptr<cr::TableStrategy>> ai_; // per seat (seat 0: none)
    std::vector<PegPair> pegs_;                          // per side
    std::vector<cr::TableEvent> queued_; // the show's counts and the game's end, told one by one
    double queue_wait_ = 0;
    int show_at_ = -1;
    std::optional<cr::TableShow> showing_; // the hand being counted now
    double computer_wait_ = 0;
    int last_mover_ = -1;
    std::vector<std::string> recap_; // per seat: what it did since the player's last move
    std::vector<Card> ended_pile_;   // a count just ended: shown until the next card
    int ended_count_ = 0;
    std::string callout_; // what the last card scored
    std::optional<std::string> advice_summary_;
    std::vector<std::string> advice_details_;
    bool results_shown_ = false;
    bool counted_ = false;
    double results_wait_ = 0;
    std::vector<SeatsDeal> deals_;
    std::string from_file_; // the file the game began from (empty: a new game at this table)
    std::optional<cr::TableState> start_; // dealt_at_start
    std::vector<cr::Chance> drawn_;       // drawn()
    std::vector<cr::Chance> recorded_;    // deal_as_recorded
    std::size_t recorded_at_ = 0;         // the next of recorded_ not dealt or passed over
    table::AutosaveKeeper autosave_;
};

} // namespace parlor::app::cribbage_table
