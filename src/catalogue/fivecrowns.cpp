// Five Crowns in the catalogue: its save file, read and written by the game's own save code.

#include "parlor/games/fivecrowns/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

Game fivecrowns_entry() {
    using namespace fivecrowns;
    return save_file_game<looks_like_save, read_save, write_save, summary>("fivecrowns",
                                                                           "Five Crowns");
}

} // namespace parlor::catalogue
