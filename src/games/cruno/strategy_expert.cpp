// The expert: the look-ahead's best move, explained from its advice record.

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
        const AdviceRecord record =
            advice_record(view, weigh_moves(view, cards::derive_seed(seed_, decisions_++)));
        return Decision{record.action, record_lines(view, record, Voice::Computer)};
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
