// Reading a save file: lenient about layout (the shared text reader takes care of blank lines,
// spaces, tabs, CRLF and letter case; a long card list may go on over the following lines),
// strict about meaning, with "FILE:LINE: problem" errors.

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/save.hpp"

#include <algorithm>
#include <array>

namespace parlor::cruno {

namespace {

using cards::in_quotes;
using cards::Problem;
using cards::TextError;
using cards::TextLine;

struct CardsField {
    int line = 0; // where the field starts; 0 while absent
    std::vector<Discarded> cards;
    std::vector<int> lines; // the line of each card
};

struct NumberField {
    int line = 0;
    int value = 0;
};

struct SeatFields {
    int header = 0;
    std::string name;
    int plays_line = 0;
    std::string plays;
    CardsField hand;
    CardsField passed_on;
    NumberField passed_cards;
};

struct Fields {
    int game_line = 0;
    NumberField players;
    NumberField decks;
    NumberField dealer;
    NumberField turn;
    NumberField pending;
    int rules_line = 0;
    Rules rules;
    int direction_line = 0;
    Direction direction = Direction::Clockwise;
    int suit_line = 0;
    Suit suit = Suit::Clubs;
    CardsField discard;
    CardsField stock;
    std::array<SeatFields, max_players> seats;
};

std::vector<Card> real_cards(const CardsField& field) {
    std::vector<Card> cards;
    for (const Discarded& d : field.cards) {
        cards.push_back(d.card);
    }
    return cards;
}

std::string seat_label(int seat, const SeatFields& fields) {
    return "seat " + std::to_string(seat) + " (" + fields.name + ")";
}

class Reader {
  public:
    // What cards::read_fields asks of a reader.
    static constexpr std::string_view empty_message = "the file is empty, not a Cruno save";
    const Fields& fields() const { return f_; }

    // ---- layout ----
    Problem read_line(const TextLine& line) {
        if (!line.has_colon) {
            return cards::go_on_with_cards(line, continuing_,
                                           [this](auto&... args) { return add_cards(args...); });
        }
        continuing_ = nullptr;
        const std::string& key = line.key;
        if (key == "plays" || key == "hand" || key == "passed on" || key == "passed cards") {
            return read_seat_field(line);
        }
        section_ = -1; // any other key ends a seat's section
        if (key.rfind("seat ", 0) == 0) {
            return read_seat_header(line);
        }
        if (key == "game") {
            return cards::read_game_line(line, f_.game_line, "Cruno");
        }
        if (key == "players") {
            return read_number(line, f_.players, min_players, max_players, "players");
        }
        if (key == "decks") {
            return read_number(line, f_.decks, 1, 2, "decks");
        }
        if (key == "dealer") {
            return read_number(line, f_.dealer, 0, max_players - 1, "seat of the dealer");
        }
        if (key == "turn") {
            return read_number(line, f_.turn, 0, max_players - 1, "seat to play");
        }
        if (key == "pending draw") {
            if (Problem problem =
                    read_number(line, f_.pending, 0, draw_two_cards, "cards to draw")) {
                return problem;
            }
            if (f_.pending.value != 0 && f_.pending.value != draw_two_cards) {
                return TextError{line.number, "a pending Draw Two is 2 cards to draw (or 0 for "
                                              "none), not " +
                                                  std::to_string(f_.pending.value)};
            }
            return std::nullopt;
        }
        if (key == "rules") {
            return read_rules(line);
        }
        if (key == "direction") {
            return read_direction(line);
        }
        if (key == "suit") {
            return read_suit(line);
        }
        if (key == "discard") {
            return read_cards(line, f_.discard);
        }
        if (key == "stock") {
            return read_cards(line, f_.stock);
        }
        return TextError{line.number,
                         "unknown field " + in_quotes(line.key) +
                             " (a Cruno save has Game, Players, Decks, Rules, Dealer, Turn, "
                             "Direction, Suit, Pending Draw, Discard, Stock, and for each seat "
                             "Seat N with Plays, Hand, Passed On and Passed Cards)"};
    }

    static Problem read_number(const TextLine& line, NumberField& field, int low, int high,
                               const std::string& what) {
        if (field.line != 0) {
            return cards::given_twice(line);
        }
        field.line = line.number;
        const auto value = cards::parse_non_negative(line.value);
        if (!value || *value < low || *value > high) {
            return TextError{line.number, in_quotes(line.value) + " is not a number of " + what +
                                              " (" + std::to_string(low) + " to " +
                                              std::to_string(high) + ")"};
        }
        field.value = *value;
        return std::nullopt;
    }

