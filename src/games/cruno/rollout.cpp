// The lean rules of the look-ahead.

#include "rollout.hpp"

#include <algorithm>

namespace parlor::cruno::detail {

namespace {

int next_seat(const SimTable& table, int seat, int steps = 1) {
    const int n = table.players();
    return ((seat + steps * table.direction) % n + n) % n;
}

void end_game(SimTable& table, std::uint16_t winners) {
    table.over = true;
    table.pending = 0;
    table.winners = winners;
}

void end_by_stock_out(SimTable& table) {
    std::uint16_t winners = 0;
    int lowest = 0;
    for (int seat = 0; seat < table.players(); ++seat) {
        const int points = penalty(table.hands[static_cast<std::size_t>(seat)]);
        if (winners == 0 || points < lowest) {
            winners = static_cast<std::uint16_t>(1U << seat);
            lowest = points;
        } else if (points == lowest) {
            winners = static_cast<std::uint16_t>(winners | (1U << seat));
        }
    }
    end_game(table, winners);
}

// As the engine does: the pile but its top, from the card under the top downwards, shuffled.
void reshuffle(SimTable& table, Rng& rng) {
    if (table.discard.size() < 2) {
        return;
    }
    const Card top = table.discard.back();
    table.discard.pop_back();
    std::vector<Card>& stock = table.stock;
    stock.assign(table.discard.rbegin(), table.discard.rend());
    rng.shuffle(stock);
    std::reverse(stock.begin(), stock.end());
    table.discard.assign(1, top);
}

bool draw_one(SimTable& table, int seat, Rng& rng) {
    if (table.stock.empty()) {
        reshuffle(table, rng);
    }
    if (table.stock.empty()) {
        end_by_stock_out(table);
        return false;
    }
    const Card card = table.stock.back();
    table.stock.pop_back();
    table.hands[static_cast<std::size_t>(seat)].push_back(card);
    if (!card.is_eight()) {
        ++table.counts[static_cast<std::size_t>(seat)]
                      [static_cast<std::size_t>(suit_slot(card.suit))];
    }
    return true;
}

void skip_next(SimTable& table, int seat) {
    table.turn = next_seat(table, seat, 2);
}

void lay(SimTable& table, int seat, Card card, Card shown, Suit suit) {
    std::vector<Card>& hand = table.hands[static_cast<std::size_t>(seat)];
    hand.erase(std::find(hand.begin(), hand.end(), card));
    if (!card.is_eight()) {
        --table.counts[static_cast<std::size_t>(seat)]
                      [static_cast<std::size_t>(suit_slot(card.suit))];
    }
    table.discard.push_back(card);
    table.top = shown;
    table.suit = suit;
    if (hand.empty()) {
        end_game(table, static_cast<std::uint16_t>(1U << seat));
    }
}

} // namespace

SimTable sim_table(const GameState& state) {
    SimTable table;
    for (const Player& player : state.players) {
        table.hands.push_back(player.hand);
        table.policies.push_back(policy_for(player.plays));
    }
    table.stock.assign(state.stock.rbegin(), state.stock.rend());
    for (auto it = state.discard.rbegin(); it != state.discard.rend(); ++it) {
        table.discard.push_back(it->card);
    }
    table.top = state.top().shown();
    table.suit = state.suit;
    table.turn = state.turn;
    table.direction = static_cast<int>(state.direction);
    table.pending = state.pending_draw;
    table.rules = state.rules;
    table.over = state.phase == Phase::GameOver;
    count_suits(table);
    return table;
}

void count_suits(SimTable& table) {
    table.counts.resize(table.hands.size());
    for (std::size_t seat = 0; seat < table.hands.size(); ++seat) {
        table.counts[seat] = suit_counts(table.hands[seat]);
    }
}

void sim_apply(SimTable& table, const Choice& choice, Rng& rng) {
    const int seat = table.turn;
    if (table.pending > 0) {
        const int count = table.pending;
        table.pending = 0;
        for (int i = 0; i < count; ++i) {
            if (!draw_one(table, seat, rng)) {
                return;
            }
        }
        if (table.rules.draw_two_skips) {
            table.turn = next_seat(table, seat);
        }
        return;
    }
    switch (choice.what) {
    case Choice::What::Draw:
        draw_one(table, seat, rng);
        return;
    case Choice::What::Convert:
        lay(table, seat, choice.card, Card::standard(8, choice.card.suit), choice.suit);
        if (!table.over) {
            table.turn = next_seat(table, seat);
        }
        return;
    case Choice::What::Play:
        break;
    }
    const Card card = choice.card;
    lay(table, seat, card, card, card.is_eight() ? choice.suit : card.suit);
    if (table.over) {
        return;
    }
    switch (card.kind) {
    case Kind::Skip:
        skip_next(table, seat);
        break;
    case Kind::Reverse:
        table.direction = -table.direction;
        if (table.players() == 2 && table.rules.reverse_skips_with_two) {
            skip_next(table, seat);
        } else {
            table.turn = next_seat(table, seat);
        }
        break;
    case Kind::DrawTwo:
        table.turn = next_seat(table, seat);
        table.pending = draw_two_cards;
        break;
    case Kind::Standard:
        table.turn = next_seat(table, seat);
        break;
    }
}

bool play_out(SimTable& table, Rng& rng, int max_actions) {
    for (int done = 0; !table.over; ++done) {
        if (done >= max_actions) {
            return false;
        }
        const auto seat = static_cast<std::size_t>(table.turn);
        if (table.pending > 0) {
            sim_apply(table, Choice{}, rng);
            continue;
        }
        const Policy policy = table.policies[seat];
        const std::vector<Card>& hand = table.hands[seat];
        const SuitCounts& counts = table.counts[seat];
        Choice choice = choose(policy, hand, counts, table.top, table.suit);
        if (choice.what == Choice::What::Draw && policy != Policy::Trickster) {
            // Nothing in the hand was playable, so only a card drawn can be: these players draw
            // until one is (the hand need not be looked at again meanwhile), then choose.
            for (;;) {
                sim_apply(table, choice, rng);
                if (table.over || playable(hand.back(), table.top, table.suit)) {
                    break;
                }
                if (++done >= max_actions) {
                    return false;
                }
            }
            if (table.over) {
                break;
            }
            ++done;
            choice = choose(policy, hand, counts, table.top, table.suit);
        }
        sim_apply(table, choice, rng);
    }
    return true;
}

} // namespace parlor::cruno::detail
