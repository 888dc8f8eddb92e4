#pragma once
// The computer players: strategies that decide from a SeatView (never the whole state) and say
// why, the expert's look-ahead behind them, and the help for the human, which is the expert run
// on the human's own view.

#include "parlor/cards/advice.hpp"
#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/cruno/rules.hpp"

#include <cstdint>
#include <memory>
#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cruno {

using Decision = cards::Decision<Action>;

// Called whenever the seat of `view` is to act (view.turn == view.seat) in a game not over: a
// legal action and the reasons, in the first person ("Playing the 8 and naming hearts: I hold
// three hearts.", "Draw Two on Alice: she has one card left."), at most three lines. The
// reasons name no card the player still holds.
using Strategy = cards::Strategy<SeatView, Action>;

// "naive", "rule", "expert" or "trickster"; nullptr for an unknown name. The seed feeds the
// strategy's own sampling, never the game's.
std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed);
// Every strategy, trickster included (it is offered, never a default).
std::vector<std::string> strategy_names();
// A table's strategy: each decision by the personality the seat to act holds in the state
// (SeatView::plays), "rule" for a seat the human left; named "table" (the name is unused).
std::unique_ptr<Strategy> make_seat_strategy(std::string_view table_name, std::uint64_t seed);

// The trickster's restraint, announced at the table and in its reasons: it cheats (converts a
// card, which the rules allow it whenever nothing in its hand fits) only while it holds at least
// this many cards, so it cheats to catch up, never its way out. Chosen by measurement to make it
// about as strong as the expert (docs/cruno.md, "Measured": the trickster's limit); cheating at
// every turn won 82% of four-player games against three rule players and 95% heads-up.
inline constexpr int trickster_fewest_cards = 7;
// The restraint in words: "only while it holds seven cards or more".
std::string trickster_limit_words();

// ---- the expert's look-ahead ----

// How much the expert looks ahead: imagined tables per decision (each candidate move is played
// out to the end of the game on every one of them). Counts, never a clock: the same seed and
// view give the same decision on any machine.
struct Budget {
    int rollouts = 3200; // at most, spread over the candidate moves
    int min_tables = 128;
    int max_tables = 800;
    int batch = 16; // tables between two looks at whether the leader is clear
    // Stop once choosing the leader is expected to lose less than this share of a game against
    // the others (from the spread of each one's result minus the leader's, table by table).
    double enough = 0.002;
    int max_actions = 2000; // per played-out game (a game never comes near it)
};

// One candidate move and how it fared.
struct Candidate {
    Action action;
    double wins = 0; // shares of games won over the imagined tables (a tie counts its share)
    int tables = 0;  // imagined tables it was played out on
    std::vector<double> results{}; // its share of each imagined table, in the order played
    double win_rate() const { return tables == 0 ? 0 : wins / tables; }
};

// The look-ahead's choice and how sure it is.
struct Ranking {
    // The choice first, then the others by wins (ties in the order they were weighed).
    std::vector<Candidate> moves;
    // Exact when there was nothing to weigh (one move, or a move that empties the hand);
    // otherwise the tables, the choice's lead in share of games won over the next best and the
    // standard error of that lead from the table-by-table differences. When the leaders stay
    // within two standard errors of the best, a close call decided by the tie rule below.
    cards::Certainty certainty;
};

// Among moves whose shares of imagined games won are within the noise of the best and within
// `practically_equal` of it, the fixed rule that chooses, as a clause: a card other than an 8
// (an 8 fits anything later; a draw sheds nothing: the two rank alike), then the move that leaves
// the most cards of the suit to follow, then the cheaper card (the action cards cost 20: they
// are worth keeping; a draw costs nothing), else the order the moves were weighed in. The clause
// says what look_ahead.cpp's tie_order does: a draw does not count as keeping the 8s. It is
// quoted only where it decided: where another move was within the noise and within
// `practically_equal` of the best. Chosen from data: measured against the shares of
// 20,000 imagined tables a position over expert self-play, of the orders tried it gives up the
// least share of games for the stability it buys (docs/cruno.md, "The expert").
inline constexpr double practically_equal = 0.05;
inline constexpr const char* tie_rule =
    "a card other than an 8 first (an 8 and a draw rank alike), then the move that leaves the "
    "most cards of the suit to follow, then the cheaper move (a draw costs nothing), of those "
    "within five points of share of the best";

