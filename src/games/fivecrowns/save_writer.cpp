// Writing the save file in the exact layout of docs/fivecrowns.md, and a save's one-line summary.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/games/fivecrowns/save.hpp"

namespace parlor::fivecrowns {

using cards::card_line;

std::string write_save(const GameState& state) {
    const int seats = state.seat_count();
    std::string out = "Round: " + std::to_string(state.round) + "\n";
    // The brief's layout lists the computer first; a larger table (its extension) says how many
    // play and lists them in seat order, the order of play.
    std::vector<Seat> order{Seat::Computer, Seat::Human};
    if (seats > 2) {
        out += "Players: " + std::to_string(seats) + "\n";
        order.clear();
        for (int i = 0; i < seats; ++i) {
            order.push_back(seat_at(i));
        }
    }
    out += "\n";
    for (const Seat seat : order) {
        out += save_seat_name(seat, seats) + ":\n";
        out += "   Score: " + std::to_string(state.player(seat).score) + "\n";
        out += "   " + card_line("Hand", state.player(seat).hand) + "\n";
    }
    out += card_line("Draw Pile", state.stock) + "\n";
    out += card_line("Discard Pile", state.discard) + "\n";
    if (state.went_out) {
        out += "Went Out: " + save_seat_name(*state.went_out, seats) + "\n";
    }
    out += "Next Player: " + save_seat_name(state.turn, seats) + "\n";
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
    // A larger table's computers go by their save names ("Computer 2").
    const int seats = state.seat_count();
    const auto name = [&](Seat seat) {
        return seats == 2 || seat == Seat::Human ? words.name(seat) : save_seat_name(seat, seats);
    };
    for (int i = 0; i < seats; ++i) {
        out += ", " + name(seat_at(i)) + " " + std::to_string(state.player(seat_at(i)).score);
    }
    switch (state.phase) {
    case Phase::CoinToss:
        return out + ", next: the coin toss";
    case Phase::RoundOver:
        return out + ", round over";
    case Phase::GameOver:
        return out + ", game over";
    default:
        return out + ", next: " +
               (seats == 2 || state.turn == Seat::Human ? words.next(state.turn)
                                                        : save_seat_name(state.turn, seats));
    }
}

} // namespace parlor::fivecrowns
