// The course of a tournament: the coin toss, the rounds and their deals, a move and whose turn
// follows it, the end of a round (the last capturer takes the table, the points), the end past 21.

#include "parlor/games/casino/rules.hpp"

#include "parlor/cards/ahead.hpp"
#include "parlor/cards/shuffled.hpp"
#include "parlor/cards/why_refused.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::casino {

namespace {

// Up to `count` cards from the top of the deck.
std::vector<Card> draw(std::vector<Card>& deck, int count) {
    const auto n = std::min(deck.size(), static_cast<std::size_t>(count));
    std::vector<Card> cards(deck.begin(), deck.begin() + static_cast<long>(n));
    deck.erase(deck.begin(), deck.begin() + static_cast<long>(n));
    return cards;
}

// 4 to the human, then 4 to the computer (fewer when the deck runs short).
DealtEvent deal_hands(GameState& state) {
    ++state.deal;
    DealtEvent event{state.round, state.deal, {}, {}, 0};
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        state.player(seat).hand = draw(state.deck, hand_size);
        event.hands[static_cast<std::size_t>(index(seat))] = state.player(seat).hand;
    }
    state.shown_lacking = {};
    event.deck_left = static_cast<int>(state.deck.size());
    return event;
}

void start_round(GameState& state, Seat first, Outcome& outcome) {
    for (Player& player : state.players) {
        player.hand.clear();
        player.pile.clear();
    }
    state.table = Table{};
    state.last_capturer.reset();
    state.last_round.reset();
    state.first_player = first;
    state.turn = first;
    state.phase = Phase::Play;
    state.deal = 0;
    DealtEvent event = deal_hands(state);
    state.table.loose = draw(state.deck, table_deal);
    event.table = state.table.loose;
    event.deck_left = static_cast<int>(state.deck.size());
    outcome.events.push_back(std::move(event));
}

void end_round(GameState& state, Outcome& outcome) {
    const std::vector<Card> left = state.table.cards();
    if (!left.empty()) {
        // The last capturer takes what remains; when nobody captured, the cards are set aside.
        if (state.last_capturer) {
            auto& pile = state.player(*state.last_capturer).pile;
            pile.insert(pile.end(), left.begin(), left.end());
        }
        outcome.events.push_back(TableTakenEvent{state.last_capturer, left});
    }
    state.table = Table{};
    const RoundScore score =
        score_round(state.player(Seat::Human).pile, state.player(Seat::Computer).pile);
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        state.player(seat).score += score.players[static_cast<std::size_t>(index(seat))].total;
    }
    state.last_round = score;
    outcome.events.push_back(RoundScoredEvent{state.round, score, scores(state)});
    const auto totals = scores(state);
    if (totals[0] > winning_score || totals[1] > winning_score) {
        state.phase = Phase::GameOver;
        outcome.events.push_back(GameOverEvent{winner(state), totals});
        return;
    }
    state.phase = Phase::RoundOver;
    state.turn = Seat::Human;
}

// After `mover`'s move: the other player's turn, or the mover's again while the other has no
// card; when both hands are empty the next deal (the other player leads it) or the round's end.
void pass_turn(GameState& state, Seat mover, Outcome& outcome) {
    const Seat next = other(mover);
    if (state.player(next).hand.empty() && state.player(mover).hand.empty()) {
        if (state.deck.empty()) {
            end_round(state, outcome);
            return;
        }
        outcome.events.push_back(deal_hands(state));
    }
    state.turn = state.player(next).hand.empty() ? mover : next;
}

RankSet loose_ranks(const Table& table) {
    RankSet ranks = 0;
    for (const Card card : table.loose) {
        ranks = static_cast<RankSet>(ranks | (1U << card.rank));
    }
    return ranks;
}

void play(GameState& state, const Action& move, Outcome& outcome) {
    const Seat seat = state.turn;
    Player& player = state.player(seat);
    const Card card = std::visit(
        [](const auto& act) {
            if constexpr (requires { act.card; }) {
                return act.card;
            } else {
                return Card{};
            }
        },
        move);
    if (std::holds_alternative<Trail>(move)) {
        // The trail rule: the hand holds no card of a loose card's rank.
        state.shown_lacking[static_cast<std::size_t>(index(seat))] |= loose_ranks(state.table);
    }
    // One copy: a loaded file may have dealt a hand the same card twice.
    player.hand.erase(std::find(player.hand.begin(), player.hand.end(), card));
    Played played = play_on_table(state.table, seat, move);
    state.table = std::move(played.table);
    if (auto* captured = std::get_if<CapturedEvent>(&played.event)) {
        player.pile.insert(player.pile.end(), played.to_pile.begin(), played.to_pile.end());
        captured->pile_size = static_cast<int>(player.pile.size());
        state.last_capturer = seat;
    }
    outcome.events.push_back(std::move(played.event));
    pass_turn(state, seat, outcome);
}

} // namespace

