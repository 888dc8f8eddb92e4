#include "parlor/cards/seat.hpp"

#include "parlor/cards/text_format.hpp"

namespace parlor::cards {

std::string seat_name(Seat seat) {
    return seat == Seat::Human ? "Human" : "Computer";
}

std::optional<Seat> parse_seat(std::string_view text) {
    const std::string word = to_lower(text);
    if (word == "human") {
        return Seat::Human;
    }
    if (word == "computer") {
        return Seat::Computer;
    }
    return std::nullopt;
}

} // namespace parlor::cards
