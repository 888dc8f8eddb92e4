#pragma once
// The Cribbage table: draws the game, turns clicks and keys into the rules' actions, runs the
// computer's moves on a worker, counts the show item by item and hands over to the results.
//
// It holds the game state and asks the rules for everything (legal_actions, apply). Where things
// go is in layout_table, the board's holes in layout_board, the show's steps in ShowReveal, the
// log's words in narrate; this class ties them to the framework (scene, worker, overlays).

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"
#include "app/core/worker.hpp"
#include "app/cribbage/board.hpp"
#include "app/cribbage/narration.hpp"
#include "app/cribbage/results_scene.hpp"
#include "app/cribbage/show_steps.hpp"
#include "app/cribbage/table_layout.hpp"
#include "app/cribbage_launch.hpp"
#include "app/scenes/game_hooks.hpp"
#include "app/table/cached_picture.hpp"
#include "app/table/card_flights.hpp"
#include "app/table/log_panel.hpp"
#include "parlor/games/cribbage/ai.hpp"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::cribbage_table {

enum class Place { Deck, HumanHand, ComputerHand, Pile, Crib };
using Flight = table::Flight<Place>;
using CardFlights = table::CardFlights<Place>;

// The buttons: the menu before each turn (Save / the move / Ask for help / Quit) and the keys.
enum class MenuButton { Save, Move, Help, Quit, Keys };

// What the pointer or the keyboard focus is on.
struct Target {
    enum class Kind { None, Card, Button };
    Kind kind = Kind::None;
    int index = 0; // place in the shown hand, or the MenuButton
    static Target card(int i) { return {Kind::Card, i}; }
    static Target button(MenuButton b) { return {Kind::Button, static_cast<int>(b)}; }
    friend bool operator==(const Target&, const Target&) = default;
};

// Where everything is in this frame.
struct Frame {
    TableLayout layout;
    BoardGeometry board;
    std::vector<Card> human_shown; // the human's cards as shown (sorted by rank)
    std::vector<Box> human_cards;  // their boxes (picked cards raised)
    std::vector<Card> computer_shown;
    std::vector<Box> computer_cards;
    std::vector<Box> pile_cards; // the current count's cards in the play area
    std::vector<std::pair<MenuButton, Box>> buttons;
};

class TableScene final : public Scene {
  public:
    TableScene(App& app, CribbageStart start);

    std::string_view name() const override { return "table"; }
    std::string_view game_id() const override { return "cribbage"; }
    bool animating() const override;
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_resume() override;
    void update(double dt) override;
    void render(Gfx& g) override;

    // ---- for tests: what the table shows and offers ----
    const cr::GameState& state() const { return state_; }
    const TableLog& log() const { return log_; }
    const ShowReveal& reveal() const { return reveal_; }
    const std::array<PegPair, 2>& pegs() const { return pegs_; }
    const std::vector<DealRecord>& deals() const { return deals_; }
    const std::optional<cr::Advice>& advice() const { return advice_; }
    bool help_open() const { return help_open_; }
    const std::vector<int>& picked() const { return picked_; }
    bool computer_busy() const { return ai_.busy() || pending_.has_value() || computer_due_; }
    bool human_to_act() const;
    // The human's cards as shown, and which of them the rules let the human play now.
    std::vector<Card> human_shown() const;
    // True from the show on, when both hands lie face up.
    bool hands_shown() const;
    bool playable(int shown_index) const;
    Frame frame();
    std::string move_label() const;
    bool move_enabled() const;

  private:
    // ---- flow (table_scene.cpp) ----
    void play(cr::Seat seat, const cr::Action& action, const std::vector<std::string>& reasons);
    void after_change();
    void launch_deal(const Frame& f);
    // A seat's cards as the table lays them out: held ones, or the four counted in the show.
    std::vector<Card> shown_cards(cr::Seat seat) const;
    void computer_step(double dt);
    void press_move();
    void pick(int shown_index); // a click or a number key on a card of the hand
    void lay_away_picked();
    void request_help();
    // The moment advice is about: a new move makes the old advice stale, a pick does not.
    std::array<int, 4> help_key() const;
    void toggle_help();
    void finish_animations();
    void settle_pegs_unless_animated();
    void maybe_show_results(double dt);
    void autosave();
    GameHooks hooks();
    void reveal_step(const ShowStep& step);
    void end_of_show();

    // ---- input (table_input.cpp) ----
    Target hit(const Frame& f, int x, int y) const;
    std::vector<Target> focus_ring() const;
    void move_focus(int delta);
    void activate(const Target& target);

    // ---- drawing (table_render.cpp) ----
    struct PictureKey {
        int w = 0, h = 0, state_version = 0, log_version = 0, log_scroll = 0, help_scroll = 0;
        std::vector<int> picked;
        Target focus;
        bool focus_visible = false;
        int hover = -1, flights = 0, dots = -1, reveal = 0;
        std::array<double, 2> pegs{};
        bool help_open = false, advice = false, busy = false;
        friend bool operator==(const PictureKey&, const PictureKey&) = default;
    };
    PictureKey picture_key(const Frame& f);
    void draw_table(Gfx& g, const Frame& f);
    void draw_top_bar(Gfx& g, const Frame& f);
    void draw_board(Gfx& g, const Frame& f);
    void draw_computer(Gfx& g, const Frame& f);
    void draw_middle(Gfx& g, const Frame& f);
    void draw_play_area(Gfx& g, const Frame& f);
    void draw_show(Gfx& g, const Frame& f);
    void draw_human(Gfx& g, const Frame& f);
    void draw_menu(Gfx& g, const Frame& f);
    void draw_flights(Gfx& g);
    std::string prompt() const;
    bool lit(Card card) const; // lit by the show's current item or the advice
    Box hand_card_box(const Frame& f, cr::Seat seat, Card card) const;

    cr::GameState state_;
    cards::Rng rng_;
    std::unique_ptr<cr::Strategy> strategy_;
    std::uint64_t help_seed_;
    std::array<std::string, 2> names_;

    TableLog log_;
    table::LogPanel log_panel_;
    table::AdvicePanel help_panel_;
    CardFlights flights_;
    std::array<PegPair, 2> pegs_; // indexed by Seat
    ShowReveal reveal_;
    std::optional<cr::CutForDealEvent> last_cut_;
    std::vector<DealRecord> deals_;         // for the results screen
    std::vector<std::string> crib_reasons_; // the computer's lay-away reasons, told after the show
    // Log entries that would give the show away, held back until it gets there: the index of
    // the show they belong to (or -1: after the whole show, the game's end).
    std::vector<std::pair<int, LogEntry>> held_back_;

    // Declared after strategy_: a worker's destructor waits for its job, which uses the strategy.
    Worker<cr::Decision> ai_;
    std::optional<cr::Decision> pending_; // decided, waiting for cards to land
    bool computer_due_ = false;           // the computer acts after a short pause
    double computer_wait_ = 0;

    Worker<cr::Advice> help_worker_;
    std::optional<cr::Advice> advice_;
    bool help_open_ = false;
    std::array<int, 4> help_asked_for_{}; // help_key() when the advice was asked for

    std::vector<int> picked_; // places in the shown hand picked for the crib (at most two)
    Target focus_;
    bool focus_visible_ = false;
    int mouse_x_ = -1;
    int mouse_y_ = -1;

    bool results_shown_ = false;
    double results_wait_ = 0;
    double clock_ = 0;
    bool autosave_failed_ = false;
    int state_version_ = 0;

    table::KeyedPicture<PictureKey> picture_;
};

} // namespace parlor::app::cribbage_table
