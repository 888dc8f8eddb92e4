#include "play_reading.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::cribbage::detail {

std::vector<OpponentMove> opponent_moves(const SeatView& view) {
    std::vector<OpponentMove> moves;
    const int me = index(view.seat);
    const int opp = 1 - me;
    const std::array<const std::vector<Card>*, 2> laid{&view.played[0], &view.played[1]};
    std::array<std::size_t, 2> at{};
    std::array<int, 2> held{};
    held[static_cast<std::size_t>(me)] = static_cast<int>(view.hand.size());
    held[static_cast<std::size_t>(opp)] = view.opponent_hand_size;
    std::vector<Card> pile;
    int count = 0;
    int go = -1;
    int last = -1;
    const auto s = [](int seat) { return static_cast<std::size_t>(seat); };
    const auto left = [&](int seat) {
        return static_cast<int>(laid[s(seat)]->size() - at[s(seat)]) + held[s(seat)];
    };
    // As in lay_card: a seat's next laid card fits whenever it could play (it must play one that
    // fits, and that is the next it laid); the view's seat also knows the cards it holds.
    const auto can_play = [&](int seat) {
        if (at[s(seat)] < laid[s(seat)]->size()) {
            return count + pip_value((*laid[s(seat)])[at[s(seat)]]) <= max_count;
        }
        if (seat == opp) {
            return false; // it holds no card that fits, or it would have laid one by now
        }
        return std::any_of(view.hand.begin(), view.hand.end(),
                           [&](Card card) { return count + pip_value(card) <= max_count; });
    };
    int next = index(other(view.dealer)); // the pone leads
    for (int step = 0; step < 40; ++step) {
        // Who plays next, the go's said and the count restarted on the way (as lay_card).
        bool settled = false;
        for (int guard = 0; guard < 6 && !settled; ++guard) {
            if (left(0) == 0 && left(1) == 0) {
                return moves;
            }
            if (can_play(next)) {
                settled = true;
            } else if (go < 0) {
                if (next == opp && left(opp) > 0) {
                    OpponentMove move;
                    move.pile = pile;
                    move.go = true;
                    moves.push_back(std::move(move));
                }
                go = next;
                next = 1 - next;
            } else {
                next = 1 - last;
                pile.clear();
                count = 0;
                go = -1;
            }
        }
        if (!settled || at[s(next)] >= laid[s(next)]->size()) {
            return moves; // the present (the view's seat to play), or a view that does not add up
        }
        const Card card = (*laid[s(next)])[at[s(next)]++];
        if (next == opp) {
            OpponentMove move;
            move.pile = pile;
            move.card = card;
            move.later.assign(laid[s(opp)]->begin() + static_cast<long>(at[s(opp)]),
                              laid[s(opp)]->end());
            for (std::size_t i = at[s(me)]; i < laid[s(me)]->size(); ++i) {
                ++move.my_later[static_cast<std::size_t>((*laid[s(me)])[i].rank)];
            }
            moves.push_back(std::move(move));
        }
        pile.push_back(card);
        count += pip_value(card);
        last = next;
        const int after = 1 - next;
        if (count == max_count) {
            pile.clear();
            count = 0;
            go = -1;
            next = after;
        } else if (go != after) {
            next = after;
        }
    }
    return moves;
}

double likelihood_of_moves(const std::vector<OpponentMove>& moves, const std::array<int, 14>& holds,
                           const HiddenRanks& hidden, const std::vector<Card>& my_hand,
                           double sharpness) {
    double chance = 1.0;
    for (const OpponentMove& move : moves) {
        const int count = count_of(move.pile);
        if (move.go) {
            for (int rank = 1; rank <= 13; ++rank) {
                if (holds[static_cast<std::size_t>(rank)] > 0 &&
                    count + pip_value(Card::of(rank, Suit{})) <= max_count) {
                    return 0.0;
                }
            }
            continue;
        }
        // What it held then: what it holds now and what it laid from then on.
        std::array<int, 14> then = holds;
        ++then[static_cast<std::size_t>(move.card.rank)];
        for (const Card card : move.later) {
            ++then[static_cast<std::size_t>(card.rank)];
        }
        // What it could not see then: also the cards the view's seat laid since.
        HiddenRanks unseen = hidden;
        int my_cards = static_cast<int>(my_hand.size());
        for (const Card card : my_hand) {
            ++unseen[static_cast<std::size_t>(card.rank)];
        }
        for (int rank = 1; rank <= 13; ++rank) {
            unseen[static_cast<std::size_t>(rank)] += move.my_later[static_cast<std::size_t>(rank)];
            my_cards += move.my_later[static_cast<std::size_t>(rank)];
        }
        double chosen = 0;
        double all = 0;
        for (int rank = 1; rank <= 13; ++rank) {
            const Card card = Card::of(rank, move.card.suit);
            if (then[static_cast<std::size_t>(rank)] == 0 || count + pip_value(card) > max_count) {
                continue;
            }
            const double weight =
                std::exp(sharpness * sighted_value(move.pile, card, unseen, my_cards));
            all += weight;
            if (rank == move.card.rank) {
                chosen = weight;
            }
        }
        chance *= all > 0 ? chosen / all : 1.0;
    }
    return chance;
}

} // namespace parlor::cribbage::detail
