// Casino in the catalogue: its save file, read and written by the game's own save code, the
// expert's advice for a saved game, and the replay and review of its records.

#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/game.hpp"
#include "parlor/games/casino/move_words.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/casino/review.hpp"
#include "parlor/games/casino/save.hpp"
#include "record_entry.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 12> casino_fields = {
    "round", "computer",    "human",        "score",         "hand", "pile",
    "table", "build owner", "build owners", "last capturer", "deck", "next player"};

namespace {

// "seat 0 (expert) won 23 to 14 in 3 rounds", "unfinished in round 2: 5 to 6".
std::string casino_ending(const casino::RecordedGame& game, const casino::GameState& state) {
    return rounds_ending(game, state, state.phase == casino::Phase::GameOver);
}

} // namespace

Game casino_entry() {
    using namespace casino;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("casino", "Casino",
                                                                                casino_fields);
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    game.rematch = rematch_record<casino::Game>;
    return with_records<GameState, each_recorded_game, replay, casino_ending, review>(game);
}

} // namespace parlor::catalogue
