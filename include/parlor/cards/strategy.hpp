#pragma once
// The computer player's interface, the same for every game: it decides from what one seat may
// see (the game's view type) and says why. A game names its own with
//     using Strategy = cards::Strategy<SeatView, Action>;
// and lists the strategies it offers by name with StrategyMaker.

#include "parlor/cards/decision.hpp"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cards {

template <class View, class Action> class Strategy {
  public:
    virtual ~Strategy() = default;
    virtual std::string name() const = 0;
    // A legal action for the seat of `view`, with the reasons a player reads.
    virtual Decision<Action> decide(const View& view) = 0;
};

// One entry of a game's list of strategies: the name a player picks (`--computer expert`) and
// how to make it. The seed feeds the strategy's own sampling, never the game's.
template <class StrategyType> struct StrategyMaker {
    std::string_view name;
    std::unique_ptr<StrategyType> (*make)(std::uint64_t seed);
};

// The strategy called `name` in `makers`; nullptr for a name not there.
template <class StrategyType>
std::unique_ptr<StrategyType> make_named(std::span<const StrategyMaker<StrategyType>> makers,
                                         std::string_view name, std::uint64_t seed) {
    for (const StrategyMaker<StrategyType>& maker : makers) {
        if (maker.name == name) {
            return maker.make(seed);
        }
    }
    return nullptr;
}

// The names of `makers`, in order.
template <class StrategyType>
std::vector<std::string> names_of(std::span<const StrategyMaker<StrategyType>> makers) {
    std::vector<std::string> names;
    for (const StrategyMaker<StrategyType>& maker : makers) {
        names.emplace_back(maker.name);
    }
    return names;
}

} // namespace parlor::cards
