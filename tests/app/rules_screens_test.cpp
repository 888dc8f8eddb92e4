// The rules screens say what the engines do. Each claim is found in the screen's text as written
// (so a reworded screen fails here and is checked again), then held to the game's rules library.
// Casino's screen has its own test beside its table (casino_table_test.cpp).

#include "parlor/games/cribbage/cards.hpp"
#include "parlor/games/cribbage/pegging.hpp"
#include "parlor/games/cribbage/rules.hpp"
#include "parlor/games/cribbage/scoring.hpp"
#include "parlor/games/cruno/cards.hpp"
#include "parlor/games/cruno/rules.hpp"
#include "parlor/games/fivecrowns/cards.hpp"
#include "parlor/games/fivecrowns/melds.hpp"
#include "parlor/games/pinochle/cards.hpp"
#include "parlor/games/pinochle/melds.hpp"
#include "parlor/games/pinochle/rules.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::app::fivecrowns_table {
extern const std::string_view rules_text;
}
namespace parlor::app::cribbage_table {
extern const std::string_view rules_text;
}
namespace parlor::app::pinochle_table {
extern const std::string_view rules_text;
}
namespace parlor::app::cruno_table {
extern const std::string_view rules_text;
}

namespace rules_screens_test {

namespace {

// The screen states `claim`, word for word.
void states(std::string_view text, const std::string& claim) {
    INFO("the rules screen should say: ", claim);
    CHECK(text.find(claim) != std::string_view::npos);
}

template <class Card, class Parse> std::vector<Card> parsed(const std::string& codes, Parse parse) {
    std::string error;
    const auto cards = parse(codes, error);
    INFO(codes, ": ", error);
    REQUIRE(cards.has_value());
    return *cards;
}

} // namespace

TEST_CASE("the Five Crowns rules screen states what the engine does") {
    namespace fc = parlor::fivecrowns;
    const std::string_view text = parlor::app::fivecrowns_table::rules_text;
    const auto hand = [](const std::string& codes) {
        std::vector<fc::Card> out;
        std::string error;
        std::size_t from = 0;
        while (from < codes.size()) {
            const std::size_t end = std::min(codes.find(' ', from), codes.size());
            const auto card = fc::parse(codes.substr(from, end - from), error);
            INFO(codes, ": ", error);
            REQUIRE(card.has_value());
            out.push_back(*card);
            from = end + 1;
        }
        return out;
    };

    states(text, "Two decks of 58 cards are shuffled together");
    const std::vector<fc::Card> deck = fc::full_deck();
    CHECK(deck.size() == 116);
    CHECK(std::count_if(deck.begin(), deck.end(), [](fc::Card c) { return c.is_joker(); }) == 6);
    states(text, "There are no aces or twos");
    CHECK(std::all_of(deck.begin(), deck.end(),
                      [](fc::Card c) { return c.is_joker() || (c.rank >= 3 && c.rank <= 13); }));

    states(text, "Round 1 deals 3 cards to each player");
    states(text, "up to 13 cards in round 11");
    CHECK(fc::cards_dealt(1) == 3);
    CHECK(fc::cards_dealt(11) == 13);
    CHECK(fc::round_count == 11);
    states(text, "3s in round 1, 10s in round 8, jacks in round 9, queens in round 10, kings in "
                 "round 11");
    CHECK(fc::wild_rank_of(1) == 3);
    CHECK(fc::wild_rank_of(8) == 10);
    CHECK(fc::wild_rank_of(9) == 11);
    CHECK(fc::wild_rank_of(10) == 12);
    CHECK(fc::wild_rank_of(11) == 13);

    const int no_wild = 9; // round 7: 9s wild, none of these cards
    states(text, "a king does not connect to a 3");
    CHECK_FALSE(fc::best_arrangement(hand("KS 3S 4S"), 6).goes_out());
    CHECK(fc::best_arrangement(hand("3S 4S 5S"), no_wild).goes_out());
    states(text, "(the same card twice is fine)");
    CHECK(fc::best_arrangement(hand("7C 7C 7T"), no_wild).goes_out());
    states(text, "Jokers and wild cards can stand in for any card, any number of them");
    CHECK(fc::best_arrangement(hand("J1 J2 7H"), no_wild).goes_out());
    // Two 9s in one run: 4♦, a 9 as the 5♦, 6♦, a 9 as the 7♦.
    CHECK(fc::best_arrangement(hand("9S 9H 4D 6D"), no_wild).goes_out());
    CHECK(fc::best_arrangement(hand("9S 9H 4D"), no_wild).goes_out());

    states(text, "3 to 10 count their face value, a jack 11, a queen 12, a king 13");
    CHECK(fc::points(hand("3D")[0], no_wild) == 3);
    CHECK(fc::points(hand("XD")[0], no_wild) == 10);
    CHECK(fc::points(hand("JD")[0], no_wild) == 11);
    CHECK(fc::points(hand("QD")[0], no_wild) == 12);
    CHECK(fc::points(hand("KD")[0], no_wild) == 13);
    states(text, "A wild card left in the hand counts 20 and a joker 50");
    CHECK(fc::points(hand("9D")[0], no_wild) == 20);
    CHECK(fc::points(hand("J3")[0], no_wild) == 50);
}

TEST_CASE("the Cribbage rules screen states what the engine does") {
    namespace cr = parlor::cribbage;
    const std::string_view text = parlor::app::cribbage_table::rules_text;
    const auto cards = [](const std::string& codes) {
        return parsed<cr::Card>(
            codes, [](std::string_view t, std::string& e) { return cr::parse_cards(t, e); });
    };
    const auto items_of = [](const cr::HandScore& score, cr::ScoreKind kind) {
        int points = 0;
        for (const cr::ScoreItem& item : score.items) {
            points += item.kind == kind ? item.points : 0;
        }
        return points;
    };

    states(text, "Be the first to peg 121 points (61 in the short game");
    CHECK(cr::winning_score == 121);
    states(text, "One deck of 52 cards");
    CHECK(cr::full_deck().size() == 52);
    states(text, "an ace is 1, the jack, queen and king are 10, and the other cards their number");
    CHECK(cr::pip_value(cards("AS")[0]) == 1);
    CHECK(cr::pip_value(cards("7S")[0]) == 7);
    CHECK(cr::pip_value(cards("JS")[0]) == 10);
    CHECK(cr::pip_value(cards("KS")[0]) == 10);

    states(text, "a count of 15 scores 2; a count of exactly 31 scores 2");
    CHECK(cr::pegging_points(cards("7S 8D")) == 2);
    CHECK(cr::pegging_points(cards("KS QD JH AC")) == 2);
    states(text, "2 for a pair, 6 for three of a kind, 12 for four");
    CHECK(cr::pegging_points(cards("3S 3D")) == 2);
    CHECK(cr::pegging_points(cards("3S 3D 3H")) == 6);
    CHECK(cr::pegging_points(cards("3S 3D 3H 3C")) == 12);
    states(text, "a run of three or more among the last cards laid, in any order, scores one point "
                 "per card");
    CHECK(cr::pegging_points(cards("4S 2D 3H")) == 3);
    CHECK(cr::pegging_points(cards("4S 2D 5C 3H")) == 4);
    states(text, "which may never pass 31");
    CHECK(cr::max_count == 31);

    states(text, "every combination of cards adding to 15 scores 2");
    CHECK(items_of(cr::hand_value(cards("5S 5D QH 2C"), cards("3S")[0], false),
                   cr::ScoreKind::Fifteen) == 8); // 5♠+Q, 5♦+Q, 5+5+2+3, Q+2+3
    states(text, "three of a kind is three pairs, 6; four is six pairs, 12");
    CHECK(items_of(cr::hand_value(cards("9S 9D 9H 2C"), cards("KS")[0], false),
                   cr::ScoreKind::Pair) == 6);
    CHECK(items_of(cr::hand_value(cards("9S 9D 9H 9C"), cards("KS")[0], false),
                   cr::ScoreKind::Pair) == 12);
    states(text, "a double run of three is two runs, 6 points");
    CHECK(items_of(cr::hand_value(cards("2S 3D 3H 4C"), cards("KS")[0], false),
                   cr::ScoreKind::Run) == 6);
    states(text, "four hand cards of one suit score 4, 5 if the starter matches too; the crib "
                 "scores a flush only when all five cards match");
    CHECK(items_of(cr::hand_value(cards("2H 4H 6H 8H"), cards("KS")[0], false),
                   cr::ScoreKind::Flush) == 4);
    CHECK(items_of(cr::hand_value(cards("2H 4H 6H 8H"), cards("KH")[0], false),
                   cr::ScoreKind::Flush) == 5);
    CHECK(items_of(cr::hand_value(cards("2H 4H 6H 8H"), cards("KS")[0], true),
                   cr::ScoreKind::Flush) == 0);
    CHECK(items_of(cr::hand_value(cards("2H 4H 6H 8H"), cards("KH")[0], true),
                   cr::ScoreKind::Flush) == 5);
    states(text, "the jack of the starter's suit in the hand or crib scores 1");
    CHECK(items_of(cr::hand_value(cards("JD 2S 4H 6C"), cards("KD")[0], false),
                   cr::ScoreKind::Nobs) == 1);
    CHECK(items_of(cr::hand_value(cards("JD 2S 4H 6C"), cards("KS")[0], true),
                   cr::ScoreKind::Nobs) == 0);

    states(text, "A loser who has not reached 91 is skunked, below 61 double skunked");
    CHECK(cr::skunk_of(91) == cr::Skunk::None);
    CHECK(cr::skunk_of(90) == cr::Skunk::Single);
    CHECK(cr::skunk_of(60) == cr::Skunk::Double);
    states(text, "a loser below 31 is skunked, and there is no double skunk");
    CHECK(cr::skunk_of(31, 61) == cr::Skunk::None);
    CHECK(cr::skunk_of(30, 61) == cr::Skunk::Single);
    CHECK(cr::skunk_of(5, 61) == cr::Skunk::Single);
}

TEST_CASE("the Pinochle rules screen states what the engine does") {
    namespace pn = parlor::pinochle;
    const std::string_view text = parlor::app::pinochle_table::rules_text;
    const auto cards = [](const std::string& codes) {
        return parsed<pn::Card>(
            codes, [](std::string_view t, std::string& e) { return pn::parse_cards(t, e); });
    };
    const auto card = [&cards](const std::string& code) { return cards(code).front(); };

    states(text,
           "48 cards: the 9, jack, queen, king, ten and ace of each suit, two copies of each");
    const std::vector<pn::Card> deck = pn::full_deck();
    CHECK(deck.size() == 48);
    CHECK(std::count(deck.begin(), deck.end(), card("XS")) == 2);
    states(text, "In a trick the order is 9, jack, queen, king, ten, ace");
    const pn::Suit trump = pn::Suit::Hearts;
    const std::vector<pn::Card> order = cards("9S JS QS KS XS AS");
    for (std::size_t i = 0; i + 1 < order.size(); ++i) {
        CHECK(pn::chase_wins(order[i], order[i + 1], trump));
        CHECK_FALSE(pn::chase_wins(order[i + 1], order[i], trump));
    }
    states(text, "ace 11, ten 10, king 4, queen 3, jack 2, nine nothing");
    CHECK(pn::card_points(card("AS")) == 11);
    CHECK(pn::card_points(card("XS")) == 10);
    CHECK(pn::card_points(card("KS")) == 4);
    CHECK(pn::card_points(card("QS")) == 3);
    CHECK(pn::card_points(card("JS")) == 2);
    CHECK(pn::card_points(card("9S")) == 0);

    states(text, "there is no duty to follow suit");
    CHECK_FALSE(pn::chase_wins(card("9S"), card("AD"), trump)); // another suit, not trump: loses
    states(text, "any trump on a lead of another suit");
    CHECK(pn::chase_wins(card("AS"), card("9H"), trump));
    states(text, "Two identical cards: the lead wins");
    CHECK_FALSE(pn::chase_wins(card("KS"), card("KS"), trump));

    states(text, "flush (A 10 K Q J of trump) 150, four aces 100, four kings 80, four queens 60, "
                 "royal marriage (K Q of trump) 40, four jacks 40, pinochle (Q♠ J♦) 40, marriage "
                 "(K Q of another suit) 20, dix (9 of trump) 10");
    const auto kind_of = [&cards, trump](const std::string& codes) {
        return pn::classify(cards(codes), trump);
    };
    CHECK(kind_of("AH XH KH QH JH") == pn::MeldKind::Flush);
    CHECK(kind_of("AS AC AD AH") == pn::MeldKind::FourAces);
    CHECK(kind_of("KH QH") == pn::MeldKind::RoyalMarriage);
    CHECK(kind_of("KS QS") == pn::MeldKind::Marriage);
    CHECK(kind_of("QS JD") == pn::MeldKind::Pinochle);
    CHECK(kind_of("9H") == pn::MeldKind::Dix);
    CHECK_FALSE(kind_of("9S").has_value()); // a nine of another suit is no dix
    CHECK(pn::meld_points(pn::MeldKind::Flush) == 150);
    CHECK(pn::meld_points(pn::MeldKind::FourAces) == 100);
    CHECK(pn::meld_points(pn::MeldKind::FourKings) == 80);
    CHECK(pn::meld_points(pn::MeldKind::FourQueens) == 60);
    CHECK(pn::meld_points(pn::MeldKind::RoyalMarriage) == 40);
    CHECK(pn::meld_points(pn::MeldKind::FourJacks) == 40);
    CHECK(pn::meld_points(pn::MeldKind::Pinochle) == 40);
    CHECK(pn::meld_points(pn::MeldKind::Marriage) == 20);
    CHECK(pn::meld_points(pn::MeldKind::Dix) == 10);

    states(text, "Twelve cards each");
    CHECK(pn::hand_size == 12);
    states(text, "A round is 24 tricks");
    CHECK(pn::tricks_per_round == 24);
}

TEST_CASE("the Cruno rules screen states what the engine does") {
    namespace cu = parlor::cruno;
    const std::string_view text = parlor::app::cruno_table::rules_text;

    states(text, "A deck of 76 cards: the 52 usual cards and, in each suit, two Skips, two "
                 "Reverses and two Draw Twos");
    const std::vector<cu::Card> deck = cu::full_deck(1);
    CHECK(deck.size() == 76);
    CHECK(std::count_if(deck.begin(), deck.end(), [](cu::Card c) { return !c.is_action(); }) == 52);
    for (const cu::Kind kind : {cu::Kind::Skip, cu::Kind::Reverse, cu::Kind::DrawTwo}) {
        CHECK(std::count(deck.begin(), deck.end(), cu::Card::action(kind, cu::Suit::Hearts)) == 2);
    }
    states(text, "Above five players two decks are shuffled together");
    CHECK(cu::decks_for(5) == 1);
    CHECK(cu::decks_for(6) == 2);

    states(text, "Each player gets five cards");
    for (const int players : {2, 6}) {
        cu::Setup setup;
        for (int seat = 0; seat < players; ++seat) {
            setup.seats.push_back({"P" + std::to_string(seat), seat == 0 ? "human" : "rule"});
        }
        cu::Rng rng(7);
        const cu::GameState state = cu::new_game(setup, rng);
        std::size_t total = state.stock.size() + state.discard.size();
        for (int seat = 0; seat < players; ++seat) {
            CHECK(state.player(seat).hand.size() == 5);
            total += state.player(seat).hand.size();
        }
        CHECK(total == deck.size() * static_cast<std::size_t>(cu::decks_for(players)));
    }

    states(text, "2 to 7, 9 and 10 count their value, the 8 counts 8, J Q K and A 10, action "
                 "cards 20");
    CHECK(cu::penalty(cu::Card::standard(2, cu::Suit::Clubs)) == 2);
    CHECK(cu::penalty(cu::Card::standard(7, cu::Suit::Clubs)) == 7);
    CHECK(cu::penalty(cu::Card::standard(8, cu::Suit::Clubs)) == 8);
    CHECK(cu::penalty(cu::Card::standard(10, cu::Suit::Clubs)) == 10);
    CHECK(cu::penalty(cu::Card::standard(1, cu::Suit::Clubs)) == 10);
    CHECK(cu::penalty(cu::Card::standard(12, cu::Suit::Clubs)) == 10);
    CHECK(cu::penalty(cu::Card::action(cu::Kind::Skip, cu::Suit::Clubs)) == 20);
}

} // namespace rules_screens_test
