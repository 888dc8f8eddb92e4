// Writing the save file in the documented layout, and the one-line summary of a game.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/cruno/save.hpp"

namespace parlor::cruno {

namespace {

constexpr std::size_t cards_per_line = 20;

// "Stock: 7H 8C ...", wrapped after every 20 cards onto indented lines of their own.
std::string card_line(std::string_view indent, std::string_view key,
                      const std::vector<std::string>& words) {
    std::string line = std::string(indent) + std::string(key) + ":";
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0 && i % cards_per_line == 0) {
            line += "\n" + std::string(indent) + "   ";
        } else {
            line += ' ';
        }
        line += words[i];
    }
    return line + "\n";
}

std::vector<std::string> words(const std::vector<Card>& cards) {
    std::vector<std::string> out;
    for (const Card card : cards) {
        out.push_back(to_string(card));
    }
    return out;
}

std::vector<std::string> words(const std::vector<Discarded>& pile) {
    std::vector<std::string> out;
    for (const Discarded& d : pile) {
        out.push_back(to_string(d.card) + (d.converted ? "=8" : ""));
    }
    return out;
}

std::string rules_value(const Rules& rules) {
    std::string text;
    if (rules.draw_two_skips) {
        text = "draw_two_skips";
    }
    if (rules.reverse_skips_with_two) {
        text += (text.empty() ? "" : " ") + std::string("reverse_skips_with_two");
    }
    return text.empty() ? "none" : text;
}

} // namespace

std::string write_save(const GameState& state) {
    std::string out = "Game: Cruno\n";
    out += "Players: " + std::to_string(state.player_count()) + "\n";
    out += "Decks: " + std::to_string(state.decks) + "\n";
    out += "Rules: " + rules_value(state.rules) + "\n";
    out += "Dealer: " + std::to_string(state.dealer) + "\n";
    out += "Turn: " + std::to_string(state.turn) + "\n";
    out += std::string("Direction: ") +
           (state.direction == Direction::Clockwise ? "clockwise" : "counterclockwise") + "\n";
    out += std::string("Suit: ") + suit_letter(state.suit) + "\n";
    out += "Pending Draw: " + std::to_string(state.pending_draw) + "\n";
    out += card_line("", "Discard", words(state.discard));
    out += card_line("", "Stock", words(state.stock));
    for (int seat = 0; seat < state.player_count(); ++seat) {
        const Player& player = state.player(seat);
        out += "\nSeat " + std::to_string(seat) + ": " + player.name + "\n";
        out += "   Plays: " + player.plays + "\n";
        out += card_line("   ", "Hand", words(player.hand));
        if (player.note.cards > 0) {
            out += card_line("   ", "Passed On", words(player.note.passed_on));
            out += "   Passed Cards: " + std::to_string(player.note.cards) + "\n";
        }
    }
    return out;
}

std::optional<std::string> save_to_file(const std::string& path, const GameState& state) {
    if (state.phase == Phase::GameOver) {
        return std::string("The game is over: there is nothing left to save.");
    }
    return cards::write_file_atomically(path, write_save(state));
}

std::string summary(const GameState& state) {
    std::string out = "Cruno, " + std::to_string(state.player_count()) + " players";
    const Player& next = state.player(state.turn);
    out += ", " + next.name + " to play on the " + pretty(state.top().shown());
    if (state.top().shown().is_eight()) {
        out += " (" + cards::suit_name(state.suit) + ")";
    }
    if (state.pending_draw > 0) {
        out += " after a Draw Two";
    }
    out += ", holding " + std::to_string(next.hand.size()) + "; ";
    bool first = true;
    for (int seat = 0; seat < state.player_count(); ++seat) {
        if (seat == state.turn) {
            continue;
        }
        out += (first ? "" : ", ") + state.player(seat).name + " " +
               std::to_string(state.player(seat).hand.size());
        first = false;
    }
    return out + "; stock " + std::to_string(state.stock.size());
}

} // namespace parlor::cruno
