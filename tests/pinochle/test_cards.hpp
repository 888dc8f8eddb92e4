#pragma once
// Cards written the save-file way in tests: cards("QS JD 9H"), and holdings with melds written
// as a save file's "Melds:" line.

#include "parlor/games/pinochle/melds.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace parlor::pinochle::test {

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

// Unmelded cards plus melds written as on a "Melds:" line ("KS* QS*, QS* JD").
inline Holding holding(const std::string& unmelded, const std::string& melds, Suit trump) {
    std::string error;
    auto melded = parse_melds(melds, trump, error);
    if (!melded) {
        throw std::invalid_argument(error);
    }
    Holding out = unmelded_holding(cards(unmelded));
    for (const HeldCard& held : melded->cards) {
        out.cards.push_back(held);
    }
    out.melds = melded->melds;
    return out;
}

inline Meld meld(const std::string& text, Suit trump) {
    const auto made = make_meld(cards(text), trump);
    if (!made) {
        throw std::invalid_argument(text + " is no meld");
    }
    return *made;
}

} // namespace parlor::pinochle::test
