// Five Crowns in the catalogue: its save file, read and written by the game's own save code,
// the expert's advice for a saved game, the replay of its records and the expert's review of one.

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/move_words.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/review.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "record_entry.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 9> fivecrowns_fields = {
    "round",     "computer",     "human",    "score",      "hand",
    "draw pile", "discard pile", "went out", "next player"};

namespace {

// "seat 0 (greedy) won 98 to 173 in 11 rounds" (the totals in seat order; the lower wins), "a
// draw at 120 to 120 in 11 rounds", "unfinished in round 4: 35 to 60".
std::string fivecrowns_ending(const fivecrowns::RecordedGame& game,
                              const fivecrowns::GameState& state) {
    return rounds_ending(game, state, state.phase == fivecrowns::Phase::GameOver);
}

} // namespace

Game fivecrowns_entry() {
    using namespace fivecrowns;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>(
        "fivecrowns", "Five Crowns", fivecrowns_fields);
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    return with_records<GameState, each_recorded_game, replay, fivecrowns_ending, review>(game);
}

} // namespace parlor::catalogue
