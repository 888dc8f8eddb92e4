// Any bytes given to Pinochle's record reader and its replay: games that replay, or an error
// naming the file and a line of the text, never a crash (a deck of 47 cards or with a card three
// times, a toss without its coin, a copy from a meld that is not there, a winner with equal
// totals...).

#include "parlor/games/pinochle/recorded_game.hpp"
#include "record_reader_checks.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

// The cards of the round in play.
std::size_t placed(const parlor::pinochle::GameState& state) {
    std::size_t cards = state.stock.size() + (state.trump_card ? 1 : 0) + (state.lead ? 1 : 0);
    for (const parlor::pinochle::Player& player : state.players) {
        cards += player.hand.cards.size() + player.captured.size();
    }
    return cards;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace parlor::pinochle;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    parlor::fuzz::check_record_reader<GameState>(
        "fuzz_pinochle_record", text, read_recorded_games,
        [](const RecordedGame& game, const GameState& state) {
            // Every card of the deck is somewhere: in a hand, a capture pile, the stock, the trump
            // card or the lead awaiting its chase; never lost, never made. The round a position
            // began in keeps the position's count (a save may lack cards, with a warning).
            const std::size_t expected = game.position && state.round == game.position->round
                                             ? placed(*game.position)
                                             : static_cast<std::size_t>(deck_size);
            if (placed(state) != expected) {
                return std::string("a replay that loses or makes cards\n") +
                       std::to_string(placed(state));
            }
            return std::string();
        });
    return 0;
}
