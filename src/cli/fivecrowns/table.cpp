#include "cli/fivecrowns/table.hpp"

#include "cli/terminal.hpp"

#include "parlor/cards/figures.hpp"

#include <sstream>
#include <type_traits>

namespace parlor::cli::fc {

std::string card_codes(const std::vector<Card>& cards) {
    std::string out;
    for (const Card card : cards) {
        if (!out.empty()) {
            out += ' ';
        }
        out += cards::to_string(card);
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

std::string subject(Seat seat) {
    return seat == Seat::Human ? "You" : "The computer";
}
std::string subject_lower(Seat seat) {
    return seat == Seat::Human ? "you" : "the computer";
}

std::string table_text(const GameState& state) {
    std::ostringstream text;
    const auto rule = std::string(72, '-');
    text << rule << '\n';
    text << "Round " << state.round << " of " << round_count << ": " << cards_dealt(state.round)
         << " cards each; wild cards are " << wild_cards_phrase(state.wild_rank()) << ".\n";
    const Player& computer = state.player(Seat::Computer);
    const Player& human = state.player(Seat::Human);
    text << "Computer  score " << computer.score << "\n          hand  "
         << card_codes(computer.hand) << '\n';
    text << "Human     score " << human.score << "\n          hand  " << numbered_cards(human.hand)
         << '\n';
    text << "Discard pile: ";
    if (const auto top = state.discard_top()) {
        text << cards::to_string(*top) << " on top (" << state.discard.size()
             << (state.discard.size() == 1 ? " card)\n" : " cards)\n");
    } else {
        text << "empty\n";
    }
    std::vector<std::string> stock;
    for (const Card card : state.stock) {
        stock.push_back(cards::to_string(card));
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
    return std::visit(
        [](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, TossEvent>) {
                return std::string("You called ") + (e.called_heads ? "heads" : "tails") +
                       "; the coin landed " + (e.landed_heads ? "heads" : "tails") + ". " +
                       (e.first == Seat::Human ? "You play first." : "The computer plays first.");
            } else if constexpr (std::is_same_v<T, DealtEvent>) {
                return "Round " + std::to_string(e.round) +
                       " is dealt: " + std::to_string(cards_dealt(e.round)) +
                       " cards each, wild cards are " + wild_cards_phrase(wild_rank_of(e.round)) +
                       ". " + (e.first == Seat::Human ? "You play" : "The computer plays") +
                       " first, having gone out first in the last round.";
            } else if constexpr (std::is_same_v<T, DrewEvent>) {
                const std::string card = cards::to_string(e.card);
                if (e.seat == Seat::Human) {
                    return e.from_discard ? "You took the " + card + " from the discard pile."
                                          : "You drew the " + card + " from the draw pile.";
                }
                return e.from_discard ? "The computer took the " + card + " from the discard pile."
                                      : "The computer drew the " + card + " from the draw pile.";
            } else if constexpr (std::is_same_v<T, DiscardedEvent>) {
                return subject(e.seat) + " discarded the " + cards::to_string(e.card) + " (" +
                       cards::long_name(e.card) + ").";
            } else if constexpr (std::is_same_v<T, WentOutEvent>) {
                return subject(e.seat) + (e.seat == Seat::Human ? " go out" : " goes out") +
                       ", laying down:\n" + indented(describe(e.arrangement), "    ") + "\n" +
                       (e.seat == Seat::Human ? "The computer" : "You") +
                       " may play one last turn.";
            } else if constexpr (std::is_same_v<T, ReshuffledEvent>) {
                return "The draw pile ran out: the discard pile under its top card was shuffled "
                       "into a new draw pile of " +
                       parlor::cards::count_text(e.cards, "card", "cards") + ".";
            } else {
                return {}; // rounds and the end of the game are told by the caller
            }
        },
        event);
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

} // namespace parlor::cli::fc
