#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "test_cards.hpp"
#include "test_data_dir.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <unistd.h>

using namespace parlor::pinochle;
using parlor::pinochle::test::card;
using parlor::pinochle::test::cards;

namespace {

std::string data_file(const std::string& name) {
    std::string error;
    const auto text =
        parlor::cards::read_whole_file(std::string(PARLOR_TEST_DATA) + "/pinochle/" + name, error);
    REQUIRE_MESSAGE(text.has_value(), error);
    return *text;
}

// The text with the first line starting with `key` (after indentation) replaced by `line`, or
// removed when `line` is empty; `nth` picks a later line with that key (0: the first).
std::string with_line(std::string text, const std::string& key, const std::string& line,
                      int nth = 0) {
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = text.find('\n', at);
        const std::string current = text.substr(at, end - at);
        const std::size_t indent = current.find_first_not_of(' ');
        if (indent != std::string::npos && current.compare(indent, key.size(), key) == 0 &&
            nth-- == 0) {
            text.replace(at, end - at + 1, line.empty() ? "" : line + "\n");
            return text;
        }
        at = end + 1;
    }
    FAIL("no line " << key);
    return text;
}

std::string error_of(const std::string& text) {
    const LoadResult result = read_save(text, "case.txt");
    CHECK_FALSE(result.state.has_value());
    return result.error;
}

GameState loaded(const std::string& text, const std::string& name = "case.txt") {
    const LoadResult result = read_save(text, name);
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    return *result.state;
}

// The example of docs/pinochle.md.
std::string documented_example() {
    return data_file("documented_example.txt");
}

} // namespace

TEST_CASE("the documented example reads into the state it describes") {
    const std::string example = documented_example();
    const LoadResult result = read_save(example, "example.txt");
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    CHECK(result.warnings.empty());
    const GameState& state = *result.state;
    CHECK(state.round == 1);
    CHECK(state.phase == Phase::Lead);
    CHECK(state.leader == Seat::Human);
    CHECK(state.turn == Seat::Human);
    CHECK(state.trump == Suit::Hearts);
    CHECK(state.trump_card == card("AH"));
    CHECK(state.stock.size() == 21);
    CHECK(state.stock.front() == card("KS")); // the top
    const Player& human = state.player(Seat::Human);
    // Eleven hand cards and the 9♥ under Melds: twelve held.
    CHECK(human.hand.unmelded() == cards("AH AC AS AD XH AC JH QC KD 9S 9D"));
    CHECK(human.hand.cards.size() == 12);
    REQUIRE(human.hand.melds.size() == 1);
    CHECK(human.hand.melds[0].kind == MeldKind::Dix);
    CHECK(human.captured == cards("XC JC"));
    CHECK(human.game_score == 0);
    CHECK(human.round_score == 22);
    const Player& computer = state.player(Seat::Computer);
    CHECK(computer.hand.cards.size() == 12);
    CHECK(computer.hand.melds.empty());
    CHECK(computer.captured.empty());
    CHECK(computer.round_score == 0);
    CHECK(state.tricks_played() == 1);
}

TEST_CASE("the writer gives the documented layout back, byte for byte") {
    const std::string example = documented_example();
    CHECK(write_save(loaded(example)) == example);
    CHECK(write_save(loaded(data_file("shared_melds.txt"))) == data_file("shared_melds.txt"));
    CHECK(write_save(loaded(data_file("stock_taken.txt"))) == data_file("stock_taken.txt"));
}

TEST_CASE("layout variants: tabs, lower case keys, blank lines, trailing spaces, CRLF, a "
          "trailing comma") {
    const std::string example = documented_example();
    const LoadResult result = read_save(data_file("lenient_layout.txt"), "lenient_layout.txt");
    REQUIRE_MESSAGE(result.state.has_value(), result.error);
    CHECK(write_save(*result.state) == example);
    // A long list carried over to the next line. (A byte order mark is left out as the file is
    // read, for every game: cards::read_save_file.)
    const std::string wrapped = with_line(
        example,
        "Stock:", "Stock: KS QH 9C 9S XD KC JD JS KS QD XS\n       9C JC KH AD 9D AS XS XD JD QS");
    CHECK(write_save(loaded(wrapped)) == example);
}

TEST_CASE("starred cards shared by melds are one card") {
    const GameState state = loaded(data_file("shared_melds.txt"));
    const Player& human = state.player(Seat::Human);
    CHECK(human.hand.cards.size() == 12); // 7 in hand + Q♠ J♦ Q♣ Q♦ Q♥
    CHECK(human.hand.melds.size() == 2);
    CHECK(format_melds(human.hand) == "QS* JD, QS* QC QD QH");
    const Player& computer = state.player(Seat::Computer);
    CHECK(computer.hand.melds[0].kind == MeldKind::RoyalMarriage); // hearts are trump
    CHECK(computer.hand.melds[1].kind == MeldKind::Dix);
}

