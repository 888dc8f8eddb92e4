// Reading a table's save file (docs/cribbage.md, "The save file of a table"): lenient about
// layout as every save is (the shared text reader), strict about meaning, every problem
// "FILE:LINE: problem". The checks follow the rules of a table (table.cpp, table_pegging.cpp):
// who lays away next, whose cards are on the pile, who has said go and who lays next.

#include "parlor/cards/deck.hpp"
#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_sections.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include "save_fields.hpp"

#include <algorithm>
#include <array>

namespace parlor::cribbage {

// A named namespace, not an anonymous one: the unity build joins this file with save_reader.cpp,
// whose Reader, Fields and build_state would clash.
namespace table_reading {

using cards::CardField;
using cards::given_twice;
using cards::in_quotes;
using cards::Problem;
using cards::TextError;
using cards::TextLine;

using save_fields::SeatFields;

struct NamedSeat {
    int line = 0;
    int seat = 0;
};

struct Fields {
    save_fields::DealFields deal;
    int seats_line = 0;
    int seats = 0;
    std::array<SeatFields, max_table_seats> seat;
    NamedSeat dealer;
    NamedSeat last;
    int go_line = 0;
    std::vector<int> go; // the seats named, in the file's order
    NamedSeat next;
};

std::string name(int seat) {
    return table_seat_name(seat);
}

class Reader {
  public:
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
            return read_seats(line);
        }
        if (const auto seat = parse_table_seat(key)) {
            return open_section(line, *seat);
        }
        if (key == "dealer") {
            return read_named(line, f_.dealer);
        }
        if (key == "last") {
            return read_named(line, f_.last);
        }
        if (key == "next player") {
            return read_named(line, f_.next);
        }
        if (key == "go") {
            return read_go(line);
        }
        return TextError{line.number,
                         "unknown field " + in_quotes(line.key) +
                             " (a Cribbage table's save has Game, Seats, Length, Human, Computer 1 "
                             "to Computer 3, Score, Hand, Played, Dealer, Crib, Starter, Pile, "
                             "Last, Go, Stock and Next Player)"};
    }

    Problem read_seats(const TextLine& line) {
        if (f_.seats_line != 0) {
            return given_twice(line);
        }
        f_.seats_line = line.number;
        const auto seats = cards::parse_non_negative(line.value);
        if (!seats || *seats < min_table_seats || *seats > max_table_seats) {
            return TextError{line.number, "the seats " + in_quotes(line.value) +
                                              " are not a table's (3, or 4 in partnerships; a "
                                              "two-player save has no Seats line)"};
        }
        f_.seats = *seats;
        return std::nullopt;
    }

    Problem open_section(const TextLine& line, int seat) {
        SeatFields& fields = f_.seat[static_cast<std::size_t>(seat)];
        if (fields.header != 0) {
            return TextError{line.number, "the " + name(seat) +
                                              " section is given twice (also on "
                                              "line " +
                                              std::to_string(fields.header) + ")"};
        }
        if (!line.value.empty()) {
            return TextError{line.number, "\"" + name(seat) +
                                              ":\" stands alone on its line; its Score, Hand and "
                                              "Played follow on lines of their own"};
        }
        fields.header = line.number;
        reader_.open_section(seat);
        return std::nullopt;
    }

    Problem read_named(const TextLine& line, NamedSeat& field) {
        if (field.line != 0) {
            return given_twice(line);
        }
        const auto seat = parse_table_seat(line.value);
        if (!seat) {
            return TextError{line.number,
                             in_quotes(line.value) +
                                 " is not a seat (Human, or Computer 1 to Computer 3)"};
        }
        field = {line.number, *seat};
        return std::nullopt;
    }

    Problem read_go(const TextLine& line) {
        if (f_.go_line != 0) {
            return given_twice(line);
        }
        f_.go_line = line.number;
        std::string_view rest = line.value;
        while (true) {
            const std::size_t comma = rest.find(',');
            const std::string word = cards::trim(rest.substr(0, comma));
            const auto seat = parse_table_seat(word);
            if (!seat) {
                return TextError{line.number, in_quotes(word) +
                                                  " is not a seat (Go: lists the seats that have "
                                                  "said go, as \"Computer 1, Computer 2\")"};
            }
            if (std::find(f_.go.begin(), f_.go.end(), *seat) != f_.go.end()) {
                return TextError{line.number, "the " + name(*seat) + " is named twice"};
            }
            f_.go.push_back(*seat);
            if (comma == std::string_view::npos) {
                return std::nullopt;
            }
            rest = rest.substr(comma + 1);
        }
    }