// The moves worth weighing for the seat of `view` (one 8 for each suit it may name, a draw only
// when no card but an 8 can be played), best first. With a single move, or a move that empties
// the hand, no look-ahead is made (tables 0). Otherwise every candidate is played out on the
// same imagined tables: the cards the seat has not seen dealt at random to the other players in
// their hand sizes (what they drew on respected, see DrawNote) and the rest as the stock, each
// player then playing by the simple player their personality is closest to.
std::vector<Candidate> rank_moves(const SeatView& view, std::uint64_t seed,
                                  const Budget& budget = {});
// The same look-ahead with its certainty, the tie rule applied to a close call.
Ranking weigh_moves(const SeatView& view, std::uint64_t seed, const Budget& budget = {});

// ---- the advice record (docs/cruno.md, "Advice record") ----

// What a move does and how it fared: every figure the reasons and the help may quote.
struct MoveFacts {
    int tables = 0;     // imagined tables it was played out on (0: no look-ahead was made)
    double chance = 0;  // share of those imagined games won, 0 to 1 (only with tables > 0)
    int cards_left = 0; // cards in the hand after the move (a draw: with the cards drawn)
    std::optional<Suit> suit_to_follow; // after a play: the card's suit or the suit named
    int held_of_suit = 0;               // after a play: non-8 cards of that suit left in the hand
    int next_draws = 0;                 // cards the next player must draw because of the move
    bool next_skipped = false;          // the next player loses a turn
    bool reverses = false;              // play turns the other way (three players or more)
    bool wins_now = false;              // the move empties the hand: the game is won
};
using AdviceRecord = cards::AdviceRecord<Action, MoveFacts>;

// The facts of `action` for the seat of `view` (no look-ahead figures).
MoveFacts move_facts(const SeatView& view, const Action& action);
// The record of a ranking: its choice, the other moves weighed in ranked order, its certainty.
AdviceRecord advice_record(const SeatView& view, const Ranking& ranking);

// The cards the seat of `view` has not seen: the whole deck(s) minus its hand and the cards on
// the discard pile.
std::vector<Card> unseen_cards(const SeatView& view);

// ---- help ----

// The expert's recommendation for the seat of `view`, addressed to the player ("Play the 8♣ and
// name hearts: you hold three hearts.").
struct Advice {
    Action action;
    std::vector<std::string> lines; // the recommendation first, then why, then the next best
    std::optional<Card> card;       // the card to play (or to convert); nothing for a draw
    std::optional<Suit> suit;       // the suit to name with an 8
    std::string summary;            // the recommendation in one line of at most 90 characters
    AdviceRecord record;            // the lines and the summary are written from it alone
};
Advice advise(const SeatView& view, std::uint64_t seed = 1);

// ---- the review: a move the seat made, valued as the expert values its own ----

// Two moves are alike when they leave the same game: the same move, or two 8s naming the same
// suit (every 8 fits anything and costs the same).
bool alike(const Action& a, const Action& b);

// The help's advice for the seat of `view` (as advise gives it, from the same view and seed)
// beside `played`, a legal move of that seat, valued on the same imagined tables. A move the
// look-ahead weighs (or one alike it: another 8 naming the same suit) is valued by its own
// results; one it does not weigh (a draw when a card fits) is played out on the very tables the
// look-ahead played its moves on, with the same luck. Where the look-ahead stopped before
// budget.max_tables (its leader clear among its own moves, or nothing to weigh: one move worth
// weighing, or a card that empties the hand), both moves are played out on the tables after,
// up to max_tables, so that a move it never weighed is measured as closely as its own. When
// `played` is alike the help's move, no more is played out: both figures are the ranking's.
struct Comparison {
    Advice advice;
    double chosen = 0;         // the advice's move: its share of the imagined games won, 0 to 1
    double played = 0;         // the played move, in the same figures
    double spread = 0;         // the standard error of chosen - played over the tables
    int tables = 0;            // the imagined tables both were played out on
    bool within_noise = false; // no more than two standard errors behind the advice's move
    bool ranked = true;        // the look-ahead weighs the played move
};
Comparison compare_to_advice(const SeatView& view, const Action& played, std::uint64_t seed,
                             const Budget& budget = {});

// The record as `parlor-cli advise --json` prints it: {"facts", "alternatives", "certainty"}.
nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice);

} // namespace parlor::cruno
