// Reading a save file: lenient about layout (the shared text reader takes care of blank lines,
// spaces, tabs, CRLF and letter case; a long card list, the table or a Build Owner line may go on
// over the following lines), strict about meaning, with "FILE:LINE: problem" errors.

#include "parlor/cards/deck.hpp"
#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_sections.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/casino/captures.hpp"
#include "parlor/games/casino/save.hpp"
#include "parlor/games/casino/scoring.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace parlor::casino {

namespace {

using cards::in_quotes;
using cards::Problem;
using cards::TextError;
using cards::TextLine;

using cards::CardField;

// A field read as text first, because it may go on over the following lines.
struct TextField {
    int line = 0;
    std::string text;
};

struct SeatCards {
    CardField hand;
    CardField pile;
};

// A card the file holds twice, and the lines of both copies.
struct CardTwice {
    Card card;
    int first_line = 0;
    int line = 0;
};

struct Fields {
    int round_line = 0;
    int round = 0;
    int written_round = 0; // as the file has it: counted from 0 or from 1
    cards::SeatSections sections{"Score, Hand and Pile"};
    std::array<SeatCards, 2> seats;
    TextField table;
    std::vector<TextField> owners; // the Build Owner lines
    cards::SeatField last_capturer;
    bool nobody_captured = false; // "Last Capturer:" left empty
    CardField deck;
    cards::SeatField next;
    Table parsed_table;           // set by check_meaning
    std::vector<CardTwice> twice; // each loads, with a warning
};

// The player the Last Capturer line names; nobody when the line is absent or left empty.
std::optional<Seat> named_capturer(const Fields& f) {
    if (f.last_capturer.line == 0 || f.nobody_captured) {
        return std::nullopt;
    }
    return f.last_capturer.seat;
}

bool has_captured(const Fields& f, Seat seat) {
    return !f.seats[static_cast<std::size_t>(index(seat))].pile.cards.empty();
}

// This round's last capturer. A pile holds this round's captures only, so a named player whose
// pile is empty captured last in the round before (a new round's first mover: the files of the
// original program (docs/casino.md) and the professor's test cases say so). While the other has
// captured this round, the named one still takes the table's leftovers: the format carries the
// last capturer over from the round before, and the professor's test case 3 is played on so
// (issue 43). When the line is missing but only one player has captured, that player captured
// last.
std::optional<Seat> last_capturer(const Fields& f) {
    if (const auto named = named_capturer(f);
        named && (has_captured(f, *named) || has_captured(f, other(*named)))) {
        return named;
    }
    const bool human = has_captured(f, Seat::Human);
    const bool computer = has_captured(f, Seat::Computer);
    if (human != computer) {
        return human ? Seat::Human : Seat::Computer;
    }
    return std::nullopt;
}

// Who led this round: the round before's last capturer (named while both piles are empty,
// from round 2 on: round 1 had no round before, and the original program (docs/casino.md) writes a
// Last Capturer even before anyone has captured); otherwise the file cannot tell, and the next
// player is taken.
Seat first_player(const Fields& f) {
    const auto named = named_capturer(f);
    if (named && f.round > 1 && !has_captured(f, Seat::Human) && !has_captured(f, Seat::Computer)) {
        return *named;
    }
    return f.next.seat;
}

class Reader {
  public:
    // What cards::read_fields asks of a reader.
    static constexpr std::string_view empty_message = "the file is empty, not a Casino save";
    const Fields& fields() const { return f_; }

