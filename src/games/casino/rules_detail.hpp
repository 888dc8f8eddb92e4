#pragma once
// The rules' small questions, shared by the list of legal moves and the reasons a move is
// refused (internal to the Casino library).

#include "parlor/games/casino/captures.hpp"
#include "parlor/games/casino/rules.hpp"

#include <cstdint>
#include <vector>

namespace parlor::casino::detail {

// True when the hand holds a card worth `value` other than `played` (another copy of `played`,
// in a file that holds it twice, counts).
bool holds_another_worth(const std::vector<Card>& hand, Card played, int value);

// The owner's duty: a build of `seat` that stays on the table (not in `taken`) and whose last
// card of its value in the hand would be `played`; nullptr when there is none.
const TableBuild* abandoned_build(const std::vector<Card>& hand, const Table& table, Seat seat,
                                  Card played, BuildsTaken taken);

// True when some card lies in the hand and on the table twice over (a loaded file's second copy).
bool holds_copies(const std::vector<Card>& hand, const Table& table);

bool rank_lies_loose(const Table& table, int rank);

// The legal captures and builds of every card of the hand.
std::vector<Action> captures_and_builds(const std::vector<Card>& hand, const Table& table,
                                        Seat seat);
// The legal builds with one card.
std::vector<Build> builds_with(const std::vector<Card>& hand, const Table& table, Seat seat,
                               Card card);

// The trail rule: no build of one's own and no card matching a loose card's rank — or nothing
// else to do.
bool may_trail(const std::vector<Card>& hand, const Table& table, Seat seat);

} // namespace parlor::casino::detail
