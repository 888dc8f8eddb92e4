#pragma once
// What every game's save reader must do with any bytes (the body of each fuzz_<game>_save
// target): answer with a state or an error that names the file, never crash; a state it accepts
// must be at a decision, survive write -> read unchanged (warnings too) and be playable by the
// rules for a few random moves. The game's write_save, summary, legal_actions, apply and
// describe are found by argument-dependent lookup on its GameState and Action.

#include "parlor/cards/rng.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::fuzz {

struct SaveReaderTarget {
    const char* name;          // "fuzz_cribbage_save", the prefix of every failure
    const char* decision_rule; // what "at a decision" means for the game, for the failure
};

[[noreturn]] inline void fail(const SaveReaderTarget& target, const char* what,
                              const std::string& detail) {
    std::fprintf(stderr, "%s: %s\n%s\n", target.name, what, detail.c_str());
    std::abort();
}

// A few random moves from a loaded state: odd tables (a card missing or repeated, a short
// stock) must not trouble the rules either.
template <class GameState>
void play_a_little(const SaveReaderTarget& target, GameState state, std::uint64_t seed) {
    using Phase = decltype(state.phase);
    cards::Rng rng(seed);
    for (int step = 0; step < 40 && state.phase != Phase::GameOver; ++step) {
        const auto actions = legal_actions(state);
        if (actions.empty()) {
            fail(target, "a loaded state has no legal action", write_save(state));
        }
        const auto action = actions[rng.below(actions.size())];
        if (!apply(state, action, rng).ok) {
            fail(target, "a legal action was refused", describe(action));
        }
    }
}

// The warnings with their line numbers masked: the writer lays a file out its own way, so a
// warning tied to a line (Casino's card held twice, "fuzz.txt:19: ... (lines 5 and 19)") names
// other lines after a round trip; what it warns of must not change.
inline std::vector<std::string> without_lines(std::vector<std::string> warnings) {
    static const std::regex file_line(R"(^fuzz\.txt:[0-9]+:)");
    static const std::regex lines(R"(\b(lines?) [0-9]+( and [0-9]+)?)");
    // Where a card's two copies were ("on line 15", "(lines 19 and 49)"): a rewrite may put both
    // on one line, so only that the card is there twice is compared.
    static const std::regex copies(R"(twice( on line #| \(lines? #\)))");
    for (std::string& warning : warnings) {
        warning = std::regex_replace(
            std::regex_replace(std::regex_replace(warning, file_line, "fuzz.txt:#:"), lines,
                               "$1 #"),
            copies, "twice");
    }
    return warnings;
}

template <class ReadSave, class LooksLikeSave, class AtDecision>
int check_save_reader(const SaveReaderTarget& target, const std::uint8_t* data, std::size_t size,
                      ReadSave&& read_save, LooksLikeSave&& looks_like_save,
                      AtDecision&& at_decision) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto first = read_save(text, "fuzz.txt");
    if (first.state.has_value() == !first.error.empty()) {
        fail(target, "exactly one of state and error must be set", first.error);
    }
    if (!first.error.empty() && first.error.rfind("fuzz.txt:", 0) != 0) {
        fail(target, "the error does not name the file", first.error);
    }
    if (!first.state) {
        return 0;
    }
    if (!at_decision(*first.state) || !looks_like_save(text)) {
        fail(target, target.decision_rule, "");
    }
    const std::string written = write_save(*first.state);
    const auto second = read_save(written, "fuzz.txt");
    if (!second.state) {
        fail(target, "the writer's output does not load", second.error + "\n" + written);
    }
    if (write_save(*second.state) != written) {
        fail(target, "write -> read -> write changed the text", written);
    }
    if (without_lines(second.warnings) != without_lines(first.warnings)) {
        fail(target, "the warnings changed in the round trip", written);
    }
    (void)summary(*second.state);
    play_a_little(target, *second.state, size);
    return 0;
}

} // namespace parlor::fuzz
