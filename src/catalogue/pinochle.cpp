// Pinochle in the catalogue: its save file, read and written by the game's own save code, and
// the expert's advice for the player who is to lead.

#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/play_code.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

namespace {

// The advice is the same for the same file: the expert's guesses use this seed.
constexpr std::uint64_t advice_seed = 1;

AdviceReport advise_save(std::string_view text, std::string_view file) {
    using namespace pinochle;
    LoadResult loaded = read_save(text, file);
    AdviceReport report;
    report.warnings = std::move(loaded.warnings);
    if (!loaded.state) {
        report.error = std::move(loaded.error);
        return report;
    }
    const GameState& state = *loaded.state;
    const Seat seat = state.turn;
    const Advice advice = advise(view_for(state, seat), advice_seed);
    report.ok = true;
    report.player = seat_name(seat);
    if (const auto* play = std::get_if<Play>(&advice.action)) {
        report.move = play_code(*play, state.player(seat).hand);
    } else {
        report.move = describe(advice.action);
    }
    report.reasons = advice.lines;
    return report;
}

} // namespace

Game pinochle_entry() {
    using namespace pinochle;
    Game game =
        save_file_game<looks_like_save, read_save, write_save, summary>("pinochle", "Pinochle");
    game.advise = advise_save;
    return game;
}

} // namespace parlor::catalogue
