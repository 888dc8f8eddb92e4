#include "cli/fivecrowns/table.hpp"

#include "cli/terminal.hpp"

#include "parlor/cards/figures.hpp"
#include "parlor/games/fivecrowns/event_words.hpp"

#include <algorithm>
#include <sstream>

namespace parlor::cli::fc {

std::string shown_cards(const std::vector<Card>& cards) {
    std::string out;
    for (const Card card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += cards::pretty(card); // as the table names it, not in the file's codes
    }
    return out.empty() ? "(none)" : out;
}

std::string wild_cards_phrase(int wild_rank) {
    return "the " + cards::rank_symbol(wild_rank) + "s and the jokers";
}

std::string indented(const std::string& text, std::string_view indent) {
    std::string out(indent);
    for (const char c : text) {
        out += c;
        if (c == '\n') {
            out += indent;
        }
    }
    return out;
}

namespace {

// The printout's first line under the rule: the round, its cards and its wild cards.
std::string round_line(const GameState& state) {
    return "Round " + std::to_string(state.round) + " of " + std::to_string(round_count) + ": " +
           std::to_string(cards_dealt(state.round)) + " cards each; wild cards are " +
           wild_cards_phrase(state.wild_rank()) + ".\n";
}

} // namespace

std::string table_text(const GameState& state) {
    std::ostringstream text;
    const auto rule = std::string(72, '-');
    text << rule << '\n' << round_line(state);
    const Player& computer = state.player(Seat::Computer);
    const Player& human = state.player(Seat::Human);
    text << "Computer  score " << computer.score << "\n          hand  "
         << shown_cards(computer.hand) << '\n';
    text << "Human     score " << human.score << "\n          hand  " << numbered_cards(human.hand)
         << '\n';
    text << "Discard pile: ";
    if (const auto top = state.discard_top()) {
        text << cards::pretty(*top) << " on top (" << state.discard.size()
             << (state.discard.size() == 1 ? " card)\n" : " cards)\n");
    } else {
        text << "empty\n";
    }
    std::vector<std::string> stock;
    for (const Card card : state.stock) {
        stock.push_back(cards::pretty(card));
    }
    text << "Draw pile: " << state.stock.size()
         << " cards, top first (both players play as if they could not see them):\n  "
         << (stock.empty() ? std::string("(empty)") : wrap_words(stock, 24, 2)) << '\n';
    if (state.went_out) {
        text << seat_name(*state.went_out) << " has gone out: this is "
             << (other(*state.went_out) == Seat::Human ? "your" : "the computer's")
             << " last turn of the round.\n";
    }
    text << "Next to play: " << (state.turn == Seat::Human ? "Human (you)" : "Computer") << '\n';
    text << rule << '\n';
    return text.str();
}

std::string event_text(const Event& event) {
    const Listener everyone{{"You", "Computer"}, std::nullopt};
    std::string text = fivecrowns::event_text(event, everyone);
    if (const auto* out = std::get_if<WentOutEvent>(&event)) {
        text += "\n" + indented(describe(out->arrangement), "    ");
    }
    return text;
}

std::string round_result_text(const RoundResult& result, const std::array<int, 2>& totals) {
    std::ostringstream text;
    text << "=== Round " << result.round << " is over ===\n";
    // The player who went out first, then the other.
    const Seat first = result.went_out.value_or(Seat::Human);
    for (const Seat seat : {first, other(first)}) {
        const int points = result.points[index(seat)];
        text << (seat == Seat::Human ? "You" : "The computer");
        if (result.went_out == seat) {
            text << " went out first and earn" << (seat == Seat::Human ? "" : "s") << " 0 points";
        } else {
            text << (seat == Seat::Human ? " earn " : " earns ") << points
                 << (points == 1 ? " point" : " points");
        }
        text << ":\n" << indented(describe(result.arrangements[index(seat)]), "    ") << '\n';
    }
    text << "Game scores after round " << result.round << ": Human " << totals[index(Seat::Human)]
         << ", Computer " << totals[index(Seat::Computer)] << ".\n";
    return text.str();
}

std::string seat_words(Seat seat) {
    return seat == Seat::Human ? "You" : "Computer " + std::to_string(index(seat));
}

std::string table_text_of_seats(const GameState& state) {
    std::ostringstream text;
    const auto rule = std::string(72, '-');
    text << rule << '\n' << round_line(state);
    // Every seat round the table, in the order of play; only your own cards are shown.
    for (int i = 0; i < state.seat_count(); ++i) {
        const Seat seat = seat_at(i);
        const Player& player = state.player(seat);
        std::string name = seat_words(seat);
        name.resize(std::max<std::size_t>(name.size(), 11), ' ');
        text << name << " score " << player.score << ", " << player.hand.size() << " cards"
             << (state.went_out == seat ? " (went out)" : "")
             << (state.turn == seat ? "  <- to play" : "") << '\n';
    }
    text << "Your hand: " << numbered_cards(state.player(Seat::Human).hand) << '\n';
    text << "Discard pile: ";
    if (const auto top = state.discard_top()) {
        text << cards::pretty(*top) << " on top (" << state.discard.size()
             << (state.discard.size() == 1 ? " card)\n" : " cards)\n");
    } else {
        text << "empty\n";
    }
    text << "Draw pile: " << state.stock.size() << " cards, face down\n";
    if (state.went_out) {
        text << seat_words(*state.went_out) << (*state.went_out == Seat::Human ? " have" : " has")
             << " gone out: every other player plays one last turn.\n";
    }
    text << "Next to play: " << (state.turn == Seat::Human ? "you" : seat_words(state.turn))
         << '\n';
    text << rule << '\n';
    return text.str();
}

std::string event_text_of_seats(const Event& event, int seats) {
    // The game's own words with a name per seat; only the player's draws are named.
    Listener listener;
    listener.names.clear();
    for (int i = 0; i < seats; ++i) {
        listener.names.push_back(seat_words(seat_at(i)));
    }
    listener.viewer = Seat::Human;
    std::string text = fivecrowns::event_text(event, listener);
    if (const auto* out = std::get_if<WentOutEvent>(&event)) {
        text += "\n" + indented(describe(out->arrangement), "    ");
    }
    return text;
}

std::string round_result_of_seats(const RoundResult& result, const std::vector<int>& totals) {
    std::ostringstream text;
    text << "=== Round " << result.round << " is over ===\n";
    for (std::size_t i = 0; i < result.points.size(); ++i) {
        const Seat seat = seat_at(static_cast<int>(i));
        const int points = result.points[i];
        text << seat_words(seat);
        if (result.went_out == seat) {
            text << " went out first and " << (seat == Seat::Human ? "earn" : "earns")
                 << " 0 points";
        } else {
            text << (seat == Seat::Human ? " earn " : " earns ") << points
                 << (points == 1 ? " point" : " points");
        }
        text << ":\n" << indented(describe(result.arrangements[i]), "    ") << '\n';
    }
    text << "Game scores after round " << result.round << ":";
    for (std::size_t i = 0; i < totals.size(); ++i) {
        text << (i == 0 ? " " : ", ") << seat_words(seat_at(static_cast<int>(i))) << " "
             << totals[i];
    }
    text << ".\n";
    return text.str();
}

} // namespace parlor::cli::fc
