#pragma once
// Small drawing helpers every table uses: boxes to rects, text styles, the panels on the side,
// the glow of a card that may be clicked and the keyboard's focus ring.

#include "app/core/gfx.hpp"
#include "app/core/theme.hpp"
#include "app/table/box.hpp"
#include "app/table/card_flights.hpp"

namespace parlor::app::table {

// The sizes a table's panels are drawn at: text heights in pixels and window pixels per design
// pixel, for spacing.
struct PanelMetrics {
    int font_small = 11;
    int font_heading = 17;
    double unit = 1.0;
    int px(double design_pixels) const;
};

// Who a mark belongs to, on the log and the scores.
inline constexpr Color human_mark{130, 200, 255};
inline constexpr Color computer_mark = theme::gold;

Rect to_rect(const Box& b);
TextStyle text_style(int size, bool bold, Color color, Align align = Align::Left);

// A side panel: the framework's panel without its soft shadow, which on a panel this tall is the
// costliest thing on the table for a software renderer and hardly shows on the felt.
void side_panel(Gfx& g, const Rect& r, float radius);

// A ring just outside a card: a place the player may click now.
void target_glow(Gfx& g, const Rect& card, int spread);

// The keyboard focus: the atlas ring plus a bright outline that reads at any size.
void focus_ring(Gfx& g, const Rect& card, int spread);

// The cards in the air, over the table's picture: each turns over half way when its face
// changes. A card still waiting for its turn to leave is not drawn (it is on its pile).
template <class Place> void draw_flights(Gfx& g, const CardFlights<Place>& flights) {
    for (const auto& flight : flights.flights()) {
        if (flight.elapsed < flight.delay) {
            continue;
        }
        const Rect r = to_rect(flight.where());
        g.card_shadow(r);
        if (flight.face_up()) {
            g.card(flight.card, r);
        } else {
            g.card_back(r);
        }
    }
}

} // namespace parlor::app::table
