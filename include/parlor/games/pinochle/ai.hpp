#pragma once
// The computer player: strategies that decide from a SeatView (never the whole state) and say
// why. The help for the human is the expert run on the human's view.

#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/pinochle/advice_record.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::pinochle {

using Decision = cards::Decision<Action>;

// Asked whenever the seat of `view` is to act (view.turn == view.seat) in any phase but
// GameOver: a legal action and the reasons, in the first person ("Chasing with the 9 of trump:
// the cheapest card that wins the A♠."). The reasons name no card the opponent cannot see
// except the one played.
using Strategy = cards::Strategy<SeatView, Action>;

// "random", "greedy" or "expert"; nullptr for an unknown name. The seed feeds the strategy's
// own sampling, never the game's.
//   random: any legal move.
//   greedy: leads its highest-point card in no meld; chases with the cheapest card that wins,
//           else throws its lowest; always declares the best meld.
//   expert: while the stock lasts, plays each move out over guesses at the hidden cards that
//           fit all it has seen (determinized look-ahead); once the stock is gone, searches the
//           rest of the round with alpha-beta (exactly when the budget allows); declares melds
//           in the order that adds up to most.
std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed);
std::vector<std::string> strategy_names();

// The moves the rules allow the seat of `view` now (the same list as legal_actions when it is
// the seat's turn).
std::vector<Action> legal_actions(const SeatView& view);

// The order to declare the melds a hand can make now, one per won trick, that adds up to most
// (later melds count for less: each needs another trick won). The first is the one to declare
// now; empty when there is no legal meld.
std::vector<Meld> plan_melds(const Holding& hand, Suit trump);

// ---- help ----

// The expert's recommendation for the seat of `view`, addressed to the player ("Chase with the
// 9 of trump: the cheapest card that wins the A♠."). For a table: the card to play (or the
// meld's cards) to highlight, and the meld to declare.
struct Advice {
    Action action;
    std::vector<std::string> lines; // the recommendation first, then why
    std::vector<Card> highlight;
    std::optional<Meld> meld;
    std::string summary; // the recommendation in one line of at most 90 characters
    // The record the words are written from (docs/pinochle.md, "Advice record"); for the toss
    // and between rounds only its action.
    Record record;
    Situation situation;
};
Advice advise(const SeatView& view, std::uint64_t seed = 1);

// The record as data for `parlor-cli advise --json`: {"facts", "alternatives", "certainty"},
// the moves in the words `parlor-cli play pinochle` reads.
nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice);

} // namespace parlor::pinochle
