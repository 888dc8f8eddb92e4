#pragma once
// Small drawing helpers every table uses: text styles, the panels on the side, the marks on a
// card (the glow of a card that may be clicked, the keyboard's focus ring, the gold ring of a
// card being counted), labels in a pill, and the cards in the air.

#include "app/core/gfx.hpp"
#include "app/core/theme.hpp"
#include "app/table/flight_deck.hpp"
#include "parlor/cards/card.hpp"
#include "parlor/cards/seat.hpp"

#include <string>
#include <string_view>

namespace parlor::app::table {

// Who a mark belongs to, on the log and the scores.
inline constexpr Color human_mark{130, 200, 255};
inline constexpr Color computer_mark = theme::gold;
inline constexpr Color lit_ink{255, 214, 90};
inline constexpr Color bar_fill{6, 36, 22, 230};

// The mark of a two-seat game's seat: the player's or the computer's.
constexpr Color seat_mark(cards::Seat seat) {
    return seat == cards::Seat::Human ? human_mark : computer_mark;
}

TextStyle text_style(float size, bool bold, Color color, Align align = Align::Left);

// A suit's ink as the deck's atlas prints it (tools/atlas suit_color), for suit symbols drawn on a
// table: `deck` is the settings' (app/core/decks.hpp).
Color suit_ink(cards::Suit suit, std::string_view deck = "four-colour");

// A side panel: the framework's panel without its soft shadow, which on a panel this tall is the
// costliest thing on the table for a software renderer and hardly shows on the felt.
void side_panel(Gfx& g, const Rect& r, float radius);

// Each mark differs in shape as well as colour (tests/app/deck_test.cpp looks at them in grey).
// A solid ring just outside a card with a faint halo: a place the player may click now.
void target_glow(Gfx& g, const Rect& card, float spread);
// The keyboard focus: the atlas's double line plus a heavy bright outline that reads at any size.
void focus_ring(Gfx& g, const Rect& card, float spread);
// A gold ring of dashes around a card that is being counted or shown now.
void lit_ring(Gfx& g, const Rect& card, float spread);

// A seat's bullet on the log and the scores: the player's (human_mark) a square, every other
// seat's a disc, so the two are told apart by shape as well as colour.
void seat_bullet(Gfx& g, Point center, float radius, Color mark);

// A small rounded label ("Go", "Dealer") with its top-left at (x, y); returns its box.
Rect pill(Gfx& g, const std::string& text, float x, float y, float font, Color fill, Color ink);

// The cards in the air, over the table's picture: each turns over half way when its face
// changes. A card still waiting for its turn to leave is not drawn (it is on its pile).
void paint_flights(Gfx& g, const FlightDeck& flights);

} // namespace parlor::app::table
