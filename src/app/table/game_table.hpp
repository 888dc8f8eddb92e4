#pragma once
// The rules' half of every card table, written once for all games: the game state and its seeded
// random generator, moves applied through the rules (`play`), the computer's seats (a short
// pause, the decision on a worker thread, a strategy that throws or breaks the rules replaced by
// the first legal move, each move waiting for the previous cards to land), the help (the same
// expert on the player's view, asked again when a move makes it stale), the autosave, the save
// and pause hooks, and the moment's hold before the results.
//
// A game describes its rules to the table with a small struct `G` (for a two-player game most of
// it comes from TwoSeatRules, app/table/two_seat_rules.hpp):
//
//     struct Rules {
//         using State, Action, Event, View, Strategy, Decision, Advice;
//         static constexpr const char* id = "cribbage";
//         static View view(const State&, int seat);          // what that seat may see
//         static std::optional<int> to_act(const State&);    // who decides now, if anyone
//         static bool advisable(const State&);                // the help has something to say
//         static bool saveable(const State&);                 // a save file can hold it now
//         static std::unique_ptr<Strategy> make_strategy(std::string_view name, uint64_t seed);
//     };
//
// and finds the rest by the names every game exports next to its state: apply, legal_actions,
// why_illegal, advise(view, seed), save_to_file(path, state). Seat 0 is the player; seats 1 and
// up are the computer's.

#include "app/core/app.hpp"
#include "app/core/worker.hpp"
#include "app/table/names.hpp"
#include "app/table/table_base.hpp"
#include "app/table/table_start.hpp"
#include "parlor/cards/rng.hpp"

#include <exception>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app::table {

inline constexpr int player_seat = 0;
// A moment to see the last cards before the results cover the table.
inline constexpr double results_hold_seconds = 1.0;

