#pragma once
// The computer player: strategies that decide from a SeatView (never the whole state) and say
// why, and the analyses behind them. The help for the human is the expert run on the human's view.

#include "parlor/cards/advice.hpp"
#include "parlor/cards/decision.hpp"
#include "parlor/cards/strategy.hpp"
#include "parlor/games/cribbage/advice_record.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
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
    double play = 0;            // expected points for minus against in the play (rank_lay_aways)
    int hands_played = 0;       // opponent hands `play` is averaged over (0: not played out)
    bool within_noise = false;  // its total is within the noise of the first's (a close call)
    double win_chance = -1;     // near the end of the game: the chance to win with it (else -1)
    double total() const { return net + play; }
};

// The ways to keep four, best first, and how sure the first is.
struct KeepRanking {
    std::vector<KeepChoice> choices;
    cards::Certainty certainty;
};

// The expert's lay-away: rank_keeps for the seat of `view` (its own crib or the opponent's), every
// choice also played out (expected_play) against the same opponent hands, drawn from `seed` and
// the dealt cards: every choice against the first batch, then only those still within the noise
// of the best, batch by batch, until the best total (hand + crib + play) leads clearly or
// `max_hands_played` are played; ordered by that total. When the leaders stay within the noise
// the one with the most points in hand and crib goes first (keep_tie_rule). Near the end of the
// game (near_the_end) ordered by the chance to win the game instead, from the win-probability
// model (win_model.hpp) with this hand's points over every starter and this crib's
// distribution, counted exactly; equal chances keep the order of the total.
KeepRanking weigh_lay_aways(const SeatView& view, std::uint64_t seed = 1,
                            int max_hands_played = 1000);
std::vector<KeepChoice> rank_lay_aways(const SeatView& view, std::uint64_t seed = 1);

// Every choice of four with its total (hand + crib + play), ranked as the expert ranks them
// before the end of the game: what `parlor-cli cribbage discard --dealer/--pone` prints.
KeepRanking rank_lay_aways(std::span<const Card> dealt, bool my_crib, std::uint64_t seed = 1,
                           int max_hands_played = 1000);

// What each choice of four is worth in the play: points for minus points against, averaged over
// `hands` hands of four drawn from `pool` for the opponent (the same hands for every choice),
// both sides playing quickly (the card that scores most now less the best answer it leaves).
// The pone leads. Deterministic for a seed.
std::vector<double> expected_play(const std::vector<std::array<Card, 4>>& keeps, bool i_deal,
                                  std::span<const Card> pool, int hands, std::uint64_t seed);
// The same, hand by hand: [keep][hand], for comparing the choices over the same hands.
std::vector<std::vector<double>> play_samples(const std::vector<std::array<Card, 4>>& keeps,
                                              bool i_deal, std::span<const Card> pool, int hands,
                                              Rng& rng);

// select_hand (docs/cribbage.md): of the 5 or 6 dealt cards, the four with the greatest expected
// hand value over every possible starter (the other cards of the deck); ties go to the first
// in the order of the dealt cards. An empty choice for anything but 4-6 distinct cards.
KeepChoice select_hand(std::span<const Card> dealt);

// Every way to keep four of 5 or 6 dealt cards, best net first (nothing unless the cards are
// 4 to 6 distinct cards of the deck). The crib's value averages the crib over every starter and
// every two unseen cards the opponent may lay away (46 starters x 990 pairs for six dealt),
// each pair weighted by how often an expert lays away such ranks (opponent_lay_aways).
std::vector<KeepChoice> rank_keeps(std::span<const Card> dealt, CribOwner crib);

// The average value of a crib holding `laid_away` (one to four cards) and completed from
// `pool`: every way to draw the missing crib cards and then the starter from the pool counts
// once. For two cards laid away and the 46 unseen cards that is 46 x 990 cases, summed by rank
// (fifteens, pairs and runs) with the flush and his nobs counted apart. 0 unless all the cards
// are distinct cards of the deck.
double expected_crib(std::span<const Card> laid_away, std::span<const Card> pool);

// How likely a player is to lay away two cards of ranks a <= b ([a - 1][b - 1]), relative to two
// cards drawn at random from the deck: 1 everywhere for a player who lays away at random.
struct LayAwayWeights {
    std::array<std::array<double, 13>, 13> of{};
    static const LayAwayWeights& uniform();
};

// What an expert lays away, counted over many deals (deal_model_data.cpp): as the dealer to its
// own crib (fives, pairs, cards that touch), or as the pone to the dealer's (cards far apart,
// kings).
const LayAwayWeights& opponent_lay_aways(bool opponent_deals);

// The expected crib as above, the opponent's two cards weighted by `weights` (their ranks; the
// flush and his nobs are counted as for any two cards). rank_keeps uses this with
// opponent_lay_aways.
double expected_crib(std::span<const Card> laid_away, std::span<const Card> pool,
                     const LayAwayWeights& weights);

// The crib's points as a distribution, for the win-probability model: `laid_away` (this seat's two
// cards), two more of `pool` weighted by `weights`, and the starter (of `pool` when not given).
// Fifteens, pairs and runs only; the flush and his nobs are left out.
std::vector<double> crib_distribution(std::span<const Card> laid_away, std::span<const Card> pool,
                                      const LayAwayWeights& weights,
                                      std::optional<Card> starter = std::nullopt);

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
    // Near the end of the game (near_the_end): the chance to win the game with this card, both
    // playing their best to the end of the play and the counts after it; -1 earlier.
    double win_chance = -1;
    bool within_noise = false; // within the noise of the first card (a close call)
};

// The cards the seat of `view` may play now, best first, and how sure the first is.
struct PlayRanking {
    std::vector<PlayChoice> choices;
    cards::Certainty certainty;
};

// The cards the seat of `view` may play now, best first: by the chance to win near the end of
// the game, else by the net. The opponent's hands are weighed by the chance that a player dealt
// six keeps them with the cards it has laid (four that score together are kept together) and by
// how it has played this deal (a go rules out every card that fitted; points passed up make a
// hand less likely). Every hand is looked at when they are few (exact); otherwise hands are
// drawn by weight from `seed`, the same for every card, in batches until the best card leads
// clearly or the budget ends; a close call goes to play_tie_rule.
PlayRanking weigh_plays(const SeatView& view, std::uint64_t seed = 1);
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
    std::string summary;            // the recommendation in one line of at most 90 characters
    Record record;                  // the facts every line is written from
};
Advice advise(const SeatView& view, std::uint64_t seed = 1);

// The record of `advice` as {"facts", "alternatives", "certainty"} for `parlor-cli advise --json`
// (docs/cribbage.md, "Advice record").
nlohmann::ordered_json advice_json(const SeatView& view, const Advice& advice);

// The record of a ranked lay-away or play (what advise and the expert's reasons are written
// from).
Record keep_record(const KeepRanking& ranking, const SeatView& view);
Record play_record(const PlayRanking& ranking, const SeatView& view);

} // namespace parlor::cribbage
