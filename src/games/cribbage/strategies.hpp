#pragma once
// The strategies behind make_strategy and the words they share with the help (internal to the
// Cribbage library).

#include "parlor/games/cribbage/ai.hpp"

#include <cstdint>
#include <memory>

namespace parlor::cribbage::detail {

// A uniformly random legal move: a sanity baseline.
std::unique_ptr<Strategy> make_random_strategy(std::uint64_t seed);

// Keeps the four cards worth the most now (no starter, no crib) and pegs for the most points now.
std::unique_ptr<Strategy> make_greedy_strategy();

// Expected hand and crib for the lay-away, a look-ahead over the opponent's possible hands for
// the play. The default opponent and the strategy behind the help.
std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed);

// The actions the rules allow the seat of `view` now (the same list as legal_actions).
std::vector<Action> actions_for(const SeatView& view);

// The moves that need no thought.
Decision routine_decision(const SeatView& view);

// Sentences about a choice. `person` picks the voice: the computer's ("I kept ...") or the
// help's ("Keep ...").
enum class Voice { Computer, Help };
std::string keep_sentence(const KeepChoice& choice, bool my_crib, Voice voice);
std::string keep_alternative(const KeepChoice& choice, bool my_crib, Voice voice);
std::vector<std::string> play_sentences(const std::vector<PlayChoice>& ranked, const SeatView& view,
                                        Voice voice);
// Near the end of the game (win_chance set): why the first choice is the one for the game
// ("At 112 to 104, with my crib to come, I kept ... for the best chance to win, 63%").
std::string keep_to_win_sentence(const std::vector<KeepChoice>& ranked, const SeatView& view,
                                 Voice voice);
std::string play_to_win_sentence(const std::vector<PlayChoice>& ranked, const SeatView& view,
                                 Voice voice);

} // namespace parlor::cribbage::detail
