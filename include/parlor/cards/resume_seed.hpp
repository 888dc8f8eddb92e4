#pragma once
// The seed a game resumed from a file plays on with. A new game's generator starts at the seed and
// deals round 1 from it; a resumed game that started its generator at the same seed dealt its
// next round from the same draws, so with `--seed S` round 2 after a load repeated round 1 of a
// fresh game (its hands plus one card). Mixing the position into the seed gives every position
// deals of its own, and keeps the game reproducible: the same file and the same seed play the
// same game.
//
// It seeds chance only. The position holds the cards a player cannot see, so the seats'
// decisions (the computer's strategies, the help) are seeded from `seed` itself: otherwise the
// same view, its hidden cards filled another way, would get other help.

#include <cstdint>
#include <string_view>

namespace parlor::cards {

// `position` is the game as its save writer writes it (so two files that differ only in layout
// are the same position).
std::uint64_t resume_seed(std::uint64_t seed, std::string_view position);

} // namespace parlor::cards
