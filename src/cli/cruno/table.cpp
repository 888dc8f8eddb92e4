#include "cli/cruno/table.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/catalogue/seat_words.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cli::cruno_cli {

namespace {

using namespace parlor::cruno;

std::string to_follow(const GameState& state) {
    const Card top = state.top().shown();
    std::string text = "The discard pile shows the " + pretty(top);
    if (state.top().converted) {
        text += " (the trickster's " + pretty(state.top().card) + ")";
    }
    return text + "; " + cards::suit_name(state.suit) + " to follow.";
}

} // namespace

std::string numbered(const std::vector<Card>& hand) {
    std::string out;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        out += (i > 0 ? " " : "") + std::to_string(i + 1) + ":" + pretty(hand[i]);
    }
    return out;
}

std::string table_text(const GameState& state, int viewer) {
    std::string out =
        to_follow(state) + " Stock: " + std::to_string(state.stock.size()) + " cards. Play goes " +
        (state.direction == Direction::Clockwise ? "clockwise (up the seats)"
                                                 : "counterclockwise (down the seats)") +
        ".\n";
    for (int seat = 0; seat < state.player_count(); ++seat) {
        if (seat == viewer) {
            continue;
        }
        const Player& player = state.player(seat);
        const std::size_t held = player.hand.size();
        out += "  " + player.name + " (" + catalogue::difficulty_words(player.plays) + ", seat " +
               std::to_string(seat) + "): " + std::to_string(held) +
               (held == 1 ? " card" : " cards") +
               (seat == state.next_seat(state.turn) ? "  <- next" : "") + "\n";
    }
    if (viewer >= 0) {
        const Player& me = state.player(viewer);
        out += "Your hand: " + numbered(me.hand) + "\n";
        std::vector<Card> fits;
        for (const Card card : me.hand) {
            if (playable(state, card) && std::find(fits.begin(), fits.end(), card) == fits.end()) {
                fits.push_back(card);
            }
        }
        out += fits.empty() ? std::string("Nothing in your hand can be played: draw.\n")
                            : "You can play: " + pretty(fits) + "\n";
    }
    return out;
}

} // namespace parlor::cli::cruno_cli
