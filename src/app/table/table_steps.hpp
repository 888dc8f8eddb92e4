#pragma once
// What a game's table does in time each frame beyond painting: the computer's turn (its move
// played once decided and the cards landed, through ComputerTurns), the last guard when it never
// started, the help's answer, the moment's hold before the results and --trace-play's "turn:
// you". Apart from GameTable (a friend: it works the table's own play) so that the table's file
// stays a view of the game; the computer's pause and worker are ComputerTurns', the help's
// worker HelpDesk's.

#include "app/core/trace.hpp"
#include "app/table/help_desk.hpp"
#include "app/table/names.hpp"
#include "app/table/table_log.hpp"

#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace parlor::app::table {

// A moment to see the last cards before the results cover the table.
inline constexpr double results_hold_seconds = 1.0;

struct TableSteps {
    // The computer's turn (computer_turns.hpp).
    template <class Table> static void computer(Table& t, double dt) {
        const std::optional<int> seat = Table::Rules::to_act(t.state());
        const bool settled = !t.flights_.flying() && !t.holding();
        auto move = t.computer_.step(
            t.game_, seat, seat == std::optional<int>(player_seat), t.computer_waits(), settled,
            t.paced(dt), [&t] { return t.computer_pause(); }, t.log_);
        if (move) {
            play_for_computer(t, move->seat, std::move(move->decision), "");
        }
    }

    // The last guard (TurnWatchdog): a computer due with nothing running for it for 5 s plays the
    // kit's fallback (its decision if one is waiting, else the first legal move) and says so.
    template <class Table> static void watchdog(Table& t) {
        const bool stalled = t.computer_to_act() && !t.waiting_for_go_ahead() &&
                             !t.computer_.working() && !t.flights_.flying() && !t.holding();
        auto move = t.computer_.watchdog(t.game_, t.app().clock().now_seconds(), stalled);
        if (!move) {
            return;
        }
        t.log_.add(LogEntry::Who::Table,
                   "The computer's turn had not started after 5 seconds; it plays now.");
        play_for_computer(t, move->seat, std::move(move->decision), ", by the watchdog");
    }

    // Plays a computer's decision, the first legal move instead when the rules refuse it (and
    // says so): the one way every computer move reaches the table.
    template <class Table, class Decision>
    static void play_for_computer(Table& t, int seat, Decision d, std::string_view how) {
        std::string why;
        d = t.game_.checked(std::move(d), why);
        if (!why.empty()) {
            t.log_.add(LogEntry::Who::Table, "The computer chose a move the rules refuse (" + why +
                                                 "); it plays the first legal move.");
        }
        trace_play("move", "computer, seat " + std::to_string(seat) + std::string(how));
        t.play(seat, d.action, d.reasons);
    }

    // The help's answer, shown when it is for the moment asked; asked again when the game moved
    // on while it was thinking.
    template <class Table> static void help(Table& t) {
        if (!t.help_.working()) {
            return;
        }
        using Answer = typename decltype(t.help_)::Answer;
        try {
            const Answer answer = t.help_.poll(t.moves_);
            if (answer == Answer::Fresh) {
                t.show_new_advice();
                t.advice_came();
                t.changed();
            } else if (answer == Answer::Stale && t.help_open_ && t.can_help()) {
                t.request_help(); // the game moved on while it was thinking
            }
        } catch (const std::exception& e) {
            t.help_open_ = false;
            t.log_.add(LogEntry::Who::Table, std::string("Help is not available: ") + e.what());
        }
    }

    // The results once the round or the game is over, its last cards landed and a moment seen;
    // the game counted in the statistics first.
    template <class Table> static void results(Table& t, double dt) {
        if (t.watching_) {
            return; // a watched game stays on its table, its last move shown
        }
        if (!t.results_due()) {
            t.results_shown_ = false;
            t.results_wait_ = 0;
            return;
        }
        if (t.results_shown_ || t.flights_.flying() || t.holding()) {
            return;
        }
        if (t.results_wait_ == 0 && play_tracing()) {
            // The hold begins: a driver from outside must not press now what the results
            // screen, coming up in a moment, would take for its own key (C deals on).
            trace_play("results", "due");
        }
        t.results_wait_ += dt;
        if (t.results_wait_ >= results_hold_seconds) {
            t.results_shown_ = true;
            t.record_the_game();
            t.show_results();
        }
    }

    // --trace-play: "turn: you" once for each moment the player may act, so that a test driving
    // the program from outside knows when to press.
    template <class Table> static void trace_turn(Table& t) {
        if (play_tracing() && t.player_to_act() && t.traced_turn_ != t.moves_) {
            t.traced_turn_ = t.moves_;
            trace_play("turn", "you");
        }
    }
};

} // namespace parlor::app::table
