// Reading a save file: lenient about layout (the shared text reader takes care of blank lines,
// spaces, tabs, CRLF and letter case; a long card list may go on over the following lines),
// strict about meaning, with "FILE:LINE: problem" errors.

#include "parlor/cards/deck.hpp"
#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_sections.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/cribbage/save.hpp"

#include "save_fields.hpp"

#include <algorithm>
#include <array>

namespace parlor::cribbage {

namespace {

using cards::CardField;
using cards::in_quotes;
using cards::Problem;
using cards::TextError;
using cards::TextLine;

using NameField = cards::SeatField;
using save_fields::SeatFields;

struct Fields {
    save_fields::DealFields deal;
    std::array<SeatFields, 2> seats;
    NameField dealer;
    NameField go;
    NameField next;
};

class Reader {
  public:
    // What cards::read_fields asks of a reader.
    static constexpr std::string_view empty_message = "the file is empty, not a Cribbage save";
    const Fields& fields() const { return f_; }

    // ---- layout ----
    Problem read_line(const TextLine& line) {
        return reader_.read_line(
            line,
            [this](const TextLine& field, int section) { return read_seat_field(field, section); },
            [this](const TextLine& field) { return read_own_field(field); });
    }

    // Any field but the deal's and a seat's.
    Problem read_own_field(const TextLine& line) {
        const std::string& key = line.key;
        if (key == "seats") {
            // A table's save (table_save.hpp): its callers route it by save_seat_count.
            return TextError{line.number, "this is the save of a table of " + line.value +
                                              " (\"Seats:\"), not of the two-player game"};
        }
        if (const auto seat = cards::parse_seat(key)) {
            SeatFields& fields = f_.seats[static_cast<std::size_t>(index(*seat))];
            if (Problem problem = cards::read_section_header(line, *seat, fields.header,
                                                             "Score, Hand and Played")) {
                return problem;
            }
            reader_.open_section(index(*seat));
            return std::nullopt;
        }
        if (key == "dealer") {
            return cards::read_seat_field(line, f_.dealer);
        }
        if (key == "go") {
            return cards::read_seat_field(line, f_.go);
        }
        if (key == "next player") {
            return cards::read_seat_field(line, f_.next);
        }
        return TextError{line.number, "unknown field " + in_quotes(line.key) +
                                          " (a Cribbage save has Game, Length, Human, Computer, "
                                          "Score, Hand, Played, Dealer, Crib, Starter, Pile, Go, "
                                          "Stock and Next Player)"};
    }

    // A seat's field in the Human:/Computer: section open (`section`, -1 for none).
    Problem read_seat_field(const TextLine& line, int section) {
        if (section < 0) {
            return cards::outside_section(line);
        }
        SeatFields& seat = f_.seats[static_cast<std::size_t>(section)];
        if (Problem problem = reader_.read_seat_field(line, seat)) {
            return problem;
        }
        // Against the length read so far; check_meaning checks again once the file is read.
        return line.key == "score" ? check_score(line.number, seat.score) : std::nullopt;
    }

    Problem find_missing(int last) const {
        if (Problem problem =
                cards::first_missing(last, {{"\"Game: Cribbage\" line", deal().game_line}})) {
            return problem;
        }
        for (const Seat seat : {Seat::Computer, Seat::Human}) {
            const SeatFields& fields = f_.seats[static_cast<std::size_t>(index(seat))];
            if (Problem problem = cards::missing_in_section(
                    last, seat, fields.header, fields.score_line,
                    {{"Hand", fields.hand.line}, {"Played", fields.played.line}})) {
                return problem;
            }
        }
        return save_fields::missing_after_seats(last, deal(), f_.dealer.line, f_.next.line);
    }

    // ---- meaning ----
    const save_fields::DealFields& deal() const { return f_.deal; }
    const SeatFields& seat(Seat s) const { return f_.seats[static_cast<std::size_t>(index(s))]; }
    save_fields::CheckedSeat named(Seat s) const { return {seat_name(s), &seat(s)}; }
    // The seats in the order the checks go through them.
    save_fields::CheckedSeats named_seats() const {
        return {named(Seat::Computer), named(Seat::Human)};
    }

    Problem check_score(int number, int score) const {
        return save_fields::score_over(number, score, deal().target);
    }

    Problem check_meaning() const {
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            if (Problem problem = check_score(seat(s).score_line, seat(s).score)) {
                return problem;
            }
        }
        if (Problem problem = save_fields::one_starter(deal())) {
            return problem;
        }
        return deal().starter.cards.empty() ? check_lay_away() : check_play();
    }

