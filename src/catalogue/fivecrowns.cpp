// Five Crowns in the catalogue: its save file, read and written by the game's own save code,
// the expert's advice for a saved game, the replay of its records and the expert's review of one.

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/game.hpp"
#include "parlor/games/fivecrowns/move_words.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/review.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include "record_entry.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 9> fivecrowns_fields = {
    "round",     "computer",     "human",    "score",      "hand",
    "draw pile", "discard pile", "went out", "next player"};

namespace {

// "seat 0 (greedy) won 98 to 173 in 11 rounds" (the totals in seat order; the lower wins), "a
// draw at 120 to 120 in 11 rounds", "unfinished in round 4: 35 to 60".
// A larger table: "seat 2 (Expert) won 98 to 173 to 120 in 11 rounds", "seats 0 and 2 shared
// the win at ...", "unfinished in round 4: 35 to 60 to 12".
std::string fivecrowns_ending(const fivecrowns::RecordedGame& game,
                              const fivecrowns::GameState& state) {
    const bool over = state.phase == fivecrowns::Phase::GameOver;
    if (state.seat_count() == 2) {
        return rounds_ending(game, state, over);
    }
    std::string totals;
    for (const int total : fivecrowns::totals(state)) {
        totals += (totals.empty() ? "" : " to ") + std::to_string(total);
    }
    if (!over) {
        return "unfinished in round " + std::to_string(state.round) + ": " + totals;
    }
    const std::string rounds = " in " + std::to_string(state.round) + " rounds";
    const std::vector<fivecrowns::Seat> won = fivecrowns::winners(state);
    if (won.size() == 1) {
        const int seat = fivecrowns::index(won.front());
        return "seat " + std::to_string(seat) + " (" +
               recorded_seat_words(game.seats[static_cast<std::size_t>(seat)]) + ") won " + totals +
               rounds;
    }
    std::string seats;
    for (std::size_t i = 0; i < won.size(); ++i) {
        seats += (i == 0                ? ""
                  : i + 1 == won.size() ? " and "
                                        : ", ") +
                 std::to_string(fivecrowns::index(won[i]));
    }
    return "seats " + seats + " shared the win at " + totals + rounds;
}

} // namespace

Game fivecrowns_entry() {
    using namespace fivecrowns;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>(
        "fivecrowns", "Five Crowns", fivecrowns_fields);
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    game.rematch = rematch_record<fivecrowns::Game>;
    return with_records<GameState, each_recorded_game, replay, fivecrowns_ending, review>(game);
}

} // namespace parlor::catalogue
