// Any bytes given to the Cribbage save reader: it must answer with a state or an error, never
// crash; a state it accepts must survive write -> read unchanged and be playable by the rules.

#include "parlor/games/cribbage/save.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace parlor::cribbage;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "fuzz_cribbage_save: %s\n%s\n", what, detail.c_str());
    std::abort();
}

// Random moves from the loaded state to the end of the deal and into the next: a short stock
// or missing cards must not trouble the rules either.
void play_a_little(GameState state, std::uint64_t seed) {
    parlor::cards::Rng rng(seed);
    for (int step = 0; step < 40 && state.phase != Phase::GameOver; ++step) {
        const auto actions = legal_actions(state);
        if (actions.empty()) {
            fail("a loaded state has no legal action", write_save(state));
        }
        const Action action = actions[rng.below(actions.size())];
        if (!apply(state, action, rng).ok) {
            fail("a legal action was refused", describe(action));
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const LoadResult first = read_save(text, "fuzz.txt");
    if (first.state.has_value() == !first.error.empty()) {
        fail("exactly one of state and error must be set", first.error);
    }
    if (!first.error.empty() && first.error.rfind("fuzz.txt:", 0) != 0) {
        fail("the error does not name the file", first.error);
    }
    if (!first.state) {
        return 0;
    }
    const Phase phase = first.state->phase;
    if ((phase != Phase::LayAway && phase != Phase::Play) || !looks_like_save(text)) {
        fail("a loaded state must be at a decision, from a file that looks like a save", "");
    }
    const std::string written = write_save(*first.state);
    const LoadResult second = read_save(written, "fuzz.txt");
    if (!second.state) {
        fail("the writer's output does not load", second.error + "\n" + written);
    }
    if (write_save(*second.state) != written) {
        fail("write -> read -> write changed the text", written);
    }
    if (second.warnings != first.warnings) {
        fail("the warnings changed in the round trip", written);
    }
    (void)summary(*second.state);
    play_a_little(*second.state, size);
    return 0;
}
