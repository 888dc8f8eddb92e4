// The course of a round: the deal, the toss, the lead and the chase, the capture, the meld, the
// draws, the end of the round and of the game.

#include "parlor/games/pinochle/rules.hpp"

#include "parlor/cards/shuffled.hpp"
#include "parlor/cards/why_refused.hpp"

#include <algorithm>
#include <array>
#include <type_traits>
#include <utility>

namespace parlor::pinochle {

namespace {

// What everyone knows a player holds loses one copy of `card` (if it knew of one): the card
// that left the unmelded cards may have been that one.
void forget_one(std::vector<Card>& shown, Card card) {
    const auto at = std::find(shown.begin(), shown.end(), card);
    if (at != shown.end()) {
        shown.erase(at);
    }
}

void start_play(GameState& state, Seat leader) {
    state.leader = leader;
    state.turn = leader;
    state.phase = Phase::Lead;
}

void call_toss(GameState& state, const CallToss& call, bool heads, Outcome& outcome) {
    const Seat leader = call.heads == heads ? Seat::Human : Seat::Computer;
    outcome.events.push_back(TossEvent{call.heads, heads, leader});
    start_play(state, leader);
}

void end_round(GameState& state, Outcome& outcome) {
    for (Player& player : state.players) {
        player.game_score += player.round_score;
    }
    state.phase = Phase::RoundOver;
    state.turn = Seat::Human; // the human decides whether to go on
    outcome.events.push_back(RoundOverEvent{round_result(state)});
    // A game to a target ends with the round that reaches it (the higher total wins).
    if (target_reached(state)) {
        state.phase = Phase::GameOver;
        outcome.events.push_back(GameOverEvent{leading_seat(state), scores(state)});
    }
}

// After the trick (and the winner's meld): the winner draws, then the loser, who takes the
// trump card when the winner took the last stock card. The winner leads next.
void draw_and_go_on(GameState& state, Outcome& outcome) {
    const Seat winner = *state.last_winner;
    const Seat loser = other(winner);
    if (!state.stock.empty()) {
        const Card first = state.stock.front();
        state.stock.erase(state.stock.begin());
        state.player(winner).hand.cards.push_back({first, 0});
        outcome.events.push_back(DrawEvent{winner, first, false});
        if (!state.stock.empty()) {
            const Card second = state.stock.front();
            state.stock.erase(state.stock.begin());
            state.player(loser).hand.cards.push_back({second, 0});
            outcome.events.push_back(DrawEvent{loser, second, false});
        } else if (state.trump_card) {
            const Card trump_card = *state.trump_card;
            state.trump_card.reset();
            state.player(loser).hand.cards.push_back({trump_card, 0});
            state.player(loser).shown.push_back(trump_card);
            outcome.events.push_back(DrawEvent{loser, trump_card, true});
        }
    }
    if (state.player(Seat::Human).hand.cards.empty() &&
        state.player(Seat::Computer).hand.cards.empty()) {
        end_round(state, outcome);
        return;
    }
    start_play(state, winner);
}

void play_card(GameState& state, const Play& play, Outcome& outcome) {
    const Seat seat = state.turn;
    Player& player = state.player(seat);
    const std::size_t at = *player.hand.find(play.card, play.from_meld);
    const bool was_melded = player.hand.cards[at].melded();
    const std::vector<Card> free_before = player.hand.unmelded();
    std::vector<Meld> broken = take_card(player.hand, at);
    if (!was_melded) {
        forget_one(player.shown, play.card);
    }
    // The cards of broken melds that are in no meld now were seen: they are known to be held.
    const std::vector<Card> free_after = player.hand.unmelded();
    for (int id = 0; id < distinct_cards && !broken.empty(); ++id) {
        const Card card = card_from_id(id);
        const auto freed = std::count(free_after.begin(), free_after.end(), card) -
                           std::count(free_before.begin(), free_before.end(), card);
        for (auto i = 0; i < freed; ++i) {
            player.shown.push_back(card);
        }
    }
    const bool leading = state.phase == Phase::Lead;
    outcome.events.push_back(PlayedEvent{seat, play.card, leading, play.from_meld, broken});
    if (leading) {
        state.lead = play.card;
        state.phase = Phase::Follow;
        state.turn = other(seat);
        return;
    }
    const Card lead = *state.lead;
    state.lead.reset();
    const Seat winner = chase_wins(lead, play.card, state.trump) ? seat : state.leader;
    Player& taker = state.player(winner);
    taker.captured.push_back(lead);
    taker.captured.push_back(play.card);
    const int points = card_points(lead) + card_points(play.card);
    taker.round_score += points;
    state.last_winner = winner;
    outcome.events.push_back(
        TrickEvent{state.leader, lead, play.card, winner, points, taker.round_score});
    if (!legal_new_melds(taker.hand, state.trump).empty()) {
        state.phase = Phase::Meld;
        state.turn = winner;
        return;
    }
    draw_and_go_on(state, outcome);
}

void declare_meld(GameState& state, const Declare& act, Outcome& outcome) {
    const Seat seat = state.turn;
    Player& player = state.player(seat);
    const Holding before = player.hand;
    declare(player.hand, act.meld);
    // Unmelded cards that went into the meld leave what was known of the unmelded cards.
    for (std::size_t i = 0; i < before.cards.size(); ++i) {
        if (!before.cards[i].melded() && player.hand.cards[i].melded()) {
            forget_one(player.shown, player.hand.cards[i].card);
        }
    }
    // Cards that were melded before and are in the new meld too: the reuse rule at work.
    std::vector<Card> reused;
    const std::uint32_t new_meld = 1u << (player.hand.melds.size() - 1);
    for (std::size_t i = 0; i < before.cards.size(); ++i) {
        if (before.cards[i].melded() && (player.hand.cards[i].melds & new_meld) != 0) {
            reused.push_back(player.hand.cards[i].card);
        }
    }
    player.declared.push_back(act.meld);
    player.round_score += points(act.meld);
    outcome.events.push_back(
        MeldEvent{seat, act.meld, points(act.meld), player.round_score, std::move(reused)});
    draw_and_go_on(state, outcome);
}

void end_game(GameState& state, Outcome& outcome) {
    state.phase = Phase::GameOver;
    outcome.events.push_back(GameOverEvent{leading_seat(state), scores(state)});
}

} // namespace

DealtEvent deal_round(GameState& state, const std::vector<Card>& deck) {
    ++state.round;
    for (Player& player : state.players) {
        player.hand = Holding{};
        player.captured.clear();
        player.declared.clear();
        player.shown.clear();
        player.round_score = 0;
    }
    DealtEvent event;
    event.round = state.round;
    std::size_t next = 0;
    for (int packet = 0; packet < hand_size / dealt_at_once; ++packet) {
        for (const Seat seat : {Seat::Human, Seat::Computer}) {
            for (int i = 0; i < dealt_at_once; ++i) {
                const Card card = deck[next++];
                state.player(seat).hand.cards.push_back({card, 0});
                event.hands[static_cast<std::size_t>(index(seat))].push_back(card);
            }
        }
    }
    state.trump_card = deck[next++];
    state.trump = state.trump_card->suit;
    event.trump_card = *state.trump_card;
    state.stock.assign(deck.begin() + static_cast<long>(next), deck.end());
    state.lead.reset();
    state.last_winner.reset();
    const auto leader = state.round > 1 ? leading_seat(state) : std::nullopt;
    event.leader = leader;
    if (leader) {
        start_play(state, *leader);
    } else {
        state.phase = Phase::CoinToss;
        state.turn = Seat::Human;
    }
    return event;
}

std::vector<Card> dealt_deck(const GameState& state) {
    std::vector<Card> deck;
    for (std::size_t packet = 0; packet < hand_size / dealt_at_once; ++packet) {
        for (const Seat seat : {Seat::Human, Seat::Computer}) {
            const auto& held = state.player(seat).hand.cards;
            for (std::size_t i = packet * dealt_at_once;
                 i < std::min(held.size(), (packet + 1) * dealt_at_once); ++i) {
                deck.push_back(held[i].card);
            }
        }
    }
    if (state.trump_card) {
        deck.push_back(*state.trump_card);
    }
    deck.insert(deck.end(), state.stock.begin(), state.stock.end());
    return deck;
}

GameState seats_exchanged(GameState start) {
    std::swap(start.players[0].hand, start.players[1].hand);
    return start;
}

Chance seats_exchanged(Chance chance) {
    if (chance.heads) {
        chance.heads = !*chance.heads;
    }
    if (chance.deck.size() == static_cast<std::size_t>(deck_size)) {
        // As deal_round deals: a packet to the human, one to the computer, four times over.
        for (std::size_t at = 0; at < 2 * hand_size; at += 2 * dealt_at_once) {
            std::swap_ranges(chance.deck.begin() + static_cast<long>(at),
                             chance.deck.begin() + static_cast<long>(at + dealt_at_once),
                             chance.deck.begin() + static_cast<long>(at + dealt_at_once));
        }
    }
    return chance;
}

GameState new_game(Rng& rng) {
    return new_game(cards::shuffled(rng, full_deck()));
}

GameState new_game(const std::vector<Card>& deck) {
    GameState state;
    deal_round(state, deck);
    return state;
}

std::string why_not_deck(const std::vector<Card>& deck) {
    if (deck.size() != static_cast<std::size_t>(deck_size)) {
        return "the deck has " + std::to_string(deck.size()) + " cards, not the 48";
    }
    std::array<int, distinct_cards> copies{};
    for (const Card card : deck) {
        if (!in_deck(card)) {
            return "the " + cards::to_string(card) + " is not a Pinochle card";
        }
        if (++copies[static_cast<std::size_t>(card_id(card))] > copies_of_each) {
            return "the deck holds the " + cards::to_string(card) + " more than twice";
        }
    }
    return {};
}

Chance draw_chance(const GameState& state, const Action& action, Rng& rng) {
    return cards::draw_if_legal<Chance>(state, action, [&](Chance& chance) {
        if (std::holds_alternative<CallToss>(action)) {
            chance.heads = rng.coin();
        } else if (std::holds_alternative<AnotherRound>(action)) {
            chance.deck = cards::shuffled(rng, full_deck());
        }
    });
}

std::string why_impossible(const GameState&, const Action& action, const Chance& chance) {
    const bool tosses = std::holds_alternative<CallToss>(action);
    if (tosses != chance.heads.has_value()) {
        return tosses ? "the toss needs its coin" : "only the toss has a coin";
    }
    const bool deals = std::holds_alternative<AnotherRound>(action);
    if (deals != !chance.deck.empty()) {
        return deals ? "a new round needs the order of its deck" : "only a new round has a deck";
    }
    return deals ? why_not_deck(chance.deck) : std::string{};
}

Outcome apply(GameState& state, const Action& action, const Chance& chance) {
    return cards::apply_drawn<Event>(state, action, chance, [&](const auto& act, Outcome& outcome) {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CallToss>) {
            call_toss(state, act, *chance.heads, outcome);
        } else if constexpr (std::is_same_v<T, Play>) {
            play_card(state, act, outcome);
        } else if constexpr (std::is_same_v<T, Declare>) {
            declare_meld(state, act, outcome);
        } else if constexpr (std::is_same_v<T, DeclineMeld>) {
            outcome.events.push_back(DeclinedMeldEvent{state.turn});
            draw_and_go_on(state, outcome);
        } else if constexpr (std::is_same_v<T, AnotherRound>) {
            outcome.events.push_back(deal_round(state, chance.deck));
        } else {
            end_game(state, outcome);
        }
    });
}

Outcome apply(GameState& state, const Action& action, Rng& rng) {
    return apply(state, action, draw_chance(state, action, rng));
}

} // namespace parlor::pinochle