    // Before the starter: both players lay away, one after the other.
    Problem check_lay_away() const {
        if (Problem problem = save_fields::nothing_played(named_seats(), deal(), f_.go.line)) {
            return problem;
        }
        const CardField& crib_field = deal().crib;
        const std::size_t crib = crib_field.cards.size();
        if (crib == 4) {
            return TextError{crib_field.line, "the crib is complete, so the starter should have "
                                              "been cut (Starter: is empty)"};
        }
        if (crib != 0 && crib != 2) {
            return TextError{crib_field.line, "the crib holds " + std::to_string(crib) +
                                                  " cards; it grows by two at each lay-away"};
        }
        std::size_t laid_away = 0;
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            const std::size_t held = seat(s).hand.cards.size();
            if (held == static_cast<std::size_t>(hand_size)) {
                ++laid_away;
            } else if (held != static_cast<std::size_t>(cards_dealt)) {
                return TextError{seat(s).hand.line,
                                 "the " + seat_name(s) + " holds " + std::to_string(held) +
                                     " cards; before the starter a hand has 6 cards, or 4 after "
                                     "laying two away"};
            }
        }
        if (laid_away * 2 != crib) {
            return TextError{crib_field.line, "the crib holds " + std::to_string(crib) +
                                                  " cards but " + std::to_string(laid_away) +
                                                  " player(s) have laid away"};
        }
        if (seat(f_.next.seat).hand.cards.size() != static_cast<std::size_t>(cards_dealt)) {
            return TextError{f_.next.line, "the " + seat_name(f_.next.seat) +
                                               " has laid away already; the other player is next"};
        }
        if (deal().stock.cards.empty()) {
            return TextError{deal().stock.line,
                             "the stock is empty: there is nothing to cut the starter from"};
        }
        return std::nullopt;
    }

    // Whether `s` laid the last card on the pile.
    bool laid_last(Seat s) const {
        const auto& pile = deal().pile.cards;
        return !pile.empty() && save_fields::owner(named_seats(), pile.back()) == &seat(s);
    }

    // The play: four cards each between hand and played, the pile the latest played cards.
    Problem check_play() const {
        const save_fields::CheckedSeats seats = named_seats();
        if (Problem problem = save_fields::hands_in_play(seats, deal(), f_.next.line)) {
            return problem;
        }
        if (Problem problem = save_fields::check_pile(seats, deal())) {
            return problem;
        }
        const int count = count_of(deal().pile.cards);
        const Seat next = f_.next.seat;
        if (f_.go.line != 0) {
            const Seat said = f_.go.seat;
            if (said == next) {
                return TextError{f_.go.line, "the " + seat_name(said) +
                                                 " has said go, so the other player is next"};
            }
            if (Problem problem = save_fields::go_but_fits(f_.go.line, named(said), count)) {
                return problem;
            }
            if (laid_last(said)) {
                return save_fields::go_after_last_card(f_.go.line, seat_name(said));
            }
        } else if (laid_last(next)) {
            return TextError{f_.next.line, "the " + seat_name(next) +
                                               " laid the last card and nobody has said go: the "
                                               "other player is next"};
        }
        if (!save_fields::fitting_card(seat(next), count)) {
            return TextError{f_.next.line, "the " + seat_name(next) +
                                               " is next but has no card that fits the count of " +
                                               std::to_string(count)};
        }
        return std::nullopt;
    }

  private:
    Fields f_;
    save_fields::FieldReader reader_{f_.deal};
};

GameState build_state(const Fields& f) {
    GameState state;
    for (const Seat s : {Seat::Computer, Seat::Human}) {
        const SeatFields& fields = f.seats[static_cast<std::size_t>(index(s))];
        Player& player = state.player(s);
        player.score = fields.score;
        player.hand = fields.hand.cards;
        player.played = fields.played.cards;
    }
    state.dealer = f.dealer.seat;
    const auto& crib = f.deal.crib.cards;
    if (crib.size() == 4) {
        // Written as the dealer's two, then the pone's.
        state.player(state.dealer).laid_away = {crib[0], crib[1]};
        state.player(state.pone()).laid_away = {crib[2], crib[3]};
    } else if (crib.size() == 2) {
        const Seat laid = state.player(Seat::Human).hand.size() == 4 ? Seat::Human : Seat::Computer;
        state.player(laid).laid_away = crib;
    }
    if (f.go.line != 0) {
        state.go = f.go.seat;
    }
    save_fields::fill_deal(state, f.deal, f.next.seat);
    return state;
}

// "51 cards instead of 52 (missing: Q♥)": a file may leave cards out; it cannot repeat one.
std::optional<std::string> deck_warning(const GameState& state) {
    return save_fields::deck_warning(state.stock, state.players, state.starter);
}

} // namespace

LoadResult read_save(std::string_view text, std::string_view file_name) {
    return cards::read_save_text<Reader>(text, file_name, build_state, deck_warning);
}

LoadResult load_save_file(const std::string& path) {
    return cards::load_save_file(path, read_save);
}

bool looks_like_save(std::string_view text) {
    return cards::has_line(text, [](const TextLine& line) {
        return line.has_colon && line.key == "game" && cards::to_lower(line.value) == "cribbage";
    });
}

} // namespace parlor::cribbage
