#include "icon/drawing.hpp"

#include "app/core/theme.hpp"
#include "atlas/card_painter.hpp"
#include "icon/pips.hpp"

#include <algorithm>

namespace parlor::icon_gen {

namespace {

Rgba from_theme(app::Color c) {
    return Rgba{c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, c.a / 255.0f};
}

// The card's paper and edge are the atlas's; the suits' colours are the deck's.
const Rgba paper = atlas_gen::rgb(0xfbf9f2);
const Rgba edge = atlas_gen::rgb(0x4a463c);
const Rgba shadow = atlas_gen::rgb(0x000000, 0.32f);

constexpr float card_w = 96, card_h = 134, card_r = 11;
constexpr float card_x = (frame - card_w) / 2, card_y = 40;
// The fan turns about a point below the cards, like a hand held at the bottom.
constexpr float pivot_x = frame / 2, pivot_y = 236;

void add_card(std::vector<Shape>& shapes, float pixel, float degrees, Pip pip, int suit,
              bool big_pip) {
    const Turn turn{degrees, pivot_x, pivot_y};
    const float e = std::max(4.0f, 1.25f * pixel); // the edge: at least a pixel and a quarter
    shapes.push_back(
        Shape{RoundedRect{card_x + 3, card_y + 5, card_w, card_h, card_r}, shadow, turn});
    shapes.push_back(Shape{RoundedRect{card_x, card_y, card_w, card_h, card_r}, edge, turn});
    shapes.push_back(Shape{RoundedRect{card_x + e, card_y + e, card_w - 2 * e, card_h - 2 * e,
                                       std::max(1.0f, card_r - e)},
                           paper, turn});
    const Rgba ink = atlas_gen::suit_color(suit);
    // In a fan only a card's left side shows: its pip sits there, high up.
    for (Shape& s : pip_shapes(pip, card_x + 27, card_y + 30, 17, ink, turn)) {
        shapes.push_back(std::move(s));
    }
    if (big_pip) {
        for (Shape& s :
             pip_shapes(pip, card_x + card_w / 2 + 6, card_y + card_h / 2 + 12, 30, ink, turn)) {
            shapes.push_back(std::move(s));
        }
    }
}

} // namespace

std::vector<Shape> icon_shapes(float pixel) {
    std::vector<Shape> shapes;
    // The table: a felt disc with a darker rim.
    shapes.push_back(
        Shape{Circle{frame / 2, frame / 2, 122}, from_theme(app::theme::felt_dark), {}});
    shapes.push_back(Shape{Circle{frame / 2, frame / 2, 112}, from_theme(app::theme::felt), {}});
    add_card(shapes, pixel, -24, Pip::spade, 0, false);
    add_card(shapes, pixel, 0, Pip::diamond, 2, false);
    add_card(shapes, pixel, 24, Pip::heart, 3, true);
    return shapes;
}

} // namespace parlor::icon_gen
