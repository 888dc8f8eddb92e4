#pragma once
// A move in the words a player types at the terminal (`parlor-cli play pinochle`) and
// `parlor-cli advise` prints, read and written side by side so the two cannot drift apart.
//   a card to play: its code ("QS") for an unmelded copy, with a star for the copy in the melds
//     ("QS*"; "QS**" for the second melded copy when both copies are melded);
//   a meld after a won trick: its number in the list of legal new melds (from 1), or "none";
//   the toss: "heads" or "tails"; after a round: "yes" (another round) or "no".

#include "parlor/games/pinochle/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::pinochle {

// The words of `action` in `state`: which copy a card is, and a meld's number, depend on the
// hand.
std::string move_text(const Action& action, const GameState& state);
// The same for the seat holding `hand` (what its view shows).
std::string hand_move_text(const Action& action, const Holding& hand, Suit trump);

// A card to play named by its code (any case, "10" for the ten), with stars for a melded copy.
// Without a star: an unmelded copy, or the (first) melded copy when none is unmelded. Nothing
// for words that name no card of the hand; `error` says why.
std::optional<Play> read_play_words(std::string_view words, const Holding& hand,
                                    std::string& error);

// A meld chosen from the list `melds` (legal_new_melds' order): its number from 1, or "0" or
// "none" for none. Nothing for other words.
std::optional<Action> read_meld_words(std::string_view words, const std::vector<Meld>& melds);

} // namespace parlor::pinochle
