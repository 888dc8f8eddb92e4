// The table: seats in the direction of play, the deal, what may be played on what, penalties.

#include "parlor/games/cruno/rules.hpp"

#include <array>
#include <stdexcept>

namespace parlor::cruno {

namespace {

int step_from(int seat, int steps, Direction direction, int players) {
    const int moved = seat + steps * static_cast<int>(direction);
    return ((moved % players) + players) % players;
}

void check_players(int players) {
    if (players < min_players || players > max_players) {
        throw std::invalid_argument("Cruno is for 2 to 10 players, not " + std::to_string(players));
    }
}

} // namespace

int GameState::next_seat(int seat, int steps) const {
    return step_from(seat, steps, direction, player_count());
}

int SeatView::next_seat(int seat, int steps) const {
    return step_from(seat, steps, direction, player_count());
}

bool SeatView::is_trickster() const {
    return plays[static_cast<std::size_t>(seat)] == trickster;
}

Deal draw_deal(const Setup& setup, Rng& rng) {
    const int players = static_cast<int>(setup.seats.size());
    check_players(players);
    Deal deal;
    // The dealer first, then the shuffle: the order every seeded game has always drawn them in.
    deal.dealer = setup.dealer ? *setup.dealer % players
                               : static_cast<int>(rng.below(static_cast<std::uint64_t>(players)));
    deal.deck = full_deck(decks_for(players));
    rng.shuffle(deal.deck);
    return deal;
}

std::string why_not_deck(const std::vector<Card>& deck, int players) {
    const int decks = decks_for(players);
    const auto size = static_cast<std::size_t>(cards_per_deck * decks);
    if (deck.size() != size) {
        return "the deck has " + std::to_string(deck.size()) + " cards, not the " +
               std::to_string(size) + (decks == 1 ? " of one deck" : " of two decks");
    }
    std::array<int, face_count> copies{};
    for (const Card card : deck) {
        if (!valid(card)) {
            return "a card that is not a Cruno card";
        }
        if (++copies[static_cast<std::size_t>(card.index())] > copies_of(card, decks)) {
            return "the deck holds the " + to_string(card) + " more than " +
                   (copies_of(card, decks) == 1
                        ? std::string("once")
                        : std::to_string(copies_of(card, decks)) + " times");
        }
    }
    return {};
}

GameState new_game(const Setup& setup, const Deal& deal) {
    const int players = static_cast<int>(setup.seats.size());
    check_players(players);
    if (deal.dealer < 0 || deal.dealer >= players) {
        throw std::invalid_argument("no seat " + std::to_string(deal.dealer) + " to deal");
    }
    if (const std::string wrong = why_not_deck(deal.deck, players); !wrong.empty()) {
        throw std::invalid_argument(wrong);
    }
    GameState state;
    state.rules = setup.rules;
    state.decks = decks_for(players);
    for (const SeatSetup& seat : setup.seats) {
        state.players.push_back(Player{seat.name, seat.plays, {}, {}});
    }
    state.dealer = deal.dealer;
    state.stock = deal.deck;
    // One card at a time from the dealer's left, five rounds, from the top of the stock.
    std::size_t next = 0;
    for (int round = 0; round < hand_size; ++round) {
        for (int i = 1; i <= players; ++i) {
            state.player(state.next_seat(state.dealer, i)).hand.push_back(state.stock[next++]);
        }
    }
    const Card first = state.stock[next++];
    state.stock.erase(state.stock.begin(), state.stock.begin() + static_cast<std::ptrdiff_t>(next));
    state.discard.push_back(Discarded{first, false});
    state.suit = first.suit; // an 8 turned up keeps its own suit
    state.turn = state.next_seat(state.dealer);
    return state;
}

GameState new_game(const Setup& setup, Rng& rng) {
    return new_game(setup, draw_deal(setup, rng));
}

bool playable(const GameState& state, Card card) {
    return playable(card, state.top().shown(), state.suit);
}

int penalty(const std::vector<Card>& hand) {
    int total = 0;
    for (const Card card : hand) {
        total += penalty(card);
    }
    return total;
}

std::vector<Card> all_cards(const GameState& state) {
    std::vector<Card> cards;
    for (const Player& player : state.players) {
        cards.insert(cards.end(), player.hand.begin(), player.hand.end());
    }
    for (const Discarded& discarded : state.discard) {
        cards.push_back(discarded.card);
    }
    cards.insert(cards.end(), state.stock.begin(), state.stock.end());
    return cards;
}

} // namespace parlor::cruno
