#pragma once
// A kept game continued (open_kept.hpp, Continue): the table opened on the start of the kept
// game's record plays its moves again through the engine, each drawing its chance again from the
// game's seed, so that the state, the record, the log's events, the table's own memory of the
// game (a sheet, the pegs) and the round's take-backs are what the player left; then the count
// of the computer's decisions, what the game keeps beside (`memory`: the hand's order) and the
// log as it was (`kept_log`, TableLog::kept_text). Nothing is written until the game stands
// where it was left. Apart from GameTable (a friend: it works the table's own play) because it
// is about the kept game, not about painting.

#include "app/table/names.hpp"
#include "app/table/table_log.hpp"

#include <string>
#include <vector>

namespace parlor::app::table {

struct KeptReplay {
    // False when the chance stream drew otherwise than the record (the state is the record's all
    // the same).
    template <class Table, class Step>
    static bool run(Table& t, const std::vector<Step>& steps, int decisions,
                    const std::string& memory, const std::string& kept_log) {
        t.replaying_ = true;
        t.replay_same_ = true;
        for (const Step& step : steps) {
            t.settle_at_once(); // the last move shown whole before the next (a show fully counted)
            t.replay_chance_ = &step.chance;
            if (step.seat != player_seat) {
                t.game_.count_decision();
            }
            t.play(step.seat, step.action, step.said); // its record written again, words and all
        }
        t.replay_chance_ = nullptr;
        t.replaying_ = false;
        t.game_.set_decisions(decisions);
        t.continued(memory);
        t.settle_at_once();
        // The log as it was (it holds more than the record: the table's own notes); else the one
        // the moves played again told.
        t.log_.restore_kept(kept_log);
        t.log_.add(LogEntry::Who::Table, resumed_where_left(t.from_file_));
        t.after_change();
        return t.replay_same_;
    }
};

} // namespace parlor::app::table
