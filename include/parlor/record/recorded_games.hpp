#pragma once
// What every game's record reader and replay share (docs/records.md): the lines read game by
// game, each game's cards and seats taken by name, and the replay's loop (the seat to act, the
// visit before each step, the rules' refusal, the scores the record states checked where they
// stand). A game supplies its events, its notation and its rules.

#include "parlor/cards/card.hpp"
#include "parlor/cards/error_text.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/record/line_fields.hpp"
#include "parlor/record/record_lines.hpp"

#include <array>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace parlor::record {

template <class Game> struct RecordedGamesOf {
    std::vector<Game> games;
    std::string error; // "FILE:LINE: problem"
    bool ok() const { return error.empty(); }
};

// Reads a record game by game: each "start" line begins a game (`start_of(line)`), every other
// line is given to `add(game, line)`, which returns false for an event the game does not know.
// Each game is handed to `take` once it is whole (at the next "start", or at the end of a record
// read without error) and dropped after: only one game is ever held, so a long record is read in
// little more than its text. A game handed over may still be followed by an error further on,
// which is the record's ("FILE:LINE: problem", each naming its line; `name` is the game's, for
// "an unknown event \"shuffle\" in a record of Casino"); empty when the whole record reads.
template <class Game> using TakeGame = std::function<void(Game&&)>;

template <class Game, class StartOf, class Add>
std::string each_game(std::string_view text, std::string_view file, std::string_view name,
                      StartOf&& start_of, Add&& add, const TakeGame<Game>& take) {
    std::optional<Game> game;
    // Each line becomes part of its game as it is read: the record is never held whole as JSON.
    std::string error = for_each_record_line(text, file, [&](const RecordLine& line) {
        if (line.event == "start") {
            if (game) {
                take(std::move(*game));
            }
            game.reset(); // the game handed over is gone before the next one is read
            game = start_of(line);
        } else if (!add(*game, line)) {
            throw RecordError(line.number, "an unknown event " + cards::in_quotes(line.event) +
                                               " in a record of " + std::string(name));
        }
    });
    if (error.empty() && game) {
        take(std::move(*game));
    }
    return error;
}

// A record's games all kept (a game's `each_recorded_game`), or none and the error.
template <class Game, auto each>
RecordedGamesOf<Game> read_all_games(std::string_view text, std::string_view file) {
    RecordedGamesOf<Game> read;
    read.error = each(text, file, [&](Game&& game) { read.games.push_back(std::move(game)); });
    if (!read.ok()) {
        read.games.clear();
    }
    return read;
}

// "FILE: no game 3 in the record (it holds 2 games)".
inline std::string no_game_text(std::string_view file, int number, std::size_t games) {
    return cards::printable(file) + ": no game " + std::to_string(number) +
           " in the record (it holds " + std::to_string(games) +
           (games == 1 ? " game)" : " games)");
}

// Game `number` of a record read game by game (`each(text, file, take)`, a game's
// each_recorded_game), only that game kept as the others pass: nothing and `error` (the record's
// "FILE:LINE: problem", or no_game_text) when it cannot be had. The whole record is still read,
// so a damaged line past the game is its error, as for the record's every other use.
template <class Game, class Each>
std::optional<Game> game_numbered(Each&& each, std::string_view text, std::string_view file,
                                  int number, std::string& error) {
    std::optional<Game> wanted;
    std::size_t games = 0;
    error = each(text, file, TakeGame<Game>([&](Game&& game) {
                     ++games;
                     if (game.number == number) {
                         wanted = std::move(game);
                     }
                 }));
    if (!error.empty()) {
        return std::nullopt;
    }
    if (!wanted) {
        error = no_game_text(file, number, games);
    }
    return wanted;
}

// A card in a game's notation (`parse(text, error)`, an optional card: the shared cards::Card or
// a game's own, as Cruno's), named by its field.
template <auto parse>
auto card_in(const LineFields& fields, const std::string& key, const std::string& text) {
    std::string error;
    const auto card = parse(text, error);
    if (!card) {
        fields.fail("\"" + key + "\" holds " + error);
    }
    return *card;
}

template <auto parse> auto cards_in(LineFields& fields, const std::string& key) {
    using Card =
        std::remove_cvref_t<decltype(*parse(std::string_view(), std::declval<std::string&>()))>;
    std::vector<Card> cards;
    for (const std::string& text : fields.texts(key)) {
        cards.push_back(card_in<parse>(fields, key, text));
    }
    return cards;
}

