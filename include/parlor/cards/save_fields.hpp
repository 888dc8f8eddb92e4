#pragma once
// The fields every game's save reader has beside its own (see read_fields in save_file.hpp): a
// list of cards, a seat's name, the game's name, and the problems they share — a field given twice,
// a player's field outside its "Human:" / "Computer:" section.

#include "parlor/cards/card.hpp"
#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/cards/text_format.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cards {

// A field of cards ("Stock: 9S QH"); `line` is where it starts, 0 while absent.
struct CardField {
    int line = 0;
    std::vector<Card> cards;
};

// A field naming a seat ("Next Player: Human"); `line` 0 while absent.
struct SeatField {
    int line = 0;
    Seat seat = Seat::Human;
};

// "\"stock\" is given twice".
TextError given_twice(const TextLine& line);

// "\"hand\" must follow a \"Human:\" or \"Computer:\" line".
TextError outside_section(const TextLine& line);

// "Game: Cribbage" (`game`, in any case), once: its line number into `game_line`; another game's
// name is "this is a save of \"Casino\", not of Cribbage".
Problem read_game_line(const TextLine& line, int& game_line, std::string_view game);

// Reads "Key: Human" (any case) into `field`; a second one is given twice.
Problem read_seat_field(const TextLine& line, SeatField& field);

// A field of cards begun on `line` ("Stock: 9S QH"), the colon-less lines after it going on with
// it: given twice if begun before; otherwise `continuing` points at it and `add(field, text,
// number)` reads the cards of the line.
template <class Field, class Add>
Problem begin_cards(const TextLine& line, Field& field, Field*& continuing, Add&& add) {
    if (field.line != 0) {
        return given_twice(line);
    }
    field.line = line.number;
    continuing = &field;
    return add(field, line.value, line.number);
}

// A line without a colon goes on with the field of cards open (`continuing`, its cards read by
// `add(field, text, number)` as begin_cards reads them); with none open it is no "Key: value".
template <class Field, class Add>
Problem go_on_with_cards(const TextLine& line, Field* continuing, Add&& add) {
    if (continuing == nullptr) {
        return TextError{line.number, "expected \"Key: value\", found " + in_quotes(line.value)};
    }
    return add(*continuing, line.value, line.number);
}

// A game's reader of one card of its deck: the card, or nothing and the error.
using ParseDeckCard = std::optional<Card> (*)(std::string_view text, std::string& error);

// Adds the cards of `text` (words) to `field`, each read with `parse`; a word that is no card is
// the problem of line `number`.
Problem add_card_words(CardField& field, std::string_view text, int number, ParseDeckCard parse);

// The same for a field of any type with `cards`, each card read then passed to `check(card)`,
// whose problem stops the line (a card the file holds too often: OneDeck::see).
template <class Field, class Check>
Problem add_card_words(Field& field, std::string_view text, int number, ParseDeckCard parse,
                       Check&& check) {
    for (const std::string_view word : split_words(text)) {
        std::string error;
        // Parsing the word as shown keeps the message short; no card is changed by it.
        const auto card = parse(shown(word), error);
        if (!card) {
            return TextError{number, error};
        }
        if (Problem problem = check(*card)) {
            return problem;
        }
        field.cards.push_back(*card);
    }
    return std::nullopt;
}

} // namespace parlor::cards
