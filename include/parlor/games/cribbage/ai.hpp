#pragma once
// The computer player: strategies that decide from a SeatView (never the whole state) and say
// why, and the analyses behind them. The help for the human is the expert run on the human's view.

#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cribbage {

using Decision = cards::Decision<Action>;

// Called whenever the seat of `view` is to act (view.turn == view.seat), in any phase but
// GameOver: a legal action and the reasons, in the first person ("I kept ..."). The reasons of a
// lay-away name the cards kept and laid away: a table shows them to the opponent only once the
// hands have been shown. The reasons of a card in the play name no card still held.
using Strategy = cards::Strategy<SeatView, Action>;

// "random", "greedy" or "expert"; nullptr for an unknown name. The seed feeds the strategy's
// own sampling, never the game's.
std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed);
std::vector<std::string> strategy_names();

// ---- the lay-away ----

// Whose crib the laid-away cards go to, for valuing a choice of four.
enum class CribOwner { Mine, Opponents, Ignored };

// One way to keep four of the dealt cards.
struct KeepChoice {
    std::vector<Card> keep;     // four cards
    std::vector<Card> lay_away; // the rest (two, or one of five)
    double hand = 0;            // expected hand value over every starter not among the dealt cards
    double crib = 0;            // expected crib value (0 when ignored), see rank_keeps
    double net = 0;             // hand + crib for one's own crib, hand - crib for the opponent's
    int points_now = 0;         // what the four are worth before the starter (greedy's measure)
};

// The brief's select_hand: of the 5 or 6 dealt cards, the four with the greatest expected
// hand value over every possible starter (the other cards of the deck); ties go to the first
// in the order of the dealt cards. An empty choice for anything but 4-6 distinct cards.
KeepChoice select_hand(std::span<const Card> dealt);

// Every way to keep four of 5 or 6 dealt cards, best net first (nothing unless the cards are
// 4 to 6 distinct cards of the deck). The crib's value is exact for
// the assumption that the opponent's two crib cards and the starter are any of the unseen
// cards alike: it averages the crib over all of them (46 starters x 990 pairs for six dealt).
std::vector<KeepChoice> rank_keeps(std::span<const Card> dealt, CribOwner crib);

// The average value of a crib holding `laid_away` (one to four cards) and completed from
// `pool`: every way to draw the missing crib cards and then the starter from the pool counts
// once. For two cards laid away and the 46 unseen cards that is 46 x 990 cases, summed by rank
// (fifteens, pairs and runs) with the flush and his nobs counted apart. 0 unless all the cards
// are distinct cards of the deck.
double expected_crib(std::span<const Card> laid_away, std::span<const Card> pool);

// ---- the play ----

// One card the seat may play now, as the expert sees it.
struct PlayChoice {
    Card card;
    int points_now = 0;       // what it scores at once (15, 31, pairs, runs, last card)
    double reply_chance = 0;  // chance the opponent can score straight after it
    double reply_points = 0;  // the opponent's expected best points straight after it
    double net = 0;           // expected points for minus points against over the rest of the
                              // play, looking ahead with every hand the opponent may hold
    int hands_considered = 0; // opponent hands (rank patterns) looked at
};

// The cards the seat of `view` may play now, best first. `seed` drives the sampling of
// opponent hands when there are too many to look at every one.
std::vector<PlayChoice> rank_plays(const SeatView& view, std::uint64_t seed = 1);

// What the seat of `view` has not seen: the deck minus its hand, its crib cards, the cards
// played by either seat and the starter.
std::vector<Card> unseen_cards(const SeatView& view);

// ---- help ----

// The expert's recommendation for the seat of `view`, addressed to the player
// ("Keep 5♥ 5♠ J♦ Q♣ and lay away 9♣ K♦: expected hand 12.3, the crib gives the opponent 4.1.").
struct Advice {
    Action action;
    std::vector<std::string> lines; // the recommendation first, then the next best choices
    std::vector<Card> highlight;    // the cards to lay away or to play
};
Advice advise(const SeatView& view, std::uint64_t seed = 1);

} // namespace parlor::cribbage
