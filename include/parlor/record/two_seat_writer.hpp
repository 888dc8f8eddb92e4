#pragma once
// What the record writers of the two-seat games (Five Crowns, Cribbage, Pinochle, Casino) share:
// the game's id and the two start lines, a new game's and one resumed from a save. Each game's
// writer states only what its new game begins with and its own events.

#include "parlor/cards/seat.hpp"
#include "parlor/record/line_writer.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/two_seat_record.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace parlor::record {

// `State` is the game's state and `write_save` its save writer (the text a position is kept as).
template <class State, std::string (*write_save)(const State&)>
class TwoSeatWriter : public LineWriter {
  public:
    // `game_id` is the record's "parlor" (a game's record_game_id, a literal that outlives this).
    TwoSeatWriter(std::function<void(const std::string&)> line, int game, std::string_view game_id)
        : LineWriter(std::move(line), game), game_id_(game_id) {}

    // A game resumed from a save, recorded from `position` (at a decision, as loaded).
    void start_at(const std::array<std::string, 2>& seats, const State& position) const {
        write("start", position_start(game_id_, {seats[0], seats[1]}, write_save(position)));
    }

  protected:
    // A new game's start line: {"parlor": game_id, "seats": seats}, then `own`, what the game
    // begins with, in the order given.
    void write_start(const std::array<std::string, 2>& seats,
                     const nlohmann::ordered_json& own) const {
        nlohmann::ordered_json fields{{"parlor", game_id_}, {"seats", {seats[0], seats[1]}}};
        for (const auto& [key, value] : own.items()) {
            fields[key] = value;
        }
        write("start", fields);
    }

    // A round's score line: the round, its points and the totals after it, as the readers'
    // round_scores_of reads it.
    void write_round_over(int round, const std::array<int, 2>& points,
                          const std::array<int, 2>& scores) const {
        write("round over", nlohmann::ordered_json{{"round", round},
                                                   {"points", both(points)},
                                                   {"scores", both(scores)}});
    }

    // The end line: the totals, then the winner (no "winner" on equal totals), as the readers'
    // figures_disagreement checks it.
    void write_end(const std::array<int, 2>& scores, std::optional<cards::Seat> winner) const {
        nlohmann::ordered_json end{{"scores", both(scores)}};
        if (winner) {
            end["winner"] = index(*winner);
        }
        write("end", end);
    }

  private:
    std::string_view game_id_;
};

} // namespace parlor::record
