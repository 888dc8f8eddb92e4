// Five Crowns in the catalogue: its save file, read and written by the game's own save code.

#include "parlor/games/fivecrowns/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

Game fivecrowns_entry() {
    using namespace fivecrowns;
    return Game{"fivecrowns", "Five Crowns", looks_like_save, check_save<read_save, summary>,
                canonical_save<read_save, write_save>};
}

} // namespace parlor::catalogue
