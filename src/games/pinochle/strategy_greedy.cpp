// The greedy player, the strategy docs/pinochle.md gives it, taken literally: it leads its
// highest-point card that is in no meld, chases with the cheapest card that wins (else throws its
// lowest), and always declares the best meld.

#include "strategies.hpp"

#include <tuple>

namespace parlor::pinochle::detail {

namespace {

std::string card_words(Card card) {
    return "the " + cards::pretty(card);
}

class GreedyStrategy final : public Strategy {
  public:
    std::string name() const override { return "greedy"; }

    Decision decide(const SeatView& view) override {
        switch (view.phase) {
        case Phase::Lead:
            return lead(view);
        case Phase::Follow:
            return chase(view);
        case Phase::Meld:
            if (const auto best = best_new_meld(view.hand, view.trump)) {
                return {Declare{*best},
                        {"Declaring " + meld_title(best->kind) + ": " +
                         std::to_string(points(*best)) + ", the best meld I have."}};
            }
            return routine_decision(view);
        default:
            return routine_decision(view);
        }
    }

  private:
    static bool trump(const SeatView& view, Card card) { return card.suit == view.trump; }

    // The position of the best card by `better` among the held cards `wanted` accepts.
    template <class Wanted, class Better>
    static std::optional<std::size_t> pick(const SeatView& view, Wanted&& wanted, Better&& better) {
        std::optional<std::size_t> best;
        for (std::size_t i = 0; i < view.hand.cards.size(); ++i) {
            const HeldCard& held = view.hand.cards[i];
            if (wanted(held) && (!best || better(held.card, view.hand.cards[*best].card))) {
                best = i;
            }
        }
        return best;
    }

    static bool unmelded(const HeldCard& held) { return !held.melded(); }
    static bool any(const HeldCard&) { return true; }

    static Decision lead(const SeatView& view) {
        // Highest points; of equal points a plain card before a trump, then the higher rank.
        const auto higher = [&view](Card a, Card b) {
            return std::tuple(card_points(a), !trump(view, a), trick_rank(a)) >
                   std::tuple(card_points(b), !trump(view, b), trick_rank(b));
        };
        auto at = pick(view, unmelded, higher);
        const bool free = at.has_value();
        if (!at) {
            at = pick(view, any, higher);
        }
        const Card card = view.hand.cards[*at].card;
        return {play_of(view.hand, *at),
                {"Leading " + card_words(card) +
                 (free ? ": my highest card that is in no meld." : ": my highest card.")}};
    }

    static Decision chase(const SeatView& view) {
        const Card lead = *view.lead;
        const auto wins = [&](const HeldCard& held) {
            return chase_wins(lead, held.card, view.trump);
        };
        // The cheapest winner: a plain card before a trump, then fewer points, then lower rank;
        // an unmelded copy before a melded one.
        const auto cheaper = [&view](Card a, Card b) {
            return std::tuple(trump(view, a), card_points(a), trick_rank(a)) <
                   std::tuple(trump(view, b), card_points(b), trick_rank(b));
        };
        auto at = pick(
            view, [&](const HeldCard& h) { return unmelded(h) && wins(h); }, cheaper);
        if (!at) {
            at = pick(view, wins, cheaper);
        }
        if (at) {
            return {play_of(view.hand, *at),
                    {"Chasing with " + card_words(view.hand.cards[*at].card) +
                     ": the cheapest card that wins " + card_words(lead) + "."}};
        }
        // Nothing wins: the lowest card, fewest points, a plain card before a trump.
        const auto lower = [&view](Card a, Card b) {
            return std::tuple(card_points(a), trump(view, a), trick_rank(a)) <
                   std::tuple(card_points(b), trump(view, b), trick_rank(b));
        };
        at = pick(view, unmelded, lower);
        if (!at) {
            at = pick(view, any, lower);
        }
        return {play_of(view.hand, *at),
                {"Throwing " + card_words(view.hand.cards[*at].card) + ": nothing I hold wins " +
                 card_words(lead) + ", so my lowest card."}};
    }
};

} // namespace

std::unique_ptr<Strategy> make_greedy_strategy() {
    return std::make_unique<GreedyStrategy>();
}

} // namespace parlor::pinochle::detail
