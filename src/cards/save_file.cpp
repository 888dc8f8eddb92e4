#include "parlor/cards/save_file.hpp"

#include "parlor/cards/notation.hpp"

namespace parlor::cards {

std::string card_line(std::string_view key, const std::vector<Card>& cards) {
    std::string line = std::string(key) + ":";
    if (!cards.empty()) {
        line += " " + format_cards(cards);
    }
    return line + "\n";
}

} // namespace parlor::cards