    // ---- layout ----
    Problem read_line(const TextLine& line) {
        if (!line.has_colon) {
            return go_on(line);
        }
        continuing_cards_ = nullptr;
        continuing_text_ = nullptr;
        const std::string& key = line.key;
        if (key == "score" || key == "hand" || key == "pile") {
            return read_seat_field(line);
        }
        f_.sections.close(); // any other key ends a Human:/Computer: section
        if (const auto seat = cards::parse_seat(key)) {
            return f_.sections.open(line, *seat);
        }
        if (key == "round") {
            return read_round(line);
        }
        if (key == "table") {
            if (f_.table.line != 0) {
                return twice(line);
            }
            f_.table = {line.number, line.value};
            continuing_text_ = &f_.table;
            return std::nullopt;
        }
        if (key == "build owner" || key == "build owners") {
            f_.owners.push_back({line.number, line.value});
            continuing_text_ = &f_.owners.back();
            return std::nullopt;
        }
        if (key == "last capturer") {
            if (line.value.empty() && f_.last_capturer.line == 0) {
                f_.last_capturer.line = line.number;
                f_.nobody_captured = true;
                return std::nullopt;
            }
            return cards::read_seat_field(line, f_.last_capturer);
        }
        if (key == "next player") {
            return cards::read_seat_field(line, f_.next);
        }
        if (key == "deck") {
            return read_cards(line, f_.deck);
        }
        return TextError{line.number, "unknown field " + in_quotes(line.key) +
                                          " (a Casino save has Round, Computer, Human, Score, "
                                          "Hand, Pile, Table, Build Owner, Last Capturer, Deck "
                                          "and Next Player)"};
    }

    // A line without a colon goes on with the field before it, if that field may go on.
    Problem go_on(const TextLine& line) {
        if (continuing_text_ != nullptr) { // only one field is open at a time
            continuing_text_->text += " " + line.value;
            return std::nullopt;
        }
        return cards::go_on_with_cards(line, continuing_cards_,
                                       [this](auto&... args) { return add_cards(args...); });
    }

    static TextError twice(const TextLine& line) { return cards::given_twice(line); }

    Problem read_round(const TextLine& line) {
        if (f_.round_line != 0) {
            return twice(line);
        }
        f_.round_line = line.number;
        const auto round = cards::parse_non_negative(line.value);
        if (!round) {
            return TextError{line.number, "the round " + in_quotes(line.value) +
                                              " is not a whole number of 0 or more"};
        }
        // The original program (docs/casino.md) counts rounds from 0: "Round: 0" can only be the
        // first round (no round comes before it), our round 1. Other numbers are taken as written:
        // a file does not say how it counts, and the number never changes the play.
        f_.written_round = *round;
        f_.round = std::max(*round, 1);
        return std::nullopt;
    }

    Problem read_seat_field(const TextLine& line) {
        Problem problem;
        const auto seat = f_.sections.owner(line, problem);
        if (!seat) {
            return problem;
        }
        if (line.key == "score") {
            return f_.sections.read_score(line, *seat, winning_score, [](int score) {
                return "a score of " + std::to_string(score) +
                       " is past 21, which ends the tournament; a save is of a game still being "
                       "played";
            });
        }
        SeatCards& fields = f_.seats[static_cast<std::size_t>(index(*seat))];
        return read_cards(line, line.key == "hand" ? fields.hand : fields.pile);
    }

    Problem read_cards(const TextLine& line, CardField& field) {
        return cards::begin_cards(line, field, continuing_cards_,
                                  [this](auto&... args) { return add_cards(args...); });
    }

    // One deck: every card at most once in the whole file.
    Problem add_cards(CardField& field, std::string_view text, int number) {
        return cards::add_card_words(field, text, number, parse,
                                     [&](Card card) { return see(card, number); });
    }

    // The brief's program wrote four files holding a card twice (docs/casino.md) and played
    // them: a second copy loads, with a warning; a third is refused.
    Problem see(Card card, int number) {
        int first_line = 0;
        if (Problem problem =
                deck_.see_up_to_twice(card, number, cards::pretty(card), first_line)) {
            return problem;
        }
        if (first_line != 0) {
            f_.twice.push_back({card, first_line, number});
        }
        return std::nullopt;
    }

