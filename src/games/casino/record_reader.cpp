// Casino's record read back (every field checked) and replayed through the rules.

#include "parlor/games/casino/cards.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/record/line_fields.hpp"

#include <algorithm>
#include <limits>

namespace parlor::casino {

namespace {

using record::LineFields;
using record::RecordError;
using record::RecordLine;

// Totals stay far below this: 11 points a round, a tournament of a few rounds.
constexpr int most_points = 10'000;

Card card_of(const LineFields& fields, const std::string& key, const std::string& text) {
    std::string error;
    const std::optional<Card> card = parse(text, error);
    if (!card) {
        fields.fail("\"" + key + "\" holds " + error);
    }
    return *card;
}

std::vector<Card> cards_of(LineFields& fields, const std::string& key) {
    std::vector<Card> cards;
    for (const std::string& text : fields.texts(key)) {
        cards.push_back(card_of(fields, key, text));
    }
    return cards;
}

Coin coin_of(LineFields& fields, const std::string& key) {
    const std::string word = fields.text(key);
    if (word != "heads" && word != "tails") {
        fields.fail("\"" + key + "\" is \"" + word + "\", not heads or tails");
    }
    return word == "heads" ? Coin::Heads : Coin::Tails;
}

RecordedGame start_of(const RecordLine& line) {
    LineFields fields(line);
    if (fields.text("parlor") != record_game_id) {
        fields.fail("not a record of Casino (\"parlor\" is not \"casino\")");
    }
    RecordedGame game;
    game.number = line.game;
    game.line = line.number;
    const std::vector<std::string> seats = fields.texts("seats");
    if (seats.size() != 2) {
        fields.fail("\"seats\" names " + std::to_string(seats.size()) +
                    " players; Casino has two seats");
    }
    game.seats = {seats[0], seats[1]};
    if (fields.has("stacked")) {
        game.stacked = cards_of(fields, "stacked");
    }
    fields.finish();
    return game;
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

RecordedScores scores_of(const RecordLine& line) {
    LineFields fields(line);
    RecordedScores scores;
    scores.line = line.number;
    scores.end = line.event == "end";
    if (!scores.end) {
        scores.round = fields.integer("round", 1, most_points);
    }
    const std::vector<int> totals = fields.integers("scores", 0, most_points);
    if (totals.size() != 2) {
        fields.fail("\"scores\" holds " + std::to_string(totals.size()) +
                    " totals, not one for each of the two seats");
    }
    scores.scores = {totals[0], totals[1]};
    if (scores.end && fields.has("winner")) {
        scores.winner = fields.integer("winner", 0, 1);
    }
    fields.finish();
    return scores;
}

bool is_step(const std::string& event) {
    return event == "call" || event == "capture" || event == "build" || event == "trail" ||
           event == "next round";
}

std::string score_text(const std::array<int, 2>& scores) {
    return std::to_string(scores[0]) + " to " + std::to_string(scores[1]);
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
    if (scores(state) != stated.scores) {
        return "the record gives the totals " + score_text(stated.scores) +
               ", but the replay has " + score_text(scores(state));
    }
    const auto won = winner(state);
    const std::optional<int> replayed = won ? std::optional<int>(index(*won)) : std::nullopt;
    if (stated.end && replayed != stated.winner) {
        return "the record's winner is not the replay's";
    }
    return {};
}

} // namespace

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    RecordedGames read;
    const record::RecordLines lines = record::read_record_lines(text, file);
    if (!lines.ok()) {
        read.error = lines.error;
        return read;
    }
    try {
        for (const RecordLine& line : lines.lines) {
            if (line.event == "start") {
                read.games.push_back(start_of(line));
            } else if (is_step(line.event)) {
                read.games.back().steps.push_back(step_of(line));
            } else if (line.event == "round over" || line.event == "end") {
                read.games.back().scores.push_back(scores_of(line));
            } else {
                throw RecordError(line.number,
                                  "an unknown event \"" + line.event + "\" in a record of Casino");
            }
        }
    } catch (const RecordError& error) {
        read.games.clear();
        read.error = record::error_text(file, error);
    }
    return read;
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    state = new_game(game.stacked);
    if (!game.stacked.empty()) {
        std::vector<Card> sorted = game.stacked;
        std::vector<Card> whole = full_deck();
        std::sort(sorted.begin(), sorted.end());
        std::sort(whole.begin(), whole.end());
        if (sorted != whole) {
            return record::error_text(
                file, RecordError(game.line, "the stacked deck is not the 52 cards, each once"));
        }
    }
    auto stated = game.scores.begin();
    const auto check_scores_before = [&](int line) -> std::string {
        for (; stated != game.scores.end() && stated->line < line; ++stated) {
            if (const std::string wrong = disagreement(state, *stated); !wrong.empty()) {
                return record::error_text(file, RecordError(stated->line, wrong));
            }
        }
        return {};
    };
    for (const RecordedStep& step : game.steps) {
        if (std::string wrong = check_scores_before(step.line); !wrong.empty()) {
            return wrong;
        }
        if (step.seat != state.turn && state.phase != Phase::GameOver) {
            return record::error_text(
                file, RecordError(step.line, "seat " + std::to_string(index(step.seat)) +
                                                 " acts, but it is seat " +
                                                 std::to_string(index(state.turn)) + "'s turn"));
        }
        if (visit) {
            visit(state, step);
        }
        const Outcome outcome = apply(state, step.action, step.chance);
        if (!outcome) {
            return record::error_text(
                file, RecordError(step.line, describe(step.action) + ": " + outcome.error));
        }
    }
    return check_scores_before(std::numeric_limits<int>::max());
}

} // namespace parlor::casino
