#include "parlor/games/cruno/event_words.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/cards/listed.hpp"
#include "parlor/games/cruno/cards.hpp"

#include <type_traits>

namespace parlor::cruno {

namespace {

// "You" or the seat's name, and the verb agreeing with it.
std::string who(const GameState& state, int seat, int viewer) {
    return seat == viewer ? "You" : state.player(seat).name;
}

std::string verb(int seat, int viewer, const std::string& plain, const std::string& third) {
    return seat == viewer ? plain : third;
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
    std::vector<std::string> winners;
    for (const int seat : over.winners) {
        winners.push_back(who(state, seat, viewer));
    }
    text += cards::listed(winners);
    const bool you = over.winners.size() == 1 && over.winners.front() == viewer;
    return text + (over.winners.size() > 1 ? " share the win." : you ? " win!" : " wins.");
}

} // namespace

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
                       cards::count_text(static_cast<int>(e.stock.size()), "card", "cards") + ".";
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

} // namespace parlor::cruno