template <class G> class GameTable : public TableBase {
  public:
    using Rules = G;
    using State = typename G::State;
    using Action = typename G::Action;
    using Event = typename G::Event;
    using Decision = typename G::Decision;
    using Advice = typename G::Advice;
    using Strategy = typename G::Strategy;
    using Outcome = decltype(apply(std::declval<State&>(), std::declval<const Action&>(),
                                   std::declval<cards::Rng&>()));
    using Start = TableStart<State, Event>;

    GameTable(App& app, Start start, std::vector<std::string> opponents = {"Computer"})
        : TableBase(app, G::id), state_(std::move(start.state)), rng_(start.seed),
          names_(start.player_name, std::move(opponents)), resumed_(!start.loaded_from.empty()) {
        strategies_.resize(static_cast<std::size_t>(names_.size()));
        for (int seat = 1; seat < names_.size(); ++seat) {
            auto s = G::make_strategy(start.difficulty, rng_.fork_seed());
            strategies_[static_cast<std::size_t>(seat)] =
                s ? std::move(s) : G::make_strategy("expert", rng_.fork_seed());
        }
        help_seed_ = rng_.fork_seed();
        add_resumed(log_, start.loaded_from, start.warnings);
    }

    bool animating() const override {
        return flights_.busy() || ai_.busy() || helper_.busy() || pending_.has_value() ||
               (computer_due_ && !waiting_for_go_ahead()) || busy() ||
               (results_due() && !results_shown_);
    }

    void update(double dt) override {
        const bool was_animating = animating();
        const std::size_t flying = flights_.flights().size();
        if (flights_.enabled() != app().settings().animations) {
            flights_.set_enabled(app().settings().animations);
        }
        advance_clock(dt);
        if (step(dt) || flying != flights_.flights().size()) {
            changed();
        }
        computer_step(dt);
        help_step();
        results_step(dt);
        if (was_animating && !animating()) {
            changed();
            app().redraw(); // the last step of an animation changed the picture
        }
    }

    // ---- for tests and the game ----
    const State& state() const { return state_; }
    const std::optional<Advice>& advice() const { return advice_; }
    const Names& names() const { return names_; }
    // The computer is deciding or about to move (not while it waits for Continue).
    bool computer_busy() const {
        return ai_.busy() || pending_.has_value() || (computer_due_ && !waiting_for_go_ahead());
    }
    // The player may act now: their decision, nothing in the air, the computer quiet.
    bool player_to_act() const {
        return G::to_act(state_) == std::optional<int>(player_seat) && !flights_.busy() &&
               !computer_busy();
    }

  protected:
    // ---- the game's part (beyond TableBase's) ----
    // Tells the log what happened (seat moved with `reasons`); may call deal_from.
    virtual void tell(const Outcome& outcome, int seat,
                      const std::vector<std::string>& reasons) = 0;
    // The round or the game is over and its results screen is due (after a short look).
    virtual bool results_due() const = 0;
    virtual void show_results() = 0;
    virtual std::string save_name() const = 0;
    // Seconds the computer waits before a move, so the player sees one thing at a time.
    virtual double computer_pause() const { return 0.55; }
    // True while the computer waits for the player's Continue before its turn.
    virtual bool computer_waits() const { return false; }
    // The game's own animation runs (pegs, a count being shown): the computer waits for it.
    virtual bool busy() const { return false; }
    // The game's own time step; true when the picture changed.
    virtual bool step(double) { return false; }

    // ---- the kit's services ----
    // Applies a move of `seat` through the rules; the log, the flights, the autosave, the help
    // and the computer's next move follow. A refused move is reported in the log (the table only
    // offers legal moves, so it would be a bug) and changes nothing.
    void play(int seat, const Action& action, const std::vector<std::string>& reasons = {}) {
        const std::vector<CardRow> before = rows_now();
        Outcome outcome = apply(state_, action, rng_);
        if (!outcome) {
            log_.add(LogEntry::Who::Table, "That move was refused: " + outcome.error);
            return;
        }
        ++moves_;
        changed();
        deal_.reset();
        tell(outcome, seat, reasons);
        const std::vector<CardRow> after = rows_now();
        if (deal_) {
            std::vector<const CardRow*> rows;
            for (const int zone : deal_->zones) {
                for (const CardRow& r : after) {
                    if (r.zone == zone) {
                        rows.push_back(&r);
                    }
                }
            }
            flights_.fly_deal(deal_->deck, rows);
        } else {
            flights_.fly_moves(before, after);
        }
        computer_due_ = false;
        go_ahead_ = go_ahead_ && G::to_act(state_) != std::optional<int>(player_seat);
        focus_.target = next_focus();
        autosave();
        if (help_open_) {
            if (can_help()) {
                request_help();
            } else {
                help_open_ = false;
            }
        }
    }

    // Called from tell(): the move dealt new cards; they fly from `deck` to the rows of `zones`,
    // one at a time taking the rows in turn.
    void deal_from(Rect deck, std::vector<int> zones) { deal_ = Deal{deck, std::move(zones)}; }
    // Lays out the table as it stands now and deals every card of `zones` from `deck` (a table
    // that opens on a fresh deal).
    void deal_now(Rect deck, const std::vector<int>& zones) {
        const std::vector<CardRow> rows = rows_now();
        std::vector<const CardRow*> dealt;
        for (const int zone : zones) {
            for (const CardRow& r : rows) {
                if (r.zone == zone) {
                    dealt.push_back(&r);
                }
            }
        }
        flights_.fly_deal(deck, dealt);
    }

    // The player's Continue: the computer, waiting for it, starts its turn.
    void go_ahead() {
        go_ahead_ = true;
        changed();
    }
    bool waiting_for_go_ahead() const {
        return computer_waits() && !go_ahead_ && !ai_.busy() && !pending_.has_value();
    }
    bool computer_to_act() const {
        const std::optional<int> seat = G::to_act(state_);
        return seat && *seat != player_seat;
    }
    // The table opened on a game read from a file.
    bool resumed() const { return resumed_; }
    bool can_help() const {
        return G::to_act(state_) == std::optional<int>(player_seat) && G::advisable(state_);
    }
    // The cards the advice names, for marking them on the table.
    bool hinted(cards::Card card) const {
        return help_open_ && advice_ &&
               std::find(advice_->highlight.begin(), advice_->highlight.end(), card) !=
                   advice_->highlight.end();
    }

    void toggle_help() override {
        if (help_open_) {
            help_open_ = false;
            advice_.reset();
        } else if (can_help()) {
            request_help();
        } else {
            log_.add(LogEntry::Who::Table, "Help is there when it is your turn to move.");
        }
        changed();
    }

    GameHooks hooks() override {
        GameHooks h;
        h.game_id = G::id;
        h.default_save_name = save_name();
        h.save = [this](const std::string& path) { return save_to_file(path, state_); };
        h.can_save = [this] { return G::saveable(state_) && !computer_busy() && !flights_.busy(); };
        h.help = [this] {
            if (!help_open_) {
                toggle_help();
            }
        };
        return h;
    }

    bool game_over() const override { return results_due() && !G::to_act(state_); }
    const std::vector<std::string>* advice_lines() const override {
        return advice_ ? &advice_->lines : nullptr;
    }
    bool thinking() const override {
        return ai_.busy() || helper_.busy() || (computer_due_ && !waiting_for_go_ahead());
    }

    State state_;
    cards::Rng rng_;
    Names names_;

  private:
    bool resumed_ = false;

    struct Deal {
        Rect deck;
        std::vector<int> zones;
    };

    void computer_step(double dt) {
        const std::optional<int> seat = G::to_act(state_);
        if (!seat || *seat == player_seat) {
            computer_due_ = false;
            go_ahead_ = false;
        } else if (!ai_.busy() && !pending_) {
            if (!computer_due_) {
                computer_due_ = true;
                wait_ = computer_pause();
            }
            if (!waiting_for_go_ahead() && !flights_.busy() && !busy()) {
                wait_ -= dt;
                if (wait_ <= 0) {
                    ai_seat_ = *seat;
                    ai_.start([view = G::view(state_, *seat),
                               s = strategies_[static_cast<std::size_t>(*seat)].get()] {
                        return s->decide(view);
                    });
                }
            }
        }
        if (ai_.busy()) {
            try {
                if (auto decided = ai_.poll()) {
                    pending_ = std::move(*decided);
                }
            } catch (const std::exception& e) {
                // A strategy that fails must not stop the game: the first legal move instead.
                log_.add(LogEntry::Who::Table, std::string("The computer could not decide (") +
                                                   e.what() + "); it plays the first legal move.");
                pending_ = Decision{legal_actions(state_).front(), {}};
            }
        }
        // Each move waits until the previous one has landed, so the player can follow.
        if (pending_ && !flights_.busy() && !busy()) {
            Decision d = std::move(*pending_);
            pending_.reset();
            computer_due_ = false;
            if (G::to_act(state_) != std::optional<int>(ai_seat_)) {
                return; // the moment passed (a loaded game, a change of turn): ask again
            }
            if (const std::string why = why_illegal(state_, d.action); !why.empty()) {
                log_.add(LogEntry::Who::Table, "The computer chose a move the rules refuse (" +
                                                   why + "); it plays the first legal move.");
                d = Decision{legal_actions(state_).front(), {}};
            }
            play(ai_seat_, d.action, d.reasons);
        }
    }

    void request_help() {
        help_open_ = true;
        advice_.reset();
        asked_at_ = moves_;
        helper_.start([view = G::view(state_, player_seat), seed = help_seed_] {
            return advise(view, seed);
        });
        // A job already running finishes first; help_step notices its answer is stale.
    }

    void help_step() {
        if (!helper_.busy()) {
            return;
        }
        try {
            if (auto answer = helper_.poll()) {
                if (asked_at_ == moves_) {
                    advice_ = std::move(*answer);
                    changed();
                } else if (help_open_ && can_help()) {
                    request_help(); // the game moved on while it was thinking
                }
            }
        } catch (const std::exception& e) {
            help_open_ = false;
            log_.add(LogEntry::Who::Table, std::string("Help is not available: ") + e.what());
        }
    }

    void results_step(double dt) {
        if (!results_due()) {
            results_shown_ = false;
            results_wait_ = 0;
            return;
        }
        if (results_shown_ || flights_.busy() || busy()) {
            return;
        }
        results_wait_ += dt;
        if (results_wait_ >= results_hold_seconds) {
            results_shown_ = true;
            show_results();
        }
    }

    void autosave() {
        if (!G::saveable(state_)) {
            return;
        }
        if (const auto error = save_to_file(app().autosave_path(), state_)) {
            if (!autosave_failed_) {
                log_.add(LogEntry::Who::Table, "The autosave failed: " + *error);
            }
            autosave_failed_ = true;
        } else {
            autosave_failed_ = false;
        }
    }

  protected:
    void autosave_now() { autosave(); }

  private:
    std::vector<std::unique_ptr<Strategy>> strategies_; // by seat; none for the player
    std::uint64_t help_seed_ = 0;
    int moves_ = 0;
    std::optional<Deal> deal_;

    // Declared after the strategies: a worker's destructor waits for its job.
    Worker<Decision> ai_;
    int ai_seat_ = 1;
    std::optional<Decision> pending_; // decided, waiting for the previous cards to land
    bool computer_due_ = false;       // the computer's move comes after its pause
    double wait_ = 0;
    bool go_ahead_ = false;

    Worker<Advice> helper_;
    std::optional<Advice> advice_;
    int asked_at_ = -1;

    bool results_shown_ = false;
    double results_wait_ = 0;
    bool autosave_failed_ = false;
};

} // namespace parlor::app::table
