// The meld solver: cases from docs/fivecrowns.md and the rules page, the validity checker, and the
// solver's points against an independent brute force on random hands of every size.

#include "meld_brute_force.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/games/fivecrowns/melds.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace parlor::fivecrowns {
namespace {

std::vector<Card> hand_of(std::string_view text) {
    std::vector<Card> hand;
    for (const auto word : cards::split_words(text)) {
        std::string error;
        const auto card = parse(word, error);
        REQUIRE_MESSAGE(card, error);
        hand.push_back(*card);
    }
    return hand;
}

Arrangement solved(std::string_view text, int wild_rank) {
    const auto hand = hand_of(text);
    const Arrangement a = best_arrangement(hand, wild_rank);
    CHECK(is_valid_arrangement(hand, wild_rank, a));
    CHECK(best_points(hand, wild_rank) == a.points);
    return a;
}

MeldCard natural(Card c) {
    return MeldCard{c, false, c};
}
MeldCard wild(Card c, Card as) {
    return MeldCard{c, true, as};
}

} // namespace

TEST_CASE("a joker fills the gap of a run: 5D Joker 7D") {
    const Arrangement a = solved("5D J1 7D", 4);
    CHECK(a.goes_out());
    REQUIRE(a.melds.size() == 1);
    const Meld& run = a.melds[0];
    CHECK(run.kind == MeldKind::Run);
    CHECK(run.suit == Suit::Diamonds);
    REQUIRE(run.cards.size() == 3);
    CHECK(run.cards[1].wild);
    CHECK(run.cards[1].card == Card::joker(1));
    CHECK(run.cards[1].stands_for == Card::of(6, Suit::Diamonds));
    CHECK(describe(run) == "run of diamonds: 5\u2666 Joker\u21926\u2666 7\u2666");
}

TEST_CASE("a book may hold the same card twice: 9C 9C 9T") {
    const Arrangement a = solved("9C 9C 9T", 5);
    CHECK(a.goes_out());
    REQUIRE(a.melds.size() == 1);
    CHECK(a.melds[0].kind == MeldKind::Book);
    CHECK(a.melds[0].rank == 9);
    CHECK(describe(a.melds[0]) == "book of 9s: 9\u2663 9\u2663 9\u2646");
}

TEST_CASE("round 1: the 3s are wild") {
    // The rules (docs/fivecrowns.md): 9 of clubs, a 3 of any suit and 9 of tridents make a book.
    const Arrangement book = solved("9C 3H 9T", 3);
    CHECK(book.goes_out());
    REQUIRE(book.melds.size() == 1);
    CHECK(book.melds[0].rank == 9);
    CHECK(describe(book.melds[0]) == "book of 9s: 9\u2663 9\u2646 3\u2665\u21929");

    // A 3 is wild even where it could be itself: 3H 4H 5H is a run with 3H standing in.
    const Arrangement run = solved("3H 4H 5H", 3);
    CHECK(run.goes_out());
    REQUIRE(run.melds.size() == 1);
    CHECK(run.melds[0].kind == MeldKind::Run);

    CHECK(solved("3S 3H 3D", 3).goes_out()); // wilds alone
    // The dealt hands of the example save in docs/fivecrowns.md: nothing melds.
    CHECK(solved("XS KH J1", 3).points == 10 + 13 + 50);
    CHECK(solved("JD 3T QC", 3).points == 11 + 20 + 12);
}

TEST_CASE("a run does not wrap around: K does not touch 3") {
    CHECK(solved("QH KH 3H", 5).points == 12 + 13 + 3);
    CHECK(solved("KH 3H 4H", 6).points == 13 + 3 + 4);
    const Arrangement top = solved("QH KH J1", 5);
    CHECK(top.goes_out());
    CHECK(describe(top.melds[0]) == "run of hearts: Joker\u2192J\u2665 Q\u2665 K\u2665");
}

TEST_CASE("a run holds each rank once") {
    CHECK(solved("5D 5D 6D", 10).points == 5 + 5 + 6);
    // With a joker: 5D 6D Joker is a run and the other 5D is left (5), better than the book.
    const Arrangement a = solved("5D 5D 6D J2", 10);
    CHECK(a.points == 5);
    CHECK(a.leftover == hand_of("5D"));
}

