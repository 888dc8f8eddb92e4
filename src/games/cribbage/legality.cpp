// Which actions the rules allow in a state, and why the others are refused.

#include "parlor/games/cribbage/rules.hpp"

#include "parlor/cards/deck.hpp"
#include "parlor/cards/why_refused.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cribbage {

namespace {

// What each phase waits for: why an action that belongs to another is refused in it.
constexpr cards::PhaseWords<Phase> waiting_for[] = {
    {Phase::CutForDeal, "First cut for the deal."},
    {Phase::LayAway, "Lay away two cards to the crib first."},
    {Phase::Play, "The play is on: lay a card on the pile."},
    {Phase::DealOver, "The hand has been counted; deal the next one."},
    {Phase::GameOver, "The game is over."},
};

std::string wrong_phase(Phase phase) {
    return cards::words_of(phase, waiting_for);
}

} // namespace

std::string why_illegal(const GameState& state, const Action& action) {
    const auto* claim = std::get_if<Claim>(&action);
    if (state.claim) {
        return claim != nullptr ? why_claim_refused(claim->points, state.claim->items)
                                : "First claim your points: how many did that make?";
    }
    if (claim != nullptr) {
        return "There are no points to claim now.";
    }
    return std::visit(
        [&state](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            const auto& hand = state.player(state.turn).hand;
            if constexpr (std::is_same_v<T, CutForDeal>) {
                return state.phase == Phase::CutForDeal ? std::string{} : wrong_phase(state.phase);
            } else if constexpr (std::is_same_v<T, LayAway>) {
                if (state.phase != Phase::LayAway) {
                    return wrong_phase(state.phase);
                }
                if (act.first == act.second) {
                    return "Lay away two different cards.";
                }
                for (const Card card : {act.first, act.second}) {
                    if (!cards::holds(hand, card)) {
                        return "The " + cards::pretty(card) + " is not in the hand.";
                    }
                }
                return {};
            } else if constexpr (std::is_same_v<T, Play>) {
                if (state.phase != Phase::Play) {
                    return wrong_phase(state.phase);
                }
                if (!cards::holds(hand, act.card)) {
                    return "The " + cards::pretty(act.card) + " is not in the hand.";
                }
                if (state.count() + pip_value(act.card) > max_count) {
                    return "The " + cards::pretty(act.card) +
                           " would take the count past 31 (it is " + std::to_string(state.count()) +
                           ").";
                }
                return {};
            } else if constexpr (std::is_same_v<T, Claim>) {
                return "There are no points to claim now."; // answered above
            } else {
                return state.phase == Phase::DealOver ? std::string{} : wrong_phase(state.phase);
            }
        },
        action);
}

std::vector<Action> legal_actions(const GameState& state) {
    if (state.claim) {
        // Any claim up to the true count stands; more is refused.
        std::vector<Action> claims;
        for (int points = 0; points <= state.claim->points; ++points) {
            claims.push_back(Claim{points});
        }
        return claims;
    }
    return legal_actions(state.phase, state.player(state.turn).hand, state.count());
}

std::vector<Action> legal_actions(Phase phase, const std::vector<Card>& hand, int count) {
    std::vector<Action> actions;
    switch (phase) {
    case Phase::CutForDeal:
        actions.push_back(CutForDeal{});
        break;
    case Phase::LayAway:
        for (std::size_t i = 0; i < hand.size(); ++i) {
            for (std::size_t j = i + 1; j < hand.size(); ++j) {
                actions.push_back(LayAway{hand[i], hand[j]});
            }
        }
        break;
    case Phase::Play:
        for (const Card card : hand) {
            if (count + pip_value(card) <= max_count) {
                actions.push_back(Play{card});
            }
        }
        break;
    case Phase::DealOver:
        actions.push_back(NextDeal{});
        break;
    case Phase::GameOver:
        break;
    }
    return actions;
}

} // namespace parlor::cribbage
