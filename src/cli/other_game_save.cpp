#include "cli/other_game_save.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"

#include <algorithm>

namespace parlor::cli {

namespace {

// The path as a shell reads it back: quoted when it holds anything but the usual characters.
std::string shell_word(const std::string& path) {
    const bool plain = !path.empty() && std::all_of(path.begin(), path.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '.' || c == '/' || c == '_' || c == '-' || c == '+' || c == ',';
    });
    if (plain) {
        return path;
    }
    std::string quoted = "'";
    for (const char c : path) {
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    }
    return quoted + "'";
}

} // namespace

std::string load_error(std::string_view game_name, const std::string& path,
                       std::string reader_error) {
    std::string read_error;
    // The reader's error already covers a file that cannot be read (or is too large).
    const auto text = cards::read_save_file(path, read_error);
    if (!text) {
        return reader_error;
    }
    // A file detect() recognises is that game's; one only guessed (damaged) merely looks it.
    const catalogue::Game* game = catalogue::detect_game(*text);
    const bool certain = game != nullptr;
    if (!certain) {
        game = catalogue::guess_game(*text);
    }
    if (game == nullptr || game->name == game_name) {
        return reader_error;
    }
    return cards::printable(path) + ": " + (certain ? "this is a " : "this looks like a ") +
           std::string(game->name) + " save: parlor-cli play " + std::string(game->id) +
           " --load " + cards::printable(shell_word(path));
}

} // namespace parlor::cli
