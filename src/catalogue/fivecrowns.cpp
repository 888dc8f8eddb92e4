// Five Crowns in the catalogue: its save file, read and written by the game's own save code,
// and the expert's advice for a saved game.

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/move_words.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

Game fivecrowns_entry() {
    using namespace fivecrowns;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("fivecrowns",
                                                                                "Five Crowns");
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    return game;
}

} // namespace parlor::catalogue
