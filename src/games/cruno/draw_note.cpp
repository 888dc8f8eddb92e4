// What the table remembers of each player's draws: the cards they drew on rather than play, and
// how many of the cards they hold were in their hand then.

#include "parlor/games/cruno/rules.hpp"

#include <algorithm>

namespace parlor::cruno {

Card follow_card(Card top, Suit suit) {
    return top.is_eight() ? Card::standard(8, suit) : top;
}

void note_voluntary_draw(DrawNote& note, Card follow, int held) {
    const bool all_covered = note.cards == held && held > 0;
    if (!all_covered) {
        note.passed_on.clear();
    }
    if (std::find(note.passed_on.begin(), note.passed_on.end(), follow) == note.passed_on.end()) {
        note.passed_on.push_back(follow);
    }
    note.cards = held;
}

void note_played(DrawNote& note, Card card, int held) {
    if (!ruled_out(note, card)) {
        note.cards = std::max(0, note.cards - 1);
    }
    note.cards = std::min(note.cards, held);
    if (note.cards == 0) {
        note.passed_on.clear();
    }
}

bool ruled_out(const DrawNote& note, Card card) {
    return std::any_of(note.passed_on.begin(), note.passed_on.end(),
                       [card](Card follow) { return playable(card, follow, follow.suit); });
}

} // namespace parlor::cruno
