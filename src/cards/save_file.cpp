#include "parlor/cards/save_file.hpp"

#include "parlor/cards/notation.hpp"

namespace parlor::cards {

Problem first_missing(int last, std::initializer_list<std::pair<std::string_view, int>> fields) {
    for (const auto& [what, line] : fields) {
        if (line == 0) {
            return TextError{last, "no " + std::string(what)};
        }
    }
    return std::nullopt;
}

std::string card_line(std::string_view key, const std::vector<Card>& cards) {
    std::string line = std::string(key) + ":";
    if (!cards.empty()) {
        line += " " + format_cards(cards);
    }
    return line + "\n";
}

} // namespace parlor::cards
