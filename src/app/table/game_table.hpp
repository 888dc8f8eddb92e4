#pragma once
// The rules' half of every card table, written once for all games, as a view over the rules
// engine (parlor/engine/game.hpp: the state, the seeded streams, the chance -> apply -> record
// step, the record, take-backs and the computer's decisions with their fallback): each move
// played through it becomes the log's lines, the cards' flights and the focus, and a take-back
// (Ctrl+Z back to the start of the round, Ctrl+Y again) restores the table with the game. What is
// not painting, flights, log or focus is in pieces of its own, each saying why: the computer's
// turns in time (computer_turns.hpp, table_steps.hpp), the help (help_desk.hpp), a watched record
// and its review (watch_mode.hpp, watch_steps.hpp, review_mode.hpp over engine/watch_cursor.hpp),
// a kept game played again (kept_replay.hpp), the record's file (game_recording.hpp), the
// autosave and the statistics (table_keeping.hpp) and the results (results_flow.hpp).
//
// A game describes its rules with its descriptor (parlor/games/<game>/game.hpp, the concept
// engine::Descriptor): `Rules` of a table is that descriptor. Seat 0 (player_seat) is the player;
// seats 1 and up are the computer's. `Memo` is what the game's table shows beyond the state and a
// take-back must restore with it (the pegs, the hand's order): the game gives it with
// remember/recall.

#include "app/core/app.hpp"
#include "app/core/statistics.hpp"
#include "app/table/computer_turns.hpp"
#include "app/table/game_recording.hpp"
#include "app/table/help_desk.hpp"
#include "app/table/kept_notice.hpp"
#include "app/table/kept_replay.hpp"
#include "app/table/names.hpp"
#include "app/table/results_flow.hpp"
#include "app/table/review_mode.hpp"
#include "app/table/table_base.hpp"
#include "app/table/table_hooks.hpp"
#include "app/table/table_keeping.hpp"
#include "app/table/table_record.hpp"
#include "app/table/table_sounds.hpp"
#include "app/table/table_start.hpp"
#include "app/table/table_steps.hpp"
#include "app/table/watch_mode.hpp"
#include "app/table/watch_steps.hpp"
#include "app/table_entries.hpp"
#include "parlor/engine/game.hpp"
#include "parlor/engine/recorded_deals.hpp"
#include "parlor/engine/replay.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace parlor::app::table {

