#pragma once
// The choices of the simple players of docs/cruno.md, on a hand, the top card and the suit to
// follow alone (internal to the Cruno library). The strategies wrap them with reasons; the expert's
// look-ahead plays every imagined player with them.

#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/rules.hpp"

#include <array>
#include <optional>
#include <vector>

namespace parlor::cruno::detail {

enum class Policy : std::uint8_t { Naive, Rule, Trickster };

// The policy that stands in for a seat's personality in the look-ahead: the announced simple
// players as themselves, anyone else (the human, the expert) as the rule player.
Policy policy_for(std::string_view plays);

struct Choice {
    enum class What : std::uint8_t { Play, Convert, Draw } what = What::Draw;
    Card card;
    Suit suit = Suit::Clubs; // named with an 8 or a conversion
};

// Cards of each suit in a hand, 8s not counted (they follow any suit), in the order C D H S.
using SuitCounts = std::array<int, 4>;
SuitCounts suit_counts(const std::vector<Card>& hand);
// 0..3 in the order C D H S (cards::Suit counts spades, clubs, diamonds, hearts).
constexpr int suit_slot(Suit suit) {
    constexpr std::array<int, 4> slots = {3, 0, 1, 2};
    return slots[static_cast<std::size_t>(suit) & 3U];
}

// The suit held most (8s not counted); ties to the first in C D H S; `fallback` for a hand of
// nothing but 8s.
Suit most_held_suit(const std::vector<Card>& hand, Suit fallback);
Suit most_held_suit(const SuitCounts& counts, Suit fallback);

// naive: the first playable card in hand order; after an 8 the suit of the first card left in
// the hand (the 8's own suit if none); nothing playable: draw.
Choice naive_choice(const std::vector<Card>& hand, Card top, Suit suit);

// rule: of the playable cards but 8s, the one of the suit held most (ties: the higher penalty,
// then hand order); else an 8 naming the suit held most; else draw.
Choice rule_choice(const std::vector<Card>& hand, Card top, Suit suit);
// The same with the hand's suit counts at hand.
Choice rule_choice(const std::vector<Card>& hand, const SuitCounts& counts, Card top, Suit suit);

// trickster: the rule player, except that with nothing playable and at least
// trickster_fewest_cards in hand it turns its card of the highest penalty into an 8 and names the
// suit it holds most of the rest, rather than draw.
Choice trickster_choice(const std::vector<Card>& hand, Card top, Suit suit);
Choice trickster_choice(const std::vector<Card>& hand, const SuitCounts& counts, Card top,
                        Suit suit);

Choice choose(Policy policy, const std::vector<Card>& hand, Card top, Suit suit);
Choice choose(Policy policy, const std::vector<Card>& hand, const SuitCounts& counts, Card top,
              Suit suit);

Action to_action(const Choice& choice);
Choice to_choice(const Action& action);

} // namespace parlor::cruno::detail
