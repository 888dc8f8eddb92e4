#include "cli/seed_option.hpp"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cstdint>
#include <string>

namespace parlor::cli {

namespace {

// Empty when `text` is a seed; else CLI11's complaint.
std::string seed_error(const std::string& text) {
    std::uint64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    const bool digits_only =
        !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
    if (digits_only && error == std::errc{} && stop == end) {
        return {};
    }
    return text + " is not a seed (expected a whole number from 0 to " +
           std::to_string(UINT64_MAX) + ")";
}

} // namespace

void check_seed_options(CLI::App& app) {
    if (CLI::Option* seed = app.get_option_no_throw("--seed")) {
        seed->check(CLI::Validator(seed_error, "SEED"));
    }
    for (CLI::App* command : app.get_subcommands([](CLI::App*) { return true; })) {
        check_seed_options(*command);
    }
}

} // namespace parlor::cli