    Problem find_missing(int last) const {
        if (Problem problem = cards::first_missing(last, {{"\"Round:\" line", f_.round_line}})) {
            return problem;
        }
        for (const Seat seat : {Seat::Computer, Seat::Human}) {
            const SeatCards& fields = f_.seats[static_cast<std::size_t>(index(seat))];
            if (Problem problem = f_.sections.missing(
                    last, seat, {{"Hand", fields.hand.line}, {"Pile", fields.pile.line}})) {
                return problem;
            }
        }
        return cards::first_missing(last, {{"\"Table:\" line", f_.table.line},
                                           {"\"Deck:\" line", f_.deck.line},
                                           {"\"Next Player:\" line", f_.next.line}});
    }

    // ---- meaning ----
    const SeatCards& seat(Seat s) const { return f_.seats[static_cast<std::size_t>(index(s))]; }

    // A round gives one player at most every point there is: most cards 3, most spades 1, the
    // two casinos 3, the four aces 4 (11). The file does not say how it counts its rounds: "Round:
    // N" has at most N rounds before it (counted from 0), so at most N * 11 points; "Round: 0" is
    // the first round, with no points yet. (A save's scores are those of the rounds before: it
    // is made during a round, never between.)
    static constexpr int aces_in_deck = 4; // a point each
    Problem check_score(Seat s) const {
        const cards::SeatSection& section = f_.sections[s];
        constexpr int most_a_round = most_cards_points + most_spades_points + big_casino_points +
                                     little_casino_points + aces_in_deck;
        const std::int64_t most = std::int64_t{f_.written_round} * most_a_round;
        if (section.score <= most) {
            return std::nullopt;
        }
        const std::string score = "the " + seat_name(s) + "'s score of " +
                                  std::to_string(section.score) + " cannot be reached";
        return TextError{section.score_line,
                         f_.written_round == 0
                             ? score + " in round 0, the first: no round has been scored yet, so "
                                       "both scores are 0"
                             : score + " by round " + std::to_string(f_.written_round) +
                                   " (at most " + std::to_string(most) + ", " +
                                   std::to_string(most_a_round) + " a round)"};
    }

    Problem check_meaning() {
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            if (Problem problem = check_score(s)) {
                return problem;
            }
        }
        if (Problem problem = read_table()) {
            return problem;
        }
        if (Problem problem = read_owners()) {
            return problem;
        }
        for (const Seat s : {Seat::Computer, Seat::Human}) {
            const std::size_t held = seat(s).hand.cards.size();
            if (held > static_cast<std::size_t>(hand_size)) {
                return TextError{seat(s).hand.line, "the " + seat_name(s) + " holds " +
                                                        std::to_string(held) +
                                                        " cards; a hand has at most 4"};
            }
        }
        const Seat next = f_.next.seat;
        if (seat(next).hand.cards.empty()) {
            return TextError{f_.next.line,
                             seat(other(next)).hand.cards.empty()
                                 ? "both hands are empty: a game is saved before a move, with "
                                   "the cards dealt"
                                 : "the " + seat_name(next) + " is next but holds no card; the " +
                                       seat_name(other(next)) + " plays on alone"};
        }
        return std::nullopt;
    }

    Problem read_table() {
        const int line = f_.table.line;
        std::string error;
        const auto table = parse_table(f_.table.text, error, 2); // `see` warns of a copy
        if (!table) {
            return TextError{line, error};
        }
        for (const Card card : table->loose) {
            if (Problem problem = see(card, line)) {
                return problem;
            }
        }
        for (const auto& parts : table->builds) {
            for (const auto& part : parts) {
                for (const Card card : part) {
                    if (Problem problem = see(card, line)) {
                        return problem;
                    }
                }
            }
            f_.parsed_table.builds.push_back(TableBuild{parts, Seat::Human});
        }
        f_.parsed_table.loose = table->loose;
        if (table->loose.size() > static_cast<std::size_t>(most_loose_cards)) {
            return TextError{line, std::to_string(table->loose.size()) +
                                       " loose cards on the table; a game never has more than 16 "
                                       "(the 4 dealt, then one trailed card of each other rank)"};
        }
        return std::nullopt;
    }

