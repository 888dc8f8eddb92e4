// Five Crowns in the catalogue: its save file, read and written by the game's own save code,
// and the expert's advice for a saved game.

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/move_words.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 9> fivecrowns_fields = {
    "round",     "computer",     "human",    "score",      "hand",
    "draw pile", "discard pile", "went out", "next player"};

Game fivecrowns_entry() {
    using namespace fivecrowns;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("fivecrowns",
                                                                                "Five Crowns");
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    game.fields = fivecrowns_fields;
    return game;
}

} // namespace parlor::catalogue
