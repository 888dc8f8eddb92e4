// Reading a save file: lenient about layout (the shared text reader takes care of blank lines,
// spaces, tabs, CRLF and letter case), strict about meaning, with "FILE:LINE: problem" errors.

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <algorithm>
#include <array>
#include <map>

namespace parlor::fivecrowns {

namespace {

using cards::in_quotes;
using cards::Problem;
using cards::shown;
using cards::TextError;
using cards::TextLine;

// Card totals are not enforced (circulating files have 115 or 117 cards), but no card may appear
// more often than the two decks hold it: two of each card, the jokers J1, J2 and J3 included (six
// jokers). Files that circulate hold a card a third time (a slip of the program that wrote them,
// see shared/docs/fivecrowns.md): that loads, with the card-total warning. A fourth copy is no
// slip; the file is refused at that card's line. The limit also bounds what a bad file costs:
// at most 58 cards three times.
constexpr int most_copies = 3;

// The most a seat can have scored before round `round` is played. A save is made on a player's
// turn (save_to_file), so its scores are those of the rounds before. A round scores what a hand
// keeps, and no card is worth more than a joker's 50: round r adds at most 50 * cards_dealt(r).
// Nobody reaches the bound (jokers are wild and go into melds); it only shuts out the impossible:
// anything but 0 in round 1, 999999999 in round 2.
constexpr int most_score_before(int round) {
    int most = 0;
    for (int r = 1; r < round; ++r) {
        most += 50 * cards_dealt(r);
    }
    return most;
}

struct CardList {
    int line = 0; // where the field starts; 0 while absent
    std::vector<Card> cards;
};

struct SeatFields {
    int header = 0;
    bool numbered = false; // "Computer 1:", the form of a table of more than two
    int score_line = 0;
    int score = 0;
    CardList hand;
};

struct Fields {
    int round_line = 0;
    int round = 0;
    int players_line = 0; // "Players: N", only at a table of more than two
    int players = 2;
    std::array<SeatFields, max_seats> seats;
    CardList draw;
    CardList discard;
    int went_out_line = 0;
    std::optional<SeatWord> went_out;
    int next_line = 0;
    SeatWord next;
};

// The key as docs/fivecrowns.md's layout writes it ("draw pile" -> "Draw Pile:"), for messages.
std::string key_label(std::string_view key) {
    std::string out(key);
    bool start = true;
    for (char& c : out) {
        if (start && c >= 'a' && c <= 'z') {
            c = static_cast<char>(c - 'a' + 'A');
        }
        start = c == ' ';
    }
    return out + ":";
}

bool is_fivecrowns_key(const std::string& key) {
    for (std::string_view known : {"round", "players", "score", "hand", "draw pile", "discard pile",
                                   "went out", "next player"}) {
        if (key == known) {
            return true;
        }
    }
    return parse_seat_word(key).has_value();
}

class Reader {
  public:
    // What cards::read_fields asks of a reader.
    static constexpr std::string_view empty_message = "the file is empty, not a Five Crowns save";
    const Fields& fields() const { return f_; }

    Problem read_line(const TextLine& line) {
        if (!line.has_colon) {
            return read_continuation(line);
        }
        continuing_ = nullptr;
        const std::string& key = line.key;
        if (key == "score" || key == "hand") {
            return read_seat_field(line);
        }
        section_.reset(); // any other key ends a Computer:/Human: section
        if (key == "round") {
            return read_round(line);
        }
        if (key == "players") {
            return read_players(line);
        }
        if (const auto seat = parse_seat_word(key)) {
            return read_header(line, *seat);
        }
        if (key.rfind("computer ", 0) == 0) {
            return TextError{line.number, in_quotes(key_label(key)) +
                                              " is not a seat (Human, Computer, or Computer 1 "
                                              "to Computer " +
                                              std::to_string(max_seats - 1) + ")"};
        }
        if (key == "draw pile") {
            return read_pile(line, f_.draw);
        }
        if (key == "discard pile") {
            return read_pile(line, f_.discard);
        }
        if (key == "went out") {
            return read_player_name(line, f_.went_out_line, f_.went_out);
        }
        if (key == "next player") {
            std::optional<SeatWord> next;
            if (auto problem = read_player_name(line, f_.next_line, next)) {
                return problem;
            }
            f_.next = *next;
            return std::nullopt;
        }
        return TextError{line.number,
                         in_quotes(key_label(key)) + " is not a field of a Five Crowns save"};
    }

