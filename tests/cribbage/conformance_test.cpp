// The conformance suite (tests/common/conformance.hpp) for Cribbage, in games to 121 and to 61.

#include "cribbage/conformance_adapter.hpp"

PARLOR_CONFORMANCE_TESTS(parlor::test::CribbageAdapter)
PARLOR_CONFORMANCE_TESTS_AT(parlor::test::CribbageTableAdapter<3>, " at 3 seats")
PARLOR_CONFORMANCE_TESTS_AT(parlor::test::CribbageTableAdapter<4>, " at 4 seats (partners)")
