#pragma once
// What the two readers of Cribbage records share (record_reader.cpp, the two-player game's, and
// table_record.cpp, a table's): the length on a start line, the events both have ("play", "deal",
// the starter with a lay-away), the head of a score line and the replay's deal and end checked
// against it, each in the same words.

#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/rules.hpp"
#include "parlor/record/line_fields.hpp"
#include "parlor/record/record_lines.hpp"
#include "parlor/record/recorded_games.hpp"

#include <string>

namespace parlor::cribbage::record_fields {

using record::LineFields;
using record::RecordLine;

inline constexpr auto card_of = record::card_in<parse>;
inline constexpr auto cards_of = record::cards_in<parse>;

// A new game's "target": 121, or 61 for the short game.
int target_of(LineFields& fields);

// A lay-away's "starter", when it turns the starter up.
void read_starter(LineFields& fields, Chance& chance);

// "play" (its card) or else "deal" (its deck), the step's action and chance.
template <class Step>
void read_play_or_deal(LineFields& fields, const RecordLine& line, Step& step) {
    if (line.event == "play") {
        step.action = Play{card_of(fields, "card", fields.text("card"))};
    } else {
        step.action = NextDeal{};
        step.chance.deck = cards_of(fields, "deck");
    }
}

// A "deal over" or "end" line's scores, as far as both records have them: the line, whether it
// is the end, the deal it counts.
template <class Scores> Scores scores_head(LineFields& fields, const RecordLine& line) {
    Scores scores;
    scores.line = line.number;
    scores.end = line.event == "end";
    if (!scores.end) {
        scores.deal = fields.integer("deal", 1, 10'000);
    }
    return scores;
}

// Why the replay is not where a score line (`end`, or the `deal` counted) says it is: the game
// not over, or another deal; empty when it is.
template <class State> std::string deal_disagreement(const State& state, bool end, int deal) {
    if (end && state.phase != Phase::GameOver) {
        return "the record ends the game, but nobody has reached " + std::to_string(state.target) +
               " in the replay";
    }
    if (!end && (state.phase != Phase::DealOver || state.deal_number != deal)) {
        return "the record counts deal " + std::to_string(deal) +
               " over, but in the replay it is deal " + std::to_string(state.deal_number) +
               (state.phase == Phase::DealOver ? ", counted" : ", not yet counted");
    }
    return {};
}

} // namespace parlor::cribbage::record_fields
