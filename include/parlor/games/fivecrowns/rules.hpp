#pragma once
// The rules of Five Crowns for 2 to 7 players (as decided in docs/fivecrowns.md). The brief's
// game is two seats (Human, Computer); the state holds any number from 2 to 7, numbered from 0
// round the table (seat s+1 sits to the left of seat s), and a cards::Seat value stands for any
// of them (seat_at): the two-seat code's Seat::Human and Seat::Computer are seats 0 and 1.
// The state is a plain copyable value; `apply` validates an action, changes the state and
// reports what happened as events. It never prints, sleeps or reads a clock.

#include "parlor/cards/outcome.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/games/fivecrowns/cards.hpp"
#include "parlor/games/fivecrowns/melds.hpp"

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace parlor::fivecrowns {

using cards::Rng;

// The seats every game shares (parlor/cards/seat.hpp).
using cards::index;
using cards::other;
using cards::Seat;
using cards::seat_name;

inline constexpr int min_seats = 2;
inline constexpr int max_seats = 7;

// Seat `i` (0..max_seats-1) at the table; seat_at(0) is Seat::Human, seat_at(1) Seat::Computer.
constexpr Seat seat_at(int i) {
    return static_cast<Seat>(i);
}

enum class Phase {
    CoinToss,  // round 1, before the first turn: the human calls the toss
    Draw,      // `turn` draws from the stock or the discard pile
    Discard,   // `turn` discards one card
    RoundOver, // the round has been scored; NextRound deals the next one
    GameOver,  // all 11 rounds are scored
};

// ---- actions: the same values are the UI's commands, the AI's moves and a replay's steps ----
// Two actions are equal when they are of one kind with the same data (std::variant's ==).
struct CallToss {
    bool heads = true;
    friend bool operator==(const CallToss&, const CallToss&) = default;
};
struct DrawStock {
    friend bool operator==(const DrawStock&, const DrawStock&) = default;
};
struct TakeDiscard {
    friend bool operator==(const TakeDiscard&, const TakeDiscard&) = default;
};
struct Discard {
    Card card;
    friend bool operator==(const Discard&, const Discard&) = default;
};
struct NextRound {
    friend bool operator==(const NextRound&, const NextRound&) = default;
};
using Action = std::variant<CallToss, DrawStock, TakeDiscard, Discard, NextRound>;

std::string describe(const Action& action); // "draw from the stock", "discard the K♣", ...

// ---- state ----
struct Player {
    std::vector<Card> hand;
    int score = 0; // game total of the rounds already scored
};

// Per-seat values are vectors indexed by Seat (index(seat)), one entry per seat at the table;
// a default-made value has the two seats of the brief's game.
struct RoundResult {
    int round = 0;
    std::optional<Seat> went_out;
    std::vector<int> points = std::vector<int>(2);                       // indexed by Seat
    std::vector<Arrangement> arrangements = std::vector<Arrangement>(2); // each hand laid down
};

struct GameState {
    int round = 1;
    std::vector<Player> players = std::vector<Player>(2); // indexed by Seat; 2..7 of them
    std::vector<Card> stock;                              // the draw pile; stock.front() is its top
    std::vector<Card> discard; // the discard pile; discard.front() is its top
    Phase phase = Phase::CoinToss;
    Seat turn = Seat::Human;          // who acts in Draw/Discard
    std::optional<Seat> went_out;     // set once a player has gone out this round
    std::vector<RoundResult> results; // one per scored round, oldest first

    // Public knowledge of this round, reset at every deal: what each seat took from the
    // discard pile (seen by all) and what each seat discarded; indexed by Seat.
    std::vector<std::vector<Card>> taken_from_discard = std::vector<std::vector<Card>>(2);
    std::vector<std::vector<Card>> discarded = std::vector<std::vector<Card>>(2);
    // During Discard: the card just drawn and where from.
    std::optional<Card> drawn;
    bool drawn_from_discard = false;
    int turns_this_round = 0; // completed turns; simulations cap it

    const Player& player(Seat seat) const { return players[at(seat)]; }
    Player& player(Seat seat) { return players[at(seat)]; }
    int seat_count() const { return static_cast<int>(players.size()); }
    // The seat to the left of `seat`: the next to play.
    Seat next_seat(Seat seat) const { return seat_at((index(seat) + 1) % seat_count()); }
    static std::size_t at(Seat seat) { return static_cast<std::size_t>(index(seat)); }
    int wild_rank() const { return wild_rank_of(round); }
    std::optional<Card> discard_top() const {
        return discard.empty() ? std::nullopt : std::optional<Card>(discard.front());
    }
};

// ---- events: what happened, for the log and the animations ----
struct TossEvent {
    bool called_heads;
    bool landed_heads;
    Seat first;
};
struct DealtEvent {
    int round;
    Seat first;
    int seats = 2; // the table's size: who plays first is found differently at more than two
};
struct DrewEvent {
    Seat seat;
    bool from_discard;
    Card card;
};
struct DiscardedEvent {
    Seat seat;
    Card card;
};
struct WentOutEvent {
    Seat seat;
    Arrangement arrangement;
    int seats = 2; // the table's size: one other player's last turn, or every other's
};
struct ReshuffledEvent {
    int cards;
};
struct RoundScoredEvent {
    RoundResult result;
};
struct GameOverEvent {
    std::optional<Seat> winner; // nothing when two or more seats share the lowest total
    std::vector<int> scores;    // every seat's total, indexed by Seat
};
using Event = std::variant<TossEvent, DealtEvent, DrewEvent, DiscardedEvent, WentOutEvent,
                           ReshuffledEvent, RoundScoredEvent, GameOverEvent>;

using Outcome = cards::Outcome<Event>; // ok, error (a sentence for the player), events

// A new game of `seats` players (2..7): round 1 dealt (3 cards each, one card turned up). Two
// seats wait for the coin toss (the brief's game); more start at once, seat 0 first
// (docs/fivecrowns.md, "Seats"). The same as new_game(deck, seats) with the 116 cards shuffled
// by `rng`. Throws std::invalid_argument for fewer than 2 seats or more than 7.
GameState new_game(Rng& rng, int seats = 2);
// A new game with round 1 dealt from `deck` (the 116 cards, top first; see deal_round), seat 0
// (the Human seat) dealt first.
GameState new_game(const std::vector<Card>& deck, int seats = 2);

// The seat that plays first in the round after the one `state` has just finished: with two seats
// the one that went out (else, in a round ended outside the rules, the seat to act); with more,
// the next seat to the left of the round's first player, round by round (seat (round) mod N).
Seat next_round_first(const GameState& state);

// Deals `round` afresh to a state from `deck` (the 116 cards, top first): one card at a time to
// each seat, `first` first and then round the table to the left, then the next card turned up;
// the rest is the stock, top first.
// `first` plays first. Used by new_game, NextRound, and tests.
void deal_round(GameState& state, int round, Seat first, const std::vector<Card>& deck);
// The same with the 116 cards shuffled by `rng`.
void deal_round(GameState& state, int round, Seat first, Rng& rng);

// Why `deck` is not the 116 cards of the Five Crowns deck (each card twice, the jokers J1-J3
// twice); empty when it is.
std::string why_not_deck(const std::vector<Card>& deck);

// Every action the rules allow now (for Discard: one per distinct card in the hand).
std::vector<Action> legal_actions(const GameState& state);

// Empty when legal, otherwise the reason.
std::string why_illegal(const GameState& state, const Action& action);

// What chance decides in an action, drawn before it is applied so that a record can hold it and
// a replay apply it again (docs/records.md): how the coin of the toss landed (CallToss), the new
// stock when a draw finds the stock empty (DrawStock: the discard pile under its top card,
// shuffled, top first), and the next round's deck (NextRound, top first, dealt as deal_round
// deals). Empty where the action leaves nothing to chance. Round 1's deck is the game's own
// (new_game).
struct Chance {
    std::optional<bool> heads; // the coin landed heads
    std::vector<Card> stock;   // the reshuffled stock
    std::vector<Card> deck;    // the next round's deck
    friend bool operator==(const Chance&, const Chance&) = default;
};

// What `action` would draw from `rng` in `state`, drawn exactly as apply(state, action, rng)
// draws it. Nothing is drawn for an illegal action.
Chance draw_chance(const GameState& state, const Action& action, Rng& rng);

// Why `chance` cannot be what `action` drew in `state` (a toss without its coin, a reshuffle
// that is not the discard pile under its top card, a deck that is not the 116 cards, chance
// where the action has none); empty when it can.
std::string why_impossible(const GameState& state, const Action& action, const Chance& chance);

// The action with chance as given: refused (nothing changed) when the action is illegal or the
// chance impossible. apply(state, action, rng) is apply with draw_chance(state, action, rng).
Outcome apply(GameState& state, const Action& action, const Chance& chance);
Outcome apply(GameState& state, const Action& action, Rng& rng);

// Totals after all scored rounds, every seat's, indexed by Seat.
std::vector<int> totals(const GameState& state);
// The two-seat game's totals (seats 0 and 1), as the brief's files and tables show them.
std::array<int, 2> scores(const GameState& state);
// The seats with the lowest total once the game is over (all of them on a tie), in seat order;
// empty while the game is in progress.
std::vector<Seat> winners(const GameState& state);
// The one winner once the game is over; nothing when seats share the lowest total (a draw) or
// the game is in progress.
std::optional<Seat> winner(const GameState& state);

// ---- what a seat may see: the AI and help decide from this only ----
struct SeatView {
    Seat seat = Seat::Human;
    int round = 1;
    int wild_rank = 3;
    Phase phase = Phase::Draw;
    Seat turn = Seat::Human;
    std::vector<Card> hand;         // this seat's hand
    std::vector<Card> discard_pile; // all face-up cards of the discard pile, top first
    int stock_size = 0;
    int seats = 2;               // players at the table
    std::vector<int> hand_sizes; // every seat's number of cards, indexed by Seat
    std::vector<int> scores;     // game totals, indexed by Seat
    std::optional<Seat> went_out;
    // What every seat took from the discard pile and threw on it this round, indexed by Seat.
    std::vector<std::vector<Card>> took;
    std::vector<std::vector<Card>> threw;
    // The same of "the opponent": the next seat to the left, the only one that can take this
    // seat's discard (with two seats, the other player).
    int opponent_hand_size = 0;
    std::vector<Card> opponent_took;      // what the opponent took from the discard pile this round
    std::vector<Card> opponent_discarded; // what the opponent discarded this round
    std::optional<Card> drawn;            // during Discard: what this seat just drew
    bool drawn_from_discard = false;

    std::optional<Card> discard_top() const {
        return discard_pile.empty() ? std::nullopt : std::optional<Card>(discard_pile.front());
    }
    Seat next_seat(Seat s) const { return seat_at((index(s) + 1) % seats); }
};

SeatView view_for(const GameState& state, Seat seat);

} // namespace parlor::fivecrowns