TEST_CASE("once the trump card is taken the file names only the trump suit") {
    const GameState state = loaded(data_file("stock_taken.txt"));
    CHECK(state.stock.empty());
    CHECK_FALSE(state.trump_card.has_value());
    CHECK(state.trump == Suit::Diamonds);
    CHECK(state.player(Seat::Human).hand.cards.size() == 8);
    // A 9♦ melded by each: the dix of both copies.
    CHECK(state.player(Seat::Computer).hand.melds[0].kind == MeldKind::Dix);
}

TEST_CASE("strict about meaning: each problem refused with its line") {
    const std::string example = documented_example();
    CHECK(
        error_of(with_line(example, "Hand: QH", "   Hand: QH KH QC KD JH XH QS 9H XC JS QD 8C")) ==
        "case.txt:5: \"8C\" is not a Pinochle card (expected rank 9/X/J/Q/K/A and suit "
        "C/D/H/S)");
    // A third Q♠: the computer's hand holds one, the stock one, and now the human's hand too.
    CHECK(error_of(with_line(example, "Hand: AH", "   Hand: AH AC AS AD XH AC JH QC KD 9S QS")) ==
          "case.txt:16: the Q♠ appears a third time; the deck has two of each card");
    CHECK(error_of(with_line(example, "Hand: AH", "   Hand: AH AC AS AD XH AC JH QC KD 9S")) ==
          "case.txt:16: 47 cards instead of 48 (missing: 9♦)");
    CHECK(error_of(with_line(example, "Melds: 9H", "   Melds: 9H QH")) ==
          "case.txt:13: \"9H QH\" is no meld with hearts as trump");
    CHECK(error_of(with_line(example, "Trump Card", "Trump Card: ZZ")) ==
          "case.txt:15: \"ZZ\" is not a trump card (expected a card like AH, or the suit letter "
          "C, D, H or S once the card is taken)");
    CHECK(error_of(with_line(example, "Score: 0 / 22", "   Score: ten / 22")) ==
          "case.txt:10: the score \"ten / 22\" is not two whole numbers \"GAME / ROUND\" (like "
          "0 / 22)");
    CHECK(error_of(with_line(example, "Score: 0 / 22", "   Score: 22")) ==
          "case.txt:10: the score \"22\" is not two whole numbers \"GAME / ROUND\" (like 0 / 22)");
    CHECK(error_of(with_line(example, "Stock:", "")) == "case.txt:17: no \"Stock:\" line");
    CHECK(error_of(with_line(example, "Next Player:", "")) ==
          "case.txt:16: no \"Next Player:\" line");
    CHECK(error_of(with_line(example, "Melds:", "")) ==
          "case.txt:17: no \"Melds:\" line for the Computer");
    CHECK(error_of(with_line(example, "Next Player:", "Next Player: Nobody")) ==
          "case.txt:18: \"Nobody\" is not a player (expected Human or Computer)");
    CHECK(error_of(with_line(example, "Round:", "Round: 0")) ==
          "case.txt:1: the round \"0\" is not a whole number of 1 or more");
    CHECK(error_of(with_line(example, "Round:", "Rounds: 1")) ==
          "case.txt:1: unknown field \"rounds\" (a Pinochle save has Round, Computer, Human, "
          "Score, Hand, Capture Pile, Melds, Trump Card, Stock and Next Player, and Target in a "
          "game to a target)");
    CHECK(error_of(with_line(example, "Trump Card", "Trump Card: AH\nTrump Card: AH")) ==
          "case.txt:16: \"trump card\" is given twice");
    CHECK(error_of("") == "case.txt:1: the file is empty, not a Pinochle save");
}

