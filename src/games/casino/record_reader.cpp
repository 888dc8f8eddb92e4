// Casino's record read back (every field checked) and replayed through the rules.

#include "parlor/games/casino/cards.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/casino/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_record.hpp"

namespace parlor::casino {

namespace {

using record::LineFields;
using record::RecordError;
using record::RecordLine;

// Totals stay far below this: 11 points a round, a tournament of a few rounds.
constexpr int most_points = 10'000;

constexpr auto card_of = record::card_in<parse>;
constexpr auto cards_of = record::cards_in<parse>;

Coin coin_of(LineFields& fields, const std::string& key) {
    return record::heads_in(fields, key) ? Coin::Heads : Coin::Tails;
}

RecordedGame start_of(const RecordLine& line) {
    return record::two_seat_start<RecordedGame, read_save, write_save>(
        line, record_game_id, "Casino", [](LineFields& fields, RecordedGame& game) {
            if (fields.has("stacked")) {
                game.stacked = cards_of(fields, "stacked");
            }
        });
}

RecordedStep step_of(const RecordLine& line) {
    LineFields fields(line);
    RecordedStep step;
    step.line = line.number;
    step.seat = static_cast<Seat>(fields.integer("seat", 0, 1));
    if (line.event == "call") {
        step.action = CallCoin{coin_of(fields, "call")};
        step.chance.landed = coin_of(fields, "landed");
        if (fields.has("deck")) {
            step.chance.deck = cards_of(fields, "deck");
        }
    } else if (line.event == "capture") {
        step.action =
            Capture{card_of(fields, "card", fields.text("card")), cards_of(fields, "taken")};
    } else if (line.event == "build") {
        Build build;
        build.card = card_of(fields, "card", fields.text("card"));
        build.value = fields.integer("value", 1, 14);
        build.loose = cards_of(fields, "loose");
        build.onto = cards_of(fields, "onto");
        step.action = build;
    } else if (line.event == "trail") {
        step.action = Trail{card_of(fields, "card", fields.text("card"))};
    } else {
        step.action = NextRound{};
        step.chance.deck = cards_of(fields, "deck");
    }
    fields.finish();
    return step;
}

RecordedScores scores_of(const RecordedGame&, const RecordLine& line) {
    // A round's number is bounded as the totals are: far above any game's.
    return record::round_scores_of<RecordedScores>(line, most_points, most_points);
}

// Why the replayed state disagrees with the totals the record states; empty when it agrees.
std::string disagreement(const GameState& state, const RecordedScores& stated) {
    if (stated.end && state.phase != Phase::GameOver) {
        return "the record ends the game, but no total has passed 21 in the replay";
    }
    if (!stated.end && (state.phase != Phase::RoundOver || state.round != stated.round)) {
        return "the record scores round " + std::to_string(stated.round) +
               ", but in the replay it is round " + std::to_string(state.round) +
               (state.phase == Phase::RoundOver ? ", scored" : ", not yet scored");
    }
    if (std::string wrong = record::pair_disagreement("the totals", stated.scores, scores(state));
        !wrong.empty()) {
        return wrong;
    }
    const auto won = winner(state);
    const std::optional<int> replayed = won ? std::optional<int>(index(*won)) : std::nullopt;
    if (stated.end && replayed != stated.winner) {
        return "the record's winner is not the replay's";
    }
    return {};
}

} // namespace

std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take) {
    return record::each_game_of_steps_and_scores<RecordedGame>(
        text, file, "Casino", start_of, {"call", "capture", "build", "trail", "next round"},
        step_of, {"round over", "end"}, scores_of, take);
}

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedGame, each_recorded_game>(text, file);
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    state = game.position ? *game.position : new_game(game.stacked);
    if (!game.stacked.empty() && !is_whole_deck(game.stacked)) {
        return record::error_text(
            file, RecordError(game.line, "the stacked deck is not the 52 cards, each once"));
    }
    return record::replay_steps(
        game.steps, game.scores, file, state,
        [](const GameState& s) { return s.phase == Phase::GameOver; }, disagreement, visit);
}

} // namespace parlor::casino
