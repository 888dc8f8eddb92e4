// The course of a game: the cut for the first deal, dealing, the lay-away, the starter and his
// heels, the play, the show, and the end at the target (121 or 61).

#include "parlor/games/cribbage/rules.hpp"

#include "parlor/cards/shuffled.hpp"
#include "parlor/cards/why_refused.hpp"

#include <algorithm>
#include <type_traits>

namespace parlor::cribbage {

namespace {

void finish(GameState& state, Seat winner, Outcome& outcome) {
    state.phase = Phase::GameOver;
    outcome.events.push_back(GameOverEvent{
        winner, scores(state), skunk_of(state.player(other(winner)).score, state.target)});
}

// Moves a player's peg; the last hole is the target. Returns true when that wins the game, which
// then ends at once (the caller reports the points, then finishes).
bool peg(GameState& state, Seat seat, int points) {
    int& score = state.player(seat).score;
    score = std::min(state.target, score + points);
    return score >= state.target;
}

void remove_card(std::vector<Card>& hand, Card card) {
    hand.erase(std::find(hand.begin(), hand.end(), card));
}

// The cuts for the first deal, as chance drew them: every tie, then the cut that decides. The
// lower card deals (the ace is low).
void cut_for_deal(GameState& state, const Chance& chance, Outcome& outcome) {
    for (const Cut& cut : chance.cuts) {
        if (cut.human.rank == cut.computer.rank) {
            outcome.events.push_back(CutForDealEvent{cut.human, cut.computer, std::nullopt});
            continue; // a tie: they cut again
        }
        const Seat dealer = cut.human.rank < cut.computer.rank ? Seat::Human : Seat::Computer;
        outcome.events.push_back(CutForDealEvent{cut.human, cut.computer, dealer});
        deal(state, dealer, chance.deck);
        outcome.events.push_back(DealtEvent{dealer, state.deal_number});
        return;
    }
}

// The pone has cut the rest of the pack and the dealer turns up `starter`.
void turn_starter(GameState& state, Card starter, Outcome& outcome) {
    state.stock.erase(std::find(state.stock.begin(), state.stock.end(), starter));
    state.starter = starter;
    outcome.events.push_back(StarterEvent{starter});
    if (starter.rank == cards::jack) {
        // His heels: a jack turned up is 2 for the dealer.
        const bool won = peg(state, state.dealer, 2);
        outcome.events.push_back(PointsEvent{state.dealer,
                                             ScoreItem{ScoreKind::HisHeels, 2, {starter}},
                                             state.player(state.dealer).score});
        if (won) {
            finish(state, state.dealer, outcome);
            return;
        }
    }
    state.phase = Phase::Play;
    state.turn = state.pone(); // the pone leads
    state.pile.clear();
    state.go.reset();
}

// True when this lay-away is the second of the deal, after which the starter is turned up.
bool completes_the_crib(const GameState& state) {
    return state.phase == Phase::LayAway &&
           state.player(other(state.turn)).hand.size() <= static_cast<std::size_t>(hand_size);
}

bool is_whole_deck(const std::vector<Card>& deck) {
    if (deck.size() != static_cast<std::size_t>(deck_size)) {
        return false;
    }
    unsigned long long seen = 0;
    for (const Card card : deck) {
        if (!in_deck(card) || (seen & card_bit(card)) != 0) {
            return false;
        }
        seen |= card_bit(card);
    }
    return true;
}

void lay_away(GameState& state, const LayAway& act, const Chance& chance, Outcome& outcome) {
    const Seat seat = state.turn;
    Player& player = state.player(seat);
    remove_card(player.hand, act.first);
    remove_card(player.hand, act.second);
    player.laid_away = {act.first, act.second};
    outcome.events.push_back(LaidAwayEvent{seat, act.first, act.second});
    if (state.player(other(seat)).hand.size() > static_cast<std::size_t>(hand_size)) {
        state.turn = other(seat);
        return;
    }
    turn_starter(state, *chance.starter, outcome);
}

// Whether `seat` counts its own points: only the human, when the game says so.
bool counts_own(const GameState& state, Seat seat) {
    return seat == Seat::Human && state.count_own != CountOwn::Off;
}

// Turns what the play does into points, events and the played cards of the state. Once the
// game is over nothing more is reported.
class EngineListener final : public PlayListener {
  public:
    EngineListener(GameState& state, Outcome& outcome) : state_(state), outcome_(outcome) {}

