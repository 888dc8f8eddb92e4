// The course of a game: dealing, the toss, a turn (draw then discard), going out, the last
// turn, scoring, and the end after round 11.

#include "parlor/games/fivecrowns/rules.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::fivecrowns {

namespace {

Card take_top(std::vector<Card>& pile) {
    const Card card = pile.front();
    pile.erase(pile.begin());
    return card;
}

void put_on_top(std::vector<Card>& pile, Card card) {
    pile.insert(pile.begin(), card);
}

// The stock is empty: everything under the top discard is shuffled into a new stock.
ReshuffledEvent rebuild_stock(GameState& state, Rng& rng) {
    const Card top = state.discard.front();
    std::vector<Card> rest(state.discard.begin() + 1, state.discard.end());
    rng.shuffle(rest);
    state.stock = std::move(rest);
    state.discard = {top};
    return ReshuffledEvent{static_cast<int>(state.stock.size())};
}

void call_toss(GameState& state, const CallToss& call, Rng& rng, Outcome& outcome) {
    const bool landed_heads = rng.coin();
    const Seat first = call.heads == landed_heads ? Seat::Human : Seat::Computer;
    state.turn = first;
    state.phase = Phase::Draw;
    outcome.events.push_back(TossEvent{call.heads, landed_heads, first});
}

void draw(GameState& state, bool from_discard, Rng& rng, Outcome& outcome) {
    Card card;
    if (from_discard) {
        card = take_top(state.discard);
        state.taken_from_discard[index(state.turn)].push_back(card);
    } else {
        if (state.stock.empty()) {
            outcome.events.push_back(rebuild_stock(state, rng));
        }
        card = take_top(state.stock);
    }
    state.player(state.turn).hand.push_back(card);
    state.drawn = card;
    state.drawn_from_discard = from_discard;
    state.phase = Phase::Discard;
    outcome.events.push_back(DrewEvent{state.turn, from_discard, card});
}

// The player who went out scores nothing; the other scores what its best arrangement leaves
// (nothing as well if it could lay down its whole hand on the last turn).
void score_round(GameState& state, Outcome& outcome) {
    RoundResult result;
    result.round = state.round;
    result.went_out = state.went_out;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        Player& player = state.player(seat);
        result.arrangements[index(seat)] = best_arrangement(player.hand, state.wild_rank());
        result.points[index(seat)] =
            state.went_out == seat ? 0 : result.arrangements[index(seat)].points;
        player.score += result.points[index(seat)];
    }
    state.results.push_back(result);
    outcome.events.push_back(RoundScoredEvent{std::move(result)});
    if (state.round >= round_count) {
        state.phase = Phase::GameOver;
        outcome.events.push_back(GameOverEvent{winner(state), scores(state)});
    } else {
        state.phase = Phase::RoundOver;
    }
}

void discard(GameState& state, Card card, Outcome& outcome) {
    const Seat seat = state.turn;
    auto& hand = state.player(seat).hand;
    hand.erase(std::find(hand.begin(), hand.end(), card));
    put_on_top(state.discard, card);
    state.discarded[index(seat)].push_back(card);
    state.drawn.reset();
    state.drawn_from_discard = false;
    ++state.turns_this_round;
    outcome.events.push_back(DiscardedEvent{seat, card});

    if (state.went_out) {
        // That was the last turn of the player who did not go out.
        score_round(state, outcome);
        return;
    }
    // Going out is never worth delaying, so it happens as soon as the hand allows it.
    Arrangement arrangement = best_arrangement(hand, state.wild_rank());
    if (arrangement.goes_out()) {
        state.went_out = seat;
        outcome.events.push_back(WentOutEvent{seat, std::move(arrangement)});
    }
    state.turn = other(seat);
    state.phase = Phase::Draw;
}

void next_round(GameState& state, Rng& rng, Outcome& outcome) {
    const Seat first = state.went_out.value_or(state.turn);
    deal_round(state, state.round + 1, first, rng);
    outcome.events.push_back(DealtEvent{state.round, first});
}

} // namespace

void deal_round(GameState& state, int round, Seat first, Rng& rng) {
    std::vector<Card> deck = full_deck();
    rng.shuffle(deck);
    state.round = round;
    for (Player& player : state.players) {
        player.hand.clear();
    }
    // One card at a time, starting with the player who plays first.
    auto next = deck.begin();
    for (int i = 0; i < cards_dealt(round); ++i) {
        state.player(first).hand.push_back(*next++);
        state.player(other(first)).hand.push_back(*next++);
    }
    state.stock.assign(next, deck.end());
    state.discard.clear();
    put_on_top(state.discard, take_top(state.stock));
    state.phase = Phase::Draw;
    state.turn = first;
    state.went_out.reset();
    for (auto& cards : state.taken_from_discard) {
        cards.clear();
    }
    for (auto& cards : state.discarded) {
        cards.clear();
    }
    state.drawn.reset();
    state.drawn_from_discard = false;
    state.turns_this_round = 0;
}

GameState new_game(Rng& rng) {
    GameState state;
    deal_round(state, 1, Seat::Human, rng);
    state.phase = Phase::CoinToss;
    return state;
}

Outcome apply(GameState& state, const Action& action, Rng& rng) {
    return cards::apply_if_legal<Event>(why_illegal(state, action), [&](Outcome& outcome) {
        std::visit(
            [&](const auto& act) {
                using T = std::decay_t<decltype(act)>;
                if constexpr (std::is_same_v<T, CallToss>) {
                    call_toss(state, act, rng, outcome);
                } else if constexpr (std::is_same_v<T, DrawStock>) {
                    draw(state, false, rng, outcome);
                } else if constexpr (std::is_same_v<T, TakeDiscard>) {
                    draw(state, true, rng, outcome);
                } else if constexpr (std::is_same_v<T, Discard>) {
                    discard(state, act.card, outcome);
                } else {
                    next_round(state, rng, outcome);
                }
            },
            action);
    });
}

std::array<int, 2> scores(const GameState& state) {
    return {state.players[0].score, state.players[1].score};
}

std::optional<Seat> winner(const GameState& state) {
    if (state.phase != Phase::GameOver) {
        return std::nullopt;
    }
    const auto [human, computer] = scores(state);
    if (human == computer) {
        return std::nullopt;
    }
    return human < computer ? Seat::Human : Seat::Computer;
}

} // namespace parlor::fivecrowns
