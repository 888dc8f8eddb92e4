#include "parlor/catalogue/catalogue.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/cards/text_format.hpp"

#include <algorithm>

namespace parlor::catalogue {

#define PARLOR_GAME(id) Game id##_entry();
#include "parlor/games/games.def"
#undef PARLOR_GAME

std::span<const Game> games() {
    static const std::vector<Game> all = {
#define PARLOR_GAME(id) id##_entry(),
#include "parlor/games/games.def"
#undef PARLOR_GAME
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

namespace {

// Every game whose detect() accepts the text, in the catalogue's order.
std::vector<const Game*> sure_of(std::string_view text) {
    std::vector<const Game*> sure;
    for (const Game& game : games()) {
        if (game.detect(text)) {
            sure.push_back(&game);
        }
    }
    return sure;
}

} // namespace

const Game* detect_game(std::string_view text) {
    const std::vector<const Game*> sure = sure_of(text);
    return sure.size() == 1 ? sure.front() : nullptr;
}

namespace {

// "seat 3" is the field "seat": a numbered key counts as its name.
std::string_view field_name(std::string_view key) {
    const std::size_t space = key.rfind(' ');
    if (space == std::string_view::npos || space + 1 == key.size()) {
        return key;
    }
    const std::string_view number = key.substr(space + 1);
    const bool digits =
        std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; });
    return digits ? key.substr(0, space) : key;
}

bool is_field_of(const Game& game, std::string_view key) {
    const std::string_view name = field_name(key);
    return std::find(game.fields.begin(), game.fields.end(), name) != game.fields.end();
}

// A guess needs a few lines to go on: one or two keys ("Score:", "Hand:") fit several games.
constexpr int fewest_known_lines = 3;

} // namespace

namespace {

// The game most of whose keyed lines are its fields, when one clearly leads; else nullptr.
const Game* guess_by_fields(std::string_view text) {
    const std::vector<cards::TextLine> lines = cards::read_text_lines(text);
    const auto keyed = std::count_if(lines.begin(), lines.end(),
                                     [](const cards::TextLine& line) { return line.has_colon; });
    const Game* best = nullptr;
    long best_count = 0;
    bool tied = false;
    for (const Game& game : games()) {
        const long count =
            std::count_if(lines.begin(), lines.end(), [&game](const cards::TextLine& line) {
                return line.has_colon && is_field_of(game, line.key);
            });
        if (count > best_count) {
            best = &game;
            best_count = count;
            tied = false;
        } else if (count == best_count) {
            tied = true;
        }
    }
    // Most of the file must be that game's, and no other game may fit it as well: Five Crowns,
    // Pinochle and Casino share Round, Score, Hand and Next Player.
    if (best == nullptr || tied || best_count < fewest_known_lines || 2 * best_count <= keyed) {
        return nullptr;
    }
    return best;
}

std::string names_of(const std::vector<const Game*>& list) {
    std::string names;
    for (std::size_t i = 0; i < list.size(); ++i) {
        names += (i == 0                 ? ""
                  : i + 1 == list.size() ? " and of "
                                         : ", of ") +
                 std::string(list[i]->name);
    }
    return names;
}

} // namespace

Detection detect(std::string_view text) {
    Detection found;
    found.sure = sure_of(text);
    if (found.sure.size() == 1) {
        found.game = found.sure.front();
    } else if (found.sure.empty()) {
        found.game = guess_by_fields(text);
    }
    return found;
}

std::string Detection::ambiguity(std::string_view file) const {
    return cards::printable(file) + ": a saved game of " + names_of(sure) +
           " at once (it has the lines of each); open it with parlor-cli play <game> --load";
}

const Game* guess_game(std::string_view text) {
    return detect(text).game;
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

// Why a text is no game's to read: not any game's, or several games' at once; and what may
// explain it (a file in UTF-16, lines that end with CR alone).
std::string unknown_format(const Detection& found, std::string_view text, std::string_view file) {
    std::string why = found.ambiguous()
                          ? found.ambiguity(file)
                          : cards::printable(file) + ": not a saved game of " + known_names();
    if (const std::optional<std::string> hint = cards::encoding_hint(text)) {
        why += "; " + *hint;
    }
    return why;
}

} // namespace

CheckReport check_text(std::string_view text, std::string_view file) {
    return check_text(detect(text), text, file);
}

CheckReport check_text(const Detection& found, std::string_view text, std::string_view file,
                       const cards::SeatWords& words) {
    if (found.game) {
        return found.game->check(text, file, words);
    }
    CheckReport report;
    report.error = unknown_format(found, text, file);
    return report;
}

AdviceReport advise_text(std::string_view text, std::string_view file, std::uint64_t seed) {
    return advise_text(detect(text), text, file, seed);
}

AdviceReport advise_text(const Detection& found, std::string_view text, std::string_view file,
                         std::uint64_t seed) {
    AdviceReport report;
    const Game* game = found.game;
    if (!game) {
        report.error = unknown_format(found, text, file);
    } else if (!game->advise) {
        report.error = cards::printable(file) + ": " + std::string(game->name) +
                       " gives no advice from a saved game yet";
    } else {
        report = game->advise(text, file, seed);
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
