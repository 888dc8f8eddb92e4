#pragma once
// A game's reader of one record line takes each field it knows by name, and then asks that
// nothing else was there: a field missing, of the wrong type or out of range, or a field no
// reader took, is an error naming the field (thrown as RecordError, which the game's reader turns
// into "FILE:LINE: problem" with error_text).
//
//     LineFields f(line);
//     const int seat = f.integer("seat", 0, 9);
//     const std::string card = f.text("card");
//     f.finish(); // "an unknown field \"colour\"" if the line had one

#include "parlor/record/record_lines.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::record {

class RecordError : public std::runtime_error {
  public:
    RecordError(int line, const std::string& problem) : std::runtime_error(problem), line_(line) {}
    int line() const { return line_; }

  private:
    int line_;
};

// "FILE:LINE: problem" (cards::format_error, as the saves' errors).
std::string error_text(std::string_view file, const RecordError& error);

// A JSON whole number from low to high (the envelope's "game", a game's seats and counts).
bool whole_number_in(const nlohmann::json& value, long long low, long long high);

class LineFields {
  public:
    explicit LineFields(const RecordLine& line) : line_(line) {}

    bool has(std::string_view key) const;
    int integer(std::string_view key, int low, int high);
    std::string text(std::string_view key);
    bool flag(std::string_view key);
    const nlohmann::json& array(std::string_view key);    // any JSON array
    const nlohmann::json& object(std::string_view key);   // any JSON object
    std::vector<std::string> texts(std::string_view key); // an array of strings
    std::vector<int> integers(std::string_view key, int low, int high);

    // Every field of the line was taken.
    void finish() const;

    // An error on this line, for a reader's own checks of what a field means.
    [[noreturn]] void fail(const std::string& problem) const;

  private:
    const nlohmann::json& take(std::string_view key);
    const RecordLine& line_;
    std::vector<std::string> taken_;
};

} // namespace parlor::record
