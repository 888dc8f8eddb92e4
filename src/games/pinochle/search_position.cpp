#include "search_position.hpp"

#include <bit>

namespace parlor::pinochle::detail {

namespace {

MeldTable make_table(int trump) {
    MeldTable table;
    for (const Meld& meld : possible_melds(static_cast<Suit>(trump))) {
        table.entries[table.size++] = {meld.kind, ids_of(meld), points(meld)};
    }
    return table;
}

} // namespace

const MeldTable& meld_table(int trump) {
    static const std::array<MeldTable, 4> tables{make_table(0), make_table(1), make_table(2),
                                                 make_table(3)};
    return tables[static_cast<std::size_t>(trump & 3)];
}

std::uint16_t FastHand::kinds_at(std::size_t i) const {
    std::uint16_t kinds = 0;
    for (std::uint32_t b = bits[i]; b != 0; b &= b - 1) {
        kinds |= kind_bit(kind[static_cast<std::size_t>(std::countr_zero(b))]);
    }
    return kinds;
}

MeldAvailability FastHand::availability() const {
    MeldAvailability available;
    for (std::size_t i = 0; i < count; ++i) {
        available.add(card_from_id(id[i]), kinds_at(i));
    }
    return available;
}

void FastHand::remove(int at) {
    const auto i = static_cast<std::size_t>(at);
    const std::uint16_t broken = bits[i];
    for (std::size_t j = i + 1; j < count; ++j) {
        id[j - 1] = id[j];
        bits[j - 1] = bits[j];
    }
    --count;
    if (broken == 0) {
        return;
    }
    for (std::size_t j = 0; j < count; ++j) {
        bits[j] = static_cast<std::uint16_t>(without_melds(bits[j], broken, meld_count));
    }
    std::uint8_t kept = 0;
    for (std::size_t m = 0; m < meld_count; ++m) {
        if ((broken & (1U << m)) == 0) {
            kind[kept++] = kind[m];
        }
    }
    meld_count = kept;
}

bool FastHand::declare(const MeldTable::Entry& meld) {
    if (meld_count >= max_melds) {
        return false;
    }
    const auto copies = choose_copies(*this, meld.kind, meld.ids.span());
    if (!copies) {
        return false;
    }
    const auto bit = static_cast<std::uint16_t>(1U << meld_count);
    for (std::size_t k = 0; k < copies->size; ++k) {
        bits[copies->at[k]] |= bit;
    }
    kind[meld_count++] = meld.kind;
    return true;
}

int FastHand::distinct_plays(std::array<std::uint8_t, max_held>& out) const {
    int n = 0;
    std::uint32_t free_seen = 0;
    for (std::size_t i = 0; i < count; ++i) {
        if (bits[i] == 0) {
            if (free_seen & (1U << id[i])) {
                continue;
            }
            free_seen |= 1U << id[i];
        }
        out[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(i);
    }
    return n;
}

bool FastHand::holds(CardIndex card) const {
    for (std::size_t i = 0; i < count; ++i) {
        if (id[i] == card) {
            return true;
        }
    }
    return false;
}

int best_meld(const FastHand& hand, int trump, int& points) {
    const MeldAvailability available = hand.availability();
    const MeldTable& table = meld_table(trump);
    for (std::size_t m = 0; m < table.size; ++m) {
        if (available.allows(table.entries[m].kind, table.entries[m].ids.span())) {
            points = table.entries[m].points;
            return static_cast<int>(m);
        }
    }
    points = 0;
    return -1;
}

int legal_melds(const FastHand& hand, int trump, std::array<std::uint8_t, 11>& out) {
    const MeldAvailability available = hand.availability();
    const MeldTable& table = meld_table(trump);
    int n = 0;
    for (std::size_t m = 0; m < table.size; ++m) {
        if (available.allows(table.entries[m].kind, table.entries[m].ids.span())) {
            out[static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(m);
        }
    }
    return n;
}

std::optional<FastHand> fast_hand(const Holding& holding) {
    if (holding.cards.size() > max_held || holding.melds.size() > max_melds) {
        return std::nullopt;
    }
    FastHand hand;
    for (const HeldCard& held : holding.cards) {
        hand.id[hand.count] = index_of(held.card);
        hand.bits[hand.count] = static_cast<std::uint16_t>(held.melds);
        ++hand.count;
    }
    for (const Meld& meld : holding.melds) {
        hand.kind[hand.meld_count++] = meld.kind;
    }
    return hand;
}

int Position::play_trick(int lead_at, int chase_at) {
    FastHand& lead_hand = hands[static_cast<std::size_t>(leader)];
    const CardIndex lead = lead_hand.id[static_cast<std::size_t>(lead_at)];
    lead_hand.remove(lead_at);
    return finish_lead(lead, chase_at);
}

int Position::finish_lead(CardIndex lead, int chase_at) {
    FastHand& chase_hand = hands[static_cast<std::size_t>(1 - leader)];
    const CardIndex chase = chase_hand.id[static_cast<std::size_t>(chase_at)];
    chase_hand.remove(chase_at);
    const int winner = beats(lead, chase, trump) ? 1 - leader : leader;
    points[static_cast<std::size_t>(winner)] += points_of(lead) + points_of(chase);
    return winner;
}

void Position::draw(int winner) {
    if (stock_next < stock_end) {
        hands[static_cast<std::size_t>(winner)].add(stock[stock_next++]);
        if (stock_next < stock_end) {
            hands[static_cast<std::size_t>(1 - winner)].add(stock[stock_next++]);
        } else if (trump_card >= 0) {
            hands[static_cast<std::size_t>(1 - winner)].add(static_cast<CardIndex>(trump_card));
            trump_card = -1;
        }
    }
    leader = winner;
}

void Position::declare(int seat, int meld) {
    const MeldTable::Entry& entry = meld_table(trump).entries[static_cast<std::size_t>(meld)];
    if (hands[static_cast<std::size_t>(seat)].declare(entry)) {
        points[static_cast<std::size_t>(seat)] += entry.points;
    }
}

} // namespace parlor::pinochle::detail
