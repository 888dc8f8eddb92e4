#pragma once
// A recorded game's chance dealt again, in order (issue 46, point 4): the same deals for a new
// game, whoever plays it. `parlor-cli rematch` (engine/swapped.hpp) and the window's "Play these
// deals again, seats swapped" (app/table/open_rematch.hpp) both take their chance from here, so
// the two deal alike.
//
// A draw the rules take as the record drew it is used again: every deal, cut and starter. A draw
// that depends on the play (a discard pile shuffled into a new stock, whose cards are those the
// players threw) cannot be, and is drawn afresh from the game's own stream; the record's draw the
// new game has no use for is passed over, so the next deal is the record's next deal.

#include "parlor/cards/rng.hpp"
#include "parlor/engine/descriptor.hpp"

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace parlor::engine {

// Whether the game can deal a recorded chance with seats 0 and 1 exchanged (G::seats_exchanged):
// Cribbage's cut for the deal, each cut's cards exchanged, so the other seat deals first and
// every deal from the same deck gives each the other's hand. A game whose first hands lie in its
// start position (dealt before any move) cannot, yet.
template <class G>
concept ExchangesSeats = requires(const typename G::Chance& chance) {
    { G::seats_exchanged(chance) } -> std::same_as<typename G::Chance>;
};

template <Descriptor G> class RecordedDeals {
  public:
    using State = typename G::State;
    using Action = typename G::Action;
    using Chance = typename G::Chance;

    RecordedDeals() = default;
    // Every chance a record's moves drew, in order (a move that drew nothing is left out).
    // `exchanged`: each is dealt with seats 0 and 1 exchanged (ExchangesSeats).
    template <class Steps> explicit RecordedDeals(const Steps& steps, bool exchanged = false) {
        for (const auto& step : steps) {
            if (!(step.chance == Chance{})) {
                if constexpr (ExchangesSeats<G>) {
                    recorded_.push_back(exchanged ? G::seats_exchanged(step.chance) : step.chance);
                } else {
                    recorded_.push_back(step.chance);
                }
            }
        }
    }

    // The record's chance for `action` in `state`: the first of the record's draws not dealt yet
    // the rules take for it, or nullptr, when the move draws nothing, or draws what the record
    // cannot give (then the game draws it from its own stream).
    const Chance* take(const State& state, const Action& action) {
        // Does the move draw chance? Asked of a stream of its own, so the game's is untouched.
        cards::Rng scratch(0);
        if (G::draw_chance(state, action, scratch) == Chance{}) {
            return nullptr;
        }
        for (std::size_t k = next_; k < recorded_.size(); ++k) {
            if (why_impossible(state, action, recorded_[k]).empty()) {
                next_ = k + 1;
                ++reused_;
                return &recorded_[k];
            }
        }
        ++drawn_;
        return nullptr;
    }

    // Where the record's draws stand: a take-back puts it back with the game.
    std::size_t position() const { return next_; }
    void set_position(std::size_t next) { next_ = next; }
    std::size_t reused() const { return reused_; } // the record's draws dealt again
    std::size_t drawn() const { return drawn_; }   // draws made afresh
    std::size_t size() const { return recorded_.size(); }

  private:
    std::vector<Chance> recorded_;
    std::size_t next_ = 0;
    std::size_t reused_ = 0;
    std::size_t drawn_ = 0;
};

} // namespace parlor::engine
