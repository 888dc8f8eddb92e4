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
// start position says how they are exchanged too (app/table/open_rematch.hpp).
template <class G>
concept ExchangesChance = requires(const typename G::Chance& chance) {
    { G::seats_exchanged(chance) } -> std::same_as<typename G::Chance>;
};
// A game of more than two seats deals a recorded chance with every seat holding the next seat's
// (G::seats_rotated; at two seats the same as exchanging them), the state it is dealt in saying
// how many seats and which round (Five Crowns, Cruno).
template <class G>
concept RotatesChance = requires(const typename G::State& state, const typename G::Chance& chance) {
    { G::seats_rotated(state, chance) } -> std::same_as<typename G::Chance>;
};
template <class G>
concept ExchangesSeats = ExchangesChance<G> || RotatesChance<G>;

// `chance`, drawn in `state`, dealt with the seats exchanged (rotated).
template <class G>
requires ExchangesSeats<G>
typename G::Chance seats_exchanged(const typename G::State& state,
                                   const typename G::Chance& chance) {
    if constexpr (RotatesChance<G>) {
        return G::seats_rotated(state, chance);
    } else {
        return G::seats_exchanged(chance);
    }
}

template <Descriptor G> class RecordedDeals {
  public:
    using State = typename G::State;
    using Action = typename G::Action;
    using Chance = typename G::Chance;

    RecordedDeals() = default;
    // Every chance a record's moves drew, in order (a move that drew nothing is left out).
    // `exchanged`: each is dealt with seats 0 and 1 exchanged, or every seat the next one's
    // (ExchangesSeats).
    template <class Steps>
    explicit RecordedDeals(const Steps& steps, bool exchanged = false) : rotated_(exchanged) {
        for (const auto& step : steps) {
            if (!(step.chance == Chance{})) {
                if constexpr (ExchangesChance<G>) {
                    recorded_.push_back(exchanged ? G::seats_exchanged(step.chance) : step.chance);
                } else {
                    recorded_.push_back(step.chance);
                }
            }
        }
    }

    // The record's chance for `action` in `state`: the first of the record's draws not dealt yet
    // the rules take for it, or nullptr, when the move draws nothing, or draws what the record
    // cannot give (then the game draws it from its own stream). Valid until the next take.
    const Chance* take(const State& state, const Action& action) {
        // Does the move draw chance? Asked of a stream of its own, so the game's is untouched.
        cards::Rng scratch(0);
        if (G::draw_chance(state, action, scratch) == Chance{}) {
            return nullptr;
        }
        for (std::size_t k = next_; k < recorded_.size(); ++k) {
            // A rotation needs the state the chance is dealt in: made here, not beforehand.
            if constexpr (RotatesChance<G>) {
                taken_ = rotated_ ? G::seats_rotated(state, recorded_[k]) : recorded_[k];
            } else {
                taken_ = recorded_[k];
            }
            if (why_impossible(state, action, taken_).empty()) {
                next_ = k + 1;
                ++reused_;
                return &taken_;
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
    bool rotated_ = false; // dealt with the seats rotated as they are taken (RotatesChance)
    Chance taken_{};       // the chance take() last gave, as it deals it
    std::size_t next_ = 0;
    std::size_t reused_ = 0;
    std::size_t drawn_ = 0;
};

} // namespace parlor::engine
