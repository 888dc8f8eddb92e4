// Casino in the catalogue: its save file, read and written by the game's own save code, and the
// expert's advice for a saved game.

#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/move_words.hpp"
#include "parlor/games/casino/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

Game casino_entry() {
    using namespace casino;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("casino", "Casino");
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    return game;
}

} // namespace parlor::catalogue