    void laid(int seat_index, Card card, std::span<const Card> pile, int points) override {
        const Seat seat = static_cast<Seat>(seat_index);
        state_.player(seat).played.push_back(card);
        if (counts_own(state_, seat) && points > 0) {
            // The player claims these points before anything else is played (claim.hpp).
            state_.claim = PendingClaim{seat, ClaimOf::Pegging, pegging_items(pile), points};
            outcome_.events.push_back(
                PlayedEvent{seat, card, count_of(pile), {}, state_.player(seat).score});
            return;
        }
        const bool won = peg(state_, seat, points);
        outcome_.events.push_back(PlayedEvent{seat, card, count_of(pile), pegging_items(pile),
                                              state_.player(seat).score});
        if (won) {
            finish(state_, seat, outcome_);
        }
    }
    void said_go(int seat_index) override {
        if (state_.phase != Phase::GameOver) {
            outcome_.events.push_back(GoEvent{static_cast<Seat>(seat_index)});
        }
    }
    void last_card(int seat_index) override {
        const Seat seat = static_cast<Seat>(seat_index);
        if (state_.phase == Phase::GameOver) {
            return;
        }
        const bool won = peg(state_, seat, 1);
        const Card last = state_.player(seat).played.back();
        outcome_.events.push_back(PointsEvent{seat, ScoreItem{ScoreKind::LastCard, 1, {last}},
                                              state_.player(seat).score});
        if (won) {
            finish(state_, seat, outcome_);
        }
    }
    void count_restarted(int leader) override {
        if (state_.phase != Phase::GameOver) {
            outcome_.events.push_back(CountRestartedEvent{static_cast<Seat>(leader)});
        }
    }

  private:
    GameState& state_;
    Outcome& outcome_;
};

Show show_of(const GameState& state, Seat seat, bool is_crib) {
    Show counted;
    counted.seat = seat;
    counted.crib = is_crib;
    counted.cards = is_crib ? state.crib() : state.player(seat).played;
    counted.starter = *state.starter;
    counted.score = hand_value(counted.cards, *state.starter, is_crib);
    return counted;
}

// The show: the pone's hand, the dealer's hand, the dealer's crib, each with the starter. Counts
// from where it stopped (`shows` made so far): a player counting their own stops it at their
// hand or crib until they claim.
void show(GameState& state, Outcome& outcome) {
    const Seat dealer = state.dealer;
    const std::array<std::pair<Seat, bool>, 3> order = {
        {{other(dealer), false}, {dealer, false}, {dealer, true}}};
    for (std::size_t step = state.shows.size(); step < order.size(); ++step) {
        const auto [seat, is_crib] = order[step];
        Show counted = show_of(state, seat, is_crib);
        if (counts_own(state, seat)) {
            state.claim = PendingClaim{seat, is_crib ? ClaimOf::Crib : ClaimOf::Hand,
                                       counted.score.items, counted.score.total};
            return;
        }
        state.shows.push_back(counted);
        const bool won = peg(state, seat, counted.score.total);
        outcome.events.push_back(ShowEvent{std::move(counted), state.player(seat).score});
        if (won) {
            finish(state, seat, outcome);
            return;
        }
    }
    state.phase = Phase::DealOver;
    state.turn = Seat::Human;
}

void play_card(GameState& state, Card card, Outcome& outcome) {
    PlayPosition position = play_position(state);
    EngineListener listener(state, outcome);
    lay_card(position, card, listener);
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const auto held = position.hand(index(seat));
        state.player(seat).hand.assign(held.begin(), held.end());
    }
    const auto pile = position.pile_cards();
    state.pile.assign(pile.begin(), pile.end());
    state.go = position.go < 0 ? std::nullopt : std::optional<Seat>(static_cast<Seat>(position.go));
    state.turn = static_cast<Seat>(position.turn);
    if (state.phase == Phase::GameOver || state.claim) {
        return; // the show waits for the claim
    }
    if (position.over) {
        show(state, outcome);
    }
}

// The play is over once both hands are empty: the show is next.
bool play_over(const GameState& state) {
    return state.player(Seat::Human).hand.empty() && state.player(Seat::Computer).hand.empty();
}

// The claim made: the claimed points pegged, with muggins the points missed pegged by the
// opponent, then the game goes on where the claim stopped it (the play, or the show).
void settle_claim(GameState& state, int claimed, Outcome& outcome) {
    const PendingClaim claim = *state.claim;
    state.claim.reset();
    if (claim.of != ClaimOf::Pegging) {
        state.shows.push_back(show_of(state, claim.seat, claim.of == ClaimOf::Crib));
    }
    bool won = peg(state, claim.seat, claimed);
    outcome.events.push_back(
        ClaimEvent{claim.seat, claim.of, claimed, claim.items, state.player(claim.seat).score});
    if (won) {
        finish(state, claim.seat, outcome);
        return;
    }
    const int missed = claim.points - claimed;
    if (state.count_own == CountOwn::Muggins && missed > 0) {
        const Seat taker = other(claim.seat);
        won = peg(state, taker, missed);
        outcome.events.push_back(MugginsEvent{taker, missed, missed_items(claim.items, missed),
                                              state.player(taker).score});
        if (won) {
            finish(state, taker, outcome);
            return;
        }
    }
    if (claim.of != ClaimOf::Pegging || play_over(state)) {
        show(state, outcome);
    }
}

} // namespace