template <engine::Descriptor G, class Memo = std::monostate> class GameTable : public TableBase {
  public:
    using Rules = G;
    using State = typename G::State;
    using Action = typename G::Action;
    using Event = typename G::Event;
    using Decision = typename G::Decision;
    using Advice = typename G::Advice;
    using Strategy = typename G::Strategy;
    using Outcome = typename G::Outcome;
    using Start = TableStart<State, Event>;
    using Chance = typename G::Chance;
    // A move of a recorded game, as it is watched: its seat, the move, what chance drew for it
    // and its line in the record.
    using WatchStep = typename engine::Replayed<G>::Step;
    // The game's state names its seats (Cruno's "Alice", "Bob"): a watched game keeps them.
    static constexpr bool names_its_seats = false;

    GameTable(App& app, Start start, std::vector<std::string> opponents = {"Computer"})
        : TableBase(app, G::id), game_(std::move(start.state), start.seed,
                                       known_strategy(start.difficulty), start.decisions_seed),
          names_(start.player_name, std::move(opponents)), resumed_(!start.loaded_from.empty()),
          replaying_(start.kept), from_file_(start.from_file), memory_at_start_(start.memory),
          watching_(start.watching), deal_seed_(start.deal_seed.value_or(start.seed)) {
        add_resumed(log_, start.loaded_from, start.continued, start.from_file, start.warnings);
        // A game begun here is recorded from its start, a game opened from a file from the
        // position it was loaded at, and a kept game continued from its record again. A game
        // continued from its save file is not (it goes on from its autosave), nor a table opened
        // on a position otherwise (tests, the benchmark).
        const bool from_file = resumed_ && !start.continued;
        const bool begun_here =
            !resumed_ && (G::record_begins(state()) || !start.record_opening.empty());
        if (!watching_ && (from_file || begun_here) &&
            !start_recording(start.record_opening, from_file, start.record_path)) {
            log_.add(LogEntry::Who::Table, record_error_);
        }
    }

    // The computer's strategy: the one asked for, when the game has it, else its expert.
    static std::string known_strategy(const std::string& name) {
        return G::make_strategy(name, 0) ? name : std::string("expert");
    }

    // Work every step: cards in the air, the game's own animation, a computer to act (its pause,
    // its decision, its move waiting for the cards to land), the help being worked out, the
    // results' moment. Read from the state, not from flags update() sets, so a table opened on
    // the computer's turn ticks from its first frame.
    bool ticking() const override {
        return flights_.flying() || computer_.working() || help_.working() ||
               computer_.has_pending() || watch_.playing() ||
               (computer_to_act() && !waiting_for_go_ahead()) || holding() ||
               (results_due() && !results_shown_ && !watching_);
    }

    void update(double dt) override {
        const bool was_ticking = ticking();
        const std::size_t flying = flights_.flights().size();
        if (flights_.enabled() != app().settings().animations) {
            flights_.set_enabled(app().settings().animations);
        }
        advance_clock(dt);
        if (step(dt) || flying != flights_.flights().size()) {
            changed();
        }
        if (watching_) {
            WatchSteps::play_step(*this, paced(dt)); // the record's moves, never the computer's
        } else {
            TableSteps::computer(*this, dt);
            TableSteps::watchdog(*this);
        }
        TableSteps::help(*this);
        TableSteps::results(*this, dt);
        TableSteps::trace_turn(*this);
        speech_step(player_to_act() && !watching_, watching_ ? prompt() : spoken_prompt());
        // The log grew between moves (a show counted, a result told): the kept game keeps it.
        if (game_.recording() && log_.version() != autosave_.kept_log_version()) {
            autosave();
        }
        if (was_ticking && !ticking()) {
            changed(); // the last step of an animation changed the picture (App draws the frame)
        }
    }

    // ---- for tests and the game ----
    // The game's record so far, as the engine keeps it.
    const std::vector<std::string>& record_lines() const { return game_.record_lines(); }
    // A line of the table's own in the log.
    void log_note(std::string text) { log_.add(LogEntry::Who::Table, std::move(text)); }
    const State& state() const { return game_.state(); }
    const std::optional<Advice>& advice() const { return help_.advice(); }
    const Names& names() const { return names_; }
    // The computer is deciding or about to move (not while it waits for Continue).
    bool computer_busy() const { return computer_.busy(computer_waits()); }
    // The player may act now: their decision, nothing in the air, the computer quiet.
    bool player_to_act() const {
        return !watching_ && G::to_act(state()) == std::optional<int>(player_seat) &&
               !flights_.flying() && !computer_busy();
    }
    bool can_undo() const { return !watching_ && game_.can_take_back() && !results_shown_; }
    bool can_redo() const { return game_.can_redo() && player_to_act(); }
    // A move was taken back in this game (the results and the statistics say so).
    bool undo_used() const { return undo_used_; }
    // Tests: the player's move, as the table's controls would make it.
    void play_for_tests(const Action& action) { play(player_seat, action); }
    // The choices Play again starts the next game with: this game, the player's name, the
    // computer's strength and as many seats (a game whose seats play differently adds them).
    virtual NewGameChoice again() const {
        NewGameChoice choice;
        choice.game_id = G::id;
        choice.player_name = names_[player_seat];
        choice.difficulty = game_.strategy();
        choice.players = names_.size();
        return choice;
    }
    // Tests: the computer's turn never starts by itself from now on (the state a bug would leave),
    // so that the watchdog's fallback can be seen.
    void stall_the_computer_for_tests() { computer_.stall_for_tests(); }
    // Tests: the player's Continue, when the computer waits for it (false: it does not).
    bool go_ahead_for_tests() {
        if (!waiting_for_go_ahead()) {
            return false;
        }
        go_ahead();
        return true;
    }
    // Tests: every computer decision from now on comes from a strategy `make` gives (one that
    // throws, or that chooses a move the rules refuse, shows the kit's fallback).
    void use_strategy_for_tests(std::function<std::shared_ptr<Strategy>()> make) {
        computer_.use_strategy_for_tests(std::move(make));
    }
    // The last move the rules applied, and whose it was.
    struct Played {
        int seat = player_seat;
        Action action;
    };
    const std::optional<Played>& last_played() const { return last_played_; }

    // Takes back the player's last decision and everything the computer did since. The state,
    // the random generator and the computer's next seed come back as they were, so the same
    // decision again brings the same reply.
    bool undo() override {
        if (!can_undo()) {
            return false;
        }
        undo_used_ = true;
        restored(game_.take_back());
        log_.add(LogEntry::Who::Table, "You took back your last move.");
        after_change();
        return true;
    }

    // ---- watching a recorded game ----
    // The table shows the recorded game from its start (the state it was opened on, with
    // TableStart::watching); `steps` are its moves, each with what chance drew for it, as the
    // game's replay read them. `finished`: the record holds the whole game, so no hand is secret
    // any more and every hand is shown face up.
    // `names`: the players as the record names them (none: the game's state names its seats).
    void watch(std::vector<WatchStep> steps, bool finished, std::optional<Names> names) {
        watch_.cursor().load(std::move(steps), finished);
        if (names) {
            names_ = std::move(*names);
        }
        // It opens on the deal, not on an empty table (issue 43): the moves before the first
        // the help could advise on (a coin toss and the deal it brings, a cut) are played at
        // once; Back still reaches the start.
        quiet_ = true;
        while (!G::advisable(state()) && WatchSteps::forward(*this)) {
        }
        quiet_ = false;
        settle_at_once();
        changed();
    }
    // ---- the same deals again (app/table/open_rematch.hpp) ----
    // Every move that draws chance from now on takes the recorded game's next draw the rules
    // allow, as `parlor-cli rematch` does (engine/recorded_deals.hpp); what the record cannot
    // give is drawn from the game's seed. A take-back puts the record's draws back with it.
    void deal_as_recorded(engine::RecordedDeals<G> deals) { deals_ = std::move(deals); }
    const std::optional<engine::RecordedDeals<G>>& recorded_deals() const { return deals_; }

    // ---- a kept game continued (app/table/open_kept.hpp) ----
    // Its moves played again to where the player left it (kept_replay.hpp); false when the
    // chance stream drew otherwise than the record.
    bool continue_game(const std::vector<WatchStep>& steps, int decisions,
                       const std::string& memory, const std::string& kept_log) {
        return KeptReplay::run(*this, steps, decisions, memory, kept_log);
    }

    // The line under the player's hand: the game's own (game_prompt), or while a recorded game
    // is watched, where the watching (or the review of a decision) stands.
    std::string prompt() const {
        return !watching_ ? game_prompt() : review_.active() ? review_.prompt() : watch_.prompt();
    }
    bool watching() const { return watching_; }
    // A finished game being watched: the game's table shows every hand face up.
    // A reviewed decision is shown as the player saw it.
    bool all_hands_shown() const {
        return watching_ && watch_.cursor().finished() && !review_.active();
    }
    std::optional<WatchStatus> watch_status() const override {
        if (!watching_) {
            return std::nullopt;
        }
        WatchStatus status = watch_.status();
        if (review_.active()) {
            status.reviewing = true;
            status.decision = review_.at() + 1;
            status.decisions = review_.size();
        }
        return status;
    }

    void show_review(std::vector<record::ReviewItem> items, int index) override {
        if (!watching_) {
            return;
        }
        if (const int at = review_.open(std::move(items), index); at >= 0) {
            WatchSteps::review_go_to(*this, at);
        }
    }
    // The side panel's first line at the reviewed moment shown ("You chose to ...").
    const std::string& review_summary() const { return review_.summary(); }
    // Tests: how a card is marked at the reviewed moment shown.
    std::optional<CardMarks> marks_for_tests(Card card) const { return review_marks(card); }
    const record::ReviewItem* reviewed_item() const { return review_.item(); }

    void watch_step(int moves) override {
        if (review_.active()) {
            WatchSteps::review_go_to(*this, review_.target(moves));
            return;
        }
        watch_to(moves);
    }
    // Forward or back `moves` moves (watch_steps.hpp).
    void watch_to(int moves) { WatchSteps::to(*this, moves); }
    void watch_play() override {
        if (review_.active()) {
            return; // a reviewed moment is looked at, not played on
        }
        watch_.toggle_play();
        changed();
    }

    // Makes again the decision last taken back, while nothing else was played since.
    bool redo() override {
        if (watching_ || !can_redo()) {
            return false;
        }
        const Action action = game_.redo_action();
        redoing_ = true;
        play(player_seat, action);
        redoing_ = false;
        return true;
    }

  protected:
    // ---- the game's part (beyond TableBase's) ----
    // Tells the log what happened (seat moved with `reasons`); may call deal_from.
    virtual void tell(const Outcome& outcome, int seat,
                      const std::vector<std::string>& reasons) = 0;
    // What the move's events sound like (table_sounds.hpp: move_sound over the game's
    // sound_of); told with tell, so a sound never waits for anything.
    virtual Sound sound_of(const Outcome& outcome) const = 0;
    // The round or the game is over and its results screen is due (after a short look).
    virtual bool results_due() const = 0;
    virtual void show_results() = 0;
    virtual std::string save_name() const = 0;
    // Seconds the computer waits before a move, so the player sees one thing at a time.
    virtual double computer_pause() const { return 0.55; }
    // Seconds in the air for the cards of a move `seat` just made (a quick run of computer turns
    // may fly them quicker).
    virtual double flight_seconds(int /*seat*/) const { return move_seconds; }
    // True while the computer waits for the player's Continue before its turn.
    virtual bool computer_waits() const { return false; }
    // The game holds the table a moment (its own animation: pegs, a count, a sweep; a question
    // still to ask): the computer waits for it.
    virtual bool holding() const { return false; }
    // The game's own time step; true when the picture changed.
    virtual bool step(double) { return false; }
    // What the player is to do now, for the line under the hand (GameTable::prompt).
    virtual std::string game_prompt() const { return {}; }
    // The prompt as the speech mode says it: the line under the hand, with what the screen
    // shows of it elsewhere (the keys drawn on the cards it names).
    virtual std::string spoken_prompt() const { return game_prompt(); }
    // The help's answer for this moment has come (advice()): the game may follow it (the focus
    // to the advised card, a move asked for by "Make a move").
    virtual void advice_came() {}
    // The finished game for the statistics (nothing while it goes on); `undo` is filled in.
    virtual std::optional<GameRecord> final_record() const { return std::nullopt; }
    // The statistics' row of a finished game begun here: its difficulty (a game whose results
    // depend on more, the table's size, keeps them apart: level_at_table).
    virtual std::string statistics_level(const std::string& difficulty) const { return difficulty; }
    // A watched game's jump over many moves (Home, End): what the game shows of each move over
    // time (a show counted hand by hand) comes at once, so the table agrees with the state.
    virtual void settle_at_once() { finish_animations(); }
    // What the table shows beyond the state, for a take-back to restore.
    virtual Memo remember() const { return Memo{}; }
    virtual void recall(const Memo&) {}
    // What the table keeps beside its unfinished game that the save format cannot hold (a JSON
    // object's text), handed back as TableStart::memory when the game is continued.
    virtual std::string memory_for_continue() const { return {}; }
    // A kept game continued: what memory_for_continue gave, once its moves are played again (the
    // table's own memory of the game is then rebuilt; this is what the moves cannot tell).
    virtual void continued(const std::string&) {}
    // A continued game: what memory_for_continue gave when it was saved (else empty).
    const std::string& memory_at_start() const { return memory_at_start_; }

    // ---- the kit's services ----
    // Applies a move of `seat` through the rules; the log, the flights, the autosave, the help
    // and the computer's next move follow. A refused move is reported in the log (the table only
    // offers legal moves, so it would be a bug) and changes nothing. A player's move can be
    // taken back until the next deal.
    void play(int seat, const Action& action, const std::vector<std::string>& reasons = {}) {
        const std::vector<CardRow> before = replaying_ ? std::vector<CardRow>{} : rows_now();
        const bool decision = seat == player_seat && !continuing_;
        Moment moment = decision ? now() : Moment{};
        Outcome outcome = apply_and_record(action, reasons);
        if (!outcome) {
            log_.add(LogEntry::Who::Table, "That move was refused: " + outcome.error);
            return;
        }
        last_played_ = Played{seat, action};
        if (decision) {
            game_.took(std::move(moment), action, redoing_); // a new decision forgets a redo
        }
        ++moves_;
        changed();
        deal_.reset();
        tell(outcome, seat, reasons);
        // A kept game played again to where it was left, and a watched game's jump over many
        // moves, are not heard: only a move the player sees made.
        if (!replaying_ && !quiet_) {
            app().play_sound(sound_of(outcome));
        }
        if (replaying_) {
            if (deal_) {
                game_.forget_takebacks();
            }
            return; // a kept game played again: continue_game settles the table at its end
        }
        const std::vector<CardRow> after = rows_now();
        if (deal_) {
            game_.forget_takebacks(); // a new round: take-backs stop at its start
            flights_.fly_deal(deal_->deck, rows_of_zones(after, deal_->zones));
        } else {
            flights_.set_move_seconds(flight_seconds(seat));
            flights_.fly_moves(before, after);
        }
        computer_.moved(G::to_act(state()) == std::optional<int>(player_seat));
        after_change();
    }

    // A further move of the player's that belongs to the decision just played (Cruno's "Draw
    // until one fits": one press, several draws): shown and recorded as its own move, taken back
    // together with the decision (a redo makes its first move again).
    void play_on(const Action& action) {
        continuing_ = true;
        play(player_seat, action);
        continuing_ = false;
    }

    // Called from tell(): the move dealt new cards; they fly from `deck` to the rows of `zones`,
    // one at a time taking the rows in turn.
    void deal_from(Rect deck, std::vector<int> zones) { deal_ = Deal{deck, std::move(zones)}; }
    // Lays out the table as it stands now and deals every card of `zones` from `deck` (a table
    // that opens on a fresh deal).
    void deal_now(Rect deck, const std::vector<int>& zones) {
        const std::vector<CardRow> rows = rows_now();
        flights_.fly_deal(deck, rows_of_zones(rows, zones));
    }

    // The player's Continue: the computer, waiting for it, starts its turn.
    void go_ahead() {
        computer_.go_ahead();
        changed();
    }
    bool waiting_for_go_ahead() const { return computer_.waiting_for_go_ahead(computer_waits()); }
    bool computer_to_act() const {
        if (watching_) {
            return false; // a watched game's moves are the record's
        }
        const std::optional<int> seat = G::to_act(state());
        return seat && *seat != player_seat;
    }
    // The table opened on a game read from a file.
    bool resumed() const { return resumed_; }
    bool can_help() const {
        return !watching_ && G::to_act(state()) == std::optional<int>(player_seat) &&
               G::advisable(state());
    }
    // The game's record so far, when it keeps one (a game begun on this table): for its review.
    std::optional<std::string> record_text() const {
        if (!record_.recording()) {
            return std::nullopt;
        }
        return game_.record_text();
    }
    // A game begun on this table keeps its record: its results offer the expert's review of the
    // player's decisions (Review, R) in the whole game or in `round`, each shown on the table
    // when chosen. Nothing for a game that keeps no record.
    void offer_review(ResultsSheet& sheet, std::string title,
                      std::optional<int> round = std::nullopt) {
        if (const std::optional<std::string> record = record_text()) {
            sheet.review = record_review(G::id, *record, round);
            sheet.review_title = std::move(title);
            sheet.review_moments = moments_of(app(), *record);
        }
    }
    // The cards the advice names, for marking them on the table.
    bool hinted(cards::Card card) const { return help_open_ && help_.names(card); }

    void toggle_help() override {
        if (review_.active()) {
            return; // the side panel holds the expert's word on the decision shown
        }
        if (help_open_) {
            help_open_ = false;
            help_.clear();
        } else if (can_help()) {
            request_help();
        } else {
            log_.add(LogEntry::Who::Table, "Help is there when it is your turn to move.");
        }
        changed();
    }

    GameHooks hooks() override { return TableHooks::of(*this); } // table_hooks.hpp

    bool game_over() const override { return final_record().has_value(); }
    App::Notice kept_notice(std::string_view where) const override {
        if (watching_) {
            return {}; // a watched game is the record's, never kept
        }
        return table::kept_notice(app().unfinished(), G::id,
                                  autosave_.autosaved(G::saveable(state())), where);
    }
    std::optional<AdviceText> advice_text() const override {
        if (review_.active()) {
            return review_.advice_text();
        }
        return help_.text();
    }
    bool thinking() const override {
        return computer_.working() || help_.working() ||
               (computer_.due() && !waiting_for_go_ahead());
    }
    bool undo_available() const override { return can_undo(); }
    // Any input lands the cards and cuts the moment before the results short: the player has
    // seen the table and asks to go on.
    void finish_animations() override {
        TableBase::finish_animations();
        if (results_due() && !results_shown_) {
            results_wait_ = results_hold_seconds;
        }
    }

    void autosave_now() { autosave(); }

    // The results through the kit. The game's end takes the table's place (Play again starts
    // again()); a round's sheet covers the table, and its way out to the title first deals the
    // next round with `deal_next` (which the autosave then keeps).
    void show_final_sheet(ResultsSheet sheet) {
        sheet.game_id = G::id;
        sheet.final = true;
        sheet.undo_used = undo_used_;
        sheet.again = again();
        // The seed the game's deals were drawn from, for whoever wants its deals again: New
        // game's, not the engine's drawn from it after the deal.
        sheet.details = "Deal seed " + std::to_string(deal_seed_);
        const std::optional<std::string> record = record_text();
        const TableEntry* entry = find_table(G::id);
        if (record && entry != nullptr && entry->rematch != nullptr &&
            (sheet.again->players == 2 || entry->rematch_rotates)) {
            sheet.rematch = [&app = app(), entry, text = *record, choice = *sheet.again] {
                NewGameChoice swapped = choice;
                swapped.seed = app.next_seed();
                OpenedGame opened = entry->rematch(app, text, swapped);
                if (opened.scene) {
                    app.replace(std::move(opened.scene));
                } else {
                    app.set_notice(opened.error, true);
                }
            };
        }
        show_final_results(app(), std::move(sheet), record);
    }
    void show_round_sheet(ResultsSheet sheet, std::function<void()> deal_next) {
        sheet.game_id = G::id;
        show_round_results(app(), std::move(sheet), std::move(deal_next),
                           [this] { return kept_notice("at the next deal"); });
    }

    // What a take-back restores beside the engine's moment: the log and the table's memo.
    struct TableMoment {
        std::size_t log_size = 0;
        Memo memo{};
        std::size_t deals_at = 0; // where a rematch's recorded draws stood
    };
    engine::Game<G, TableMoment> game_; // the game: state, streams, record, take-backs
    TableRecord record_;                // the record's file (docs/records.md)
    std::string record_error_;          // why the record could not be written
    Names names_;

  private:
    // The pieces that work the table's own play, restore and state in time (each says why it is
    // apart): the watched record's steps, the kept game played again, the frame's work, the files,
    // the other screens' hooks.
    friend struct WatchSteps;
    friend struct KeptReplay;
    friend struct TableSteps;
    friend struct TableKeeping;
    friend struct TableHooks;

    // The game as it stood before a decision of the player.
    using Moment = typename engine::Game<G, TableMoment>::Moment;
    struct Deal {
        Rect deck;
        std::vector<int> zones;
    };

    Moment now() const {
        return game_.moment(
            TableMoment{log_.entries().size(), remember(), deals_ ? deals_->position() : 0});
    }

    // The game as it stood at `moment` (a take-back, a watched game's step back): the state,
    // the generator, the log and the record as they were, nothing of what came after on its way.
    void restore(Moment moment) { restored(game_.restore(std::move(moment))); }
    // The engine is back at a moment: the table follows.
    void restored(const TableMoment& moment) {
        log_.truncate(moment.log_size);
        recall(moment.memo);
        if (deals_) {
            deals_->set_position(moment.deals_at);
        }
        ++moves_;             // the help asked for before is stale
        computer_.forget();   // a decision on its way is for a moment that is gone
        last_played_.reset(); // the move it names is gone
        flights_.finish_all();
    }

    std::optional<CardMarks> review_marks(Card card) const override { return review_.marks(card); }

    // `dt` at the pace of the cards (the Animations setting).
    double paced(double dt) const {
        return app().settings().animations ? dt * animation_pace(app().settings().animation_speed)
                                           : dt;
    }

    // The record of this game (game_recording.hpp); false (and record_error_) when it cannot be
    // written: the game is played all the same.
    bool start_recording(std::vector<std::string> opening, bool from_position,
                         const std::string& kept_path) {
        return start_game_record(game_, record_, record_error_, app().data_dir(),
                                 std::move(opening), from_position, kept_path, app().read_only());
    }

    // The move through the engine (chance, the rules, the record, with the computer's words as
    // the log is given them; a watched move with the chance its record drew); a record whose
    // file stops is said once.
    Outcome apply_and_record(const Action& action, const std::vector<std::string>& reasons) {
        const bool recording = record_.recording();
        const Chance* dealt = !watch_chance_ && !replay_chance_ && deals_
                                  ? deals_->take(state(), action)
                                  : watch_chance_;
        Outcome outcome = replay_chance_
                              ? game_.replay(action, *replay_chance_, replay_same_, reasons)
                              : game_.play(action, dealt, reasons);
        if (recording && !record_.recording()) {
            log_.add(LogEntry::Who::Table, "The game's record stopped: " + record_error_);
            record_error_.clear();
        }
        return outcome;
    }

    // After any change of the state: the focus, the autosave, the help for the new moment.
    void after_change() {
        focus_.target = next_focus();
        autosave();
        if (help_open_) {
            if (can_help()) {
                request_help();
            } else {
                help_open_ = false;
            }
        }
        changed();
    }

    void request_help() {
        help_open_ = true;
        help_.ask(G::view(state(), player_seat), game_.help_seed(), moves_);
    }

    void record_the_game() { TableKeeping::count_finished(*this); }
    void autosave() { TableKeeping::autosave(*this); }

    bool resumed_ = false;
    bool replaying_ = false;                // a kept game's moves played again (continue_game)
    const Chance* replay_chance_ = nullptr; // the move played again: what its record drew
    bool replay_same_ = true;               // the chance stream drew each move's chance again
    std::string from_file_;                 // the file the game began from (empty: begun here)
    std::string memory_at_start_;
    int moves_ = 0;
    int traced_turn_ = -1;
    std::optional<Deal> deal_;

    bool redoing_ = false;
    bool quiet_ = false;      // moves played at once make no sound (WatchSteps::to, watch)
    bool continuing_ = false; // play_on: the move is part of the decision before it
    bool undo_used_ = false;

    ComputerTurns<G> computer_;

    HelpDesk<G> help_;

    std::optional<Played> last_played_;

    bool watching_ = false;       // a recorded game watched (TableStart::watching)
    std::uint64_t deal_seed_ = 0; // the seed the results show (TableStart::deal_seed)
    WatchMode<WatchStep, Moment> watch_;
    const Chance* watch_chance_ = nullptr; // the move being watched: what chance drew for it
    ReviewMode review_;                    // reviewed decisions shown on the watched game
    std::optional<engine::RecordedDeals<G>> deals_; // a rematch: the recorded game's draws

    bool results_shown_ = false;
    bool recorded_ = false;
    double results_wait_ = 0;
    AutosaveKeeper autosave_; // what the unfinished game holds
};

} // namespace parlor::app::table
