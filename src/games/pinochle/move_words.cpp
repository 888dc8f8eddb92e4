#include "parlor/games/pinochle/move_words.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/text_format.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::pinochle {

namespace {

// The positions of the melded copies of `card`, in hand order.
std::vector<std::size_t> melded_copies(const Holding& hand, Card card) {
    std::vector<std::size_t> at;
    for (std::size_t i = 0; i < hand.cards.size(); ++i) {
        if (hand.cards[i].card == card && hand.cards[i].melded()) {
            at.push_back(i);
        }
    }
    return at;
}

std::string play_text(const Play& play, const Holding& hand) {
    const std::string code = cards::to_string(play.card);
    if (!play.from_meld) {
        return code;
    }
    const auto at = hand.find(play.card, play.from_meld);
    const auto copies = melded_copies(hand, play.card);
    return code + (copies.size() > 1 && at == copies[1] ? "**" : "*");
}

std::string meld_text(const Meld& meld, const Holding& hand, Suit trump) {
    const auto melds = legal_new_melds(hand, trump);
    const auto at = std::find(melds.begin(), melds.end(), meld);
    return at == melds.end() ? "none" : std::to_string(at - melds.begin() + 1);
}

} // namespace

std::string move_text(const Action& action, const GameState& state) {
    return hand_move_text(action, state.player(state.turn).hand, state.trump);
}

std::string hand_move_text(const Action& action, const Holding& hand, Suit trump) {
    return std::visit(
        [&hand, trump](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CallToss>) {
                return act.heads ? "heads" : "tails";
            } else if constexpr (std::is_same_v<T, Play>) {
                return play_text(act, hand);
            } else if constexpr (std::is_same_v<T, Declare>) {
                return meld_text(act.meld, hand, trump);
            } else if constexpr (std::is_same_v<T, DeclineMeld>) {
                return "none";
            } else if constexpr (std::is_same_v<T, AnotherRound>) {
                return "yes";
            } else {
                return "no";
            }
        },
        action);
}

std::optional<Play> read_play_words(std::string_view words, const Holding& hand,
                                    std::string& error) {
    std::size_t stars = 0;
    while (stars < words.size() && words[words.size() - 1 - stars] == '*') {
        ++stars;
    }
    const auto card = parse(words.substr(0, words.size() - stars), error);
    if (!card || stars > 2) {
        error = cards::in_quotes(words) + " is not a card code (like QS, or QS* from the melds)";
        return std::nullopt;
    }
    if (stars == 0 && hand.find(*card, std::nullopt)) {
        return Play{*card, std::nullopt};
    }
    const auto copies = melded_copies(hand, *card);
    const std::size_t wanted = stars == 2 ? 1 : 0;
    if (copies.size() <= wanted) {
        error = stars == 0 ? "there is no " + cards::pretty(*card) + " in the hand"
                           : "there is no such " + cards::pretty(*card) + " in the melds";
        return std::nullopt;
    }
    return play_of(hand, copies[wanted]);
}

std::optional<Action> read_meld_words(std::string_view words, const std::vector<Meld>& melds) {
    if (cards::to_lower(words) == "none") {
        return DeclineMeld{};
    }
    const auto n = cards::parse_non_negative(words);
    if (!n || static_cast<std::size_t>(*n) > melds.size()) {
        return std::nullopt;
    }
    if (*n == 0) {
        return DeclineMeld{};
    }
    return Declare{melds[static_cast<std::size_t>(*n - 1)]};
}

} // namespace parlor::pinochle
