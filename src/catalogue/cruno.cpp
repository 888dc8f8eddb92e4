// Cruno in the catalogue: its save file, read and written by the game's own save code, and the
// expert's advice for whoever is to move in a saved game.

#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/move_words.hpp"
#include "parlor/games/cruno/save.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 16> cruno_fields = {
    "game",         "players", "decks", "rules", "dealer", "turn", "direction", "suit",
    "pending draw", "discard", "stock", "seat",  "plays",  "hand", "passed on", "passed cards"};

namespace {

// As advise_save, but a Cruno seat is a number and its player has a name of its own.
AdviceReport advise_cruno(std::string_view text, std::string_view file, std::uint64_t seed) {
    AdviceReport report;
    const auto state = read_for<cruno::read_save>(text, file, report);
    if (!state) {
        return report;
    }
    const cruno::SeatView view = cruno::view_for(*state, state->turn);
    cruno::Advice advice = cruno::advise(view, seed);
    report.ok = true;
    report.player = state->player(state->turn).name;
    report.move = cruno::move_text(advice.action);
    fill_record(report, view, advice);
    return report;
}

} // namespace

Game cruno_entry() {
    using namespace cruno;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("cruno", "Cruno");
    game.advise = advise_cruno;
    game.fields = cruno_fields;
    return game;
}

} // namespace parlor::catalogue
