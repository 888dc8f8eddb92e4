#pragma once
// How good a hand is, as the expert sees it (internal to the Five Crowns library).
//
// The expert compares hands by the points they leave now and by the points they are expected
// to leave after one more draw: a card from the stock is one of the cards this seat has not seen,
// each equally likely, and after it the best card is discarded. That one number rewards what
// builds toward melds (pairs, near-runs, wilds) and punishes high loose cards, and it is exactly
// the risk the seat runs if the opponent goes out next: the seat then plays one last turn.
//
// The points are exact (the meld solver's); the expectation enumerates every unseen card, and
// only skips the solver for a drawn card that cannot touch the hand (see may_connect). Nothing
// is sampled, so the same view always gets the same figures. Caches keep the solver from
// seeing the same hand twice.

#include "seat_knowledge.hpp"

#include <array>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace parlor::fivecrowns::detail {

// A hand kept sorted by card index, without allocation (at most 16 cards).
class SmallHand {
  public:
    static constexpr int capacity = 16;

    SmallHand() = default;
    explicit SmallHand(std::span<const Card> cards);

    int size() const { return size_; }
    Card operator[](int i) const { return cards_[static_cast<std::size_t>(i)]; }
    std::span<const Card> cards() const { return {cards_.data(), static_cast<std::size_t>(size_)}; }
    std::vector<Card> to_vector() const { return {cards_.begin(), cards_.begin() + size_}; }

    SmallHand plus(Card card) const;
    SmallHand minus(Card card) const; // one copy; unchanged if absent
    bool contains(Card card) const;

    // Two 64-bit words that identify the multiset of cards.
    std::array<std::uint64_t, 2> key() const;

  private:
    std::array<Card, capacity> cards_{};
    int size_ = 0;
};

struct HandKeyHash {
    std::size_t operator()(const std::array<std::uint64_t, 2>& k) const {
        return static_cast<std::size_t>((k[0] * 0x9E3779B97F4A7C15ull) ^
                                        (k[1] + 0x632BE59BD9B4E019ull + (k[0] >> 29)));
    }
};

// The best points of hands already solved. They depend only on the hand and the wild rank, so
// a strategy keeps one across its decisions (the hands of one turn and the next overlap a lot).
class PointsCache {
  public:
    int points(const SmallHand& hand, int wild_rank);

  private:
    static constexpr std::size_t max_entries = 1 << 18; // then it starts afresh
    int wild_rank_ = -1;
    std::unordered_map<std::array<std::uint64_t, 2>, int, HandKeyHash> known_;
};

class HandEvaluator {
  public:
    // `cache` (optional) outlives the evaluator and may be shared by later ones.
    HandEvaluator(int wild_rank, const CardCounts& unseen, PointsCache* cache = nullptr);

    int wild_rank() const { return wild_rank_; }
    const CardCounts& unseen() const { return unseen_; }

    // The points the best arrangement leaves.
    int points(const SmallHand& hand) { return cache_->points(hand, wild_rank_); }

    // The fewest points after discarding one card other than a copy of `keep` (if given).
    int fewest_after_discard(const SmallHand& hand, const Card* keep = nullptr);

    // The expected points after drawing one unseen card from the stock and discarding the best
    // card (which may be the one drawn).
    double expected_after_draw(const SmallHand& hand);

    // The expected points after two stock draws, this turn's and the next turn's, each
    // followed by the discard that leaves the lowest expectation (the last one: the fewest
    // points). The second card comes from the unseen cards less the first. This is what the
    // stock is worth beside taking the top discard, whose hand then draws once more: both
    // look as far ahead. Only the `candidates` discards leaving the fewest points now are tried
    // after the first draw (all of them when 0); the card just drawn is always among them.
    double expected_after_two_draws(const SmallHand& hand, int candidates = 0);

    // The chance that one stock draw lets this hand go out.
    double chance_to_go_out(const SmallHand& hand);

  private:
    struct Lookahead {
        double expected = 0;
        double out_chance = 0;
        int now = 0;         // points(hand)
        int without_one = 0; // fewest_after_discard(hand)
    };

    // A drawn card can only change the arrangement when it is wild or lies next to a natural
    // card of the hand: same rank, or same suit close enough for the hand's wilds to fill the
    // gap. With two wilds any card can make a book with them, so every card may connect.
    bool may_connect(const SmallHand& hand, Card drawn) const;
    const Lookahead& lookahead(const SmallHand& hand);
    // The fewest points after drawing `drawn` into `hand` and the best discard; `ahead` is the
    // hand's own look-ahead (its points and its best discard).
    int after_draw(const SmallHand& hand, Card drawn, const Lookahead& ahead);
    // lookahead(hand).expected when one copy of `gone` has left the unseen cards.
    double expected_without(const SmallHand& hand, Card gone);

    int wild_rank_;
    CardCounts unseen_;
    std::vector<std::pair<Card, int>> unseen_kinds_;
    PointsCache own_cache_;
    PointsCache* cache_;
    std::unordered_map<std::array<std::uint64_t, 2>, Lookahead, HandKeyHash> lookahead_cache_;
};

} // namespace parlor::fivecrowns::detail
