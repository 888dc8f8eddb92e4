#include "parlor/cards/save_file.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"

namespace parlor::cards {

std::string card_line(std::string_view key, const std::vector<Card>& cards) {
    std::string line = std::string(key) + ":";
    if (!cards.empty()) {
        line += " " + format_cards(cards);
    }
    return line + "\n";
}

TextError given_twice(const TextLine& line) {
    return TextError{line.number, quoted(line.key) + " is given twice"};
}

TextError not_a_field(const TextLine& line) {
    return TextError{line.number, "expected \"Key: value\", found " + quoted(line.value)};
}

Problem read_game_line(const TextLine& line, int& seen, std::string_view game) {
    if (seen != 0) {
        return given_twice(line);
    }
    seen = line.number;
    if (to_lower(line.value) != to_lower(game)) {
        return TextError{line.number, "this is a save of " + quoted(line.value) + ", not of " +
                                          std::string(game)};
    }
    return std::nullopt;
}

bool names_game(std::string_view text, std::string_view game) {
    const std::string wanted = to_lower(game);
    return has_line(text, [&wanted](const TextLine& line) {
        return line.has_colon && line.key == "game" && to_lower(line.value) == wanted;
    });
}

} // namespace parlor::cards
