// The record of a Cribbage table (docs/cribbage.md, "The record of a table"): written as the game
// goes, read back with every field checked, and replayed through the table's rules.

#include "parlor/games/cribbage/table_record.hpp"

#include "parlor/cards/card_json.hpp"
#include "parlor/cards/overloaded.hpp"
#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/table_save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/record_lines.hpp"
#include "parlor/record/two_seat_record.hpp"

#include "record_fields.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace parlor::cribbage {

// Named, not anonymous: the unity build joins this file with the two-seat record's.
namespace table_record {

using Json = nlohmann::ordered_json;
using record::LineFields;
using record::RecordError;
using record::RecordLine;

using record_fields::card_of;
using record_fields::cards_of;

Json names(const std::vector<std::string>& seats) {
    Json list = Json::array();
    for (const std::string& name : seats) {
        list.push_back(name);
    }
    return list;
}

RecordedTableGame start_of(const RecordLine& line) {
    LineFields fields(line);
    RecordedTableGame game =
        record::started_game<RecordedTableGame>(fields, line, record_game_id, "Cribbage");
    game.seats = fields.texts("seats");
    const int seats = static_cast<int>(game.seats.size());
    if (seats < min_table_seats || seats > max_table_seats) {
        fields.fail("\"seats\" names " + std::to_string(seats) +
                    " players; a Cribbage table seats 3, or 4 in partnerships");
    }
    if (fields.has(record::position_key)) {
        game.position = record::position_in<read_table_save, write_table_save>(fields, "Cribbage");
        if (game.position->size() != seats) {
            fields.fail("\"seats\" names " + std::to_string(seats) +
                        " players but the position is of a table of " +
                        std::to_string(game.position->size()));
        }
        game.target = game.position->target;
    } else {
        game.target = record_fields::target_of(fields);
        game.dealer = fields.integer("dealer", 0, seats - 1);
        game.deck = cards_of(fields, "deck");
    }
    fields.finish();
    return game;
}

RecordedTableStep step_of(const RecordedTableGame& game, const RecordLine& line) {
    LineFields fields(line);
    RecordedTableStep step;
    step.line = line.number;
    step.seat = fields.integer("seat", 0, static_cast<int>(game.seats.size()) - 1);
    if (line.event == "lay away") {
        step.action = Discard{card_of(fields, "card", fields.text("card"))};
        record_fields::read_starter(fields, step.chance);
    } else {
        record_fields::read_play_or_deal(fields, line, step);
    }
    fields.finish();
    return step;
}

int sides_of(const RecordedTableGame& game) {
    return game.seats.size() == 4 ? 2 : static_cast<int>(game.seats.size());
}

RecordedTableScores scores_of(const RecordedTableGame& game, const RecordLine& line) {
    LineFields fields(line);
    RecordedTableScores scores = record_fields::scores_head<RecordedTableScores>(fields, line);
    scores.scores = fields.integers("scores", 0, game.target);
    if (static_cast<int>(scores.scores.size()) != sides_of(game)) {
        fields.fail("\"scores\" holds " + std::to_string(scores.scores.size()) +
                    " scores, not one for each of the " + std::to_string(sides_of(game)) +
                    (game.seats.size() == 4 ? " partnerships" : " seats"));
    }
    if (scores.end) {
        scores.winner = fields.integer("winner", 0, sides_of(game) - 1);
    }
    fields.finish();
    return scores;
}

std::string scores_text(const std::vector<int>& scores) {
    std::string out;
    for (const int score : scores) {
        out += (out.empty() ? "" : ", ") + std::to_string(score);
    }
    return out;
}

std::string disagreement(const TableState& state, const RecordedTableScores& stated) {
    if (std::string wrong = record_fields::deal_disagreement(state, stated.end, stated.deal);
        !wrong.empty()) {
        return wrong;
    }
    if (stated.scores != state.scores) {
        return "the record states the scores " + scores_text(stated.scores) +
               ", but the replay has " + scores_text(state.scores);
    }
    if (stated.end && table_winner(state) != stated.winner) {
        return "the record names side " + std::to_string(stated.winner) +
               " the winner, but in the replay side " +
               std::to_string(table_winner(state).value_or(-1)) + " won";
    }
    return {};
}

std::string why_not_deck(const std::vector<Card>& deck) {
    std::vector<Card> sorted = deck;
    std::vector<Card> full = full_deck();
    std::sort(sorted.begin(), sorted.end());
    std::sort(full.begin(), full.end());
    return sorted == full ? std::string{} : "\"deck\" is not the 52 cards, each once";
}

} // namespace table_record

