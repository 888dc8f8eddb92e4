#include "save_fields.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"

#include <algorithm>

namespace parlor::cribbage::save_fields {

using cards::given_twice;
using cards::in_quotes;
using cards::TextError;

bool is_seat_key(std::string_view key) {
    return key == "score" || key == "hand" || key == "played";
}

bool is_deal_key(std::string_view key) {
    return key == "game" || key == "length" || key == "crib" || key == "starter" || key == "pile" ||
           key == "stock";
}

Problem FieldReader::go_on(const TextLine& line) {
    return cards::go_on_with_cards(line, continuing_,
                                   [this](auto&... args) { return add_cards(args...); });
}

Problem FieldReader::read_deal_field(const TextLine& line) {
    const std::string& key = line.key;
    if (key == "game") {
        return cards::read_game_line(line, deal_.game_line, "Cribbage");
    }
    if (key == "length") {
        if (deal_.length_line != 0) {
            return given_twice(line);
        }
        deal_.length_line = line.number;
        const auto target = cards::parse_non_negative(line.value);
        if (!target || !valid_target(*target)) {
            return TextError{line.number, "the length " + in_quotes(line.value) +
                                              " is not a length of game (61 or 121)"};
        }
        deal_.target = *target;
        return std::nullopt;
    }
    if (key == "crib") {
        return read_cards(line, deal_.crib);
    }
    if (key == "starter") {
        return read_cards(line, deal_.starter);
    }
    if (key == "pile") {
        return read_cards(line, deal_.pile);
    }
    return read_cards(line, deal_.stock);
}

Problem FieldReader::read_seat_field(const TextLine& line, SeatFields& seat) {
    if (line.key == "score") {
        if (seat.score_line != 0) {
            return given_twice(line);
        }
        seat.score_line = line.number;
        const auto score = cards::parse_non_negative(line.value);
        if (const auto large = cards::too_large(line.value); !score && large) {
            return TextError{line.number, "the score " + *large};
        }
        if (!score) {
            return TextError{line.number, "the score " + in_quotes(line.value) +
                                              " is not a whole number of 0 or more"};
        }
        seat.score = *score;
        return std::nullopt;
    }
    return read_cards(line, line.key == "hand" ? seat.hand : seat.played);
}

Problem FieldReader::read_cards(const TextLine& line, CardField& field) {
    return cards::begin_cards(line, field, continuing_,
                              [this](auto&... args) { return add_cards(args...); });
}

Problem FieldReader::add_cards(CardField& field, std::string_view text, int number) {
    cards::OneDeck& deck = &field == &deal_.pile ? pile_deck_ : deck_;
    return cards::add_card_words(field, text, number, parse, [&](Card card) {
        return deck.see(card, number, cards::pretty(card));
    });
}

Problem missing_after_seats(int last, const DealFields& deal, int dealer_line, int next_line) {
    return cards::first_missing(last, {{"\"Dealer:\" line", dealer_line},
                                       {"\"Crib:\" line", deal.crib.line},
                                       {"\"Starter:\" line", deal.starter.line},
                                       {"\"Pile:\" line", deal.pile.line},
                                       {"\"Stock:\" line", deal.stock.line},
                                       {"\"Next Player:\" line", next_line}});
}

Problem score_over(int line, int score, int target) {
    if (score >= target) {
        return TextError{line, "a score of " + std::to_string(score) + " means the game to " +
                                   std::to_string(target) +
                                   " is over; a save is of a game still being played "
                                   "(scores 0 to " +
                                   std::to_string(target - 1) + ")"};
    }
    return std::nullopt;
}

Problem one_starter(const DealFields& deal) {
    if (deal.starter.cards.size() > 1) {
        return TextError{deal.starter.line,
                         "there is one starter, not " + std::to_string(deal.starter.cards.size())};
    }
    return std::nullopt;
}

Problem nothing_played(const CheckedSeats& seats, const DealFields& deal, int go_line) {
    for (const CheckedSeat& seat : seats) {
        if (!seat.fields->played.cards.empty()) {
            return TextError{
                seat.fields->played.line,
                "cards are played only after the starter is cut, and Starter: is empty"};
        }
    }
    if (!deal.pile.cards.empty()) {
        return TextError{deal.pile.line, "the pile must be empty before the starter is cut"};
    }
    if (go_line != 0) {
        return TextError{go_line, "nobody can say go before the play"};
    }
    return std::nullopt;
}

Problem hands_in_play(const CheckedSeats& seats, const DealFields& deal, int next_line) {
    if (deal.crib.cards.size() != 4) {
        return TextError{deal.crib.line, "the starter is cut, so the crib must hold 4 cards, not " +
                                             std::to_string(deal.crib.cards.size())};
    }
    bool any_held = false;
    for (const CheckedSeat& seat : seats) {
        const std::size_t held = seat.fields->hand.cards.size();
        const std::size_t played = seat.fields->played.cards.size();
        if (held + played != static_cast<std::size_t>(hand_size)) {
            return TextError{seat.fields->hand.line, "the " + seat.name + " holds " +
                                                         std::to_string(held) + " and has played " +
                                                         std::to_string(played) +
                                                         "; in the play a hand has 4 cards in all"};
        }
        any_held = any_held || held != 0;
    }
    if (!any_held) {
        return TextError{next_line, "every card has been played: the play is over and "
                                    "there is no decision left to save"};
    }
    return std::nullopt;
}

const SeatFields* owner(const CheckedSeats& seats, Card card) {
    for (const CheckedSeat& seat : seats) {
        const auto& played = seat.fields->played.cards;
        if (std::find(played.begin(), played.end(), card) != played.end()) {
            return seat.fields;
        }
    }
    return nullptr;
}

Problem check_pile(const CheckedSeats& seats, const DealFields& deal) {
    const CardField& pile = deal.pile;
    for (const Card card : pile.cards) {
        if (owner(seats, card) == nullptr) {
            return TextError{pile.line,
                             "the " + cards::pretty(card) + " is on the pile but nobody played it"};
        }
    }
    for (const CheckedSeat& seat : seats) {
        std::vector<Card> mine;
        for (const Card card : pile.cards) {
            if (owner(seats, card) == seat.fields) {
                mine.push_back(card);
            }
        }
        const auto& played = seat.fields->played.cards;
        if (!std::equal(mine.rbegin(), mine.rend(), played.rbegin())) {
            return TextError{pile.line, "the " + seat.name + "'s cards on the pile (" +
                                            cards::pretty_cards(mine) +
                                            ") must be the last it played, in order (" +
                                            cards::pretty_cards(played) + ")"};
        }
    }
    const int count = count_of(pile.cards);
    if (count > max_count) {
        return TextError{pile.line, "the pile counts " + std::to_string(count) + ", more than 31"};
    }
    if (count == max_count) {
        return TextError{pile.line, "the pile counts 31, which restarts the count at once; "
                                    "it should be empty"};
    }
    return std::nullopt;
}

std::optional<Card> fitting_card(const SeatFields& seat, int count) {
    for (const Card card : seat.hand.cards) {
        if (count + pip_value(card) <= max_count) {
            return card;
        }
    }
    return std::nullopt;
}

Problem go_but_fits(int go_line, const CheckedSeat& seat, int count) {
    if (const auto card = fitting_card(*seat.fields, count)) {
        return TextError{go_line, "the " + seat.name + " said go but holds the " +
                                      cards::pretty(*card) + ", which fits the count of " +
                                      std::to_string(count)};
    }
    return std::nullopt;
}

cards::TextError go_after_last_card(int go_line, const std::string& name) {
    return TextError{go_line,
                     "the " + name + " laid the last card, so it cannot have said go after it"};
}

} // namespace parlor::cribbage::save_fields
