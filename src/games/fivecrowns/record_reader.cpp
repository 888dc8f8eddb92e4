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

int seat_count(const RecordedGame& game) {
    return static_cast<int>(game.seats.size());
}

// The start: its seats (2 to 7, the table), then the position it was resumed from (a table of
// as many) or round 1's deck.
RecordedGame game_start(const RecordLine& line) {
    LineFields fields(line);
    auto game = record::started_game<RecordedGame>(fields, line, record_game_id, "Five Crowns");
    game.seats = fields.texts("seats");
    const int seats = seat_count(game);
    if (seats < min_seats || seats > max_seats) {
        fields.fail("\"seats\" names " + std::to_string(seats) +
                    " players; Five Crowns is for 2 to 7");
    }
    if (fields.has(record::position_key)) {
        game.position = record::position_in<read_save, write_save>(fields, "Five Crowns");
        if (game.position->seat_count() != seats) {
            fields.fail("\"seats\" names " + std::to_string(seats) +
                        " players, but the position is a table of " +
                        std::to_string(game.position->seat_count()));
        }
    } else {
        game.deck = fivecrowns_cards(fields, "deck");
    }
    fields.finish();
    return game;
}

RecordedStep game_step(const RecordLine& line, int seats) {
    LineFields fields(line);
    RecordedStep step;
    step.line = line.number;
    step.seat = seat_at(fields.integer("seat", 0, seats - 1));
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

// A figure for each seat in `key`: at two seats the two-seat games' reading (record::two_in).
std::vector<int> seat_figures(LineFields& fields, const std::string& key, int seats,
                              std::string_view noun) {
    if (seats == 2) {
        const auto two = record::two_in(fields, key, most_points, noun);
        return {two[0], two[1]};
    }
    std::vector<int> values = fields.integers(key, 0, most_points);
    if (static_cast<int>(values.size()) != seats) {
        fields.fail("\"" + key + "\" holds " + std::to_string(values.size()) + " " +
                    std::string(noun) + ", not one for each of the " + std::to_string(seats) +
                    " seats");
    }
    return values;
}

// A "round over" (the round, its points, the totals) or the "end" (the totals, the winner).
RecordedScores stated_scores(const RecordedGame& game, const RecordLine& line) {
    const int seats = seat_count(game);
    LineFields fields(line);
    RecordedScores stated;
    stated.line = line.number;
    stated.end = line.event == "end";
    if (!stated.end) {
        stated.round = fields.integer("round", 1, round_count);
        stated.points = seat_figures(fields, "points", seats, "numbers");
    }
    stated.scores = seat_figures(fields, "scores", seats, "scores");
    if (stated.end && fields.has("winner")) {
        stated.winner = fields.integer("winner", 0, seats - 1);
    }
    fields.finish();
    return stated;
}

// "45 to 60 to 12": a table's figures in the replay's words (record::pair_text at two).
std::string figures_text(const std::vector<int>& values) {
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i) {
        text += (i == 0 ? "" : " to ") + std::to_string(values[i]);
    }
    return text;
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
    const std::vector<int>& points = state.results.back().points;
    const std::vector<int> replayed = totals(state);
    const auto differ = [](std::string_view what, const std::vector<int>& record,
                           const std::vector<int>& replay) -> std::string {
        if (record == replay) {
            return {};
        }
        return "the record gives " + std::string(what) + " " + figures_text(record) +
               ", but the replay has " + figures_text(replay);
    };
    std::string wrong =
        stated.end ? std::string() : differ("the round's points", stated.points, points);
    if (wrong.empty()) {
        wrong = differ("the totals", stated.scores, replayed);
    }
    if (!wrong.empty() || !stated.end) {
        return wrong;
    }
    const auto won = winner(state);
    return record::winner_disagreement(stated.winner,
                                       won ? std::optional<int>(index(*won)) : std::nullopt);
}

} // namespace

std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take) {
    const auto add = [](RecordedGame& game, const RecordLine& line) {
        for (const std::string_view step : {"toss", "draw", "take", "discard", "next round"}) {
            if (line.event == step) {
                game.steps.push_back(game_step(line, seat_count(game)));
                return true;
            }
        }
        if (line.event == "round over" || line.event == "end") {
            game.scores.push_back(stated_scores(game, line));
            return true;
        }
        return false;
    };
    return record::each_game<RecordedGame>(text, file, "Five Crowns", game_start, add, take);
}

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedGame, each_recorded_game>(text, file);
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    const int seats = seat_count(game);
    const auto deal = [seats](const std::vector<Card>& deck) { return new_game(deck, seats); };
    const auto over = [](const GameState& s) { return s.phase == Phase::GameOver; };
    return record::replay_dealt(game, file, state, why_not_deck, deal, over, disagreement, visit);
}

} // namespace parlor::fivecrowns
