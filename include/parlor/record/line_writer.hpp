#pragma once
// What a game's record writer holds (docs/records.md): where each line goes as it is written (a
// file, a string, the table's record) and the game's number in the record. A game's writer
// derives from it and writes its events with `write`; a two-seat game, its start lines too.

#include "parlor/record/record_lines.hpp"

#include <array>
#include <functional>
#include <string>
#include <string_view>
#include <utility>

namespace parlor::record {

class LineWriter {
  public:
    LineWriter(std::function<void(const std::string&)> line, int game)
        : line_(std::move(line)), game_(game) {}

  protected:
    // One line of this game: the envelope, then `fields` in the order given.
    void write(std::string_view event, const nlohmann::ordered_json& fields) const {
        line_(record_line(event, game_, fields));
    }
    // A two-seat game's start line: {"parlor": game_id, "seats": seats}, then `own`, what its
    // new game begins with, in the order given.
    void write_start(std::string_view game_id, const std::array<std::string, 2>& seats,
                     const nlohmann::ordered_json& own) const;
    // A two-seat game's start line for a game begun from a position, the save writer's text
    // (record/position.hpp).
    void write_start_at(std::string_view game_id, const std::array<std::string, 2>& seats,
                        std::string position) const;
    // A coin's side in a record: "heads" or "tails".
    static const char* coin_side(bool heads) { return heads ? "heads" : "tails"; }
    // A two-seat game's figures, seat 0's first.
    static nlohmann::ordered_json both(const std::array<int, 2>& values) {
        return nlohmann::ordered_json::array({values[0], values[1]});
    }

  private:
    std::function<void(const std::string&)> line_;
    int game_;
};

} // namespace parlor::record
