#include "playout.hpp"

#include <algorithm>
#include <limits>

namespace parlor::pinochle::detail {

namespace {

// Keeping a trump is worth about a trick won later; the high ones more.
constexpr std::array<int, 6> trump_keep{3, 4, 5, 6, 9, 12};

FastHand& hand_of(Position& position, int seat) {
    return position.hands[static_cast<std::size_t>(seat)];
}
const FastHand& hand_of(const Position& position, int seat) {
    return position.hands[static_cast<std::size_t>(seat)];
}

// The best meld the hand could declare after giving up the card at `at`.
int meld_after(const FastHand& hand, int at, const Appraisal& appraisal, int trump) {
    if (appraisal.best_meld < 0) {
        return 0;
    }
    const CardIndex card = hand.id[static_cast<std::size_t>(at)];
    const auto& ids = meld_table(trump).entries[static_cast<std::size_t>(appraisal.best_meld)].ids;
    if (std::find(ids.id.begin(), ids.id.begin() + static_cast<long>(ids.size), card) ==
            ids.id.begin() + static_cast<long>(ids.size) &&
        hand.bits[static_cast<std::size_t>(at)] == 0) {
        return appraisal.best_meld_points;
    }
    FastHand without = hand;
    without.remove(at);
    int points = 0;
    best_meld(without, trump, points);
    return points;
}

bool can_be_beaten(const FastHand& opponent, CardIndex card, int trump) {
    for (std::size_t i = 0; i < opponent.count; ++i) {
        if (beats(card, opponent.id[i], trump)) {
            return true;
        }
    }
    return false;
}

} // namespace

Appraisal appraise(const FastHand& hand, int trump, bool stock_left) {
    Appraisal appraisal;
    for (std::size_t id = 0; id < appraisal.keep.size(); ++id) {
        if (suit_of(static_cast<CardIndex>(id)) == trump) {
            appraisal.keep[id] =
                trump_keep[static_cast<std::size_t>(rank_of(static_cast<CardIndex>(id)))];
        }
    }
    const MeldAvailability available = hand.availability();
    const MeldTable& table = meld_table(trump);
    for (std::size_t m = 0; m < table.size; ++m) {
        const MeldTable::Entry& entry = table.entries[m];
        if (available.allows(entry.kind, entry.ids.span())) {
            if (appraisal.best_meld < 0) {
                appraisal.best_meld = static_cast<int>(m);
                appraisal.best_meld_points = entry.points;
            }
            for (std::size_t k = 0; k < entry.ids.size; ++k) {
                int& keep = appraisal.keep[entry.ids.id[k]];
                keep = std::max(keep, entry.points / 2);
            }
        } else if (stock_left) {
            // One card short of a meld: its other cards are worth waiting with.
            std::size_t usable = 0;
            for (std::size_t k = 0; k < entry.ids.size; ++k) {
                usable += (available.usable[entry.ids.id[k]] & kind_bit(entry.kind)) != 0 ? 1 : 0;
            }
            if (usable + 1 == entry.ids.size && entry.ids.size > 1) {
                for (std::size_t k = 0; k < entry.ids.size; ++k) {
                    int& keep = appraisal.keep[entry.ids.id[k]];
                    keep = std::max(keep, entry.points / 6);
                }
            }
        }
    }
    return appraisal;
}

int choose_lead(const Position& position) {
    const int seat = position.leader;
    const FastHand& hand = hand_of(position, seat);
    const FastHand& opponent = hand_of(position, 1 - seat);
    const Appraisal appraisal = appraise(hand, position.trump, position.stock_left() > 0);
    int best_at = 0;
    int best_value = std::numeric_limits<int>::min();
    for (std::size_t i = 0; i < hand.count; ++i) {
        const CardIndex card = hand.id[i];
        const int keep = appraisal.keep[card];
        int value;
        if (!can_be_beaten(opponent, card, position.trump)) {
            // A sure trick: its points and a meld after it.
            value = points_of(card) +
                    meld_after(hand, static_cast<int>(i), appraisal, position.trump) - keep;
        } else {
            // The opponent may take it: lead what costs least to lose.
            value = -points_of(card) - keep - 2 * (suit_of(card) == position.trump ? 1 : 0);
        }
        if (value > best_value) {
            best_value = value;
            best_at = static_cast<int>(i);
        }
    }
    return best_at;
}

int choose_chase(const Position& position, CardIndex lead) {
    const int seat = 1 - position.leader;
    const FastHand& hand = hand_of(position, seat);
    const Appraisal appraisal = appraise(hand, position.trump, position.stock_left() > 0);
    int opponent_meld = 0;
    best_meld(hand_of(position, position.leader), position.trump, opponent_meld);
    int best_at = 0;
    int best_value = std::numeric_limits<int>::min();
    for (std::size_t i = 0; i < hand.count; ++i) {
        const CardIndex card = hand.id[i];
        const int keep = appraisal.keep[card];
        const int trick = points_of(lead) + points_of(card);
        const int value =
            beats(lead, card, position.trump)
                ? trick + meld_after(hand, static_cast<int>(i), appraisal, position.trump) - keep
                : -trick - opponent_meld - keep;
        if (value > best_value) {
            best_value = value;
            best_at = static_cast<int>(i);
        }
    }
    return best_at;
}

void finish_trick(Position& position, int winner) {
    int points = 0;
    const int meld = best_meld(hand_of(position, winner), position.trump, points);
    if (meld >= 0) {
        position.declare(winner, meld);
    }
    position.draw(winner);
}

void play_out(Position& position) {
    while (!position.round_over()) {
        const int leader = position.leader;
        const int lead_at = choose_lead(position);
        const CardIndex lead = hand_of(position, leader).id[static_cast<std::size_t>(lead_at)];
        hand_of(position, leader).remove(lead_at);
        const int chase_at = choose_chase(position, lead);
        const int winner = position.finish_lead(lead, chase_at);
        finish_trick(position, winner);
    }
}

} // namespace parlor::pinochle::detail
