#pragma once
// The rules' half of every card table, written once for all games, as a view over the rules
// engine (parlor/engine/game.hpp: the state, the seeded streams, the chance -> apply -> record
// step, the record, take-backs and the computer's decisions with their fallback): the computer's
// seats in time (a short pause, the decision on a worker thread, each move waiting for the
// previous cards to land, the watchdog), the help (the same expert on the player's view, asked
// again when a move makes it stale), take-backs (Ctrl+Z back to the start of the round, Ctrl+Y
// again), the autosave, the save and pause hooks, and the moment's hold before the results.
//
// A game describes its rules with its descriptor (parlor/games/<game>/game.hpp, the concept
// engine::Descriptor): `Rules` of a table is that descriptor. Seat 0 is the player; seats 1 and up
// are the computer's. `Memo` is what the game's table shows beyond the state and a take-back
// must restore with it (the pegs, the hand's order): the game gives it with remember/recall.
//
// The table records every game begun on it, beside the saves (app/table/table_record.hpp), and
// every game opened from a file (Load game, --load) from the position it was loaded at
// (docs/records.md, "A game begun from a position"); a recorded game can be watched on it:
// `watch` hands it the record's moves with what chance drew for each, and the table steps
// through them, forward through the rules and back as a take-back does (docs/app.md, "Watching a
// recorded game").

#include "app/core/app.hpp"
#include "app/core/statistics.hpp"
#include "app/core/trace.hpp"
#include "app/core/worker.hpp"
#include "app/table/kept_notice.hpp"
#include "app/table/names.hpp"
#include "app/table/results_screen.hpp"
#include "app/table/table_base.hpp"
#include "app/table/table_record.hpp"
#include "app/table/table_start.hpp"
#include "app/table/turn_watchdog.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/engine/game.hpp"
#include "parlor/engine/replay.hpp"

#include <algorithm>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

namespace parlor::app::table {

inline constexpr int player_seat = 0;

// A moment to see the last cards before the results cover the table.
inline constexpr double results_hold_seconds = 1.0;

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
    // Seconds between two moves while a watched game plays by itself.
    static constexpr double watch_pause_seconds = 1.1;

    GameTable(App& app, Start start, std::vector<std::string> opponents = {"Computer"})
        : TableBase(app, G::id), game_(std::move(start.state), start.seed,
                                       known_strategy(start.difficulty), start.decisions_seed),
          names_(start.player_name, std::move(opponents)), resumed_(!start.loaded_from.empty()),
          replaying_(start.kept), from_file_(start.from_file), memory_at_start_(start.memory),
          watching_(start.watching) {
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
        return flights_.flying() || ai_.working() || helper_.working() || pending_.has_value() ||
               watch_playing_ || (computer_to_act() && !waiting_for_go_ahead()) || holding() ||
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
            watch_play_step(dt); // the record's moves, never the computer's
        } else {
            computer_step(dt);
            watch_the_computer();
        }
        help_step();
        results_step(dt);
        trace_the_players_turn();
        // The log grew between moves (a show counted, a result told): the kept game keeps it.
        if (game_.recording() && log_.version() != autosaved_log_) {
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
    const std::optional<Advice>& advice() const { return advice_; }
    const Names& names() const { return names_; }
    // The computer is deciding or about to move (not while it waits for Continue).
    bool computer_busy() const {
        return ai_.working() || pending_.has_value() || (computer_due_ && !waiting_for_go_ahead());
    }
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
    void stall_the_computer_for_tests() { stalled_for_tests_ = true; }
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
        strategy_for_tests_ = std::move(make);
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
        watch_steps_ = std::move(steps);
        watch_finished_ = finished;
        if (names) {
            names_ = std::move(*names);
        }
        changed();
    }
    // ---- a kept game continued (app/table/open_kept.hpp) ----
    // The table opened on the start of a kept game's record (TableStart::kept): its moves are
    // played again through the engine, each drawing its chance again from the game's seed, so
    // the state, the record, the log's events, the table's own memory of the game (a sheet, the
    // pegs) and the round's take-backs are what the player left; then the count of the
    // computer's decisions, what the game keeps beside (`memory`: the hand's order) and the log
    // as it was (`kept_log`, TableLog::kept_text). Nothing
    // is written until the game stands where it was left. False when the chance stream drew
    // otherwise than the record (the state is the record's all the same).
    bool continue_game(const std::vector<WatchStep>& steps, int decisions,
                       const std::string& memory, const std::string& kept_log) {
        replaying_ = true;
        replay_same_ = true;
        for (const WatchStep& step : steps) {
            settle_at_once(); // the last move shown whole before the next (a show fully counted)
            replay_chance_ = &step.chance;
            if (step.seat != player_seat) {
                game_.count_decision();
            }
            play(step.seat, step.action);
        }
        replay_chance_ = nullptr;
        replaying_ = false;
        game_.set_decisions(decisions);
        continued(memory);
        settle_at_once();
        // The log as it was (the computer's reasons are not in the record); else the one the
        // moves played again told.
        log_.restore_kept(kept_log);
        log_.add(LogEntry::Who::Table,
                 from_file_.empty()
                     ? std::string("Resumed where you left off.")
                     : "Resumed where you left off (the game began from " + from_file_ + ").");
        after_change();
        return replay_same_;
    }

