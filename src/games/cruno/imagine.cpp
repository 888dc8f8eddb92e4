// The tables the expert imagines: what its seat has not seen, dealt out consistently with what
// it has seen.

#include "imagine.hpp"

#include "parlor/games/cruno/ai.hpp"

#include <algorithm>
#include <array>

namespace parlor::cruno {

std::vector<Card> unseen_cards(const SeatView& view) {
    std::array<int, face_count> left{};
    for (int i = 0; i < face_count; ++i) {
        left[static_cast<std::size_t>(i)] = copies_of(Card::from_index(i), view.decks);
    }
    auto take = [&left](Card card) {
        int& count = left[static_cast<std::size_t>(card.index())];
        count = std::max(0, count - 1);
    };
    for (const Card card : view.hand) {
        take(card);
    }
    for (const Discarded& discarded : view.discard) {
        take(discarded.card);
    }
    std::vector<Card> unseen;
    for (int i = 0; i < face_count; ++i) {
        unseen.insert(unseen.end(), static_cast<std::size_t>(left[static_cast<std::size_t>(i)]),
                      Card::from_index(i));
    }
    return unseen;
}

namespace detail {

void imagine_table(const SeatView& view, const std::vector<Card>& unseen, Rng& rng,
                   SimTable& table) {
    const int players = view.player_count();
    std::vector<Card>& pool = table.stock; // what is left to deal ends as the stock
    pool.assign(unseen.begin(), unseen.end());
    rng.shuffle(pool);
    table.hands.resize(static_cast<std::size_t>(players));
    table.policies.resize(static_cast<std::size_t>(players));
    for (int seat = 0; seat < players; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        table.policies[s] = policy_for(view.plays[s]);
        table.hands[s].clear();
    }
    table.hands[static_cast<std::size_t>(view.seat)] = view.hand;
    // The cards a note covers first: from the cards it does not rule out, as far as they go.
    // The pool is in random order, so taking the first that fit is a random choice among them.
    for (int seat = 0; seat < players; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        const DrawNote& note = view.notes[s];
        if (seat == view.seat || note.cards == 0) {
            continue;
        }
        const int wanted = std::min(note.cards, view.hand_sizes[s]);
        std::vector<Card>& hand = table.hands[s];
        for (std::size_t i = 0; i < pool.size() && static_cast<int>(hand.size()) < wanted;) {
            if (ruled_out(note, pool[i])) {
                ++i;
                continue;
            }
            hand.push_back(pool[i]);
            pool[i] = pool.back();
            pool.pop_back();
        }
    }
    for (int seat = 0; seat < players; ++seat) {
        const auto s = static_cast<std::size_t>(seat);
        std::vector<Card>& hand = table.hands[s];
        while (seat != view.seat && static_cast<int>(hand.size()) < view.hand_sizes[s] &&
               !pool.empty()) {
            hand.push_back(pool.back());
            pool.pop_back();
        }
    }
    table.discard.clear();
    for (auto it = view.discard.rbegin(); it != view.discard.rend(); ++it) {
        table.discard.push_back(it->card);
    }
    table.top = view.top();
    table.suit = view.suit;
    table.turn = view.turn;
    table.direction = static_cast<int>(view.direction);
    table.pending = view.pending_draw;
    table.rules = view.rules;
    table.over = false;
    table.winners = 0;
    count_suits(table);
}

} // namespace detail

} // namespace parlor::cruno
