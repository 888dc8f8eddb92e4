// The course of a deal round a table of three or four: the deal, the lay-away, the starter and
// his heels, the play (table_pegging.cpp), the show from the dealer's left, and the end at the
// target the moment a side reaches it.

#include "parlor/games/cribbage/table.hpp"

#include "parlor/cards/deck.hpp"
#include "parlor/cards/overloaded.hpp"
#include "parlor/cards/shuffled.hpp"
#include "parlor/games/cribbage/table_pegging.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cribbage {

namespace {

void finish(TableState& state, int side, TableOutcome& outcome) {
    state.phase = Phase::GameOver;
    outcome.events.push_back(TableGameOver{side, state.scores});
}

// Moves the peg of the seat's side; true when that reaches the target (the caller reports the
// points, then finishes: nothing after is played or counted).
bool peg(TableState& state, int seat, int points) {
    int& score = state.scores[static_cast<std::size_t>(state.side_of(seat))];
    score = std::min(state.target, score + points);
    return score >= state.target;
}

int side_score(const TableState& state, int seat) {
    return state.scores[static_cast<std::size_t>(state.side_of(seat))];
}

TableSeat& seat_of(TableState& state, int seat) {
    return state.seats[static_cast<std::size_t>(seat)];
}

// The show: each hand from the dealer's left round to the dealer, then the crib.
void show(TableState& state, TableOutcome& outcome) {
    for (int step = 1; step <= state.size() + 1; ++step) {
        TableShow counted;
        counted.crib = step == state.size() + 1;
        counted.seat = counted.crib ? state.dealer : (state.dealer + step) % state.size();
        counted.cards = counted.crib ? state.crib() : seat_of(state, counted.seat).played;
        counted.starter = *state.starter;
        counted.score = hand_value(counted.cards, counted.starter, counted.crib);
        state.shows.push_back(counted);
        const bool won = peg(state, counted.seat, counted.score.total);
        outcome.events.push_back(
            TableShown{std::move(counted), side_score(state, state.shows.back().seat)});
        if (won) {
            finish(state, state.side_of(state.shows.back().seat), outcome);
            return;
        }
    }
    state.phase = Phase::DealOver;
}

class TableListener final : public PlayListener {
  public:
    TableListener(TableState& state, TableOutcome& outcome) : state_(state), outcome_(outcome) {}
    void laid(int seat, Card card, std::span<const Card> pile, int points) override {
        seat_of(state_, seat).played.push_back(card);
        const bool won = peg(state_, seat, points);
        outcome_.events.push_back(
            TablePlayed{seat, card, count_of(pile), pegging_items(pile), side_score(state_, seat)});
        if (won) {
            finish(state_, state_.side_of(seat), outcome_);
        }
    }
    void said_go(int seat) override {
        if (state_.phase != Phase::GameOver) {
            outcome_.events.push_back(TableGo{seat});
        }
    }
    void last_card(int seat) override {
        if (state_.phase == Phase::GameOver) {
            return;
        }
        const bool won = peg(state_, seat, 1);
        const Card last = seat_of(state_, seat).played.back();
        outcome_.events.push_back(
            TablePoints{seat, ScoreItem{ScoreKind::LastCard, 1, {last}}, side_score(state_, seat)});
        if (won) {
            finish(state_, state_.side_of(seat), outcome_);
        }
    }
    void count_restarted(int leader) override {
        if (state_.phase != Phase::GameOver) {
            outcome_.events.push_back(TableCountRestarted{leader});
        }
    }

