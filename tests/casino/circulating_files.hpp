#pragma once
// The saved games that circulate with the original program (tests/data/casino/oplcasino), read
// and loaded in tests, and every card of a round wherever it lies (a move never adds or loses
// one; copies of a doubled card side by side).

#include "parlor/games/casino/save.hpp"
#include "test_data_dir.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace parlor::casino::test {

inline std::string read_circulating(const std::string& name) {
    std::ifstream in(std::string(PARLOR_TEST_DATA) + "/casino/oplcasino/" + name, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), name);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

inline GameState load_circulating(const std::string& name) {
    const LoadResult loaded = read_save(read_circulating(name), name);
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    return *loaded.state;
}

// Every card of the round, wherever it lies, sorted.
inline std::vector<Card> every_card(const GameState& state) {
    std::vector<Card> out = state.table.cards();
    for (const Player& player : state.players) {
        out.insert(out.end(), player.hand.begin(), player.hand.end());
        out.insert(out.end(), player.pile.begin(), player.pile.end());
    }
    out.insert(out.end(), state.deck.begin(), state.deck.end());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace parlor::casino::test
