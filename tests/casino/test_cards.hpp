#pragma once
// Cards and tables written the save-file way in tests: cards("S7 CX"), table("[C3 S4] H5",
// {Seat::Computer}) — the owners of the builds in order.

#include "common/read_or_throw.hpp"
#include "parlor/games/casino/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::casino::test {

using parlor::test::read_or_throw;

inline Card card(const std::string& text) {
    std::string error;
    return read_or_throw(parse(text, error), error);
}

inline std::vector<Card> cards(const std::string& text) {
    std::string error;
    return read_or_throw(parse_cards(text, error), error);
}

inline Table table(const std::string& text, const std::vector<Seat>& owners = {}) {
    std::string error;
    const TableText parsed = read_or_throw(parse_table(text, error, 2), error); // copies: issue 43
    Table out;
    for (std::size_t i = 0; i < parsed.builds.size(); ++i) {
        out.builds.push_back(
            TableBuild{parsed.builds[i], i < owners.size() ? owners[i] : Seat::Human});
    }
    out.loose = parsed.loose;
    return out;
}

// A round in play: the hands, the table, `turn` to move, the deck.
inline GameState position(const std::string& human, const std::string& computer,
                          const Table& on_table, Seat turn = Seat::Human,
                          const std::string& deck = "") {
    GameState state;
    state.phase = Phase::Play;
    state.player(Seat::Human).hand = cards(human);
    state.player(Seat::Computer).hand = cards(computer);
    state.table = on_table;
    state.deck = cards(deck);
    state.turn = turn;
    state.first_player = turn;
    state.deal = 1;
    return state;
}

} // namespace parlor::casino::test
