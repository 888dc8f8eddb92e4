// The small vocabulary around actions: comparing them, naming them, naming the seats.

#include "parlor/games/cribbage/rules.hpp"

#include <type_traits>

namespace parlor::cribbage {

std::string seat_name(Seat seat) {
    return seat == Seat::Human ? "Human" : "Computer";
}

bool operator==(const Action& a, const Action& b) {
    if (a.index() != b.index()) {
        return false;
    }
    return std::visit(
        [&b](const auto& left) {
            using T = std::decay_t<decltype(left)>;
            const T& right = std::get<T>(b);
            if constexpr (std::is_same_v<T, LayAway>) {
                // The two cards go to the crib together: their order does not matter.
                return (left.first == right.first && left.second == right.second) ||
                       (left.first == right.second && left.second == right.first);
            } else if constexpr (std::is_same_v<T, Play>) {
                return left.card == right.card;
            } else {
                return true; // the other actions carry no data
            }
        },
        a);
}

std::string describe(const Action& action) {
    return std::visit(
        [](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CutForDeal>) {
                return "cut for the deal";
            } else if constexpr (std::is_same_v<T, LayAway>) {
                return "lay away the " + cards::pretty(act.first) + " and the " +
                       cards::pretty(act.second);
            } else if constexpr (std::is_same_v<T, Play>) {
                return "play the " + cards::pretty(act.card);
            } else {
                return "deal the next hand";
            }
        },
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
        if (state.player(seat).score >= winning_score) {
            return seat;
        }
    }
    return std::nullopt;
}

Skunk skunk_of(int loser_score) {
    if (loser_score < double_skunk_line) {
        return Skunk::Double;
    }
    return loser_score < skunk_line ? Skunk::Single : Skunk::None;
}

} // namespace parlor::cribbage
