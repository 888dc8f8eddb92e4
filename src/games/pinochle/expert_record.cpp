// The expert's advice record: the weighing of every play (or meld) turned into the figures a
// player reads, with the facts about the position that the reasons state.

#include "seat_knowledge.hpp"
#include "strategies.hpp"

#include <algorithm>
#include <bit>
#include <tuple>

namespace parlor::pinochle::detail {

namespace {

// Every card the opponent may hold: what the seat has not seen, the opponent's melded and
// known cards.
std::array<int, distinct_cards> opponent_may_hold(const SeatView& view) {
    const Unseen unseen = unseen_of(view);
    std::array<int, distinct_cards> may = unseen.pool;
    for (const HeldCard& held : view.theirs().melded) {
        ++may[static_cast<std::size_t>(card_id(held.card))];
    }
    for (const CardIndex card : unseen.opponent_known) {
        ++may[card];
    }
    return may;
}

bool nothing_beats(const SeatView& view, Card card) {
    const auto may = opponent_may_hold(view);
    for (int id = 0; id < distinct_cards; ++id) {
        if (may[static_cast<std::size_t>(id)] > 0 &&
            chase_wins(card, card_from_id(id), view.trump)) {
            return false;
        }
    }
    return true;
}

bool in_a_legal_meld(const Holding& hand, Card card, Suit trump) {
    for (const Meld& meld : legal_new_melds(hand, trump)) {
        if (std::find(meld.cards.begin(), meld.cards.end(), card) != meld.cards.end()) {
            return true;
        }
    }
    return false;
}

bool stock_left(const SeatView& view) {
    return view.stock_size > 0 || view.trump_card.has_value();
}

// The melds the card at `position` belongs to that the hand holds (or, while the stock lasts,
// all but one card of), and that the card's last copy takes away.
std::vector<MeldGivenUp> melds_given_up(const SeatView& view, std::size_t position) {
    const HeldCard& held = view.hand.cards[position];
    std::vector<MeldGivenUp> given_up;
    if (view.hand.count(held.card) > 1) {
        return given_up;
    }
    for (const Meld& meld : possible_melds(view.trump)) {
        if (std::find(meld.cards.begin(), meld.cards.end(), held.card) == meld.cards.end()) {
            continue;
        }
        bool declared_with_it = false;
        for (std::size_t m = 0; m < view.hand.melds.size(); ++m) {
            declared_with_it = declared_with_it || (((held.melds >> m) & 1U) != 0 &&
                                                    view.hand.melds[m].kind == meld.kind);
        }
        if (declared_with_it) {
            continue;
        }
        int missing = 0;
        for (const Card c : meld.cards) {
            missing += view.hand.count(c) == 0 ? 1 : 0;
        }
        if (missing == 0 || (missing == 1 && stock_left(view))) {
            given_up.push_back({meld.kind, points(meld), missing == 0});
        }
    }
    return given_up;
}

// The cheapest winning card of the hand: a plain card before a trump, then the lower rank.
std::optional<Card> cheapest_winner(const SeatView& view) {
    std::optional<Card> best;
    const auto key = [&view](Card x) {
        return std::tuple(x.suit == view.trump, trick_rank(x), card_points(x));
    };
    for (const HeldCard& held : view.hand.cards) {
        if (chase_wins(*view.lead, held.card, view.trump) &&
            (!best || key(held.card) < key(*best))) {
            best = held.card;
        }
    }
    return best;
}

MoveFacts play_facts(const SeatView& view, const WeighedPlay& play, int margin_now) {
    const HeldCard& held = view.hand.cards[play.position];
    MoveFacts facts;
    facts.margin = margin_now + play.value;
    facts.margin_is_bound = play.bound;
    facts.samples = play.samples;
    if (play.trick_won >= 0) {
        facts.trick_chance = play.trick_won;
    }
    facts.card_points = card_points(held.card);
    if (view.lead) {
        facts.beats_lead = chase_wins(*view.lead, held.card, view.trump);
    } else {
        facts.sure_trick = nothing_beats(view, held.card);
    }
    facts.in_a_meld = in_a_legal_meld(view.hand, held.card, view.trump);
    if (held.melded()) {
        facts.breaks = view.hand.melds[static_cast<std::size_t>(std::countr_zero(held.melds))].kind;
    }
    facts.gives_up = melds_given_up(view, play.position);
    return facts;
}

Situation situation_of(const SeatView& view) {
    Situation s;
    s.my_round = view.mine().round_score;
    s.their_round = view.theirs().round_score;
    s.margin_now = s.my_round - s.their_round;
    s.stock = view.stock_size + (view.trump_card ? 1 : 0);
    s.tricks_left = static_cast<int>(view.hand.cards.size());
    if (view.lead) {
        s.cheapest_winner = cheapest_winner(view);
        s.nothing_wins = !s.cheapest_winner;
    }
    s.least_points = 99;
    for (const HeldCard& held : view.hand.cards) {
        s.least_points = std::min(s.least_points, card_points(held.card));
    }
    return s;
}

ExpertAdvice from_plays(const SeatView& view, const Weighing& weighing) {
    ExpertAdvice advice;
    Situation& s = advice.situation;
    s = situation_of(view);
    s.exact = weighing.searched && weighing.exact;
    s.searched_tricks = weighing.searched && !weighing.exact ? weighing.depth : 0;
    Record& record = advice.record;
    record.certainty = weighing.certainty;
    for (std::size_t i = 0; i < weighing.plays.size(); ++i) {
        const WeighedPlay& play = weighing.plays[i];
        const Action action = play_of(view.hand, play.position);
        MoveFacts facts = play_facts(view, play, s.margin_now);
        if (facts.beats_lead &&
            (!s.best_winning_margin || *facts.margin > *s.best_winning_margin)) {
            s.best_winning_margin = facts.margin;
        }
        if (i == 0) {
            record.action = action;
            record.facts = std::move(facts);
        } else {
            record.alternatives.push_back({action, std::move(facts)});
        }
    }
    for (const std::size_t position : weighing.close_between) {
        s.close_between.push_back(play_of(view.hand, position));
    }
    return advice;
}

ExpertAdvice from_searched_meld(const SeatView& view, const Weighing& weighing) {
    ExpertAdvice advice;
    advice.situation = situation_of(view);
    advice.situation.exact = weighing.exact;
    advice.situation.searched_tricks = weighing.exact ? 0 : weighing.depth;
    advice.record.certainty = weighing.certainty;
    const auto& melds = possible_melds(view.trump);
    for (std::size_t i = 0; i < weighing.plays.size(); ++i) {
        const WeighedPlay& searched = weighing.plays[i];
        const Meld& meld = melds[searched.position];
        MoveFacts facts;
        facts.margin = advice.situation.margin_now + searched.value;
        facts.margin_is_bound = searched.bound;
        facts.meld_points = points(meld);
        if (i == 0) {
            advice.record.action = Declare{meld};
            advice.record.facts = std::move(facts);
        } else {
            advice.record.alternatives.push_back({Declare{meld}, std::move(facts)});
        }
    }
    return advice;
}

ExpertAdvice from_plan(const SeatView& view, std::vector<Meld> plan) {
    ExpertAdvice advice;
    Situation& s = advice.situation;
    s = situation_of(view);
    s.plan = std::move(plan);
    s.biggest = best_new_meld(view.hand, view.trump);
    if (s.biggest && s.plan.size() > 1) {
        Holding after = view.hand;
        declare(after, *s.biggest);
        s.biggest_rules_out_next = !why_not_meld(after, s.plan[1], view.trump).empty();
    }
    const Meld& first = s.plan.front();
    advice.record.action = Declare{first};
    advice.record.facts.meld_points = points(first);
    // The other melds by their points, the plan's first aside; declining last.
    for (const Meld& meld : legal_new_melds(view.hand, view.trump)) {
        if (meld != first) {
            MoveFacts facts;
            facts.meld_points = points(meld);
            advice.record.alternatives.push_back({Declare{meld}, facts});
        }
    }
    advice.record.alternatives.push_back({DeclineMeld{}, MoveFacts{}});
    advice.record.certainty.exact = true; // a rule over the hand: no sampling
    return advice;
}

} // namespace

ExpertAdvice advice_of_weighing(const SeatView& view, const Weighing& weighing) {
    return from_plays(view, weighing);
}

std::optional<ExpertAdvice> expert_advice(const SeatView& view, std::uint64_t seed) {
    switch (view.phase) {
    case Phase::Lead:
    case Phase::Follow: {
        const Weighing weighing = weigh_plays(view, seed);
        if (weighing.plays.empty()) {
            return std::nullopt;
        }
        return from_plays(view, weighing);
    }
    case Phase::Meld: {
        if (const auto searched = search_meld(view)) {
            return from_searched_meld(view, searched->second);
        }
        std::vector<Meld> plan = plan_melds(view.hand, view.trump);
        if (plan.empty()) {
            return std::nullopt;
        }
        return from_plan(view, std::move(plan));
    }
    default:
        return std::nullopt;
    }
}

} // namespace parlor::pinochle::detail
