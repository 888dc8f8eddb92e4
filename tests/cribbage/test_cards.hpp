#pragma once
// Cards written the save-file way in tests: cards("5H 5S 5C JD").

#include "common/read_or_throw.hpp"
#include "parlor/games/cribbage/cards.hpp"

#include <string>
#include <vector>

namespace parlor::cribbage::test {

inline Card card(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse(text, error), error);
}

inline std::vector<Card> cards(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse_cards(text, error), error);
}

} // namespace parlor::cribbage::test
