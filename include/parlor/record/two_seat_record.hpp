#pragma once
// What the record readers and writers of the two-seat games (Five Crowns, Cribbage, Pinochle,
// Casino) share beyond recorded_games.hpp: the start line, a game read as steps and the scores it
// states, two seats' figures checked and written, a coin's side. Each game's reader and writer
// then states only its own events and fields.

#include "parlor/cards/seat.hpp"
#include "parlor/record/line_fields.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/record_lines.hpp"
#include "parlor/record/recorded_games.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace parlor::record {

// A record whose every game is steps and the scores it states, read game by game (each_game):
// an event among `steps` is a step, `step_of(line)` (or `step_of(game, line)`, for steps read by
// what the start line said); one among `scores`, `scores_of(game, line)`; any other is unknown.
template <class Game, class StartOf, class StepOf, class ScoresOf>
std::string
each_game_of_steps_and_scores(std::string_view text, std::string_view file, std::string_view name,
                              StartOf&& start_of, std::initializer_list<std::string_view> steps,
                              StepOf&& step_of, std::initializer_list<std::string_view> scores,
                              ScoresOf&& scores_of, const TakeGame<Game>& take) {
    const auto add = [&](Game& game, const RecordLine& line) {
        if (std::ranges::find(steps, line.event) != steps.end()) {
            if constexpr (std::is_invocable_v<StepOf&, const Game&, const RecordLine&>) {
                game.steps.push_back(step_of(game, line));
            } else {
                game.steps.push_back(step_of(line));
            }
        } else if (std::ranges::find(scores, line.event) != scores.end()) {
            game.scores.push_back(scores_of(game, line));
        } else {
            return false;
        }
        return true;
    };
    return each_game<Game>(text, file, name, start_of, add, take);
}

// A start line's game: "parlor" must be the game's `id` ("not a record of Cribbage (\"parlor\" is
// not \"cribbage\")"); the game is numbered and placed by the line.
template <class Game>
Game started_game(LineFields& fields, const RecordLine& line, std::string_view id,
                  std::string_view name) {
    if (fields.text("parlor") != id) {
        fields.fail("not a record of " + std::string(name) + " (\"parlor\" is not \"" +
                    std::string(id) + "\")");
    }
    Game game;
    game.number = line.game;
    game.line = line.number;
    return game;
}

// A two-seat game's start line (every field checked): its id, its two seats, then either the
// position it was resumed from or what a new game begins with, read by `new_game(fields, game)`.
template <class Game, auto read_save, auto write_save, class NewGame>
Game two_seat_start(const RecordLine& line, std::string_view id, std::string_view name,
                    NewGame&& new_game) {
    LineFields fields(line);
    Game game = started_game<Game>(fields, line, id, name);
    game.seats = two_seats(fields, name);
    if (fields.has(position_key)) {
        game.position = position_in<read_save, write_save>(fields, name);
    } else {
        new_game(fields, game);
    }
    fields.finish();
    return game;
}

// A "round over" or "end" line of a game scored in rounds to a total, `Scores` its
// RecordedScores: the round (1 to `most_rounds`) and, when `Scores` keeps them, the round's
// "points" (neither on the end line), the totals "scores" (each 0 to `most_points`; a wrong count
// of them is so many `noun`), then the end line's winner when it names one.
template <class Scores>
Scores round_scores_of(const RecordLine& line, int most_rounds, int most_points,
                       std::string_view noun = "scores") {
    LineFields fields(line);
    Scores stated;
    stated.line = line.number;
    stated.end = line.event == "end";
    if (!stated.end) {
        stated.round = fields.integer("round", 1, most_rounds);
        if constexpr (requires { stated.points; }) {
            stated.points = two_in(fields, "points", most_points);
        }
    }
    stated.scores = two_in(fields, "scores", most_points, noun);
    if (stated.end && fields.has("winner")) {
        stated.winner = fields.integer("winner", 0, 1);
    }
    fields.finish();
    return stated;
}

// A game dealt from its start line's deck, replayed (replay_steps, over to `over(state)`): from
// the position it was resumed from, or else from `deal(deck)` once `why_not_deck(deck)` finds
// the deck whole (otherwise the start line's error, "the first round's deck: ...").
template <class State, class Game, class WhyNotDeck, class Deal, class Over, class Disagreement,
          class Visit>
std::string replay_dealt(const Game& game, std::string_view file, State& state,
                         WhyNotDeck&& why_not_deck, Deal&& deal, Over&& over,
                         Disagreement&& disagreement, Visit&& visit) {
    state = State{};
    if (game.position) {
        state = *game.position;
    } else if (const std::string wrong = why_not_deck(game.deck); !wrong.empty()) {
        return error_text(file, RecordError(game.line, "the first round's deck: " + wrong));
    } else {
        state = deal(game.deck);
    }
    return replay_steps(game.steps, game.scores, file, state, over, disagreement, visit);
}

// Why two seats' figures the record states (`what`: "the totals") are not the replay's; empty
// when they are.
inline std::string pair_disagreement(std::string_view what, const std::array<int, 2>& stated,
                                     const std::array<int, 2>& replayed) {
    if (stated == replayed) {
        return {};
    }
    return "the record gives " + std::string(what) + " " + pair_text(stated) +
           ", but the replay has " + pair_text(replayed);
}

// Why the figures a round's score line or the end line states are not the replay's: the round's
// `points` (on a round's line), then the totals, named `totals` ("the totals"), then at the end
// the winner (`winner`, nobody on equal totals); empty when they agree. `Stated` is a game's
// RecordedScores with the round's points.
template <class Stated>
std::string figures_disagreement(const Stated& stated, const std::array<int, 2>& points,
                                 std::string_view totals, const std::array<int, 2>& scores,
                                 std::optional<cards::Seat> winner) {
    std::string wrong =
        stated.end ? std::string() : pair_disagreement("the round's points", stated.points, points);
    if (wrong.empty()) {
        wrong = pair_disagreement(totals, stated.scores, scores);
    }
    if (!wrong.empty()) {
        return wrong;
    }
    const std::optional<int> replayed = winner ? std::optional<int>(index(*winner)) : std::nullopt;
    return stated.end ? winner_disagreement(stated.winner, replayed) : std::string();
}

// A coin's side in a record: "heads" or "tails".
inline const char* coin_side(bool heads) {
    return heads ? "heads" : "tails";
}

// Two seats' figures in a record, seat 0's first.
inline nlohmann::ordered_json both(const std::array<int, 2>& values) {
    return nlohmann::ordered_json::array({values[0], values[1]});
}

} // namespace parlor::record
