// Applying an action: the card laid and what it does, draws (with the reshuffle of the discard
// pile when the stock is empty), the end of the game.

#include "parlor/cards/why_refused.hpp"
#include "parlor/games/cruno/rules.hpp"

#include <algorithm>
#include <type_traits>
#include <utility>

namespace parlor::cruno {

namespace {

class Turn {
  public:
    Turn(GameState& state, const Chance& chance, Outcome& outcome)
        : state_(state), chance_(chance), events_(outcome.events) {}

    void draw() {
        const int seat = state_.turn;
        if (state_.pending_draw > 0) {
            const int count = std::exchange(state_.pending_draw, 0);
            for (int i = 0; i < count; ++i) {
                if (!draw_one(seat, true)) {
                    return;
                }
            }
            if (state_.rules.draw_two_skips) {
                events_.push_back(SkippedEvent{seat});
                state_.turn = state_.next_seat(seat);
            }
            return;
        }
        Player& player = state_.player(seat);
        note_voluntary_draw(player.note, follow_card(state_.top().shown(), state_.suit),
                            static_cast<int>(player.hand.size()));
        draw_one(seat, false);
    }

    void play(const Play& play) {
        const int seat = state_.turn;
        take_from_hand(seat, play.card);
        state_.discard.insert(state_.discard.begin(), Discarded{play.card, false});
        state_.suit = play.suit.value_or(play.card.suit);
        events_.push_back(PlayedEvent{seat, play.card, play.suit, std::nullopt});
        if (went_out(seat)) {
            return;
        }
        switch (play.card.kind) {
        case Kind::Skip:
            skip_next(seat);
            break;
        case Kind::Reverse:
            state_.direction = state_.direction == Direction::Clockwise
                                   ? Direction::Counterclockwise
                                   : Direction::Clockwise;
            events_.push_back(ReversedEvent{state_.direction});
            if (state_.player_count() == 2 && state_.rules.reverse_skips_with_two) {
                skip_next(seat);
            } else {
                state_.turn = state_.next_seat(seat);
            }
            break;
        case Kind::DrawTwo:
            state_.turn = state_.next_seat(seat);
            state_.pending_draw = draw_two_cards;
            events_.push_back(DrawTwoEvent{state_.turn});
            break;
        case Kind::Standard:
            state_.turn = state_.next_seat(seat);
            break;
        }
    }

    void convert(const Convert& convert) {
        const int seat = state_.turn;
        take_from_hand(seat, convert.card);
        const Discarded laid{convert.card, true};
        state_.discard.insert(state_.discard.begin(), laid);
        state_.suit = convert.suit;
        events_.push_back(PlayedEvent{seat, laid.shown(), convert.suit, convert.card});
        if (!went_out(seat)) {
            state_.turn = state_.next_seat(seat);
        }
    }

  private:
    void take_from_hand(int seat, Card card) {
        Player& player = state_.player(seat);
        player.hand.erase(std::find(player.hand.begin(), player.hand.end(), card));
        note_played(player.note, card, static_cast<int>(player.hand.size()));
    }

    void skip_next(int seat) {
        const int skipped = state_.next_seat(seat);
        events_.push_back(SkippedEvent{skipped});
        state_.turn = state_.next_seat(skipped);
    }

    // A player who empties their hand wins at once.
    bool went_out(int seat) {
        if (!state_.player(seat).hand.empty()) {
            return false;
        }
        end_game({seat}, EndReason::EmptyHand);
        return true;
    }

    // One card from the stock to `seat`, reshuffling the discard pile first when the stock is
    // empty. False when nothing could be drawn: the game is over.
    bool draw_one(int seat, bool forced) {
        if (state_.stock.empty()) {
            reshuffle();
        }
        if (state_.stock.empty()) {
            end_by_stock_out();
            return false;
        }
        const Card card = state_.stock.front();
        state_.stock.erase(state_.stock.begin());
        state_.player(seat).hand.push_back(card);
        events_.push_back(DrewEvent{seat, card, forced});
        return true;
    }

    // The discard pile under its top card becomes the stock, in the order chance drew
    // (why_impossible has checked that it is those cards).
    void reshuffle() {
        if (state_.discard.size() < 2) {
            return;
        }
        state_.discard.resize(1);
        state_.stock = chance_.stock;
        events_.push_back(ReshuffledEvent{state_.stock});
    }

    void end_by_stock_out() {
        std::vector<int> winners;
        int lowest = 0;
        for (int seat = 0; seat < state_.player_count(); ++seat) {
            const int points = penalty(state_.player(seat).hand);
            if (winners.empty() || points < lowest) {
                winners = {seat};
                lowest = points;
            } else if (points == lowest) {
                winners.push_back(seat);
            }
        }
        end_game(std::move(winners), EndReason::StockOut);
    }

    void end_game(std::vector<int> winners, EndReason reason) {
        state_.phase = Phase::GameOver;
        state_.pending_draw = 0;
        state_.winners = std::move(winners);
        state_.end_reason = reason;
        state_.penalties.clear();
        for (const Player& player : state_.players) {
            state_.penalties.push_back(penalty(player.hand));
        }
        events_.push_back(GameOverEvent{state_.winners, reason, state_.penalties});
    }

    GameState& state_;
    const Chance& chance_;
    std::vector<Event>& events_;
};

// The cards under the top discard, as their real cards (a converted card is its own card
// again), in the pile's order: what a reshuffle shuffles.
std::vector<Card> under_top_discard(const GameState& state) {
    std::vector<Card> cards;
    for (auto it = state.discard.begin() + 1; it != state.discard.end(); ++it) {
        cards.push_back(it->card);
    }
    return cards;
}

} // namespace

bool reshuffles(const GameState& state, const Action& action) {
    if (!std::holds_alternative<Draw>(action) || !why_illegal(state, action).empty()) {
        return false;
    }
    // A draw takes one card, or a Draw Two's cards; it reshuffles once the stock runs out under
    // it, if the discard pile has cards under its top one.
    const int drawn = state.pending_draw > 0 ? state.pending_draw : 1;
    return static_cast<int>(state.stock.size()) < drawn && state.discard.size() >= 2;
}

Chance draw_chance(const GameState& state, const Action& action, Rng& rng) {
    Chance chance;
    if (reshuffles(state, action)) {
        chance.stock = under_top_discard(state);
        rng.shuffle(chance.stock);
    }
    return chance;
}

std::string why_impossible(const GameState& state, const Action& action, const Chance& chance) {
    if (!reshuffles(state, action)) {
        return chance.stock.empty() ? std::string()
                                    : "only a draw that empties the stock reshuffles the "
                                      "discard pile";
    }
    std::vector<Card> rest = under_top_discard(state);
    if (chance.stock.empty()) {
        return "the draw reshuffles the discard pile, and the new stock's order is not given";
    }
    std::vector<Card> given = chance.stock;
    std::sort(rest.begin(), rest.end());
    std::sort(given.begin(), given.end());
    if (given != rest) {
        return "the new stock is not the " + std::to_string(rest.size()) +
               " cards under the top discard";
    }
    return {};
}

Outcome apply(GameState& state, const Action& action, const Chance& chance) {
    return cards::apply_drawn<Event>(state, action, chance, [&](const auto& act, Outcome& outcome) {
        Turn turn(state, chance, outcome);
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, Draw>) {
            turn.draw();
        } else if constexpr (std::is_same_v<T, Play>) {
            turn.play(act);
        } else {
            turn.convert(act);
        }
    });
}

Outcome apply(GameState& state, const Action& action, Rng& rng) {
    return apply(state, action, draw_chance(state, action, rng));
}

} // namespace parlor::cruno
