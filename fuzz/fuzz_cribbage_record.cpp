// Any bytes given to Cribbage's record reader and its replay: games that replay, or an error
// naming the file and a line of the text, never a crash (a deck of 51 cards, a starter that is
// not in the stock, a card twice, a score past the target...).

#include "parlor/games/cribbage/recorded_game.hpp"
#include "record_reader_checks.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace parlor::cribbage;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    parlor::fuzz::check_record_reader<GameState>(
        "fuzz_cribbage_record", text, read_recorded_games,
        [](const RecordedGame&, const GameState& state) {
            for (const int score : scores(state)) {
                if (score < 0 || score > state.target) {
                    return std::string("a replay that scores past the target\n") +
                           std::to_string(score);
                }
            }
            return std::string();
        });
    return 0;
}
