// Cribbage in the catalogue: its save file, read and written by the game's own save code.

#include "parlor/games/cribbage/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

Game cribbage_entry() {
    using namespace cribbage;
    return Game{"cribbage", "Cribbage", looks_like_save, check_save<read_save, summary>,
                canonical_save<read_save, write_save>};
}

} // namespace parlor::catalogue
