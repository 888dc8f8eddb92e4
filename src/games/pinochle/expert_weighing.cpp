// The expert's look-ahead: while the stock lasts, each play is played out to the end of the
// round over many guesses at the hidden cards (the same guesses for every play, so that the
// plays are compared on equal terms); once the stock is gone, the endgame search.

#include "endgame_search.hpp"
#include "playout.hpp"
#include "seat_knowledge.hpp"
#include "strategies.hpp"

#include <algorithm>

namespace parlor::pinochle::detail {

namespace {

// The budgets keep a decision near 50 ms on a slow machine; they count work, never time, so a
// seed gives the same decision everywhere.
constexpr int playouts_per_decision = 240;
constexpr int fewest_guesses = 16;
constexpr long endgame_nodes = 100'000;

int difference(const Position& p, int me) {
    return p.points[static_cast<std::size_t>(me)] - p.points[static_cast<std::size_t>(1 - me)];
}

bool stock_gone(const SeatView& view) {
    return view.stock_size == 0 && !view.trump_card;
}

Weighing from_search(const EndgameResult& result) {
    Weighing weighing;
    weighing.searched = true;
    weighing.exact = result.exact;
    weighing.depth = result.depth;
    weighing.tricks_left = result.tricks_left;
    for (const EndgameMove& move : result.moves) {
        weighing.plays.push_back({static_cast<std::size_t>(move.choice), double(move.value)});
    }
    return weighing;
}

Weighing play_out_guesses(const SeatView& view, const std::vector<std::size_t>& plays,
                          std::uint64_t seed) {
    Weighing weighing;
    const Unseen unseen = unseen_of(view);
    Rng rng(seed);
    const int guesses =
        std::max(fewest_guesses, playouts_per_decision / static_cast<int>(plays.size()));
    std::vector<double> sums(plays.size(), 0.0);
    std::vector<int> won(plays.size(), 0);
    const int mine = me(view);
    const auto lead = view.lead ? std::optional(index_of(*view.lead)) : std::nullopt;
    for (int g = 0; g < guesses; ++g) {
        const auto world = guess_position(view, unseen, rng);
        if (!world) {
            break;
        }
        ++weighing.guesses;
        for (std::size_t k = 0; k < plays.size(); ++k) {
            Position p = *world;
            const int at = static_cast<int>(plays[k]);
            int winner;
            if (lead) {
                winner = p.finish_lead(*lead, at);
            } else {
                FastHand& hand = p.hands[static_cast<std::size_t>(mine)];
                const CardIndex card = hand.id[static_cast<std::size_t>(at)];
                hand.remove(at);
                winner = p.finish_lead(card, choose_chase(p, card));
            }
            won[k] += winner == mine ? 1 : 0;
            finish_trick(p, winner);
            play_out(p);
            sums[k] += difference(p, mine);
        }
    }
    const double n = std::max(1, weighing.guesses);
    for (std::size_t k = 0; k < plays.size(); ++k) {
        weighing.plays.push_back({plays[k], sums[k] / n, won[k] / n});
    }
    std::stable_sort(weighing.plays.begin(), weighing.plays.end(),
                     [](const WeighedPlay& a, const WeighedPlay& b) { return a.value > b.value; });
    return weighing;
}

} // namespace

Weighing weigh_plays(const SeatView& view, std::uint64_t seed) {
    const auto hand = fast_hand(view.hand);
    if (!hand || (view.phase != Phase::Lead && view.phase != Phase::Follow) ||
        (view.phase == Phase::Follow && !view.lead)) {
        return {};
    }
    std::array<std::uint8_t, max_held> at{};
    const int n = hand->distinct_plays(at);
    const std::vector<std::size_t> plays(at.begin(), at.begin() + n);
    if (plays.empty()) {
        return {};
    }
    if (stock_gone(view)) {
        const auto position = known_position(view);
        if (position) {
            const auto lead = view.lead ? std::optional(index_of(*view.lead)) : std::nullopt;
            const auto result = search_endgame(
                *position, me(view), lead ? RootKind::Chase : RootKind::Lead, lead, endgame_nodes);
            if (result && !result->moves.empty()) {
                return from_search(*result);
            }
        }
    }
    return play_out_guesses(view, plays, seed);
}

std::optional<std::pair<Meld, Weighing>> search_meld(const SeatView& view) {
    if (view.phase != Phase::Meld || !stock_gone(view)) {
        return std::nullopt;
    }
    const auto position = known_position(view);
    if (!position) {
        return std::nullopt;
    }
    const auto result =
        search_endgame(*position, me(view), RootKind::Meld, std::nullopt, endgame_nodes);
    if (!result || result->moves.empty()) {
        return std::nullopt;
    }
    const Meld meld =
        possible_melds(view.trump)[static_cast<std::size_t>(result->moves.front().choice)];
    return std::pair(meld, from_search(*result));
}

} // namespace parlor::pinochle::detail
