// The expert: the determinized look-ahead while the stock lasts, the endgame search after it,
// and melds declared in the order that adds up to most.

#include "expert_reasons.hpp"
#include "strategies.hpp"

#include "parlor/cards/seeded_strategy.hpp"

namespace parlor::pinochle::detail {

Decision expert_decision(const SeatView& view, std::uint64_t seed, Voice voice) {
    const auto advice = expert_advice(view, seed);
    if (!advice) {
        return routine_decision(view);
    }
    return {advice->record.action, advice_reasons(view, *advice, voice)};
}

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return cards::seeded_strategy<SeatView, Action>(
        "expert", seed, [](const SeatView& view, Rng& rng) {
            return expert_decision(view, rng.fork_seed(), Voice::Computer);
        });
}

} // namespace parlor::pinochle::detail
