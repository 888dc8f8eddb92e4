// Cribbage in the catalogue: its save file, read and written by the game's own save code,
// and the expert's advice for a saved game.

#include "cribbage_table.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/game.hpp"
#include "parlor/games/cribbage/move_words.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/review.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "record_entry.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 13> cribbage_fields = {
    "game", "computer", "human", "score", "hand",  "played",     "dealer",
    "crib", "starter",  "pile",  "go",    "stock", "next player"};

namespace {

// "expert won 121 to 98 in 9 deals", "unfinished in deal 4: 45 to 60".
std::string cribbage_ending(const cribbage::RecordedGame& game, const cribbage::GameState& state) {
    using namespace cribbage;
    const std::array<int, 2> now = scores(state);
    const std::string score = std::to_string(now[0]) + " to " + std::to_string(now[1]);
    const auto won = winner(state);
    if (!won) {
        return "unfinished in deal " + std::to_string(state.deal_number) + ": " + score;
    }
    const Skunk skunk = skunk_of(state.player(other(*won)).score, state.target);
    return "seat " + std::to_string(index(*won)) + " (" +
           recorded_seat_words(game.seats[static_cast<std::size_t>(index(*won))]) + ") won " +
           score + " in " + std::to_string(state.deal_number) + " deals" +
           (skunk == Skunk::Double   ? ", a double skunk"
            : skunk == Skunk::Single ? ", a skunk"
                                     : "");
}

// A table's save (a "Seats:" line) goes to cribbage_table.cpp, a two-player save as before.
CheckReport check_cribbage(std::string_view text, std::string_view file,
                           const cards::SeatWords& words) {
    return is_table_save(text)
               ? check_table_save(text, file)
               : check_save<cribbage::read_save, cribbage::summary>(text, file, words);
}

std::optional<std::string> canonical_cribbage(std::string_view text) {
    return is_table_save(text) ? canonical_table_save(text)
                               : canonical_save<cribbage::read_save, cribbage::write_save>(text);
}

AdviceReport advise_cribbage(std::string_view text, std::string_view file, std::uint64_t seed) {
    using namespace cribbage;
    return is_table_save(text)
               ? advise_table_save(text, file, seed)
               : advise_save<read_save, view_for, advise, move_text>(text, file, seed);
}

} // namespace

Game cribbage_entry() {
    using namespace cribbage;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>(
        "cribbage", "Cribbage", cribbage_fields);
    game.check = check_cribbage;
    game.canonical = canonical_cribbage;
    game.advise = advise_cribbage;
    game.rematch = rematch_record<cribbage::Game>;
    return with_records<GameState, each_recorded_game, replay, cribbage_ending, review>(game);
}

} // namespace parlor::catalogue
