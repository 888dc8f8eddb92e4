#include "app/fivecrowns/seats.hpp"

#include "parlor/cards/rng.hpp"

#include <algorithm>
#include <array>

namespace parlor::app::fivecrowns_table {

namespace {

// Names round the table, as a family game would seat its players.
constexpr std::array<const char*, 6> others = {"Ann", "Ben", "Cleo", "Dev", "Eve", "Finn"};

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

std::vector<std::string> seat_names(int players) {
    if (players <= 2) {
        return {"You", "Computer"};
    }
    std::vector<std::string> names{"You"};
    for (int seat = 1; seat < players && seat <= static_cast<int>(others.size()); ++seat) {
        names.emplace_back(others[static_cast<std::size_t>(seat - 1)]);
    }
    return names;
}

std::vector<std::string> seats_for(const std::string& difficulty, int players) {
    return std::vector<std::string>(static_cast<std::size_t>(std::max(1, players - 1)), difficulty);
}

std::string joined_seats(const std::vector<std::string>& seats) {
    std::string name;
    for (const std::string& seat : seats) {
        name += (name.empty() ? "" : ",") + seat;
    }
    return name;
}

std::vector<std::string> split_seats(std::string_view name) {
    std::vector<std::string> seats;
    std::size_t from = 0;
    while (from <= name.size()) {
        const std::size_t comma = std::min(name.find(',', from), name.size());
        seats.emplace_back(name.substr(from, comma - from));
        from = comma + 1;
    }
    return seats;
}

std::string seats_difficulty(std::string_view name) {
    const std::vector<std::string> seats = split_seats(name);
    return std::all_of(seats.begin(), seats.end(),
                       [&](const std::string& s) { return s == seats.front(); })
               ? seats.front()
               : std::string("mixed");
}

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
