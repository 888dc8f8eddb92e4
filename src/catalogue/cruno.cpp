// Cruno in the catalogue: its save file, read and written by the game's own save code, the
// expert's advice for whoever is to move in a saved game, and the replay and review of its
// records.

#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/game.hpp"
#include "parlor/games/cruno/move_words.hpp"
#include "parlor/games/cruno/recorded_game.hpp"
#include "parlor/games/cruno/review.hpp"
#include "parlor/games/cruno/save.hpp"
#include "record_entry.hpp"
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

// "seat 1 (the computer, Intermediate) won with an empty hand", "seats 0 (the computer,
// Intermediate) and 2 (the computer, Beginner) shared the win when
// the stock ran out, penalties 12, 30, 12", "unfinished, seat 2 to act".
std::string cruno_ending(const cruno::RecordedGame& game, const cruno::GameState& state) {
    using namespace cruno;
    if (state.phase != Phase::GameOver) {
        return "unfinished, seat " + std::to_string(state.turn) + " to act";
    }
    std::string winners;
    for (std::size_t i = 0; i < state.winners.size(); ++i) {
        const auto seat = static_cast<std::size_t>(state.winners[i]);
        winners += (i == 0                          ? ""
                    : i + 1 == state.winners.size() ? " and "
                                                    : ", ") +
                   std::to_string(seat) + " (" + recorded_seat_words(game.seats[seat]) + ")";
    }
    const bool shared = state.winners.size() > 1;
    std::string text =
        (shared ? "seats " : "seat ") + winners + (shared ? " shared the win" : " won");
    if (state.end_reason == EndReason::EmptyHand) {
        return text + " with an empty hand";
    }
    text += " when the stock ran out, penalties ";
    for (std::size_t seat = 0; seat < state.penalties.size(); ++seat) {
        text += (seat == 0 ? "" : ", ") + std::to_string(state.penalties[seat]);
    }
    return text;
}

} // namespace

Game cruno_entry() {
    using namespace cruno;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("cruno", "Cruno",
                                                                                cruno_fields);
    game.advise = advise_cruno;
    game.rematch = rematch_record<cruno::Game>;
    return with_records<GameState, each_recorded_game, replay, cruno_ending, review>(game);
}

} // namespace parlor::catalogue
