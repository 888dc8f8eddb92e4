// The conformance suite (tests/common/conformance.hpp) for Pinochle.

#include "pinochle/conformance_adapter.hpp"

PARLOR_CONFORMANCE_TESTS(parlor::test::PinochleAdapter)
