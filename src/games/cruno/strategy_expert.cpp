// The expert: the look-ahead's best move, explained.

#include "strategies.hpp"

#include "parlor/cards/match_stats.hpp"

namespace parlor::cruno::detail {

namespace {

class ExpertStrategy final : public Strategy {
  public:
    explicit ExpertStrategy(std::uint64_t seed) : seed_(seed) {}

    std::string name() const override { return "expert"; }

    Decision decide(const SeatView& view) override {
        if (auto forced = forced_decision(view)) {
            return *forced;
        }
        const std::vector<Candidate> ranked =
            rank_moves(view, cards::derive_seed(seed_, decisions_++));
        const Action action = ranked.front().action;
        Decision decision{action, {move_sentence(view, action, Voice::Computer)}};
        if (std::string odds = odds_sentence(ranked, Voice::Computer); !odds.empty()) {
            decision.reasons.push_back(std::move(odds));
        }
        return decision;
    }

  private:
    std::uint64_t seed_;
    std::uint64_t decisions_ = 0;
};

} // namespace

std::unique_ptr<Strategy> make_expert_strategy(std::uint64_t seed) {
    return std::make_unique<ExpertStrategy>(seed);
}

} // namespace parlor::cruno::detail
