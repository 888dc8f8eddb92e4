// The conformance suite (tests/common/conformance.hpp) for Casino.

#include "casino/conformance_adapter.hpp"

PARLOR_CONFORMANCE_TESTS(parlor::test::CasinoAdapter)
