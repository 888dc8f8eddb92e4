// Any bytes given to Pinochle's record reader and its replay: games that replay, or an error
// naming the file and a line of the text, never a crash (a deck of 47 cards or with a card three
// times, a toss without its coin, a copy from a meld that is not there, a winner with equal
// totals...).

#include "parlor/games/pinochle/recorded_game.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "fuzz_pinochle_record: %s\n%s\n", what, detail.c_str());
    std::abort();
}

// An error is "fuzz.jsonl:LINE: problem" with a line the text has.
void check_error(const std::string& error, std::string_view text) {
    const auto lines = static_cast<long>(std::count(text.begin(), text.end(), '\n')) + 1;
    const std::string prefix = "fuzz.jsonl:";
    if (error.rfind(prefix, 0) != 0) {
        fail("an error that does not begin with the file", error);
    }
    const long line = std::strtol(error.c_str() + prefix.size(), nullptr, 10);
    if (line < 1 || line > lines) {
        fail("an error on a line the text does not have", error);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace parlor::pinochle;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const RecordedGames read = read_recorded_games(text, "fuzz.jsonl");
    if (!read.ok()) {
        check_error(read.error, text);
        return 0;
    }
    for (const RecordedGame& game : read.games) {
        GameState state;
        const std::string error = replay(game, "fuzz.jsonl", state);
        if (!error.empty()) {
            check_error(error, text);
            return 0;
        }
        // Every card of the deck is somewhere: in a hand, a capture pile, the stock, the trump
        // card or the lead awaiting its chase; never lost, never made.
        std::size_t placed = state.stock.size() + (state.trump_card ? 1 : 0) + (state.lead ? 1 : 0);
        for (const Player& player : state.players) {
            placed += player.hand.cards.size() + player.captured.size();
        }
        if (placed != static_cast<std::size_t>(deck_size)) {
            fail("a replay that loses or makes cards", std::to_string(placed));
        }
    }
    return 0;
}
