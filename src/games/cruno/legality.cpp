// Which actions the rules allow, why the others are refused, and how an action reads.

#include "parlor/games/cruno/rules.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/deck.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cruno {

namespace {

bool any_playable(const std::vector<Card>& hand, Card top, Suit suit) {
    return std::any_of(hand.begin(), hand.end(),
                       [&](Card card) { return playable(card, top, suit); });
}

// What legal_actions lists, from what the player to act can see.
std::vector<Action> actions_for(const std::vector<Card>& hand, Card top, Suit suit, int pending,
                                bool trickster) {
    std::vector<Action> actions;
    if (pending == 0) {
        std::vector<Card> seen;
        const bool stuck = !any_playable(hand, top, suit);
        for (const Card card : hand) {
            if (cards::holds(seen, card)) {
                continue;
            }
            seen.push_back(card);
            if (card.is_eight()) {
                for (const Suit named : suits) {
                    actions.push_back(Play{card, named});
                }
            } else if (playable(card, top, suit)) {
                actions.push_back(Play{card, std::nullopt});
            } else if (trickster && stuck) {
                for (const Suit named : suits) {
                    actions.push_back(Convert{card, named});
                }
            }
        }
    }
    actions.push_back(Draw{});
    return actions;
}

} // namespace

std::vector<Action> legal_actions(const GameState& state) {
    if (state.phase == Phase::GameOver) {
        return {};
    }
    const Player& player = state.player(state.turn);
    return actions_for(player.hand, state.top().shown(), state.suit, state.pending_draw,
                       player.is_trickster());
}

std::vector<Action> legal_actions(const SeatView& view) {
    if (view.phase == Phase::GameOver || view.turn != view.seat) {
        return {};
    }
    return actions_for(view.hand, view.top(), view.suit, view.pending_draw, view.is_trickster());
}

std::string why_illegal(const GameState& state, const Action& action) {
    if (state.phase == Phase::GameOver) {
        return "The game is over.";
    }
    const Player& player = state.player(state.turn);
    const Card top = state.top().shown();
    const bool draw = std::holds_alternative<Draw>(action);
    if (state.pending_draw > 0 && !draw) {
        return "A Draw Two was played on " + player.name + ": draw its two cards first.";
    }
    return std::visit(
        [&](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Draw>) {
                return {};
            } else if constexpr (std::is_same_v<T, Play>) {
                if (!valid(act.card)) {
                    return "That is not a Cruno card.";
                }
                if (!cards::holds(player.hand, act.card)) {
                    return "The " + pretty(act.card) + " is not in " + player.name + "'s hand.";
                }
                if (act.card.is_eight() && !act.suit) {
                    return "Name the suit to follow with the " + pretty(act.card) + ".";
                }
                if (!act.card.is_eight() && act.suit) {
                    return "Only an 8 names a suit.";
                }
                if (act.suit && static_cast<int>(*act.suit) > 3) {
                    return "Name clubs, diamonds, hearts or spades.";
                }
                if (!playable(act.card, top, state.suit)) {
                    return "The " + pretty(act.card) + " does not match the " + pretty(top) +
                           (top.is_eight() ? " (" + cards::suit_name(state.suit) + " to follow)"
                                           : std::string()) +
                           ": play a card of its suit, its " +
                           (top.is_action() ? "action" : "rank") + ", or an 8.";
                }
                return {};
            } else {
                if (!player.is_trickster()) {
                    return "Only the trickster turns cards into 8s.";
                }
                if (!valid(act.card)) {
                    return "That is not a Cruno card.";
                }
                if (!cards::holds(player.hand, act.card)) {
                    return "The " + pretty(act.card) + " is not in " + player.name + "'s hand.";
                }
                if (static_cast<int>(act.suit) > 3) {
                    return "Name clubs, diamonds, hearts or spades.";
                }
                if (any_playable(player.hand, top, state.suit)) {
                    return "The trickster converts a card only when it has nothing to play.";
                }
                return {};
            }
        },
        action);
}

std::string describe(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Draw>) {
                return "draw a card";
            } else if constexpr (std::is_same_v<T, Play>) {
                std::string text = "play " + long_name(act.card);
                if (act.suit) {
                    text += " and name " + cards::suit_name(*act.suit);
                }
                return text;
            } else {
                return "turn " + long_name(act.card) + " into an 8 and name " +
                       cards::suit_name(act.suit);
            }
        },
        action);
}

} // namespace parlor::cruno
