// Game records in the catalogue: the game a record's start line names answers for it.

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/record/record_lines.hpp"

#include <nlohmann/json.hpp>

namespace parlor::catalogue {

namespace {

std::string first_line(std::string_view text) {
    return std::string(text.substr(0, text.find('\n')));
}

} // namespace

const Game* record_game(std::string_view text, std::string_view file, std::string& error) {
    // Only the first line is read here: the game's reader reads the whole record, every line.
    const record::RecordLines start = record::read_record_lines(first_line(text), file);
    if (!start.ok()) {
        error = start.error;
        return nullptr;
    }
    const nlohmann::json& named = start.lines.front().fields.contains("parlor")
                                      ? start.lines.front().fields["parlor"]
                                      : nlohmann::json();
    const std::string where = cards::printable(file) + ":1: ";
    if (!named.is_string()) {
        error = where + "the start names no game (\"parlor\": \"cribbage\", ...)";
        return nullptr;
    }
    const Game* game = find_game(named.get<std::string>());
    if (game == nullptr) {
        error = where + "no game of Parlor is named " + cards::in_quotes(named.get<std::string>());
    } else if (game->replay == nullptr) {
        error = where + "records of " + std::string(game->name) + " are not read yet";
        game = nullptr;
    }
    return game;
}

ReplayReport replay_text(std::string_view text, std::string_view file) {
    ReplayReport report;
    if (const Game* game = record_game(text, file, report.error)) {
        report = game->replay(text, file);
    }
    return report;
}

ReviewReport review_text(std::string_view text, std::string_view file,
                         const ReviewRequest& request) {
    ReviewReport report;
    if (const Game* game = record_game(text, file, report.error)) {
        if (game->review == nullptr) {
            report.error = cards::printable(file) + ": " + std::string(game->name) +
                           " gives no review of a recorded game yet";
        } else {
            report = game->review(text, file, request);
        }
    }
    return report;
}

RematchReport rematch_text(std::string_view text, std::string_view file, int number,
                           std::uint64_t seed) {
    RematchReport report;
    if (const Game* game = record_game(text, file, report.error)) {
        if (game->rematch == nullptr) {
            report.error = cards::printable(file) + ": " + std::string(game->name) +
                           " cannot play a record's deals again yet";
        } else {
            report = game->rematch(text, file, number, seed);
        }
    }
    return report;
}

} // namespace parlor::catalogue
