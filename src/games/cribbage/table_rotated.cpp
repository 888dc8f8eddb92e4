// The same deals, seats rotated (table.hpp, table_seats_rotated).

#include "parlor/games/cribbage/table.hpp"

namespace parlor::cribbage {

TableState table_seats_rotated(TableState dealt) {
    const std::vector<Card> deck = dealt_deck(dealt);
    const int seats = dealt.size();
    --dealt.deal_number; // the same deal, dealt again
    deal_table(dealt, (dealt.dealer + seats - 1) % seats, deck);
    return dealt;
}

} // namespace parlor::cribbage
