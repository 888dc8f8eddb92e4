#include "app/fivecrowns/seats.hpp"

#include "parlor/cards/rng.hpp"

#include <algorithm>

namespace parlor::app::fivecrowns_table {

namespace {

// Each computer seat by its own strategy: the one named for the seat of the view decides.
class SeatStrategies final : public fc::Strategy {
  public:
    SeatStrategies(std::vector<std::string> seats, std::uint64_t seed)
        : seats_(std::move(seats)), seed_(seed) {}
    std::string name() const override { return joined_seats(seats_); }
    cards::Decision<fc::Action> decide(const fc::SeatView& view) override {
        const int seat = fc::index(view.seat);
        const std::size_t at =
            static_cast<std::size_t>(std::clamp(seat - 1, 0, static_cast<int>(seats_.size()) - 1));
        auto strategy = fc::make_strategy(seats_[at], seed_);
        return strategy->decide(view);
    }

  private:
    std::vector<std::string> seats_;
    std::uint64_t seed_;
};

} // namespace

std::unique_ptr<fc::Strategy> Rules::make_strategy(std::string_view name, std::uint64_t seed) {
    std::vector<std::string> seats = split_seats(name);
    if (seats.size() == 1) {
        return fc::make_strategy(name, seed); // every seat plays it (the two-seat game's)
    }
    for (const std::string& seat : seats) {
        if (!fc::make_strategy(seat, 0)) {
            return nullptr;
        }
    }
    return std::make_unique<SeatStrategies>(std::move(seats), seed);
}

} // namespace parlor::app::fivecrowns_table
