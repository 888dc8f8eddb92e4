#pragma once
// Cards written the save-file way in tests: cards("5H 5S 5C JD").

#include "parlor/games/cribbage/cards.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace parlor::cribbage::test {

inline Card card(const std::string& text) {
    std::string error;
    const auto parsed = parse(text, error);
    if (!parsed) {
        throw std::invalid_argument(error);
    }
    return *parsed;
}

inline std::vector<Card> cards(const std::string& text) {
    std::string error;
    const auto parsed = parse_cards(text, error);
    if (!parsed) {
        throw std::invalid_argument(error);
    }
    return *parsed;
}

} // namespace parlor::cribbage::test