    // A line without a colon continues a hand or pile that was wrapped, if it starts with a card.
    Problem read_continuation(const TextLine& line) {
        const auto words = cards::split_words(line.value);
        if (continuing_ == nullptr || words.empty() || !cards::parse_card(words.front())) {
            return TextError{line.number, in_quotes(line.value) +
                                              " is not a line of a Five Crowns save (expected "
                                              "\"Key: value\")"};
        }
        return read_cards(line.number, line.value, *continuing_);
    }

    static Problem duplicate(const TextLine& line, const std::string& what, int first) {
        return TextError{line.number,
                         what + " appears twice (first on line " + std::to_string(first) + ")"};
    }

    Problem read_round(const TextLine& line) {
        if (f_.round_line != 0) {
            return duplicate(line, in_quotes("Round:"), f_.round_line);
        }
        f_.round_line = line.number;
        const auto round = cards::parse_non_negative(line.value);
        if (!round) {
            return TextError{line.number, line.value.empty()
                                              ? "\"Round:\" has no number (expected 1-11)"
                                              : in_quotes(line.value) +
                                                    " is not a round number (expected 1-11)"};
        }
        if (*round < 1 || *round > round_count) {
            return TextError{line.number, "round " + std::to_string(*round) + " is outside 1-11"};
        }
        f_.round = *round;
        return std::nullopt;
    }

    // "Players: N" (3 to 7; 2 is the brief's game, which needs no such line).
    Problem read_players(const TextLine& line) {
        if (f_.players_line != 0) {
            return duplicate(line, in_quotes("Players:"), f_.players_line);
        }
        f_.players_line = line.number;
        const auto players = cards::parse_non_negative(line.value);
        if (!players || *players < min_seats || *players > max_seats) {
            return TextError{line.number, in_quotes(line.value) +
                                              " is not a number of players (Five Crowns "
                                              "is for 2 to 7)"};
        }
        f_.players = *players;
        return std::nullopt;
    }

    Problem read_header(const TextLine& line, SeatWord seat) {
        SeatFields& fields = f_.seats[static_cast<std::size_t>(seat.seat)];
        const std::string label = key_label(line.key);
        if (fields.header != 0) {
            return duplicate(line, in_quotes(label), fields.header);
        }
        if (!line.value.empty()) {
            return TextError{line.number, in_quotes(label) + " stands alone on its line, found " +
                                              in_quotes(line.value) + " after it"};
        }
        fields.header = line.number;
        fields.numbered = seat.numbered;
        section_ = seat_at(seat.seat);
        return std::nullopt;
    }

    // Score and Hand belong to the seat's line above them ("Computer:", "Computer 2:", "Human:").
    Problem read_seat_field(const TextLine& line) {
        const std::string label = key_label(line.key);
        if (!section_) {
            return TextError{line.number,
                             in_quotes(label) + " must follow a \"Computer:\" or \"Human:\" line"};
        }
        SeatFields& fields = f_.seats[GameState::at(*section_)];
        const std::string who = fields.numbered ? "Computer " + std::to_string(index(*section_))
                                                : "the " + seat_name(*section_);
        const std::string owner = who + "'s " + in_quotes(label);
        if (line.key == "hand") {
            if (fields.hand.line != 0) {
                return duplicate(line, owner, fields.hand.line);
            }
            return read_pile(line, fields.hand);
        }
        if (fields.score_line != 0) {
            return duplicate(line, owner, fields.score_line);
        }
        fields.score_line = line.number;
        const auto score = cards::parse_non_negative(line.value);
        if (const auto large = cards::too_large(line.value); !score && large) {
            return TextError{line.number, "the score " + *large};
        }
        if (!score) {
            return TextError{line.number,
                             (line.value.empty() ? std::string("\"Score:\" has no number")
                                                 : in_quotes(line.value) + " is not a score") +
                                 " (expected a whole number, 0 or more)"};
        }
        fields.score = *score;
        return std::nullopt;
    }