TEST_CASE("wilds alone meld when three or more, and stay in hand when fewer") {
    CHECK(solved("J1", 4).points == 50);
    CHECK(solved("J1 4S", 4).points == 70);
    CHECK(solved("J1 J2 4S", 4).goes_out());
    CHECK(solved("J1 4S 4S 4H", 4).goes_out());
    CHECK(solved("J1 5H", 4).points == 55);
    CHECK(solved("J1 J1 5H", 4).goes_out()); // a 5 and two wilds make a book
    CHECK(solved("4S 5H KC", 4).points == 20 + 5 + 13);
    // A spare wild joins a meld instead of staying in hand.
    CHECK(solved("5D 6D 7D J1", 4).goes_out());
    CHECK(solved("5D 6D 7D J1 4C", 4).goes_out());
    CHECK(solved("9C 9D 9H J3", 4).goes_out());
    const Arrangement spare = solved("6S 7S 8S J1 J2 J3 4H", 4);
    CHECK(spare.goes_out());
    CHECK(describe(spare.melds.back()) == "book of wilds: Joker Joker Joker 4\u2665");
}

TEST_CASE("a full run with a spare wild still goes out") {
    // 3S..KS with the 7s wild (7S stands for itself) and a joker: 12 cards, all melded.
    CHECK(solved("3S 4S 5S 6S 7S 8S 9S XS JS QS KS J1", 7).goes_out());
    CHECK(solved("3S 4S 5S 6S 7S 8S 9S XS JS QS KS J1 J2", 7).goes_out());
    // Without the 7s being wild: 11 naturals plus a lone wild-rank card.
    CHECK(solved("3S 4S 5S 6S 7S 8S 9S XS JS QS KS 5H", 5).goes_out());
}

TEST_CASE("long melds are shown whole") {
    const Arrangement run = solved("3S 4S 5S 6S 7S 8S 9S XS JS QS", 13);
    REQUIRE(run.melds.size() == 1);
    CHECK(describe(run.melds[0]) == "run of spades: 3\u2660 4\u2660 5\u2660 6\u2660 7\u2660 "
                                    "8\u2660 9\u2660 10\u2660 J\u2660 Q\u2660");
    const Arrangement book = solved("9C 9D 9H 9T 9S 9C 9D", 13);
    REQUIRE(book.melds.size() == 1);
    CHECK(book.melds[0].cards.size() == 7);
}

TEST_CASE("a 14-card hand goes out") {
    const Arrangement a = solved("3S 4S 5S 6S 7S 9H 9D 9C JT QT J1 8D 8D KC", 13);
    CHECK(a.goes_out());
    CHECK(a.points == 0);
    CHECK(describe(a).ends_with("left over: nothing (0 points)"));
}

TEST_CASE("the fewest points, not the most melds") {
    // 7H 8H 9H run leaves 9C 9D (18); the book 9C 9D 9H leaves 7H 8H (15).
    const Arrangement a = solved("7H 8H 9H 9C 9D", 4);
    CHECK(a.points == 15);
    CHECK(describe(a) ==
          "book of 9s: 9\u2663 9\u2666 9\u2665\nleft over: 7\u2665 8\u2665 (15 points)");
}

TEST_CASE("the arrangement does not depend on the order of the hand") {
    const auto hand = hand_of("KD 4D J2 9S 9S 8H XC 5D 6T QD 5C 8S 3H");
    auto reversed = hand;
    std::reverse(reversed.begin(), reversed.end());
    const Arrangement a = best_arrangement(hand, 8);
    const Arrangement b = best_arrangement(reversed, 8);
    CHECK(describe(a) == describe(b));
}

TEST_CASE("cards outside the deck never meld and never crash") {
    const std::vector<Card> odd{Card::of(1, Suit::Spades), Card::of(1, Suit::Spades),
                                Card::of(1, Suit::Spades), Card::joker(1)};
    const Arrangement a = best_arrangement(odd, 5);
    CHECK(is_valid_arrangement(odd, 5, a));
    CHECK(a.points == 3 + 50);
    CHECK(best_points(odd, 5) == 3 + 50);
    CHECK(best_points(std::vector<Card>{}, 5) == 0);
    CHECK(best_arrangement(std::vector<Card>{}, 5).goes_out());
}

TEST_CASE("hands larger than the game deals are still solved") {
    cards::Rng rng(77);
    auto deck = full_deck();
    for (const int size : {15, 20, 30}) {
        rng.shuffle(deck);
        const std::vector<Card> hand(deck.begin(), deck.begin() + size);
        const Arrangement a = best_arrangement(hand, 13);
        CHECK(is_valid_arrangement(hand, 13, a));
        CHECK(best_points(hand, 13) == a.points);
    }
}

