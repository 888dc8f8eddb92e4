#pragma once
// The rules of two-player cribbage (docs/cribbage.md): the cut for the first deal, six cards each,
// two laid away to the dealer's crib, the starter and his heels, the play, the show, the game to
// 121 (or the short game to 61) ending the moment it is reached, skunks. The state is a plain
// copyable value; `apply` validates an action, changes the state and reports what happened as
// events. It never prints, sleeps or reads a clock.

#include "parlor/cards/outcome.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/claim.hpp"
#include "parlor/games/cribbage/pegging.hpp"
#include "parlor/games/cribbage/scoring.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace parlor::cribbage {

using cards::Rng;

inline constexpr int winning_score = 121;    // the full game, and every game's default
inline constexpr int short_game_score = 61;  // the short game (docs/cribbage.md)
inline constexpr int skunk_line = 91;        // a loser below 91 is skunked (in a game to 121)
inline constexpr int double_skunk_line = 61; // below 61 double skunked (in a game to 121)
inline constexpr int short_skunk_line = 31;  // to 61: a loser below 31 is skunked, never doubly

// The lengths a game may have: 121 or 61.
bool valid_target(int target);
inline constexpr int cards_dealt = 6;
inline constexpr int hand_size = 4;

// The seats every game shares (parlor/cards/seat.hpp).
using cards::index;
using cards::other;
using cards::Seat;
using cards::seat_name;

enum class Phase {
    CutForDeal, // the start of a game: the players cut, the lower card deals
    LayAway,    // `turn` lays two cards away to the crib (the pone first, then the dealer)
    Play,       // `turn` lays a card on the pile
    DealOver,   // the hands and the crib have been counted; NextDeal deals again
    GameOver,   // a player has reached the target (121 or 61)
};

// ---- actions: the same values are the UI's commands, the AI's moves and a replay's steps ----
// Two actions are equal when they are of one kind with the same data (std::variant's ==).
struct CutForDeal {
    friend bool operator==(const CutForDeal&, const CutForDeal&) = default;
};
struct LayAway {
    Card first;
    Card second;
    // The two cards go to the crib together: their order does not matter.
    friend bool operator==(const LayAway& a, const LayAway& b) {
        return (a.first == b.first && a.second == b.second) ||
               (a.first == b.second && a.second == b.first);
    }
};
struct Play {
    Card card;
    friend bool operator==(const Play&, const Play&) = default;
};
struct NextDeal {
    friend bool operator==(const NextDeal&, const NextDeal&) = default;
};
// The points the player claims when counting their own (claim.hpp): only while a claim waits.
struct Claim {
    int points = 0;
    friend bool operator==(const Claim&, const Claim&) = default;
};
using Action = std::variant<CutForDeal, LayAway, Play, NextDeal, Claim>;

std::string describe(const Action& action); // "lay away the 9♣ and the K♦", "play the 7♠", ...

// ---- state ----
struct Player {
    std::vector<Card> hand;      // cards still held (six before the lay-away, then four or fewer)
    std::vector<Card> played;    // laid in the play this deal, oldest first
    std::vector<Card> laid_away; // the two this player gave to the crib this deal
    int score = 0;               // 0..the target
};

// One count of the show: a hand or the crib, with the starter.
struct Show {
    Seat seat = Seat::Human; // whose points they are
    bool crib = false;
    std::vector<Card> cards; // the four cards counted (the starter apart)
    Card starter;
    HandScore score;
};

struct GameState {
    std::array<Player, 2> players; // indexed by Seat
    Seat dealer = Seat::Human;
    Phase phase = Phase::CutForDeal;
    Seat turn = Seat::Human;     // who acts now (the human cuts for the deal)
    std::vector<Card> stock;     // the rest of the deck, top first
    std::optional<Card> starter; // once cut
    std::vector<Card> pile;      // cards since the count last restarted, oldest first
    std::optional<Seat> go;      // the player who has said go in this count
    std::vector<Show> shows;     // this deal's counts so far: pone, dealer, crib
    int deal_number = 0;         // deals begun in this game
    int target = winning_score;  // the game ends the moment a player reaches it: 121 or 61
    // Whether the human counts their own points (claim.hpp); Off: the rules count every point.
    CountOwn count_own = CountOwn::Off;
    // The human's points waiting for their claim: nothing else is played until it is made.
    std::optional<PendingClaim> claim;

    const Player& player(Seat seat) const { return players[static_cast<std::size_t>(index(seat))]; }
    Player& player(Seat seat) { return players[static_cast<std::size_t>(index(seat))]; }
    Seat pone() const { return other(dealer); }
    int count() const { return count_of(pile); }
    // The dealer's two laid-away cards, then the pone's.
    std::vector<Card> crib() const;
};

