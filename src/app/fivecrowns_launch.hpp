#pragma once
// The seam between the framework and the Five Crowns table. The framework (title, new game,
// load, continue) builds a FiveCrownsStart and calls make_fivecrowns_table; the table scene
// itself lives in src/app/fivecrowns/ and implements that function.

#include "app/core/scene.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app {

class App;

struct FiveCrownsStart {
    fivecrowns::GameState state;               // a new game after the toss (phase Draw), or a
                                               // loaded file (phase Draw, turn = Next Player)
    std::uint64_t seed = 0;                    // seeds the game's Rng (deals, reshuffles) and the
                                               // computer's strategy
    std::string player_name = "You";           // the human's name as typed
    std::string difficulty = "expert";         // a name of fivecrowns::strategy_names()
    std::optional<fivecrowns::TossEvent> toss; // a new game: the toss that decided who starts
    std::string loaded_from;                   // the file a resumed game came from (else empty)
    std::vector<std::string> warnings;         // the reader's warnings, for the table's log
};

// Implemented by the table (src/app/fivecrowns/). Returns the scene named "table".
std::unique_ptr<Scene> make_fivecrowns_table(App& app, FiveCrownsStart start);

} // namespace parlor::app
