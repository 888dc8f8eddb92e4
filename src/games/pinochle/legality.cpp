// Which actions the rules allow in a state, and why the others are refused.

#include "parlor/games/pinochle/rules.hpp"

#include "parlor/cards/why_refused.hpp"

#include <algorithm>
#include <bit>
#include <type_traits>

namespace parlor::pinochle {

namespace {

// What each phase waits for: why an action that belongs to another is refused in it.
constexpr cards::PhaseWords<Phase> waiting_for[] = {
    {Phase::CoinToss, "First call the coin toss for the first lead."},
    {Phase::Lead, "A trick is starting: lead a card."},
    {Phase::Follow, "A card has been led: play a card to the trick."},
    {Phase::Meld, "The trick is won: declare a meld or none."},
    {Phase::RoundOver, "The round is over: play another round or end the game."},
    {Phase::GameOver, "The game is over."},
};

std::string wrong_phase(Phase phase) {
    return cards::words_of(phase, waiting_for);
}

std::string why_not_play(const GameState& state, const Play& play) {
    if (state.phase != Phase::Lead && state.phase != Phase::Follow) {
        return wrong_phase(state.phase);
    }
    const Holding& hand = state.player(state.turn).hand;
    if (hand.find(play.card, play.from_meld)) {
        return {};
    }
    const std::string card = cards::pretty(play.card);
    if (hand.count(play.card) == 0) {
        return "The " + card + " is not in the hand.";
    }
    if (play.from_meld) {
        return "The " + card + " is not part of that meld.";
    }
    return "Every " + card + " in the hand is part of a meld: play it from the meld.";
}

} // namespace

std::string why_illegal(const GameState& state, const Action& action) {
    return std::visit(
        [&state](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CallToss>) {
                return state.phase == Phase::CoinToss ? std::string{} : wrong_phase(state.phase);
            } else if constexpr (std::is_same_v<T, Play>) {
                return why_not_play(state, act);
            } else if constexpr (std::is_same_v<T, Declare>) {
                if (state.phase != Phase::Meld) {
                    return wrong_phase(state.phase);
                }
                return why_not_meld(state.player(state.turn).hand, act.meld, state.trump);
            } else if constexpr (std::is_same_v<T, DeclineMeld>) {
                return state.phase == Phase::Meld ? std::string{} : wrong_phase(state.phase);
            } else {
                return state.phase == Phase::RoundOver ? std::string{} : wrong_phase(state.phase);
            }
        },
        action);
}

Play play_of(const Holding& hand, std::size_t position) {
    const HeldCard& held = hand.cards[position];
    if (!held.melded()) {
        return Play{held.card, std::nullopt};
    }
    return Play{held.card, static_cast<std::size_t>(std::countr_zero(held.melds))};
}

std::vector<Action> plays_of(const Holding& hand) {
    std::vector<Action> plays;
    std::vector<Card> unmelded_seen;
    for (std::size_t i = 0; i < hand.cards.size(); ++i) {
        const Card card = hand.cards[i].card;
        if (!hand.cards[i].melded()) {
            // Two unmelded copies are the same play.
            if (std::find(unmelded_seen.begin(), unmelded_seen.end(), card) !=
                unmelded_seen.end()) {
                continue;
            }
            unmelded_seen.push_back(card);
        }
        plays.push_back(play_of(hand, i));
    }
    return plays;
}

std::vector<Action> actions_for(Phase phase, const Holding& hand, Suit trump) {
    switch (phase) {
    case Phase::CoinToss:
        return {CallToss{true}, CallToss{false}};
    case Phase::Lead:
    case Phase::Follow:
        return plays_of(hand);
    case Phase::Meld: {
        // Reserved and filled in place: GCC 12 with the sanitizers warns (wrongly) of
        // uninitialized members when the list grows by moving its variants.
        const std::vector<Meld> melds = legal_new_melds(hand, trump);
        std::vector<Action> actions;
        actions.reserve(melds.size() + 1);
        for (const Meld& meld : melds) {
            std::get<Declare>(actions.emplace_back(std::in_place_type<Declare>)).meld = meld;
        }
        actions.emplace_back(std::in_place_type<DeclineMeld>);
        return actions;
    }
    case Phase::RoundOver:
        return {AnotherRound{}, EndGame{}};
    case Phase::GameOver:
        return {};
    }
    return {};
}

std::vector<Action> legal_actions(const GameState& state) {
    return actions_for(state.phase, state.player(state.turn).hand, state.trump);
}

} // namespace parlor::pinochle
