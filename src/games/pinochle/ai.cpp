// The catalogue of strategies and what every strategy shares.

#include "parlor/games/pinochle/ai.hpp"

#include "search_position.hpp"
#include "strategies.hpp"

#include <array>
#include <bit>

namespace parlor::pinochle {

namespace {

// Later melds need another trick won each: they count for less.
constexpr double later_meld = 0.85;
constexpr int plan_depth = 5;

double best_order(const detail::FastHand& hand, int trump, int depth, std::vector<int>* order) {
    if (depth == 0) {
        return 0;
    }
    std::array<std::uint8_t, 11> melds{};
    const int n = detail::legal_melds(hand, trump, melds);
    double best = 0;
    const auto& table = detail::meld_table(trump);
    for (int i = 0; i < n; ++i) {
        const auto& entry = table.entries[melds[static_cast<std::size_t>(i)]];
        detail::FastHand after = hand;
        after.declare(entry);
        std::vector<int> rest;
        const double value = entry.points + later_meld * best_order(after, trump, depth - 1,
                                                                    order ? &rest : nullptr);
        if (value > best + 1e-9) {
            best = value;
            if (order) {
                *order = {melds[static_cast<std::size_t>(i)]};
                order->insert(order->end(), rest.begin(), rest.end());
            }
        }
    }
    return best;
}

} // namespace

std::unique_ptr<Strategy> make_strategy(std::string_view name, std::uint64_t seed) {
    return detail::strategies.make(name, seed);
}

std::vector<std::string> strategy_names() {
    return detail::strategies.names();
}

std::vector<Action> legal_actions(const SeatView& view) {
    return actions_for(view.phase, view.hand, view.trump);
}

std::vector<Meld> plan_melds(const Holding& hand, Suit trump) {
    std::vector<Meld> plan;
    const auto fast = detail::fast_hand(hand);
    if (!fast) {
        if (auto best = best_new_meld(hand, trump)) {
            plan.push_back(*best);
        }
        return plan;
    }
    std::vector<int> order;
    best_order(*fast, static_cast<int>(trump), plan_depth, &order);
    const auto& melds = possible_melds(trump);
    for (const int m : order) {
        plan.push_back(melds[static_cast<std::size_t>(m)]);
    }
    return plan;
}

namespace detail {

std::optional<double> meld_plan_value(const Holding& hand, Suit trump,
                                      const std::optional<Meld>& now) {
    auto fast = fast_hand(hand);
    if (!fast) {
        return std::nullopt;
    }
    const int suit = static_cast<int>(trump);
    if (!now) {
        return later_meld * best_order(*fast, suit, plan_depth - 1, nullptr);
    }
    const auto& table = meld_table(suit);
    for (std::size_t m = 0; m < table.size; ++m) {
        if (table.entries[m].kind != now->kind || possible_melds(trump)[m].cards != now->cards) {
            continue;
        }
        if (!fast->declare(table.entries[m])) {
            return std::nullopt;
        }
        return table.entries[m].points +
               later_meld * best_order(*fast, suit, plan_depth - 1, nullptr);
    }
    return std::nullopt;
}

Decision routine_decision(const SeatView& view) {
    switch (view.phase) {
    case Phase::CoinToss:
        return {CallToss{true}, {"I call heads."}};
    case Phase::RoundOver:
    case Phase::GameOver:
        return {AnotherRound{}, {"Another round."}};
    case Phase::Meld:
        return {DeclineMeld{}, {"I declare no meld."}};
    case Phase::Lead:
    case Phase::Follow:
        break;
    }
    const auto plays = plays_of(view.hand);
    return {plays.empty() ? Action{DeclineMeld{}} : plays.front(), {}};
}

} // namespace detail

} // namespace parlor::pinochle
