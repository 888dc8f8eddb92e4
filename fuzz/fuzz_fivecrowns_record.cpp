// Any bytes given to Five Crowns' record reader and its replay: games that replay, or an error
// naming the file and a line of the text, never a crash (a deck of 115 cards, a card three
// times, a discard of a card not held, a reshuffle of cards not in the discard pile, a draw
// twice...). A game that replays holds the 116 cards, each twice, wherever they lie.

#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "record_reader_checks.hpp"

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

// Every card of the round, sorted.
std::vector<parlor::fivecrowns::Card> cards_of(const parlor::fivecrowns::GameState& state) {
    std::vector<parlor::fivecrowns::Card> all = state.stock;
    all.insert(all.end(), state.discard.begin(), state.discard.end());
    for (const parlor::fivecrowns::Player& player : state.players) {
        all.insert(all.end(), player.hand.begin(), player.hand.end());
    }
    std::sort(all.begin(), all.end());
    return all;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace parlor::fivecrowns;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    parlor::fuzz::check_record_reader<GameState>(
        "fuzz_fivecrowns_record", text, read_recorded_games,
        [](const RecordedGame& game, const GameState& state) {
            // The round a position began in keeps the position's cards (a save may lack some,
            // with a warning); every other round is dealt from the 116.
            if (game.position && state.round == game.position->round) {
                if (cards_of(state) != cards_of(*game.position)) {
                    return std::string("a replay that lost or made cards of its position");
                }
            } else if (const std::string wrong = why_not_deck(cards_of(state)); !wrong.empty()) {
                return std::string("a replay that lost or made cards\n") + wrong;
            }
            for (const int score : scores(state)) {
                if (score < 0) {
                    return std::string("a replay with a negative total\n") + std::to_string(score);
                }
            }
            return std::string();
        });
    return 0;
}