    Problem read_seat_header(const TextLine& line) {
        const auto seat = cards::parse_non_negative(std::string_view(line.key).substr(5));
        if (!seat || *seat >= max_players) {
            return TextError{line.number, in_quotes(line.key) + " is not a seat (Seat 0 to Seat " +
                                              std::to_string(max_players - 1) + ")"};
        }
        SeatFields& fields = f_.seats[static_cast<std::size_t>(*seat)];
        if (fields.header != 0) {
            return cards::given_twice(line);
        }
        if (line.value.empty()) {
            return TextError{line.number, "\"Seat " + std::to_string(*seat) +
                                              ":\" needs the player's name after the colon"};
        }
        // The name is shown on the table and printed by the terminal: a name, never a sequence
        // the terminal obeys, nor a megabyte drawn across the table.
        if (const auto why = cards::why_not_a_name(line.value)) {
            return TextError{line.number, "the name of seat " + std::to_string(*seat) + " " + *why};
        }
        fields.header = line.number;
        fields.name = line.value;
        section_ = *seat;
        return std::nullopt;
    }

    Problem read_seat_field(const TextLine& line) {
        if (section_ < 0) {
            return TextError{line.number,
                             in_quotes(line.key) + " must follow a \"Seat N: name\" line"};
        }
        SeatFields& seat = f_.seats[static_cast<std::size_t>(section_)];
        if (line.key == "plays") {
            if (seat.plays_line != 0) {
                return cards::given_twice(line);
            }
            seat.plays_line = line.number;
            seat.plays = cards::to_lower(line.value);
            const auto names = strategy_names();
            if (seat.plays != human &&
                std::find(names.begin(), names.end(), seat.plays) == names.end()) {
                return TextError{line.number, in_quotes(line.value) +
                                                  " is not who plays a seat (human, naive, rule, "
                                                  "expert or trickster)"};
            }
            return std::nullopt;
        }
        if (line.key == "passed cards") {
            return read_number(line, seat.passed_cards, 1, 200, "cards");
        }
        return read_cards(line, line.key == "hand" ? seat.hand : seat.passed_on);
    }

    Problem read_rules(const TextLine& line) {
        if (f_.rules_line != 0) {
            return cards::given_twice(line);
        }
        f_.rules_line = line.number;
        const std::string value = cards::to_lower(line.value);
        const auto words = cards::split_words(value);
        if (words.size() == 1 && words[0] == "none") {
            return std::nullopt;
        }
        for (const std::string_view word : words) {
            bool& option = word == "draw_two_skips"           ? f_.rules.draw_two_skips
                           : word == "reverse_skips_with_two" ? f_.rules.reverse_skips_with_two
                                                              : unknown_rule_;
            if (&option == &unknown_rule_) {
                return TextError{line.number, in_quotes(word) +
                                                  " is not a rule option (draw_two_skips, "
                                                  "reverse_skips_with_two, or none)"};
            }
            if (option) {
                return TextError{line.number, in_quotes(word) + " is named twice"};
            }
            option = true;
        }
        if (words.empty()) {
            return TextError{line.number, "name the rule options, or none"};
        }
        return std::nullopt;
    }

    Problem read_direction(const TextLine& line) {
        if (f_.direction_line != 0) {
            return cards::given_twice(line);
        }
        f_.direction_line = line.number;
        const std::string value = cards::to_lower(line.value);
        if (value == "clockwise") {
            f_.direction = Direction::Clockwise;
        } else if (value == "counterclockwise" || value == "counter-clockwise" ||
                   value == "anticlockwise") {
            f_.direction = Direction::Counterclockwise;
        } else {
            return TextError{line.number, in_quotes(line.value) +
                                              " is not a direction (clockwise: increasing seat "
                                              "numbers, or counterclockwise)"};
        }
        return std::nullopt;
    }

    Problem read_suit(const TextLine& line) {
        if (f_.suit_line != 0) {
            return cards::given_twice(line);
        }
        f_.suit_line = line.number;
        const auto suit = parse_suit(line.value);
        if (!suit) {
            return TextError{line.number, in_quotes(line.value) + " is not a suit (C, D, H or S)"};
        }
        f_.suit = *suit;
        return std::nullopt;
    }

    Problem read_cards(const TextLine& line, CardsField& field) {
        return cards::begin_cards(line, field, continuing_,
                                  [this](auto&... args) { return add_cards(args...); });
    }

    // A card ("7H"), or on the discard pile a trickster's converted card ("4C=8").
    Problem add_cards(CardsField& field, std::string_view text, int number) {
        for (std::string_view word : cards::split_words(text)) {
            bool converted = false;
            if (&field == &f_.discard && word.size() > 2 && word.substr(word.size() - 2) == "=8") {
                converted = true;
                word.remove_suffix(2);
            }
            std::string error;
            const auto card = parse(word, error);
            if (!card) {
                return TextError{number, error};
            }
            if (converted && card->is_eight()) {
                return TextError{number, "an 8 is never converted: \"" + to_string(*card) +
                                             "=8\" should be " + to_string(*card)};
            }
            field.cards.push_back(Discarded{*card, converted});
            field.lines.push_back(number);
        }
        return std::nullopt;
    }

