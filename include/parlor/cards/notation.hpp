#pragma once
// Parsing the card notation of the save files, case-insensitively ("xs", "XS", "10S", "j1").

#include "parlor/cards/card.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cards {

// Parses one card: a rank (A, 2-9, X or 10, J, Q, K) then a suit letter (S C D H T),
// or J1-J3 for a joker. Returns nothing when the text is not a card at all. Which cards a game
// accepts (no aces in Five Crowns, no tridents in Cribbage) is the game's decision.
std::optional<Card> parse_card(std::string_view text);

// A suit letter (S C D H T, any case); nothing for anything else.
std::optional<Suit> parse_suit(char letter);

// Splits on spaces and tabs.
std::vector<std::string_view> split_words(std::string_view text);

// "XS KH J1"
std::string format_cards(const std::vector<Card>& cards);

// "10♠ K♥ Joker", for reasons and the terminal.
std::string pretty_cards(const std::vector<Card>& cards);

// A suited card as pretty() writes it and the table shows it, rank then suit symbol ("10♠",
// "K♥", "a♥": the rank in any case), so a player may type what the screen shows. Nothing for
// anything else (a joker, "Joker", names no one joker: it is typed J1-J3).
std::optional<Card> parse_pretty(std::string_view text);

// Cards separated by spaces or tabs, each read with a game's `parse(word, error)` (which knows
// the game's deck, and may have a card type of its own); nothing, with the error of the first
// word that is no card.
template <class Parse>
auto parse_card_words(std::string_view text, Parse&& parse, std::string& error)
    -> std::optional<std::vector<typename decltype(parse(text, error))::value_type>> {
    std::vector<typename decltype(parse(text, error))::value_type> out;
    for (const std::string_view word : split_words(text)) {
        const auto card = parse(word, error);
        if (!card) {
            return std::nullopt;
        }
        out.push_back(*card);
    }
    return out;
}

// The suit-first notation of some circulating save files (Casino's): a suit letter, then the
// rank, "S7", "CX" (or "C10"), "HA", case-insensitively. Nothing when the text is not a card
// written that way. Jokers have no suit-first form: they are written and read as usual ("J1").
std::optional<Card> parse_card_suit_first(std::string_view text);
std::string to_string_suit_first(Card card);                         // "CX"
std::string format_cards_suit_first(const std::vector<Card>& cards); // "S7 CX HA"

} // namespace parlor::cards
