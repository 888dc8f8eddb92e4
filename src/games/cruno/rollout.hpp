#pragma once
// The rules again, lean, for the expert's look-ahead (internal to the Cruno library): a table
// imagined from what a seat knows is played out to its end thousands of times a decision, so it
// keeps no events, names or notes, and its piles have their tops last. It follows the rules
// exactly; a test plays the same games through it and through `apply` and compares them.

#include "policies.hpp"

#include "parlor/games/cruno/rules.hpp"

#include <cstdint>
#include <vector>

namespace parlor::cruno::detail {

struct SimTable {
    std::vector<std::vector<Card>> hands;
    std::vector<SuitCounts> counts; // of each hand, kept up to date
    std::vector<Policy> policies;   // how each seat plays in the look-ahead
    std::vector<Card> stock;        // top LAST
    std::vector<Card> discard;      // real cards (a conversion as its own card), top LAST
    Card top;                       // the top card as it counts (a conversion: the 8 of its suit)
    Suit suit = Suit::Clubs;
    int turn = 0;
    int direction = 1;
    int pending = 0;
    Rules rules;
    bool over = false;
    std::uint16_t winners = 0; // a bit per seat once over

    int players() const { return static_cast<int>(hands.size()); }
};

// The same table as `state` (piles turned round), each seat playing by its personality.
SimTable sim_table(const GameState& state);

// Counts the suits of every hand again (after the hands were filled).
void count_suits(SimTable& table);

// The player to move makes `choice` (a legal one: the caller's responsibility). `rng` shuffles
// the discard pile when a draw finds the stock empty.
void sim_apply(SimTable& table, const Choice& choice, Rng& rng);

// Plays on by the seats' policies until the game is over or `max_actions` actions have been
// made. Returns false when stopped by the cap.
bool play_out(SimTable& table, Rng& rng, int max_actions);

} // namespace parlor::cruno::detail
