// The conformance suite (tests/common/conformance.hpp) for Five Crowns.

#include "fivecrowns/conformance_adapter.hpp"

PARLOR_CONFORMANCE_TESTS(parlor::test::FiveCrownsAdapter)
