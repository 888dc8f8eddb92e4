// The review: the help's advice at each of the seat's decisions, against what the seat did, the
// played move valued by the same search on the same sampled positions (compare_to_advice).

#include "parlor/games/casino/review.hpp"

#include "trail_choice.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/casino/ai.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::casino {

namespace {

using record::ReviewItem;

// The card a move plays from the hand, then the table's cards it takes or builds with.
std::vector<Card> cards_used(const Action& action) {
    std::vector<Card> cards;
    if (const auto* capture = std::get_if<Capture>(&action)) {
        cards = {capture->card};
        cards.insert(cards.end(), capture->taken.begin(), capture->taken.end());
    } else if (const auto* build = std::get_if<Build>(&action)) {
        cards = {build->card};
        cards.insert(cards.end(), build->loose.begin(), build->loose.end());
        cards.insert(cards.end(), build->onto.begin(), build->onto.end());
    } else if (const auto* trail = std::get_if<Trail>(&action)) {
        cards = {trail->card};
    }
    return cards;
}

// The card as far as the scoring tells it apart: a spade and the 10♦ are themselves, any other
// card stands for every card of its rank that is neither.
Card kind_of(Card card) {
    if (card.suit == Suit::Spades || card == Card::of(10, Suit::Diamonds)) {
        return card;
    }
    return Card::of(card.rank, Suit::Hearts);
}

std::vector<Card> kinds_of(const std::vector<Card>& cards) {
    std::vector<Card> kinds;
    std::transform(cards.begin(), cards.end(), std::back_inserter(kinds), kind_of);
    std::sort(kinds.begin(), kinds.end());
    return kinds;
}

Action kind_of(const Action& action) {
    return std::visit(
        [](auto act) -> Action {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Capture>) {
                act.taken = kinds_of(act.taken);
            } else if constexpr (std::is_same_v<T, Build>) {
                act.loose = kinds_of(act.loose);
                act.onto = kinds_of(act.onto);
            }
            if constexpr (requires { act.card; }) {
                act.card = kind_of(act.card);
            }
            return act;
        },
        action);
}

bool is_choice(const SeatView& view) {
    if (view.phase != Phase::Play || view.turn != view.seat) {
        return false;
    }
    std::vector<Action> kinds;
    for (const Action& move : legal_moves(view)) {
        const Action kind = kind_of(move);
        if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) {
            kinds.push_back(kind);
        }
    }
    return kinds.size() > 1;
}

// The expert's ranking with the played move valued beside it, and whether it chose that move.
bool chosen_or_close(const SeatView& view, const Action& played, std::uint64_t seed) {
    const Comparison again = compare_to_advice(view, played, seed);
    return alike(again.advice.action, played) || again.within_noise;
}

} // namespace

bool alike(const Action& a, const Action& b) {
    return kind_of(a) == kind_of(b);
}

Judgement judge(const SeatView& view, const Action& played, std::uint64_t seed) {
    Judgement judged;
    judged.decision = is_choice(view);
    if (!judged.decision) {
        return judged;
    }
    const Comparison comparison = compare_to_advice(view, played, seed);
    if (alike(comparison.advice.action, played)) {
        return judged;
    }
    ReviewItem item;
    item.played = describe(played);
    item.expert = describe(comparison.advice.action);
    item.played_cards = cards_used(played);
    item.expert_cards = cards_used(comparison.advice.action);
    item.cost = comparison.chosen - comparison.played;
    if (item.cost <= record::same_worth) {
        return judged; // worth as much to the expert, or more in the search that valued it
    }
    item.unit = record::points_unit;
    // The help's first line: the move and why ("Build 13 with your 8♥ on the 5: 2 cards to take
    // on a later turn; you keep the K♦ to take it."); its summary is often the move alone.
    item.reason = comparison.advice.lines.front();
    const auto* trailed = std::get_if<Trail>(&played);
    const auto* advised = std::get_if<Trail>(&comparison.advice.action);
    if (trailed != nullptr && advised != nullptr) {
        // That line is true of both trails ("nothing to capture or build"): say instead what
        // tells the two cards apart at the table.
        item.reason = detail::trail_choice_reason(view, advised->card, trailed->card);
    }
    const record::Noise noise{item.cost, comparison.spread, comparison.exact,
                              comparison.within_noise};
    // Another sampling of the cards the seat cannot see, as the expert with another seed would
    // draw: the same comparison again.
    item.close_call = record::is_close_call(noise, [&](std::uint64_t k) {
        return chosen_or_close(view, played, cards::derive_seed(seed, k));
    });
    judged.item = item;
    return judged;
}

double standing(const GameState& state, Seat seat) {
    return double(state.players[index(seat)].score - state.players[index(other(seat))].score);
}

double win_chance(const GameState& state, Seat seat, double shift) {
    // A round brings 11 points between the two, 5.5 each on average, and the first total past 21
    // wins: the rounds left are those the leader needs at that pace, this one counted. Their
    // difference of points varies by about 4 points a round (measured spread, rounded).
    const int leader = std::max(state.players[0].score, state.players[1].score);
    const double rounds_left = std::max(1.0, std::ceil((winning_score + 1 - leader) / 5.5));
    return record::normal_win_chance(standing(state, seat) + shift, round_spread, rounds_left);
}

record::Review review(const RecordedGame& game, Seat seat, std::string_view file,
                      std::uint64_t seed, std::string& error) {
    const auto round_of = [](const GameState& state) { return state.round; };
    record::Outlook<GameState> outlook;
    outlook.unit = record::points_unit;
    outlook.standing = [seat](const GameState& state) { return standing(state, seat); };
    outlook.win_chance = [seat](const GameState& state, double shift) {
        return win_chance(state, seat, shift);
    };
    return record::review_game<GameState>("round", game, seat, file, seed, round_of, outlook,
                                          error);
}

} // namespace parlor::casino
