#include "app/bench_table.hpp"

namespace parlor::app {

FiveCrownsStart busy_table_start(std::uint64_t seed) {
    cards::Rng rng(seed);
    FiveCrownsStart start;
    start.state = fivecrowns::new_game(rng);
    fivecrowns::deal_round(start.state, fivecrowns::round_count, fivecrowns::Seat::Human, rng);
    // Move a third of the stock to the discard pile: a table late in the round.
    auto& stock = start.state.stock;
    auto& discard = start.state.discard;
    const std::size_t moved = stock.size() / 3;
    discard.insert(discard.begin(), stock.begin(),
                   stock.begin() + static_cast<std::ptrdiff_t>(moved));
    stock.erase(stock.begin(), stock.begin() + static_cast<std::ptrdiff_t>(moved));
    start.state.players[0].score = 87;
    start.state.players[1].score = 64;
    start.seed = rng.fork_seed();
    return start;
}

CribbageStart busy_cribbage_start(std::uint64_t seed) {
    cards::Rng rng(seed);
    CribbageStart start;
    start.state = cribbage::new_game();
    cribbage::deal(start.state, cribbage::Seat::Computer, rng);
    start.state.players[0].score = 87;
    start.state.players[1].score = 64;
    // Both lay away their first two cards, then three cards are played: the human to play next
    // or the computer, a count on the table.
    for (int moves = 0; moves < 5; ++moves) {
        const auto legal = cribbage::legal_actions(start.state);
        if (legal.empty()) {
            break;
        }
        cribbage::apply(start.state, legal.front(), rng);
    }
    start.seed = rng.fork_seed();
    start.difficulty = "greedy";
    return start;
}

} // namespace parlor::app
