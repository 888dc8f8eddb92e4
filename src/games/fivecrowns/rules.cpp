// The course of a game: dealing, the toss, a turn (draw then discard), going out, the last
// turn, scoring, and the end after round 11.

#include "parlor/games/fivecrowns/rules.hpp"

#include "parlor/cards/shuffled.hpp"
#include "parlor/cards/why_refused.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
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

// Everything under the top discard: what a new stock is shuffled from.
std::vector<Card> under_top_discard(const GameState& state) {
    return state.discard.empty()
               ? std::vector<Card>{}
               : std::vector<Card>(state.discard.begin() + 1, state.discard.end());
}

// A draw from the stock when it is empty: the discard pile under its top card is reshuffled.
bool reshuffles(const GameState& state, const Action& action) {
    return std::holds_alternative<DrawStock>(action) && state.stock.empty();
}

// The stock is empty: everything under the top discard, shuffled (`stock`, top first), is the
// new stock.
ReshuffledEvent rebuild_stock(GameState& state, const std::vector<Card>& stock) {
    const Card top = state.discard.front();
    state.stock = stock;
    state.discard = {top};
    return ReshuffledEvent{static_cast<int>(state.stock.size())};
}

// How many of each card (by Card::index); the last count is of cards not in the deck.
using Copies = std::array<int, 69>;

Copies copies_of(const std::vector<Card>& cards) {
    Copies copies{};
    for (const Card card : cards) {
        ++copies[in_deck(card) ? static_cast<std::size_t>(card.index()) : copies.size() - 1];
    }
    return copies;
}

void call_toss(GameState& state, const CallToss& call, bool landed_heads, Outcome& outcome) {
    const Seat first = call.heads == landed_heads ? Seat::Human : Seat::Computer;
    state.turn = first;
    state.phase = Phase::Draw;
    outcome.events.push_back(TossEvent{call.heads, landed_heads, first});
}

void draw(GameState& state, bool from_discard, const Chance& chance, Outcome& outcome) {
    Card card;
    if (from_discard) {
        card = take_top(state.discard);
        state.taken_from_discard[GameState::at(state.turn)].push_back(card);
    } else {
        if (state.stock.empty()) {
            outcome.events.push_back(rebuild_stock(state, chance.stock));
        }
        card = take_top(state.stock);
    }
    state.player(state.turn).hand.push_back(card);
    state.drawn = card;
    state.drawn_from_discard = from_discard;
    state.phase = Phase::Discard;
    outcome.events.push_back(DrewEvent{state.turn, from_discard, card});
}

// The player who went out scores nothing; every other scores what its best arrangement leaves
// (nothing as well if it could lay down its whole hand on its last turn).
void score_round(GameState& state, Outcome& outcome) {
    RoundResult result;
    result.round = state.round;
    result.went_out = state.went_out;
    const auto seats = static_cast<std::size_t>(state.seat_count());
    result.points.assign(seats, 0);
    result.arrangements.assign(seats, Arrangement{});
    for (std::size_t i = 0; i < seats; ++i) {
        const Seat seat = seat_at(static_cast<int>(i));
        Player& player = state.player(seat);
        result.arrangements[i] = best_arrangement(player.hand, state.wild_rank());
        result.points[i] = state.went_out == seat ? 0 : result.arrangements[i].points;
        player.score += result.points[i];
    }
    state.results.push_back(result);
    outcome.events.push_back(RoundScoredEvent{std::move(result)});
    if (state.round >= round_count) {
        state.phase = Phase::GameOver;
        outcome.events.push_back(GameOverEvent{winner(state), totals(state)});
    } else {
        state.phase = Phase::RoundOver;
    }
}

void discard(GameState& state, Card card, Outcome& outcome) {
    const Seat seat = state.turn;
    auto& hand = state.player(seat).hand;
    hand.erase(std::find(hand.begin(), hand.end(), card));
    put_on_top(state.discard, card);
    state.discarded[GameState::at(seat)].push_back(card);
    state.drawn.reset();
    state.drawn_from_discard = false;
    ++state.turns_this_round;
    outcome.events.push_back(DiscardedEvent{seat, card});

    const Seat next = state.next_seat(seat);
    if (state.went_out && next == *state.went_out) {
        // That was the last of the others' last turns, taken in order round the table.
        score_round(state, outcome);
        return;
    }
    if (!state.went_out) {
        // Going out is never worth delaying, so it happens as soon as the hand allows it.
        Arrangement arrangement = best_arrangement(hand, state.wild_rank());
        if (arrangement.goes_out()) {
            state.went_out = seat;
            outcome.events.push_back(
                WentOutEvent{seat, std::move(arrangement), state.seat_count()});
        }
    }
    state.turn = next;
    state.phase = Phase::Draw;
}

void next_round(GameState& state, const std::vector<Card>& deck, Outcome& outcome) {
    const Seat first = next_round_first(state);
    deal_round(state, state.round + 1, first, deck);
    outcome.events.push_back(DealtEvent{state.round, first, state.seat_count()});
}

} // namespace

Seat next_round_first(const GameState& state) {
    if (state.seat_count() == 2) {
        // The brief's game: the one that went out, else (a round ended otherwise, as by a
        // simulation's cap) the seat to act.
        return state.went_out.value_or(state.turn);
    }
    // The deal passes to the left each round, and the player left of the dealer plays first.
    return seat_at(state.round % state.seat_count());
}

