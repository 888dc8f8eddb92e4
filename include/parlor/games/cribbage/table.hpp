#pragma once
// Cribbage at a table of three, or of four in two partnerships (docs/cribbage.md, "Seats"): five
// cards each (and at three one from the deck to the crib), one each laid away, the starter and
// his heels, the play round the table from the dealer's left, the show in the same order with
// the dealer's crib last, partners scoring together, the game ending the moment a seat or a
// partnership reaches the target. The two-seat game of the brief stays `GameState` (rules.hpp):
// its saves, records and table are unchanged. Like it, the state is a plain copyable value and
// `apply_table` validates, changes it and reports events; chance comes from the Rng given.

#include "parlor/cards/outcome.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace parlor::cribbage {

inline constexpr int min_table_seats = 3;
inline constexpr int max_table_seats = 4;
inline constexpr int table_cards_dealt = 5; // each, at three and at four

// ---- actions ----
struct Discard { // one card to the crib (each seat lays away one)
    Card card;
    friend bool operator==(const Discard&, const Discard&) = default;
};
using TableAction = std::variant<Discard, Play, NextDeal>;
std::string describe_table(const TableAction& action); // "lay away the 9♣", "play the 7♠"

// ---- state ----
struct TableSeat {
    std::vector<Card> hand;      // five before the lay-away, then four or fewer
    std::vector<Card> played;    // laid in the play this deal, oldest first
    std::vector<Card> laid_away; // the one card given to the crib this deal
};

struct TableShow {
    int seat = 0; // whose hand, or the dealer for the crib
    bool crib = false;
    std::vector<Card> cards;
    Card starter;
    HandScore score;
};

struct TableState {
    std::vector<TableSeat> seats; // 3 or 4, numbered round the table (to the left)
    bool partners = false;        // four seats: 0 and 2 against 1 and 3
    std::vector<int> scores;      // per side: a partnership, or a seat playing alone
    int dealer = 0;
    Phase phase = Phase::LayAway;     // LayAway, Play, DealOver or GameOver
    int turn = 0;                     // who acts now
    std::vector<Card> stock;          // the rest of the deck, top first
    std::vector<Card> crib_from_deck; // at three: the card dealt to the crib
    std::optional<Card> starter;
    std::vector<Card> pile;       // since the count restarted, oldest first
    int last = -1;                // who laid the last card on the pile
    std::vector<bool> go;         // per seat, in this count
    std::vector<TableShow> shows; // this deal's counts so far
    int deal_number = 0;
    int target = winning_score;

    int size() const { return static_cast<int>(seats.size()); }
    int sides() const { return partners ? 2 : size(); }
    int side_of(int seat) const { return partners ? seat % 2 : seat; }
    int left_of(int seat) const { return (seat + 1) % size(); }
    int count() const { return count_of(pile); }
    // The crib: the card from the deck (at three), then each seat's from the dealer's left.
    std::vector<Card> crib() const;
};

// ---- events ----
struct TableDealt {
    int dealer;
    int deal_number;
};
struct TableDiscarded {
    int seat;
};
struct TableStarter {
    Card card;
};
struct TablePoints { // his heels, the last card
    int seat;
    ScoreItem item;
    int score; // the side's score after it
};
struct TablePlayed {
    int seat;
    Card card;
    int count;
    std::vector<ScoreItem> items;
    int score;
};
struct TableGo {
    int seat;
};
struct TableCountRestarted {
    int leader;
};
struct TableShown {
    TableShow show;
    int score;
};
struct TableGameOver {
    int side; // the winning side
    std::vector<int> scores;
};
using TableEvent = std::variant<TableDealt, TableDiscarded, TableStarter, TablePoints, TablePlayed,
                                TableGo, TableCountRestarted, TableShown, TableGameOver>;
using TableOutcome = cards::Outcome<TableEvent>;

// A game of `seats` (3 or 4; four always play in partnerships) to `target`, `dealer` dealing its
// first hand from `rng`: phase LayAway, the dealer's left to lay away first.
TableState new_table(int seats, int dealer, Rng& rng, int target = winning_score);
// The deal of a hand from a deck in the given order (52 cards, top first): one card at a time
// from the dealer's left, five each, then at three one to the crib.
void deal_table(TableState& state, int dealer, const std::vector<Card>& deck);

std::vector<TableAction> legal_actions(const TableState& state);
std::string why_illegal(const TableState& state, const TableAction& action);
// The action, chance drawn from `rng` (the starter after the last lay-away, the deck of a new
// deal); refused with a sentence when illegal.
TableOutcome apply_table(TableState& state, const TableAction& action, Rng& rng);
// What `action` would draw from `rng` (the starter with the dealer's lay-away, the deck of a new
// deal), drawn exactly as apply_table(state, action, rng) draws it; nothing for an illegal action.
Chance draw_table_chance(const TableState& state, const TableAction& action, Rng& rng);
// The action with chance given (a record's replay): the starter must be a card of the stock that
// can be cut (four cards or more each side of it), the deck the 52 cards once each.
TableOutcome apply_table(TableState& state, const TableAction& action, const Chance& chance);
// The deck a deal was dealt from, read back from the state just after the deal (phase LayAway,
// nobody having laid away): the hands round the table, the crib's card at three, the stock.
std::vector<Card> dealt_deck(const TableState& state);
// The same deals, seats rotated (the window's "Play these deals again", docs/cribbage.md): the
// state just after a deal (as dealt_deck takes it) dealt again from the same deck by the seat
// before its dealer, so that every seat holds the next seat's hand (seat k seat k + 1's), the
// crib's card from the deck and the stock as they were. The deal passing to the left, each later
// deal from the same deck deals the same so.
TableState table_seats_rotated(TableState dealt);

// The sides that have reached the target (at most one: the game ends the moment one does).
std::optional<int> table_winner(const TableState& state);

// ---- what a seat sees ----
struct TableView {
    int seat = 0;
    int seats = 3;
    bool partners = false;
    Phase phase = Phase::LayAway;
    int turn = 0;
    int dealer = 0;
    std::vector<int> scores; // per side
    int target = winning_score;
    std::vector<Card> hand;
    std::vector<Card> laid_away;           // this seat's own crib card
    std::vector<std::vector<Card>> played; // per seat (public)
    std::vector<int> hand_sizes;           // per seat
    std::vector<Card> pile;
    int count = 0;
    int last = -1; // who laid the last card on the pile
    std::vector<bool> go;
    std::optional<Card> starter;
    std::vector<TableShow> shows;

    int side_of(int s) const { return partners ? s % 2 : s; }
    bool my_side(int s) const { return side_of(s) == side_of(seat); }
};
TableView table_view(const TableState& state, int seat);
std::vector<TableAction> legal_actions(const TableView& view);

} // namespace parlor::cribbage
