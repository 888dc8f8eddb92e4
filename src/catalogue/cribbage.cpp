// Cribbage in the catalogue: its save file, read and written by the game's own save code.

#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/cribbage/save.hpp"

namespace parlor::catalogue {

namespace {

bool detect(std::string_view text) {
    return cribbage::looks_like_save(text);
}

CheckReport check(std::string_view text, std::string_view file) {
    cribbage::LoadResult loaded = cribbage::read_save(text, file);
    CheckReport report;
    report.warnings = std::move(loaded.warnings);
    if (!loaded.state) {
        report.error = std::move(loaded.error);
        return report;
    }
    report.ok = true;
    report.summary = cribbage::summary(*loaded.state);
    return report;
}

std::optional<std::string> canonical(std::string_view text) {
    const cribbage::LoadResult loaded = cribbage::read_save(text, "");
    if (!loaded.state) {
        return std::nullopt;
    }
    return cribbage::write_save(*loaded.state);
}

} // namespace

Game cribbage_entry() {
    return Game{"cribbage", "Cribbage", detect, check, canonical};
}

} // namespace parlor::catalogue