  private:
    TableState& state_;
    TableOutcome& outcome_;
};

TablePegging pegging_of(const TableState& state) {
    TablePegging play;
    for (const TableSeat& seat : state.seats) {
        play.hands.push_back(seat.hand);
    }
    play.pile = state.pile;
    play.count = state.count();
    play.last = state.last;
    play.go = state.go;
    play.turn = state.turn;
    return play;
}

void play_card(TableState& state, Card card, TableOutcome& outcome) {
    TablePegging play = pegging_of(state);
    TableListener listener(state, outcome);
    lay_table_card(play, card, listener);
    for (int seat = 0; seat < state.size(); ++seat) {
        seat_of(state, seat).hand = play.hands[static_cast<std::size_t>(seat)];
    }
    state.pile = play.pile;
    state.last = play.last;
    state.go = play.go;
    state.turn = play.turn;
    if (state.phase != Phase::GameOver && play.over) {
        show(state, outcome);
    }
}

// The dealer has laid away last: the pone to the dealer's right cuts and the dealer turns up the
// starter (at least four cards in each part of the pack, as at two); a jack is 2 for the dealer.
std::size_t starter_place(const TableState& state, Rng& rng) {
    return static_cast<std::size_t>(rng.between(4, static_cast<int>(state.stock.size()) - 5));
}

void turn_starter(TableState& state, Card starter, TableOutcome& outcome) {
    state.stock.erase(std::find(state.stock.begin(), state.stock.end(), starter));
    state.starter = starter;
    outcome.events.push_back(TableStarter{starter});
    if (starter.rank == cards::jack) {
        const bool won = peg(state, state.dealer, 2);
        outcome.events.push_back(TablePoints{state.dealer,
                                             ScoreItem{ScoreKind::HisHeels, 2, {starter}},
                                             side_score(state, state.dealer)});
        if (won) {
            finish(state, state.side_of(state.dealer), outcome);
            return;
        }
    }
    state.phase = Phase::Play;
    state.turn = state.left_of(state.dealer); // the dealer's left leads
    state.pile.clear();
    state.last = -1;
    state.go.assign(state.seats.size(), false);
}

bool starts_starter(const TableState& state, const TableAction& action) {
    return std::holds_alternative<Discard>(action) && state.turn == state.dealer;
}

// Why the chance cannot go with the action; empty when it can.
std::string why_chance_wrong(const TableState& state, const TableAction& action,
                             const Chance& chance) {
    if (starts_starter(state, action)) {
        if (!chance.starter) {
            return "the dealer's lay-away turns up the starter, and none is given";
        }
        const auto at = std::find(state.stock.begin(), state.stock.end(), *chance.starter);
        const auto place = at - state.stock.begin();
        if (at == state.stock.end() || place < 4 ||
            place > static_cast<long>(state.stock.size()) - 5) {
            return "the " + cards::pretty(*chance.starter) +
                   " cannot be cut for the starter (it is not in the stock with four cards "
                   "each side of it)";
        }
    } else if (chance.starter) {
        return "a starter is turned up only with the dealer's lay-away";
    }
    if (std::holds_alternative<NextDeal>(action)) {
        std::vector<Card> sorted = chance.deck;
        std::vector<Card> full = full_deck();
        std::sort(sorted.begin(), sorted.end());
        std::sort(full.begin(), full.end());
        if (sorted != full) {
            return "a deal is dealt from the 52 cards, each once";
        }
    }
    return {};
}

} // namespace

std::string describe_table(const TableAction& action) {
    return std::visit(
        cards::Overloaded{
            [](const Discard& act) { return "lay away the " + cards::pretty(act.card); },
            [](const Play& act) { return "play the " + cards::pretty(act.card); },
            [](NextDeal) -> std::string { return "deal the next hand"; }},
        action);
}

std::vector<Card> TableState::crib() const {
    std::vector<Card> cards = crib_from_deck;
    for (int step = 1; step <= size(); ++step) {
        const auto& laid = seats[static_cast<std::size_t>((dealer + step) % size())].laid_away;
        cards.insert(cards.end(), laid.begin(), laid.end());
    }
    return cards;
}

TableState new_table(int seats, int dealer, Rng& rng, int target) {
    TableState state;
    state.seats.resize(static_cast<std::size_t>(seats));
    state.partners = seats == 4;
    state.scores.assign(static_cast<std::size_t>(state.sides()), 0);
    state.target = target;
    std::vector<Card> deck = full_deck();
    rng.shuffle(deck);
    deal_table(state, dealer, deck);
    return state;
}

void deal_table(TableState& state, int dealer, const std::vector<Card>& deck) {
    state.dealer = dealer;
    for (TableSeat& seat : state.seats) {
        seat = TableSeat{};
    }
    auto next = deck.begin();
    for (int round = 0; round < table_cards_dealt; ++round) {
        for (int step = 1; step <= state.size(); ++step) {
            seat_of(state, (dealer + step) % state.size()).hand.push_back(*next++);
        }
    }
    state.crib_from_deck.clear();
    if (state.size() == 3) {
        state.crib_from_deck.push_back(*next++);
    }
    state.stock.assign(next, deck.end());
    state.starter.reset();
    state.pile.clear();
    state.last = -1;
    state.go.assign(state.seats.size(), false);
    state.shows.clear();
    state.phase = Phase::LayAway;
    state.turn = state.left_of(dealer);
    ++state.deal_number;
}

std::string why_illegal(const TableState& state, const TableAction& action) {
    const auto& hand = state.seats[static_cast<std::size_t>(state.turn)].hand;
    return std::visit(cards::Overloaded{[&](const Discard& act) -> std::string {
                                            if (state.phase != Phase::LayAway) {
                                                return "It is not the time to lay away.";
                                            }
                                            return cards::holds(hand, act.card)
                                                       ? std::string{}
                                                       : "The " + cards::pretty(act.card) +
                                                             " is not in the hand.";
                                        },
                                        [&](const Play& act) -> std::string {
                                            if (state.phase != Phase::Play) {
                                                return "The play is not on.";
                                            }
                                            if (!cards::holds(hand, act.card)) {
                                                return "The " + cards::pretty(act.card) +
                                                       " is not in the hand.";
                                            }
                                            if (state.count() + pip_value(act.card) > max_count) {
                                                return "The " + cards::pretty(act.card) +
                                                       " would take the count past 31.";
                                            }
                                            return {};
                                        },
                                        [&](NextDeal) -> std::string {
                                            return state.phase == Phase::DealOver
                                                       ? std::string{}
                                                       : "The hand has not been counted yet.";
                                        }},
                      action);
}