    // The line under the table while a recorded game is watched, in place of the game's prompt.
    std::string watch_prompt() const {
        if (const record::ReviewItem* item = reviewed_item()) {
            return "Your decision " + std::to_string(item->decision) +
                   ": your move is marked \u201cyou\u201d, the expert's \u201cexpert\u201d";
        }
        if (watch_at_ < static_cast<int>(watch_steps_.size())) {
            return watch_playing_ ? "Watching the recorded game: Pause (P)"
                                  : "Watching the recorded game: Step (\u2192), Back (\u2190), "
                                    "Play (P)";
        }
        return watch_finished_ ? "The recorded game is over, every hand shown: Back (\u2190)"
                               : "The record stops here: Back (\u2190)";
    }
    bool watching() const { return watching_; }
    // A finished game being watched: the game's table shows every hand face up.
    // A reviewed decision is shown as the player saw it.
    bool all_hands_shown() const { return watching_ && watch_finished_ && review_items_.empty(); }
    std::optional<WatchStatus> watch_status() const override {
        if (!watching_) {
            return std::nullopt;
        }
        WatchStatus status{watch_at_, static_cast<int>(watch_steps_.size()), watch_playing_};
        if (!review_items_.empty()) {
            status.reviewing = true;
            status.decision = review_at_ + 1;
            status.decisions = static_cast<int>(review_items_.size());
        }
        return status;
    }

    void show_review(std::vector<record::ReviewItem> items, int index) override {
        if (!watching_ || index < 0 || index >= static_cast<int>(items.size())) {
            return;
        }
        const int chosen = items[static_cast<std::size_t>(index)].decision;
        // The arrows go through the decisions in the order they were made.
        std::sort(items.begin(), items.end(),
                  [](const auto& a, const auto& b) { return a.decision < b.decision; });
        review_items_ = std::move(items);
        const auto at = std::find_if(review_items_.begin(), review_items_.end(),
                                     [&](const auto& item) { return item.decision == chosen; });
        review_go_to(static_cast<int>(at - review_items_.begin()));
    }
    // The side panel's first line at the reviewed moment shown ("You chose to ...").
    const std::string& review_summary() const { return review_summary_; }
    // Tests: how a card is marked at the reviewed moment shown.
    std::optional<CardMarks> marks_for_tests(Card card) const { return review_marks(card); }
    const record::ReviewItem* reviewed_item() const {
        return review_items_.empty() ? nullptr
                                     : &review_items_[static_cast<std::size_t>(review_at_)];
    }

