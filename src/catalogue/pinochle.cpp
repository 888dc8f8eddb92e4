// Pinochle in the catalogue: its save file, read and written by the game's own save code, the
// expert's advice for the player who is to lead, and the replay and review of its records.

#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/game.hpp"
#include "parlor/games/pinochle/move_words.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/review.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "record_entry.hpp"
#include "save_file_entry.hpp"

#include <array>
#include <string>
#include <string_view>

namespace parlor::catalogue {

// The keys of its save's lines, for recognising a damaged file (catalogue::guess_game).
constexpr std::array<std::string_view, 11> pinochle_fields = {
    "round", "computer",   "human", "score",       "hand",  "capture pile",
    "melds", "trump card", "stock", "next player", "target"};

namespace {

std::string rounds_text(int rounds) {
    return std::to_string(rounds) + (rounds == 1 ? " round" : " rounds");
}

// "seat 0 (greedy) won 310 to 240 in 1 round", "equal at 250 in 2 rounds", "unfinished in
// round 2: 310 to 240, this round 35 to 12".
std::string pinochle_ending(const pinochle::RecordedGame& game, const pinochle::GameState& state) {
    using namespace pinochle;
    const std::array<int, 2> now = scores(state);
    const std::string score = std::to_string(now[0]) + " to " + std::to_string(now[1]);
    if (state.phase != Phase::GameOver) {
        // Mid-round the totals do not hold the round's points yet: say them too.
        const std::array<int, 2> round = round_result(state).round_scores;
        const bool playing = state.phase != Phase::RoundOver;
        return "unfinished in round " + std::to_string(state.round) + ": " + score +
               (playing
                    ? ", this round " + std::to_string(round[0]) + " to " + std::to_string(round[1])
                    : "");
    }
    const auto won = leading_seat(state);
    if (!won) {
        return "equal at " + std::to_string(now[0]) + " in " + rounds_text(state.round);
    }
    return "seat " + std::to_string(index(*won)) + " (" +
           recorded_seat_words(game.seats[static_cast<std::size_t>(index(*won))]) + ") won " +
           score + " in " + rounds_text(state.round);
}

} // namespace

Game pinochle_entry() {
    using namespace pinochle;
    Game game = save_file_game<looks_like_save, read_save, write_save, summary>(
        "pinochle", "Pinochle", pinochle_fields);
    game.advise = advise_save<read_save, view_for, advise, move_text>;
    // Its game has no end of its own (a round after another, as long as the players like): the
    // rematch makes the record's choices between rounds again, so it stops where the record did.
    game.rematch = rematch_record<pinochle::Game>;
    return with_records<GameState, each_recorded_game, replay, pinochle_ending, review>(game);
}

} // namespace parlor::catalogue
