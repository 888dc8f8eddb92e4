#pragma once
// The bar across the top of a table: the game's title and where the game stands on the left,
// a banner in the middle for the one fact of the round a player must not miss (Five Crowns'
// wild card), and the scores on the right, each by its player's colour.

#include "app/core/gfx.hpp"
#include "app/table/table_frame.hpp"

#include <string>
#include <vector>

namespace parlor::app::table {

struct ScoreShown {
    std::string name;
    std::string value;
    Color mark;
};

struct TopBar {
    std::string title;  // "Cribbage", "Round 3 of 11"
    std::string detail; // "Deal 2 · Computer's crib"
    std::string banner; // empty: none
    bool crown = false; // a crown before the banner's words
    std::vector<ScoreShown> scores;
};

void paint_top_bar(Gfx& g, const TableFrame& f, const TopBar& bar);

} // namespace parlor::app::table
