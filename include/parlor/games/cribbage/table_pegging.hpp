#pragma once
// The play (pegging) round a table of two to four seats (docs/cribbage.md, "Seats"): the seats lay
// in turn from the dealer's left; one who cannot lay says go and the others carry on while they
// can; when nobody can, the last to lay scores 1 and the count restarts with the seat after them;
// 31 scores 2 and restarts at once. The rules of a table and the expert's look-ahead both run the
// play through `lay_table_card`, so the play round a table is stated once.

#include "parlor/games/cribbage/pegging.hpp"

#include <vector>

namespace parlor::cribbage {

struct TablePegging {
    std::vector<std::vector<Card>> hands; // per seat: the cards not played yet
    std::vector<Card> pile;               // since the count restarted, oldest first
    int count = 0;
    int last = -1;        // the seat that laid the last card on the pile
    std::vector<bool> go; // per seat: has said go in this count
    int turn = 0;         // the seat to lay (it holds a card that fits)
    bool over = false;    // every card has been played

    int seats() const { return static_cast<int>(hands.size()); }
    bool can_lay(int seat) const;
};

// The play of `hands` (one per seat, the dealer's left first is `leader`) before any card is laid.
TablePegging start_table_pegging(std::vector<std::vector<Card>> hands, int leader);

// Lays `card` for the seat whose turn it is (the caller has checked it holds the card and that it
// fits) and carries the play on to the next choice, telling `listener` (seat numbers are the
// table's) what happens. A seat with no card left is passed over without a word; a seat holding
// cards of which none fits says go, once a count.
void lay_table_card(TablePegging& play, Card card, PlayListener& listener);

} // namespace parlor::cribbage
