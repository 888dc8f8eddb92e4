#pragma once
// The rules of Cruno (docs/cruno.md): Crazy Eights with Skip, Reverse and Draw Two for 2 to 10
// players. Five cards each, a first discard turned up, draw until you play, 8s wild with a named
// suit, the discard pile reshuffled when the stock runs out, the game over at an empty hand or
// when nothing is left to draw. The state is a plain copyable value; `apply` validates an action,
// changes the state and reports what happened as events. It never prints, sleeps or reads a
// clock. Seats are numbers 0..N-1 (seat 0 is the human's in a played game).

#include "parlor/cards/outcome.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/games/cruno/cards.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace parlor::cruno {

using cards::Rng;

inline constexpr int min_players = 2;
inline constexpr int max_players = 10;
inline constexpr int hand_size = 5;                // dealt to each player
inline constexpr int draw_two_cards = 2;           // what a Draw Two makes the next player draw
inline constexpr std::string_view human = "human"; // a seat the player at the keyboard plays
inline constexpr std::string_view trickster = "trickster";

// One deck up to five players, two above.
constexpr int decks_for(int players) {
    return players > 5 ? 2 : 1;
}

// The rule options, both off by default (Settings and `--rule`).
struct Rules {
    bool draw_two_skips = false;         // the Draw Two victim also loses the turn
    bool reverse_skips_with_two = false; // with two players a Reverse acts as a Skip
    friend bool operator==(const Rules&, const Rules&) = default;
};

// +1: increasing seat order (clockwise, the start of every game); -1 after an odd number of
// Reverses.
enum class Direction : std::int8_t { Clockwise = 1, Counterclockwise = -1 };

// ---- actions: the same values are the UI's commands, the AI's moves and a replay's steps ----
struct Play {
    Card card;
    std::optional<Suit> suit; // the suit named with an 8, and only then
    friend bool operator==(const Play&, const Play&) = default;
};
// Draw the top card of the stock; with a Draw Two pending, draw its two cards at once.
struct Draw {
    friend bool operator==(const Draw&, const Draw&) = default;
};
// The trickster's open cheat: with nothing playable it lays a card of its hand as the 8 of that
// card's suit and names a suit. Only a seat played by `trickster` may.
struct Convert {
    Card card;
    Suit suit;
    friend bool operator==(const Convert&, const Convert&) = default;
};
using Action = std::variant<Play, Draw, Convert>;

// "play the 7♥", "play the 8♣ and name hearts", "draw a card", "turn the 4♣ into an 8 and
// name spades"
std::string describe(const Action& action);

// ---- state ----

// A card on the discard pile. A trickster's converted card counts as the 8 of its suit while it
// lies there; reshuffled into the stock it is its own card again.
struct Discarded {
    Card card;
    bool converted = false;
    Card shown() const { return converted ? Card::standard(8, card.suit) : card; }
    friend bool operator==(const Discarded&, const Discarded&) = default;
};

// What the whole table has seen of a player's draws: the player drew of their own accord on
// each card of `passed_on` (the top card, or after an 8 the 8 of the suit to follow), and
// `cards` of the cards they hold now were in their hand then (a lower bound: a card played since
// may have been one of them). Playing whenever one can, they hold none of those `cards` that
// would have been playable on any card of `passed_on`. Public knowledge: it is in every view.
struct DrawNote {
    std::vector<Card> passed_on;
    int cards = 0;
    friend bool operator==(const DrawNote&, const DrawNote&) = default;
};

struct Player {
    std::string name;  // "You", "Alice"
    std::string plays; // "human" or a strategy name ("rule", "expert", "trickster", ...)
    std::vector<Card> hand;
    DrawNote note;
    bool is_human() const { return plays == human; }
    bool is_trickster() const { return plays == trickster; }
    friend bool operator==(const Player&, const Player&) = default;
};

enum class Phase { Play, GameOver };
enum class EndReason { EmptyHand, StockOut };

