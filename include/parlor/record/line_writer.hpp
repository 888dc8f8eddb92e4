#pragma once
// What a game's record writer holds (docs/records.md): where each line goes as it is written (a
// file, a string, the table's record) and the game's number in the record. A game's writer
// derives from it and writes its events with `write`.

#include "parlor/record/record_lines.hpp"

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

  private:
    std::function<void(const std::string&)> line_;
    int game_;
};

} // namespace parlor::record
