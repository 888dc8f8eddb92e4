#include "seat_knowledge.hpp"

#include <algorithm>

namespace parlor::pinochle::detail {

namespace {

void take_out(Unseen& unseen, Card card) {
    int& left = unseen.pool[static_cast<std::size_t>(card_id(card))];
    if (left > 0) {
        --left;
    }
}

// The opponent's cards on the table: its melded cards with their melds.
std::optional<FastHand> melded_hand(const TableSide& side) {
    if (side.melded.size() > max_held || side.melds.size() > max_melds) {
        return std::nullopt;
    }
    FastHand hand;
    for (const HeldCard& held : side.melded) {
        hand.id[hand.count] = index_of(held.card);
        hand.bits[hand.count] = static_cast<std::uint16_t>(held.melds);
        ++hand.count;
    }
    for (const Meld& meld : side.melds) {
        hand.kind[hand.meld_count++] = meld.kind;
    }
    return hand;
}

std::optional<Position> position_with(const SeatView& view, const std::vector<CardIndex>& theirs,
                                      const std::vector<CardIndex>& stock) {
    const auto mine = fast_hand(view.hand);
    auto opponent = melded_hand(view.theirs());
    if (!mine || !opponent || opponent->count + theirs.size() > max_held || stock.size() > 24) {
        return std::nullopt;
    }
    for (const CardIndex card : theirs) {
        opponent->add(card);
    }
    Position position;
    position.hands[static_cast<std::size_t>(me(view))] = *mine;
    position.hands[static_cast<std::size_t>(1 - me(view))] = *opponent;
    std::copy(stock.begin(), stock.end(), position.stock.begin());
    position.stock_end = static_cast<std::uint8_t>(stock.size());
    position.trump_card = view.trump_card ? index_of(*view.trump_card) : -1;
    position.trump = static_cast<int>(view.trump);
    position.leader = index(view.leader);
    return position;
}

} // namespace

Unseen unseen_of(const SeatView& view) {
    Unseen unseen;
    unseen.pool.fill(copies_of_each);
    for (const HeldCard& held : view.hand.cards) {
        take_out(unseen, held.card);
    }
    for (const TableSide& side : view.sides) {
        for (const Card card : side.captured) {
            take_out(unseen, card);
        }
    }
    const TableSide& theirs = view.theirs();
    for (const HeldCard& held : theirs.melded) {
        take_out(unseen, held.card);
    }
    for (const Card card : theirs.shown) {
        if (unseen.pool[static_cast<std::size_t>(card_id(card))] > 0) {
            take_out(unseen, card);
            unseen.opponent_known.push_back(index_of(card));
        }
    }
    if (view.trump_card) {
        take_out(unseen, *view.trump_card);
    }
    if (view.lead) {
        take_out(unseen, *view.lead);
    }
    for (const int left : unseen.pool) {
        unseen.pool_size += left;
    }
    const int unmelded = theirs.held - static_cast<int>(theirs.melded.size());
    unseen.opponent_unknown =
        std::max(0, unmelded - static_cast<int>(unseen.opponent_known.size()));
    unseen.stock = view.stock_size;
    return unseen;
}

std::optional<Position> guess_position(const SeatView& view, const Unseen& unseen, Rng& rng) {
    std::vector<CardIndex> pool;
    pool.reserve(static_cast<std::size_t>(unseen.pool_size));
    for (std::size_t id = 0; id < unseen.pool.size(); ++id) {
        for (int k = 0; k < unseen.pool[id]; ++k) {
            pool.push_back(static_cast<CardIndex>(id));
        }
    }
    rng.shuffle(pool);
    const auto hidden =
        static_cast<std::size_t>(std::min<int>(unseen.opponent_unknown, unseen.pool_size));
    std::vector<CardIndex> theirs = unseen.opponent_known;
    theirs.insert(theirs.end(), pool.begin(), pool.begin() + static_cast<long>(hidden));
    const auto stock_size =
        std::min(static_cast<std::size_t>(std::max(0, unseen.stock)), pool.size() - hidden);
    const std::vector<CardIndex> stock(pool.begin() + static_cast<long>(hidden),
                                       pool.begin() + static_cast<long>(hidden + stock_size));
    return position_with(view, theirs, stock);
}

std::optional<Position> known_position(const SeatView& view) {
    const Unseen unseen = unseen_of(view);
    std::vector<CardIndex> theirs = unseen.opponent_known;
    for (std::size_t id = 0; id < unseen.pool.size(); ++id) {
        for (int k = 0; k < unseen.pool[id]; ++k) {
            theirs.push_back(static_cast<CardIndex>(id));
        }
    }
    return position_with(view, theirs, {});
}

} // namespace parlor::pinochle::detail