TEST_CASE("strict about meaning: cards that do not fit a round between tricks") {
    const std::string example = documented_example();
    // The trump card named although the stock is gone; the suit alone while the stock lasts.
    const std::string taken = data_file("stock_taken.txt");
    const std::string named = with_line(with_line(taken, "Trump Card", "Trump Card: QD"),
                                        "Hand: QC", "   Hand: QC JH QD JC KS XC");
    CHECK(error_of(named) == "case.txt:15: the stock is empty, so the trump card has been "
                             "taken: write its suit alone (Trump Card: D)");
    CHECK(error_of(with_line(example, "Trump Card", "Trump Card: H")) ==
          "case.txt:16: 47 cards instead of 48 (missing: A♥)");
    // (with the card moved into the stock the count is right, but the trump card is missing)
    const std::string no_card = with_line(
        with_line(example, "Trump Card", "Trump Card: H"),
        "Stock:", "Stock: AH KS QH 9C 9S XD KC JD JS KS QD XS 9C JC KH AD 9D AS XS XD JD QS");
    CHECK(error_of(no_card) ==
          "case.txt:15: the trump card is taken only after the last stock card, and the stock "
          "still has cards: name the card (like AH)");
    // Eleven cards while the stock lasts (a card moved from the hand to the capture pile).
    const std::string eleven =
        with_line(with_line(example, "Hand: QH", "   Hand: QH KH QC KD JH XH QS 9H XC JS QD"),
                  "Capture Pile:", "   Capture Pile: KC");
    CHECK(error_of(eleven) == "case.txt:6: the Computer's capture pile holds 1 card; each trick "
                              "won adds two");
    const std::string short_hand =
        with_line(with_line(example, "Hand: QH", "   Hand: QH KH QC KD JH XH QS 9H XC JS"),
                  "Capture Pile:", "   Capture Pile: QD KC");
    CHECK(error_of(short_hand) == "case.txt:5: the Computer holds 10 cards (hand and melds); "
                                  "while the stock lasts each player holds 12");
    // Melds that share a card of one name cannot be.
    CHECK(error_of(with_line(data_file("shared_melds.txt"), "Melds: QS*",
                             "   Melds: QS JD, QS* JD*, QS* JD*"))
              .find("cannot be shared by these melds") != std::string::npos);
    // Nothing is half-loaded: an error gives no state at all.
    const LoadResult bad = read_save(with_line(example, "Round:", "Round: x"), "case.txt");
    CHECK_FALSE(bad.state.has_value());
    CHECK(bad.warnings.empty());
}

TEST_CASE("a round score that is not captures plus melds loads with a warning") {
    const std::string example = documented_example();
    const LoadResult result =
        read_save(with_line(example, "Score: 0 / 22", "   Score: 0 / 25"), "case.txt");
    REQUIRE(result.state.has_value());
    REQUIRE(result.warnings.size() == 1);
    CHECK(result.warnings[0] == "case.txt: the Human's round score 25 is not its captured points "
                                "(12) plus its current melds (10) plus earlier melds in tens");
}

TEST_CASE("a save file is recognised by its Trump Card line") {
    const std::string example = documented_example();
    CHECK(looks_like_save(example));
    CHECK(looks_like_save("trump card: H"));
    CHECK_FALSE(looks_like_save("Round: 1\nDraw Pile: 3S"));
    CHECK_FALSE(looks_like_save(""));
}

TEST_CASE("the summary line") {
    const std::string example = documented_example();
    CHECK(summary(loaded(example)) ==
          "Pinochle, round 1, hearts trump, Human 0 + 22, Computer 0 + 0, stock 21, next: Human");
}

TEST_CASE("random games between tricks survive write -> read unchanged") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        Rng rng(seed);
        GameState state = new_game(rng);
        apply(state, CallToss{true}, rng);
        while (state.phase != Phase::RoundOver) {
            if (state.phase == Phase::Lead) {
                const std::string text = write_save(state);
                const LoadResult result = read_save(text, "round_trip.txt");
                REQUIRE_MESSAGE(result.state.has_value(), result.error << "\n" << text);
                CHECK(result.warnings.empty());
                const GameState& back = *result.state;
                CHECK(write_save(back) == text);
                for (const Seat seat : {Seat::Human, Seat::Computer}) {
                    CHECK(back.player(seat).hand.unmelded() == state.player(seat).hand.unmelded());
                    CHECK(back.player(seat).hand.melds == state.player(seat).hand.melds);
                    CHECK(back.player(seat).captured == state.player(seat).captured);
                    CHECK(back.player(seat).round_score == state.player(seat).round_score);
                    // The same legal melds: the reuse rule sees the same holding.
                    CHECK(legal_new_melds(back.player(seat).hand, back.trump) ==
                          legal_new_melds(state.player(seat).hand, state.trump));
                }
                CHECK(back.stock == state.stock);
                CHECK(back.trump == state.trump);
                CHECK(back.trump_card == state.trump_card);
                CHECK(back.leader == state.leader);
            }
            const auto actions = legal_actions(state);
            apply(state, actions[state.phase == Phase::Meld ? 0 : rng.below(actions.size())], rng);
        }
    }
}

TEST_CASE("saving writes atomically, and only between tricks") {
    const std::string example = documented_example();
    const auto path = std::filesystem::temp_directory_path() /
                      ("parlor_pinochle_save_" + std::to_string(::getpid()) + ".txt");
    const GameState state = loaded(example);
    REQUIRE_FALSE(save_to_file(path.string(), state).has_value());
    std::string error;
    CHECK(parlor::cards::read_whole_file(path.string(), error) == example);
    std::filesystem::remove(path);
    GameState following = state;
    Rng rng(1);
    apply(following, Play{card("9S")}, rng);
    CHECK(save_to_file(path.string(), following) ==
          std::string("The game can only be saved between tricks, before the lead."));
    CHECK_FALSE(std::filesystem::exists(path));
}
