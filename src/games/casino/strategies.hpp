#pragma once
// The strategies behind make_strategy and the words they share with the help (internal to the
// Casino library).

#include "parlor/games/casino/ai.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace parlor::casino::detail {

std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed);
// The capture worth the most points, then the most cards; else a build; else the lowest trail.
std::unique_ptr<Strategy> make_greedy_strategy();
// The determinized search of rank_moves. The default opponent and the strategy behind the help.
std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed);

// The moves that need no thought: the coin toss and the next round.
Decision routine_decision(const SeatView& view);

// Sentences from an advice record. The computer speaks of itself ("Capturing ... with my 10")
// and never names a card of its hand other than the one it plays; the help addresses the player
// ("Capture ... with your 10").
enum class Voice { Computer, Help };
// What the move does, from its facts and the table it is played on.
std::string move_sentence(const SeatView& view, const AdviceRecord& record, Voice voice);
// Why the search prefers it: its expected points and lead, or a close call and the tie rule.
// Empty when no search stood behind the choice.
std::string search_sentence(const SeatView& view, const AdviceRecord& record, Voice voice);

// The help for a ranking of the seat's moves (an empty one: wait for the opponent).
Advice advice_of(const SeatView& view, const Ranking& ranking);

// The move in one plain line of at most cards::first_line_limit characters (issue 42): its
// sentence, or when that is too long the cards taken counted rather than named.
std::string first_line(const SeatView& view, const AdviceRecord& record, Voice voice);
// The computer's reasons: the first line, the search's figures, then the move's whole sentence
// when the first line had to shorten it.
std::vector<std::string> computer_reasons(const SeatView& view, const AdviceRecord& record);
// The help's lines: the move, why, then up to two more alternatives with how far behind.
std::vector<std::string> help_lines(const SeatView& view, const AdviceRecord& record);
// The help in one plain line of at most cards::first_line_limit characters.
std::string help_summary(const AdviceRecord& record);

// What make_strategy offers, in this order.
inline constexpr auto strategies = cards::random_greedy_expert<Strategy, make_greedy_strategy>(
    make_random_strategy, make_expert_strategy);

} // namespace parlor::casino::detail
