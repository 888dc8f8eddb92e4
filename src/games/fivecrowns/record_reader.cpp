// Five Crowns' record read back (every field checked) and replayed through the rules.

#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_record.hpp"

namespace parlor::fivecrowns {

namespace {

using record::LineFields;
using record::RecordLine;

// Far beyond any game's points (a round leaves at most 13 cards of 50): a bound for the reader,
// not a rule.
constexpr int most_points = 100'000;

constexpr auto fivecrowns_card = record::card_in<parse>;
constexpr auto fivecrowns_cards = record::cards_in<parse>;

RecordedGame game_start(const RecordLine& line) {
    return record::two_seat_start<RecordedGame, read_save, write_save>(
        line, record_game_id, "Five Crowns", [](LineFields& fields, RecordedGame& game) {
            game.deck = fivecrowns_cards(fields, "deck");
        });
}

RecordedStep game_step(const RecordLine& line) {
    LineFields fields(line);
    RecordedStep step;
    step.line = line.number;
    step.seat = static_cast<Seat>(fields.integer("seat", 0, 1));
    if (line.event == "toss") {
        step.action = CallToss{record::heads_in(fields, "call")};
        step.chance.heads = record::heads_in(fields, "coin");
    } else if (line.event == "draw") {
        step.action = DrawStock{};
        if (fields.has("stock")) {
            step.chance.stock = fivecrowns_cards(fields, "stock");
        }
    } else if (line.event == "take") {
        step.action = TakeDiscard{};
    } else if (line.event == "discard") {
        step.action = Discard{fivecrowns_card(fields, "card", fields.text("card"))};
    } else {
        step.action = NextRound{};
        step.chance.deck = fivecrowns_cards(fields, "deck");
    }
    fields.finish();
    return step;
}

RecordedScores stated_scores(const RecordedGame&, const RecordLine& line) {
    return record::round_scores_of<RecordedScores>(line, round_count, most_points);
}

bool scored(const GameState& state) {
    return state.phase == Phase::RoundOver || state.phase == Phase::GameOver;
}

// Why the replayed state disagrees with the totals the record states; empty when it agrees.
std::string disagreement(const GameState& state, const RecordedScores& stated) {
    if (stated.end && state.phase != Phase::GameOver) {
        return "the record ends the game, but in the replay it is round " +
               std::to_string(state.round) + " of " + std::to_string(round_count);
    }
    if (!stated.end && (!scored(state) || state.round != stated.round)) {
        return "the record scores round " + std::to_string(stated.round) +
               ", but in the replay it is round " + std::to_string(state.round) +
               (scored(state) ? ", scored" : ", not yet scored");
    }
    // A record is of the two-seat game (docs/fivecrowns.md, "Game record").
    const std::vector<int>& points = state.results.back().points;
    return record::figures_disagreement(stated, std::array<int, 2>{points[0], points[1]},
                                        "the totals", scores(state), winner(state));
}

} // namespace

std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take) {
    return record::each_game_of_steps_and_scores<RecordedGame>(
        text, file, "Five Crowns", game_start, {"toss", "draw", "take", "discard", "next round"},
        game_step, {"round over", "end"}, stated_scores, take);
}

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedGame, each_recorded_game>(text, file);
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    const auto deal = [](const std::vector<Card>& deck) { return new_game(deck); };
    const auto over = [](const GameState& s) { return s.phase == Phase::GameOver; };
    return record::replay_dealt(game, file, state, why_not_deck, deal, over, disagreement, visit);
}

} // namespace parlor::fivecrowns
