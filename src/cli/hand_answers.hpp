#pragma once
// The human picks cards of a hand in a terminal by their code, their name as the table shows it
// ("K♣") or their position; the hand is shown numbered for that, cards as the table names them.

#include "parlor/cards/card.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli {

// "1:10♠ 2:K♥ 3:Joker"
std::string numbered_cards(const std::vector<cards::Card>& cards);

// A card as a player may type it: as the table names it ("K♣"); a joker by its code ("J1"), for
// "Joker" names none of the three.
std::string typed_card(cards::Card card);

// The game's reader of one card code ("KC", "kc", "10c"): the card, or nothing and the error.
using ParseCard = std::optional<cards::Card> (*)(std::string_view text, std::string& error);

// A card of `hand` by its name as the table shows it ("K♣"), its code, read with `parse`, or its
// position from 1; or nothing and a
// complaint that says what would be accepted.
std::optional<cards::Card> read_card_of_hand(std::string_view answer,
                                             const std::vector<cards::Card>& hand, ParseCard parse,
                                             std::string& complaint);

} // namespace parlor::cli
