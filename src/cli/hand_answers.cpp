#include "cli/hand_answers.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"

#include <algorithm>
#include <charconv>

namespace parlor::cli {

std::string typed_card(cards::Card card) {
    return card.is_joker() ? cards::to_string(card) : cards::pretty(card);
}

std::string numbered_cards(const std::vector<cards::Card>& cards) {
    std::string out;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (i > 0) {
            out += ' ';
        }
        out += std::to_string(i + 1) + ":" + cards::pretty(cards[i]);
    }
    return out;
}

std::optional<cards::Card> read_card_of_hand(std::string_view answer,
                                             const std::vector<cards::Card>& hand, ParseCard parse,
                                             std::string& complaint) {
    const std::string text = cards::trim(answer);
    if (text.empty()) {
        complaint = "Please type a card of your hand, or its position.";
        return std::nullopt;
    }
    int position = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), position);
    if (error == std::errc() && end == text.data() + text.size()) {
        if (position >= 1 && position <= static_cast<int>(hand.size())) {
            return hand[static_cast<std::size_t>(position - 1)];
        }
        complaint = "There is no card at position " + text + "; positions go from 1 to " +
                    std::to_string(hand.size()) + ".";
        return std::nullopt;
    }
    std::string parse_error;
    // As the table names it ("K♣"), or in the file's code ("KC").
    std::optional<cards::Card> card = cards::parse_pretty(text);
    if (!card) {
        card = parse(text, parse_error);
    }
    if (!card) {
        complaint = parse_error + ". Type a card of your hand, like " +
                    (hand.empty() ? std::string("K♣") : typed_card(hand.front())) +
                    ", or its position.";
        return std::nullopt;
    }
    if (std::find(hand.begin(), hand.end(), *card) == hand.end()) {
        complaint = "You do not hold the " + typed_card(*card) +
                    ". Your hand: " + numbered_cards(hand) + ".";
        return std::nullopt;
    }
    return card;
}

} // namespace parlor::cli