struct GameState {
    std::vector<Player> players; // in seat order
    Rules rules;
    int decks = 1;
    int dealer = 0;
    int turn = 0; // the player to act
    Direction direction = Direction::Clockwise;
    std::vector<Discarded> discard; // top first; never empty
    Suit suit = Suit::Clubs;        // the suit to follow: the top card's, or the one named
    int pending_draw = 0;           // cards a Draw Two makes `turn` draw before anything else
    std::vector<Card> stock;        // top first
    Phase phase = Phase::Play;
    // Once the game is over:
    std::vector<int> winners; // one, or several sharing the win on equal penalties
    EndReason end_reason = EndReason::EmptyHand;
    std::vector<int> penalties; // every seat's penalty (the game's result when the stock ran out)

    int player_count() const { return static_cast<int>(players.size()); }
    const Player& player(int seat) const { return players[static_cast<std::size_t>(seat)]; }
    Player& player(int seat) { return players[static_cast<std::size_t>(seat)]; }
    const Discarded& top() const { return discard.front(); }
    // The seat `steps` places from `seat` in the direction of play.
    int next_seat(int seat, int steps = 1) const;
    friend bool operator==(const GameState&, const GameState&) = default;
};

// ---- events: what happened, for the log, the terminal and the table's animations ----
struct PlayedEvent {
    int player;
    Card card;                          // as it lies on the pile (a conversion: the 8)
    std::optional<Suit> suit;           // named with an 8
    std::optional<Card> converted_from; // the trickster's real card
};
struct DrewEvent {
    int player;
    Card card;
    bool forced; // one of a Draw Two's cards
};
// The discard pile but its top card became the stock.
struct ReshuffledEvent {
    std::vector<Card> stock; // top first
};
struct SkippedEvent {
    int player; // who loses the turn (to a Skip, a Draw Two with draw_two_skips, or a Reverse
                // with reverse_skips_with_two)
};
struct ReversedEvent {
    Direction direction; // the new direction of play
};
struct DrawTwoEvent {
    int player; // who must draw two
};
struct GameOverEvent {
    std::vector<int> winners;
    EndReason reason;
    std::vector<int> penalties; // every seat's (they decide the game when the stock ran out)
};
using Event = std::variant<PlayedEvent, DrewEvent, ReshuffledEvent, SkippedEvent, ReversedEvent,
                           DrawTwoEvent, GameOverEvent>;

using Outcome = cards::Outcome<Event>; // ok, error (a sentence for the player), events

// ---- starting a game ----
struct SeatSetup {
    std::string name;
    std::string plays; // "human" or a strategy name
};
struct Setup {
    std::vector<SeatSetup> seats; // 2..10
    Rules rules;
    std::optional<int> dealer; // drawn with the rng when not given
};

// What chance decides before the first move: the dealer and the order of the deck (top first).
struct Deal {
    int dealer = 0;
    std::vector<Card> deck;
    friend bool operator==(const Deal&, const Deal&) = default;
};

// The deal new_game(setup, rng) makes: the dealer named by the setup or drawn with `rng`, then
// `decks_for(players)` decks shuffled with it. Throws std::invalid_argument for fewer than 2 or
// more than 10 seats.
Deal draw_deal(const Setup& setup, Rng& rng);

// Why `deck` is not the `decks_for(players)` decks of Cruno (76 cards, or 152 above five
// players; a standard card once a deck, an action card twice); empty when it is.
std::string why_not_deck(const std::vector<Card>& deck, int players);

// Deals `deal.deck` (top first): five cards to each from the dealer's left, one at a time, and
// turns up the first discard (its action is not applied; an 8 keeps its own suit); the rest is
// the stock. The dealer's left plays first. Throws std::invalid_argument for fewer than 2 or more
// than 10 seats, a dealer not at the table or a deck why_not_deck refuses.
GameState new_game(const Setup& setup, const Deal& deal);
// new_game(setup, draw_deal(setup, rng)).
GameState new_game(const Setup& setup, Rng& rng);

// ---- the rules ----

// True when `card` may be played on `top` with `suit` to follow: any 8; a card of that suit; a
// standard card of the top's rank; an action card of the top's action.
constexpr bool playable(Card card, Card top, Suit suit) {
    if (card.is_eight() || card.suit == suit) {
        return true;
    }
    if (card.is_action() != top.is_action()) {
        return false;
    }
    return card.is_action() ? card.kind == top.kind : card.rank == top.rank;
}
bool playable(const GameState& state, Card card);

