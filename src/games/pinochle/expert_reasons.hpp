#pragma once
// The sentences of the expert and of the help (internal to the Pinochle library): what the
// chosen play or meld does, in words a player understands, then what the look-ahead found.

#include "strategies.hpp"

#include <string>
#include <vector>

namespace parlor::pinochle::detail {

// "the 9 of trump", "the A♠".
std::string card_phrase(Card card, Suit trump);

// Why the best play of the weighing: what it does at this trick, then the look-ahead.
std::vector<std::string> play_reasons(const SeatView& view, const Weighing& weighing, Voice voice);

// Why the first meld of the plan (plan_melds).
std::vector<std::string> meld_reasons(const SeatView& view, const std::vector<Meld>& plan,
                                      Voice voice);

// Why the meld the endgame search picked.
std::vector<std::string> searched_meld_reasons(const SeatView& view, const Meld& meld,
                                               const Weighing& weighing, Voice voice);

} // namespace parlor::pinochle::detail
