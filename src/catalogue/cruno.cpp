// Cruno in the catalogue: its save file, read and written by the game's own save code, and the
// expert's advice for whoever is to move in a saved game.

#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

namespace {

// The help's own seed: the same file always gets the same advice.
constexpr std::uint64_t advice_seed = 1;

AdviceReport advise_save(std::string_view text, std::string_view file) {
    auto loaded = cruno::read_save(text, file);
    AdviceReport report;
    report.warnings = std::move(loaded.warnings);
    if (!loaded.state) {
        report.error = std::move(loaded.error);
        return report;
    }
    const cruno::GameState& state = *loaded.state;
    const cruno::Advice advice = cruno::advise(cruno::view_for(state, state.turn), advice_seed);
    report.ok = true;
    report.player = state.player(state.turn).name;
    report.move = cruno::notation(advice.action);
    report.reasons = advice.lines;
    return report;
}

} // namespace

Game cruno_entry() {
    using namespace cruno;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("cruno", "Cruno");
    game.advise = advise_save;
    return game;
}

} // namespace parlor::catalogue