    Problem find_missing(int last) const {
        auto missing = [last](const std::string& what) { return TextError{last, "no " + what}; };
        if (f_.game_line == 0) {
            return missing("\"Game: Cruno\" line");
        }
        if (f_.players.line == 0) {
            return missing("\"Players:\" line");
        }
        if (f_.decks.line == 0) {
            return missing("\"Decks:\" line");
        }
        if (f_.dealer.line == 0) {
            return missing("\"Dealer:\" line");
        }
        if (f_.turn.line == 0) {
            return missing("\"Turn:\" line");
        }
        if (f_.direction_line == 0) {
            return missing("\"Direction:\" line");
        }
        if (f_.suit_line == 0) {
            return missing("\"Suit:\" line (the suit to follow)");
        }
        if (f_.discard.line == 0) {
            return missing("\"Discard:\" line");
        }
        if (f_.stock.line == 0) {
            return missing("\"Stock:\" line");
        }
        for (int seat = 0; seat < f_.players.value; ++seat) {
            const SeatFields& fields = f_.seats[static_cast<std::size_t>(seat)];
            const std::string name = "Seat " + std::to_string(seat);
            if (fields.header == 0) {
                return missing("\"" + name + ": name\" section");
            }
            if (fields.plays_line == 0) {
                return missing("\"Plays:\" line for " + name);
            }
            if (fields.hand.line == 0) {
                return missing("\"Hand:\" line for " + name);
            }
        }
        return std::nullopt;
    }

    // ---- meaning ----
    Problem check_meaning() const {
        if (Problem problem = check_seats()) {
            return problem;
        }
        if (Problem problem = check_pile()) {
            return problem;
        }
        return check_deck();
    }

    Problem check_seats() const {
        const int players = f_.players.value;
        for (int seat = players; seat < max_players; ++seat) {
            if (f_.seats[static_cast<std::size_t>(seat)].header != 0) {
                return TextError{f_.seats[static_cast<std::size_t>(seat)].header,
                                 "seat " + std::to_string(seat) + " is beyond the " +
                                     std::to_string(players) + " players (seats 0 to " +
                                     std::to_string(players - 1) + ")"};
            }
        }
        if (f_.decks.value != decks_for(players)) {
            return TextError{f_.decks.line,
                             std::to_string(players) + " players play with " +
                                 (decks_for(players) == 1 ? "one deck" : "two decks") +
                                 " (two above five players), not " +
                                 std::to_string(f_.decks.value)};
        }
        for (const NumberField* field : {&f_.dealer, &f_.turn}) {
            if (field->value >= players) {
                return TextError{field->line, "there is no seat " + std::to_string(field->value) +
                                                  " at a table of " + std::to_string(players) +
                                                  " (seats 0 to " + std::to_string(players - 1) +
                                                  ")"};
            }
        }
        for (int seat = 0; seat < players; ++seat) {
            const SeatFields& fields = f_.seats[static_cast<std::size_t>(seat)];
            if (fields.hand.cards.empty()) {
                return TextError{fields.hand.line, seat_label(seat, fields) +
                                                       " holds no cards: the game would be over"};
            }
            if (Problem problem = check_note(seat, fields)) {
                return problem;
            }
        }
        return std::nullopt;
    }

    static Problem check_note(int seat, const SeatFields& fields) {
        const auto& passed = fields.passed_on;
        const NumberField& count = fields.passed_cards;
        if ((passed.line != 0 && !passed.cards.empty()) != (count.line != 0)) {
            return TextError{passed.line != 0 ? passed.line : count.line,
                             "\"Passed On\" and \"Passed Cards\" go together (for " +
                                 seat_label(seat, fields) + ")"};
        }
        for (std::size_t i = 0; i < passed.cards.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) {
                if (passed.cards[i] == passed.cards[j]) {
                    return TextError{passed.lines[i],
                                     to_string(passed.cards[i].card) + " is passed on twice"};
                }
            }
        }
        if (count.value > static_cast<int>(fields.hand.cards.size())) {
            return TextError{count.line, seat_label(seat, fields) + " holds " +
                                             std::to_string(fields.hand.cards.size()) +
                                             " cards, so " + std::to_string(count.value) +
                                             " of them cannot have been held at the draw"};
        }
        return std::nullopt;
    }

