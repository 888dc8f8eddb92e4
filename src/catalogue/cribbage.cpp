// Cribbage in the catalogue: its save file, read and written by the game's own save code,
// and the expert's advice for a saved game.

#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/move_words.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

Game cribbage_entry() {
    using namespace cribbage;
    Game game =
        save_file_game<looks_like_save, read_save, write_save, summary>("cribbage", "Cribbage");
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    return game;
}

} // namespace parlor::catalogue
