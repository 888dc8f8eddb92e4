// Reading a save file: lenient about layout (the shared text reader takes care of blank lines,
// indentation, tabs, trailing spaces, CRLF and the letter case of keys; a long list may go on
// over the following lines), strict about meaning, with "FILE:LINE: problem" errors.

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat_sections.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

namespace parlor::pinochle {

namespace {

using cards::in_quotes;
using cards::Problem;
using cards::TextError;
using cards::TextLine;

using cards::CardField;
using cards::given_twice;

struct TextField {
    int line = 0;
    std::string text;
};

struct SeatFields {
    int header = 0;
    int score_line = 0;
    int game_score = 0;
    int round_score = 0;
    CardField hand;
    CardField captured;
    TextField melds;
    Holding melded; // the melds line read, once the trump suit is known
};

struct Fields {
    int round_line = 0;
    int round = 0;
    int target_line = 0; // a game to a target score (docs/pinochle.md); 0: none
    int target = 0;
    std::array<SeatFields, 2> seats;
    TextField trump;
    Suit trump_suit = Suit::Hearts;
    std::optional<Card> trump_card;
    CardField stock;
    cards::SeatField next;
};

constexpr std::array<Seat, 2> file_order{Seat::Computer, Seat::Human};

// The most one seat can score in a round: every card's points (the deck's 240) and a meld after
// each of the round's 24 tricks, each the best there is (a flush, 150). Nobody comes near it; it
// only shuts out the impossible. A save is made before a lead (save_to_file): its game score is
// that of the rounds before, so nothing but 0 in round 1.
int most_round_points() {
    int deck = 0;
    for (int id = 0; id < distinct_cards; ++id) {
        deck += copies_of_each * card_points(card_from_id(id));
    }
    return deck + tricks_per_round * meld_points(MeldKind::Flush);
}

std::string held_cards(int n) {
    return std::to_string(n) + (n == 1 ? " card" : " cards");
}

// "G / R": two whole numbers.
std::optional<std::pair<int, int>> parse_score(std::string_view text) {
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) {
        return std::nullopt;
    }
    const auto game = cards::parse_non_negative(cards::trim(text.substr(0, slash)));
    const auto round = cards::parse_non_negative(cards::trim(text.substr(slash + 1)));
    if (!game || !round) {
        return std::nullopt;
    }
    return std::pair(*game, *round);
}

class Reader {
  public:
    // What cards::read_fields asks of a reader.
    static constexpr std::string_view empty_message = "the file is empty, not a Pinochle save";
    const Fields& fields() const { return f_; }

    // ---- layout ----
    Problem read_line(const TextLine& line) {
        if (!line.has_colon) {
            if (continuing_melds_ != nullptr) { // only one field is open at a time
                continuing_melds_->text += " " + line.value;
                return std::nullopt;
            }
            return cards::go_on_with_cards(line, continuing_cards_,
                                           [](auto&... args) { return add_cards(args...); });
        }
        continuing_cards_ = nullptr;
        continuing_melds_ = nullptr;
        const std::string& key = line.key;
        if (key == "score" || key == "hand" || key == "capture pile" || key == "melds") {
            return read_seat_field(line);
        }
        section_.reset(); // any other key ends a Human:/Computer: section
        if (key == "round") {
            if (f_.round_line != 0) {
                return given_twice(line);
            }
            f_.round_line = line.number;
            const auto round = cards::parse_non_negative(line.value);
            if (!round || *round < 1) {
                return TextError{line.number, "the round " + in_quotes(line.value) +
                                                  " is not a whole number of 1 or more"};
            }
            f_.round = *round;
            return std::nullopt;
        }
        if (key == "target") {
            if (f_.target_line != 0) {
                return given_twice(line);
            }
            f_.target_line = line.number;
            const auto target = cards::parse_non_negative(line.value);
            if (!target || *target == 0 || !valid_target(*target)) {
                return TextError{line.number, "the target " + in_quotes(line.value) +
                                                  " is not a score from " +
                                                  std::to_string(lowest_target) + " to " +
                                                  std::to_string(highest_target)};
            }
            f_.target = *target;
            return std::nullopt;
        }
        if (const auto seat = cards::parse_seat(key)) {
            SeatFields& fields = seat_fields(*seat);
            if (Problem problem = cards::read_section_header(
                    line, *seat, fields.header, "Score, Hand, Capture Pile and Melds")) {
                return problem;
            }
            section_ = *seat;
            return std::nullopt;
        }
        if (key == "trump card") {
            if (f_.trump.line != 0) {
                return given_twice(line);
            }
            f_.trump = {line.number, line.value};
            return std::nullopt;
        }
        if (key == "stock") {
            return read_cards(line, f_.stock);
        }
        if (key == "next player") {
            return cards::read_seat_field(line, f_.next);
        }
        return TextError{line.number, "unknown field " + in_quotes(line.key) +
                                          " (a Pinochle save has Round, Computer, Human, Score, "
                                          "Hand, Capture Pile, Melds, Trump Card, Stock and Next "
                                          "Player, and Target in a game to a target)"};
    }

