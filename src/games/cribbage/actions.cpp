// Naming actions, and the small questions about a game: the crib, the scores, the winner, skunks.

#include "parlor/games/cribbage/rules.hpp"

#include "parlor/cards/overloaded.hpp"

#include <variant>

namespace parlor::cribbage {

std::string describe(const Action& action) {
    return std::visit(
        cards::Overloaded{[](CutForDeal) -> std::string { return "cut for the deal"; },
                          [](const LayAway& act) {
                              return "lay away the " + cards::pretty(act.first) + " and the " +
                                     cards::pretty(act.second);
                          },
                          [](const Play& act) { return "play the " + cards::pretty(act.card); },
                          [](NextDeal) -> std::string { return "deal the next hand"; },
                          [](const Claim& act) {
                              return "claim " + std::to_string(act.points) +
                                     (act.points == 1 ? " point" : " points");
                          }},
        action);
}

std::vector<Card> GameState::crib() const {
    std::vector<Card> cards = player(dealer).laid_away;
    const auto& pone_cards = player(pone()).laid_away;
    cards.insert(cards.end(), pone_cards.begin(), pone_cards.end());
    return cards;
}

std::array<int, 2> scores(const GameState& state) {
    return {state.players[0].score, state.players[1].score};
}

std::optional<Seat> winner(const GameState& state) {
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        if (state.player(seat).score >= state.target) {
            return seat;
        }
    }
    return std::nullopt;
}

bool valid_target(int target) {
    return target == winning_score || target == short_game_score;
}

Skunk skunk_of(int loser_score, int target) {
    if (target == short_game_score) {
        // The short game's lurch line is half of it; a double skunk is not played.
        return loser_score < short_skunk_line ? Skunk::Single : Skunk::None;
    }
    if (loser_score < double_skunk_line) {
        return Skunk::Double;
    }
    return loser_score < skunk_line ? Skunk::Single : Skunk::None;
}

} // namespace parlor::cribbage