TEST_CASE("is_valid_arrangement rejects what the rules forbid") {
    const auto five_d = Card::of(5, Suit::Diamonds);
    const auto six_d = Card::of(6, Suit::Diamonds);
    const auto seven_d = Card::of(7, Suit::Diamonds);
    const auto joker = Card::joker(1);
    const std::vector<Card> hand{five_d, joker, seven_d};
    const auto run_of = [](std::vector<MeldCard> cards) {
        Meld m;
        m.kind = MeldKind::Run;
        m.suit = Suit::Diamonds;
        m.cards = std::move(cards);
        return m;
    };
    Arrangement good;
    good.melds.push_back(run_of({natural(five_d), wild(joker, six_d), natural(seven_d)}));
    CHECK(is_valid_arrangement(hand, 4, good));

    Arrangement gap = good; // the joker claims to be the 8: 5 _ 7 8 is not consecutive
    gap.melds[0].cards[1].stands_for = Card::of(8, Suit::Diamonds);
    CHECK_FALSE(is_valid_arrangement(hand, 4, gap));

    Arrangement natural_joker = good; // a joker is never natural
    natural_joker.melds[0].cards[1] = natural(joker);
    CHECK_FALSE(is_valid_arrangement(hand, 4, natural_joker));

    Arrangement missing; // a card of the hand is nowhere
    missing.leftover = {five_d, joker};
    missing.points = 55;
    CHECK_FALSE(is_valid_arrangement(hand, 4, missing));

    Arrangement wrong_points;
    wrong_points.leftover = hand;
    wrong_points.points = 60;
    CHECK_FALSE(is_valid_arrangement(hand, 4, wrong_points));
    wrong_points.points = 5 + 50 + 7;
    CHECK(is_valid_arrangement(hand, 4, wrong_points));

    const auto king_h = Card::of(13, Suit::Hearts);
    const auto three_h = Card::of(3, Suit::Hearts);
    Arrangement wrap; // Q K 3 wraps around
    Meld around;
    around.kind = MeldKind::Run;
    around.suit = Suit::Hearts;
    around.cards = {wild(joker, Card::of(12, Suit::Hearts)), natural(king_h),
                    wild(Card::of(4, Suit::Spades), Card::of(14, Suit::Hearts))};
    wrap.melds.push_back(around);
    CHECK_FALSE(
        is_valid_arrangement(std::vector<Card>{joker, king_h, Card::of(4, Suit::Spades)}, 4, wrap));

    Arrangement twice; // 5D 5D 6D is not a run
    Meld repeat;
    repeat.kind = MeldKind::Run;
    repeat.suit = Suit::Diamonds;
    repeat.cards = {natural(five_d), natural(five_d), natural(six_d)};
    twice.melds.push_back(repeat);
    CHECK_FALSE(is_valid_arrangement(std::vector<Card>{five_d, five_d, six_d}, 4, twice));

    Arrangement mixed; // 9C 9T 3H is not a book when 3s are not wild
    Meld book;
    book.kind = MeldKind::Book;
    book.rank = 9;
    book.cards = {natural(Card::of(9, Suit::Clubs)), natural(Card::of(9, Suit::Tridents)),
                  natural(three_h)};
    mixed.melds.push_back(book);
    const std::vector<Card> nines{Card::of(9, Suit::Clubs), Card::of(9, Suit::Tridents), three_h};
    CHECK_FALSE(is_valid_arrangement(nines, 4, mixed));
    book.cards[2] = wild(three_h, Card::of(9, Suit::Spades));
    mixed.melds[0] = book;
    CHECK_FALSE(is_valid_arrangement(nines, 4, mixed)); // a 3 is not wild in round 2
    CHECK(is_valid_arrangement(nines, 3, mixed));       // but it is in round 1

    Arrangement pair; // two cards are not a meld
    Meld short_book;
    short_book.kind = MeldKind::Book;
    short_book.rank = 9;
    short_book.cards = {natural(Card::of(9, Suit::Clubs)), natural(Card::of(9, Suit::Tridents))};
    pair.melds.push_back(short_book);
    pair.leftover = {three_h};
    pair.points = 3;
    CHECK_FALSE(is_valid_arrangement(nines, 4, pair));
}

namespace {

// Random hands of one size, drawn without replacement from a pool shaped for a purpose.
class HandMaker {
  public:
    explicit HandMaker(std::uint64_t seed) : rng_(seed), deck_(full_deck()) {}

