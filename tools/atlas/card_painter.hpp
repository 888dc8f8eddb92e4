#pragma once
// Paints each kind of atlas cell onto a Canvas of the cell's size.

#include "atlas/canvas.hpp"

#include <SDL_ttf.h>

#include <string>

namespace parlor::atlas_gen {

struct Fonts {
    TTF_Font* index = nullptr;  // corner rank: DejaVu Sans Bold
    TTF_Font* letter = nullptr; // corner suit letter: DejaVu Sans Bold
    TTF_Font* face = nullptr;   // J/Q/K on the face cards: DejaVu Serif Bold
    TTF_Font* label = nullptr;  // "JOKER"
};

// Suit colours, chosen to differ in hue and lightness (colour-blind friendly together with the
// pip shape and the letter in the corner).
Rgba suit_color(int suit);

void paint_face(Canvas& c, const Fonts& fonts, int rank, int suit);
// An action card: 1 skip (a barred circle), 2 reverse (two arrows), 3 draw two ("+2"), in the
// suit's colour with the suit in the corners.
void paint_action(Canvas& c, const Fonts& fonts, int which, int suit);
void paint_joker(Canvas& c, const Fonts& fonts, int number);
void paint_back(Canvas& c);
void paint_overlay(Canvas& c, int which);  // atlas::CardOverlay order
void paint_ui_piece(Canvas& c, int which); // atlas::UiPiece order

} // namespace parlor::atlas_gen