GameState new_game(std::vector<Card> deck) {
    GameState state;
    state.deck = std::move(deck);
    return state;
}

Chance seats_exchanged(Chance chance) {
    if (chance.landed) {
        chance.landed = *chance.landed == Coin::Heads ? Coin::Tails : Coin::Heads;
    }
    // As deal_hands and start_round take them: the human's four, the computer's four, at a
    // round's start the table's four, then the next deal's.
    auto& deck = chance.deck;
    constexpr std::size_t hands = 2 * hand_size;
    for (std::size_t at = 0; at + hands <= deck.size();
         at += hands + (at == 0 ? std::size_t{table_deal} : 0)) {
        std::swap_ranges(deck.begin() + static_cast<long>(at),
                         deck.begin() + static_cast<long>(at + hand_size),
                         deck.begin() + static_cast<long>(at + hand_size));
    }
    return chance;
}

bool is_whole_deck(const std::vector<Card>& deck) {
    std::vector<Card> sorted = deck;
    std::vector<Card> whole = full_deck();
    std::sort(sorted.begin(), sorted.end());
    std::sort(whole.begin(), whole.end());
    return sorted == whole;
}

Chance draw_chance(const GameState& state, const Action& action, Rng& rng) {
    return cards::draw_if_legal<Chance>(state, action, [&](Chance& chance) {
        if (std::holds_alternative<CallCoin>(action)) {
            chance.landed = rng.coin() ? Coin::Heads : Coin::Tails;
            if (state.deck.empty()) {
                chance.deck = cards::shuffled(rng, full_deck());
            }
        } else if (std::holds_alternative<NextRound>(action)) {
            chance.deck = cards::shuffled(rng, full_deck());
        }
    });
}

std::string why_impossible(const GameState& state, const Action& action, const Chance& chance) {
    const bool calls = std::holds_alternative<CallCoin>(action);
    if (calls != chance.landed.has_value()) {
        return calls ? "the call needs how the coin landed" : "only the call tosses the coin";
    }
    const bool shuffles =
        std::holds_alternative<NextRound>(action) || (calls && state.deck.empty());
    if (shuffles != !chance.deck.empty()) {
        return shuffles ? "a new round needs the order of its deck"
                        : (calls ? "the first round's deck was stacked: the call shuffles nothing"
                                 : "only a new round shuffles a deck");
    }
    if (shuffles && !is_whole_deck(chance.deck)) {
        return "the deck is not the 52 cards, each once";
    }
    return {};
}

Outcome apply(GameState& state, const Action& action, const Chance& chance) {
    return cards::apply_drawn<Event>(state, action, chance, [&](const auto& act, Outcome& outcome) {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CallCoin>) {
            const Coin landed = *chance.landed;
            const Seat first = landed == act.call ? Seat::Human : Seat::Computer;
            outcome.events.push_back(CoinTossEvent{act.call, landed, first});
            if (state.deck.empty()) {
                state.deck = chance.deck;
            }
            start_round(state, first, outcome);
        } else if constexpr (std::is_same_v<T, NextRound>) {
            // The last capturer of the round before leads; when nobody captured, the
            // same player leads again.
            const Seat first = state.last_capturer.value_or(state.first_player);
            ++state.round;
            state.deck = chance.deck;
            start_round(state, first, outcome);
        } else {
            play(state, action, outcome);
        }
    });
}

Outcome apply(GameState& state, const Action& action, Rng& rng) {
    return apply(state, action, draw_chance(state, action, rng));
}

std::array<int, 2> scores(const GameState& state) {
    return {state.players[0].score, state.players[1].score};
}

std::optional<Seat> winner(const GameState& state) {
    if (state.phase != Phase::GameOver) {
        return std::nullopt;
    }
    return cards::ahead(scores(state), cards::Best::Higher);
}

} // namespace parlor::casino
