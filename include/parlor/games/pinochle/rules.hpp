#pragma once
// The rules of two-player Pinochle (docs/pinochle.md): the deal four at a time, the trump card
// and the stock, the coin toss for the first lead, tricks with no duty to follow suit, capture
// points, one meld after each won trick with the reuse rule, the draws (the winner first; the
// loser takes the trump card after the last stock card), 24 tricks a round, rounds until the
// human stops, or a seat reaches the target score of a game to one. The state is a plain copyable
// value; `apply` validates an action, changes the state and reports what happened as events. It
// never prints, sleeps or reads a clock.

#include "parlor/cards/outcome.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/games/pinochle/cards.hpp"
#include "parlor/games/pinochle/melds.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace parlor::pinochle {

using cards::Rng;

// The seats every game shares (parlor/cards/seat.hpp).
using cards::index;
using cards::other;
using cards::Seat;
using cards::seat_name;

inline constexpr int hand_size = 12;
inline constexpr int dealt_at_once = 4;
inline constexpr int tricks_per_round = 24;
inline constexpr int stock_size_at_deal = deck_size - 2 * hand_size - 1; // 23

enum class Phase {
    CoinToss,  // the human calls the toss for the first lead (round 1, or equal game scores)
    Lead,      // `turn` (the leader) plays the lead card; a save is made here, between tricks
    Follow,    // `turn` plays the chase card
    Meld,      // `turn` has won the trick and may declare one meld
    RoundOver, // the human says whether to play another round
    GameOver,
};

// A game to a target score: first to 1,000 is the usual one (New game offers it); any target from
// 100 to 100,000 is a game (`parlor-cli play pinochle --target N`). 0 is no target.
inline constexpr int usual_target = 1000;
inline constexpr int lowest_target = 100;
inline constexpr int highest_target = 100'000;
bool valid_target(int target);

// ---- actions: the same values are the UI's commands, the AI's moves and a replay's steps ----
// Two actions are equal when they are of one kind with the same data (std::variant's ==).
struct CallToss {
    bool heads = true;
    friend bool operator==(const CallToss&, const CallToss&) = default;
};
// A card from the hand. Without `from_meld` an unmelded copy; with it the copy that belongs to
// that current meld of the player (Holding::melds), which breaks every meld the copy is in.
struct Play {
    Card card;
    std::optional<std::size_t> from_meld = std::nullopt;
    friend bool operator==(const Play&, const Play&) = default;
};
struct Declare {
    Meld meld;
    friend bool operator==(const Declare&, const Declare&) = default;
};
struct DeclineMeld {
    friend bool operator==(const DeclineMeld&, const DeclineMeld&) = default;
};
struct AnotherRound {
    friend bool operator==(const AnotherRound&, const AnotherRound&) = default;
};
struct EndGame {
    friend bool operator==(const EndGame&, const EndGame&) = default;
};
using Action = std::variant<CallToss, Play, Declare, DeclineMeld, AnotherRound, EndGame>;

// "call heads", "play the Q♠", "play the Q♠ from a meld", "declare four kings (K♠ K♣ K♦ K♥)",
// "declare no meld", "play another round", "end the game".
std::string describe(const Action& action);

// ---- state ----
struct Player {
    Holding hand;               // every card held, with the current melds
    std::vector<Card> captured; // the capture pile, in the order taken
    std::vector<Meld> declared; // the melds declared this round, in order
    std::vector<Card> shown;    // cards both players know this player holds outside its current
                                // melds: cards of broken melds, the trump card it took
    int game_score = 0;         // points of the rounds before this one
    int round_score = 0;        // this round: captured cards and melds
};

struct GameState {
    std::array<Player, 2> players; // indexed by Seat
    int round = 0;                 // rounds begun in this game
    // The score that ends the game at the end of a round (docs/pinochle.md, "A target score");
    // 0: as many rounds as the human likes, the brief's game.
    int target = 0;
    Phase phase = Phase::CoinToss;
    Seat turn = Seat::Human;         // who acts now (the human calls the toss)
    Seat leader = Seat::Human;       // who leads the trick being played (or next)
    Suit trump = Suit::Hearts;       // the suit of the trump card
    std::optional<Card> trump_card;  // while it lies face up under the stock
    std::vector<Card> stock;         // face down, top first
    std::optional<Card> lead;        // the lead card of the trick, while the chase is awaited
    std::optional<Seat> last_winner; // who took the last trick (the one to meld in phase Meld)

