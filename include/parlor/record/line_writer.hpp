#pragma once
// What a game's record writer holds (docs/records.md): where each line goes as it is written (a
// file, a string, the table's record) and the game's number in the record. A game's writer
// derives from it and writes its events with `write`.

#include "parlor/record/record_lines.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace parlor::record {

class LineWriter {
  public:
    LineWriter(std::function<void(const std::string&)> line, int game)
        : line_(std::move(line)), game_(game) {}

    // The record's version (record_lines.hpp), before its start is written: 2 lets the moves
    // hold the computer's words (the window's records); 1, simulate's, writes as it always did.
    void set_version(int version) { version_ = version; }
    int version() const { return version_; }
    // The computer's words with the move written next (its first line); a record of version 1
    // holds none, so they are dropped.
    void say(std::vector<std::string> said) { said_ = std::move(said); }

  protected:
    // One line of this game: the envelope, then `fields` in the order given.
    void write(std::string_view event, const nlohmann::ordered_json& fields) const {
        line_(record_line(event, game_, fields, version_, said_));
        said_.clear(); // said once, with the move's first line
    }
    // The line of `seat`'s action: {"seat": seat}, then the fields `describe(alternative,
    // fields)` adds for the alternative the action holds, under the event it returns.
    template <class Action, class Describe>
    void write_action(int seat, const Action& action, Describe&& describe) const {
        nlohmann::ordered_json fields{{"seat", seat}};
        const char* event = std::visit(
            [&](const auto& alternative) { return describe(alternative, fields); }, action);
        write(event, fields);
    }

  private:
    std::function<void(const std::string&)> line_;
    int game_;
    int version_ = 1;
    mutable std::vector<std::string> said_;
};

} // namespace parlor::record
