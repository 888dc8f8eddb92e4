// The small pieces the games' save readers and rules share: the cards a file leaves out, a line's
// card words read with a check of each card, the game's line, a phase's words, whether a hand holds
// a card.

#include "parlor/cards/deck.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/seat_sections.hpp"
#include "parlor/cards/why_refused.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace parlor::cards;

namespace {

std::optional<Card> read_card(std::string_view text, std::string& error) {
    const auto card = parse_card(text);
    if (!card) {
        error = "\"" + std::string(text) + "\" is not a card";
    }
    return card;
}

} // namespace

TEST_CASE("the cards a file leaves out are named in the deck's order, and nothing when none is") {
    const std::vector<Card> deck = standard_deck();
    CHECK_FALSE(missing_cards_warning(deck, deck, format_cards));

    std::vector<Card> present(deck.rbegin(),
                              deck.rend()); // the order of the file is not the deck's
    const Card queen = *parse_card("QH");
    const Card two = *parse_card("2S");
    std::erase(present, queen);
    std::erase(present, two);
    auto warning = missing_cards_warning(deck, present, format_cards);
    REQUIRE(warning);
    CHECK(*warning == "50 cards instead of 52 (missing: 2S QH)");
    // A card twice (warned of apart by the reader) leaves as many missing: "different" cards.
    present.push_back(present.front());
    warning = missing_cards_warning(deck, present, format_cards);
    REQUIRE(warning);
    CHECK(*warning == "50 different cards instead of 52 (missing: 2S QH)");
}

TEST_CASE("a line's card words are read in order, each passed to the check, which may stop it") {
    CardField field;
    OneDeck deck;
    const auto once = [&](Card card) { return deck.see(card, 3, to_string(card)); };
    CHECK_FALSE(add_card_words(field, "5H XS", 3, read_card, once));
    CHECK(field.cards == std::vector<Card>{*parse_card("5H"), *parse_card("XS")});

    const Problem again = add_card_words(field, "QC 5H KD", 3, read_card, once);
    REQUIRE(again);
    CHECK(again->message == "the 5H appears twice (also on line 3); there is one deck");
    CHECK(field.cards.size() == 3); // QC was read before the 5H stopped the line

    const Problem word = add_card_words(field, "9D Z9", 4, read_card, once);
    REQUIRE(word);
    CHECK(word->line == 4);
    CHECK(word->message == "\"Z9\" is not a card");
}

TEST_CASE("a phase's words come from its row; a phase with no row has none") {
    enum class Phase { Toss, Play, Over };
    constexpr PhaseWords<Phase> waiting[] = {{Phase::Toss, "Call the toss first."},
                                             {Phase::Over, "The game is over."}};
    CHECK(words_of(Phase::Toss, waiting) == "Call the toss first.");
    CHECK(words_of(Phase::Over, waiting) == "The game is over.");
    CHECK(words_of(Phase::Play, waiting).empty());
}

TEST_CASE("a hand holds a card when one of its cards is that card") {
    const std::vector<Card> hand = {*parse_card("5H"), *parse_card("J1")};
    CHECK(holds(hand, *parse_card("J1")));
    CHECK_FALSE(holds(hand, *parse_card("5S")));
    CHECK_FALSE(holds(std::vector<Card>{}, *parse_card("5H")));
}

TEST_CASE("the game's line is read once, in any case, and another game's save is named") {
    int game_line = 0;
    CHECK_FALSE(read_game_line(TextLine{2, "game", "CRIBBAGE"}, game_line, "Cribbage"));
    CHECK(game_line == 2);

    const Problem twice = read_game_line(TextLine{5, "game", "Cribbage"}, game_line, "Cribbage");
    REQUIRE(twice);
    CHECK(twice->line == 5);
    CHECK(twice->message == "\"game\" is given twice");
    CHECK(game_line == 2); // the first stays

    int other_line = 0;
    const Problem other = read_game_line(TextLine{1, "game", "Casino"}, other_line, "Cruno");
    REQUIRE(other);
    CHECK(other->line == 1);
    CHECK(other->message == "this is a save of \"Casino\", not of Cruno");
}
