#pragma once
// What the two readers of Cribbage saves share (save_reader.cpp, the two-player game's, and
// table_save_reader.cpp, a table's): the fields of the deal and of a seat, read line by line into
// one deck, and the checks of meaning both make in the same words. Each reader keeps its own
// seats, its own names for them and the rules only its game has.

#include "parlor/cards/deck.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_sections.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cribbage::save_fields {

using cards::CardField;
using cards::Problem;
using cards::TextLine;

// A seat's section: its header line, then Score, Hand and Played.
struct SeatFields {
    int header = 0;
    int score_line = 0;
    int score = 0;
    CardField hand;
    CardField played;
};

// The fields of the deal every Cribbage save has, beside its seats and who deals, goes and is
// next.
struct DealFields {
    int game_line = 0;
    int length_line = 0;        // the optional "Length: 61"; a file without it is a game to 121
    int target = winning_score; // the game's length
    CardField crib;
    CardField starter;
    CardField pile;
    CardField stock;
};

// "Score:", "Hand:" or "Played:": a field of the seat whose section is open.
bool is_seat_key(std::string_view key);
// "Game:", "Length:", "Crib:", "Starter:", "Pile:" or "Stock:": a field of the deal.
bool is_deal_key(std::string_view key);

// Reads the deal's fields and the seats' into one deck: every card at most once in the whole
// file. The pile is the exception: it repeats cards of the Played lines, so it is only checked
// against itself. A list of cards may go on over the lines that follow it.
class FieldReader {
  public:
    explicit FieldReader(DealFields& deal) : deal_(deal) {}

    // A line as every Cribbage save reads it: one without a colon goes on with the list of cards
    // open; a seat's field is `seat_field(line, section)`, the section open (its seat as the
    // reader numbers them, -1 for none); any other line ends the section, then is a field of the
    // deal or else the reader's own, `own(line)`.
    template <class SeatField, class Own>
    Problem read_line(const TextLine& line, SeatField&& seat_field, Own&& own) {
        if (!line.has_colon) {
            return go_on(line);
        }
        continuing_ = nullptr;
        if (is_seat_key(line.key)) {
            return seat_field(line, section_);
        }
        section_ = -1;
        if (is_deal_key(line.key)) {
            return read_deal_field(line);
        }
        return own(line);
    }
    // A seat's header line opens its section.
    void open_section(int seat) { section_ = seat; }
    // A line whose key is_seat_key, into `seat`'s fields.
    Problem read_seat_field(const TextLine& line, SeatFields& seat);

  private:
    Problem go_on(const TextLine& line);
    Problem read_deal_field(const TextLine& line);
    Problem read_cards(const TextLine& line, CardField& field);
    Problem add_cards(CardField& field, std::string_view text, int number);

    DealFields& deal_;
    int section_ = -1;
    CardField* continuing_ = nullptr;
    cards::OneDeck deck_;
    cards::OneDeck pile_deck_;
};

// The deal's fields that follow the seats, missing: Dealer, Crib, Starter, Pile, Stock and Next
// Player, as "no \"Crib:\" line" on the file's `last` line.
Problem missing_after_seats(int last, const DealFields& deal, int dealer_line, int next_line);

// ---- meaning ----

// A seat as the checks go through and name it ("the Computer 2 holds ...").
struct CheckedSeat {
    std::string name;
    const SeatFields* fields = nullptr;
};
using CheckedSeats = std::vector<CheckedSeat>;

// A score of the game's length or more: the game is over, and a save is of a game being played.
Problem score_over(int line, int score, int target);

// More than one starter.
Problem one_starter(const DealFields& deal);

// Before the starter: nobody has played, the pile is empty, nobody has said go (`go_line` 0).
Problem nothing_played(const CheckedSeats& seats, const DealFields& deal, int go_line);

// In the play: the crib whole, each hand's four cards between hand and played, a card still to
// play (the Next Player line's `next_line` otherwise).
Problem hands_in_play(const CheckedSeats& seats, const DealFields& deal, int next_line);

// Each seat's cards on the pile are the last it played, in order; the count under 31.
Problem check_pile(const CheckedSeats& seats, const DealFields& deal);

// The seat that played `card`; nothing for a card nobody played.
const SeatFields* owner(const CheckedSeats& seats, Card card);

// A card of the seat's hand that fits the count.
std::optional<Card> fitting_card(const SeatFields& seat, int count);

// A seat named on the Go line (`go_line`) that could lay a card, or laid the last one.
Problem go_but_fits(int go_line, const CheckedSeat& seat, int count);
cards::TextError go_after_last_card(int go_line, const std::string& name);

// The cards a save leaves out, as a warning: "51 cards instead of 52 (missing: Q♥)" (a file may
// leave cards out; it cannot repeat one). `present` holds the stock (and the like) already;
// `seats`' hands, played and laid-away cards and the starter join it.
template <class Seats>
std::optional<std::string> deck_warning(std::vector<Card> present, const Seats& seats,
                                        const std::optional<Card>& starter) {
    for (const auto& seat : seats) {
        for (const std::vector<Card>* list : {&seat.hand, &seat.played, &seat.laid_away}) {
            present.insert(present.end(), list->begin(), list->end());
        }
    }
    if (starter) {
        present.push_back(*starter);
    }
    return cards::missing_cards_warning(full_deck(), present, cards::pretty_cards);
}

// What a state takes from the deal's fields alike at two and at a table: the starter, the pile,
// the stock, the seat `next` to act, the phase and the length; its first deal.
template <class State, class SeatOf>
void fill_deal(State& state, const DealFields& deal, SeatOf next) {
    if (!deal.starter.cards.empty()) {
        state.starter = deal.starter.cards.front();
    }
    state.pile = deal.pile.cards;
    state.stock = deal.stock.cards;
    state.turn = next;
    state.phase = state.starter ? Phase::Play : Phase::LayAway;
    state.deal_number = 1;
    state.target = deal.target;
}

} // namespace parlor::cribbage::save_fields
