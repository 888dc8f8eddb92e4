// The advice record: what a move does and how it fared in the look-ahead, as data.

#include "parlor/games/cruno/ai.hpp"

#include <type_traits>

namespace parlor::cruno {

namespace {

void card_effects(const SeatView& view, Card card, MoveFacts& facts) {
    const bool two = view.player_count() == 2;
    switch (card.kind) {
    case Kind::DrawTwo:
        facts.next_draws = draw_two_cards;
        facts.next_skipped = view.rules.draw_two_skips;
        break;
    case Kind::Skip:
        facts.next_skipped = true;
        break;
    case Kind::Reverse:
        facts.next_skipped = two && view.rules.reverse_skips_with_two;
        facts.reverses = !two;
        break;
    case Kind::Standard:
        break;
    }
}

} // namespace

MoveFacts move_facts(const SeatView& view, const Action& action) {
    MoveFacts facts;
    const int hand = static_cast<int>(view.hand.size());
    std::visit(
        [&](const auto& act) {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Draw>) {
                facts.cards_left = hand + (view.pending_draw > 0 ? view.pending_draw : 1);
            } else {
                Suit suit = act.card.suit;
                if constexpr (std::is_same_v<T, Play>) {
                    suit = act.suit.value_or(act.card.suit);
                } else {
                    suit = act.suit; // a card turned into an 8 names its suit
                }
                facts.cards_left = hand - 1;
                facts.suit_to_follow = suit;
                facts.held_of_suit = held_after(view.hand, suit, act.card);
                facts.wins_now = facts.cards_left == 0;
                if constexpr (std::is_same_v<T, Play>) {
                    if (!facts.wins_now) {
                        card_effects(view, act.card, facts);
                    }
                }
            }
        },
        action);
    return facts;
}

AdviceRecord advice_record(const SeatView& view, const Ranking& ranking) {
    auto facts_of = [&view](const Candidate& candidate) {
        MoveFacts facts = move_facts(view, candidate.action);
        facts.tables = candidate.tables;
        facts.chance = candidate.win_rate();
        return facts;
    };
    AdviceRecord record;
    if (ranking.moves.empty()) {
        return record;
    }
    record.action = ranking.moves.front().action;
    record.facts = facts_of(ranking.moves.front());
    for (std::size_t i = 1; i < ranking.moves.size(); ++i) {
        record.alternatives.push_back({ranking.moves[i].action, facts_of(ranking.moves[i])});
    }
    record.certainty = ranking.certainty;
    return record;
}

} // namespace parlor::cruno
