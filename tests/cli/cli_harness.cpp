#include "cli_harness.hpp"
#include "test_data_dir.hpp"

namespace parlor::cli::test {

std::string data_file(const std::string& name) {
    return std::string(PARLOR_TEST_DATA) + "/" + name;
}

} // namespace parlor::cli::test