    SeatFields& seat_fields(Seat s) { return f_.seats[static_cast<std::size_t>(index(s))]; }
    const SeatFields& seat_fields(Seat s) const {
        return f_.seats[static_cast<std::size_t>(index(s))];
    }

    Problem read_seat_field(const TextLine& line) {
        if (!section_) {
            return cards::outside_section(line);
        }
        SeatFields& seat = seat_fields(*section_);
        if (line.key == "score") {
            if (seat.score_line != 0) {
                return given_twice(line);
            }
            seat.score_line = line.number;
            const auto score = parse_score(line.value);
            if (const auto slash = line.value.find('/'); !score && slash != std::string::npos) {
                const std::string_view value = line.value;
                for (const auto& [what, part] : {std::pair{"game", value.substr(0, slash)},
                                                 std::pair{"round", value.substr(slash + 1)}}) {
                    if (const auto large = cards::too_large(cards::trim(part))) {
                        return TextError{line.number,
                                         "the " + std::string(what) + " score " + *large};
                    }
                }
            }
            if (!score) {
                return TextError{line.number,
                                 "the score " + in_quotes(line.value) +
                                     " is not two whole numbers \"GAME / ROUND\" (like 0 / 22)"};
            }
            seat.game_score = score->first;
            seat.round_score = score->second;
            return std::nullopt;
        }
        if (line.key == "melds") {
            if (seat.melds.line != 0) {
                return given_twice(line);
            }
            seat.melds = {line.number, line.value};
            continuing_melds_ = &seat.melds;
            return std::nullopt;
        }
        return read_cards(line, line.key == "hand" ? seat.hand : seat.captured);
    }

    Problem read_cards(const TextLine& line, CardField& field) {
        return cards::begin_cards(line, field, continuing_cards_,
                                  [](auto&... args) { return add_cards(args...); });
    }

    static Problem add_cards(CardField& field, std::string_view text, int number) {
        return cards::add_card_words(field, text, number, parse);
    }

    Problem find_missing(int last) const {
        if (Problem problem = cards::first_missing(last, {{"\"Round:\" line", f_.round_line}})) {
            return problem;
        }
        for (const Seat seat : file_order) {
            const SeatFields& fields = seat_fields(seat);
            if (Problem problem =
                    cards::missing_in_section(last, seat, fields.header, fields.score_line,
                                              {{"Hand", fields.hand.line},
                                               {"Capture Pile", fields.captured.line},
                                               {"Melds", fields.melds.line}})) {
                return problem;
            }
        }
        return cards::first_missing(last, {{"\"Trump Card:\" line", f_.trump.line},
                                           {"\"Stock:\" line", f_.stock.line},
                                           {"\"Next Player:\" line", f_.next.line}});
    }

    // ---- meaning ----
    Problem check_meaning() {
        if (Problem problem = read_trump()) {
            return problem;
        }
        for (const Seat seat : file_order) {
            SeatFields& fields = seat_fields(seat);
            std::string error;
            auto melded = parse_melds(fields.melds.text, f_.trump_suit, error);
            if (!melded) {
                return TextError{fields.melds.line, error};
            }
            fields.melded = std::move(*melded);
        }
        for (const Seat seat : file_order) {
            if (Problem problem = check_scores(seat)) {
                return problem;
            }
        }
        if (Problem problem = check_target()) {
            return problem;
        }
        if (Problem problem = check_deck()) {
            return problem;
        }
        if (Problem problem = check_trump_card()) {
            return problem;
        }
        return check_hands();
    }