    const Player& player(Seat seat) const { return players[static_cast<std::size_t>(index(seat))]; }
    Player& player(Seat seat) { return players[static_cast<std::size_t>(index(seat))]; }
    // Tricks played this round.
    int tricks_played() const;
};

// ---- what a round ends with: for the results screen ----
struct RoundResult {
    int round = 0;
    std::array<std::vector<Meld>, 2> melds{}; // declared this round, by Seat
    std::array<int, 2> meld_points{};
    std::array<int, 2> capture_points{};
    std::array<int, 2> round_scores{};
    std::array<int, 2> scores{}; // totals after the round
};
RoundResult round_result(const GameState& state);

// ---- events: what happened, for the log and the animations ----
// The cards of a deal: each seat's twelve in the order dealt (a table shows only the human's),
// the trump card turned up, and the leader when the scores decide it (nothing: a coin toss).
struct DealtEvent {
    int round = 0;
    std::array<std::vector<Card>, 2> hands{};
    Card trump_card;
    std::optional<Seat> leader;
};
struct TossEvent {
    bool called_heads = true;
    bool heads = true;
    Seat leader = Seat::Human;
};
// A card left a hand for the trick: the lead or the chase; from a meld (every meld it was part
// of is broken, listed here) or from the unmelded cards.
struct PlayedEvent {
    Seat seat = Seat::Human;
    Card card;
    bool lead = true;
    std::optional<std::size_t> from_meld = std::nullopt;
    std::vector<Meld> broken;
};
// The trick is decided: the winner captures both cards.
struct TrickEvent {
    Seat leader = Seat::Human;
    Card lead;
    Card chase;
    Seat winner = Seat::Human;
    int points = 0;      // of the two cards
    int round_score = 0; // the winner's after them
};
struct MeldEvent {
    Seat seat = Seat::Human;
    Meld meld;
    int points = 0;
    int round_score = 0;
    // Its cards that were already in a meld and count again (the reuse rule: a royal marriage
    // grown into a flush, the Q♠ of a marriage in a pinochle).
    std::vector<Card> reused = {};
};
struct DeclinedMeldEvent {
    Seat seat = Seat::Human;
};
// A card drawn: from the stock, or the trump card (face up, so known to both).
struct DrawEvent {
    Seat seat = Seat::Human;
    Card card;
    bool trump_card = false;
};
struct RoundOverEvent {
    RoundResult result;
};
struct GameOverEvent {
    std::optional<Seat> winner; // nothing on equal totals
    std::array<int, 2> scores{};
};
using Event = std::variant<DealtEvent, TossEvent, PlayedEvent, TrickEvent, MeldEvent,
                           DeclinedMeldEvent, DrawEvent, RoundOverEvent, GameOverEvent>;

using Outcome = cards::Outcome<Event>; // ok, error (a sentence for the player), events

// True when the chase card wins the trick: a higher card of the led suit, or any trump on a
// non-trump lead. Identical cards: the lead wins.
bool chase_wins(Card lead, Card chase, Suit trump);

// The points of captured cards.
int capture_points(const std::vector<Card>& cards);

// A new game: round 1 dealt from a shuffled deck, waiting for the human's call of the toss.
// The same as new_game(deck) with the 48 cards shuffled by `rng`.
GameState new_game(Rng& rng);
// A new game with round 1 dealt from `deck` (the 48 cards, top first; see deal_round).
GameState new_game(const std::vector<Card>& deck);

// The deck a round just dealt was dealt from (deal_round's inverse: the packets, the trump card,
// the stock): a new game's start line is written from it.
std::vector<Card> dealt_deck(const GameState& state);

// A game dealt before its first move and its chance, with seats 0 and 1 exchanged (the window's
// rematch, engine/recorded_deals.hpp): the start's hands exchanged, the coin landing the other
// way (the other seat leads after the same call), and each later deck's packets exchanged, so it
// gives each seat the cards it gave the other.
GameState seats_exchanged(GameState start);

