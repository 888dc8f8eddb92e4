#pragma once
// The computer player's interface, the same for every game: it decides from what one seat may
// see (the game's view type) and says why. A game names its own with
//     using Strategy = cards::Strategy<SeatView, Action>;
// and lists the strategies it offers by name with StrategyMaker.

#include "parlor/cards/decision.hpp"

#include <array>
#include <cstddef>
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

// A game's whole list of strategies, in the order a player is offered them.
template <class StrategyType, std::size_t N> struct StrategyList {
    std::array<StrategyMaker<StrategyType>, N> makers;

    // The strategy called `name`; nullptr for a name not in the list.
    std::unique_ptr<StrategyType> make(std::string_view name, std::uint64_t seed) const {
        return make_named<StrategyType>(makers, name, seed);
    }
    std::vector<std::string> names() const { return names_of<StrategyType>(makers); }
};

// A maker for a strategy that samples nothing: the seed is not needed.
template <class StrategyType, std::unique_ptr<StrategyType> (*make)()>
std::unique_ptr<StrategyType> unseeded(std::uint64_t /*seed*/) {
    return make();
}

// The list most games offer: "random" (legal moves at random), "greedy" (the best move now)
// and "expert" (the game's search), in that order.
template <class StrategyType, std::unique_ptr<StrategyType> (*greedy)()>
constexpr StrategyList<StrategyType, 3>
random_greedy_expert(std::unique_ptr<StrategyType> (*random)(std::uint64_t),
                     std::unique_ptr<StrategyType> (*expert)(std::uint64_t)) {
    return {{{{"random", random}, {"greedy", unseeded<StrategyType, greedy>}, {"expert", expert}}}};
}

} // namespace parlor::cards
