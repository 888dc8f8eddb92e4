// The simple players' choices.

#include "policies.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cruno::detail {

Policy policy_for(std::string_view plays) {
    if (plays == "naive") {
        return Policy::Naive;
    }
    if (plays == trickster) {
        return Policy::Trickster;
    }
    return Policy::Rule;
}

SuitCounts suit_counts(const std::vector<Card>& hand) {
    SuitCounts counts{};
    for (const Card card : hand) {
        if (!card.is_eight()) {
            ++counts[static_cast<std::size_t>(suit_slot(card.suit))];
        }
    }
    return counts;
}

Suit most_held_suit(const SuitCounts& counts, Suit fallback) {
    int best = -1;
    for (int slot = 0; slot < 4; ++slot) {
        const int held = counts[static_cast<std::size_t>(slot)];
        if (held > 0 && (best < 0 || held > counts[static_cast<std::size_t>(best)])) {
            best = slot;
        }
    }
    return best < 0 ? fallback : suits[static_cast<std::size_t>(best)];
}

Suit most_held_suit(const std::vector<Card>& hand, Suit fallback) {
    return most_held_suit(suit_counts(hand), fallback);
}

Choice naive_choice(const std::vector<Card>& hand, Card top, Suit suit) {
    for (std::size_t i = 0; i < hand.size(); ++i) {
        const Card card = hand[i];
        if (!playable(card, top, suit)) {
            continue;
        }
        Choice choice{Choice::What::Play, card, card.suit};
        if (card.is_eight()) {
            const std::size_t first_left = i == 0 ? 1 : 0;
            choice.suit = first_left < hand.size() ? hand[first_left].suit : card.suit;
        }
        return choice;
    }
    return {};
}

namespace {

// The suit held most once `card` has left a hand of these counts.
Suit suit_after(SuitCounts counts, Card card) {
    if (!card.is_eight()) {
        --counts[static_cast<std::size_t>(suit_slot(card.suit))];
    }
    return most_held_suit(counts, card.suit);
}

} // namespace

// The look-ahead calls this for every imagined move with the counts it keeps up to date, so the
// hand is looked at once.
Choice rule_choice(const std::vector<Card>& hand, const SuitCounts& counts, Card top, Suit suit) {
    const Card* eight = nullptr;
    const Card* best = nullptr;
    int best_held = -1;
    int best_penalty = -1;
    for (const Card& card : hand) {
        if (card.is_eight()) {
            eight = eight == nullptr ? &card : eight;
            continue;
        }
        if (!playable(card, top, suit)) {
            continue;
        }
        const int held = counts[static_cast<std::size_t>(suit_slot(card.suit))];
        const int points = penalty(card);
        if (held > best_held || (held == best_held && points > best_penalty)) {
            best = &card;
            best_held = held;
            best_penalty = points;
        }
    }
    if (best != nullptr) {
        return {Choice::What::Play, *best, best->suit};
    }
    if (eight != nullptr) { // 8s are not in the counts: they are the suit held most after it
        return {Choice::What::Play, *eight, most_held_suit(counts, eight->suit)};
    }
    return {};
}

Choice rule_choice(const std::vector<Card>& hand, Card top, Suit suit) {
    return rule_choice(hand, suit_counts(hand), top, suit);
}

Choice trickster_choice(const std::vector<Card>& hand, const SuitCounts& counts, Card top,
                        Suit suit) {
    Choice choice = rule_choice(hand, counts, top, suit);
    // Its announced restraint: no cheat with fewer cards (it never cheats its way out).
    if (choice.what != Choice::What::Draw ||
        static_cast<int>(hand.size()) < trickster_fewest_cards) {
        return choice;
    }
    Card worst = hand.front();
    for (const Card card : hand) {
        if (penalty(card) > penalty(worst)) {
            worst = card;
        }
    }
    return {Choice::What::Convert, worst, suit_after(counts, worst)};
}

Choice trickster_choice(const std::vector<Card>& hand, Card top, Suit suit) {
    return trickster_choice(hand, suit_counts(hand), top, suit);
}

Choice choose(Policy policy, const std::vector<Card>& hand, const SuitCounts& counts, Card top,
              Suit suit) {
    switch (policy) {
    case Policy::Naive:
        return naive_choice(hand, top, suit);
    case Policy::Trickster:
        return trickster_choice(hand, counts, top, suit);
    case Policy::Rule:
        break;
    }
    return rule_choice(hand, counts, top, suit);
}

Choice choose(Policy policy, const std::vector<Card>& hand, Card top, Suit suit) {
    return choose(policy, hand, suit_counts(hand), top, suit);
}

Action to_action(const Choice& choice) {
    switch (choice.what) {
    case Choice::What::Play:
        return Play{choice.card,
                    choice.card.is_eight() ? std::optional(choice.suit) : std::nullopt};
    case Choice::What::Convert:
        return Convert{choice.card, choice.suit};
    case Choice::What::Draw:
        break;
    }
    return Draw{};
}

Choice to_choice(const Action& action) {
    return std::visit(
        [](const auto& act) -> Choice {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Draw>) {
                return Choice{};
            } else if constexpr (std::is_same_v<T, Convert>) {
                return Choice{Choice::What::Convert, act.card, act.suit};
            } else {
                return Choice{Choice::What::Play, act.card, act.suit.value_or(act.card.suit)};
            }
        },
        action);
}

} // namespace parlor::cruno::detail
