#pragma once
// The rules of two-player Casino (docs/casino.md): the coin toss, the deals of 4 and 4 (and 4 to
// the table when a round starts), captures, builds (created, increased, multiple), trails, the
// last capturer taking the table, the round's points and the tournament past 21. The state is a
// plain copyable value; `apply` validates an action, changes the state and reports what happened
// as events. It never prints, sleeps or reads a clock.

#include "parlor/cards/outcome.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/games/casino/scoring.hpp"
#include "parlor/games/casino/table.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace parlor::casino {

using cards::Rng;

inline constexpr int hand_size = 4;      // cards dealt to each player at a time
inline constexpr int table_deal = 4;     // cards dealt to the table when a round starts
inline constexpr int winning_score = 21; // the tournament ends when a total passes it

// The seats every game shares (parlor/cards/seat.hpp).
using cards::index;
using cards::other;
using cards::seat_name;

enum class Phase {
    CoinToss,  // the start of a tournament: the human calls heads or tails
    Play,      // `turn` plays a card: capture, build or trail
    RoundOver, // the round has been scored; NextRound deals the next one
    GameOver,  // a total has passed 21
};

enum class Coin { Heads, Tails };

// ---- actions: the same values are the UI's commands, the AI's moves and a replay's steps ----
// Card lists are in card order (rank, then suit), so equal moves compare equal.

// The human's call of the coin toss (round 1 only).
struct CallCoin {
    Coin call = Coin::Heads;
    friend bool operator==(const CallCoin&, const CallCoin&) = default;
};
// Play `card` to take `taken` from the table: loose cards and whole builds.
struct Capture {
    Card card;
    std::vector<Card> taken;
    friend bool operator==(const Capture&, const Capture&) = default;
};
// Play `card` into a build worth `value`. Without `onto`: the card and the `loose` cards make a
// new build, or a new part of the player's own build of that value (then `loose` may be empty:
// the card alone is the new part). With `onto` (every card of the opponent's single build): the
// card increases that build to `value`, and `loose` is empty.
struct Build {
    Card card;
    int value = 0;
    std::vector<Card> loose;
    std::vector<Card> onto;
    friend bool operator==(const Build&, const Build&) = default;
};
// Put `card` on the table.
struct Trail {
    Card card;
    friend bool operator==(const Trail&, const Trail&) = default;
};
// After a round's score: deal the next round.
struct NextRound {
    friend bool operator==(const NextRound&, const NextRound&) = default;
};
using Action = std::variant<CallCoin, Capture, Build, Trail, NextRound>;

// The card a move plays: nothing for the coin's call and the next round.
std::optional<Card> card_of(const Action& action);

// "capture the 5♥ and the 4♦ with the 9♣", "build 9 with the 4♠ on the 5♥",
// "increase the build 7 [C3 S4] to 9 with the 2♥", "trail the 2♣".
std::string describe(const Action& action);

// ---- state ----
struct Player {
    std::vector<Card> hand; // at most 4
    std::vector<Card> pile; // captured this round, in the order taken
    int score = 0;          // tournament points from the rounds before this one
};

// Ranks as bits (bit r for rank r): what a player has shown it does not hold.
using RankSet = std::uint16_t;

struct GameState {
    std::array<Player, 2> players; // indexed by Seat
    Table table;
    std::vector<Card> deck; // top first; in CoinToss a stacked deck for round 1, or empty
    Phase phase = Phase::CoinToss;
    Seat turn = Seat::Human; // who acts now (the human calls the toss)
    int round = 1;
    int deal = 0; // deals of this round so far (1: the first, with the table's four)
    std::optional<Seat> last_capturer; // this round's, nothing before the first capture
    Seat first_player = Seat::Human;   // who led this round
    // Ranks each seat cannot hold in its present hand: it trailed while a card of that rank lay
    // loose (the trail rule), since its hand was dealt. Public knowledge; not in the save file.
    std::array<RankSet, 2> shown_lacking{};
    std::optional<RoundScore> last_round; // the round just scored (RoundOver, GameOver)

    const Player& player(Seat seat) const { return players[static_cast<std::size_t>(index(seat))]; }
    Player& player(Seat seat) { return players[static_cast<std::size_t>(index(seat))]; }
};

// ---- events: what happened, for the log, the animations and the results screen ----
struct CoinTossEvent {
    Coin call;
    Coin landed;
    Seat first; // who plays first: the human when the call was right
};
// Cards dealt from the deck: 4 and 4 (fewer when the deck runs short), and at a round's start
// 4 face up to the table. The computer's cards are in it: a table shows them face down.
struct DealtEvent {
    int round;
    int deal;                               // 1 for the round's first deal
    std::array<std::vector<Card>, 2> hands; // indexed by Seat
    std::vector<Card> table;                // the round's first deal only
    int deck_left;
};
struct CapturedEvent {
    Seat seat;
    Card card;                      // the card played
    std::vector<Card> loose;        // loose cards taken
    std::vector<TableBuild> builds; // builds taken whole (with their owners before)
    int pile_size;                  // the seat's pile after it
};
struct BuiltEvent {
    Seat seat;
    Card card;                           // the card played
    std::vector<Card> loose;             // loose cards it went onto
    std::optional<TableBuild> increased; // the opponent's build it increased, as it was
    bool joined = false;                 // it became a part of the player's own build of that value
    TableBuild build;                    // the build as it now is (value, owner, parts)
};
struct TrailedEvent {
    Seat seat;
    Card card;
};
// The round's last cards are played: the last capturer takes what remains (nobody when nobody
// captured: the cards are set aside).
struct TableTakenEvent {
    std::optional<Seat> seat;
    std::vector<Card> cards;
};
struct RoundScoredEvent {
    int round;
    RoundScore score;
    std::array<int, 2> scores; // tournament totals after the round
};
struct GameOverEvent {
    std::optional<Seat> winner; // nothing on equal totals
    std::array<int, 2> scores;
};
using Event = std::variant<CoinTossEvent, DealtEvent, CapturedEvent, BuiltEvent, TrailedEvent,
                           TableTakenEvent, RoundScoredEvent, GameOverEvent>;