// Every action the rules allow now: each playable card of the hand once (an 8 once for each
// suit it may name), Draw, and for a trickster with nothing playable each card turned into an
// 8 naming each suit. With a Draw Two pending, only Draw. Nothing once the game is over.
std::vector<Action> legal_actions(const GameState& state);

// Empty when legal, otherwise the reason.
std::string why_illegal(const GameState& state, const Action& action);

// What chance decides in an action, drawn before it is applied so that a record can hold it and
// a replay apply it again (docs/records.md): the new stock when a draw finds the stock empty (or
// a Draw Two's draw empties it): the discard pile under its top card, as its real cards,
// shuffled, top first. A draw reshuffles at most once: after it the pile is its top card alone.
// Empty where the action leaves nothing to chance.
struct Chance {
    std::vector<Card> stock; // the reshuffled stock
    friend bool operator==(const Chance&, const Chance&) = default;
};

// True when the legal `action` reshuffles the discard pile into the stock.
bool reshuffles(const GameState& state, const Action& action);

// What `action` would draw from `rng` in `state`, drawn exactly as apply(state, action, rng)
// draws it. Nothing is drawn for an illegal action.
Chance draw_chance(const GameState& state, const Action& action, Rng& rng);

// Why `chance` cannot be what `action` drew in `state` (a reshuffle that is not the discard
// pile under its top card, or a new stock where the action reshuffles nothing); empty when it
// can.
std::string why_impossible(const GameState& state, const Action& action, const Chance& chance);

// The action with chance as given: refused (nothing changed) when the action is illegal or the
// chance impossible. apply(state, action, rng) is apply with draw_chance(state, action, rng).
Outcome apply(GameState& state, const Action& action, const Chance& chance);
Outcome apply(GameState& state, const Action& action, Rng& rng);

// The sum of the penalties of a hand.
int penalty(const std::vector<Card>& hand);

// Every card of the game, wherever it is (hands, discard pile as its real cards, stock):
// `decks` full decks in a consistent game.
std::vector<Card> all_cards(const GameState& state);

// ---- what the table sees of the draws (DrawNote) ----

// The card a player draws on: the top card, or after an 8 the 8 of the suit to follow (what may
// be played on an 8 depends on that suit only).
Card follow_card(Card top, Suit suit);
// The note once its player draws of their own accord on `follow`, holding `held` cards: all of
// them are covered, and they add `follow` to what they passed on if all were covered before.
void note_voluntary_draw(DrawNote& note, Card follow, int held);
// The note once its player laid `card` (played or converted), holding `held` cards after it: a
// card the note rules out cannot have been one of the covered cards; any other may have been.
void note_played(DrawNote& note, Card card, int held);
// True when `card` would have been playable on a card of note.passed_on, so that none of the
// note's covered cards is one.
bool ruled_out(const DrawNote& note, Card card);

// ---- what a seat may see: the AI and help decide from this only ----
struct SeatView {
    int seat = 0;
    int turn = 0;
    int dealer = 0;
    Direction direction = Direction::Clockwise;
    Rules rules;
    int decks = 1;
    Phase phase = Phase::Play;
    std::vector<Card> hand;         // this seat's own cards
    std::vector<int> hand_sizes;    // every seat's, in seat order
    std::vector<std::string> names; // every seat's
    std::vector<std::string> plays; // every seat's personality ("human", "rule", ...)
    std::vector<DrawNote> notes;    // what the table has seen of each seat's draws
    std::vector<Discarded> discard; // the discard pile, top first (every card was seen)
    Suit suit = Suit::Clubs;        // the suit to follow
    int pending_draw = 0;           // a Draw Two waiting for `turn`
    int stock_size = 0;

    int player_count() const { return static_cast<int>(hand_sizes.size()); }
    Card top() const { return discard.front().shown(); }
    int next_seat(int seat, int steps = 1) const;
    bool is_trickster() const;
};

SeatView view_for(const GameState& state, int seat);

// The actions the rules allow the seat of `view` now (legal_actions of the state it came from).
std::vector<Action> legal_actions(const SeatView& view);

} // namespace parlor::cruno
