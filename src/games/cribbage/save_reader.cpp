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

#include <algorithm>
#include <array>

namespace parlor::cribbage {

namespace {

using cards::in_quotes;
using cards::Problem;
using cards::TextError;
using cards::TextLine;

using cards::CardField;
using cards::given_twice;
using NameField = cards::SeatField;

struct SeatFields {
    int header = 0;
    int score_line = 0;
    int score = 0;
    CardField hand;
    CardField played;
};

struct Fields {
    int game_line = 0;
    int length_line = 0;        // the optional "Length: 61"; a file without it is a game to 121
    int target = winning_score; // the game's length
    std::array<SeatFields, 2> seats;
    NameField dealer;
    CardField crib;
    CardField starter;
    CardField pile;
    NameField go;
    CardField stock;
    NameField next;
};

std::string pretty_list(const std::vector<Card>& cards) {
    return cards::pretty_cards(cards);
}

class Reader {
  public:
    // What cards::read_fields asks of a reader.
    static constexpr std::string_view empty_message = "the file is empty, not a Cribbage save";
    const Fields& fields() const { return f_; }

    // ---- layout ----
    Problem read_line(const TextLine& line) {
        if (!line.has_colon) {
            return cards::go_on_with_cards(line, continuing_,
                                           [this](auto&... args) { return add_cards(args...); });
        }
        continuing_ = nullptr;
        const std::string& key = line.key;
        if (key == "score" || key == "hand" || key == "played") {
            return read_seat_field(line);
        }
        section_.reset(); // any other key ends a Human:/Computer: section
        if (key == "game") {
            if (f_.game_line != 0) {
                return given_twice(line);
            }
            f_.game_line = line.number;
            if (cards::to_lower(line.value) != "cribbage") {
                return TextError{line.number, "this is a save of " + in_quotes(line.value) +
                                                  ", not of Cribbage"};
            }
            return std::nullopt;
        }
        if (key == "seats") {
            // A table's save (table_save.hpp): its callers route it by save_seat_count.
            return TextError{line.number, "this is the save of a table of " + line.value +
                                              " (\"Seats:\"), not of the two-player game"};
        }
        if (key == "length") {
            return read_length(line);
        }
        if (const auto seat = cards::parse_seat(key)) {
            SeatFields& fields = f_.seats[static_cast<std::size_t>(index(*seat))];
            if (Problem problem = cards::read_section_header(line, *seat, fields.header,
                                                             "Score, Hand and Played")) {
                return problem;
            }
            section_ = *seat;
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
        if (key == "crib") {
            return read_cards(line, f_.crib);
        }
        if (key == "starter") {
            return read_cards(line, f_.starter);
        }
        if (key == "pile") {
            return read_cards(line, f_.pile);
        }
        if (key == "stock") {
            return read_cards(line, f_.stock);
        }
        return TextError{line.number, "unknown field " + in_quotes(line.key) +
                                          " (a Cribbage save has Game, Length, Human, Computer, "
                                          "Score, Hand, Played, Dealer, Crib, Starter, Pile, Go, "
                                          "Stock and Next Player)"};
    }

    Problem read_length(const TextLine& line) {
        if (f_.length_line != 0) {
            return given_twice(line);
        }
        f_.length_line = line.number;
        const auto target = cards::parse_non_negative(line.value);
        if (!target || !valid_target(*target)) {
            return TextError{line.number, "the length " + in_quotes(line.value) +
                                              " is not a length of game (61 or 121)"};
        }
        f_.target = *target;
        return std::nullopt;
    }

    Problem read_seat_field(const TextLine& line) {
        if (!section_) {
            return cards::outside_section(line);
        }
        SeatFields& seat = f_.seats[static_cast<std::size_t>(index(*section_))];
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
            // Against the length read so far; check_meaning checks again once the file is read.
            if (Problem problem = check_score(line.number, *score)) {
                return problem;
            }
            seat.score = *score;
            return std::nullopt;
        }
        return read_cards(line, line.key == "hand" ? seat.hand : seat.played);
    }

    Problem read_cards(const TextLine& line, CardField& field) {
        return cards::begin_cards(line, field, continuing_,
                                  [this](auto&... args) { return add_cards(args...); });
    }

