#pragma once
// Cards as JSON: a list of the save files' codes (["5H", "XS"]), as `--json` output, the advice
// record and the game records write them. Only libraries that link nlohmann_json include this.

#include "parlor/cards/card.hpp"

#include <nlohmann/json.hpp>

#include <span>
#include <vector>

namespace parlor::cards {

inline nlohmann::ordered_json card_codes(std::span<const Card> cards) {
    nlohmann::ordered_json codes = nlohmann::ordered_json::array();
    for (const Card card : cards) {
        codes.push_back(to_string(card));
    }
    return codes;
}

// The same for the games whose cards are written otherwise (Casino's suit first, Cruno's own
// cards): each card as `code(card)` writes it.
template <class AnyCard, class Code>
nlohmann::ordered_json card_codes(const std::vector<AnyCard>& cards, Code&& code) {
    nlohmann::ordered_json codes = nlohmann::ordered_json::array();
    for (const AnyCard& card : cards) {
        codes.push_back(code(card));
    }
    return codes;
}

} // namespace parlor::cards
