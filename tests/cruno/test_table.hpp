#pragma once
// Cards and tables written the save-file way in tests: cards("7H SKC 8S"), and a table in play.

#include "common/events.hpp"
#include "common/read_or_throw.hpp"
#include "parlor/games/cruno/rules.hpp"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace parlor::cruno::test {

using parlor::test::events_of;

inline Card card(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse(text, error), error);
}

inline std::vector<Card> cards(const std::string& text) {
    std::string error;
    return parlor::test::read_or_throw(parse_cards(text, error), error);
}

// A game in play: the hands by seat, the discard pile and the stock (top first), seat 0 to
// play clockwise, the suit to follow the top card's. Seats are named Alice, Bob, ... and played
// by `plays` (rule by default). The cards need not make up a deck.
inline GameState table(const std::vector<std::string>& hands, const std::string& discard,
                       const std::string& stock, Rules rules = {},
                       const std::vector<std::string>& plays = {}) {
    static const std::array<std::string, 10> names = {"Alice", "Bob",   "Carol", "Dave", "Erin",
                                                      "Frank", "Grace", "Heidi", "Ivan", "Judy"};
    GameState state;
    state.rules = rules;
    state.decks = decks_for(static_cast<int>(hands.size()));
    for (std::size_t seat = 0; seat < hands.size(); ++seat) {
        state.players.push_back(Player{
            names[seat], seat < plays.size() ? plays[seat] : "rule", cards(hands[seat]), {}});
    }
    for (const Card c : cards(discard)) {
        state.discard.push_back(Discarded{c, false});
    }
    state.suit = state.discard.front().card.suit;
    state.stock = cards(stock);
    state.dealer = static_cast<int>(hands.size()) - 1;
    state.turn = 0;
    return state;
}

// How many of each face a list of cards holds.
inline std::array<int, face_count> face_counts(const std::vector<Card>& list) {
    std::array<int, face_count> counts{};
    for (const Card c : list) {
        ++counts[static_cast<std::size_t>(c.index())];
    }
    return counts;
}

// An action applied with a seeded deck (a draw that reshuffles takes its order from the seed).
inline Outcome act(GameState& state, const Action& action, std::uint64_t seed = 1) {
    Rng rng(seed);
    return apply(state, action, rng);
}

inline bool holds(const std::vector<Card>& hand, const std::string& text) {
    return std::find(hand.begin(), hand.end(), card(text)) != hand.end();
}

} // namespace parlor::cruno::test
