#pragma once
// The Five Crowns table as text: what docs/fivecrowns.md says is always on screen, and the
// paragraphs that announce what happened.

#include "cli/hand_answers.hpp"

#include "parlor/games/fivecrowns/rules.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace parlor::cli::fc {

using namespace parlor::fivecrowns;

// "10♠ K♥ Joker": as the table names them (the file's codes are for the file)
std::string shown_cards(const std::vector<Card>& cards);

// "the 5s and the jokers"
std::string wild_cards_phrase(int wild_rank);

// Round, wild rank, both hands and scores, the top of the discard pile and the draw pile.
std::string table_text(const GameState& state);

// Every line of `text` starts with `indent`.
std::string indented(const std::string& text, std::string_view indent);

// One paragraph per event: the game's sentence (parlor/games/fivecrowns/event_words.hpp), a
// going out followed by what was laid down. The terminal shows both hands, so it names every
// card drawn.
std::string event_text(const Event& event);

// The end of a round: who went out, each player's arrangement and points, the scores.
std::string round_result_text(const RoundResult& result, const std::array<int, 2>& totals);

// ---- a table of 3 to 7 (play fivecrowns --players N): the player is seat 0, "You"; the
// computers are named as the save file names them, "Computer 1" to "Computer N-1" ----
std::string seat_words(Seat seat);

// Round, wild rank, every seat's score and number of cards, your hand alone (never another
// seat's cards), the top of the discard pile and the size of the draw pile, who is to play.
std::string table_text_of_seats(const GameState& state);

// One paragraph per event; a computer's stock draw does not name the card.
std::string event_text_of_seats(const Event& event, int seats);

// The end of a round at a larger table: each seat's arrangement and points, then every total.
std::string round_result_of_seats(const RoundResult& result, const std::vector<int>& totals);

} // namespace parlor::cli::fc
