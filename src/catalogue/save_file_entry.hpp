#pragma once
// A catalogue entry for a game whose save code has the usual shape: read_save(text, file) giving
// a LoadResult {state, error, warnings}, write_save(state) and summary(state). Every game so far
// has that shape, so its entry is one line instead of a copy of these functions.

#include "parlor/catalogue/catalogue.hpp"

namespace parlor::catalogue {

template <auto read_save, auto summary>
CheckReport check_save(std::string_view text, std::string_view file) {
    auto loaded = read_save(text, file);
    CheckReport report;
    report.warnings = std::move(loaded.warnings);
    if (!loaded.state) {
        report.error = std::move(loaded.error);
        return report;
    }
    report.ok = true;
    report.summary = summary(*loaded.state);
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

// The whole entry of such a game:
//     return save_file_game<looks_like_save, read_save, write_save, summary>("id", "Name");
template <auto looks_like_save, auto read_save, auto write_save, auto summary>
Game save_file_game(std::string_view id, std::string_view name) {
    return Game{id, name, looks_like_save, check_save<read_save, summary>,
                canonical_save<read_save, write_save>};
}

} // namespace parlor::catalogue
