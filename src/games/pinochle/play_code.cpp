#include "parlor/games/pinochle/play_code.hpp"

#include "parlor/cards/error_text.hpp"

#include <vector>

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

} // namespace

std::string play_code(const Play& play, const Holding& hand) {
    const std::string code = cards::to_string(play.card);
    if (!play.from_meld) {
        return code;
    }
    const auto at = hand.find(play.card, play.from_meld);
    const auto copies = melded_copies(hand, play.card);
    return code + (copies.size() > 1 && at == copies[1] ? "**" : "*");
}

std::optional<Play> parse_play_code(std::string_view text, const Holding& hand,
                                    std::string& error) {
    std::size_t stars = 0;
    while (stars < text.size() && text[text.size() - 1 - stars] == '*') {
        ++stars;
    }
    const auto card = parse(text.substr(0, text.size() - stars), error);
    if (!card || stars > 2) {
        error = cards::quoted(text) + " is not a card code (like QS, or QS* from the melds)";
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

} // namespace parlor::pinochle