    Problem check_pile() const {
        const auto& pile = f_.discard.cards;
        if (pile.empty()) {
            return TextError{f_.discard.line, "the discard pile is never empty: it has a top card"};
        }
        const bool converted =
            std::any_of(pile.begin(), pile.end(), [](const Discarded& d) { return d.converted; });
        bool trickster_seated = false;
        for (int seat = 0; seat < f_.players.value; ++seat) {
            trickster_seated |= f_.seats[static_cast<std::size_t>(seat)].plays == trickster;
        }
        if (converted && !trickster_seated) {
            return TextError{f_.discard.line,
                             "a converted card (\"=8\") on the pile, but no seat plays trickster"};
        }
        const Card top = pile.front().shown();
        if (!top.is_eight() && f_.suit != top.suit) {
            return TextError{f_.suit_line,
                             "the suit to follow is the top card's (" + to_string(top) + ": " +
                                 std::string(1, suit_letter(top.suit)) + ") unless an 8 named it"};
        }
        if (f_.pending.value > 0 && (pile.front().converted || top.kind != Kind::DrawTwo)) {
            return TextError{f_.pending.line, "a Draw Two is pending, but the top card is " +
                                                  to_string(pile.front().card) +
                                                  (pile.front().converted ? "=8" : "")};
        }
        return std::nullopt;
    }

    // Every card of the deck(s) exactly as often as the decks hold it.
    Problem check_deck() const {
        const int decks = f_.decks.value;
        struct Seen {
            int line;
            Card card;
        };
        std::vector<Seen> seen;
        auto add = [&seen](const CardsField& field) {
            for (std::size_t i = 0; i < field.cards.size(); ++i) {
                seen.push_back({field.lines[i], field.cards[i].card});
            }
        };
        for (int seat = 0; seat < f_.players.value; ++seat) {
            add(f_.seats[static_cast<std::size_t>(seat)].hand);
        }
        add(f_.discard);
        add(f_.stock);
        std::stable_sort(seen.begin(), seen.end(),
                         [](const Seen& a, const Seen& b) { return a.line < b.line; });
        std::array<int, face_count> counts{};
        for (const Seen& s : seen) {
            int& count = counts[static_cast<std::size_t>(s.card.index())];
            if (++count > copies_of(s.card, decks)) {
                return TextError{s.line,
                                 "one " + to_string(s.card) + " too many: " +
                                     (decks == 1 ? "the deck holds " : "the two decks hold ") +
                                     std::to_string(copies_of(s.card, decks)) + " of it"};
            }
        }
        std::vector<Card> missing;
        for (int i = 0; i < face_count; ++i) {
            const Card card = Card::from_index(i);
            missing.insert(missing.end(),
                           static_cast<std::size_t>(copies_of(card, decks) -
                                                    counts[static_cast<std::size_t>(i)]),
                           card);
        }
        if (!missing.empty()) {
            return TextError{f_.stock.line,
                             "the cards do not make up " +
                                 std::string(decks == 1 ? "the deck" : "the two decks") + " of " +
                                 std::to_string(decks * cards_per_deck) + ": " +
                                 std::to_string(missing.size()) + " missing (" +
                                 cards::shown(to_string(missing), 60) + ")"};
        }
        return std::nullopt;
    }

  private:
    Fields f_;
    int section_ = -1;
    CardsField* continuing_ = nullptr;
    bool unknown_rule_ = false;
};

GameState build_state(const Fields& f) {
    GameState state;
    state.rules = f.rules;
    state.decks = f.decks.value;
    for (int seat = 0; seat < f.players.value; ++seat) {
        const SeatFields& fields = f.seats[static_cast<std::size_t>(seat)];
        Player player{fields.name, fields.plays, real_cards(fields.hand), {}};
        player.note.passed_on = real_cards(fields.passed_on);
        player.note.cards = player.note.passed_on.empty() ? 0 : fields.passed_cards.value;
        state.players.push_back(std::move(player));
    }
    state.dealer = f.dealer.value;
    state.turn = f.turn.value;
    state.direction = f.direction;
    state.discard = f.discard.cards;
    state.suit = f.suit;
    state.pending_draw = f.pending.value;
    state.stock = real_cards(f.stock);
    state.phase = Phase::Play;
    return state;
}

std::optional<std::string> no_warning(const GameState&) {
    return std::nullopt;
}

} // namespace

LoadResult read_save(std::string_view text, std::string_view file_name) {
    return cards::read_save_text<Reader>(text, file_name, build_state, no_warning);
}

LoadResult load_save_file(const std::string& path) {
    return cards::load_save_file(path, read_save);
}

bool looks_like_save(std::string_view text) {
    return cards::has_line(text, [](const TextLine& line) {
        return line.has_colon && line.key == "game" && cards::to_lower(line.value) == "cruno";
    });
}

} // namespace parlor::cruno
