// Casino in the catalogue: its save file, read and written by the game's own save code, and the
// expert's advice for a saved game.

#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/move_words.hpp"
#include "parlor/games/casino/save.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 12> casino_fields = {
    "round", "computer",    "human",        "score",         "hand", "pile",
    "table", "build owner", "build owners", "last capturer", "deck", "next player"};

Game casino_entry() {
    using namespace casino;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>("casino", "Casino");
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    game.fields = casino_fields;
    return game;
}

} // namespace parlor::catalogue
