#pragma once
// Melds (docs/pinochle.md): which groups of cards score, and the reuse rule. A player's cards are
// unmelded cards plus the current melds (declared, all their cards still held). A new meld is
// legal when all its cards are held, at least one of them is unmelded, and none of them already
// belongs to a current meld of the same name. K+Q of trump is a royal marriage only. Two copies
// of a card are two cards, so which copy a meld holds matters: a Holding keeps, for every card
// held, the current melds it belongs to.

#include "parlor/games/pinochle/cards.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::pinochle {

enum class MeldKind : std::uint8_t {
    Flush,         // A X K Q J of trump, 150
    RoyalMarriage, // K Q of trump, 40
    Marriage,      // K Q of another suit, 20
    Dix,           // 9 of trump, 10
    FourAces,      // one ace of each suit, 100
    FourKings,     // 80
    FourQueens,    // 60
    FourJacks,     // 40
    Pinochle,      // Q of spades and J of diamonds, 40
};
inline constexpr int meld_kind_count = 9;

constexpr std::uint16_t kind_bit(MeldKind kind) {
    return static_cast<std::uint16_t>(1U << static_cast<unsigned>(kind));
}

int meld_points(MeldKind kind);
// The word of `parlor-cli pinochle melds`: "flush", "royal-marriage", "four-kings", ...
std::string_view meld_name(MeldKind kind);
// The words of a sentence: "royal marriage", "four kings", ...
std::string meld_title(MeldKind kind);

// A meld: its kind and its cards, in the meld's own order (flush A X K Q J; a marriage K Q;
// four of a rank by suit S C D H; a pinochle Q♠ J♦).
struct Meld {
    MeldKind kind = MeldKind::Dix;
    std::vector<Card> cards;
    friend bool operator==(const Meld&, const Meld&) = default;
};

inline int points(const Meld& meld) {
    return meld_points(meld.kind);
}

// "four kings (K♠ K♣ K♦ K♥)"
std::string describe(const Meld& meld);
// "KS KC KD KH"
std::string meld_codes(const Meld& meld);

// What these cards make with this trump: the kind, or nothing when they are no meld. The order
// of the cards does not matter.
std::optional<MeldKind> classify(std::span<const Card> cards, Suit trump);

// The meld these cards make, its cards in the meld's order; nothing when they are no meld.
std::optional<Meld> make_meld(std::span<const Card> cards, Suit trump);

// Every meld there is with this trump, best first: flush, four aces, four kings, four queens,
// royal marriage, four jacks, pinochle, the three marriages, dix (12 melds).
const std::vector<Meld>& possible_melds(Suit trump);

// ---- a player's cards as the meld rules see them ----

// One card held and the current melds it belongs to.
struct HeldCard {
    Card card;
    std::uint32_t melds = 0; // bit i: part of the holding's current meld i
    bool melded() const { return melds != 0; }
    friend bool operator==(const HeldCard&, const HeldCard&) = default;
};

struct Holding {
    std::vector<HeldCard> cards; // every card held, melded or not
    std::vector<Meld> melds;     // the current melds, oldest first

    // The unmelded cards, in order: the save file's "Hand".
    std::vector<Card> unmelded() const;
    // Every card held, in order.
    std::vector<Card> all_cards() const;
    // Copies of `card` held (0, 1 or 2).
    int count(Card card) const;
    // The kinds of the current melds the card at `position` belongs to.
    std::uint16_t kinds_at(std::size_t position) const;
    // The position of a copy of `card`: from meld `meld` when given, otherwise an unmelded copy.
    std::optional<std::size_t> find(Card card, std::optional<std::size_t> meld) const;

    friend bool operator==(const Holding&, const Holding&) = default;
};

// Cards held with no meld.
Holding unmelded_holding(const std::vector<Card>& cards);

// What the reuse rule needs to know of a player's copies of each card (by card_id): how many
// are unmelded, and for which kinds of meld some copy is in no current meld of that kind.
// Strategies that keep cards their own way fill it with `add` and ask `allows`.
struct MeldAvailability {
    std::array<std::uint8_t, distinct_cards> unmelded{};
    std::array<std::uint16_t, distinct_cards> usable{}; // bit per MeldKind

    // A copy of `card` that belongs to current melds of the `kinds` given (0: unmelded).
    void add(Card card, std::uint16_t kinds);
    // The reuse rule: every card usable for the kind, at least one of them unmelded.
    bool allows(const Meld& meld) const;
    bool allows(MeldKind kind, std::span<const std::uint8_t> card_ids) const;
};

MeldAvailability availability(const Holding& holding);

// Every legal new meld, in the order of possible_melds (so best first).
std::vector<Meld> legal_new_melds(const Holding& holding, Suit trump);

// A legal new meld worth the most (the first of equal best), or nothing.
std::optional<Meld> best_new_meld(const Holding& holding, Suit trump);

// Empty when `meld` is a legal new meld, otherwise why not, as a sentence for the player.
std::string why_not_meld(const Holding& holding, const Meld& meld, Suit trump);

// Declares a legal new meld. Of each card it takes a copy already in another meld when there is
// one (so an unmelded copy stays free), but always at least one unmelded card.
void declare(Holding& holding, const Meld& meld);

// Takes the card at `position` out of the holding. Every current meld it belonged to is gone;
// their other cards stay, unmelded unless they are in another current meld. Returns those melds.
std::vector<Meld> take_card(Holding& holding, std::size_t position);

// ---- the save file's "Melds:" line ----

// "KS* QS*, QS* JD": the current melds, commas between them, a `*` on every card that belongs to
// more than one of them. Empty for no melds.
std::string format_melds(const Holding& holding);

// Reads a "Melds:" line into the melded cards and the melds (a holding without unmelded cards).
// Commas separate melds, a trailing comma is allowed; starred copies of a card are as few cards
// as the melds allow (one card is never in two melds of one name). Refuses a group that is no
// meld, a card in melds more than twice, and melds that could not have been declared one after
// another (each needs a card in none of the melds before it). `error` says why.
std::optional<Holding> parse_melds(std::string_view text, Suit trump, std::string& error);

} // namespace parlor::pinochle
