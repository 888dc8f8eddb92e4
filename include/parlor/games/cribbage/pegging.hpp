#pragma once
// The play (pegging): what a card laid on the pile scores, and the course of the play — go, the
// last card, the count restarting — as a small value. The rules engine and the computer's
// look-ahead both run the play through lay_card, so the play is stated once.

#include "parlor/games/cribbage/scoring.hpp"

#include <array>
#include <span>
#include <vector>

namespace parlor::cribbage {

inline constexpr int max_count = 31;

// The running count of the cards since the count last restarted.
int count_of(std::span<const Card> pile);

// What laying the last card of `pile` (oldest first, since the count restarted) scores: a count
// of 15 or 31 for 2; a pair with the card before 2, three of a kind 6, four 12; a run of three
// or more among the latest cards, in any order, 1 per card. The last card's point is not here.
std::vector<ScoreItem> pegging_items(std::span<const Card> pile);
int pegging_points(std::span<const Card> pile); // the same total, without the items

// The play between two seats, numbered 0 and 1.
struct PlayPosition {
    std::array<std::array<Card, 4>, 2> hands{}; // the cards each seat has not played yet
    std::array<int, 2> hand_size{};
    std::array<Card, 8> pile{}; // the cards since the count restarted, oldest first
    int pile_size = 0;
    int count = 0;
    int last = -1;     // the seat that laid the last card on the pile
    int go = -1;       // the seat that has said go in this count, or -1
    int turn = 0;      // the seat to lay a card (it always has one that fits)
    bool over = false; // every card has been played

    std::span<const Card> hand(int seat) const {
        return {hands[static_cast<std::size_t>(seat)].data(),
                static_cast<std::size_t>(hand_size[static_cast<std::size_t>(seat)])};
    }
    std::span<const Card> pile_cards() const {
        return {pile.data(), static_cast<std::size_t>(pile_size)};
    }
    bool fits(Card card) const { return count + pip_value(card) <= max_count; }
    bool can_play(int seat) const;
};

// Told what happens as the play goes on; the engine turns it into events and points, the
// look-ahead only adds up the points.
class PlayListener {
  public:
    virtual ~PlayListener() = default;
    // `seat` laid `card`; `pile` ends with it; `points` is what it scored (pegging_points).
    virtual void laid(int seat, Card card, std::span<const Card> pile, int points) = 0;
    virtual void said_go(int seat) = 0;
    // One point for the last card before the count restarts or the play ends (never on 31).
    virtual void last_card(int seat) = 0;
    virtual void count_restarted(int leader) = 0;
};

// Lays `card` for the seat whose turn it is (the caller has checked that it holds the card and
// that it fits), then carries the play on to the next choice: the other seat plays next, or the
// same seat again while the other has said go; a seat that cannot play says go; when neither
// can, the last card scores 1 and the count restarts with the seat after the one who laid it;
// after 31 the count restarts at once. When no cards are left the last card scores and `over` is
// set.
void lay_card(PlayPosition& position, Card card, PlayListener& listener);

} // namespace parlor::cribbage
