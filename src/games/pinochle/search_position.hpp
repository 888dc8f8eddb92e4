#pragma once
// The table as the computer's look-ahead keeps it (internal to the Pinochle library): both
// hands, the stock in order and the trump card, in small fixed arrays so that thousands of
// imagined rounds cost little. It is always a guess (a determinization) or, once the stock is
// gone, the known rest of the round; it is built from a SeatView and a guess, never from a
// GameState. The rules are the engine's: the same trick winner, the same meld copies
// (meld_copies.hpp), the same draws.

#include "parlor/games/pinochle/rules.hpp"

#include "meld_copies.hpp"

#include <array>
#include <cstdint>
#include <optional>

namespace parlor::pinochle::detail {

using CardIndex = std::uint8_t; // card_id: 0..23

inline constexpr int max_held = 12;
inline constexpr int max_melds = 16;

constexpr int rank_of(CardIndex id) {
    return id / suits_in_deck; // trick rank 0..5
}
constexpr int suit_of(CardIndex id) {
    return id % suits_in_deck;
}
constexpr int points_of(CardIndex id) {
    constexpr int by_rank[] = {0, 2, 3, 4, 10, 11};
    return by_rank[rank_of(id)];
}
constexpr bool beats(CardIndex lead, CardIndex chase, int trump) {
    return suit_of(chase) == suit_of(lead) ? rank_of(chase) > rank_of(lead)
                                           : suit_of(chase) == trump;
}
inline CardIndex index_of(Card card) {
    return static_cast<CardIndex>(card_id(card));
}

// The melds there are with one trump, as card ids (possible_melds' order: best first).
struct MeldTable {
    struct Entry {
        MeldKind kind = MeldKind::Dix;
        MeldIds ids;
        int points = 0;
    };
    std::array<Entry, 11> entries{};
    std::size_t size = 0;
};
const MeldTable& meld_table(int trump);

// One seat's cards: at most twelve, each with the current melds it belongs to.
struct FastHand {
    std::array<CardIndex, max_held> id{};
    std::array<std::uint16_t, max_held> bits{};
    std::array<MeldKind, max_melds> kind{};
    std::uint8_t count = 0;
    std::uint8_t meld_count = 0;

    // What detail::choose_copies asks of a hand.
    std::size_t size() const { return count; }
    std::uint8_t id_at(std::size_t i) const { return id[i]; }
    std::uint32_t bits_at(std::size_t i) const { return bits[i]; }
    std::uint16_t kinds_at(std::size_t i) const;

    MeldAvailability availability() const;
    void add(CardIndex card) {
        id[count] = card;
        bits[count] = 0;
        ++count;
    }
    // Takes the card at position i out; the melds it was in are broken.
    void remove(int i);
    // Declares table entry `meld` (legal); false when it is not.
    bool declare(const MeldTable::Entry& meld);
    // Positions of the cards that are distinct plays: an unmelded card once per id, each
    // melded copy once. Returns how many were written.
    int distinct_plays(std::array<std::uint8_t, max_held>& out) const;
    bool holds(CardIndex card) const;
};

// The best legal new meld of the hand (an index into meld_table), or -1; `points` gets its worth.
int best_meld(const FastHand& hand, int trump, int& points);
// Every legal new meld (indices into meld_table), best first. Returns how many.
int legal_melds(const FastHand& hand, int trump, std::array<std::uint8_t, 11>& out);

// Nothing when the holding does not fit (more than twelve cards or sixteen melds).
std::optional<FastHand> fast_hand(const Holding& holding);

struct Position {
    std::array<FastHand, 2> hands{}; // by seat index
    std::array<int, 2> points{};     // points gained from the start of the look-ahead
    std::array<CardIndex, 24> stock{};
    std::uint8_t stock_next = 0; // the top is stock[stock_next]
    std::uint8_t stock_end = 0;
    int trump_card = -1; // its id while it lies on the table
    int trump = 0;       // suit index
    int leader = 0;      // seat index of the seat to lead

    int stock_left() const { return stock_end - stock_next; }
    bool round_over() const { return hands[0].count == 0 && hands[1].count == 0; }
    // Both seats play (positions in their hands), the winner takes the points. Returns the winner.
    int play_trick(int lead_at, int chase_at);
    // The same once the lead card has left the leader's hand.
    int finish_lead(CardIndex lead, int chase_at);
    // The winner's draw then the loser's (the loser takes the trump card after the last stock
    // card); the winner leads next.
    void draw(int winner);
    // The winner declares table entry `meld`; its points count.
    void declare(int seat, int meld);
};

} // namespace parlor::pinochle::detail
