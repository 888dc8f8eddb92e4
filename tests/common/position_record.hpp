#pragma once
// A game resumed from a save and played on, recorded from its position as the terminal and the
// window record it (docs/records.md, "A game begun from a position"); and its record with the
// start line's position changed, for the reader's refusals. The game's draw_chance, apply and
// its writer's action are found by argument-dependent lookup.

#include "common/record_text.hpp"
#include "parlor/cards/rng.hpp"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace parlor::test {

template <class State> struct PlayedOn {
    std::string text; // the record
    State state;      // where the game stopped
};

// `state` (as loaded) played on by `decide(state)` to the game's end, or `most` moves, each
// move's chance drawn from a generator seeded `seed` and applied through the rules; the record
// written by a `Writer` begun with `start(writer, state)`, a line a move.
template <class Writer, class State, class Start, class Decide>
PlayedOn<State> play_on_recorded(State state, Start&& start, Decide&& decide, std::uint64_t seed,
                                 int most = 5000) {
    using Phase = decltype(state.phase);
    PlayedOn<State> played;
    std::string text;
    Writer writer([&text](const std::string& line) { text += line + "\n"; }, 1);
    start(writer, state);
    cards::Rng rng(seed);
    for (int move = 0; move < most && state.phase != Phase::GameOver; ++move) {
        const auto seat = state.turn;
        const auto action = decide(state);
        const auto chance = draw_chance(state, action, rng);
        REQUIRE(apply(state, action, chance));
        writer.action(seat, action, chance, state);
    }
    played.text = std::move(text);
    played.state = std::move(state);
    return played;
}

// The record with `from`, the first time its start line's "position" holds it, replaced by `to`
// (the test stops when the position does not hold it).
inline std::string with_position_changed(const std::string& record, const std::string& from,
                                         const std::string& to) {
    nlohmann::ordered_json start = line_json(record, 1);
    std::string position = start.at("position").get<std::string>();
    const auto at = position.find(from);
    REQUIRE_MESSAGE(at != std::string::npos, from);
    position.replace(at, from.size(), to);
    start["position"] = position;
    return with_line(record, 1, start.dump());
}

// The record with `key` set to `value` on its start line.
inline std::string with_start_field(const std::string& record, const std::string& key,
                                    const nlohmann::ordered_json& value) {
    nlohmann::ordered_json start = line_json(record, 1);
    start[key] = value;
    return with_line(record, 1, start.dump());
}

} // namespace parlor::test