GameState new_game(int target, CountOwn count_own) {
    GameState state;
    state.target = target;
    state.count_own = count_own;
    return state;
}

void deal(GameState& state, Seat dealer, Rng& rng) {
    std::vector<Card> deck = full_deck();
    rng.shuffle(deck);
    deal(state, dealer, deck);
}

void deal(GameState& state, Seat dealer, const std::vector<Card>& deck) {
    state.dealer = dealer;
    for (Player& player : state.players) {
        player.hand.clear();
        player.played.clear();
        player.laid_away.clear();
    }
    // One card at a time, the pone first.
    auto next = deck.begin();
    for (int i = 0; i < cards_dealt; ++i) {
        state.player(other(dealer)).hand.push_back(*next++);
        state.player(dealer).hand.push_back(*next++);
    }
    state.stock.assign(next, deck.end());
    state.starter.reset();
    state.pile.clear();
    state.go.reset();
    state.shows.clear();
    state.phase = Phase::LayAway;
    state.turn = other(dealer);
    ++state.deal_number;
}

Chance draw_chance(const GameState& state, const Action& action, Rng& rng) {
    return cards::draw_if_legal<Chance>(state, action, [&](Chance& chance) {
        if (std::holds_alternative<CutForDeal>(action)) {
            while (chance.cuts.empty() ||
                   chance.cuts.back().human.rank == chance.cuts.back().computer.rank) {
                // Each player lifts part of a shuffled pack and shows the card at the cut.
                std::vector<Card> deck = cards::shuffled(rng, full_deck());
                const auto human_at = rng.below(deck.size());
                const Card human = deck[human_at];
                deck.erase(deck.begin() + static_cast<long>(human_at));
                chance.cuts.push_back({human, deck[rng.below(deck.size())]});
            }
            chance.deck = cards::shuffled(rng, full_deck());
        } else if (std::holds_alternative<NextDeal>(action)) {
            chance.deck = cards::shuffled(rng, full_deck());
        } else if (std::holds_alternative<LayAway>(action) && completes_the_crib(state)) {
            // The pone cuts, leaving at least four cards in each part when the pack allows it.
            const std::size_t size = state.stock.size();
            const std::size_t at =
                size > 8 ? static_cast<std::size_t>(rng.between(4, static_cast<int>(size) - 5))
                         : rng.below(size);
            chance.starter = state.stock[at];
        }
    });
}

