// Cribbage in the catalogue: its save file, read and written by the game's own save code,
// and the expert's advice for a saved game.

#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/move_words.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 13> cribbage_fields = {
    "game", "computer", "human", "score", "hand",  "played",     "dealer",
    "crib", "starter",  "pile",  "go",    "stock", "next player"};

Game cribbage_entry() {
    using namespace cribbage;
    Game game =
        save_file_game<looks_like_save, read_save, write_save, summary>("cribbage", "Cribbage");
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    game.fields = cribbage_fields;
    return game;
}

} // namespace parlor::catalogue
