// The table kit's conformance suite (table_conformance.hpp) for every game's table: one line each.

#include "table_conformance.hpp"

#include "app/casino/table.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/pinochle/table.hpp"
#include "casino/conformance_adapter.hpp"
#include "cribbage/conformance_adapter.hpp"
#include "cruno/conformance_adapter.hpp"
#include "fivecrowns/conformance_adapter.hpp"
#include "pinochle/conformance_adapter.hpp"

namespace table_conformance_test {

TEST_SUITE("fivecrowns"){
    PARLOR_TABLE_CONFORMANCE_TESTS(parlor::app::fivecrowns_table::TableScene,
                                   parlor::test::FiveCrownsAdapter)} TEST_SUITE("cribbage"){
    PARLOR_TABLE_CONFORMANCE_TESTS(parlor::app::cribbage_table::TableScene,
                                   parlor::test::CribbageAdapter)} TEST_SUITE("pinochle"){
    PARLOR_TABLE_CONFORMANCE_TESTS(parlor::app::pinochle_table::TableScene,
                                   parlor::test::PinochleAdapter)} TEST_SUITE("casino"){
    PARLOR_TABLE_CONFORMANCE_TESTS(parlor::app::casino_table::TableScene,
                                   parlor::test::CasinoAdapter)} TEST_SUITE("cruno") {
    PARLOR_TABLE_CONFORMANCE_TESTS(parlor::app::cruno_table::TableScene, parlor::test::CrunoAdapter)
}

} // namespace table_conformance_test
