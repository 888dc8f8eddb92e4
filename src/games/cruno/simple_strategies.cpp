// The players of docs/cruno.md: naive (the first card that fits), rule (the strategies it suggests)
// and the trickster (the rule player who cheats openly when stuck).

#include "strategies.hpp"

namespace parlor::cruno::detail {

namespace {

class NaiveStrategy final : public Strategy {
  public:
    std::string name() const override { return "naive"; }

    Decision decide(const SeatView& view) override {
        if (auto forced = forced_decision(view)) {
            return *forced;
        }
        const Choice choice = naive_choice(view.hand, view.top(), view.suit);
        const Action action = to_action(choice);
        if (choice.what == Choice::What::Draw) {
            return {action, {move_sentence(view, action, Voice::Computer)}};
        }
        if (choice.card.is_eight()) {
            return {action,
                    {"Playing the 8 and naming " + cards::suit_name(choice.suit) +
                     ": the suit of the first card left in my hand."}};
        }
        return {action,
                {"Playing the " + pretty(choice.card) + ": the first card in my hand that fits."}};
    }
};

// The rule player and the trickster: the same choices but for what the trickster does when
// stuck, each explained by the move's main reason.
class ChoosingStrategy final : public Strategy {
  public:
    explicit ChoosingStrategy(Policy policy) : policy_(policy) {}

    std::string name() const override {
        return policy_ == Policy::Trickster ? std::string(trickster) : "rule";
    }

    Decision decide(const SeatView& view) override {
        if (auto forced = forced_decision(view)) {
            return *forced;
        }
        const Action action = to_action(choose(policy_, view.hand, view.top(), view.suit));
        return {action, move_reasons(view, action, Voice::Computer)};
    }

  private:
    Policy policy_;
};

} // namespace

std::optional<Decision> forced_decision(const SeatView& view) {
    if (view.pending_draw == 0) {
        return std::nullopt;
    }
    return Decision{Draw{}, {move_sentence(view, Draw{}, Voice::Computer)}};
}

std::unique_ptr<Strategy> make_naive_strategy() {
    return std::make_unique<NaiveStrategy>();
}

std::unique_ptr<Strategy> make_rule_strategy() {
    return std::make_unique<ChoosingStrategy>(Policy::Rule);
}

std::unique_ptr<Strategy> make_trickster_strategy() {
    return std::make_unique<ChoosingStrategy>(Policy::Trickster);
}

} // namespace parlor::cruno::detail
