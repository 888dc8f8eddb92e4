// The baseline: points now. It keeps the four cards worth the most before the starter, never
// thinking of the crib, and lays the card that scores the most at once.

#include "strategies.hpp"

namespace parlor::cribbage::detail {

namespace {

class GreedyStrategy final : public Strategy {
  public:
    std::string name() const override { return "greedy"; }

    Decision decide(const SeatView& view) override {
        if (actions_for(view).empty()) {
            return routine_decision(view);
        }
        if (view.phase == Phase::LayAway) {
            return lay_away(view);
        }
        if (view.phase == Phase::Play) {
            return play(view);
        }
        return routine_decision(view);
    }

  private:
    static Decision lay_away(const SeatView& view) {
        int best = -1;
        LayAway choice{};
        std::vector<Card> kept;
        for (const Action& action : actions_for(view)) {
            const auto& away = std::get<LayAway>(action);
            std::vector<Card> keep;
            for (const Card card : view.hand) {
                if (card != away.first && card != away.second) {
                    keep.push_back(card);
                }
            }
            const int points = cards_value(keep).total;
            if (points > best) {
                best = points;
                choice = away;
                kept = keep;
            }
        }
        return {choice,
                {"I kept " + pretty_cards(kept) + " because they are worth " +
                 std::to_string(best) + " now, the most of any four; I laid away " +
                 cards::pretty(choice.first) + " and " + cards::pretty(choice.second) + "."}};
    }

    static Decision play(const SeatView& view) {
        int best = -1;
        Card choice{};
        for (const Action& action : actions_for(view)) {
            const Card card = std::get<Play>(action).card;
            std::vector<Card> pile = view.pile;
            pile.push_back(card);
            const int points = pegging_points(pile);
            if (points > best) {
                best = points;
                choice = card;
            }
        }
        const int count = view.count + pip_value(choice);
        std::string reason =
            "I played the " + cards::pretty(choice) + ", making " + std::to_string(count);
        reason += best > 0 ? ", for " + std::to_string(best) + " — the most I could score now."
                           : "; no card could score now.";
        return {Play{choice}, {reason}};
    }
};

} // namespace

std::unique_ptr<Strategy> make_greedy_strategy() {
    return std::make_unique<GreedyStrategy>();
}

} // namespace parlor::cribbage::detail
