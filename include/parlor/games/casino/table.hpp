#pragma once
// The cards on the table: loose cards and builds. A build is one or more parts of equal value
// (a multiple build has two or more); it belongs to the player who last added to it and is only
// ever taken whole. The table's text is the save file's: builds in brackets, then loose cards,
// "[ [C6 S3] [S9] ] [H4 D3] C8 CJ HA".

#include "parlor/cards/seat.hpp"
#include "parlor/games/casino/cards.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::casino {

using cards::Seat;

struct TableBuild {
    // One part for a single build, two or more for a multiple build; each part's cards in the
    // order they were laid.
    std::vector<std::vector<Card>> parts;
    Seat owner = Seat::Human;

    bool multiple() const { return parts.size() > 1; }
    int value() const;               // the sum of its first part, aces 1
    std::vector<Card> cards() const; // every card, part after part
    CardSet set() const;
    int size() const;

    friend bool operator==(const TableBuild&, const TableBuild&) = default;
};

struct Table {
    std::vector<TableBuild> builds; // in the order they were made
    std::vector<Card> loose;        // in the order they were laid

    std::vector<Card> cards() const; // builds' cards, then the loose cards
    int size() const;
    bool empty() const { return builds.empty() && loose.empty(); }
    bool holds_loose(Card card) const;
    // The build holding the card, or nullptr.
    const TableBuild* build_with(Card card) const;
    // The build of `owner` worth `value`, or nullptr (a player has at most one of each value:
    // two become a multiple build).
    const TableBuild* build_of(Seat owner, int value) const;
    bool owns_build(Seat seat) const;

    friend bool operator==(const Table&, const Table&) = default;
};

// The sum of the cards, aces 1.
int sum_of(const std::vector<Card>& cards);

// ---- the text of a table ----

// "[C6 S3]" for a single build, "[ [C6 S3] [S9] ]" for a multiple build.
std::string build_text(const TableBuild& build);
// Builds first, then the loose cards: "[ [C6 S3] [S9] ] C8 CJ HA"; "" for an empty table.
std::string table_text(const Table& table);

// A table read from its text: builds (owners not known yet) and loose cards.
struct TableText {
    std::vector<std::vector<std::vector<Card>>> builds; // each build's parts
    std::vector<Card> loose;
};

// The save file's notation, lenient about spaces ("[ [C5 D4 ][H6 H3 ]]CK" reads), about a
// multiple build's part written without its brackets ("[ C6 C3 [ H5 D4 ] ]", as the original
// program of docs/casino.md writes it: the cards between bracketed parts are one part) and about
// braces for brackets ("{H3 S4]"), and strict about meaning: a bracket left open or closed too
// often, an empty build, brackets nested more than twice, a build of one card (only a part of a
// multiple build may be one card), a build worth more than 14, the parts of a multiple build worth
// different values, a card that is not one, a card more than `most_copies` times (the save
// reader takes a second copy, as a file of the brief's program may hold one, and warns of it
// itself). On failure `error` says which. A single build may be written "[C3 S4]" or
// "[ [C3 S4] ]".
std::optional<TableText> parse_table(std::string_view text, std::string& error,
                                     int most_copies = 1);

// The brackets and card codes of a text, in order: "[", "C6", "]", ... (what parse_table reads;
// the save reader uses it for the Build Owner lines).
std::vector<std::string> table_tokens(std::string_view text);

// Reads one bracketed build from `tokens` starting at `at` (which must be "["), advancing `at`
// past it. Checks the shape and values as parse_table does (not the duplicates).
std::optional<std::vector<std::vector<Card>>> read_build(const std::vector<std::string>& tokens,
                                                         std::size_t& at, std::string& error);

} // namespace parlor::casino
