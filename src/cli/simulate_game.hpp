#pragma once
// A game's `simulate <id>` around its match runner's play_game: the record of one game from the
// point of view of the strategies A and B, the strategies made by name, and the command itself.
// A game's simulate.cpp supplies only how its play_game is called and its words.

#include "cli/commands.hpp"
#include "cli/simulate.hpp"
#include "cli/stats.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/seat.hpp"

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli {

// The strategy `name`, made by the game's `make_strategy`; std::invalid_argument naming the
// game ("no Cribbage strategy named ...") for an unknown name.
template <class MakeStrategy>
auto make_or_throw(MakeStrategy&& make_strategy, std::string_view game, const std::string& name,
                   std::uint64_t seed) {
    auto made = make_strategy(name, seed);
    if (!made) {
        throw std::invalid_argument("no " + std::string(game) + " strategy named \"" + name + "\"");
    }
    return made;
}

// One game between the strategies named `a` and `b`, made by the game's `make_strategy` with
// the seeds given, played by `play_game(human_seat, computer_seat, deal_seed, options)` with the
// game's default options: A sits in the Human seat unless `swapped`. Returns the match runner's
// record of the game.
template <class MakeStrategy, class PlayGame>
auto play_seated(MakeStrategy&& make_strategy, PlayGame&& play_game, std::string_view game,
                 const std::string& a, const std::string& b, std::uint64_t seed_a,
                 std::uint64_t seed_b, std::uint64_t deal_seed, bool swapped) {
    const auto strategy_a = make_or_throw(make_strategy, game, a, seed_a);
    const auto strategy_b = make_or_throw(make_strategy, game, b, seed_b);
    return swapped ? play_game(*strategy_b, *strategy_a, deal_seed, {})
                   : play_game(*strategy_a, *strategy_b, deal_seed, {});
}

// The seed of side A's (or B's) strategy in the games of one deal: its own, the same in both
// games of a pair, so that the two games differ only by the seats.
inline std::uint64_t side_seed(std::uint64_t deal_seed, Side side) {
    return cards::derive_seed(deal_seed, side == Side::A ? 0xA11CEULL : 0xB0BULL);
}

// play_seated with each side's strategy seeded by side_seed.
template <class MakeStrategy, class PlayGame>
auto play_sides(MakeStrategy&& make_strategy, PlayGame&& play_game, std::string_view game,
                const std::string& a, const std::string& b, std::uint64_t deal_seed, bool swapped) {
    return play_seated(make_strategy, play_game, game, a, b, side_seed(deal_seed, Side::A),
                       side_seed(deal_seed, Side::B), deal_seed, swapped);
}

// One game of a match runner (`totals` and `decision_ms` indexed by Seat, an optional `winner`)
// seen from A and B: A sat in the Human seat unless `swapped`.
template <class MatchRecord>
GameRecord side_record(const MatchRecord& played, bool swapped, int capped_rounds) {
    const cards::Seat seat_a = swapped ? cards::Seat::Computer : cards::Seat::Human;
    const cards::Seat seat_b = cards::other(seat_a);
    GameRecord record;
    if (played.winner) {
        record.winner = *played.winner == seat_a ? Side::A : Side::B;
    }
    record.points_a = played.scores[static_cast<std::size_t>(cards::index(seat_a))];
    record.points_b = played.scores[static_cast<std::size_t>(cards::index(seat_b))];
    record.capped_rounds = capped_rounds;
    for (const auto& times : played.decision_ms) {
        record.decision_ms.insert(record.decision_ms.end(), times.begin(), times.end());
    }
    return record;
}

// Where a recorded game's lines go, and its number in the record (docs/records.md).
struct RecordSink {
    std::function<void(const std::string&)> line;
    int game = 1;
    int version = 1; // 2 with --reasons: the strategies' words kept with their moves
};

struct SimulateCommand {
    std::string id;          // "cribbage"
    std::string description; // the command's help
    std::string game;        // "Cribbage", the report's first word
    std::string points;      // what the points mean: "higher is better"
    // When set, the report's first words once the options are read, in place of `game`
    // (Cribbage's "Cribbage to 61").
    std::function<std::string()> game_now = {};
    // When set, `--seats S1,S2,...` seats a table of that many strategies in place of A against
    // B (a game of more than two seats): this plays the match and reports it, returning the
    // exit code. `record()`, when set (--log), gives the sink of each game in turn, numbered.
    std::function<int(const std::vector<std::string>& seats, const SimulateOptions& options,
                      const Io& io, const std::function<RecordSink()>& record)>
        table = {};
};

// One game between the strategies named a and b (see PlayOneGame).
using PlayNamedGame = std::function<GameRecord(const std::string& a, const std::string& b,
                                               std::uint64_t deal_seed, bool swapped)>;

// A game's play_game (or a call of it) with its options' record set from `sink`
// (MatchOptions::record_line, record_game): the shared runner passes the default options.
template <class Options, class PlayGame> auto recording_to(const RecordSink& sink, PlayGame play) {
    return [&sink, play](auto& human_seat, auto& computer_seat, std::uint64_t seed,
                         const Options& given) {
        Options options = given;
        options.record_line = sink.line;
        options.record_game = sink.game;
        options.record_version = sink.version;
        return play(human_seat, computer_seat, seed, options);
    };
}

// The same, the game's record written to `sink` as it is played.
using PlayRecordedGame =
    std::function<GameRecord(const std::string& a, const std::string& b, std::uint64_t deal_seed,
                             bool swapped, const RecordSink& sink)>;

// `simulate <id>` with the shared options and report; a strategy that breaks the rules ends it
// with "simulate: a strategy broke the rules: ..." and exit 1. Returns the command, for a game's
// own options.
CLI::App* add_simulate_command(Commands& commands, const SimulateCommand& command,
                               const std::vector<std::string>& strategies, PlayNamedGame play);
// The same for a game that writes its record: `--log FILE` writes every game to FILE.
CLI::App* add_simulate_command(Commands& commands, const SimulateCommand& command,
                               const std::vector<std::string>& strategies, PlayRecordedGame play);

// How simulate plays a game of a match runner whose strategies are seeded by side_seed: its
// `play_game` with its `Options`' record set from the sink, the strategies made by the game's
// `make_strategy`, the game seen from A and B with `capped(played)` its capped rounds.
template <class Options, class MakeStrategy, class PlayGame, class Capped>
PlayRecordedGame play_by_sides(MakeStrategy make_strategy, PlayGame play_game, std::string game,
                               Capped capped) {
    return [=](const std::string& a, const std::string& b, std::uint64_t deal_seed, bool swapped,
               const RecordSink& sink) {
        const auto played = play_sides(make_strategy, recording_to<Options>(sink, play_game), game,
                                       a, b, deal_seed, swapped);
        return side_record(played, swapped, capped(played));
    };
}

} // namespace parlor::cli
