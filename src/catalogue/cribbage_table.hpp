#pragma once
// The catalogue's `check` and `advise` of a Cribbage table's save (cribbage_table.cpp); the
// Cribbage entry (cribbage.cpp) sends a file here when its "Seats:" line says it is a table's.

#include "parlor/catalogue/catalogue.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::catalogue {

bool is_table_save(std::string_view text);
CheckReport check_table_save(std::string_view text, std::string_view file);
std::optional<std::string> canonical_table_save(std::string_view text);
AdviceReport advise_table_save(std::string_view text, std::string_view file, std::uint64_t seed);

} // namespace parlor::catalogue
