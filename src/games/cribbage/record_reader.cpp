// Cribbage's record read back (every field checked) and replayed through the rules.

#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_record.hpp"

namespace parlor::cribbage {

namespace {

using record::LineFields;
using record::RecordLine;

constexpr auto card_of = record::card_in<parse>;
constexpr auto cards_of = record::cards_in<parse>;

RecordedGame start_of(const RecordLine& line) {
    RecordedGame game = record::two_seat_start<RecordedGame, read_save, write_save>(
        line, record_game_id, "Cribbage", [](LineFields& fields, RecordedGame& game) {
            game.target = fields.integer("target", short_game_score, winning_score);
            if (!valid_target(game.target)) {
                fields.fail("\"target\" is " + std::to_string(game.target) + ", not 121 or 61");
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
        if (fields.has("starter")) {
            step.chance.starter = card_of(fields, "starter", fields.text("starter"));
        }
    } else if (line.event == "play") {
        step.action = Play{card_of(fields, "card", fields.text("card"))};
    } else {
        step.action = NextDeal{};
        step.chance.deck = cards_of(fields, "deck");
    }
    fields.finish();
    return step;
}

RecordedScores scores_of(const RecordedGame& game, const RecordLine& line) {
    LineFields fields(line);
    RecordedScores scores;
    scores.line = line.number;
    scores.end = line.event == "end";
    if (!scores.end) {
        scores.deal = fields.integer("deal", 1, 10'000);
    }
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
    if (stated.end && state.phase != Phase::GameOver) {
        return "the record ends the game, but nobody has reached " + std::to_string(state.target) +
               " in the replay";
    }
    if (!stated.end && (state.phase != Phase::DealOver || state.deal_number != stated.deal)) {
        return "the record counts deal " + std::to_string(stated.deal) +
               " over, but in the replay it is deal " + std::to_string(state.deal_number) +
               (state.phase == Phase::DealOver ? ", counted" : ", not yet counted");
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
        text, file, "Cribbage", start_of, {"cut", "lay away", "play", "deal"}, step_of,
        {"deal over", "end"}, scores_of, take);
}

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedGame, each_recorded_game>(text, file);
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    state = game.position ? *game.position : new_game(game.target);
    return record::replay_steps(
        game.steps, game.scores, file, state,
        [](const GameState& s) { return s.phase == Phase::GameOver; }, disagreement, visit);
}

} // namespace parlor::cribbage