    // Dealt from a shuffled deck, as in a game.
    std::vector<Card> dealt(int size, int& wild_rank) {
        wild_rank = rng_.between(3, 13);
        auto deck = deck_;
        rng_.shuffle(deck);
        deck.resize(static_cast<std::size_t>(size));
        return deck;
    }

    // Five or more wilds (all wilds when the hand is smaller).
    std::vector<Card> wild_rich(int size, int& wild_rank) {
        wild_rank = rng_.between(3, 13);
        const int wilds = size <= 5 ? size : rng_.between(5, size);
        return mixed(size, wilds, wild_rank, [](Card) { return true; });
    }

    // One suit, with up to three wilds: long runs and many ways to cut them.
    std::vector<Card> one_suit(int size, int& wild_rank) {
        wild_rank = rng_.between(3, 13);
        const auto suit = static_cast<Suit>(rng_.below(5));
        const int wilds = rng_.between(0, std::min(3, size));
        return mixed(size, wilds, wild_rank, [suit](Card c) { return c.suit == suit; });
    }

    // Two suits and five ranks, with up to four wilds: books and runs compete for the cards.
    std::vector<Card> crowded(int size, int& wild_rank) {
        wild_rank = rng_.between(3, 13);
        const int low = rng_.between(3, 9);
        const auto a = static_cast<Suit>(rng_.below(5));
        const auto b = static_cast<Suit>(rng_.below(5));
        const int wilds = rng_.between(0, std::min(4, size));
        return mixed(size, wilds, wild_rank, [=](Card c) {
            return c.rank >= low && c.rank < low + 5 && (c.suit == a || c.suit == b);
        });
    }

  private:
    template <class Keep> std::vector<Card> mixed(int size, int wilds, int wild_rank, Keep keep) {
        std::vector<Card> wild_pool;
        std::vector<Card> natural_pool;
        for (const Card c : deck_) {
            if (is_wild(c, wild_rank)) {
                wild_pool.push_back(c);
            } else if (keep(c)) {
                natural_pool.push_back(c);
            }
        }
        rng_.shuffle(wild_pool);
        rng_.shuffle(natural_pool);
        const auto naturals =
            std::min<std::size_t>(natural_pool.size(), static_cast<std::size_t>(size - wilds));
        std::vector<Card> hand(natural_pool.begin(),
                               natural_pool.begin() + static_cast<std::ptrdiff_t>(naturals));
        const auto more = static_cast<std::size_t>(size) - hand.size();
        hand.insert(hand.end(), wild_pool.begin(),
                    wild_pool.begin() + static_cast<std::ptrdiff_t>(more));
        rng_.shuffle(hand);
        return hand;
    }

    cards::Rng rng_;
    std::vector<Card> deck_;
};

struct Tally {
    int hands = 0;
    int failures = 0;
};

void compare_with_brute_force(const std::vector<Card>& hand, int wild_rank, Tally& tally) {
    ++tally.hands;
    const int expected = test::brute_force_points(hand, wild_rank);
    const int fast = best_points(hand, wild_rank);
    const Arrangement a = best_arrangement(hand, wild_rank);
    const bool valid = is_valid_arrangement(hand, wild_rank, a);
    int left = 0;
    for (const Card c : a.leftover) {
        left += points(c, wild_rank);
    }
    if (fast == expected && a.points == expected && valid && left == a.points) {
        return;
    }
    if (++tally.failures <= 5) { // a few are enough to see the problem
        INFO("hand " << cards::format_cards(hand) << " wild rank " << wild_rank);
        INFO("brute force " << expected << ", best_points " << fast << ", arrangement\n"
                            << describe(a));
        CHECK(fast == expected);
        CHECK(a.points == expected);
        CHECK(valid);
    }
}

} // namespace

TEST_CASE("the solver agrees with a brute force on random hands of every size") {
    HandMaker maker(20240611);
    for (int size = 1; size <= 14; ++size) {
        CAPTURE(size);
        Tally tally;
        int wild_rank = 3;
        for (int k = 0; k < 4000; ++k) {
            compare_with_brute_force(maker.dealt(size, wild_rank), wild_rank, tally);
        }
        for (int k = 0; k < 2000; ++k) {
            compare_with_brute_force(maker.wild_rich(size, wild_rank), wild_rank, tally);
            compare_with_brute_force(maker.one_suit(size, wild_rank), wild_rank, tally);
            compare_with_brute_force(maker.crowded(size, wild_rank), wild_rank, tally);
        }
        CHECK(tally.hands == 10000);
        CHECK(tally.failures == 0);
    }
}

} // namespace parlor::fivecrowns
