#include "cli/pinochle/table.hpp"

#include "cli/pinochle/answers.hpp"

#include "cli/seat_words.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/pinochle/event_words.hpp"

#include <algorithm>
#include <bit>
#include <cctype>

namespace parlor::cli::pinochle_cli {

namespace {

// A card as the table names it ("Q♠"), never in the file's code.
std::string code(Card card) {
    return cards::pretty(card);
}

std::string points_text(int points) {
    return std::to_string(points) + (points == 1 ? " point" : " points");
}

std::string cards_text(int n) {
    return std::to_string(n) + (n == 1 ? " card" : " cards");
}

// "royal marriage K♥ Q♥ (40)"; with `numbers` each card carries its answer number.
std::string meld_text(const Holding& hand, std::size_t meld,
                      const std::vector<std::size_t>* numbers) {
    const Meld& m = hand.melds[meld];
    std::string out = meld_title(m.kind);
    for (const Card card : m.cards) {
        const auto at = hand.find(card, meld);
        out += " ";
        if (numbers && at) {
            const auto it = std::find(numbers->begin(), numbers->end(), *at);
            out += std::to_string(it - numbers->begin() + 1) + ":";
        }
        out += code(card);
        if (at && std::popcount(hand.cards[*at].melds) > 1) {
            out += "*";
        }
    }
    return out + " (" + std::to_string(points(m)) + ")";
}

std::string melds_text(const Holding& hand, const std::vector<std::size_t>* numbers) {
    if (hand.melds.empty()) {
        return "none";
    }
    std::string out;
    for (std::size_t m = 0; m < hand.melds.size(); ++m) {
        out += (m == 0 ? "" : "; ") + meld_text(hand, m, numbers);
    }
    return out;
}

std::string captures_text(const Player& player) {
    if (player.captured.empty()) {
        return "nothing";
    }
    return cards::pretty_cards(player.captured) + " (" +
           points_text(capture_points(player.captured)) + ")";
}

std::string sentence_start(std::string text) {
    if (!text.empty()) {
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    }
    return text;
}

std::string side_result(const RoundResult& r, Seat seat) {
    const auto i = static_cast<std::size_t>(index(seat));
    std::string melds;
    for (const Meld& m : r.melds[i]) {
        melds += (melds.empty() ? "" : ", ") + describe(m) + " " + std::to_string(points(m));
    }
    return sentence_start(possessive(seat)) + " melds: " + (melds.empty() ? "none" : melds) +
           " = " + std::to_string(r.meld_points[i]) + "; captured cards " +
           std::to_string(r.capture_points[i]) + "; round " + std::to_string(r.round_scores[i]) +
           ", game " + std::to_string(r.scores[i]) + ".\n";
}

} // namespace

std::string table_text(const GameState& state) {
    const Player& human = state.player(Seat::Human);
    const Player& computer = state.player(Seat::Computer);
    std::string out = "Round " + std::to_string(state.round) + ", " +
                      cards::suit_name(state.trump) + " are trump";
    if (state.trump_card) {
        out += " (the " + cards::pretty(*state.trump_card) + " lies under a stock of " +
               cards_text(static_cast<int>(state.stock.size())) + ")";
    } else {
        out += " (the stock is gone)";
    }
    out += ".\nScores: you " + std::to_string(human.game_score) + " + " +
           std::to_string(human.round_score) + " this round, the computer " +
           std::to_string(computer.game_score) + " + " + std::to_string(computer.round_score) +
           " this round.\n";
    out += "The computer holds " + cards_text(static_cast<int>(computer.hand.cards.size())) +
           "; its melds: " + melds_text(computer.hand, nullptr) + ".\n";
    out += "It has captured " + captures_text(computer) + "; you have captured " +
           captures_text(human) + ".\n";
    const std::vector<std::size_t> numbers = numbering(human.hand);
    std::string hand;
    for (std::size_t k = 0; k < numbers.size(); ++k) {
        const HeldCard& held = human.hand.cards[numbers[k]];
        if (!held.melded()) {
            hand += (hand.empty() ? "" : " ") + std::to_string(k + 1) + ":" + code(held.card);
        }
    }
    out += "Your melds: " + melds_text(human.hand, &numbers) + "\n";
    out += "Your hand: " + (hand.empty() ? std::string("(every card is in a meld)") : hand) + "\n";
    return out;
}

std::string event_text(const Event& event) {
    // The human's own cards only, as on the table above.
    return pinochle::event_text(event, Listener{});
}

std::string results_text(const RoundResult& result) {
    return side_result(result, Seat::Human) + side_result(result, Seat::Computer);
}

} // namespace parlor::cli::pinochle_cli
