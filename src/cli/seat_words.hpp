#pragma once
// How the terminal games name the two seats to the human at the keyboard.

#include "parlor/cards/seat.hpp"

#include <string>

namespace parlor::cli {

// "You" / "The computer" at the start of a sentence.
inline std::string subject(cards::Seat seat) {
    return seat == cards::Seat::Human ? "You" : "The computer";
}

// "your" / "the computer's".
inline std::string possessive(cards::Seat seat) {
    return seat == cards::Seat::Human ? "your" : "the computer's";
}

} // namespace parlor::cli
