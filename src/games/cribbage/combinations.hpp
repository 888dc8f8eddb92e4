#pragma once
// How many ways to pick k of n cards (internal): counting the real hands behind a pattern of ranks.

namespace parlor::cribbage::detail {

constexpr double choose(int n, int k) {
    double result = 1;
    for (int i = 0; i < k; ++i) {
        result = result * (n - i) / (i + 1);
    }
    return result;
}

} // namespace parlor::cribbage::detail