// Why `deck` is not the 48 cards of the Pinochle deck, each card twice; empty when it is.
std::string why_not_deck(const std::vector<Card>& deck);

// Starts the next round (round + 1) from `deck`, 48 cards in order: four at a time to each seat,
// the human first, the 25th card turned up as the trump card, the rest the stock (top first).
// The first leader: the seat with more game points, otherwise (and in round 1) a coin toss.
DealtEvent deal_round(GameState& state, const std::vector<Card>& deck);

// Every action the rules allow now (plays: each unmelded card once, and each melded copy once).
std::vector<Action> legal_actions(const GameState& state);

// The actions the rules allow a seat holding `hand` in `phase`, when it is the one to act.
std::vector<Action> actions_for(Phase phase, const Holding& hand, Suit trump);

// The play of the card at `position` of the hand: an unmelded copy, or the melded copy named by
// the first meld it belongs to. For a table: the card clicked.
Play play_of(const Holding& hand, std::size_t position);

// The plays a hand offers: each unmelded card once, and each melded copy once (from the first
// meld it belongs to).
std::vector<Action> plays_of(const Holding& hand);

// Empty when legal, otherwise the reason.
std::string why_illegal(const GameState& state, const Action& action);

// What chance decides in an action, drawn before it is applied so that a record can hold it and
// a replay apply it again (docs/records.md): the coin of the toss (CallToss) and the order of
// the next round's deck (AnotherRound, top first, dealt as deal_round deals). Empty where the
// action leaves nothing to chance. The first round's deck is the game's own (new_game).
struct Chance {
    std::optional<bool> heads; // the coin came down heads
    std::vector<Card> deck;
    friend bool operator==(const Chance&, const Chance&) = default;
};

// What `action` would draw from `rng` in `state`, drawn exactly as apply(state, action, rng)
// draws it. Nothing is drawn for an illegal action.
Chance draw_chance(const GameState& state, const Action& action, Rng& rng);

// Why `chance` cannot be what `action` drew in `state` (a toss without its coin, a deck that is
// not the 48 cards, chance where the action has none); empty when it can.
std::string why_impossible(const GameState& state, const Action& action, const Chance& chance);
// The same with seats 0 and 1 exchanged: see seats_exchanged(GameState) above.
Chance seats_exchanged(Chance chance);

// The action with chance as given: refused (nothing changed) when the action is illegal or the
// chance impossible. apply(state, action, rng) is apply with draw_chance(state, action, rng).
Outcome apply(GameState& state, const Action& action, const Chance& chance);
Outcome apply(GameState& state, const Action& action, Rng& rng);

// Game points of both seats (indexed by Seat).
std::array<int, 2> scores(const GameState& state);
// The seat with more game points; nothing on equal points.
std::optional<Seat> leading_seat(const GameState& state);
// A game to a target whose totals end it: a seat has reached the target and one seat is ahead
// (both past it: the higher wins; equal totals at or past it: nobody yet, another round).
bool target_reached(const GameState& state);

// ---- what a seat may see: the AI and help decide from this only ----
// What everyone sees of a seat.
struct TableSide {
    std::vector<HeldCard> melded; // the seat's melded cards, each once
    std::vector<Meld> melds;      // its current melds (the bits of `melded` point into these)
    std::vector<Meld> declared;   // the melds it declared this round
    std::vector<Card> captured;
    std::vector<Card> shown; // cards it is known to hold outside its melds
    int held = 0;            // cards in its hand, melded ones included
    int game_score = 0;
    int round_score = 0;
};

struct SeatView {
    Seat seat = Seat::Human;
    Phase phase = Phase::CoinToss;
    Seat turn = Seat::Human;
    Seat leader = Seat::Human;
    int round = 0;
    Suit trump = Suit::Hearts;
    std::optional<Card> trump_card; // while it lies on the table
    int stock_size = 0;
    std::optional<Card> lead; // the lead card, while the chase is awaited
    Holding hand;             // this seat's cards and melds
    std::array<TableSide, 2> sides{};

    const TableSide& side(Seat s) const { return sides[static_cast<std::size_t>(index(s))]; }
    const TableSide& mine() const { return side(seat); }
    const TableSide& theirs() const { return side(other(seat)); }
};

SeatView view_for(const GameState& state, Seat seat);

} // namespace parlor::pinochle