    // A seat's field in the section open (`section`, -1 for none).
    Problem read_seat_field(const TextLine& line, int section) {
        if (section < 0) {
            return TextError{line.number, in_quotes(line.key) +
                                              " must follow a seat's line (\"Human:\", "
                                              "\"Computer 1:\" ...)"};
        }
        return reader_.read_seat_field(line, f_.seat[static_cast<std::size_t>(section)]);
    }

    Problem find_missing(int last) const {
        if (Problem problem =
                cards::first_missing(last, {{"\"Game: Cribbage\" line", deal().game_line},
                                            {"\"Seats:\" line", f_.seats_line}})) {
            return problem;
        }
        for (int s = 0; s < f_.seats; ++s) {
            const SeatFields& fields = seat(s);
            if (fields.header == 0) {
                return TextError{last, "no \"" + name(s) + ":\" section (a table of " +
                                           std::to_string(f_.seats) +
                                           " has Human and Computer 1 "
                                           "to Computer " +
                                           std::to_string(f_.seats - 1) + ")"};
            }
            if (Problem problem =
                    cards::first_missing(last, {{"\"Score:\" line", fields.score_line},
                                                {"\"Hand:\" line", fields.hand.line},
                                                {"\"Played:\" line", fields.played.line}})) {
                problem->message += " for the " + name(s);
                return problem;
            }
        }
        return save_fields::missing_after_seats(last, deal(), f_.dealer.line, f_.next.line);
    }

    // ---- meaning ----
    const save_fields::DealFields& deal() const { return f_.deal; }
    const SeatFields& seat(int s) const { return f_.seat[static_cast<std::size_t>(s)]; }
    std::size_t held(int s) const { return seat(s).hand.cards.size(); }
    int after(int s, int steps) const { return (s + steps) % f_.seats; }

    Problem seat_in_table(const NamedSeat& field) const {
        if (field.line != 0 && field.seat >= f_.seats) {
            return TextError{field.line, "a table of " + std::to_string(f_.seats) + " has no " +
                                             name(field.seat)};
        }
        return std::nullopt;
    }

    Problem check_meaning() const {
        for (int s = f_.seats; s < max_table_seats; ++s) {
            if (seat(s).header != 0) {
                return TextError{seat(s).header,
                                 "a table of " + std::to_string(f_.seats) + " has no " + name(s)};
            }
        }
        for (const NamedSeat* field : {&f_.dealer, &f_.last, &f_.next}) {
            if (Problem problem = seat_in_table(*field)) {
                return problem;
            }
        }
        for (const int s : f_.go) {
            if (s >= f_.seats) {
                return TextError{f_.go_line,
                                 "a table of " + std::to_string(f_.seats) + " has no " + name(s)};
            }
        }
        if (Problem problem = check_scores()) {
            return problem;
        }
        if (Problem problem = save_fields::one_starter(deal())) {
            return problem;
        }
        return deal().starter.cards.empty() ? check_lay_away() : check_play();
    }

    Problem check_scores() const {
        for (int s = 0; s < f_.seats; ++s) {
            if (Problem problem =
                    save_fields::score_over(seat(s).score_line, seat(s).score, deal().target)) {
                return problem;
            }
        }
        if (f_.seats == 4) {
            for (int s = 2; s < 4; ++s) {
                if (seat(s).score != seat(s - 2).score) {
                    return TextError{seat(s).score_line,
                                     "the " + name(s) + " scores " + std::to_string(seat(s).score) +
                                         " but its partner the " + name(s - 2) + " " +
                                         std::to_string(seat(s - 2).score) +
                                         "; partners score together"};
                }
            }
        }
        return std::nullopt;
    }

    int deck_card_in_crib() const { return f_.seats == 3 ? 1 : 0; }

