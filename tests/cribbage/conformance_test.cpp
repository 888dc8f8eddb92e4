// The conformance suite (tests/common/conformance.hpp) for Cribbage, in games to 121 and to 61.

#include "cribbage/conformance_adapter.hpp"

PARLOR_CONFORMANCE_TESTS(parlor::test::CribbageAdapter)
