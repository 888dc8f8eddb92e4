// Casino in the catalogue: its save file, read and written by the game's own save code, and the
// expert's advice for whoever is to move in a saved game.

#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/notation.hpp"
#include "parlor/games/casino/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

namespace {

// The help's sampling seed: fixed, so a file always gets the same advice.
constexpr std::uint64_t advice_seed = 1;

AdviceReport advise_casino(std::string_view text, std::string_view file) {
    casino::LoadResult loaded = casino::read_save(text, file);
    AdviceReport report;
    report.warnings = std::move(loaded.warnings);
    if (!loaded.state) {
        report.error = std::move(loaded.error);
        return report;
    }
    const casino::GameState& state = *loaded.state;
    const casino::Advice advice = casino::advise(casino::view_for(state, state.turn), advice_seed);
    report.ok = true;
    report.player = casino::seat_name(state.turn);
    report.move = casino::move_text(advice.action);
    report.reasons = advice.lines;
    return report;
}

} // namespace

Game casino_entry() {
    using namespace casino;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("casino", "Casino");
    game.advise = advise_casino;
    return game;
}

} // namespace parlor::catalogue