    // Before the starter: the seats lay away one card each from the dealer's left.
    Problem check_lay_away() const {
        if (Problem problem = save_fields::nothing_played(checked(), deal(), f_.go_line)) {
            return problem;
        }
        if (f_.last.line != 0) {
            return TextError{f_.last.line, "nobody has laid a card before the play"};
        }
        // Those who have laid away are the first seats from the dealer's left.
        int laid = 0;
        for (int step = 1; step <= f_.seats; ++step) {
            const int s = after(f_.dealer.seat, step);
            const std::size_t cards = held(s);
            const bool has_laid = cards == static_cast<std::size_t>(table_cards_dealt - 1);
            if (!has_laid && cards != static_cast<std::size_t>(table_cards_dealt)) {
                return TextError{seat(s).hand.line,
                                 "the " + name(s) + " holds " + std::to_string(cards) +
                                     " cards; before the starter a hand has 5 cards, or 4 after "
                                     "laying one away"};
            }
            if (has_laid && laid != step - 1) {
                return TextError{seat(s).hand.line,
                                 "the " + name(s) + " has laid away before the " +
                                     name(after(f_.dealer.seat, laid + 1)) +
                                     "; the seats lay away in turn from the dealer's left"};
            }
            laid += has_laid ? 1 : 0;
        }
        if (laid == f_.seats) {
            return TextError{deal().crib.line, "every seat has laid away, so the starter should "
                                               "have been cut (Starter: is empty)"};
        }
        const std::size_t crib = deal().crib.cards.size();
        if (crib != static_cast<std::size_t>(deck_card_in_crib() + laid)) {
            return TextError{deal().crib.line,
                             "the crib holds " + std::to_string(crib) + " cards but " +
                                 std::to_string(laid) + " seat(s) have laid away" +
                                 (f_.seats == 3 ? " (at three, one more from the deck)" : "")};
        }
        const int next = after(f_.dealer.seat, laid + 1);
        if (f_.next.seat != next) {
            return TextError{f_.next.line, "the " + name(next) + " is to lay away next, not the " +
                                               name(f_.next.seat)};
        }
        // The starter is cut with at least four cards above and four below it.
        const CardField& stock = deal().stock;
        if (stock.cards.size() < 9) {
            return TextError{stock.line, "the stock holds " + std::to_string(stock.cards.size()) +
                                             " cards; the starter is cut from at least 9"};
        }
        return std::nullopt;
    }

    // The seats in the order the checks go through them.
    save_fields::CheckedSeats checked() const {
        save_fields::CheckedSeats seats;
        for (int s = 0; s < f_.seats; ++s) {
            seats.push_back({name(s), &seat(s)});
        }
        return seats;
    }

    // The seat that played `card`, a card of the pile (check_pile: every one was played).
    int owner(Card card) const {
        return static_cast<int>(save_fields::owner(checked(), card) - f_.seat.data());
    }

    bool said_go(int s) const { return std::find(f_.go.begin(), f_.go.end(), s) != f_.go.end(); }

    // The play: four cards each between hand and played, the pile the latest played cards.
    Problem check_play() const {
        const save_fields::CheckedSeats seats = checked();
        if (Problem problem = save_fields::hands_in_play(seats, deal(), f_.next.line)) {
            return problem;
        }
        if (Problem problem = save_fields::check_pile(seats, deal())) {
            return problem;
        }
        bool any_played = false;
        for (int s = 0; s < f_.seats; ++s) {
            any_played = any_played || !seat(s).played.cards.empty();
        }
        const int count = count_of(deal().pile.cards);
        if (Problem problem = check_last(any_played)) {
            return problem;
        }
        if (f_.go_line != 0 && deal().pile.cards.empty()) {
            return TextError{f_.go_line, "the pile is empty, so the count has (re)started and "
                                         "nobody has said go in it"};
        }
        for (const int s : f_.go) {
            if (held(s) == 0) {
                return TextError{f_.go_line, "the " + name(s) +
                                                 " has no card left, so it is passed over "
                                                 "without a go"};
            }
            if (Problem problem =
                    save_fields::go_but_fits(f_.go_line, {name(s), &seat(s)}, count)) {
                return problem;
            }
            if (s == f_.last.seat) {
                return save_fields::go_after_last_card(f_.go_line, name(s));
            }
        }
        return check_next(count);
    }

    // "Last:" names the seat that laid the last card (on the pile, or before the count
    // restarted): there from the first card of the play on.
    Problem check_last(bool any_played) const {
        if (!any_played) {
            if (f_.last.line != 0) {
                return TextError{f_.last.line, "nobody has laid a card yet in this play"};
            }
            return std::nullopt;
        }
        if (f_.last.line == 0) {
            return TextError{f_.next.line, "no \"Last:\" line: cards have been played, so a "
                                           "table's save names the seat that laid the last one"};
        }
        if (!deal().pile.cards.empty()) {
            const int top = owner(deal().pile.cards.back());
            if (top != f_.last.seat) {
                return TextError{f_.last.line, "the " + name(top) +
                                                   " laid the last card on the pile, not the " +
                                                   name(f_.last.seat)};
            }
        } else if (seat(f_.last.seat).played.cards.empty()) {
            return TextError{f_.last.line,
                             "the " + name(f_.last.seat) + " has not played a card yet"};
        }
        return std::nullopt;
    }

