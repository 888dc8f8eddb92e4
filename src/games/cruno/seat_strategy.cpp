// The table's strategy: every seat plays by the personality the state gives it.

#include "parlor/games/cruno/ai.hpp"

#include <string>

namespace parlor::cruno {

namespace {

class SeatStrategy final : public Strategy {
  public:
    explicit SeatStrategy(std::uint64_t seed) : seed_(seed) {}
    std::string name() const override { return "table"; }
    cards::Decision<Action> decide(const SeatView& view) override {
        const std::string& plays = view.plays[static_cast<std::size_t>(view.seat)];
        std::unique_ptr<Strategy> strategy = make_strategy(plays, seed_);
        if (!strategy) {
            strategy = make_strategy("rule", seed_); // a seat the human left: plays simply
        }
        return strategy->decide(view);
    }

  private:
    std::uint64_t seed_;
};

} // namespace

std::unique_ptr<Strategy> make_seat_strategy(std::string_view, std::uint64_t seed) {
    return std::make_unique<SeatStrategy>(seed);
}

} // namespace parlor::cruno