void deal_round(GameState& state, int round, Seat first, Rng& rng) {
    deal_round(state, round, first, cards::shuffled(rng, full_deck()));
}

void deal_round(GameState& state, int round, Seat first, const std::vector<Card>& deck) {
    state.round = round;
    for (Player& player : state.players) {
        player.hand.clear();
    }
    // One card at a time, starting with the player who plays first, round the table.
    auto next = deck.begin();
    for (int i = 0; i < cards_dealt(round); ++i) {
        Seat seat = first;
        for (int n = 0; n < state.seat_count(); ++n, seat = state.next_seat(seat)) {
            state.player(seat).hand.push_back(*next++);
        }
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

GameState new_game(Rng& rng, int seats) {
    return new_game(cards::shuffled(rng, full_deck()), seats);
}

GameState new_game(const std::vector<Card>& deck, int seats) {
    if (seats < min_seats || seats > max_seats) {
        throw std::invalid_argument("Five Crowns is played by 2 to 7 players, not " +
                                    std::to_string(seats));
    }
    GameState state;
    const auto n = static_cast<std::size_t>(seats);
    state.players.assign(n, Player{});
    state.taken_from_discard.assign(n, {});
    state.discarded.assign(n, {});
    deal_round(state, 1, Seat::Human, deck);
    // Only the brief's two-player game opens with the coin toss; more seats start at once.
    if (seats == 2) {
        state.phase = Phase::CoinToss;
    }
    return state;
}

std::string why_not_deck(const std::vector<Card>& deck) {
    if (deck.size() != static_cast<std::size_t>(deck_size)) {
        return "the deck has " + std::to_string(deck.size()) + " cards, not the 116";
    }
    const Copies copies = copies_of(deck);
    for (const Card card : deck) {
        if (!in_deck(card)) {
            return "the " + cards::to_string(card) + " is not a Five Crowns card";
        }
        if (copies[static_cast<std::size_t>(card.index())] > 2) {
            return "the deck holds the " + cards::to_string(card) + " more than twice";
        }
    }
    return {};
}

Chance draw_chance(const GameState& state, const Action& action, Rng& rng) {
    return cards::draw_if_legal<Chance>(state, action, [&](Chance& chance) {
        if (std::holds_alternative<CallToss>(action)) {
            chance.heads = rng.coin();
        } else if (reshuffles(state, action)) {
            chance.stock = under_top_discard(state);
            rng.shuffle(chance.stock);
        } else if (std::holds_alternative<NextRound>(action)) {
            chance.deck = cards::shuffled(rng, full_deck());
        }
    });
}

std::string why_impossible(const GameState& state, const Action& action, const Chance& chance) {
    const bool tosses = std::holds_alternative<CallToss>(action);
    if (tosses != chance.heads.has_value()) {
        return tosses ? "the call needs how the coin landed" : "only the call tosses the coin";
    }
    const bool reshuffled = reshuffles(state, action);
    if (!reshuffled && !chance.stock.empty()) {
        return "only a draw from an empty stock reshuffles the discard pile";
    }
    if (reshuffled) {
        const std::vector<Card> rest = under_top_discard(state);
        if (chance.stock.size() != rest.size() || copies_of(chance.stock) != copies_of(rest)) {
            return "the new stock is not the " + std::to_string(rest.size()) +
                   " cards under the top discard";
        }
    }
    const bool deals = std::holds_alternative<NextRound>(action);
    if (deals != !chance.deck.empty()) {
        return deals ? "a new round needs the order of its deck" : "only a new round deals a deck";
    }
    if (deals) {
        if (std::string wrong = why_not_deck(chance.deck); !wrong.empty()) {
            return wrong;
        }
    }
    return {};
}

Outcome apply(GameState& state, const Action& action, const Chance& chance) {
    return cards::apply_drawn<Event>(state, action, chance, [&](const auto& act, Outcome& outcome) {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CallToss>) {
            call_toss(state, act, *chance.heads, outcome);
        } else if constexpr (std::is_same_v<T, DrawStock>) {
            draw(state, false, chance, outcome);
        } else if constexpr (std::is_same_v<T, TakeDiscard>) {
            draw(state, true, chance, outcome);
        } else if constexpr (std::is_same_v<T, Discard>) {
            discard(state, act.card, outcome);
        } else {
            next_round(state, chance.deck, outcome);
        }
    });
}

Outcome apply(GameState& state, const Action& action, Rng& rng) {
    return apply(state, action, draw_chance(state, action, rng));
}

std::vector<int> totals(const GameState& state) {
    std::vector<int> all;
    for (const Player& player : state.players) {
        all.push_back(player.score);
    }
    return all;
}

std::array<int, 2> scores(const GameState& state) {
    return {state.players[0].score, state.players[1].score};
}

std::vector<Seat> winners(const GameState& state) {
    std::vector<Seat> lowest;
    if (state.phase != Phase::GameOver) {
        return lowest;
    }
    const std::vector<int> all = totals(state);
    const int best = *std::min_element(all.begin(), all.end()); // the lowest total wins
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (all[i] == best) {
            lowest.push_back(seat_at(static_cast<int>(i)));
        }
    }
    return lowest;
}

std::optional<Seat> winner(const GameState& state) {
    const std::vector<Seat> lowest = winners(state);
    return lowest.size() == 1 ? std::optional<Seat>(lowest.front()) : std::nullopt;
}

} // namespace parlor::fivecrowns
