// Writing a table's save file in the documented layout (docs/cribbage.md, "The save file of a
// table"), its seats' names and its one-line summary.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/cribbage/table_save.hpp"

namespace parlor::cribbage {

std::string table_seat_name(int seat) {
    return seat == 0 ? std::string("Human") : "Computer " + std::to_string(seat);
}

std::optional<int> parse_table_seat(std::string_view text) {
    const auto words = cards::split_words(text);
    if (words.size() == 1 && cards::to_lower(words[0]) == "human") {
        return 0;
    }
    if (words.size() != 2 || cards::to_lower(words[0]) != "computer") {
        return std::nullopt;
    }
    const auto number = cards::parse_non_negative(words[1]);
    if (!number || *number < 1 || *number >= max_table_seats) {
        return std::nullopt;
    }
    return *number;
}

bool table_can_save(const TableState& state) {
    return state.phase == Phase::LayAway || state.phase == Phase::Play;
}

std::string write_table_save(const TableState& state) {
    using cards::card_line;
    std::string out = "Game: Cribbage\n";
    out += "Seats: " + std::to_string(state.size()) + "\n";
    if (state.target != winning_score) {
        out += "Length: " + std::to_string(state.target) + "\n";
    }
    out += "\n";
    for (int seat = 0; seat < state.size(); ++seat) {
        const TableSeat& each = state.seats[static_cast<std::size_t>(seat)];
        out += table_seat_name(seat) + ":\n";
        // Partners write the same score: their partnership's.
        out += "   Score: " +
               std::to_string(state.scores[static_cast<std::size_t>(state.side_of(seat))]) + "\n";
        out += "   " + card_line("Hand", each.hand);
        out += "   " + card_line("Played", each.played) + "\n";
    }
    out += "Dealer: " + table_seat_name(state.dealer) + "\n";
    out += card_line("Crib", state.crib());
    out += card_line("Starter",
                     state.starter ? std::vector<Card>{*state.starter} : std::vector<Card>{});
    out += card_line("Pile", state.pile);
    if (state.last >= 0) {
        out += "Last: " + table_seat_name(state.last) + "\n";
    }
    std::string go;
    for (int seat = 0; seat < state.size(); ++seat) {
        if (seat < static_cast<int>(state.go.size()) && state.go[static_cast<std::size_t>(seat)]) {
            go += (go.empty() ? "" : ", ") + table_seat_name(seat);
        }
    }
    if (!go.empty()) {
        out += "Go: " + go + "\n";
    }
    out += card_line("Stock", state.stock) + "\n";
    out += "Next Player: " + table_seat_name(state.turn) + "\n";
    return out;
}

std::optional<std::string> table_save_to_file(const std::string& path, const TableState& state) {
    if (!table_can_save(state)) {
        return std::string(
            "The game can only be saved when a player is to lay away or to play a card.");
    }
    return cards::write_file_atomically(path, write_table_save(state));
}

std::string table_summary(const TableState& state) {
    std::string out = "Cribbage";
    out += state.partners ? ", four-handed in partnerships" : ", three-handed";
    if (state.target != winning_score) {
        out += ", to " + std::to_string(state.target);
    }
    for (int side = 0; side < state.sides(); ++side) {
        const std::string name = state.partners
                                     ? table_seat_name(side) + " and " + table_seat_name(side + 2)
                                     : table_seat_name(side);
        out += ", " + name + " " + std::to_string(state.scores[static_cast<std::size_t>(side)]);
    }
    const std::string deals = ", " + table_seat_name(state.dealer) + " deals";
    switch (state.phase) {
    case Phase::LayAway:
        return out + deals + ", laying away, next: " + table_seat_name(state.turn);
    case Phase::Play:
        return out + deals + ", the play (count " + std::to_string(state.count()) +
               "), next: " + table_seat_name(state.turn);
    case Phase::DealOver:
        return out + ", the deal is over";
    case Phase::GameOver:
        return out + ", game over";
    default:
        return out;
    }
}

} // namespace parlor::cribbage
