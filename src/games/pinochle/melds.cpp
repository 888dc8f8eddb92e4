// The melds, their points and names, and the reuse rule on a player's holding.

#include "parlor/games/pinochle/melds.hpp"

#include "meld_copies.hpp"

#include <algorithm>
#include <bit>

namespace parlor::pinochle {

namespace {

constexpr std::uint16_t all_kinds = (1U << meld_kind_count) - 1;

struct KindInfo {
    int points;
    std::string_view name;
    std::string_view title;
};

constexpr std::array<KindInfo, meld_kind_count> kind_info{{
    {150, "flush", "flush"},
    {40, "royal-marriage", "royal marriage"},
    {20, "marriage", "marriage"},
    {10, "dix", "dix"},
    {100, "four-aces", "four aces"},
    {80, "four-kings", "four kings"},
    {60, "four-queens", "four queens"},
    {40, "four-jacks", "four jacks"},
    {40, "pinochle", "pinochle"},
}};

const KindInfo& info(MeldKind kind) {
    return kind_info[static_cast<std::size_t>(kind)];
}

constexpr std::array<Suit, 4> suit_order{Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts};

std::vector<Card> one_of_each_suit(int rank) {
    std::vector<Card> cards;
    for (const Suit suit : suit_order) {
        cards.push_back(Card::of(rank, suit));
    }
    return cards;
}

std::vector<Card> flush_cards(Suit trump) {
    return {Card::of(cards::ace, trump), Card::of(10, trump), Card::of(cards::king, trump),
            Card::of(cards::queen, trump), Card::of(cards::jack, trump)};
}

std::vector<Card> marriage_cards(Suit suit) {
    return {Card::of(cards::king, suit), Card::of(cards::queen, suit)};
}

const Card queen_of_spades = Card::of(cards::queen, Suit::Spades);
const Card jack_of_diamonds = Card::of(cards::jack, Suit::Diamonds);

std::vector<Meld> melds_for(Suit trump) {
    std::vector<Meld> melds{
        {MeldKind::Flush, flush_cards(trump)},
        {MeldKind::FourAces, one_of_each_suit(cards::ace)},
        {MeldKind::FourKings, one_of_each_suit(cards::king)},
        {MeldKind::FourQueens, one_of_each_suit(cards::queen)},
        {MeldKind::RoyalMarriage, marriage_cards(trump)},
        {MeldKind::FourJacks, one_of_each_suit(cards::jack)},
        {MeldKind::Pinochle, {queen_of_spades, jack_of_diamonds}},
    };
    for (const Suit suit : suit_order) {
        if (suit != trump) {
            melds.push_back({MeldKind::Marriage, marriage_cards(suit)});
        }
    }
    melds.push_back({MeldKind::Dix, {Card::of(9, trump)}});
    return melds;
}

// The same cards, whatever their order.
bool same_cards(std::vector<Card> a, std::vector<Card> b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

// The Holding as detail::choose_copies sees a hand.
struct HoldingAccess {
    const Holding& holding;
    std::size_t size() const { return holding.cards.size(); }
    std::uint8_t id_at(std::size_t i) const {
        return static_cast<std::uint8_t>(card_id(holding.cards[i].card));
    }
    std::uint32_t bits_at(std::size_t i) const { return holding.cards[i].melds; }
    std::uint16_t kinds_at(std::size_t i) const { return holding.kinds_at(i); }
};

} // namespace

int meld_points(MeldKind kind) {
    return info(kind).points;
}

std::string_view meld_name(MeldKind kind) {
    return info(kind).name;
}

std::string meld_title(MeldKind kind) {
    return std::string(info(kind).title);
}

std::string describe(const Meld& meld) {
    return meld_title(meld.kind) + " (" + pretty_cards(meld.cards) + ")";
}

std::string meld_codes(const Meld& meld) {
    std::string out;
    for (const Card card : meld.cards) {
        out += (out.empty() ? "" : " ") + cards::to_string(card);
    }
    return out;
}

std::optional<Meld> make_meld(std::span<const Card> cards, Suit trump) {
    const std::vector<Card> given(cards.begin(), cards.end());
    for (const Meld& meld : possible_melds(trump)) {
        if (meld.cards.size() == given.size() && same_cards(meld.cards, given)) {
            return meld;
        }
    }
    return std::nullopt;
}

std::optional<MeldKind> classify(std::span<const Card> cards, Suit trump) {
    const auto meld = make_meld(cards, trump);
    return meld ? std::optional(meld->kind) : std::nullopt;
}

const std::vector<Meld>& possible_melds(Suit trump) {
    static const std::array<std::vector<Meld>, 4> all{
        melds_for(Suit::Spades), melds_for(Suit::Clubs), melds_for(Suit::Diamonds),
        melds_for(Suit::Hearts)};
    return all[static_cast<std::size_t>(trump) % all.size()];
}

// ---- the holding ----

std::vector<Card> Holding::unmelded() const {
    std::vector<Card> out;
    for (const HeldCard& held : cards) {
        if (!held.melded()) {
            out.push_back(held.card);
        }
    }
    return out;
}

std::vector<Card> Holding::all_cards() const {
    std::vector<Card> out;
    out.reserve(cards.size());
    for (const HeldCard& held : cards) {
        out.push_back(held.card);
    }
    return out;
}

int Holding::count(Card card) const {
    return static_cast<int>(std::count_if(cards.begin(), cards.end(),
                                          [card](const HeldCard& h) { return h.card == card; }));
}

std::uint16_t Holding::kinds_at(std::size_t position) const {
    std::uint16_t kinds = 0;
    const std::uint32_t bits = cards[position].melds;
    for (std::size_t i = 0; i < melds.size(); ++i) {
        if (bits & (1U << i)) {
            kinds |= kind_bit(melds[i].kind);
        }
    }
    return kinds;
}

std::optional<std::size_t> Holding::find(Card card, std::optional<std::size_t> meld) const {
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (cards[i].card != card) {
            continue;
        }
        if (meld ? *meld < melds.size() && (cards[i].melds & (1U << *meld)) != 0
                 : !cards[i].melded()) {
            return i;
        }
    }
    return std::nullopt;
}

Holding unmelded_holding(const std::vector<Card>& cards) {
    Holding holding;
    for (const Card card : cards) {
        holding.cards.push_back({card, 0});
    }
    return holding;
}

void MeldAvailability::add(Card card, std::uint16_t kinds) {
    const auto id = static_cast<std::size_t>(card_id(card));
    if (kinds == 0) {
        ++unmelded[id];
    }
    usable[id] |= static_cast<std::uint16_t>(all_kinds & ~kinds);
}

bool MeldAvailability::allows(const Meld& meld) const {
    return allows(meld.kind, detail::ids_of(meld).span());
}

bool MeldAvailability::allows(MeldKind kind, std::span<const std::uint8_t> ids) const {
    bool fresh = false;
    for (const std::uint8_t id : ids) {
        if ((usable[id] & kind_bit(kind)) == 0) {
            return false;
        }
        fresh = fresh || unmelded[id] > 0;
    }
    return fresh;
}

MeldAvailability availability(const Holding& holding) {
    MeldAvailability available;
    for (std::size_t i = 0; i < holding.cards.size(); ++i) {
        if (in_deck(holding.cards[i].card)) {
            available.add(holding.cards[i].card, holding.kinds_at(i));
        }
    }
    return available;
}

std::vector<Meld> legal_new_melds(const Holding& holding, Suit trump) {
    const MeldAvailability available = availability(holding);
    std::vector<Meld> out;
    for (const Meld& meld : possible_melds(trump)) {
        if (available.allows(meld)) {
            out.push_back(meld);
        }
    }
    return out;
}

std::optional<Meld> best_new_meld(const Holding& holding, Suit trump) {
    const MeldAvailability available = availability(holding);
    for (const Meld& meld : possible_melds(trump)) {
        if (available.allows(meld)) {
            return meld;
        }
    }
    return std::nullopt;
}

std::string why_not_meld(const Holding& holding, const Meld& meld, Suit trump) {
    const auto made = make_meld(meld.cards, trump);
    if (!made) {
        return pretty_cards(meld.cards) + " is no meld with " + cards::suit_name(trump) +
               " as trump.";
    }
    if (made->kind != meld.kind) {
        return pretty_cards(meld.cards) + " is a " + meld_title(made->kind) + ", not a " +
               meld_title(meld.kind) + ".";
    }
    const MeldAvailability available = availability(holding);
    bool fresh = false;
    for (const Card card : made->cards) {
        if (holding.count(card) == 0) {
            return "The " + cards::pretty(card) + " is not in the hand.";
        }
        const auto id = static_cast<std::size_t>(card_id(card));
        if ((available.usable[id] & kind_bit(meld.kind)) == 0) {
            return "The " + cards::pretty(card) + " already belongs to a " + meld_title(meld.kind) +
                   " that is still on the table.";
        }
        fresh = fresh || available.unmelded[id] > 0;
    }
    if (!fresh) {
        return "A new meld needs a card that is in no meld yet; every card of this " +
               meld_title(meld.kind) + " is already melded.";
    }
    return {};
}

void declare(Holding& holding, const Meld& meld) {
    const detail::MeldIds ids = detail::ids_of(meld);
    const auto copies = detail::choose_copies(HoldingAccess{holding}, meld.kind, ids.span());
    if (!copies || holding.melds.size() >= 32) {
        return; // not legal: the caller checks first
    }
    const auto bit = static_cast<std::uint32_t>(1U << holding.melds.size());
    for (std::size_t i = 0; i < copies->size; ++i) {
        holding.cards[copies->at[i]].melds |= bit;
    }
    holding.melds.push_back(meld);
}

std::vector<Meld> take_card(Holding& holding, std::size_t position) {
    const std::uint32_t broken_bits = holding.cards[position].melds;
    holding.cards.erase(holding.cards.begin() + static_cast<long>(position));
    std::vector<Meld> broken;
    if (broken_bits == 0) {
        return broken;
    }
    std::vector<Meld> kept;
    for (std::size_t i = 0; i < holding.melds.size(); ++i) {
        ((broken_bits & (1U << i)) ? broken : kept).push_back(holding.melds[i]);
    }
    for (HeldCard& held : holding.cards) {
        held.melds = detail::without_melds(held.melds, broken_bits, holding.melds.size());
    }
    holding.melds = std::move(kept);
    return broken;
}

std::string format_melds(const Holding& holding) {
    std::string out;
    for (std::size_t m = 0; m < holding.melds.size(); ++m) {
        if (m > 0) {
            out += ", ";
        }
        std::string group;
        for (const Card card : holding.melds[m].cards) {
            const auto at = holding.find(card, m);
            const bool shared = at && std::popcount(holding.cards[*at].melds) > 1;
            group += (group.empty() ? "" : " ") + cards::to_string(card) + (shared ? "*" : "");
        }
        out += group;
    }
    return out;
}

} // namespace parlor::pinochle
