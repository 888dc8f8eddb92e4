#pragma once
// Where cards fly on the Five Crowns table (see app/table/card_flights.hpp for how).

#include "app/table/card_flights.hpp"

namespace parlor::app::fivecrowns_table {

using table::Box;
using table::deal_seconds;
using table::deal_stagger_seconds;
using table::discard_seconds;
using table::draw_seconds;
using table::united;

enum class Place { Stock, Discard, HumanHand, ComputerHand };

using Flight = table::Flight<Place>;
using CardFlights = table::CardFlights<Place>;

} // namespace parlor::app::fivecrowns_table
