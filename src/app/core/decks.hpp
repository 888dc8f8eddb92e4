#pragma once
// The decks the cards can be drawn with (Settings' Deck row, `parlor --deck NAME`): each is an
// atlas file of its own in assets/, drawn by tools/atlas. Shared by the generator and the window,
// so the names and files are fixed in one place. No SDL here.

#include <string_view>

namespace parlor::app {

struct DeckChoice {
    std::string_view name;  // in the settings file and on the command line
    std::string_view label; // in the Settings row
    std::string_view file;  // in the assets folder
};

// The first is the default: the deck as it was before there was a choice.
inline constexpr DeckChoice decks[] = {
    {"four-colour", "Four-colour", "cards.qoi"},
    {"classic", "Classic", "cards-classic.qoi"},
    {"high-contrast", "High contrast", "cards-contrast.qoi"},
};
inline constexpr int deck_count = 3;
inline constexpr std::string_view default_deck = "four-colour";

// The deck called `name`, or null.
constexpr const DeckChoice* find_deck(std::string_view name) {
    for (const DeckChoice& d : decks) {
        if (d.name == name) {
            return &d;
        }
    }
    return nullptr;
}

// "four-colour, classic or high-contrast": the choices, for a message.
inline constexpr std::string_view deck_names = "four-colour, classic or high-contrast";

} // namespace parlor::app
