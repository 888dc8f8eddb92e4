#include "cli/cribbage/answers.hpp"

#include "cli/hand_answers.hpp"

#include "parlor/cards/notation.hpp"

namespace parlor::cli::crib {

std::optional<cribbage::Action> read_move(std::string_view answer,
                                          const std::vector<cribbage::Card>& hand, bool laying,
                                          std::string& complaint) {
    const auto words = cards::split_words(answer);
    if (words.size() != (laying ? 2U : 1U)) {
        complaint = laying ? "Name two cards to lay away." : "Name one card to play.";
        return std::nullopt;
    }
    std::vector<cribbage::Card> chosen;
    for (const std::string_view word : words) {
        const auto card = read_card_of_hand(word, hand, cribbage::parse, complaint);
        if (!card) {
            return std::nullopt;
        }
        chosen.push_back(*card);
    }
    if (laying) {
        return cribbage::LayAway{chosen[0], chosen[1]};
    }
    return cribbage::Play{chosen[0]};
}

} // namespace parlor::cli::crib
