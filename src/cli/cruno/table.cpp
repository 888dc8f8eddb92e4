#include "cli/cruno/table.hpp"

#include "parlor/cards/card.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cli::cruno_cli {

namespace {

using namespace parlor::cruno;

// "You" or the seat's name, and the verb agreeing with it.
std::string who(const GameState& state, int seat, int viewer) {
    return seat == viewer ? "You" : state.player(seat).name;
}

std::string verb(int seat, int viewer, const std::string& plain, const std::string& third) {
    return seat == viewer ? plain : third;
}

std::string to_follow(const GameState& state) {
    const Card top = state.top().shown();
    std::string text = "The discard pile shows the " + pretty(top);
    if (state.top().converted) {
        text += " (the trickster's " + pretty(state.top().card) + ")";
    }
    return text + "; " + cards::suit_name(state.suit) + " to follow.";
}

std::string end_text(const GameState& state, const GameOverEvent& over, int viewer) {
    std::string text;
    if (over.reason == EndReason::EmptyHand) {
        const int winner = over.winners.front();
        return winner == viewer ? "You played your last card: you win!"
                                : state.player(winner).name + " played the last card and wins.";
    }
    text = "Nothing is left to draw: the game ends on penalties (";
    for (int seat = 0; seat < state.player_count(); ++seat) {
        text += (seat > 0 ? ", " : "") + who(state, seat, viewer) + " " +
                std::to_string(over.penalties[static_cast<std::size_t>(seat)]);
    }
    text += "). ";
    for (std::size_t i = 0; i < over.winners.size(); ++i) {
        text += (i == 0                         ? ""
                 : i + 1 == over.winners.size() ? " and "
                                                : ", ") +
                who(state, over.winners[i], viewer);
    }
    const bool you = over.winners.size() == 1 && over.winners.front() == viewer;
    return text + (over.winners.size() > 1 ? " share the win." : you ? " win!" : " wins.");
}

} // namespace

std::string numbered(const std::vector<Card>& hand) {
    std::string out;
    for (std::size_t i = 0; i < hand.size(); ++i) {
        out += (i > 0 ? " " : "") + std::to_string(i + 1) + ":" + to_string(hand[i]);
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
        out += "  " + player.name + " (" + player.plays + ", seat " + std::to_string(seat) +
               "): " + std::to_string(held) + (held == 1 ? " card" : " cards") +
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
                            : "You can play: " + to_string(fits) + "\n";
    }
    return out;
}

std::string event_text(const GameState& state, const Event& event, int viewer) {
    return std::visit(
        [&state, viewer](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, PlayedEvent>) {
                const std::string name = who(state, e.player, viewer);
                if (e.converted_from) {
                    return name + " " + verb(e.player, viewer, "turn", "turns") + " the " +
                           pretty(*e.converted_from) +
                           " into an 8 (the trickster's open cheat) and " +
                           verb(e.player, viewer, "name", "names") + " " +
                           cards::suit_name(*e.suit) + ".";
                }
                std::string text =
                    name + " " + verb(e.player, viewer, "play", "plays") + " the " + pretty(e.card);
                if (e.suit) {
                    text += " and " + verb(e.player, viewer, "name", "names") + " " +
                            cards::suit_name(*e.suit);
                }
                return text + ".";
            } else if constexpr (std::is_same_v<T, DrewEvent>) {
                const std::string why = e.forced ? " for the Draw Two" : "";
                if (e.player == viewer) {
                    return "You draw the " + pretty(e.card) + why + ".";
                }
                return state.player(e.player).name + " draws a card" + why + ".";
            } else if constexpr (std::is_same_v<T, ReshuffledEvent>) {
                return "The stock is empty: the discard pile but its top card is shuffled into a "
                       "new stock of " +
                       std::to_string(e.stock.size()) + " cards.";
            } else if constexpr (std::is_same_v<T, SkippedEvent>) {
                return who(state, e.player, viewer) + " " + verb(e.player, viewer, "are", "is") +
                       " skipped.";
            } else if constexpr (std::is_same_v<T, ReversedEvent>) {
                return std::string("Play now goes ") + (e.direction == Direction::Clockwise
                                                            ? "clockwise (up the seats)."
                                                            : "counterclockwise (down the seats).");
            } else if constexpr (std::is_same_v<T, DrawTwoEvent>) {
                return who(state, e.player, viewer) + " " + verb(e.player, viewer, "must", "must") +
                       " draw two.";
            } else {
                return end_text(state, e, viewer);
            }
        },
        event);
}

} // namespace parlor::cli::cruno_cli
