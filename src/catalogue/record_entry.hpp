#pragma once
// A catalogue entry's record functions for a game whose record code has the usual shape:
//   each_recorded_game(text, file, take)            -> error, each game (with its seats) taken;
//   replay(game, file, final_state, visit)          -> "FILE:LINE: problem", empty when it replays;
//   review(game, seat, file, seed, error)           -> record::Review, the seat its Seat or int;
// and the game's `ending(game, final_state)`, a line for a game that replayed. The game's own
// replay and review are named here as they are, with no wrapper of the entry's.

#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/catalogue/seat_words.hpp"
#include "parlor/engine/swapped.hpp"
#include "parlor/record/recorded_games.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <string>

namespace parlor::catalogue {

// The ending of a two-seat game played in rounds to a total, by its rules' scores(state) and
// winner(state) (none on equal totals): "seat 0 (the computer, Expert) won 23 to 14 in 3
// rounds", "a draw at
// 120 to 120 in 11 rounds", or, when it is not `over`, "unfinished in round 2: 5 to 6".
template <class RecordedGame, class State>
std::string rounds_ending(const RecordedGame& game, const State& state, bool over) {
    const std::array<int, 2> now = scores(state);
    const std::string totals = std::to_string(now[0]) + " to " + std::to_string(now[1]);
    if (!over) {
        return "unfinished in round " + std::to_string(state.round) + ": " + totals;
    }
    const std::string rounds = " in " + std::to_string(state.round) + " rounds";
    const auto won = winner(state);
    if (!won) {
        return "a draw at " + totals + rounds;
    }
    return "seat " + std::to_string(index(*won)) + " (" +
           recorded_seat_words(game.seats[static_cast<std::size_t>(index(*won))]) + ") won " +
           totals + rounds;
}

// Every game of the record replayed as it is read, one game held at a time (each_recorded_game):
// a line for each that replays; the first that does not is the error, unless the record has an
// error further on, which comes first (as when the whole record was read before any replay).
template <class State, auto each, auto replay, auto ending>
ReplayReport replay_record(std::string_view text, std::string_view file) {
    ReplayReport report;
    std::string not_replayed;
    report.error = each(text, file, [&](auto&& game) {
        if (!not_replayed.empty()) {
            return;
        }
        State state;
        not_replayed = replay(game, file, state, {}); // no visit: the whole game
        if (not_replayed.empty()) {
            report.games.push_back("game " + std::to_string(game.number) + ": " +
                                   ending(game, state));
        }
    });
    if (report.error.empty()) {
        report.error = not_replayed;
    }
    if (!report.error.empty()) {
        report.games.clear();
        return report;
    }
    report.ok = true;
    return report;
}

// The game a review takes and the type it takes its seat as (its Seat, or an int).
template <class Review> struct review_takes;
template <class Game, class Seat, class... Rest>
struct review_takes<record::Review (*)(const Game&, Seat, Rest...)> {
    using game = Game;
    using seat = Seat;
};

// The review of one game of the record: only that game is kept as the record is read.
template <auto each, auto review>
ReviewReport review_record(std::string_view text, std::string_view file,
                           const ReviewRequest& request) {
    using RecordedGame = typename review_takes<decltype(review)>::game;
    ReviewReport report;
    const std::optional<RecordedGame> wanted =
        record::game_numbered<RecordedGame>(each, text, file, request.game, report.error);
    if (!wanted) {
        return report;
    }
    const RecordedGame& game = *wanted;
    const auto& seats = game.seats;
    const auto human = std::find(seats.begin(), seats.end(), "human");
    const int seat =
        request.seat.value_or(human == seats.end() ? 0 : static_cast<int>(human - seats.begin()));
    if (seat < 0 || seat >= static_cast<int>(seats.size())) {
        report.error = cards::printable(file) + ": no seat " + std::to_string(seat) + " in game " +
                       std::to_string(game.number) + " (its seats are 0 to " +
                       std::to_string(seats.size() - 1) + ")";
        return report;
    }
    report.game = game.number;
    report.seat = seat;
    report.player = seats[static_cast<std::size_t>(seat)];
    report.review = review(game, static_cast<typename review_takes<decltype(review)>::seat>(seat),
                           file, request.seed, report.error);
    report.ok = report.error.empty();
    return report;
}

// Game `number` played again with seats 0 and 1 exchanged, by the game's descriptor G.
template <class G>
RematchReport rematch_record(std::string_view text, std::string_view file, int number,
                             std::uint64_t seed) {
    const engine::SwappedRematch played = engine::swapped_rematch<G>(text, file, number, seed);
    RematchReport report;
    report.error = played.error;
    report.reused = played.reused;
    report.drawn = played.drawn;
    for (const std::string& line : played.lines) {
        report.record += line + "\n";
    }
    return report;
}

// `game` with its records' replay (its final state told by `ending`) and review, as above.
template <class State, auto each, auto replay, auto ending, auto review>
Game with_records(Game game) {
    game.replay = replay_record<State, each, replay, ending>;
    game.review = review_record<each, review>;
    return game;
}

} // namespace parlor::catalogue