// ---- events: what happened, for the log and the animations ----
struct CutForDealEvent {
    Card human;
    Card computer;
    std::optional<Seat> dealer; // the lower card deals; nothing on a tie (they cut again)
};
struct DealtEvent {
    Seat dealer;
    int deal_number;
};
struct LaidAwayEvent {
    Seat seat;
    Card first;
    Card second;
};
struct StarterEvent {
    Card card;
};
// Points outside the show: his heels at the cut, the last card in the play.
struct PointsEvent {
    Seat seat;
    ScoreItem item;
    int score;
};
struct PlayedEvent {
    Seat seat;
    Card card;
    int count;                    // the count after the card
    std::vector<ScoreItem> items; // what the card scored (15, 31, pairs, runs); nothing while
                                  // the player is to claim them (counting their own)
    int score;                    // the player's score after it
};
struct GoEvent {
    Seat seat;
};
struct CountRestartedEvent {
    Seat leader;
};
struct ShowEvent {
    Show show;
    int score;
};
enum class Skunk { None, Single, Double };
struct GameOverEvent {
    Seat winner;
    std::array<int, 2> scores;
    Skunk skunk;
};
// A claim made (counting your own): what was claimed of the true count, the score after.
struct ClaimEvent {
    Seat seat;
    ClaimOf of;
    int claimed;
    std::vector<ScoreItem> items; // the true count
    int score;
};
// Muggins: `seat` takes the points its opponent missed in a claim, the items they make (empty
// when no set of items makes them exactly).
struct MugginsEvent {
    Seat seat;
    int points;
    std::vector<ScoreItem> missed;
    int score;
};
using Event =
    std::variant<CutForDealEvent, DealtEvent, LaidAwayEvent, StarterEvent, PointsEvent, PlayedEvent,
                 GoEvent, CountRestartedEvent, ShowEvent, GameOverEvent, ClaimEvent, MugginsEvent>;

using Outcome = cards::Outcome<Event>; // ok, error (a sentence for the player), events

// A new game to `target` (121 or 61) waiting for the cut for the first deal (the human cuts),
// the human counting their own points or not.
GameState new_game(int target = winning_score, CountOwn count_own = CountOwn::Off);

// Shuffles and deals a new hand for `dealer`: six cards each, the pone first, phase LayAway.
void deal(GameState& state, Seat dealer, Rng& rng);
// The same with the deck in a given order (the 52 cards, top first).
void deal(GameState& state, Seat dealer, const std::vector<Card>& deck);

// Every action the rules allow now (LayAway: the 15 pairs; Play: each card that fits the count).
std::vector<Action> legal_actions(const GameState& state);
// The same for the seat to act holding `hand` in `phase`, the count at `count`: all a seat's own
// view needs, so that a strategy lists the same actions as the rules.
std::vector<Action> legal_actions(Phase phase, const std::vector<Card>& hand, int count);

// Empty when legal, otherwise the reason.
std::string why_illegal(const GameState& state, const Action& action);

// What chance decides in an action, drawn before it is applied so that a record can hold it and
// a replay apply it again (docs/records.md): the cuts for the first deal (every tie, then the
// cut that decides), the order of the deck dealt (CutForDeal, NextDeal; top first, dealt one at a
// time, the pone first) and the starter turned up (the second LayAway). Empty where the action
// leaves nothing to chance.
struct Cut {
    Card human;
    Card computer;
    friend bool operator==(const Cut&, const Cut&) = default;
};
struct Chance {
    std::vector<Cut> cuts;
    std::vector<Card> deck;
    std::optional<Card> starter;
    friend bool operator==(const Chance&, const Chance&) = default;
};

// What `action` would draw from `rng` in `state`, drawn exactly as apply(state, action, rng)
// draws it. Nothing is drawn for an illegal action.
Chance draw_chance(const GameState& state, const Action& action, Rng& rng);

// Why `chance` cannot be what `action` drew in `state` (a deck that is not the 52 cards, a
// starter not in the stock, a cut that is a tie but the last, ...); empty when it can.
std::string why_impossible(const GameState& state, const Action& action, const Chance& chance);

// The action with chance as given: refused (nothing changed) when the action is illegal or the
// chance impossible. apply(state, action, rng) is apply with draw_chance(state, action, rng).
Outcome apply(GameState& state, const Action& action, const Chance& chance);
Outcome apply(GameState& state, const Action& action, Rng& rng);

std::optional<Seat> winner(const GameState& state);
// To 121: below 91 a skunk, below 61 a double skunk; to 61: below 31 a skunk, no double.
Skunk skunk_of(int loser_score, int target = winning_score);
std::array<int, 2> scores(const GameState& state);

// ---- what a seat may see: the AI and help decide from this only ----
struct SeatView {
    Seat seat = Seat::Human;
    Phase phase = Phase::CutForDeal;
    Seat turn = Seat::Human;
    Seat dealer = Seat::Human;
    std::array<int, 2> scores{};             // indexed by Seat
    int target = winning_score;              // the game's length: 121 or 61
    std::vector<Card> hand;                  // this seat's cards still held
    std::vector<Card> laid_away;             // this seat's own two crib cards
    std::array<std::vector<Card>, 2> played; // what each seat has laid this deal (public)
    std::vector<Card> pile;                  // since the count restarted, oldest first
    int count = 0;
    std::optional<Seat> go;
    std::optional<Card> starter; // once cut
    int opponent_hand_size = 0;
    int crib_size = 0;
    int stock_size = 0;
    std::vector<Card> crib;  // only once the crib has been shown
    std::vector<Show> shows; // the counts of this deal made so far

    bool my_crib() const { return dealer == seat; }
};

SeatView view_for(const GameState& state, Seat seat);

// The play as a PlayPosition (seat numbers are index(Seat)), for the play rules and the look-ahead.
PlayPosition play_position(const GameState& state);

} // namespace parlor::cribbage