// The two names of a two-seat game's "seats".
inline std::array<std::string, 2> two_seats(LineFields& fields, std::string_view game) {
    const std::vector<std::string> seats = fields.texts("seats");
    if (seats.size() != 2) {
        fields.fail("\"seats\" names " + std::to_string(seats.size()) + " players; " +
                    std::string(game) + " has two seats");
    }
    return {seats[0], seats[1]};
}

// Two whole numbers of a two-seat game's field `key`, each from 0 to `most` (a field holding
// another count is "\"key\" holds 3 <noun>, not one for each of the two seats").
inline std::array<int, 2> two_in(LineFields& fields, const std::string& key, int most,
                                 std::string_view noun = "numbers") {
    const std::vector<int> values = fields.integers(key, 0, most);
    if (values.size() != 2) {
        fields.fail("\"" + key + "\" holds " + std::to_string(values.size()) + " " +
                    std::string(noun) + ", not one for each of the two seats");
    }
    return {values[0], values[1]};
}

// The two totals of a two-seat game's "scores", each from 0 to `most`.
inline std::array<int, 2> two_scores(LineFields& fields, int most) {
    return two_in(fields, "scores", most, "scores");
}

// A coin's side, "heads" or "tails": true for heads.
inline bool heads_in(LineFields& fields, const std::string& key) {
    const std::string side = fields.text(key);
    if (side != "heads" && side != "tails") {
        fields.fail("\"" + key + "\" is \"" + side + "\", not heads or tails");
    }
    return side == "heads";
}

// "45 to 60": two seats' figures in the words of a replay's errors.
inline std::string pair_text(const std::array<int, 2>& values) {
    return std::to_string(values[0]) + " to " + std::to_string(values[1]);
}

// Why a stated winner is not the replay's (a seat, or nobody on equal totals); empty when it is.
inline std::string winner_disagreement(std::optional<int> stated, std::optional<int> replayed) {
    const auto named = [](std::optional<int> seat) {
        return seat ? "seat " + std::to_string(*seat) : std::string("nobody (equal totals)");
    };
    if (stated == replayed) {
        return {};
    }
    return "the record names " + named(stated) + " the winner, but in the replay " +
           named(replayed) + " won";
}

// A seat given as its number (Cruno's seats, of a table of 2 to 10), for replay_steps' words as
// cards::index gives a two-seat game's.
constexpr int index(int seat) {
    return seat;
}

// The replay's loop over a game's steps (each with .line, .seat, .action, .chance) from `state`
// as it stands (the new game): before each step, the scores the record stated on earlier lines
// are checked (`disagreement(state, stated)`: empty when they agree), then the step must be the
// seat to act's (`state.turn`, unless `over(state)`: the rules then refuse it), `visit(state,
// step)` sees the position, and `apply(state, action, chance)` must take it. The first problem
// is "FILE:LINE: problem"; empty when the whole game replays.
template <class State, class Step, class Scores, class Over, class Disagreement, class Visit>
std::string replay_steps(const std::vector<Step>& steps, const std::vector<Scores>& scores,
                         std::string_view file, State& state, Over&& over,
                         Disagreement&& disagreement, Visit&& visit) {
    auto stated = scores.begin();
    const auto check_scores_before = [&](int line) -> std::string {
        for (; stated != scores.end() && stated->line < line; ++stated) {
            if (const std::string wrong = disagreement(state, *stated); !wrong.empty()) {
                return error_text(file, RecordError(stated->line, wrong));
            }
        }
        return {};
    };
    for (const Step& step : steps) {
        if (std::string wrong = check_scores_before(step.line); !wrong.empty()) {
            return wrong;
        }
        if (step.seat != state.turn && !over(state)) {
            return error_text(
                file, RecordError(step.line, "seat " + std::to_string(index(step.seat)) +
                                                 " acts, but it is seat " +
                                                 std::to_string(index(state.turn)) + "'s turn"));
        }
        if (visit) {
            visit(state, step);
        }
        const auto outcome = apply(state, step.action, step.chance);
        if (!outcome) {
            return error_text(file,
                              RecordError(step.line, describe(step.action) + ": " + outcome.error));
        }
    }
    return check_scores_before(std::numeric_limits<int>::max());
}

} // namespace parlor::record