    // Each Build Owner line: builds in brackets, each followed by its owner.
    Problem read_owners() {
        std::vector<int> owner_line(f_.parsed_table.builds.size(), 0);
        for (const TextField& field : f_.owners) {
            const auto tokens = table_tokens(field.text);
            for (std::size_t at = 0; at < tokens.size();) {
                if (tokens[at] != "[") {
                    return TextError{field.line, "expected a build in brackets then its owner, "
                                                 "found " +
                                                     in_quotes(tokens[at])};
                }
                std::string error;
                const auto parts = read_build(tokens, at, error);
                if (!parts) {
                    return TextError{field.line, error};
                }
                const TableBuild named{*parts, Seat::Human};
                const std::string text = build_text(named);
                if (at >= tokens.size()) {
                    return TextError{field.line, "the build " + text +
                                                     " has no owner (Human or Computer) after it"};
                }
                const auto owner = cards::parse_seat(tokens[at]);
                if (!owner) {
                    return TextError{field.line, in_quotes(tokens[at]) +
                                                     " is not a player (expected Human or "
                                                     "Computer after the build " +
                                                     text + ")"};
                }
                ++at;
                const auto on_table =
                    std::find_if(f_.parsed_table.builds.begin(), f_.parsed_table.builds.end(),
                                 [&](const TableBuild& b) {
                                     return b.set() == named.set() && b.size() == named.size();
                                 });
                if (on_table == f_.parsed_table.builds.end()) {
                    return TextError{field.line, "an owner for the build " + text +
                                                     ", which is not on the table"};
                }
                int& given =
                    owner_line[static_cast<std::size_t>(on_table - f_.parsed_table.builds.begin())];
                if (given != 0) {
                    return TextError{field.line, "the owner of the build " + text +
                                                     " is given twice (also on line " +
                                                     std::to_string(given) + ")"};
                }
                given = field.line;
                on_table->owner = *owner;
            }
        }
        const auto& builds = f_.parsed_table.builds;
        for (std::size_t i = 0; i < builds.size(); ++i) {
            if (owner_line[i] == 0) {
                return TextError{f_.table.line, "the build " + build_text(builds[i]) +
                                                    " has no owner (no Build Owner line names it)"};
            }
            for (std::size_t j = 0; j < i; ++j) {
                if (builds[j].owner == builds[i].owner && builds[j].value() == builds[i].value()) {
                    return TextError{owner_line[i],
                                     "the " + seat_name(builds[i].owner) + " owns two builds of " +
                                         std::to_string(builds[i].value()) + " (" +
                                         build_text(builds[j]) + " and " + build_text(builds[i]) +
                                         "); they would be one multiple build"};
                }
            }
        }
        return std::nullopt;
    }

  private:
    Fields f_;
    CardField* continuing_cards_ = nullptr;
    TextField* continuing_text_ = nullptr;
    cards::OneDeck deck_;
};

GameState build_state(const Fields& f) {
    GameState state;
    for (const Seat s : {Seat::Computer, Seat::Human}) {
        const SeatCards& fields = f.seats[static_cast<std::size_t>(index(s))];
        Player& player = state.player(s);
        player.score = f.sections[s].score;
        player.hand = fields.hand.cards;
        player.pile = fields.pile.cards;
    }
    state.table = f.parsed_table;
    state.deck = f.deck.cards;
    state.round = f.round;
    state.last_capturer = last_capturer(f);
    state.turn = f.next.seat;
    state.first_player = first_player(f);
    state.phase = Phase::Play;
    // The deals so far, as a full deck would have made them (for the log only).
    state.deal = std::max(1, 6 - (static_cast<int>(state.deck.size()) + 7) / 8);
    return state;
}

// Both have captured and the file does not say who last: the table left at the round's end
// goes to the next capturer, and to nobody if nobody captures again.
std::optional<std::string> capturer_warning(const GameState& state) {
    if (state.last_capturer || state.player(Seat::Human).pile.empty() ||
        state.player(Seat::Computer).pile.empty()) {
        return std::nullopt;
    }
    return std::string("no Last Capturer, though both players have captured: until the next "
                       "capture nobody is known to have captured last");
}

