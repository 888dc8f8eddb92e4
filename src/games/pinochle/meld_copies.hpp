#pragma once
// The parts of the meld rules that work on any way of keeping a hand (internal to the Pinochle
// library): the engine's Holding and the search's compact hand both use them, so a declared meld
// takes the same copies and a played card breaks the same melds in both.
//
// A Hand here offers size(), id_at(i) (card_id), bits_at(i) (its current melds) and kinds_at(i)
// (the kinds of those melds).

#include "parlor/games/pinochle/melds.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <span>

namespace parlor::pinochle::detail {

struct MeldCopies {
    std::array<std::size_t, 5> at{}; // positions in the hand, one per card of the meld
    std::size_t size = 0;
};

// The copies a new meld of `kind` made of the cards `ids` takes: of each card a copy already in
// another meld when there is one (so an unmelded copy stays free), but always at least one
// unmelded card. Nothing when the meld is not legal.
template <class Hand>
std::optional<MeldCopies> choose_copies(const Hand& hand, MeldKind kind,
                                        std::span<const std::uint8_t> ids) {
    MeldCopies copies;
    std::optional<std::size_t> switch_at; // a card of the meld with an unmelded copy too
    std::size_t unmelded_copy = 0;
    bool fresh = false;
    for (const std::uint8_t id : ids) {
        std::optional<std::size_t> melded;
        std::optional<std::size_t> free;
        for (std::size_t i = 0; i < hand.size(); ++i) {
            if (hand.id_at(i) != id || (hand.kinds_at(i) & kind_bit(kind)) != 0) {
                continue;
            }
            auto& slot = hand.bits_at(i) != 0 ? melded : free;
            if (!slot) {
                slot = i;
            }
        }
        if (melded) {
            if (free && !switch_at) {
                switch_at = copies.size;
                unmelded_copy = *free;
            }
            copies.at[copies.size++] = *melded;
        } else if (free) {
            copies.at[copies.size++] = *free;
            fresh = true;
        } else {
            return std::nullopt;
        }
    }
    if (!fresh) {
        if (!switch_at) {
            return std::nullopt;
        }
        copies.at[*switch_at] = unmelded_copy;
    }
    return copies;
}

// A mask of current melds without the melds of `removed`, renumbered: bit i of the result is the
// i-th meld that remains.
constexpr std::uint32_t without_melds(std::uint32_t bits, std::uint32_t removed,
                                      std::size_t meld_count) {
    std::uint32_t out = 0;
    int next = 0;
    for (std::size_t i = 0; i < meld_count; ++i) {
        if (removed & (1U << i)) {
            continue;
        }
        if (bits & (1U << i)) {
            out |= 1U << next;
        }
        ++next;
    }
    return out;
}

// The card ids of a meld, in its order.
struct MeldIds {
    std::array<std::uint8_t, 5> id{};
    std::size_t size = 0;
    std::span<const std::uint8_t> span() const { return {id.data(), size}; }
};
inline MeldIds ids_of(const Meld& meld) {
    MeldIds ids;
    for (const Card card : meld.cards) {
        ids.id[ids.size++] = static_cast<std::uint8_t>(card_id(card));
    }
    return ids;
}

} // namespace parlor::pinochle::detail
