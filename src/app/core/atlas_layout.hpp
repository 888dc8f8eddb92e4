#pragma once
// Where each sprite sits in assets/cards.qoi. Shared by the generator (tools/atlas) and the
// loader (Gfx), so the layout is fixed in one place. No SDL here.
//
// A grid of cells, each cell_w x cell_h with a transparent gutter around it (no bleeding when a
// card is scaled with linear filtering):
//   rows 0-4: suits spades, clubs, diamonds, hearts, tridents; columns 0-12: ranks A, 2, ..., K
//   row 5:    J1, J2, J3, back, then the card-shaped overlays (see CardOverlay), then the shadow
//   row 6:    action cards (Cruno's Skip, Reverse, Draw Two), four suits each: columns 0-11
//   row 7:    UI pieces: rounded panel fill, panel ring, soft shadow, disc, ring (9-slice sources)

#include <cstdint>

namespace parlor::app::atlas {

inline constexpr int card_w = 200;
inline constexpr int card_h = 280;
inline constexpr int gutter = 4;
inline constexpr int pitch_x = card_w + 2 * gutter;
inline constexpr int pitch_y = card_h + 2 * gutter;
inline constexpr int columns = 13;
inline constexpr int card_rows = 7;
inline constexpr int ui_row_h = 136; // row 7: UI pieces of 128 px plus gutter
inline constexpr int width = columns * pitch_x;
inline constexpr int height = card_rows * pitch_y + ui_row_h;
inline constexpr int corner_radius = 14; // of a card, in atlas pixels

struct Cell {
    int x = 0, y = 0, w = 0, h = 0;
};

constexpr Cell card_cell(int column, int row) {
    return Cell{column * pitch_x + gutter, row * pitch_y + gutter, card_w, card_h};
}

// A suited card: rank 1 (ace) .. 13 (king), suit index 0..4 (S C D H T).
constexpr Cell face(int rank, int suit) {
    return card_cell(rank - 1, suit);
}
// Jokers 1..3.
constexpr Cell joker(int number) {
    return card_cell(number - 1, 5);
}
constexpr Cell back() {
    return card_cell(3, 5);
}

// An action card: action 1..3 (skip, reverse, draw two), suit index 0..3 (S C D H). Games that
// have them show them as cards of rank 13 + action (see gfx.hpp's action_rank).
inline constexpr int action_count = 3;
constexpr Cell action(int which, int suit) {
    return card_cell((which - 1) * 4 + suit, 6);
}

// Card-shaped overlays drawn over a card.
enum class CardOverlay : std::uint8_t {
    Selected,   // thick gold border: the card the player picked
    Hint,       // glowing teal border: the expert's suggestion
    Focus,      // bright white ring: keyboard focus
    Dim,        // grey veil: not playable now
    DropTarget, // green glow: a place a dragged card may land
    Shadow,     // soft dark shadow, drawn under a card offset down-right
};
inline constexpr int overlay_count = 6;
constexpr Cell overlay(CardOverlay o) {
    return card_cell(4 + static_cast<int>(o), 5);
}

// UI pieces in row 7: 128 x 128 each; the 9-slice corner is `ui_corner` px.
inline constexpr int ui_size = 128;
inline constexpr int ui_corner = 32;
enum class UiPiece : std::uint8_t {
    PanelFill,  // white rounded square, radius ui_corner (tint it)
    PanelRing,  // white rounded outline, 4 px thick, radius ui_corner
    SoftShadow, // blurred black rounded square (shadow under panels)
    Disc,       // white anti-aliased circle
    Ring,       // white circle outline
    Crown,      // the Parlor crown emblem (white, tint it)
};
inline constexpr int ui_piece_count = 6;
constexpr Cell ui_piece(UiPiece p) {
    return Cell{static_cast<int>(p) * (ui_size + 2 * gutter) + gutter, card_rows * pitch_y + gutter,
                ui_size, ui_size};
}

} // namespace parlor::app::atlas
