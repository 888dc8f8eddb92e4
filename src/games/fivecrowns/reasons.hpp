#pragma once
// The words of the computer's reasons and of the help (internal to the Five Crowns library).
// The same facts are told in two voices: the computer about itself ("I took the 7♦ ...", "my
// run") and the help to the player ("I recommend you ...", "your run").

#include "parlor/games/fivecrowns/melds.hpp"

#include <span>
#include <string>
#include <vector>

namespace parlor::fivecrowns::detail {

enum class Voice { Computer, Advice };

inline const char* my(Voice voice) {
    return voice == Voice::Computer ? "my" : "your";
}
inline const char* me(Voice voice) {
    return voice == Voice::Computer ? "me" : "you";
}
inline const char* subject(Voice voice) {
    return voice == Voice::Computer ? "I" : "you";
}

// "no points", "1 point", "12 points"
std::string points_phrase(int points);

// "9s", "jacks", "kings"
std::string rank_plural(int rank);

// "5♦ 6♦ 7♦"
std::string cards_phrase(std::span<const Card> cards);

// "the 7♦", or "the 3♠ (wild this round)" for a card of the wild rank, "a joker" for a joker.
std::string card_phrase(Card card, int wild_rank);

// "a run of 5♦ Joker 7♦", "a book of 9s (9♣ 9♣ 9♆)", "a meld of wild cards (Joker 3♠ 3♥)"
std::string meld_phrase(const Meld& meld);

// "a run of 5♦ 6♦ 7♦ and a book of 9s (9♣ 9♣ 9♆)"
std::string melds_phrase(const Arrangement& arrangement, Voice voice);

// The meld of the arrangement that holds `card`, if any.
const Meld* meld_holding(const Arrangement& arrangement, Card card);

// "A, B and C"
std::string join_words(const std::vector<std::string>& words);

} // namespace parlor::fivecrowns::detail
