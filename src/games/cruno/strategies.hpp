#pragma once
// The strategies behind make_strategy and the sentences they share with the help (internal to
// the Cruno library).

#include "policies.hpp"

#include "parlor/games/cruno/ai.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace parlor::cruno::detail {

std::unique_ptr<Strategy> make_naive_strategy();
std::unique_ptr<Strategy> make_rule_strategy();
std::unique_ptr<Strategy> make_trickster_strategy();
std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed);

// The decision when the seat has no choice to make: the Draw Two's cards.
std::optional<Decision> forced_decision(const SeatView& view);

// Who speaks: the computer of its own move ("Playing the 8 ...: I hold ...") or the help to the
// player ("Play the 8♣ ...: you hold ...").
enum class Voice { Computer, Help };

// The sentence that says the move and its main reason, from the seat's view before the move:
// an 8's suit by the cards held of it and who drew on it, an action card by its victim, any
// other card by the suit it makes the one to follow.
std::string move_sentence(const SeatView& view, const Action& action, Voice voice);
// The move's sentence, then what a player reads on asking why (the trickster's confession of a
// converted card): the reasons of the players that weigh nothing ahead.
std::vector<std::string> move_reasons(const SeatView& view, const Action& action, Voice voice);

// The expert's reasons (Voice::Computer: at most three lines, naming no card of the hand but the
// one played) or the help's lines (Voice::Help), written from the record alone: the move and
// why in plain words, with no figure (issue 42); then the figures, each with its unit: an 8's
// share of the imagined games won by each suit, the look-ahead's against the next best, or the
// close call and its tie rule.
std::vector<std::string> record_lines(const SeatView& view, const AdviceRecord& record,
                                      Voice voice);
// The help in one plain line of at most cards::first_line_limit characters, no figure in it
// ("Play the 7♣: it matches the 7♦").
std::string record_summary(const SeatView& view, const AdviceRecord& record);

// "Alice", or "you" for the human's seat named "You".
std::string seat_name(const SeatView& view, int seat);
// "she", "he", "they", or "you".
std::string pronoun(const SeatView& view, int seat);
// "one", "two", ... "twelve", then digits.
std::string count_word(int n);

} // namespace parlor::cruno::detail