    Problem read_pile(const TextLine& line, CardList& list) {
        if (list.line != 0) {
            return duplicate(line, in_quotes(key_label(line.key)), list.line);
        }
        list.line = line.number;
        continuing_ = &list;
        return read_cards(line.number, line.value, list);
    }

    Problem read_cards(int number, std::string_view text, CardList& list) {
        return cards::add_card_words(list, text, number, parse, [&](Card card) -> Problem {
            if (const int copies = ++copies_[static_cast<std::size_t>(card.index())];
                copies > most_copies) {
                return TextError{number, in_quotes(cards::to_string(card)) + " (" +
                                             cards::pretty(card) + ") appears " +
                                             std::to_string(copies) +
                                             " times; two decks hold 2 of each card (a 3rd "
                                             "loads with a warning)"};
            }
            return std::nullopt;
        });
    }

    Problem read_player_name(const TextLine& line, int& where, std::optional<SeatWord>& seat) {
        const std::string label = key_label(line.key);
        if (where != 0) {
            return duplicate(line, in_quotes(label), where);
        }
        where = line.number;
        seat = parse_seat_word(line.value);
        if (!seat) {
            return TextError{line.number,
                             (line.value.empty() ? in_quotes(label) + " names nobody"
                                                 : in_quotes(line.value) + " is not a player") +
                                 (f_.players == 2 ? std::string(" (expected Human or Computer)")
                                                  : " (expected Human or Computer 1 to Computer " +
                                                        std::to_string(f_.players - 1) + ")")};
        }
        return std::nullopt;
    }

    Problem find_missing(int last) const {
        auto missing = [last](const std::string& what) { return TextError{last, "no " + what}; };
        if (f_.round_line == 0) {
            return missing("\"Round:\" line");
        }
        if (Problem problem = check_seat_names()) {
            return problem;
        }
        for (const Seat seat : seats_in_file_order()) {
            const SeatFields& fields = f_.seats[GameState::at(seat)];
            const std::string name = save_seat_name(seat, f_.players);
            if (fields.header == 0) {
                return missing(in_quotes(name + ":") + " section");
            }
            if (fields.score_line == 0) {
                return missing("\"Score:\" line for the " + name);
            }
            if (fields.hand.line == 0) {
                return missing("\"Hand:\" line for the " + name);
            }
        }
        if (f_.draw.line == 0) {
            return missing("\"Draw Pile:\" line");
        }
        if (f_.discard.line == 0) {
            return missing("\"Discard Pile:\" line");
        }
        if (f_.next_line == 0) {
            return missing("\"Next Player:\" line");
        }
        return std::nullopt;
    }

    Problem check_meaning() const {
        for (const Seat seat : seats_in_file_order()) {
            if (Problem problem = check_score(seat)) {
                return problem;
            }
        }
        const int dealt = cards_dealt(f_.round);
        for (const Seat seat : seats_in_file_order()) {
            const CardList& hand = f_.seats[GameState::at(seat)].hand;
            const int size = static_cast<int>(hand.cards.size());
            if (size != dealt) {
                return TextError{hand.line, the(seat) + "'s hand has " + std::to_string(size) +
                                                " cards, but round " + std::to_string(f_.round) +
                                                " deals " + std::to_string(dealt)};
            }
        }
        if (f_.draw.cards.empty() && f_.discard.cards.empty()) {
            return TextError{std::max(f_.draw.line, f_.discard.line),
                             "the draw pile and the discard pile are both empty"};
        }
        if (f_.went_out) {
            const Seat out = seat_at(f_.went_out->seat);
            if (out == seat_at(f_.next.seat)) {
                return TextError{f_.went_out_line,
                                 f_.players == 2
                                     ? the(out) + " went out, so the next player must be " +
                                           the(other(out))
                                     : the(out) + " went out, so the next player is another seat"};
            }
            const auto& hand = f_.seats[GameState::at(out)].hand.cards;
            if (!best_arrangement(hand, wild_rank_of(f_.round)).goes_out()) {
                return TextError{f_.went_out_line,
                                 the(out) + " cannot have gone out: " + cards::pretty_cards(hand) +
                                     " is not all books and runs"};
            }
        }
        return std::nullopt;
    }

