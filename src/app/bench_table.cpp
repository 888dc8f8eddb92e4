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

} // namespace parlor::app
