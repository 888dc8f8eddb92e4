#include "parlor/cards/save_fields.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"

namespace parlor::cards {

TextError given_twice(const TextLine& line) {
    return TextError{line.number, in_quotes(line.key) + " is given twice"};
}

TextError outside_section(const TextLine& line) {
    return TextError{line.number,
                     in_quotes(line.key) + " must follow a \"Human:\" or \"Computer:\" line"};
}

Problem read_game_line(const TextLine& line, int& game_line, std::string_view game) {
    if (game_line != 0) {
        return given_twice(line);
    }
    game_line = line.number;
    if (to_lower(line.value) != to_lower(game)) {
        return TextError{line.number, "this is a save of " + in_quotes(line.value) + ", not of " +
                                          std::string(game)};
    }
    return std::nullopt;
}

Problem read_seat_field(const TextLine& line, SeatField& field) {
    if (field.line != 0) {
        return given_twice(line);
    }
    field.line = line.number;
    const auto seat = parse_seat(line.value);
    if (!seat) {
        return TextError{line.number,
                         in_quotes(line.value) + " is not a player (expected Human or Computer)"};
    }
    field.seat = *seat;
    return std::nullopt;
}

Problem add_card_words(CardField& field, std::string_view text, int number, ParseDeckCard parse) {
    return add_card_words(field, text, number, parse, [](Card) -> Problem { return std::nullopt; });
}

} // namespace parlor::cards
