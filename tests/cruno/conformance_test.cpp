// The conformance suite (tests/common/conformance.hpp) for Cruno, at tables of 2 to 10 (one
// deck, or two above five players) with the rule options drawn at random.

#include "cruno/conformance_adapter.hpp"

PARLOR_CONFORMANCE_TESTS(parlor::test::CrunoAdapter)
