// Pinochle in the catalogue: its save file, read and written by the game's own save code, and
// the expert's advice for the player who is to lead.

#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/move_words.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 10> pinochle_fields = {
    "round",        "computer", "human",      "score", "hand",
    "capture pile", "melds",    "trump card", "stock", "next player"};

Game pinochle_entry() {
    using namespace pinochle;
    Game game =
        save_file_game<looks_like_save, read_save, write_save, summary>("pinochle", "Pinochle");
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    game.fields = pinochle_fields;
    return game;
}

} // namespace parlor::catalogue
