#include "app/core/window_size.hpp"

#include <charconv>

namespace parlor::app {

std::optional<std::pair<int, int>> parse_window_size(std::string_view text) {
    const std::size_t x = text.find_first_of("xX");
    if (x == std::string_view::npos) {
        return std::nullopt;
    }
    auto number = [](std::string_view digits) -> std::optional<int> {
        int value = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.size() < 2 || digits.size() > 5 || error != std::errc{} ||
            end != digits.data() + digits.size() || digits.front() == '-' ||
            digits.front() == '+' || value > max_window_side) {
            return std::nullopt;
        }
        return value;
    };
    const auto w = number(text.substr(0, x));
    const auto h = number(text.substr(x + 1));
    if (!w || !h) {
        return std::nullopt;
    }
    return std::pair{*w, *h};
}

} // namespace parlor::app
