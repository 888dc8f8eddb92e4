#pragma once
// The expert's look-ahead (internal to the Casino library): a position as bit sets, the moves a
// player considers in it (every capture taking as much as it can, every build, the trails), and
// an alpha-beta search to the end of the deal — to the end of the round when the deck is empty —
// bounded by a node budget. A position here knows every card: the expert searches positions it
// sampled, or the real one once nothing is hidden.

#include "parlor/games/casino/rules.hpp"

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace parlor::casino::detail {

// What each bit of the search's card sets stands for: bits 0..51 the deck's cards (card_id),
// bits 52..63 second copies of cards a loaded file holds twice (docs/casino.md, the save file).
// A normal game uses standard_layout(), whose masks are the deck's; ranks and masks are read from
// the layout because a second copy's bit lies outside its rank's four.
inline constexpr int first_second_copy = deck_size;
inline constexpr int search_ids = 64;

struct CardLayout {
    std::array<Card, search_ids> card{};
    std::array<std::int8_t, search_ids> rank{};
    std::array<std::int8_t, search_ids> first{};      // the id of the card's first copy (itself)
    std::array<std::int8_t, deck_size> second{};      // card_id → its second copy's id, or -1
    std::array<CardSet, highest_value + 2> of_rank{}; // by rank 1..13
    std::array<CardSet, highest_value + 2> below{};   // the cards of ranks below v (aces 1)
    CardSet spades = 0;
    CardSet aces = 0;
    CardSet big_casino = 0;
    CardSet little_casino = 0;
    CardSet seconds = 0; // the second copies' bits

    // The cards of `set`, in card order (copies side by side).
    std::vector<Card> cards_in(CardSet set) const;
};

const CardLayout& standard_layout();
// The layout with a second copy of each card of `twice`; false when they are more than 12.
bool make_layout(CardLayout& layout, const std::vector<Card>& twice);

inline constexpr int max_search_builds = 16; // a table of at most 8, and 8 cards in hand
inline constexpr int max_table_builds = 8;
inline constexpr int max_search_moves = 128;

struct SearchBuild {
    CardSet cards = 0;
    std::int8_t value = 0;
    std::int8_t owner = 0; // index(Seat)
    bool multiple = false;
};

// What a pile holds that counts.
struct PileTally {
    int cards = 0;
    int spades = 0;
    int points = 0; // aces, the 10 of diamonds (2), the 2 of spades
};

struct Position {
    std::array<CardSet, 2> hands{}; // indexed by index(Seat)
    CardSet loose = 0;
    CardSet deck = 0; // cards still to be dealt, in no order
    std::array<SearchBuild, max_search_builds> builds{};
    int build_count = 0;
    std::array<PileTally, 2> piles{};
    int last_capturer = -1;
    int turn = 0;
    const CardLayout* layout = &standard_layout(); // outlives the position

    bool deal_over() const { return hands[0] == 0 && hands[1] == 0; }
};

enum class MoveKind : std::uint8_t { Capture, Build, Trail };

struct SearchMove {
    MoveKind kind = MoveKind::Trail;
    std::int8_t card = 0;     // card_id of the card played
    std::int8_t value = 0;    // a build's value
    std::int8_t target = -1;  // a build: the opponent's build increased
    std::uint16_t builds = 0; // a capture: the builds taken (bit i: builds[i])
    CardSet loose = 0;        // a capture: the loose cards taken; a build: those it goes onto
};

// The position of a real table: the seat's hand and the opponent's (as far as known), the
// table, both piles, the deck's cards. False when the table has more builds than a search holds,
// or a card comes twice without a second copy in `layout` (or three times). A card's first
// copy is the one on the table, then in the piles, then in the hand of the player to move: the
// same bit in every sample of one decision.
bool make_position(Position& position, const std::array<std::vector<Card>, 2>& hands,
                   const Table& table, const std::array<std::vector<Card>, 2>& piles,
                   const std::vector<Card>& deck, std::optional<Seat> last_capturer, Seat turn,
                   const CardLayout& layout = standard_layout());

// The move as the rules' Action, on the position's table.
Action to_action(const Position& position, const SearchMove& move);

// A legal Action as a move of the search, on the position's table: any capture (one taking less
// than it could too), build or trail, for valuing a move the search itself would not list (the
// review values the move a player made). False for the coin's call and the next round.
bool from_action(const Position& position, const Action& action, SearchMove& move);

class Searcher {
  public:
    // The moves of the player to move, in the order the search tries them first.
    int moves(const Position& position, SearchMove* out);

    // `position` after the move; the turn passes as the rules pass it.
    static Position play(const Position& position, const SearchMove& move);

    // The value of each of `count` root moves for the player to move, in expected round points
    // for minus against: searched as deep as `nodes` allows (the whole deal when it can).
    std::vector<double> root_values(const Position& position, const SearchMove* root, int count,
                                    long nodes);

    // The heuristic value of a position for `seat`: the points in the piles, the builds counted
    // mostly for their owners, the majorities of cards and spades as chances.
    static double evaluate(const Position& position, int seat);

    long nodes_searched() const { return nodes_; }

  private:
    double search(const Position& position, int depth, double alpha, double beta);

    const std::vector<CardSet>& maximal_unions(CardSet candidates, int value);
    const std::vector<CardSet>& subsets_summing(CardSet loose, int sum);

    // By value, then by the cards (all 64 bits may be cards).
    std::array<std::unordered_map<CardSet, std::vector<CardSet>>, highest_value + 1> unions_;
    std::array<std::unordered_map<CardSet, std::vector<CardSet>>, highest_value + 1> subsets_;
    const CardLayout* layout_ = &standard_layout(); // the positions' (set by moves)
    long nodes_ = 0;
    long limit_ = 0;
    bool out_of_nodes_ = false;
};

} // namespace parlor::casino::detail
