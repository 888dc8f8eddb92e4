#pragma once
// The Five Crowns table: draws the game, turns clicks and keys into the rules' actions, runs
// the computer's turns on a worker and hands over to the results screens.
//
// It holds the game state and asks the rules for everything (legal_actions, apply); what the
// clicks mean is in TableController, where things go in layout_table, how cards fly in
// CardFlights. This class ties them to the framework (scene, worker, overlays).

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"
#include "app/core/worker.hpp"
#include "app/fivecrowns/flights.hpp"
#include "app/fivecrowns/table_controller.hpp"
#include "app/fivecrowns/table_layout.hpp"
#include "app/fivecrowns/table_log.hpp"
#include "app/fivecrowns_launch.hpp"
#include "app/scenes/game_hooks.hpp"
#include "app/table/cached_picture.hpp"
#include "app/table/log_panel.hpp"
#include "app/ui/widgets.hpp"
#include "parlor/games/fivecrowns/ai.hpp"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::fivecrowns_table {

// Where everything is in this frame: the layout plus the cards and buttons placed in it.
struct Frame {
    TableLayout layout;
    std::vector<Box> human_cards;     // in the player's order (controller.hand())
    std::vector<Box> computer_cards;  // in the order drawn
    std::vector<int> computer_groups; // meld sizes when the computer has gone out (else empty)
    std::vector<Card> computer_shown; // the computer's cards in drawing order
    std::vector<std::pair<MenuButton, Box>> buttons;
    std::vector<Box> stock_chips;
    Box stock_heading;
};

class TableScene final : public Scene {
  public:
    TableScene(App& app, FiveCrownsStart start);

    std::string_view name() const override { return "table"; }
    std::string_view game_id() const override { return "fivecrowns"; }
    bool animating() const override;
    void on_action(UiAction action) override;
    void on_mouse(const MouseEvent& e) override;
    void on_resume() override;
    void update(double dt) override;
    void render(Gfx& g) override;

    // ---- for tests: what the table shows and offers ----
    const fc::GameState& state() const { return state_; }
    const TableController& controller() const { return controller_; }
    const TableLog& log() const { return log_; }
    const std::optional<fc::Advice>& advice() const { return advice_; }
    bool help_open() const { return help_open_; }
    bool computer_busy() const {
        return ai_.busy() || pending_.has_value() || computer_turn_running_;
    }
    // The layout for the current window (the same the last frame used).
    Frame frame();
    // Hand positions (in the player's order) the expert suggests.
    std::vector<int> hinted_cards() const;
    TurnContext context() const;

  private:
    // ---- flow (table_scene.cpp) ----
    void play(fc::Seat seat, const fc::Action& action, const std::vector<std::string>& reasons);
    void execute(const Command& command);
    void start_computer_turn();
    void computer_step();
    void request_help();
    void after_change(bool new_deal);
    void finish_animations();
    void maybe_show_results();
    void autosave();
    GameHooks hooks();
    void sort_hand();
    const fc::Arrangement& human_arrangement();
    Narration narration();
    void launch_deal(const Frame& f);
    std::array<int, 4> help_key() const; // what the advice was asked for (stale when it differs)

    // ---- input (table_input.cpp) ----
    Target hit(const Frame& f, int x, int y) const;
    int hand_place(const Frame& f, int x, int y) const;

    // ---- drawing (table_render.cpp) ----
    // What the cached picture of the table depends on; when it differs, the table is painted
    // again into the layer texture.
    struct LayerKey {
        int w = 0, h = 0;
        int state_version = 0, log_version = 0, log_scroll = 0, help_scroll = 0;
        std::vector<Card> hand;
        int selected = -1;
        Target focus;
        bool focus_visible = false;
        int dragged = -1, flights = 0, hover = -1;
        bool help_open = false, advice = false, busy = false;
        int dots = -1, settings = 0;
        friend bool operator==(const LayerKey&, const LayerKey&) = default;
    };
    LayerKey layer_key(const Frame& f);
    int hover_key(const Frame& f) const;
    void draw_table(Gfx& g, const Frame& f);
    void draw_drag(Gfx& g, const Frame& f);
    void draw_top_bar(Gfx& g, const Frame& f);
    void draw_computer(Gfx& g, const Frame& f);
    void draw_piles(Gfx& g, const Frame& f);
    void draw_stock_strip(Gfx& g, const Frame& f);
    void draw_human(Gfx& g, const Frame& f);
    void draw_arrangement(Gfx& g, const Frame& f);
    void draw_menu(Gfx& g, const Frame& f);
    void draw_log(Gfx& g, const Frame& f);
    void draw_help(Gfx& g, const Frame& f);
    void draw_flights(Gfx& g);
    void draw_tooltip(Gfx& g, const Frame& f);
    std::string prompt();
    Box card_box(const Frame& f, Place place, Card card) const;

    fc::GameState state_;
    cards::Rng rng_;
    std::unique_ptr<fc::Strategy> strategy_;
    std::uint64_t help_seed_;
    std::array<std::string, 2> names_;

    TableController controller_;
    CardFlights flights_;
    TableLog log_;

    // Declared after strategy_: a worker's destructor waits for its job, which uses the strategy.
    Worker<fc::Decision> ai_;
    std::optional<fc::Decision> pending_; // decided, waiting for the previous cards to land
    bool computer_turn_running_ = false;  // between Continue and the computer's discard
    double auto_continue_wait_ = 0;       // seconds left before auto-continue plays on

    Worker<fc::Advice> help_worker_;
    std::array<int, 4> help_asked_for_{};
    std::optional<fc::Advice> advice_;
    bool help_open_ = false;
    int help_scroll_ = 0;

    std::optional<fc::Arrangement> computer_out_; // its melds once it has gone out
    bool results_shown_ = false;
    double results_wait_ = 0; // a short look at the final table before the results

    // The human's best arrangement, cached for the hand (and the card picked to discard).
    std::vector<Card> arranged_for_;
    fc::Arrangement arrangement_;

    // Pointer state.
    int mouse_x_ = -1;
    int mouse_y_ = -1;
    bool ignore_next_up_ = false;

    table::LogPanel log_panel_;
    table::AdvicePanel help_panel_;
    double clock_ = 0; // seconds since the scene opened, for the "thinking" dots
    bool autosave_failed_ = false;
    int state_version_ = 0; // bumped by every move, so the cached picture knows to change

    table::KeyedPicture<LayerKey> picture_; // the table as last painted
};

} // namespace parlor::app::fivecrowns_table
