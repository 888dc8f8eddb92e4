#pragma once
// One row of cards on a table as laid out for a frame: which cards lie in which zone, where, and
// whether their faces show. A hand, a pile, the cards of a trick, a build: every place cards lie
// is a CardRow, so hit-testing, drawing and the cards' flights between places are written once.

#include "app/core/geometry.hpp"
#include "parlor/cards/card.hpp"

#include <string>
#include <vector>

namespace parlor::app::table {

using cards::Card;

struct CardRow {
    int zone = 0;            // the game's number for the place
    std::vector<Card> cards; // bottom first (a fan: left first)
    std::vector<Rect> boxes; // one per card
    bool face_up = true;
    bool one_target = false; // a pile: the whole row is one target (index 0), under its top card
};

// How a card is drawn beyond its face, decided by the game for each card of its rows.
struct CardMarks {
    bool offered = false;  // may be clicked now: it rises under the pointer
    bool glow = false;     // a ring says "you may click this"
    bool selected = false; // picked by the player
    bool hint = false;     // what the expert suggests
    bool dim = false;      // may not be played now
    bool lit = false;      // what is being counted or shown now (a gold ring)
    bool drop = false;     // where a picked or dragged card would go
    std::string tab;       // a small label at the card's foot (the key that picks it)
};

// The rows of `zones` among `rows`, zone by zone: the order a deal fills them in.
inline std::vector<const CardRow*> rows_of_zones(const std::vector<CardRow>& rows,
                                                 const std::vector<int>& zones) {
    std::vector<const CardRow*> found;
    for (const int zone : zones) {
        for (const CardRow& r : rows) {
            if (r.zone == zone) {
                found.push_back(&r);
            }
        }
    }
    return found;
}

} // namespace parlor::app::table