// "51 cards instead of 52 (missing: 10♣)": a file may leave cards out; one that holds a card twice
// (warned of apart) counts "51 different cards".
std::optional<std::string> state_warning(const GameState& state) {
    std::vector<Card> present = state.table.cards();
    for (const Player& player : state.players) {
        present.insert(present.end(), player.hand.begin(), player.hand.end());
        present.insert(present.end(), player.pile.begin(), player.pile.end());
    }
    present.insert(present.end(), state.deck.begin(), state.deck.end());
    return cards::missing_cards_warning(full_deck(), present, cards::pretty_cards);
}

// "FILE:15: the 10♣ ("CX") is in the file twice (lines 5 and 15): played with both copies".
std::string twice_warning(std::string_view file_name, const CardTwice& twice) {
    const std::string lines = twice.first_line == twice.line
                                  ? "twice on line " + std::to_string(twice.line)
                                  : "twice (lines " + std::to_string(twice.first_line) + " and " +
                                        std::to_string(twice.line) + ")";
    return std::string(file_name) + ":" + std::to_string(twice.line) + ": the " +
           cards::pretty_cards({twice.card}) + " (" + in_quotes(code(twice.card)) +
           ") is in the file " + lines +
           "; there is one deck, but the game is played with both copies, as the file gives them";
}

} // namespace

LoadResult read_save(std::string_view text, std::string_view file_name) {
    std::vector<CardTwice> twice;
    LoadResult result = cards::read_save_text<Reader>(
        text, file_name,
        [&twice](const Fields& f) {
            twice = f.twice;
            return build_state(f);
        },
        state_warning);
    for (const CardTwice& card : twice) {
        result.warnings.push_back(twice_warning(file_name, card));
    }
    if (result.state) {
        if (const auto warning = capturer_warning(*result.state)) {
            result.warnings.push_back(std::string(file_name) + ": " + *warning);
        }
    }
    return result;
}

LoadResult load_save_file(const std::string& path) {
    return cards::load_save_file(path, read_save);
}

bool looks_like_save(std::string_view text) {
    bool table = false;
    bool deck = false;
    for (const TextLine& line : cards::read_text_lines(text)) {
        table = table || (line.has_colon && line.key == "table");
        deck = deck || (line.has_colon && line.key == "deck");
    }
    return table && deck;
}

// ---- the deck file ----

DeckLoad read_deck(std::string_view text, std::string_view file_name) {
    DeckLoad result;
    std::vector<Card> deck;
    std::array<int, deck_size> seen{};
    int number = 0;
    std::string_view rest = text;
    while (!rest.empty()) {
        ++number;
        const std::size_t end = rest.find('\n');
        const std::string line = cards::trim(rest.substr(0, end));
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        if (line.empty() || line.front() == '#') {
            continue;
        }
        const auto fail = [&](const std::string& problem) {
            result.error = cards::format_error(file_name, TextError{number, problem});
            return result;
        };
        const auto words = cards::split_words(line);
        if (words.size() != 1) {
            return fail("one card a line, found " + in_quotes(line));
        }
        std::string error;
        const auto card = parse(cards::shown(words.front()), error);
        if (!card) {
            return fail(error);
        }
        int& line_seen = seen[static_cast<std::size_t>(card_id(*card))];
        if (line_seen != 0) {
            return fail("the " + code(*card) + " is in the deck twice (also on line " +
                        std::to_string(line_seen) + ")");
        }
        line_seen = number;
        deck.push_back(*card);
    }
    if (deck.empty()) {
        result.error = cards::format_error(
            file_name, TextError{std::max(number, 1), "the deck file holds no card"});
        return result;
    }
    if (const auto warning = cards::missing_cards_warning(full_deck(), deck, cards::pretty_cards)) {
        result.warnings.push_back(std::string(file_name) + ": " + *warning);
    }
    result.state = std::move(deck);
    return result;
}

DeckLoad load_deck_file(const std::string& path) {
    return cards::load_save_file(path, read_deck);
}

} // namespace parlor::casino
