// Writing the save file in the exact layout of docs/fivecrowns.md, and a save's one-line summary.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/games/fivecrowns/save.hpp"

namespace parlor::fivecrowns {

using cards::card_line;

std::string write_save(const GameState& state) {
    std::string out = "Round: " + std::to_string(state.round) + "\n\n";
    // The layout of docs/fivecrowns.md lists the computer first.
    for (const Seat seat : {Seat::Computer, Seat::Human}) {
        out += seat_name(seat) + ":\n";
        out += "   Score: " + std::to_string(state.player(seat).score) + "\n";
        out += "   " + card_line("Hand", state.player(seat).hand) + "\n";
    }
    out += card_line("Draw Pile", state.stock) + "\n";
    out += card_line("Discard Pile", state.discard) + "\n";
    if (state.went_out) {
        out += "Went Out: " + seat_name(*state.went_out) + "\n";
    }
    out += "Next Player: " + seat_name(state.turn) + "\n";
    return out;
}

std::optional<std::string> save_to_file(const std::string& path, const GameState& state) {
    // The format has no place for a drawn card, a coin still to toss or a round still to deal.
    if (state.phase != Phase::Draw) {
        return std::string("The game can only be saved before a player's turn.");
    }
    return cards::write_file_atomically(path, write_save(state));
}

std::string summary(const GameState& state, const cards::SeatWords& words) {
    std::string out =
        "Five Crowns, round " + std::to_string(state.round) + " of " + std::to_string(round_count);
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        out += ", " + words.name(seat) + " " + std::to_string(state.player(seat).score);
    }
    switch (state.phase) {
    case Phase::CoinToss:
        return out + ", next: the coin toss";
    case Phase::RoundOver:
        return out + ", round over";
    case Phase::GameOver:
        return out + ", game over";
    default:
        return out + ", next: " + words.next(state.turn);
    }
}

} // namespace parlor::fivecrowns
