#pragma once
// How many times over the suite walks its samples of self-play: 1 in the suite (sized for CI),
// more on demand, so the same checks can be run over ten times the positions before a release:
//   PARLOR_SAMPLE_SCALE=10 build/tests/parlor_tests_cruno -sf='*advice_truth*'
// Anything but a whole number from 1 to 1000 counts as 1.

#include <cstdlib>
#include <string>

namespace parlor::test {

inline int sample_scale() {
    const char* text = std::getenv("PARLOR_SAMPLE_SCALE");
    if (text == nullptr) {
        return 1;
    }
    char* end = nullptr;
    const long scale = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || scale < 1 || scale > 1000) {
        return 1;
    }
    return static_cast<int>(scale);
}

} // namespace parlor::test
