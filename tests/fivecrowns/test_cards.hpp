#pragma once
// Cards written the save-file way in tests: cards_of("JD 3T QC"), card_of("J1"). A word that is
// not a card fails the test with the parser's message.

#include "parlor/cards/notation.hpp"
#include "parlor/games/fivecrowns/cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace parlor::fivecrowns::test {

inline std::vector<Card> cards_of(const std::string& text) {
    std::vector<Card> out;
    for (const auto word : parlor::cards::split_words(text)) {
        std::string error;
        const auto card = parse(word, error);
        REQUIRE_MESSAGE(card, error);
        out.push_back(*card);
    }
    return out;
}

inline Card card_of(const std::string& text) {
    return cards_of(text).front();
}

// The hand less one card, which must be in it.
inline std::vector<Card> without(std::vector<Card> hand, Card card) {
    const auto at = std::find(hand.begin(), hand.end(), card);
    REQUIRE(at != hand.end());
    hand.erase(at);
    return hand;
}

} // namespace parlor::fivecrowns::test
