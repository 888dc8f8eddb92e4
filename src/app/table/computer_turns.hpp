#pragma once
// The computer's seats in time, for any game's table: a short pause before each move (kept to
// the pace of the cards), the decision worked out on a worker thread on a copy of the seat's view,
// the move held until the previous cards have landed, a decision for a moment that is gone
// thrown away, the player's Continue where the game waits for it, and the last guard
// (TurnWatchdog). Apart from GameTable because it is about time and threads, not about painting:
// the table plays what it hands back (GameTable::play_for_computer).

#include "app/core/worker.hpp"
#include "app/table/table_log.hpp"
#include "app/table/turn_watchdog.hpp"
#include "parlor/engine/game.hpp"

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace parlor::app::table {

template <engine::Descriptor G> class ComputerTurns {
  public:
    using Decision = typename G::Decision;
    using Strategy = typename G::Strategy;
    // A decision to play now, and whose it is.
    struct Move {
        int seat = 1;
        Decision decision;
    };

    bool working() const { return ai_.working(); }
    bool has_pending() const { return pending_.has_value(); }
    bool due() const { return due_; }
    // The game waits for the player's Continue before the computer's turn (`waits`: the game
    // says so now), and nothing of the turn has started.
    bool waiting_for_go_ahead(bool waits) const {
        return waits && !go_ahead_ && !ai_.working() && !pending_.has_value();
    }
    // Deciding or about to move (not while it waits for Continue).
    bool busy(bool waits) const {
        return ai_.working() || pending_.has_value() || (due_ && !waiting_for_go_ahead(waits));
    }
    // The player's Continue.
    void go_ahead() { go_ahead_ = true; }
    // A move was played: the next turn has its own pause, and Continue holds only until the
    // player is to act again.
    void moved(bool player_next) {
        due_ = false;
        go_ahead_ = go_ahead_ && !player_next;
    }
    // The game went back to an earlier moment: a decision on its way is for a moment that is gone.
    void forget() {
        ++generation_;
        pending_.reset();
        due_ = false;
        go_ahead_ = false;
    }

    // One step of the loop. `seat`: who is to act (none, or the player's: nothing to do);
    // `waits`: the game waits for Continue; `settled`: no card in the air and the game holds
    // nothing; `paced_dt`: the time passed at the cards' pace; `pause`: the game's pause before a
    // move (asked when a turn begins). Returns a decision to play now.
    template <class Extra, class Pause>
    std::optional<Move> step(engine::Game<G, Extra>& game, std::optional<int> seat, bool player,
                             bool waits, bool settled, double paced_dt, Pause&& pause,
                             TableLog& log) {
        if (!seat || player) {
            due_ = false;
            go_ahead_ = false;
        } else if (!ai_.working() && !pending_) {
            if (!due_) {
                due_ = true;
                wait_ = pause();
            }
            if (!waiting_for_go_ahead(waits) && settled && !stalled_for_tests_) {
                wait_ -= paced_dt;
                if (wait_ <= 0) {
                    start_decision(game, *seat);
                }
            }
        }
        if (ai_.working()) {
            try {
                if (auto decided = ai_.poll()) {
                    if (decided->first == generation_) {
                        pending_ = std::move(decided->second);
                    }
                }
            } catch (const std::exception& e) {
                // A strategy that fails must not stop the game: the first legal move instead.
                log.add(LogEntry::Who::Table, std::string("The computer could not decide (") +
                                                  e.what() + "); it plays the first legal move.");
                pending_ = game.fallback();
            }
        }
        // Each move waits until the previous one has landed, so the player can follow.
        if (pending_ && settled) {
            Decision d = std::move(*pending_);
            pending_.reset();
            due_ = false;
            if (G::to_act(game.state()) != std::optional<int>(seat_)) {
                return std::nullopt; // the moment passed (a change of turn): ask again
            }
            return Move{seat_, std::move(d)};
        }
        return std::nullopt;
    }

    // The last guard (TurnWatchdog): a computer due with nothing running for it (`stalled`) for
    // 5 s plays the kit's fallback (its decision if one is waiting, else the first legal move);
    // the table says so.
    template <class Extra>
    std::optional<Move> watchdog(engine::Game<G, Extra>& game, double now, bool stalled) {
        if (!watchdog_.stalled_too_long(now, stalled)) {
            return std::nullopt;
        }
        const int seat = *G::to_act(game.state());
        Decision d = pending_ && seat_ == seat ? std::move(*pending_) : game.fallback();
        pending_.reset();
        due_ = false;
        ++generation_; // a decision still on its way is for a moment that is gone
        return Move{seat, std::move(d)};
    }

    // Tests: the computer's turn never starts by itself from now on (the state a bug would leave).
    void stall_for_tests() { stalled_for_tests_ = true; }
    // Tests: every decision from now on comes from a strategy `make` gives.
    void use_strategy_for_tests(std::function<std::shared_ptr<Strategy>()> make) {
        strategy_for_tests_ = std::move(make);
    }

  private:
    // Each decision gets a strategy of its own from the engine (engine::Game::next_strategy),
    // decided off the loop's thread on a copy of the seat's view.
    template <class Extra> void start_decision(engine::Game<G, Extra>& game, int seat) {
        seat_ = seat;
        std::shared_ptr<Strategy> strategy = game.next_strategy();
        if (strategy_for_tests_) {
            strategy = strategy_for_tests_();
        }
        ai_.start([view = G::view(game.state(), seat), strategy, generation = generation_] {
            return std::pair<int, Decision>{generation, strategy->decide(view)};
        });
    }

    Worker<std::pair<int, Decision>> ai_; // the decision and the generation it was asked in
    int seat_ = 1;
    int generation_ = 0;
    std::optional<Decision> pending_; // decided, waiting for the previous cards to land
    bool due_ = false;                // the computer's move comes after its pause
    double wait_ = 0;
    bool go_ahead_ = false;
    TurnWatchdog watchdog_;
    bool stalled_for_tests_ = false;
    std::function<std::shared_ptr<Strategy>()> strategy_for_tests_;
};

} // namespace parlor::app::table
