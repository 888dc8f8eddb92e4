#pragma once
// Where BSD cribbage puts things on its 24x80 screen (its cribcur.h layout): the player's hand
// window at the left, the cards of the current count in the middle, the board at the top right
// with the messages under it, and the starter under the hands beside the word CRIB.

#include "terminal_screen.hpp"

#include "parlor/games/cribbage/cards.hpp"

#include <optional>
#include <string>
#include <vector>

namespace parlor::bsd_cribbage {

using cribbage::Card;

// A card as BSD cribbage prints it: rank A 2-9 T J Q K, then suit S H D C.
std::optional<Card> card_from_bsd(char rank, char suit);
std::string bsd_name(Card card); // what to type for the card: "TH", "5S"

// The cards drawn as an overlapping stack in a window starting at column `left`.
std::vector<Card> player_hand(const TerminalScreen& screen);
std::vector<Card> table_cards(const TerminalScreen& screen);
std::vector<Card> program_hand(const TerminalScreen& screen); // face up only at its count

// The starter, once it has been turned (the face-down card before).
std::optional<Card> starter(const TerminalScreen& screen);

// Whose crib: the word CRIB stands over the player's column or the program's.
enum class CribSide { Unknown, Player, Program };
CribSide crib_side(const TerminalScreen& screen);

struct BoardScores {
    int player = 0;
    int program = 0;
};
BoardScores board_scores(const TerminalScreen& screen);

// The text of the message line the cursor stands on, up to the cursor: the prompt.
std::string prompt(const TerminalScreen& screen);
// The newest message (the line marked with '*' left of the message window).
std::string latest_message(const TerminalScreen& screen);

// "I get 2 playing QUEEN of HEARTS" -> the queen of hearts.
std::optional<Card> card_in_message(const std::string& message);

} // namespace parlor::bsd_cribbage