std::vector<TableAction> legal_actions(const TableState& state) {
    return legal_actions(table_view(state, state.turn));
}

std::vector<TableAction> legal_actions(const TableView& view) {
    std::vector<TableAction> actions;
    if (view.turn != view.seat && view.phase != Phase::DealOver) {
        return actions;
    }
    switch (view.phase) {
    case Phase::LayAway:
        for (const Card card : view.hand) {
            actions.push_back(Discard{card});
        }
        break;
    case Phase::Play:
        for (const Card card : view.hand) {
            if (view.count + pip_value(card) <= max_count) {
                actions.push_back(Play{card});
            }
        }
        break;
    case Phase::DealOver:
        actions.push_back(NextDeal{});
        break;
    default:
        break;
    }
    return actions;
}

Chance draw_table_chance(const TableState& state, const TableAction& action, Rng& rng) {
    Chance chance;
    if (!why_illegal(state, action).empty()) {
        return chance;
    }
    if (starts_starter(state, action)) {
        chance.starter = state.stock[starter_place(state, rng)];
    } else if (std::holds_alternative<NextDeal>(action)) {
        chance.deck = full_deck();
        rng.shuffle(chance.deck);
    }
    return chance;
}

TableOutcome apply_table(TableState& state, const TableAction& action, Rng& rng) {
    const Chance chance = draw_table_chance(state, action, rng);
    return apply_table(state, action, chance);
}

TableOutcome apply_table(TableState& state, const TableAction& action, const Chance& chance) {
    TableOutcome outcome;
    std::string why = why_illegal(state, action);
    if (why.empty()) {
        why = why_chance_wrong(state, action, chance);
    }
    if (!why.empty()) {
        outcome.ok = false;
        outcome.error = std::move(why);
        return outcome;
    }
    outcome.ok = true;
    std::visit(cards::Overloaded{
                   [&](const Discard& act) {
                       TableSeat& seat = seat_of(state, state.turn);
                       seat.hand.erase(std::find(seat.hand.begin(), seat.hand.end(), act.card));
                       seat.laid_away = {act.card};
                       outcome.events.push_back(TableDiscarded{state.turn});
                       if (state.turn == state.dealer) {
                           turn_starter(state, *chance.starter, outcome);
                       } else {
                           state.turn = state.left_of(state.turn);
                       }
                   },
                   [&](const Play& act) { play_card(state, act.card, outcome); },
                   [&](NextDeal) {
                       deal_table(state, state.left_of(state.dealer), chance.deck); // passes left
                       outcome.events.push_back(TableDealt{state.dealer, state.deal_number});
                   }},
               action);
    return outcome;
}

std::vector<Card> dealt_deck(const TableState& state) {
    std::vector<Card> deck;
    for (int round = 0; round < table_cards_dealt; ++round) {
        for (int step = 1; step <= state.size(); ++step) {
            deck.push_back(
                state.seats[static_cast<std::size_t>((state.dealer + step) % state.size())]
                    .hand[static_cast<std::size_t>(round)]);
        }
    }
    deck.insert(deck.end(), state.crib_from_deck.begin(), state.crib_from_deck.end());
    deck.insert(deck.end(), state.stock.begin(), state.stock.end());
    return deck;
}

std::optional<int> table_winner(const TableState& state) {
    for (int side = 0; side < state.sides(); ++side) {
        if (state.scores[static_cast<std::size_t>(side)] >= state.target) {
            return side;
        }
    }
    return std::nullopt;
}

TableView table_view(const TableState& state, int seat) {
    TableView view;
    view.seat = seat;
    view.seats = state.size();
    view.partners = state.partners;
    view.phase = state.phase;
    view.turn = state.turn;
    view.dealer = state.dealer;
    view.scores = state.scores;
    view.target = state.target;
    const TableSeat& mine = state.seats[static_cast<std::size_t>(seat)];
    view.hand = mine.hand;
    view.laid_away = mine.laid_away;
    for (const TableSeat& each : state.seats) {
        view.played.push_back(each.played);
        view.hand_sizes.push_back(static_cast<int>(each.hand.size()));
    }
    view.pile = state.pile;
    view.count = state.count();
    view.last = state.last;
    view.go = state.go;
    view.starter = state.starter;
    view.shows = state.shows; // counted aloud: every seat has seen them
    return view;
}

} // namespace parlor::cribbage
