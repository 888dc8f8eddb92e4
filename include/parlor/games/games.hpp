#pragma once
// The ids of the games of games.def, in its order: what the lists made from it (the catalogue,
// the window's tables, the terminal's commands) are checked against.

#include <array>
#include <string_view>

namespace parlor::games {

inline constexpr std::array ids{
#define PARLOR_GAME(id) std::string_view(#id),
#include "parlor/games/games.def"
#undef PARLOR_GAME
};

} // namespace parlor::games
