#include "parlor/cards/seat_words.hpp"

#include "parlor/cards/text_format.hpp"

namespace parlor::cards {

std::string SeatWords::name(Seat seat) const {
    return seat == Seat::Human ? human : computer;
}

std::string SeatWords::next(Seat seat) const {
    return seat == Seat::Human && human_is_you ? "you" : name(seat);
}

std::string SeatWords::with_verb(Seat seat, std::string_view plain, std::string_view third) const {
    return seat == Seat::Human && human_is_you ? "you " + std::string(plain)
                                               : name(seat) + " " + std::string(third);
}

SeatWords player_words(std::string_view player) {
    if (player.empty() || to_lower(player) == "you") {
        return SeatWords{"You", "Computer", true};
    }
    return SeatWords{std::string(player), "Computer", false};
}

} // namespace parlor::cards
