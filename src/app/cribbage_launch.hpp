#pragma once
// The seam between the framework and the Cribbage table: the catalogue (new game, continue,
// load) builds a CribbageStart and calls make_cribbage_table; the scene lives in src/app/cribbage/.

#include "app/core/scene.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace parlor::app {

class App;

struct CribbageStart {
    cribbage::GameState state;         // a new game (phase CutForDeal) or a loaded file
                                       // (phase LayAway or Play)
    std::uint64_t seed = 0;            // seeds the game's Rng (cuts, deals) and the strategy
    std::string player_name = "You";   // the human's name as typed
    std::string difficulty = "expert"; // a name of cribbage::strategy_names()
    std::string loaded_from;           // the file a resumed game came from (else empty)
    std::vector<std::string> warnings; // the reader's warnings, for the table's log
};

// Implemented by the table (src/app/cribbage/). Returns the scene named "table".
std::unique_ptr<Scene> make_cribbage_table(App& app, CribbageStart start);

} // namespace parlor::app
