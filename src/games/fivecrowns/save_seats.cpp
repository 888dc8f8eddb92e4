// The seats' names in a save file: the brief's two ("Human", "Computer") and a larger table's
// numbered computers ("Computer 3"), docs/fivecrowns.md, "The save file".

#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/fivecrowns/save.hpp"

namespace parlor::fivecrowns {

std::string save_seat_name(Seat seat, int seats) {
    if (seats == 2 || seat == Seat::Human) {
        return seat_name(seat);
    }
    return "Computer " + std::to_string(index(seat));
}

std::optional<SeatWord> parse_seat_word(std::string_view text) {
    if (const auto seat = cards::parse_seat(text)) {
        return SeatWord{index(*seat), false};
    }
    const auto words = cards::split_words(text);
    if (words.size() != 2 || cards::to_lower(words[0]) != "computer") {
        return std::nullopt;
    }
    const auto number = cards::parse_non_negative(words[1]);
    if (!number || *number < 1 || *number >= max_seats) {
        return std::nullopt;
    }
    return SeatWord{*number, true};
}

} // namespace parlor::fivecrowns