    Problem check_scores(Seat seat) const {
        const SeatFields& fields = seat_fields(seat);
        const std::int64_t most = most_round_points();
        const std::int64_t rounds_before = f_.round - 1;
        const std::string owner = "the " + seat_name(seat) + "'s ";
        if (fields.game_score > rounds_before * most) {
            const std::string score =
                owner + "game score of " + std::to_string(fields.game_score) + " cannot be reached";
            return TextError{fields.score_line,
                             rounds_before == 0
                                 ? score + " in round 1: no round has been played yet, so both "
                                           "game scores are 0"
                                 : score + " in the " + std::to_string(rounds_before) +
                                       " rounds before round " + std::to_string(f_.round) +
                                       " (at most " + std::to_string(rounds_before * most) + ", " +
                                       std::to_string(most) + " a round)"};
        }
        if (fields.round_score > most) {
            return TextError{fields.score_line,
                             owner + "round score of " + std::to_string(fields.round_score) +
                                 " cannot be reached in one round (at most " +
                                 std::to_string(most) +
                                 ": every card's points and a flush after every trick)"};
        }
        return std::nullopt;
    }

    // A game to a target is over once a round ends with a seat there and ahead: a save is of a
    // game still being played (equal totals past it play on).
    Problem check_target() const {
        if (f_.target == 0) {
            return std::nullopt;
        }
        const SeatFields& human = seat_fields(Seat::Human);
        const SeatFields& computer = seat_fields(Seat::Computer);
        const SeatFields& higher = human.game_score >= computer.game_score ? human : computer;
        if (higher.game_score >= f_.target && human.game_score != computer.game_score) {
            return TextError{higher.score_line,
                             "a game score of " + std::to_string(higher.game_score) +
                                 " means the game to " + std::to_string(f_.target) +
                                 " is over; a save is of a game still being played"};
        }
        return std::nullopt;
    }

    Problem read_trump() {
        const std::string& text = f_.trump.text;
        if (const auto suit = parse_suit(text)) {
            f_.trump_suit = *suit;
            return std::nullopt;
        }
        std::string ignored;
        if (const auto card = parse(text, ignored)) {
            f_.trump_card = card;
            f_.trump_suit = card->suit;
            return std::nullopt;
        }
        return TextError{f_.trump.line, in_quotes(text) +
                                            " is not a trump card (expected a card like AH, or the "
                                            "suit letter C, D, H or S once the card is taken)"};
    }

    // One Pinochle deck: every card twice, 48 in all.
    Problem check_deck() const {
        struct Source {
            int line;
            std::vector<Card> cards;
        };
        std::vector<Source> sources;
        for (const Seat seat : file_order) {
            const SeatFields& fields = seat_fields(seat);
            sources.push_back({fields.hand.line, fields.hand.cards});
            sources.push_back({fields.captured.line, fields.captured.cards});
            sources.push_back({fields.melds.line, fields.melded.all_cards()});
        }
        if (f_.trump_card) {
            sources.push_back({f_.trump.line, {*f_.trump_card}});
        }
        sources.push_back({f_.stock.line, f_.stock.cards});
        std::stable_sort(sources.begin(), sources.end(),
                         [](const Source& a, const Source& b) { return a.line < b.line; });
        std::array<int, distinct_cards> count{};
        int total = 0;
        for (const Source& source : sources) {
            for (const Card card : source.cards) {
                if (++count[static_cast<std::size_t>(card_id(card))] > copies_of_each) {
                    return TextError{source.line, "the " + cards::pretty(card) +
                                                      " appears a third time; the deck has two "
                                                      "of each card"};
                }
                ++total;
            }
        }
        if (total != deck_size) {
            std::vector<Card> missing;
            for (int id = 0; id < distinct_cards; ++id) {
                for (int k = count[static_cast<std::size_t>(id)]; k < copies_of_each; ++k) {
                    missing.push_back(card_from_id(id));
                }
            }
            return TextError{f_.stock.line, std::to_string(total) +
                                                " cards instead of 48 (missing: " +
                                                cards::pretty_cards(missing) + ")"};
        }
        return std::nullopt;
    }

