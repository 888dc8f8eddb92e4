#pragma once
// A catalogue entry for a game whose save code has the usual shape: read_save(text, file) giving
// a LoadResult {state, error, warnings}, write_save(state) and summary(state). Every game so far
// has that shape, so its entry is one line instead of a copy of these functions; its advice is
// one more line (advise_save, below).

#include "parlor/cards/seat.hpp"
#include "parlor/cards/seat_words.hpp"
#include "parlor/catalogue/catalogue.hpp"

#include <cstdint>
#include <span>
#include <string_view>
#include <type_traits>

namespace parlor::catalogue {

// Reads a save for a report (CheckReport, AdviceReport): the report takes the reader's warnings,
// and its error when the text is invalid; the state when it is valid.
template <auto read_save, class Report>
auto read_for(std::string_view text, std::string_view file, Report& report) {
    auto loaded = read_save(text, file);
    report.warnings = std::move(loaded.warnings);
    if (!loaded.state) {
        report.error = std::move(loaded.error);
    }
    return std::move(loaded.state);
}

// The summary names the seats by `words` where the game's summary takes them (a game whose save
// names every seat, Cruno's, has none to take).
template <auto read_save, auto summary>
CheckReport check_save(std::string_view text, std::string_view file,
                       const cards::SeatWords& words) {
    CheckReport report;
    if (const auto state = read_for<read_save>(text, file, report)) {
        report.ok = true;
        if constexpr (std::is_invocable_v<decltype(summary), decltype(*state),
                                          const cards::SeatWords&>) {
            report.summary = summary(*state, words);
        } else {
            report.summary = summary(*state);
        }
    }
    return report;
}

template <auto read_save, auto write_save>
std::optional<std::string> canonical_save(std::string_view text) {
    const auto loaded = read_save(text, "");
    if (!loaded.state) {
        return std::nullopt;
    }
    return write_save(*loaded.state);
}

// The record of a game's advice in a report: the summary, the reasons and, from a game whose
// advice_json(view, advice) gives {"facts", "alternatives", "certainty"}, the record's data.
template <class View, class Advice>
void fill_record(AdviceReport& report, const View& view, Advice& advice) {
    report.summary =
        advice.summary.empty() && !advice.lines.empty() ? advice.lines.front() : advice.summary;
    if constexpr (requires { advice_json(view, advice); }) {
        nlohmann::ordered_json data = advice_json(view, advice);
        report.facts = std::move(data["facts"]);
        report.alternatives = std::move(data["alternatives"]);
        report.certainty = std::move(data["certainty"]);
    }
    report.reasons = std::move(advice.lines);
}

// The expert's advice for the seat to move (`state.turn`, a cards::Seat) in a saved game, for a
// game with view_for(state, seat), advise(view, seed) giving {action, summary, lines} and
// move_text(action) (or move_text(action, state)) in the words its terminal play reads. A game
// whose advice_json(view, advice) gives {"facts", "alternatives", "certainty"} fills the record's
// data from it. The reader's error is the error.
template <auto read_save, auto view_for, auto advise, auto move_text>
AdviceReport advise_save(std::string_view text, std::string_view file, std::uint64_t seed) {
    AdviceReport report;
    const auto state = read_for<read_save>(text, file, report);
    if (!state) {
        return report;
    }
    const auto view = view_for(*state, state->turn);
    auto advice = advise(view, seed);
    report.ok = true;
    report.player = cards::seat_name(state->turn);
    // The words of a move may depend on the position (which copy of a card a Pinochle player
    // means): such a game's move_text takes the state too.
    if constexpr (std::is_invocable_v<decltype(move_text), decltype(advice.action),
                                      decltype(*state)>) {
        report.move = move_text(advice.action, *state);
    } else {
        report.move = move_text(advice.action);
    }
    fill_record(report, view, advice);
    return report;
}

// The whole entry of such a game, with the keys of its save's lines (Game::fields) and its
// advice:
//     Game game = save_file_game<looks_like_save, read_save, write_save, summary>("id", "Name",
//                                                                                 id_fields);
//     game.advise = advise_save<read_save, view_for, advise, move_text>;
//     return game;
template <auto looks_like_save, auto read_save, auto write_save, auto summary>
Game save_file_game(std::string_view id, std::string_view name,
                    std::span<const std::string_view> fields) {
    Game game{id, name, looks_like_save, check_save<read_save, summary>,
              canonical_save<read_save, write_save>};
    game.fields = fields;
    return game;
}

} // namespace parlor::catalogue
