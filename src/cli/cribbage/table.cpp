#include "cli/cribbage/table.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/event_words.hpp"

namespace parlor::cli::crib {

std::string table_text(const GameState& state) {
    std::string out = "Scores: you " + std::to_string(state.player(Seat::Human).score) +
                      ", the computer " + std::to_string(state.player(Seat::Computer).score) +
                      " (" + std::to_string(state.target) + " wins). ";
    out += state.dealer == Seat::Human ? "You deal: the crib is yours.\n"
                                       : "The computer deals: the crib is its.\n";
    out +=
        "Starter: " + (state.starter ? cards::pretty(*state.starter) : std::string("not cut yet")) +
        "   Crib: " + std::to_string(state.crib().size()) + " cards\n";
    if (state.phase == Phase::Play) {
        out += "Pile: " +
               (state.pile.empty() ? std::string("empty") : cards::pretty_cards(state.pile)) +
               " (count " + std::to_string(state.count()) + ")";
        if (state.go) {
            out += "; " + std::string(state.go == Seat::Human ? "you have" : "the computer has") +
                   " said go";
        }
        out += "\n";
        const std::size_t held = state.player(Seat::Computer).hand.size();
        out += "The computer holds " + std::to_string(held) + (held == 1 ? " card" : " cards") +
               " and has played " +
               (state.player(Seat::Computer).played.empty()
                    ? std::string("none")
                    : cards::pretty_cards(state.player(Seat::Computer).played)) +
               "; you have played " +
               (state.player(Seat::Human).played.empty()
                    ? std::string("none")
                    : cards::pretty_cards(state.player(Seat::Human).played)) +
               ".\n";
    }
    out += "Your hand: " + numbered_cards(state.player(Seat::Human).hand) + "\n";
    return out;
}

std::string event_text(const Event& event) {
    // The human's own cards only, as on the table above.
    const std::string text = cribbage::event_text(event, Listener{});
    if (std::holds_alternative<DealtEvent>(event)) {
        return "\n--- " + text + " ---";
    }
    if (std::holds_alternative<GameOverEvent>(event)) {
        return "\n=== " + text + " ===";
    }
    return text;
}

} // namespace parlor::cli::crib