    // One deck: every card at most once in the whole file. The pile is the exception: it
    // repeats cards of the Played lines, so it is only checked against itself.
    Problem add_cards(CardField& field, std::string_view text, int number) {
        cards::OneDeck& deck = &field == &f_.pile ? pile_deck_ : deck_;
        return cards::add_card_words(field, text, number, parse, [&](Card card) {
            return deck.see(card, number, cards::pretty(card));
        });
    }

    Problem find_missing(int last) const {
        if (Problem problem =
                cards::first_missing(last, {{"\"Game: Cribbage\" line", f_.game_line}})) {
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
        return cards::first_missing(last, {{"\"Dealer:\" line", f_.dealer.line},
                                           {"\"Crib:\" line", f_.crib.line},
                                           {"\"Starter:\" line", f_.starter.line},
                                           {"\"Pile:\" line", f_.pile.line},
                                           {"\"Stock:\" line", f_.stock.line},
                                           {"\"Next Player:\" line", f_.next.line}});
    }

    // ---- meaning ----
    const SeatFields& seat(Seat s) const { return f_.seats[static_cast<std::size_t>(index(s))]; }

    Problem check_score(int number, int score) const {
        if (score >= f_.target) {
            return TextError{number, "a score of " + std::to_string(score) + " means the game to " +
                                         std::to_string(f_.target) +
                                         " is over; a save is of a game still being played "
                                         "(scores 0 to " +
                                         std::to_string(f_.target - 1) + ")"};
        }
        return std::nullopt;
    }

    Problem check_meaning() const {
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            if (Problem problem = check_score(seat(s).score_line, seat(s).score)) {
                return problem;
            }
        }
        if (f_.starter.cards.size() > 1) {
            return TextError{f_.starter.line, "there is one starter, not " +
                                                  std::to_string(f_.starter.cards.size())};
        }
        return f_.starter.cards.empty() ? check_lay_away() : check_play();
    }

    // Before the starter: both players lay away, one after the other.
    Problem check_lay_away() const {
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            if (!seat(s).played.cards.empty()) {
                return TextError{
                    seat(s).played.line,
                    "cards are played only after the starter is cut, and Starter: is empty"};
            }
        }
        if (!f_.pile.cards.empty()) {
            return TextError{f_.pile.line, "the pile must be empty before the starter is cut"};
        }
        if (f_.go.line != 0) {
            return TextError{f_.go.line, "nobody can say go before the play"};
        }
        const std::size_t crib = f_.crib.cards.size();
        if (crib == 4) {
            return TextError{f_.crib.line, "the crib is complete, so the starter should have been "
                                           "cut (Starter: is empty)"};
        }
        if (crib != 0 && crib != 2) {
            return TextError{f_.crib.line, "the crib holds " + std::to_string(crib) +
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
            return TextError{f_.crib.line, "the crib holds " + std::to_string(crib) +
                                               " cards but " + std::to_string(laid_away) +
                                               " player(s) have laid away"};
        }
        if (seat(f_.next.seat).hand.cards.size() != static_cast<std::size_t>(cards_dealt)) {
            return TextError{f_.next.line, "the " + seat_name(f_.next.seat) +
                                               " has laid away already; the other player is next"};
        }
        if (f_.stock.cards.empty()) {
            return TextError{f_.stock.line,
                             "the stock is empty: there is nothing to cut the starter from"};
        }
        return std::nullopt;
    }

    std::optional<Seat> owner(Card card) const {
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            const auto& played = seat(s).played.cards;
            if (std::find(played.begin(), played.end(), card) != played.end()) {
                return s;
            }
        }
        return std::nullopt;
    }

    std::optional<Card> fitting_card(Seat s, int count) const {
        for (const Card card : seat(s).hand.cards) {
            if (count + pip_value(card) <= max_count) {
                return card;
            }
        }
        return std::nullopt;
    }