    // The seats of the table, in the order the writer lists them: the brief's Computer then
    // Human; at a larger table, seat order.
    std::vector<Seat> seats_in_file_order() const {
        if (f_.players == 2) {
            return {Seat::Computer, Seat::Human};
        }
        std::vector<Seat> seats;
        for (int i = 0; i < f_.players; ++i) {
            seats.push_back(seat_at(i));
        }
        return seats;
    }

    // A seat in a sentence: "the Computer" of the brief's game, "Computer 3" at a larger table.
    std::string the(Seat seat) const {
        return f_.players == 2 || seat == Seat::Human ? "the " + seat_name(seat)
                                                      : save_seat_name(seat, f_.players);
    }

    // Every seat named (a section, Went Out, Next Player) is at the table, in the form its size
    // takes: two seats are Human and Computer; a table of 3 to 7 ("Players:") numbers its
    // computers.
    Problem check_seat_names() const {
        const int n = f_.players;
        const std::string table =
            n == 2 ? std::string("the table has 2 players, Human and Computer (a larger table "
                                 "says so on a \"Players:\" line)")
                   : "the table has " + std::to_string(n) + " players (\"Players:\" line " +
                         std::to_string(f_.players_line) + "): Human and Computer 1 to Computer " +
                         std::to_string(n - 1);
        for (int i = n; i < max_seats; ++i) {
            if (const int header = f_.seats[static_cast<std::size_t>(i)].header; header != 0) {
                return TextError{header, "\"Computer " + std::to_string(i) +
                                             ":\" is a seat too many: " + table};
            }
        }
        if (n > 2 && f_.seats[1].header != 0 && !f_.seats[1].numbered) {
            return TextError{f_.seats[1].header,
                             "\"Computer:\" does not say which computer: " + table};
        }
        const auto check = [&](const std::optional<SeatWord>& seat, int line) -> Problem {
            if (!seat) {
                return std::nullopt;
            }
            if (seat->seat >= n) {
                return TextError{line, "there is no Computer " + std::to_string(seat->seat) + ": " +
                                           table};
            }
            if (n > 2 && seat->seat == 1 && !seat->numbered) {
                return TextError{line, "\"Computer\" does not say which computer: " + table};
            }
            return std::nullopt;
        };
        if (Problem problem = check(f_.went_out, f_.went_out_line)) {
            return problem;
        }
        return f_.next_line != 0 ? check(f_.next, f_.next_line) : std::nullopt;
    }

  private:
    Problem check_score(Seat seat) const {
        const SeatFields& fields = f_.seats[GameState::at(seat)];
        const int most = most_score_before(f_.round);
        if (fields.score <= most) {
            return std::nullopt;
        }
        const std::string score =
            the(seat) + "'s score of " + std::to_string(fields.score) + " cannot be reached";
        if (f_.round == 1) {
            return TextError{fields.score_line,
                             score + " in round 1: no round has been scored yet, so " +
                                 (f_.players == 2 ? "both scores are 0" : "every score is 0")};
        }
        return TextError{fields.score_line, score + " in the " + std::to_string(f_.round - 1) +
                                                " rounds before round " + std::to_string(f_.round) +
                                                " (at most " + std::to_string(most) +
                                                ", every card kept a joker)"};
    }

