// Writing the save file in the documented layout, and the one-line summary of a game.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/games/pinochle/save.hpp"

namespace parlor::pinochle {

namespace {

using cards::card_line;

std::string melds_line(const Holding& hand) {
    const std::string melds = format_melds(hand);
    return melds.empty() ? "Melds:\n" : "Melds: " + melds + "\n";
}

} // namespace

std::string write_save(const GameState& state) {
    std::string out = "Round: " + std::to_string(state.round) + "\n";
    // A game to a target adds its one line; a game without one is the brief's layout exactly.
    if (state.target > 0) {
        out += "Target: " + std::to_string(state.target) + "\n";
    }
    out += "\n";
    // The documented example lists the computer first.
    for (const Seat seat : {Seat::Computer, Seat::Human}) {
        const Player& player = state.player(seat);
        out += seat_name(seat) + ":\n";
        out += "   Score: " + std::to_string(player.game_score) + " / " +
               std::to_string(player.round_score) + "\n";
        out += "   " + card_line("Hand", player.hand.unmelded());
        out += "   " + card_line("Capture Pile", player.captured);
        out += "   " + melds_line(player.hand) + "\n";
    }
    out += "Trump Card: " +
           (state.trump_card ? cards::to_string(*state.trump_card)
                             : std::string(1, cards::suit_letter(state.trump))) +
           "\n";
    out += card_line("Stock", state.stock) + "\n";
    out += "Next Player: " + seat_name(state.leader) + "\n";
    return out;
}

std::optional<std::string> save_to_file(const std::string& path, const GameState& state) {
    if (state.phase != Phase::Lead) {
        return std::string("The game can only be saved between tricks, before the lead.");
    }
    return cards::write_file_atomically(path, write_save(state));
}

std::string summary(const GameState& state, const cards::SeatWords& words) {
    std::string out =
        "Pinochle" + (state.target > 0 ? " to " + std::to_string(state.target) : std::string()) +
        ", round " + std::to_string(state.round) + ", " + cards::suit_name(state.trump) + " trump";
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const Player& player = state.player(seat);
        out += ", " + words.name(seat) + " " + std::to_string(player.game_score) + " + " +
               std::to_string(player.round_score);
    }
    switch (state.phase) {
    case Phase::CoinToss:
        return out + ", next: the coin toss";
    case Phase::Lead:
    case Phase::Follow:
    case Phase::Meld:
        return out + ", stock " + std::to_string(state.stock.size()) +
               ", next: " + words.next(state.turn);
    case Phase::RoundOver:
        return out + ", the round is over";
    case Phase::GameOver:
        return out + ", game over";
    }
    return out;
}

} // namespace parlor::pinochle
