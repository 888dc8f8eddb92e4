#pragma once
// How the player says a Casino move at the table: pick a card of the hand, then the table cards
// and builds it should take or build on. The legal moves that touch exactly what is picked are
// the outcomes (a capture and a build can touch the same cards: both are offered); what could
// still be added to the pick is lit. Plain C++ (no SDL), so it is tested without a window.

#include "parlor/games/casino/rules.hpp"

#include <optional>
#include <vector>

namespace parlor::app::casino_table {

namespace ca = parlor::casino;
using cards::Card;

// A thing on the table a move can touch: a build (taken or built on whole) or a loose card,
// by its place in the table's lists.
struct Item {
    bool build = false;
    int index = 0;
    friend bool operator==(const Item&, const Item&) = default;
    friend auto operator<=>(const Item&, const Item&) = default;
};

using ca::card_of;

// What a move of `seat` touches on `table`, in order: the builds and loose cards it captures,
// the loose cards it builds with, the build it increases, the own build it joins.
std::vector<Item> items_of(const ca::Table& table, ca::Seat seat, const ca::Action& move);

class MovePicker {
  public:
    MovePicker() = default;
    // The moves of `seat` on `table` (legal_moves of the state: the picker never judges).
    MovePicker(ca::Table table, ca::Seat seat, std::vector<ca::Action> legal);

    const std::optional<Card>& card() const { return card_; }
    const std::vector<Item>& picked() const { return picked_; }
    bool empty() const { return !card_ && picked_.empty(); }

    // A hand card that some move plays.
    bool playable(Card card) const;
    // Every legal move that plays `card`, whatever is picked.
    std::vector<ca::Action> moves_of(Card card) const;
    // Picks a hand card (again: drops it). The table's picks stay when they still fit.
    void pick_card(Card card);
    // Adds or removes a table item. An item that fits no move with what is picked starts the
    // pick afresh with it alone (when it fits anything on its own).
    void toggle(Item item);
    void clear();

    // The moves that touch exactly what is picked, with the picked card (captures first).
    std::vector<ca::Action> outcomes() const;
    // An item that a move of the picked card (any card when none is) touches together with
    // everything picked: what may be added.
    bool reachable(Item item) const;
    // Every move of the picked card that touches everything picked touches `item` too (and
    // there is such a move): what must be added.
    bool needs(Item item) const;
    // A hand card with a move that touches everything picked on the table.
    bool fits(Card card) const;

  private:
    struct Move {
        ca::Action action;
        Card card;
        std::vector<Item> items; // sorted
    };
    bool covers(const Move& move) const; // touches everything picked
    std::vector<Move> moves_;
    std::optional<Card> card_;
    std::vector<Item> picked_; // sorted
};

} // namespace parlor::app::casino_table
