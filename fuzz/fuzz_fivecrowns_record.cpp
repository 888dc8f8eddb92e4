// Any bytes given to Five Crowns' record reader and its replay: games that replay, or an error
// naming the file and a line of the text, never a crash (a deck of 115 cards, a card three
// times, a discard of a card not held, a reshuffle of cards not in the discard pile, a draw
// twice...). A game that replays holds the 116 cards, each twice, wherever they lie.

#include "parlor/games/fivecrowns/recorded_game.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail) {
    std::fprintf(stderr, "fuzz_fivecrowns_record: %s\n%s\n", what, detail.c_str());
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
    using namespace parlor::fivecrowns;
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
        std::vector<Card> all = state.stock;
        all.insert(all.end(), state.discard.begin(), state.discard.end());
        for (const Player& player : state.players) {
            all.insert(all.end(), player.hand.begin(), player.hand.end());
        }
        if (!why_not_deck(all).empty()) {
            fail("a replay that lost or made cards", why_not_deck(all));
        }
        for (const int score : scores(state)) {
            if (score < 0) {
                fail("a replay with a negative total", std::to_string(score));
            }
        }
    }
    return 0;
}