    Fields f_;
    std::array<int, 68> copies_{};   // how often each card was read so far, by Card::index
    std::optional<Seat> section_;    // the Computer:/Human: section being read
    CardList* continuing_ = nullptr; // the hand or pile a colon-less line may continue
};

// "115 cards instead of 116 (1 missing: Q♥)": what differs from two of each card.
std::optional<std::string> card_total_warning(const GameState& state) {
    // Every save read is checked: first a count by Card::index, which finds the usual file whole
    // without building a map (the conformance suite reads a save at every move).
    std::array<int, 68> held{};
    int cards_held = 0;
    auto count = [&](const std::vector<Card>& pile) {
        for (const Card card : pile) {
            ++held[static_cast<std::size_t>(card.index())];
            ++cards_held;
        }
    };
    for (const Player& player : state.players) {
        count(player.hand);
    }
    count(state.stock);
    count(state.discard);
    if (cards_held == deck_size) {
        for (const Card card : full_deck()) {
            --held[static_cast<std::size_t>(card.index())];
        }
        if (std::all_of(held.begin(), held.end(), [](int n) { return n == 0; })) {
            return std::nullopt;
        }
    }
    // How many more of each card the table should hold: two decks, two of each.
    std::map<Card, int> counts;
    for (const Card card : full_deck()) {
        ++counts[card];
    }
    int total = 0;
    auto take = [&](const std::vector<Card>& pile) {
        for (const Card card : pile) {
            --counts[card];
            ++total;
        }
    };
    for (const Player& player : state.players) {
        take(player.hand);
    }
    take(state.stock);
    take(state.discard);

    std::vector<Card> missing;
    std::vector<Card> extra;
    for (const auto& [card, n] : counts) {
        for (int i = 0; i < n; ++i) {
            missing.push_back(card);
        }
        for (int i = 0; i < -n; ++i) {
            extra.push_back(card);
        }
    }
    if (missing.empty() && extra.empty()) {
        return std::nullopt;
    }
    std::string text = total == deck_size ? std::to_string(total) + " cards, but not two of each"
                                          : std::to_string(total) + " cards instead of " +
                                                std::to_string(deck_size);
    std::string details;
    if (!missing.empty()) {
        details += std::to_string(missing.size()) + " missing: " + cards::pretty_cards(missing);
    }
    if (!extra.empty()) {
        details += (details.empty() ? "" : "; ") + std::to_string(extra.size()) +
                   " extra: " + cards::pretty_cards(extra);
    }
    return text + " (" + details + ")";
}

GameState state_from(const Fields& f) {
    GameState state;
    state.round = f.round;
    const auto seats = static_cast<std::size_t>(f.players);
    state.players.assign(seats, Player{});
    state.taken_from_discard.assign(seats, {});
    state.discarded.assign(seats, {});
    for (std::size_t i = 0; i < seats; ++i) {
        state.players[i].hand = f.seats[i].hand.cards;
        state.players[i].score = f.seats[i].score;
    }
    state.stock = f.draw.cards;
    state.discard = f.discard.cards;
    state.phase = Phase::Draw;
    state.turn = seat_at(f.next.seat);
    if (f.went_out) {
        state.went_out = seat_at(f.went_out->seat);
    }
    return state;
}

} // namespace

LoadResult read_save(std::string_view text, std::string_view file_name) {
    return cards::read_save_text<Reader>(text, file_name, state_from, card_total_warning);
}

LoadResult load_save_file(const std::string& path) {
    return cards::load_save_file(path, read_save);
}

bool looks_like_save(std::string_view text) {
    // Other games' saves have a Round too (Pinochle, Casino): the piles are Five Crowns' own.
    const auto has_key = [text](std::string_view key) {
        return cards::has_line(
            text, [key](const TextLine& line) { return line.has_colon && line.key == key; });
    };
    // A Round and the piles; or, for a damaged file that lost its piles, a Round and nothing
    // that is not a field of Five Crowns (so its reader names the problem, not "not a save").
    const bool foreign = cards::has_line(
        text, [](const TextLine& line) { return line.has_colon && !is_fivecrowns_key(line.key); });
    const bool seat = cards::has_line(text, [](const TextLine& line) {
        return line.has_colon && parse_seat_word(line.key).has_value();
    });
    return has_key("round") &&
           (has_key("draw pile") || has_key("discard pile") || (seat && !foreign));
}

} // namespace parlor::fivecrowns
