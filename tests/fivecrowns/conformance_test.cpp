// The conformance suite (tests/common/conformance.hpp) for Five Crowns, at every size of table
// the rules allow (2 to fc::max_seats), each round's scores counted again by an independent scorer.

#include "fivecrowns/conformance_adapter.hpp"

PARLOR_CONFORMANCE_TESTS(parlor::test::FiveCrownsAdapter)
PARLOR_CONFORMANCE_TESTS_AT(parlor::test::FiveCrownsTableAdapter<3>, " at 3 seats")
PARLOR_CONFORMANCE_TESTS_AT(parlor::test::FiveCrownsTableAdapter<4>, " at 4 seats")
PARLOR_CONFORMANCE_TESTS_AT(parlor::test::FiveCrownsTableAdapter<5>, " at 5 seats")
PARLOR_CONFORMANCE_TESTS_AT(parlor::test::FiveCrownsTableAdapter<6>, " at 6 seats")
PARLOR_CONFORMANCE_TESTS_AT(parlor::test::FiveCrownsTableAdapter<7>, " at 7 seats")
static_assert(parlor::fivecrowns::max_seats == 7, "a conformance run for every size of table");
