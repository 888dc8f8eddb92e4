#include "app/table/paint.hpp"

#include <algorithm>

namespace parlor::app::table {

Color suit_ink(cards::Suit suit, std::string_view deck) {
    if (deck == "classic") {
        // Black and red; the tridents blue (no two-colour deck has a fifth suit).
        switch (suit) {
        case cards::Suit::Spades:
        case cards::Suit::Clubs:
            return Color{0x17, 0x17, 0x1c};
        case cards::Suit::Tridents:
            return Color{0x1d, 0x4f, 0xa8};
        default:
            return Color{0xcc, 0x18, 0x30};
        }
    }
    if (deck == "high-contrast") {
        switch (suit) {
        case cards::Suit::Spades:
            return Color{0x00, 0x00, 0x00};
        case cards::Suit::Clubs:
            return Color{0x00, 0x6a, 0x12};
        case cards::Suit::Diamonds:
            return Color{0x00, 0x33, 0xcc};
        case cards::Suit::Hearts:
            return Color{0xd0, 0x00, 0x00};
        case cards::Suit::Tridents:
            return Color{0x70, 0x00, 0xb0};
        }
    }
    switch (suit) {
    case cards::Suit::Spades:
        return Color{0x17, 0x17, 0x1c};
    case cards::Suit::Clubs:
        return Color{0x16, 0x79, 0x3a};
    case cards::Suit::Diamonds:
        return Color{0x1d, 0x5c, 0xc8};
    case cards::Suit::Hearts:
        return Color{0xcc, 0x18, 0x30};
    case cards::Suit::Tridents:
        return Color{0x7a, 0x2e, 0xa6};
    }
    return Color{0x17, 0x17, 0x1c};
}

TextStyle text_style(float size, bool bold, Color color, Align align) {
    return TextStyle{size, bold, color, align};
}

void side_panel(Gfx& g, const Rect& r, float radius) {
    g.fill_rounded(r, radius, theme::panel);
    g.outline_rounded(r, radius, Color{110, 170, 130, 110});
}

// Every mark drawn here has a shape of its own as well as a colour, so that a player who does
// not see the hue (or sees the table in grey) still tells them apart (issue 45, Sight): the target
// glow is a solid line with a faint halo, the focus the atlas's double line inside the card and a
// heavy line outside it, the lit ring a line of dashes.

void target_glow(Gfx& g, const Rect& card, float spread) {
    const float radius = card.w * 0.07f;
    g.outline_rounded(card.inset(-spread), radius + spread, theme::good.with_alpha(230));
    g.outline_rounded(card.inset(-spread * 1.8f), radius + spread * 1.8f,
                      theme::good.with_alpha(90));
}

void focus_ring(Gfx& g, const Rect& card, float spread) {
    g.card_overlay(CardOverlay::Focus, card);
    g.outline_rounded(card.inset(-spread), card.w * 0.07f + spread, theme::focus);
    g.outline_rounded(card.inset(-spread - 1), card.w * 0.07f + spread + 1, theme::focus);
}

namespace {

// Dashes along [from, to], each `dash` long with gaps of `gap`, centred in the length; `put`
// draws one dash from a position along the line and its length.
template <typename Put> void dashes(float from, float to, float dash, float gap, Put put) {
    const float length = to - from;
    const int n = std::max(1, static_cast<int>((length + gap) / (dash + gap)));
    const float used = static_cast<float>(n) * dash + static_cast<float>(n - 1) * gap;
    float at = from + std::max(0.0f, length - used) / 2;
    for (int i = 0; i < n; ++i, at += dash + gap) {
        put(at, std::min(dash, to - at));
    }
}

} // namespace

void lit_ring(Gfx& g, const Rect& card, float spread) {
    // A line of dashes just outside the card, the corners left open: unlike the glow's solid
    // line, it reads as its own mark in grey.
    const Rect o = card.inset(-spread * 1.6f);
    const float thick = std::max(2.0f, spread * 1.1f);
    const float corner = card.w * 0.07f + spread;
    const float dash = std::max(3 * thick, card.w * 0.11f);
    const float gap = dash * 0.55f;
    dashes(o.x + corner, o.right() - corner, dash, gap, [&](float x, float len) {
        g.fill(Rect{x, o.y, len, thick}, lit_ink);
        g.fill(Rect{x, o.bottom() - thick, len, thick}, lit_ink);
    });
    dashes(o.y + corner, o.bottom() - corner, dash, gap, [&](float y, float len) {
        g.fill(Rect{o.x, y, thick, len}, lit_ink);
        g.fill(Rect{o.right() - thick, y, thick, len}, lit_ink);
    });
}

void seat_bullet(Gfx& g, Point center, float radius, Color mark) {
    if (mark == human_mark) {
        // The player's: a square, the others' a disc (told apart without their colours).
        const float side = radius * 1.7f;
        g.fill(Rect{center.x - side / 2, center.y - side / 2, side, side}, mark);
    } else {
        g.disc(center, radius, mark);
    }
}

Rect pill(Gfx& g, const std::string& text, float x, float y, float font, Color fill, Color ink) {
    const TextStyle s = text_style(font, true, ink);
    const TextSize size = g.measure(text, s);
    const float pad = font * 0.45f;
    const Rect r{x, y, size.w + 2 * pad, size.h + pad * 0.4f};
    g.fill_rounded(r, r.h / 2, fill);
    g.text(text, x + pad, y + pad * 0.2f, s);
    return r;
}

void paint_flights(Gfx& g, const FlightDeck& flights) {
    for (const Flight& flight : flights.flights()) {
        if (flight.waiting()) {
            continue;
        }
        const Rect r = flight.where();
        g.card_shadow(r);
        if (flight.face_up()) {
            g.card(flight.card, r);
        } else {
            g.card_back(r);
        }
    }
}

} // namespace parlor::app::table
