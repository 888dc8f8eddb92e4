#pragma once
// The rules of Five Crowns for two players (as decided in docs/fivecrowns.md).
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

struct RoundResult {
    int round = 0;
    std::optional<Seat> went_out;
    std::array<int, 2> points{};             // indexed by Seat
    std::array<Arrangement, 2> arrangements; // how each hand was laid down
};

struct GameState {
    int round = 1;
    std::array<Player, 2> players; // indexed by Seat
    std::vector<Card> stock;       // the draw pile; stock.front() is its top
    std::vector<Card> discard;     // the discard pile; discard.front() is its top
    Phase phase = Phase::CoinToss;
    Seat turn = Seat::Human;          // who acts in Draw/Discard
    std::optional<Seat> went_out;     // set once a player has gone out this round
    std::vector<RoundResult> results; // one per scored round, oldest first

    // Public knowledge of this round, reset at every deal: what each seat took from the
    // discard pile (seen by both) and what each seat discarded.
    std::array<std::vector<Card>, 2> taken_from_discard;
    std::array<std::vector<Card>, 2> discarded;
    // During Discard: the card just drawn and where from.
    std::optional<Card> drawn;
    bool drawn_from_discard = false;
    int turns_this_round = 0; // completed turns; simulations cap it

    const Player& player(Seat seat) const { return players[index(seat)]; }
    Player& player(Seat seat) { return players[index(seat)]; }
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
};
struct ReshuffledEvent {
    int cards;
};
struct RoundScoredEvent {
    RoundResult result;
};
struct GameOverEvent {
    std::optional<Seat> winner;
    std::array<int, 2> scores;
};
using Event = std::variant<TossEvent, DealtEvent, DrewEvent, DiscardedEvent, WentOutEvent,
                           ReshuffledEvent, RoundScoredEvent, GameOverEvent>;

using Outcome = cards::Outcome<Event>; // ok, error (a sentence for the player), events

// A new game: round 1 dealt (3 cards each, one card turned up), waiting for the coin toss.
// The same as new_game(deck) with the 116 cards shuffled by `rng`.
GameState new_game(Rng& rng);
// A new game with round 1 dealt from `deck` (the 116 cards, top first; see deal_round), the
// Human seat dealt first.
GameState new_game(const std::vector<Card>& deck);

// Deals `round` afresh to a state from `deck` (the 116 cards, top first): one card at a time to
// each seat, `first` first, then the next card turned up; the rest is the stock, top first.
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

// Totals after all scored rounds; the winner (lowest total) once the game is over, or nothing
// for a draw / a game in progress.
std::array<int, 2> scores(const GameState& state);
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
    int opponent_hand_size = 0;
    std::array<int, 2> scores{}; // game totals, indexed by Seat
    std::optional<Seat> went_out;
    std::vector<Card> opponent_took;      // what the opponent took from the discard pile this round
    std::vector<Card> opponent_discarded; // what the opponent discarded this round
    std::optional<Card> drawn;            // during Discard: what this seat just drew
    bool drawn_from_discard = false;

    std::optional<Card> discard_top() const {
        return discard_pile.empty() ? std::nullopt : std::optional<Card>(discard_pile.front());
    }
};

SeatView view_for(const GameState& state, Seat seat);

} // namespace parlor::fivecrowns
