// Any bytes given to Cruno's record reader and its replay: games that replay, or an error naming
// the file and a line of the text, never a crash (a deck of 75 cards, a card twice, a play of a
// card not held, a conversion by an honest seat, a reshuffle of cards not in the discard pile, an
// end the game has not reached...). A game that replays holds its decks, each card as often as
// they do, wherever it lies.

#include "parlor/games/cruno/recorded_game.hpp"
#include "record_reader_checks.hpp"

#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace parlor::cruno;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    parlor::fuzz::check_record_reader<GameState>(
        "fuzz_cruno_record", text, read_recorded_games,
        [](const RecordedGame&, const GameState& state) {
            const std::string wrong = why_not_deck(all_cards(state), state.player_count());
            if (!wrong.empty()) {
                return "a replay that lost or made cards\n" + wrong;
            }
            if (state.phase == Phase::GameOver && state.winners.empty()) {
                return std::string("a game over without a winner");
            }
            return std::string();
        });
    return 0;
}
