#pragma once
// Tests write cards and tables the save-file way ("5H 5S JD"); a typo there must stop the test
// with the reader's own message rather than test something else.

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace parlor::test {

// The value read, or the test stops with the reader's message.
template <class T> T read_or_throw(std::optional<T> value, const std::string& error) {
    if (!value) {
        throw std::invalid_argument(error);
    }
    return std::move(*value);
}

} // namespace parlor::test
