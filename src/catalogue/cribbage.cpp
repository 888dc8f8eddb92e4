// Cribbage in the catalogue: its save file, read and written by the game's own save code.

#include "parlor/games/cribbage/save.hpp"
#include "save_file_entry.hpp"

namespace parlor::catalogue {

Game cribbage_entry() {
    using namespace cribbage;
    return save_file_game<looks_like_save, read_save, write_save, summary>("cribbage", "Cribbage");
}

} // namespace parlor::catalogue