bool is_table_record(std::string_view text) {
    const std::size_t end = text.find('\n');
    const auto first = nlohmann::json::parse(text.substr(0, end), nullptr, false);
    if (first.is_discarded() || !first.is_object() || !first.contains("seats") ||
        !first["seats"].is_array()) {
        return false;
    }
    const std::size_t seats = first["seats"].size();
    return seats >= static_cast<std::size_t>(min_table_seats) &&
           seats <= static_cast<std::size_t>(max_table_seats);
}

std::string each_recorded_table_game(std::string_view text, std::string_view file,
                                     const record::TakeGame<RecordedTableGame>& take) {
    return record::each_game_of_steps_and_scores<RecordedTableGame>(
        text, file, "Cribbage", table_record::start_of, {"lay away", "play", "deal"},
        table_record::step_of, {"deal over", "end"}, table_record::scores_of, take);
}

RecordedTableGames read_recorded_table_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedTableGame, each_recorded_table_game>(text, file);
}

void TableRecordWriter::start(const std::vector<std::string>& seats,
                              const TableState& dealt) const {
    write("start", table_record::Json{{"parlor", record_game_id},
                                      {"seats", table_record::names(seats)},
                                      {"target", dealt.target},
                                      {"dealer", dealt.dealer},
                                      {"deck", cards::card_codes(dealt_deck(dealt))}});
}

void TableRecordWriter::start_at(const std::vector<std::string>& seats,
                                 const TableState& position) const {
    write("start", record::position_start(record_game_id, table_record::names(seats),
                                          write_table_save(position)));
}

void TableRecordWriter::action(int seat, const TableAction& action, const TableState& after) const {
    using table_record::Json;
    Json fields{{"seat", seat}};
    const char* event =
        std::visit(cards::Overloaded{[&](const Discard& act) {
                                         fields["card"] = cards::to_string(act.card);
                                         // The dealer's lay-away turns up the starter.
                                         if (seat == after.dealer && after.starter) {
                                             fields["starter"] = cards::to_string(*after.starter);
                                         }
                                         return "lay away";
                                     },
                                     [&](const Play& act) {
                                         fields["card"] = cards::to_string(act.card);
                                         return "play";
                                     },
                                     [&](NextDeal) {
                                         fields["deck"] = cards::card_codes(dealt_deck(after));
                                         return "deal";
                                     }},
                   action);
    write(event, fields);
    if (after.phase == Phase::DealOver) {
        write("deal over", Json{{"deal", after.deal_number}, {"scores", after.scores}});
    } else if (after.phase == Phase::GameOver) {
        write("end", Json{{"scores", after.scores}, {"winner", table_winner(after).value_or(0)}});
    }
}

std::string replay_table(const RecordedTableGame& game, std::string_view file, TableState& state,
                         const TableReplayVisit& visit) {
    using namespace table_record;
    const auto error_at = [&](int line, const std::string& problem) {
        return record::error_text(file, RecordError(line, problem));
    };
    if (game.position) {
        state = *game.position;
    } else {
        if (const std::string wrong = why_not_deck(game.deck); !wrong.empty()) {
            return error_at(game.line, wrong);
        }
        state = TableState{};
        state.seats.resize(game.seats.size());
        state.partners = game.seats.size() == 4;
        state.scores.assign(static_cast<std::size_t>(state.sides()), 0);
        state.target = game.target;
        deal_table(state, game.dealer, game.deck);
    }
    auto stated = game.scores.begin();
    const auto check_scores_before = [&](int line) -> std::string {
        for (; stated != game.scores.end() && stated->line < line; ++stated) {
            if (const std::string wrong = disagreement(state, *stated); !wrong.empty()) {
                return error_at(stated->line, wrong);
            }
        }
        return {};
    };
    for (const RecordedTableStep& step : game.steps) {
        if (std::string wrong = check_scores_before(step.line); !wrong.empty()) {
            return wrong;
        }
        const bool any_seat = std::holds_alternative<NextDeal>(step.action);
        if (!any_seat && step.seat != state.turn && state.phase != Phase::GameOver) {
            return error_at(step.line, "seat " + std::to_string(step.seat) +
                                           " acts, but it is seat " + std::to_string(state.turn) +
                                           "'s turn");
        }
        if (visit) {
            visit(state, step);
        }
        const TableOutcome outcome = apply_table(state, step.action, step.chance);
        if (!outcome) {
            return error_at(step.line, describe_table(step.action) + ": " + outcome.error);
        }
    }
    if (std::string wrong = check_scores_before(std::numeric_limits<int>::max()); !wrong.empty()) {
        return wrong;
    }
    if (state.phase != Phase::GameOver && !game.scores.empty() && game.scores.back().end) {
        return error_at(game.scores.back().line, "the game is not over in the replay");
    }
    return {};
}

} // namespace parlor::cribbage