    // The play: four cards each between hand and played, the pile the latest played cards.
    Problem check_play() const {
        if (f_.crib.cards.size() != 4) {
            return TextError{f_.crib.line,
                             "the starter is cut, so the crib must hold 4 cards, not " +
                                 std::to_string(f_.crib.cards.size())};
        }
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            const std::size_t held = seat(s).hand.cards.size();
            const std::size_t played = seat(s).played.cards.size();
            if (held + played != static_cast<std::size_t>(hand_size)) {
                return TextError{seat(s).hand.line, "the " + seat_name(s) + " holds " +
                                                        std::to_string(held) + " and has played " +
                                                        std::to_string(played) +
                                                        "; in the play a hand has 4 cards in all"};
            }
        }
        if (seat(Seat::Human).hand.cards.empty() && seat(Seat::Computer).hand.cards.empty()) {
            return TextError{f_.next.line, "every card has been played: the play is over and "
                                           "there is no decision left to save"};
        }
        // Each player's cards on the pile are the last it played, in order.
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            std::vector<Card> on_pile;
            for (const Card card : f_.pile.cards) {
                const auto by = owner(card);
                if (!by) {
                    return TextError{f_.pile.line, "the " + cards::pretty(card) +
                                                       " is on the pile but nobody played it"};
                }
                if (*by == s) {
                    on_pile.push_back(card);
                }
            }
            const auto& played = seat(s).played.cards;
            if (!std::equal(on_pile.rbegin(), on_pile.rend(), played.rbegin())) {
                return TextError{f_.pile.line, "the " + seat_name(s) + "'s cards on the pile (" +
                                                   pretty_list(on_pile) +
                                                   ") must be the last it played, in order (" +
                                                   pretty_list(played) + ")"};
            }
        }
        const int count = count_of(f_.pile.cards);
        if (count > max_count) {
            return TextError{f_.pile.line,
                             "the pile counts " + std::to_string(count) + ", more than 31"};
        }
        if (count == max_count) {
            return TextError{f_.pile.line, "the pile counts 31, which restarts the count at once; "
                                           "it should be empty"};
        }
        const Seat next = f_.next.seat;
        if (f_.go.line != 0) {
            const Seat said = f_.go.seat;
            if (said == next) {
                return TextError{f_.go.line, "the " + seat_name(said) +
                                                 " has said go, so the other player is next"};
            }
            if (const auto card = fitting_card(said, count)) {
                return TextError{f_.go.line, "the " + seat_name(said) + " said go but holds the " +
                                                 cards::pretty(*card) +
                                                 ", which fits the count of " +
                                                 std::to_string(count)};
            }
            if (!f_.pile.cards.empty() && owner(f_.pile.cards.back()) == said) {
                return TextError{f_.go.line,
                                 "the " + seat_name(said) +
                                     " laid the last card, so it cannot have said go after it"};
            }
        } else if (!f_.pile.cards.empty() && owner(f_.pile.cards.back()) == next) {
            return TextError{f_.next.line, "the " + seat_name(next) +
                                               " laid the last card and nobody has said go: the "
                                               "other player is next"};
        }
        if (!fitting_card(next, count)) {
            return TextError{f_.next.line, "the " + seat_name(next) +
                                               " is next but has no card that fits the count of " +
                                               std::to_string(count)};
        }
        return std::nullopt;
    }

  private:
    Fields f_;
    std::optional<Seat> section_;
    CardField* continuing_ = nullptr;
    cards::OneDeck deck_;
    cards::OneDeck pile_deck_; // the pile's own: see add_cards
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
    const auto& crib = f.crib.cards;
    if (crib.size() == 4) {
        // Written as the dealer's two, then the pone's.
        state.player(state.dealer).laid_away = {crib[0], crib[1]};
        state.player(state.pone()).laid_away = {crib[2], crib[3]};
    } else if (crib.size() == 2) {
        const Seat laid = state.player(Seat::Human).hand.size() == 4 ? Seat::Human : Seat::Computer;
        state.player(laid).laid_away = crib;
    }
    if (!f.starter.cards.empty()) {
        state.starter = f.starter.cards.front();
    }
    state.pile = f.pile.cards;
    if (f.go.line != 0) {
        state.go = f.go.seat;
    }
    state.stock = f.stock.cards;
    state.turn = f.next.seat;
    state.phase = state.starter ? Phase::Play : Phase::LayAway;
    state.deal_number = 1;
    state.target = f.target;
    return state;
}

// "51 cards instead of 52 (missing: Q♥)": a file may leave cards out; it cannot repeat one.
std::optional<std::string> deck_warning(const GameState& state) {
    std::vector<Card> present = state.stock;
    for (const Player& player : state.players) {
        for (const std::vector<Card>* list : {&player.hand, &player.played, &player.laid_away}) {
            present.insert(present.end(), list->begin(), list->end());
        }
    }
    if (state.starter) {
        present.push_back(*state.starter);
    }
    return cards::missing_cards_warning(full_deck(), present, pretty_list);
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
