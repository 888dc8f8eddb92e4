// Which actions the rules allow in a state, and why the others are refused.

#include "parlor/games/fivecrowns/rules.hpp"

#include "parlor/cards/why_refused.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::fivecrowns {

namespace {

// What each phase but Draw and Discard waits for: nothing of those two can happen in it.
constexpr cards::PhaseWords<Phase> waiting_for[] = {
    {Phase::CoinToss, "The coin toss must be called before the first turn."},
    {Phase::RoundOver, "The round is over; start the next round."},
    {Phase::GameOver, "The game is over."},
};

// Why nothing of the Draw or Discard phase can happen in `phase`; empty in those two.
std::string not_during_play(Phase phase) {
    return cards::words_of(phase, waiting_for);
}

// The stock can be drawn from directly, or rebuilt from the discard pile under its top card.
bool stock_can_supply(const GameState& state) {
    return !state.stock.empty() || state.discard.size() > 1;
}

std::string why_draw_illegal(const GameState& state) {
    if (state.phase == Phase::Discard) {
        return "You have already drawn a card this turn; discard one now.";
    }
    if (state.phase != Phase::Draw) {
        return not_during_play(state.phase);
    }
    return {};
}

} // namespace

std::string why_illegal(const GameState& state, const Action& action) {
    return std::visit(
        [&state](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CallToss>) {
                if (state.phase != Phase::CoinToss) {
                    return "The coin toss is only called before the first turn of the game.";
                }
                return {};
            } else if constexpr (std::is_same_v<T, DrawStock>) {
                if (auto reason = why_draw_illegal(state); !reason.empty()) {
                    return reason;
                }
                if (!stock_can_supply(state)) {
                    return "The draw pile is empty and the discard pile has no cards under its "
                           "top card to make a new one.";
                }
                return {};
            } else if constexpr (std::is_same_v<T, TakeDiscard>) {
                if (auto reason = why_draw_illegal(state); !reason.empty()) {
                    return reason;
                }
                if (state.discard.empty()) {
                    return "The discard pile is empty.";
                }
                return {};
            } else if constexpr (std::is_same_v<T, Discard>) {
                if (state.phase == Phase::Draw) {
                    return "Draw a card first, from the draw pile or the discard pile.";
                }
                if (state.phase != Phase::Discard) {
                    return not_during_play(state.phase);
                }
                const auto& hand = state.player(state.turn).hand;
                if (std::find(hand.begin(), hand.end(), act.card) == hand.end()) {
                    return "The " + cards::pretty(act.card) + " is not in the hand.";
                }
                return {};
            } else {
                if (state.phase == Phase::GameOver) {
                    return "The game is over; there is no next round.";
                }
                if (state.phase != Phase::RoundOver) {
                    return "The round is still being played.";
                }
                return {};
            }
        },
        action);
}

std::vector<Action> legal_actions(const GameState& state) {
    std::vector<Action> actions;
    switch (state.phase) {
    case Phase::CoinToss:
        actions.push_back(CallToss{true});
        actions.push_back(CallToss{false});
        break;
    case Phase::Draw:
        if (stock_can_supply(state)) {
            actions.push_back(DrawStock{});
        }
        if (!state.discard.empty()) {
            actions.push_back(TakeDiscard{});
        }
        break;
    case Phase::Discard: {
        // One action per distinct card, in the order of the hand: the two copies of a card
        // are the same move.
        std::vector<Card> seen;
        for (const Card card : state.player(state.turn).hand) {
            if (std::find(seen.begin(), seen.end(), card) == seen.end()) {
                seen.push_back(card);
                actions.push_back(Discard{card});
            }
        }
        break;
    }
    case Phase::RoundOver:
        actions.push_back(NextRound{});
        break;
    case Phase::GameOver:
        break;
    }
    return actions;
}

} // namespace parlor::fivecrowns