    void watch_step(int moves) override {
        if (!review_items_.empty()) {
            const int last = static_cast<int>(review_items_.size()) - 1;
            const int to = moves > 1    ? last
                           : moves < -1 ? 0
                                        : std::clamp(review_at_ + moves, 0, last);
            review_go_to(to);
            return;
        }
        watch_to(moves);
    }
    // Forward or back `moves` moves.
    void watch_to(int moves) {
        watch_playing_ = false;
        // Many moves at once (Home, End) land each move's cards, pegs and counts at once.
        const bool many = moves > 1 || moves < -1;
        for (; moves > 0 && watch_forward(); --moves) {
        }
        for (; moves < 0 && watch_back(); ++moves) {
        }
        if (many) {
            settle_at_once();
        }
        changed();
    }
    void watch_play() override {
        if (!review_items_.empty()) {
            return; // a reviewed moment is looked at, not played on
        }
        watch_playing_ = !watch_playing_ && watch_at_ < static_cast<int>(watch_steps_.size());
        watch_wait_ = 0;
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
    // The round or the game is over and its results screen is due (after a short look).
    virtual bool results_due() const = 0;
    virtual void show_results() = 0;
    virtual std::string save_name() const = 0;
    // Seconds the computer waits before a move, so the player sees one thing at a time.
    virtual double computer_pause() const { return 0.55; }
    // True while the computer waits for the player's Continue before its turn.
    virtual bool computer_waits() const { return false; }
    // The game holds the table a moment (its own animation: pegs, a count, a sweep; a question
    // still to ask): the computer waits for it.
    virtual bool holding() const { return false; }
    // The game's own time step; true when the picture changed.
    virtual bool step(double) { return false; }
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
        Moment moment = seat == player_seat ? now() : Moment{};
        Outcome outcome = apply_and_record(action);
        if (!outcome) {
            log_.add(LogEntry::Who::Table, "That move was refused: " + outcome.error);
            return;
        }
        last_played_ = Played{seat, action};
        if (seat == player_seat) {
            game_.took(std::move(moment), action, redoing_); // a new decision forgets a redo
        }
        ++moves_;
        changed();
        deal_.reset();
        tell(outcome, seat, reasons);
        if (replaying_) {
            if (deal_) {
                game_.forget_takebacks();
            }
            return; // a kept game played again: continue_game settles the table at its end
        }
        const std::vector<CardRow> after = rows_now();
        if (deal_) {
            game_.forget_takebacks(); // a new round: take-backs stop at its start
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
        go_ahead_ = go_ahead_ && G::to_act(state()) != std::optional<int>(player_seat);
        after_change();
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
        return computer_waits() && !go_ahead_ && !ai_.working() && !pending_.has_value();
    }
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
    bool hinted(cards::Card card) const {
        return help_open_ && advice_ &&
               std::find(advice_->highlight.begin(), advice_->highlight.end(), card) !=
                   advice_->highlight.end();
    }

    void toggle_help() override {
        if (!review_items_.empty()) {
            return; // the side panel holds the expert's word on the decision shown
        }
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
        h.save = [this](const std::string& path) { return G::save_to_file(path, state()); };
        h.can_save = [this] {
            return !watching_ && G::saveable(state()) && !computer_busy() && !flights_.flying();
        };
        h.saved = [this](const std::string& path) {
            log_.add(LogEntry::Who::Table,
                     "Saved to " + path + ". Play on: Load game picks it up.");
            changed();
        };
        h.help = [this] {
            if (!help_open_) {
                toggle_help();
            }
        };
        return h;
    }

    bool game_over() const override { return final_record().has_value(); }
    App::Notice kept_notice(std::string_view where) const override {
        if (watching_) {
            return {}; // a watched game is the record's, never kept
        }
        return table::kept_notice(app().unfinished(), G::id,
                                  Autosaved{autosaved_,
                                            !autosaved_file_.empty() || G::saveable(state()),
                                            autosave_error_, autosaved_file_},
                                  where);
    }
    std::optional<AdviceText> advice_text() const override {
        if (!review_items_.empty()) {
            return AdviceText{review_summary_, &review_lines_};
        }
        if (!advice_) {
            return std::nullopt;
        }
        // A game that writes no summary yet shows its first line as one.
        const std::string& summary = !advice_->summary.empty() ? advice_->summary
                                     : advice_->lines.empty()  ? advice_->summary
                                                               : advice_->lines.front();
        return AdviceText{summary, &advice_->lines};
    }
    bool thinking() const override {
        return ai_.working() || helper_.working() || (computer_due_ && !waiting_for_go_ahead());
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
        if (auto text = record_text()) {
            sheet.watch = [&app = app(), text = std::move(*text)] {
                OpenedGame opened = open_record_text(app, text, "this game's record");
                if (opened.scene) {
                    app.push(std::move(opened.scene));
                } else {
                    app.set_notice(opened.error, true);
                }
            };
        }
        app().replace(std::make_unique<ResultsScreen>(app(), std::move(sheet)));
    }
    void show_round_sheet(ResultsSheet sheet, std::function<void()> deal_next) {
        sheet.game_id = G::id;
        sheet.scene_name = "round_results";
        sheet.final = false;
        sheet.on_leave = std::move(deal_next);
        sheet.kept = [this] { return kept_notice("at the next deal"); };
        app().push(std::make_unique<ResultsScreen>(app(), std::move(sheet)));
    }

    // What a take-back restores beside the engine's moment: the log and the table's memo.
    struct TableMoment {
        std::size_t log_size = 0;
        Memo memo{};
    };
    engine::Game<G, TableMoment> game_; // the game: state, streams, record, take-backs
    TableRecord record_;                // the record's file (docs/records.md)
    std::string record_error_;          // why the record could not be written
    Names names_;

  private:
    // The game as it stood before a decision of the player.
    using Moment = typename engine::Game<G, TableMoment>::Moment;
    struct Deal {
        Rect deck;
        std::vector<int> zones;
    };

    Moment now() const { return game_.moment(TableMoment{log_.entries().size(), remember()}); }

    // The game as it stood at `moment` (a take-back, a watched game's step back): the state,
    // the generator, the log and the record as they were, nothing of what came after on its way.
    void restore(Moment moment) { restored(game_.restore(std::move(moment))); }
    // The engine is back at a moment: the table follows.
    void restored(const TableMoment& moment) {
        log_.truncate(moment.log_size);
        recall(moment.memo);
        ++moves_;         // the help asked for before is stale
        ++ai_generation_; // a decision on its way is for a moment that is gone
        pending_.reset();
        computer_due_ = false;
        go_ahead_ = false;
        last_played_.reset(); // the move it names is gone
        flights_.finish_all();
    }

    // The watched game's next move, through the rules with the chance the record drew.
    bool watch_forward() {
        if (watch_at_ >= static_cast<int>(watch_steps_.size())) {
            return false;
        }
        const WatchStep& step = watch_steps_[static_cast<std::size_t>(watch_at_)];
        settle_at_once(); // the last move is shown whole before the next (a show fully counted)
        watch_before_.push_back(now());
        watch_chance_ = &step.chance;
        play(step.seat, step.action);
        watch_chance_ = nullptr;
        game_.forget_taken(); // nothing of a watched game is taken back but by stepping back
        ++watch_at_;
        return true;
    }

    bool watch_back() {
        if (watch_before_.empty()) {
            return false;
        }
        restore(std::move(watch_before_.back()));
        watch_before_.pop_back();
        --watch_at_;
        after_change();
        return true;
    }

    // The moment of reviewed decision `index`: the table before its move, the two moves marked,
    // the expert's word in the side panel.
    void review_go_to(int index) {
        review_at_ = index;
        const record::ReviewItem& item = review_items_[static_cast<std::size_t>(index)];
        const auto step = std::find_if(watch_steps_.begin(), watch_steps_.end(),
                                       [&](const WatchStep& s) { return s.line == item.line; });
        watch_to(static_cast<int>(step - watch_steps_.begin()) - watch_at_);
        settle_at_once();
        review_summary_ = "You chose to " + item.played + "; the expert would " + item.expert + ".";
        review_lines_ = {item.close_call ? "A close call, within the expert's noise: no mistake."
                                         : "It cost you about " +
                                               record::cost_words(item.cost, item.unit) + ".",
                         "The expert: " + item.reason};
        help_open_ = true;
        show_new_advice();
        changed();
    }
    std::optional<CardMarks> review_marks(Card card) const override {
        const record::ReviewItem* item = reviewed_item();
        if (item == nullptr) {
            return std::nullopt;
        }
        const auto has = [&](const std::vector<Card>& cards) {
            return std::find(cards.begin(), cards.end(), card) != cards.end();
        };
        CardMarks marks;
        marks.selected = has(item->played_cards);
        marks.hint = has(item->expert_cards);
        marks.tab = marks.selected && marks.hint ? "you, expert"
                    : marks.selected             ? "you"
                    : marks.hint                 ? "expert"
                                                 : "";
        return marks;
    }

    // Playing by itself: the next move once the last has landed and a moment has passed.
    void watch_play_step(double dt) {
        if (!watch_playing_ || flights_.flying() || holding()) {
            return;
        }
        watch_wait_ -= app().settings().animations
                           ? dt * animation_pace(app().settings().animation_speed)
                           : dt;
        if (watch_wait_ > 0) {
            return;
        }
        watch_wait_ = watch_pause_seconds;
        if (!watch_forward() || watch_at_ >= static_cast<int>(watch_steps_.size())) {
            watch_playing_ = false;
        }
        changed();
    }

    // The record of this game, in the data folder's records/<game>/; false (and record_error_)
    // when it cannot be written: the game is played all the same.
    // `opening`: the record's first lines when the game began before the table opened.
    // `from_position`: the game was opened from a file; its record begins where it was loaded.
    // `kept_path`: a kept game's record file, opened again (when it is one of this game's
    // records in the data folder; else a new record is begun).
    bool start_recording(std::vector<std::string> opening, bool from_position,
                         const std::string& kept_path) {
        const std::string folder = app().data_dir() + "records/" + G::id + "/";
        const bool reopen = kept_path.size() > folder.size() + 6 &&
                            kept_path.compare(0, folder.size(), folder) == 0 &&
                            kept_path.find('/', folder.size()) == std::string::npos &&
                            kept_path.ends_with(".jsonl");
        if (!(reopen ? record_.reopen(kept_path, record_error_)
                     : record_.open(app().data_dir(), G::id, record_error_))) {
            return false;
        }
        if (from_position) {
            typename G::RecordWriter writer(
                [&opening](const std::string& line) { opening.push_back(line); }, 1);
            G::start_record_at(writer, game_.strategy(), state());
        }
        game_.start_record(
            engine::RecordSink{
                [this](const std::string& line) { record_.add(line, record_error_); },
                [this](std::size_t size) { record_.truncate(size, record_error_); }},
            opening);
        return record_error_.empty();
    }

    // The move through the engine (chance, the rules, the record; a watched move with the chance
    // its record drew); a record whose file stops is said once.
    Outcome apply_and_record(const Action& action) {
        const bool recording = record_.recording();
        Outcome outcome = replay_chance_ ? game_.replay(action, *replay_chance_, replay_same_)
                                         : game_.play(action, watch_chance_);
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

    void computer_step(double dt) {
        const std::optional<int> seat = G::to_act(state());
        if (!seat || *seat == player_seat) {
            computer_due_ = false;
            go_ahead_ = false;
        } else if (!ai_.working() && !pending_) {
            if (!computer_due_) {
                computer_due_ = true;
                wait_ = computer_pause();
            }
            if (!waiting_for_go_ahead() && !flights_.flying() && !holding() &&
                !stalled_for_tests_) {
                // The computer's pause keeps the pace of the cards (the Animations setting).
                wait_ -= app().settings().animations
                             ? dt * animation_pace(app().settings().animation_speed)
                             : dt;
                if (wait_ <= 0) {
                    start_decision(*seat);
                }
            }
        }
        if (ai_.working()) {
            try {
                if (auto decided = ai_.poll()) {
                    if (decided->first == ai_generation_) {
                        pending_ = std::move(decided->second);
                    }
                }
            } catch (const std::exception& e) {
                // A strategy that fails must not stop the game: the first legal move instead.
                log_.add(LogEntry::Who::Table, std::string("The computer could not decide (") +
                                                   e.what() + "); it plays the first legal move.");
                pending_ = game_.fallback();
            }
        }
        // Each move waits until the previous one has landed, so the player can follow.
        if (pending_ && !flights_.flying() && !holding()) {
            Decision d = std::move(*pending_);
            pending_.reset();
            computer_due_ = false;
            if (G::to_act(state()) != std::optional<int>(ai_seat_)) {
                return; // the moment passed (a change of turn): ask again
            }
            play_for_computer(ai_seat_, std::move(d), "");
        }
    }

    // Plays a computer's decision, the first legal move instead when the rules refuse it (and
    // says so): the one way every computer move reaches the table.
    void play_for_computer(int seat, Decision d, std::string_view how) {
        std::string why;
        d = game_.checked(std::move(d), why);
        if (!why.empty()) {
            log_.add(LogEntry::Who::Table, "The computer chose a move the rules refuse (" + why +
                                               "); it plays the first legal move.");
        }
        trace_play("move", "computer, seat " + std::to_string(seat) + std::string(how));
        play(seat, d.action, d.reasons);
    }

    // --trace-play: "turn: you" once for each moment the player may act, so that a test driving
    // the program from outside knows when to press.
    void trace_the_players_turn() {
        if (play_tracing() && player_to_act() && traced_turn_ != moves_) {
            traced_turn_ = moves_;
            trace_play("turn", "you");
        }
    }

    // The last guard (TurnWatchdog): a computer due with nothing running for it for 5 s plays the
    // kit's fallback (its decision if one is waiting, else the first legal move) and says so.
    void watch_the_computer() {
        const bool stalled = computer_to_act() && !waiting_for_go_ahead() && !ai_.working() &&
                             !flights_.flying() && !holding();
        if (!watchdog_.stalled_too_long(app().clock().now_seconds(), stalled)) {
            return;
        }
        log_.add(LogEntry::Who::Table,
                 "The computer's turn had not started after 5 seconds; it plays now.");
        const int seat = *G::to_act(state());
        Decision d = pending_ && ai_seat_ == seat ? std::move(*pending_) : game_.fallback();
        pending_.reset();
        computer_due_ = false;
        ++ai_generation_; // a decision still on its way is for a moment that is gone
        play_for_computer(seat, std::move(d), ", by the watchdog");
    }

    // Each decision gets a strategy of its own from the engine (engine::Game::next_strategy),
    // decided off the loop's thread on a copy of the seat's view.
    void start_decision(int seat) {
        ai_seat_ = seat;
        std::shared_ptr<Strategy> strategy = game_.next_strategy();
        if (strategy_for_tests_) {
            strategy = strategy_for_tests_();
        }
        ai_.start([view = G::view(state(), seat), strategy, generation = ai_generation_] {
            return std::pair<int, Decision>{generation, strategy->decide(view)};
        });
    }

    void request_help() {
        help_open_ = true;
        advice_.reset();
        asked_at_ = moves_;
        helper_.start([view = G::view(state(), player_seat), seed = game_.help_seed()] {
            return G::advise(view, seed);
        });
        // A job already running finishes first; help_step notices its answer is stale.
    }

    void help_step() {
        if (!helper_.working()) {
            return;
        }
        try {
            if (auto answer = helper_.poll()) {
                if (asked_at_ == moves_) {
                    advice_ = std::move(*answer);
                    show_new_advice();
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
        if (watching_) {
            return; // a watched game stays on its table, its last move shown
        }
        if (!results_due()) {
            results_shown_ = false;
            results_wait_ = 0;
            return;
        }
        if (results_shown_ || flights_.flying() || holding()) {
            return;
        }
        results_wait_ += dt;
        if (results_wait_ >= results_hold_seconds) {
            results_shown_ = true;
            record_the_game();
            show_results();
        }
    }

    // Once, when the game is over: into the player's statistics. Its unfinished game goes at the
    // same moment (and is never written again), so Continue cannot offer a finished game, nor
    // the statistics count it twice, even when the program ends on the results.
    void record_the_game() {
        std::optional<GameRecord> record = final_record();
        if (!record || recorded_) {
            return;
        }
        recorded_ = true;
        record->undo = undo_used_;
        std::string notice;
        Statistics statistics = load_statistics(app().statistics_path(), &notice);
        const TableEntry* game = find_table(G::id);
        // A game begun from a file (perhaps edited by hand) is not a game at a difficulty.
        statistics.add(G::id,
                       from_file_.empty() ? statistics_level(game_.strategy())
                                          : std::string(from_a_file),
                       *record, game ? game->score : ScoreSense{});
        if (const auto error = save_statistics(app().statistics_path(), statistics)) {
            notice = "The statistics were not saved: " + *error;
        }
        if (!notice.empty()) {
            app().set_notice(notice, true);
        }
        app().unfinished().remove(G::id);
        autosaved_.reset();
    }

    // After every move: the unfinished game (app/core/unfinished_games.hpp). The engine's game
    // itself when it keeps a record (Continue plays it again to this moment, whatever the
    // moment), and the save file whenever its format can hold the moment.
    void autosave() {
        if (watching_ || replaying_ || recorded_) {
            return;
        }
        const UnfinishedGames unfinished = app().unfinished();
        // Where the game came from (Continue and the statistics read it), what the table keeps
        // beside the save, and the game: written when it changes.
        GameOrigin origin;
        origin.difficulty = game_.strategy();
        origin.from_file = from_file_;
        origin.table_memory = memory_for_continue();
        if (game_.recording()) {
            origin.kept = KeptGame{game_.seed(),         game_.decisions_seed(), game_.decisions(),
                                   game_.record_lines(), game_.opening_size(),   record_.path()};
            origin.table_log = log_.kept_text();
            autosaved_log_ = log_.version();
        }
        std::optional<std::string> error;
        // The kept game is what Continue opens: what it holds is what "kept" is told from.
        const bool origin_written = origin.kept.has_value();
        std::string written_text;
        if (origin.kept || G::saveable(state())) {
            if (!written_origin_ || *written_origin_ != origin) {
                written_text = UnfinishedGames::origin_text(origin);
                error = unfinished.set_origin(G::id, origin);
                if (!error) {
                    written_origin_ = std::move(origin);
                }
            } else {
                written_text = autosaved_.value_or(std::string());
            }
        }
        if (!error && origin_written) {
            autosaved_ = written_text;
            autosaved_file_ = unfinished.origin_file(G::id);
        }
        if (!error && G::saveable(state())) {
            error = G::save_to_file(unfinished.path(G::id), state());
            if (!error && !origin_written) {
                autosaved_ = write_save(state()); // what the file holds, for telling "kept"
                autosaved_file_.clear();
            }
        }
        if (error) {
            if (autosave_error_.empty()) {
                log_.add(LogEntry::Who::Table, "The autosave failed: " + *error);
            }
            autosave_error_ = error->empty() ? std::string("the file was not written") : *error;
        } else {
            autosave_error_.clear();
        }
    }

    bool resumed_ = false;
    bool replaying_ = false;                // a kept game's moves played again (continue_game)
    const Chance* replay_chance_ = nullptr; // the move played again: what its record drew
    bool replay_same_ = true;               // the chance stream drew each move's chance again
    int autosaved_log_ = -1;                // the log's version the kept game last kept
    std::string from_file_;                 // the file the game began from (empty: begun here)
    std::string memory_at_start_;
    std::optional<GameOrigin> written_origin_;
    int moves_ = 0;
    int traced_turn_ = -1;
    std::optional<Deal> deal_;

    bool redoing_ = false;
    bool undo_used_ = false;

    Worker<std::pair<int, Decision>> ai_; // the decision and the generation it was asked in
    int ai_seat_ = 1;
    int ai_generation_ = 0;
    std::optional<Decision> pending_; // decided, waiting for the previous cards to land
    bool computer_due_ = false;       // the computer's move comes after its pause
    double wait_ = 0;
    bool go_ahead_ = false;

    Worker<Advice> helper_;
    std::optional<Advice> advice_;
    int asked_at_ = -1;

    TurnWatchdog watchdog_;
    bool stalled_for_tests_ = false;
    std::function<std::shared_ptr<Strategy>()> strategy_for_tests_;
    std::optional<Played> last_played_;

    bool watching_ = false; // a recorded game watched (TableStart::watching)
    bool watch_finished_ = false;
    std::vector<WatchStep> watch_steps_;
    std::vector<Moment> watch_before_; // the table before each move watched so far
    int watch_at_ = 0;                 // the moves shown
    bool watch_playing_ = false;
    double watch_wait_ = 0;
    const Chance* watch_chance_ = nullptr; // the move being watched: what chance drew for it
    std::vector<record::ReviewItem> review_items_; // reviewed decisions shown, in their order
    int review_at_ = 0;
    std::string review_summary_;
    std::vector<std::string> review_lines_;

    bool results_shown_ = false;
    bool recorded_ = false;
    double results_wait_ = 0;
    std::optional<std::string> autosaved_; // the text last written to the unfinished game
    std::string autosaved_file_; // where it was written: the kept game (empty: the save file)
    std::string autosave_error_; // why the last autosave failed (empty: it did not)
};

} // namespace parlor::app::table
