#pragma once
// Paints each kind of atlas cell onto a Canvas of the cell's size.

#include "atlas/canvas.hpp"

#include <SDL_ttf.h>

#include <string>

namespace parlor::atlas_gen {

// The decks the atlas is drawn for, each into its own file (src/app/core/decks.hpp names them):
// the four-colour deck (spades black, clubs green, diamonds blue, hearts red, tridents purple),
// the classic two-colour deck (spades and clubs black, diamonds and hearts red; the tridents,
// which no two-colour deck has, blue) and the high-contrast deck (pure white paper with a thick
// black edge, large corner indices, strong suit colours). In every deck a suit is told by its
// pip's shape and its letter as well as its colour.
enum class Deck { FourColour, Classic, HighContrast };

struct Fonts {
    TTF_Font* index = nullptr;  // corner rank: DejaVu Sans Bold
    TTF_Font* letter = nullptr; // corner suit letter: DejaVu Sans Bold
    TTF_Font* face = nullptr;   // J/Q/K on the face cards: DejaVu Serif Bold
    TTF_Font* label = nullptr;  // "JOKER"
};

// Suit colours, chosen to differ in hue and lightness (colour-blind friendly together with the
// pip shape and the letter in the corner).
Rgba suit_color(int suit, Deck deck = Deck::FourColour);

// The corner fonts' sizes for a deck: the high-contrast deck's indices are larger.
int index_font_size(Deck deck);
int letter_font_size(Deck deck);

void paint_face(Canvas& c, const Fonts& fonts, int rank, int suit, Deck deck = Deck::FourColour);
// An action card: 1 skip (a barred circle), 2 reverse (two arrows), 3 draw two ("+2"), in the
// suit's colour with the suit in the corners.
void paint_action(Canvas& c, const Fonts& fonts, int which, int suit, Deck deck = Deck::FourColour);
void paint_joker(Canvas& c, const Fonts& fonts, int number, Deck deck = Deck::FourColour);
void paint_back(Canvas& c, Deck deck = Deck::FourColour);
// atlas::CardOverlay order. In every deck the marks differ in shape, not only in colour: the
// selected card has solid corners, the hint a dashed ring, the focus a double line, a drop
// target a ring of squares, a card not playable now a hatched veil.
void paint_overlay(Canvas& c, int which, Deck deck = Deck::FourColour);
void paint_ui_piece(Canvas& c, int which); // atlas::UiPiece order

} // namespace parlor::atlas_gen
