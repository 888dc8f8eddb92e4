#pragma once
// The human picks cards of a hand in a terminal by their code or their position; the hand is
// shown numbered for that.

#include "parlor/cards/card.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli {

// "1:XS 2:KH 3:J1"
std::string numbered_cards(const std::vector<cards::Card>& cards);

// The game's reader of one card code ("KC", "kc", "10c"): the card, or nothing and the error.
using ParseCard = std::optional<cards::Card> (*)(std::string_view text, std::string& error);

// A card of `hand` by its code, read with `parse`, or its position from 1; or nothing and a
// complaint that says what would be accepted.
std::optional<cards::Card> read_card_of_hand(std::string_view answer,
                                             const std::vector<cards::Card>& hand, ParseCard parse,
                                             std::string& complaint);

} // namespace parlor::cli
