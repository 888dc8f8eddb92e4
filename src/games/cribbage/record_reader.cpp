// Cribbage's record read back (every field checked) and replayed through the rules.

#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_record.hpp"

#include "record_fields.hpp"

namespace parlor::cribbage {

namespace {

using record::LineFields;
using record::RecordLine;

using record_fields::card_of;
using record_fields::cards_of;

RecordedGame start_of(const RecordLine& line) {
    RecordedGame game = record::two_seat_start<RecordedGame, read_save, write_save>(
        line, record_game_id, "Cribbage", [](LineFields& fields, RecordedGame& game) {
            game.target = record_fields::target_of(fields);
            if (fields.has("count")) {
                const std::string name = fields.text("count");
                const auto count_own = parse_count_own(name);
                if (!count_own) {
                    fields.fail("\"count\" is \"" + name + "\", not off, on or muggins");
                }
                game.count_own = *count_own;
            }
        });
    if (game.position) {
        game.target = game.position->target; // a game resumed from a save: the save holds it
    }
    return game;
}

RecordedStep step_of(const RecordLine& line) {
    LineFields fields(line);
    RecordedStep step;
    step.line = line.number;
    step.seat = static_cast<Seat>(fields.integer("seat", 0, 1));
    if (line.event == "cut") {
        step.action = CutForDeal{};
        for (const auto& cut : fields.array("cuts")) {
            if (!cut.is_array() || cut.size() != 2 || !cut[0].is_string() || !cut[1].is_string()) {
                fields.fail("each of \"cuts\" is two cards, the human's and the computer's");
            }
            step.chance.cuts.push_back({card_of(fields, "cuts", cut[0].get<std::string>()),
                                        card_of(fields, "cuts", cut[1].get<std::string>())});
        }
        step.chance.deck = cards_of(fields, "deck");
    } else if (line.event == "lay away") {
        const std::vector<Card> two = cards_of(fields, "cards");
        if (two.size() != 2) {
            fields.fail("\"cards\" holds " + std::to_string(two.size()) +
                        " cards; two are laid away");
        }
        step.action = LayAway{two[0], two[1]};
        record_fields::read_starter(fields, step.chance);
    } else if (line.event == "claim") {
        step.action = Claim{fields.integer("points", 0, 29)}; // no count is worth more than 29
    } else {
        record_fields::read_play_or_deal(fields, line, step);
    }
    fields.finish();
    return step;
}

RecordedScores scores_of(const RecordedGame& game, const RecordLine& line) {
    LineFields fields(line);
    RecordedScores scores = record_fields::scores_head<RecordedScores>(fields, line);
    scores.scores = record::two_scores(fields, game.target);
    if (scores.end) {
        scores.winner = fields.integer("winner", 0, 1);
        const std::string skunk = fields.text("skunk");
        if (skunk != "none" && skunk != "skunk" && skunk != "double skunk") {
            fields.fail("\"skunk\" is \"" + skunk + "\", not none, skunk or double skunk");
        }
    }
    fields.finish();
    return scores;
}

// Why the replayed state disagrees with the scores the record states; empty when it agrees.
std::string disagreement(const GameState& state, const RecordedScores& stated) {
    if (std::string wrong = record_fields::deal_disagreement(state, stated.end, stated.deal);
        !wrong.empty()) {
        return wrong;
    }
    if (std::string wrong = record::pair_disagreement("the scores", stated.scores, scores(state));
        !wrong.empty()) {
        return wrong;
    }
    if (stated.end && index(*winner(state)) != stated.winner) {
        return "the record names seat " + std::to_string(stated.winner) +
               " the winner, but in the replay seat " + std::to_string(index(*winner(state))) +
               " won";
    }
    return {};
}

} // namespace

std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take) {
    return record::each_game_of_steps_and_scores<RecordedGame>(
        text, file, "Cribbage", start_of, {"cut", "lay away", "play", "claim", "deal"}, step_of,
        {"deal over", "end"}, scores_of, take);
}

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedGame, each_recorded_game>(text, file);
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    state = game.position ? *game.position : new_game(game.target, game.count_own);
    return record::replay_steps(
        game.steps, game.scores, file, state,
        [](const GameState& s) { return s.phase == Phase::GameOver; }, disagreement, visit);
}

} // namespace parlor::cribbage
