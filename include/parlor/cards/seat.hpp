#pragma once
// The two seats at every Parlor table: the player at the keyboard and the computer. The words
// are the save files' ("Human", "Computer"), read in any letter case.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::cards {

enum class Seat : std::uint8_t { Human = 0, Computer = 1 };

constexpr Seat other(Seat seat) {
    return seat == Seat::Human ? Seat::Computer : Seat::Human;
}

// The seat's place in the arrays a game keeps per seat.
constexpr int index(Seat seat) {
    return static_cast<int>(seat);
}

std::string seat_name(Seat seat); // "Human", "Computer"

// "human" or "computer" in any case; nothing for anything else.
std::optional<Seat> parse_seat(std::string_view text);

} // namespace parlor::cards
