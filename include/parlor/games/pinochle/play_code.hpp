#pragma once
// How a player names a card to play when typing: its code ("QS") for an unmelded copy, with a
// star for the copy in the melds ("QS*"; "QS**" for the second melded copy when both copies are
// melded). The terminal game reads it, `parlor-cli advise` writes it.

#include "parlor/games/pinochle/rules.hpp"

#include <optional>
#include <string>
#include <string_view>

namespace parlor::pinochle {

std::string play_code(const Play& play, const Holding& hand);

// The play a code names in this hand. Without a star: an unmelded copy, or the (first) melded
// copy when none is unmelded. Nothing for a code that names no card of the hand; `error` says
// why.
std::optional<Play> parse_play_code(std::string_view text, const Holding& hand, std::string& error);

} // namespace parlor::pinochle