std::string why_impossible(const GameState& state, const Action& action, const Chance& chance) {
    const bool deals =
        std::holds_alternative<CutForDeal>(action) || std::holds_alternative<NextDeal>(action);
    if (deals != !chance.deck.empty()) {
        return deals ? "a deal needs the order of its deck" : "only a deal has a deck";
    }
    if (deals && !is_whole_deck(chance.deck)) {
        return "the deck dealt is not the 52 cards, each once";
    }
    if (std::holds_alternative<CutForDeal>(action)) {
        if (chance.cuts.empty()) {
            return "the cut for the deal needs its cards";
        }
        for (std::size_t i = 0; i < chance.cuts.size(); ++i) {
            const Cut& cut = chance.cuts[i];
            if (!in_deck(cut.human) || !in_deck(cut.computer) || cut.human == cut.computer) {
                return "a cut shows two different cards of the deck";
            }
            const bool tie = cut.human.rank == cut.computer.rank;
            if (tie != (i + 1 < chance.cuts.size())) {
                return tie ? "the last cut is a tie: nobody deals"
                           : "a cut that decides the deal is followed by another";
            }
        }
    } else if (!chance.cuts.empty()) {
        return "only the cut for the deal has cuts";
    }
    const bool turns_starter = std::holds_alternative<LayAway>(action) && completes_the_crib(state);
    if (turns_starter != chance.starter.has_value()) {
        return turns_starter ? "the second lay-away needs its starter"
                             : "only the second lay-away turns up a starter";
    }
    if (turns_starter &&
        std::find(state.stock.begin(), state.stock.end(), *chance.starter) == state.stock.end()) {
        return "the starter " + cards::to_string(*chance.starter) + " is not in the stock";
    }
    return {};
}

Outcome apply(GameState& state, const Action& action, const Chance& chance) {
    return cards::apply_drawn<Event>(state, action, chance, [&](const auto& act, Outcome& outcome) {
        using T = std::decay_t<decltype(act)>;
        if constexpr (std::is_same_v<T, CutForDeal>) {
            cut_for_deal(state, chance, outcome);
        } else if constexpr (std::is_same_v<T, LayAway>) {
            lay_away(state, act, chance, outcome);
        } else if constexpr (std::is_same_v<T, Play>) {
            play_card(state, act.card, outcome);
        } else if constexpr (std::is_same_v<T, Claim>) {
            settle_claim(state, act.points, outcome);
        } else {
            deal(state, other(state.dealer), chance.deck);
            outcome.events.push_back(DealtEvent{state.dealer, state.deal_number});
        }
    });
}

Outcome apply(GameState& state, const Action& action, Rng& rng) {
    return apply(state, action, draw_chance(state, action, rng));
}

PlayPosition play_position(const GameState& state) {
    PlayPosition position;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const auto& hand = state.player(seat).hand;
        const std::size_t n = std::min<std::size_t>(hand.size(), 4);
        const auto i = static_cast<std::size_t>(index(seat));
        std::copy_n(hand.begin(), n, position.hands[i].begin());
        position.hand_size[i] = static_cast<int>(n);
    }
    const std::size_t n = std::min<std::size_t>(state.pile.size(), position.pile.size());
    std::copy_n(state.pile.begin(), n, position.pile.begin());
    position.pile_size = static_cast<int>(n);
    position.count = count_of(position.pile_cards());
    if (!state.pile.empty()) {
        const Card last = state.pile.back();
        for (const Seat seat : {Seat::Human, Seat::Computer}) {
            const auto& played = state.player(seat).played;
            if (std::find(played.begin(), played.end(), last) != played.end()) {
                position.last = index(seat);
            }
        }
    }
    position.go = state.go ? index(*state.go) : -1;
    position.turn = index(state.turn);
    return position;
}

} // namespace parlor::cribbage