using Outcome = cards::Outcome<Event>; // ok, error (a sentence for the player), events

// A new tournament waiting for the human's call. A `deck` (top first) stacks round 1 (the
// deck-file option); empty: round 1 is shuffled when the coin lands.
GameState new_game(std::vector<Card> deck = {});

// Every distinct legal action now: in Play each capture choice, build and trail of the player
// to move; CallCoin heads and tails; NextRound. Empty only when the game is over.
std::vector<Action> legal_moves(const GameState& state);
inline std::vector<Action> legal_actions(const GameState& state) {
    return legal_moves(state);
}

// Empty when legal, otherwise the reason (a sentence for the player).
std::string why_illegal(const GameState& state, const Action& action);

// What chance decides in an action, drawn before it is applied so that a record can hold it and
// a replay apply it again (docs/records.md): how the coin landed (CallCoin) and the order of a
// new round's deck (CallCoin when no deck was stacked, NextRound; the 52 cards, top first).
// Empty where the action leaves nothing to chance.
struct Chance {
    std::optional<Coin> landed;
    std::vector<Card> deck;
    friend bool operator==(const Chance&, const Chance&) = default;
};

// What `action` would draw from `rng` in `state`, drawn exactly as apply(state, action, rng)
// draws it. Nothing is drawn for an illegal action.
Chance draw_chance(const GameState& state, const Action& action, Rng& rng);

// A recorded chance dealt with seats 0 and 1 exchanged (engine/recorded_deals.hpp, the window's
// rematch): the coin lands the other way, so the other seat plays first after the same call, and
// each deck gives each seat the cards it gave the other (the hands' fours exchanged deal by deal,
// the table's four where they were).
Chance seats_exchanged(Chance chance);

// True for the 52 cards of the deck, each once, in any order.
bool is_whole_deck(const std::vector<Card>& deck);

// Why `chance` cannot be what `action` drew in `state` (no coin for the call, a deck that is not
// the 52 cards, a deck where a stacked one was dealt, ...); empty when it can.
std::string why_impossible(const GameState& state, const Action& action, const Chance& chance);

// The action with chance as given: refused (nothing changed) when the action is illegal or the
// chance impossible. apply(state, action, rng) is apply with draw_chance(state, action, rng): the
// rng tosses the coin and shuffles the deck of a new round.
Outcome apply(GameState& state, const Action& action, const Chance& chance);
Outcome apply(GameState& state, const Action& action, Rng& rng);

// ---- the rules of a move, from one player's cards (shared by the state and a seat's view) ----

// The moves `seat`, holding `hand`, may make on `table`.
std::vector<Action> moves_for(const std::vector<Card>& hand, const Table& table, Seat seat);
std::string why_not(const std::vector<Card>& hand, const Table& table, Seat seat,
                    const Action& action);

// A legal move of `seat` played out on the table: the table after it, the cards that go to the
// seat's pile (the played card and what it took; empty unless a capture), and the event (its
// pile size left 0 for the caller). For look-ahead; the engine's apply uses it too. CallCoin and
// NextRound are not played on the table: it stays as it is, with an empty TableTakenEvent.
struct Played {
    Table table;
    std::vector<Card> to_pile;
    Event event;
};
Played play_on_table(const Table& table, Seat seat, const Action& move);

std::array<int, 2> scores(const GameState& state);
// The tournament's winner once it is over: the higher total; nothing on equal totals or before.
std::optional<Seat> winner(const GameState& state);

// ---- what a seat may see: the AI and the help decide from this only ----
struct SeatView {
    Seat seat = Seat::Human;
    Phase phase = Phase::CoinToss;
    Seat turn = Seat::Human;
    int round = 1;
    std::array<int, 2> scores{}; // indexed by Seat
    std::vector<Card> hand;      // this seat's cards
    int opponent_hand_size = 0;
    Table table;
    std::array<std::vector<Card>, 2> piles; // captured this round (public)
    int deck_size = 0;
    std::optional<Seat> last_capturer;
    RankSet opponent_lacks = 0; // ranks the opponent showed it does not hold

    // The cards this seat has not seen: the deck minus its hand, the table and both piles.
    std::vector<Card> unseen() const;
};

SeatView view_for(const GameState& state, Seat seat);

// The moves the seat of `view` may make (its turn in Play), as legal_moves gives them.
std::vector<Action> legal_moves(const SeatView& view);

} // namespace parlor::casino
