#pragma once
// Who a game's events are told to: the names of the seats (two, or every seat of a bigger table)
// and the seat whose secret cards may be named. The games' event words
// (parlor/games/<game>/event_words.hpp) take one, so the terminal and the window say the same
// sentence.

#include "parlor/cards/seat.hpp"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace parlor::cards {

struct Listener {
    // Indexed by Seat, one per seat at the table. A name "You" takes the plain verb ("You play",
    // "Computer plays").
    std::vector<std::string> names{"You", "Computer"};
    // The seat whose own secret cards are named; nothing for an onlooker who sees every hand
    // (a table played open, or a game between two computers).
    std::optional<Seat> viewer = Seat::Human;

    const std::string& name(Seat seat) const {
        return names[static_cast<std::size_t>(index(seat))];
    }
    bool you(Seat seat) const { return name(seat) == "You"; }
    // "You play" / "Computer plays".
    std::string with_verb(Seat seat, const std::string& plain, const std::string& third) const {
        return name(seat) + " " + (you(seat) ? plain : third);
    }
    // The same inside a sentence: "you play" / "Computer plays".
    std::string with_verb_within(Seat seat, const std::string& plain,
                                 const std::string& third) const {
        return you(seat) ? "you " + plain : with_verb(seat, plain, third);
    }
    // "Your" / "Computer's".
    std::string possessive(Seat seat) const { return you(seat) ? "Your" : name(seat) + "'s"; }
    // Whether a card `seat` holds unseen by the other may be named.
    bool sees(Seat seat) const { return !viewer || *viewer == seat; }
};

} // namespace parlor::cards
