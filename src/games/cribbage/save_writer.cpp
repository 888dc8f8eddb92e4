// Writing the save file in the documented layout, and the one-line summary of a game.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/games/cribbage/save.hpp"

namespace parlor::cribbage {

namespace {

using cards::card_line;

bool at_decision(const GameState& state) {
    return state.phase == Phase::LayAway || state.phase == Phase::Play;
}

} // namespace

std::string write_save(const GameState& state) {
    std::string out = "Game: Cribbage\n";
    // A game to 121 leaves the length out, so its file is the shared format's exactly.
    if (state.target != winning_score) {
        out += "Length: " + std::to_string(state.target) + "\n";
    }
    out += "\n";
    // The documented example lists the computer first.
    for (const Seat seat : {Seat::Computer, Seat::Human}) {
        const Player& player = state.player(seat);
        out += seat_name(seat) + ":\n";
        out += "   Score: " + std::to_string(player.score) + "\n";
        out += "   " + card_line("Hand", player.hand);
        out += "   " + card_line("Played", player.played) + "\n";
    }
    out += "Dealer: " + seat_name(state.dealer) + "\n";
    out += card_line("Crib", state.crib());
    out += card_line("Starter",
                     state.starter ? std::vector<Card>{*state.starter} : std::vector<Card>{});
    out += card_line("Pile", state.pile);
    if (state.go) {
        out += "Go: " + seat_name(*state.go) + "\n";
    }
    out += card_line("Stock", state.stock) + "\n";
    out += "Next Player: " + seat_name(state.turn) + "\n";
    return out;
}

std::optional<std::string> save_to_file(const std::string& path, const GameState& state) {
    if (!at_decision(state)) {
        return std::string(
            "The game can only be saved when a player is to lay away or to play a card.");
    }
    return cards::write_file_atomically(path, write_save(state));
}

std::string summary(const GameState& state, const cards::SeatWords& words) {
    std::string out = "Cribbage";
    if (state.target != winning_score) {
        out += " to " + std::to_string(state.target);
    }
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        out += ", " + words.name(seat) + " " + std::to_string(state.player(seat).score);
    }
    switch (state.phase) {
    case Phase::CutForDeal:
        return out + ", next: the cut for the deal";
    case Phase::LayAway:
        return out + ", " + words.with_verb(state.dealer, "deal", "deals") +
               ", laying away, next: " + words.next(state.turn);
    case Phase::Play:
        return out + ", " + words.with_verb(state.dealer, "deal", "deals") + ", the play (count " +
               std::to_string(state.count()) + "), next: " + words.next(state.turn);
    case Phase::DealOver:
        return out + ", the deal is over";
    case Phase::GameOver:
        return out + ", game over";
    }
    return out;
}

} // namespace parlor::cribbage
