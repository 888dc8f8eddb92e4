#include "parlor/catalogue/catalogue.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_format.hpp"

namespace parlor::catalogue {

#define PARLOR_CATALOGUE_GAME(id) Game id##_entry();
#include "games.def"
#undef PARLOR_CATALOGUE_GAME

std::span<const Game> games() {
    static const std::vector<Game> all = {
#define PARLOR_CATALOGUE_GAME(id) id##_entry(),
#include "games.def"
#undef PARLOR_CATALOGUE_GAME
    };
    return all;
}

const Game* find_game(std::string_view id) {
    const std::string wanted = cards::to_lower(id);
    for (const Game& game : games()) {
        if (game.id == wanted) {
            return &game;
        }
    }
    return nullptr;
}

const Game* detect_game(std::string_view text) {
    for (const Game& game : games()) {
        if (game.detect(text)) {
            return &game;
        }
    }
    return nullptr;
}

namespace {

std::string known_names() {
    std::string names;
    const auto all = games();
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (i > 0) {
            names += i + 1 == all.size() ? " or " : ", ";
        }
        names += all[i].name;
    }
    return names;
}

} // namespace

CheckReport check_text(std::string_view text, std::string_view file) {
    if (const Game* game = detect_game(text)) {
        return game->check(text, file);
    }
    CheckReport report;
    report.error = std::string(file) + ": not a saved game of " + known_names();
    return report;
}

AdviceReport advise_text(std::string_view text, std::string_view file) {
    AdviceReport report;
    const Game* game = detect_game(text);
    if (!game) {
        report.error = std::string(file) + ": not a saved game of " + known_names();
    } else if (!game->advise) {
        report.error = std::string(file) + ": " + std::string(game->name) +
                       " gives no advice from a saved game yet";
    } else {
        report = game->advise(text, file);
    }
    return report;
}

CheckReport check_file(const std::string& path) {
    CheckReport report;
    const std::optional<std::string> text = cards::read_save_file(path, report.error);
    if (!text) {
        return report;
    }
    return check_text(*text, path);
}

} // namespace parlor::catalogue
