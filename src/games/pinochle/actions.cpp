// Naming actions, and the small questions about a game: who wins a trick, points, the scores.

#include "parlor/games/pinochle/rules.hpp"

#include "parlor/cards/ahead.hpp"
#include "parlor/cards/overloaded.hpp"

#include <algorithm>
#include <variant>

namespace parlor::pinochle {

std::string describe(const Action& action) {
    return std::visit(
        cards::Overloaded{[](const CallToss& act) -> std::string {
                              return act.heads ? "call heads" : "call tails";
                          },
                          [](const Play& act) {
                              return "play the " + cards::pretty(act.card) +
                                     (act.from_meld ? " from a meld" : "");
                          },
                          [](const Declare& act) { return "declare " + describe(act.meld); },
                          [](DeclineMeld) -> std::string { return "declare no meld"; },
                          [](AnotherRound) -> std::string { return "play another round"; },
                          [](EndGame) -> std::string { return "end the game"; }},
        action);
}

bool chase_wins(Card lead, Card chase, Suit trump) {
    if (chase.suit == lead.suit) {
        return trick_rank(chase) > trick_rank(lead);
    }
    return chase.suit == trump;
}

int capture_points(const std::vector<Card>& cards) {
    int points = 0;
    for (const Card card : cards) {
        points += card_points(card);
    }
    return points;
}

int GameState::tricks_played() const {
    return static_cast<int>(players[0].captured.size() + players[1].captured.size()) / 2;
}

RoundResult round_result(const GameState& state) {
    RoundResult result;
    result.round = state.round;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const auto i = static_cast<std::size_t>(index(seat));
        const Player& player = state.player(seat);
        result.melds[i] = player.declared;
        result.capture_points[i] = capture_points(player.captured);
        // The round score is captures plus melds (also for a loaded game, whose file keeps only
        // the current melds).
        result.meld_points[i] = player.round_score - result.capture_points[i];
        result.round_scores[i] = player.round_score;
        // Before the round is over its points are not in the game score yet.
        result.scores[i] =
            player.game_score + (state.phase == Phase::RoundOver || state.phase == Phase::GameOver
                                     ? 0
                                     : player.round_score);
    }
    return result;
}

std::array<int, 2> scores(const GameState& state) {
    return {state.players[0].game_score, state.players[1].game_score};
}

std::optional<Seat> leading_seat(const GameState& state) {
    return cards::ahead(scores(state), cards::Best::Higher);
}

bool valid_target(int target) {
    return target == 0 || (target >= lowest_target && target <= highest_target);
}

bool target_reached(const GameState& state) {
    const std::array<int, 2> now = scores(state);
    return state.target > 0 && std::max(now[0], now[1]) >= state.target &&
           leading_seat(state).has_value();
}

} // namespace parlor::pinochle