    // The trump card lies under the stock until the last stock card is drawn.
    Problem check_trump_card() const {
        if (f_.trump_card && f_.stock.cards.empty()) {
            return TextError{f_.trump.line,
                             "the stock is empty, so the trump card has been taken: write its "
                             "suit alone (Trump Card: " +
                                 std::string(1, cards::suit_letter(f_.trump_suit)) + ")"};
        }
        if (!f_.trump_card && !f_.stock.cards.empty()) {
            return TextError{f_.trump.line, "the trump card is taken only after the last stock "
                                            "card, and the stock still has cards: name the card "
                                            "(like AH)"};
        }
        return std::nullopt;
    }

    int held(Seat seat) const {
        const SeatFields& fields = seat_fields(seat);
        return static_cast<int>(fields.hand.cards.size() + fields.melded.cards.size());
    }

    // Both players hold twelve while the stock lasts, then as many as each other; tricks put
    // cards on the capture piles two at a time.
    Problem check_hands() const {
        for (const Seat seat : file_order) {
            const SeatFields& fields = seat_fields(seat);
            if (fields.captured.cards.size() % 2 != 0) {
                return TextError{fields.captured.line,
                                 "the " + seat_name(seat) + "'s capture pile holds " +
                                     held_cards(static_cast<int>(fields.captured.cards.size())) +
                                     "; each trick won adds two"};
            }
            if (!f_.stock.cards.empty() && held(seat) != hand_size) {
                return TextError{fields.hand.line, "the " + seat_name(seat) + " holds " +
                                                       held_cards(held(seat)) +
                                                       " (hand and melds); while the stock lasts "
                                                       "each player holds 12"};
            }
        }
        if (held(Seat::Human) != held(Seat::Computer)) {
            return TextError{seat_fields(Seat::Human).hand.line,
                             "the Human holds " + held_cards(held(Seat::Human)) +
                                 " and the Computer " + held_cards(held(Seat::Computer)) +
                                 "; between tricks both hold as many"};
        }
        if (held(Seat::Human) == 0) {
            return TextError{f_.next.line, "every card has been played: the round is over and "
                                           "there is no trick left to save"};
        }
        return std::nullopt;
    }

  private:
    Fields f_;
    std::optional<Seat> section_;
    CardField* continuing_cards_ = nullptr;
    TextField* continuing_melds_ = nullptr;
};

GameState build_state(const Fields& f) {
    GameState state;
    state.round = f.round;
    state.target = f.target;
    for (const Seat seat : file_order) {
        const SeatFields& fields = f.seats[static_cast<std::size_t>(index(seat))];
        Player& player = state.player(seat);
        player.hand = unmelded_holding(fields.hand.cards);
        for (const HeldCard& held : fields.melded.cards) {
            player.hand.cards.push_back(held);
        }
        player.hand.melds = fields.melded.melds;
        player.captured = fields.captured.cards;
        // The file keeps only the current melds; earlier ones of the round are in the score.
        player.declared = fields.melded.melds;
        player.game_score = fields.game_score;
        player.round_score = fields.round_score;
    }
    state.trump = f.trump_suit;
    state.trump_card = f.trump_card;
    state.stock = f.stock.cards;
    state.phase = Phase::Lead;
    state.leader = f.next.seat;
    state.turn = f.next.seat;
    return state;
}

// A round score is the captured cards plus melds (tens), the current melds among them.
std::optional<std::string> score_warning(const GameState& state) {
    for (const Seat seat : file_order) {
        const Player& player = state.player(seat);
        int melds = 0;
        for (const Meld& meld : player.hand.melds) {
            melds += points(meld);
        }
        const int captured = capture_points(player.captured);
        const int rest = player.round_score - captured - melds;
        if (rest < 0 || rest % 10 != 0) {
            return "the " + seat_name(seat) + "'s round score " +
                   std::to_string(player.round_score) + " is not its captured points (" +
                   std::to_string(captured) + ") plus its current melds (" + std::to_string(melds) +
                   ") plus earlier melds in tens";
        }
    }
    return std::nullopt;
}

} // namespace

LoadResult read_save(std::string_view text, std::string_view file_name) {
    return cards::read_save_text<Reader>(text, file_name, build_state, score_warning);
}

LoadResult load_save_file(const std::string& path) {
    return cards::load_save_file(path, read_save);
}

bool looks_like_save(std::string_view text) {
    return cards::has_line(
        text, [](const TextLine& line) { return line.has_colon && line.key == "trump card"; });
}

} // namespace parlor::pinochle