    // Who lays next, as the play goes round (table_pegging.cpp): at the start the dealer's left;
    // after a restart the seat after the last to lay that still holds a card; otherwise the first
    // seat after the last to lay that can lay, every seat passed that holds cards having said go.
    Problem check_next(int count) const {
        const int next = f_.next.seat;
        if (f_.last.line == 0) { // nobody has laid a card yet (check_last)
            const int leader = after(f_.dealer.seat, 1);
            if (next != leader) {
                return TextError{f_.next.line, "the " + name(leader) +
                                                   " leads the play (the dealer's left), not the " +
                                                   name(next)};
            }
            return std::nullopt;
        }
        if (deal().pile.cards.empty()) {
            for (int step = 1; step <= f_.seats; ++step) {
                const int s = after(f_.last.seat, step);
                if (held(s) != 0) {
                    if (s != next) {
                        return TextError{f_.next.line,
                                         "the count restarts with the " + name(s) +
                                             " (the next after the " + name(f_.last.seat) +
                                             " holding a card), not the " + name(next)};
                    }
                    return std::nullopt;
                }
            }
            return std::nullopt;
        }
        for (int step = 1; step <= f_.seats; ++step) {
            const int s = after(f_.last.seat, step);
            if (save_fields::fitting_card(seat(s), count)) {
                if (s != next) {
                    return TextError{f_.next.line, "the " + name(s) +
                                                       " is next (the first after "
                                                       "the " +
                                                       name(f_.last.seat) +
                                                       " with a card that fits), not the " +
                                                       name(next)};
                }
                return std::nullopt;
            }
            if (s != f_.last.seat && held(s) != 0 && !said_go(s)) {
                return TextError{f_.next.line, "the " + name(s) + " cannot lay on the count of " +
                                                   std::to_string(count) +
                                                   " and has not said go (Go: should name it)"};
            }
        }
        return TextError{f_.next.line, "nobody can lay on the count of " + std::to_string(count) +
                                           ": the count should have restarted"};
    }

  private:
    Fields f_;
    save_fields::FieldReader reader_{f_.deal};
};

TableState build_state(const Fields& f) {
    TableState state;
    state.seats.resize(static_cast<std::size_t>(f.seats));
    state.partners = f.seats == 4;
    state.scores.assign(static_cast<std::size_t>(state.sides()), 0);
    for (int s = 0; s < f.seats; ++s) {
        const SeatFields& fields = f.seat[static_cast<std::size_t>(s)];
        TableSeat& seat = state.seats[static_cast<std::size_t>(s)];
        seat.hand = fields.hand.cards;
        seat.played = fields.played.cards;
        state.scores[static_cast<std::size_t>(state.side_of(s))] = fields.score;
    }
    state.dealer = f.dealer.seat;
    // The crib as written: at three the deck's card, then each seat's from the dealer's left.
    auto crib = f.deal.crib.cards.begin();
    if (f.seats == 3) {
        state.crib_from_deck = {*crib++};
    }
    for (int step = 1; step <= f.seats && crib != f.deal.crib.cards.end(); ++step) {
        state.seats[static_cast<std::size_t>((f.dealer.seat + step) % f.seats)].laid_away = {
            *crib++};
    }
    state.last = f.last.line != 0 ? f.last.seat : -1;
    state.go.assign(state.seats.size(), false);
    for (const int s : f.go) {
        state.go[static_cast<std::size_t>(s)] = true;
    }
    save_fields::fill_deal(state, f.deal, f.next.seat);
    return state;
}

std::optional<std::string> deck_warning(const TableState& state) {
    std::vector<Card> present = state.stock;
    present.insert(present.end(), state.crib_from_deck.begin(), state.crib_from_deck.end());
    return save_fields::deck_warning(std::move(present), state.seats, state.starter);
}

} // namespace table_reading

int save_seat_count(std::string_view text) {
    for (const cards::TextLine& line : cards::read_text_lines(text)) {
        if (line.has_colon && line.key == "seats") {
            return cards::parse_non_negative(line.value).value_or(0);
        }
    }
    return 2;
}

TableLoadResult read_table_save(std::string_view text, std::string_view file_name) {
    return cards::read_save_text<table_reading::Reader>(text, file_name, table_reading::build_state,
                                                        table_reading::deck_warning);
}

TableLoadResult load_table_save_file(const std::string& path) {
    return cards::load_save_file(path, read_table_save);
}

} // namespace parlor::cribbage
