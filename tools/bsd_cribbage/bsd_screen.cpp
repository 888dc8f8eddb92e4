#include "bsd_screen.hpp"

#include <array>
#include <cstdlib>
#include <string_view>

namespace parlor::bsd_cribbage {

namespace {

constexpr std::string_view ranks = "A23456789TJQK";
constexpr std::string_view suits = "SHDC";
constexpr std::array<cards::Suit, 4> suit_of{cards::Suit::Spades, cards::Suit::Hearts,
                                             cards::Suit::Diamonds, cards::Suit::Clubs};
constexpr std::array<std::string_view, 13> rank_names{"ACE",  "TWO",   "THREE", "FOUR", "FIVE",
                                                      "SIX",  "SEVEN", "EIGHT", "NINE", "TEN",
                                                      "JACK", "QUEEN", "KING"};
constexpr std::array<std::string_view, 4> suit_names{"SPADES", "HEARTS", "DIAMONDS", "CLUBS"};

// The layout of cribcur.h: windows of the player's hand, the table and the program's hand side
// by side, the board to their right from the top, messages below it, the crib card at row 17.
constexpr int table_left = 12;
constexpr int board_left = 38;
constexpr int message_left = board_left + 1;
constexpr int first_message_row = 10;
constexpr int crib_row = 17;
constexpr int program_left = 26;
constexpr int program_crib_left = program_left;

std::vector<Card> stacked_cards(const TerminalScreen& screen, int left) {
    std::vector<Card> found;
    for (int i = 0; i < 8; ++i) {
        const int row = 2 * i + 1;
        const int col = left + i + 1;
        const auto card = card_from_bsd(screen.at(row, col), screen.at(row, col + 1));
        if (!card || screen.at(row, col - 1) != '|') {
            break;
        }
        found.push_back(*card);
    }
    return found;
}

std::string trimmed(std::string text) {
    const auto end = text.find_last_not_of(' ');
    return end == std::string::npos ? std::string() : text.substr(0, end + 1);
}

} // namespace

std::optional<Card> card_from_bsd(char rank, char suit) {
    const auto r = ranks.find(rank);
    const auto s = suits.find(suit);
    if (r == std::string_view::npos || s == std::string_view::npos) {
        return std::nullopt;
    }
    return Card::of(static_cast<int>(r) + 1, suit_of[s]);
}

std::string bsd_name(Card card) {
    std::string name;
    name += ranks[static_cast<std::size_t>(card.rank - 1)];
    for (std::size_t s = 0; s < suit_of.size(); ++s) {
        if (suit_of[s] == card.suit) {
            name += suits[s];
        }
    }
    return name;
}

std::vector<Card> player_hand(const TerminalScreen& screen) {
    return stacked_cards(screen, 0);
}

std::vector<Card> program_hand(const TerminalScreen& screen) {
    return stacked_cards(screen, program_left);
}

std::vector<Card> table_cards(const TerminalScreen& screen) {
    return stacked_cards(screen, table_left);
}

CribSide crib_side(const TerminalScreen& screen) {
    if (screen.text(crib_row, 1, 4) == "CRIB") {
        return CribSide::Player;
    }
    if (screen.text(crib_row, program_crib_left + 1, 4) == "CRIB") {
        return CribSide::Program;
    }
    return CribSide::Unknown;
}

std::optional<Card> starter(const TerminalScreen& screen) {
    const CribSide side = crib_side(screen);
    if (side == CribSide::Unknown) {
        return std::nullopt;
    }
    const int left = side == CribSide::Player ? 0 : program_crib_left;
    return card_from_bsd(screen.at(crib_row + 2, left + 1), screen.at(crib_row + 2, left + 2));
}

BoardScores board_scores(const TerminalScreen& screen) {
    return {std::atoi(screen.text(1, board_left + 10, 3).c_str()),
            std::atoi(screen.text(7, board_left + 10, 3).c_str())};
}

std::string prompt(const TerminalScreen& screen) {
    const int row = screen.cursor_row();
    if (row < first_message_row) {
        return {};
    }
    return trimmed(screen.text(row, message_left, screen.cursor_col() - message_left));
}

std::string latest_message(const TerminalScreen& screen) {
    for (int row = first_message_row; row < screen.rows(); ++row) {
        if (screen.at(row, board_left) == '*') {
            return trimmed(screen.text(row, message_left));
        }
    }
    return {};
}

std::optional<Card> card_in_message(const std::string& message) {
    const auto playing = message.find(" playing ");
    if (message.rfind("I get ", 0) != 0 || playing == std::string::npos) {
        return std::nullopt;
    }
    const std::string rest = message.substr(playing + 9);
    const auto of = rest.find(" of ");
    if (of == std::string::npos) {
        return std::nullopt;
    }
    const std::string rank = rest.substr(0, of);
    const std::string suit = trimmed(rest.substr(of + 4).substr(0, rest.find("--") - of - 4));
    for (std::size_t r = 0; r < rank_names.size(); ++r) {
        for (std::size_t s = 0; s < suit_names.size(); ++s) {
            if (rank == rank_names[r] && suit.rfind(suit_names[s], 0) == 0) {
                return Card::of(static_cast<int>(r) + 1, suit_of[s]);
            }
        }
    }
    return std::nullopt;
}

} // namespace parlor::bsd_cribbage
