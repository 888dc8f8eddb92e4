#pragma once
// Cards written the save-file way in tests: cards("QS JD 9H"), and holdings with melds written
// as a save file's "Melds:" line.

#include "common/read_or_throw.hpp"
#include "parlor/games/pinochle/melds.hpp"

#include <string>
#include <vector>

namespace parlor::pinochle::test {

inline Card card(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse(text, error), error);
}

inline std::vector<Card> cards(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse_cards(text, error), error);
}

// Unmelded cards plus melds written as on a "Melds:" line ("KS* QS*, QS* JD").
inline Holding holding(const std::string& unmelded, const std::string& melds, Suit trump) {
    std::string error;
    const auto melded = parlor::test::read_or_throw(parse_melds(melds, trump, error), error);
    Holding out = unmelded_holding(cards(unmelded));
    for (const HeldCard& held : melded.cards) {
        out.cards.push_back(held);
    }
    out.melds = melded.melds;
    return out;
}

inline Meld meld(const std::string& text, Suit trump) {
    return parlor::test::read_or_throw(make_meld(cards(text), trump), text + " is no meld");
}

} // namespace parlor::pinochle::test
