#include "parlor/cards/rng.hpp"
#include "parlor/games/pinochle/melds.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <set>
#include <utility>

using namespace parlor::pinochle;
using parlor::cards::Rng;
using parlor::pinochle::test::cards;
using parlor::pinochle::test::holding;
using parlor::pinochle::test::meld;

namespace {

constexpr Suit hearts = Suit::Hearts;
constexpr Suit spades = Suit::Spades;

bool legal(const Holding& hand, const std::string& meld_cards, Suit trump) {
    const auto melds = legal_new_melds(hand, trump);
    const Meld wanted = meld(meld_cards, trump);
    return std::find(melds.begin(), melds.end(), wanted) != melds.end();
}

// ---- the brute force, written apart from the library: every group of held cards is tried ----

// The kind of meld a group of cards makes, straight from the table of melds.
std::optional<MeldKind> brute_kind(const std::array<Card, 5>& group, int size, Suit trump) {
    unsigned suits = 0; // a bit per suit
    unsigned ranks = 0; // a bit per rank (ace 1 .. king 13)
    for (int i = 0; i < size; ++i) {
        suits |= 1U << static_cast<unsigned>(group[static_cast<std::size_t>(i)].suit);
        ranks |= 1U << group[static_cast<std::size_t>(i)].rank;
    }
    const unsigned trump_only = 1U << static_cast<unsigned>(trump);
    switch (size) {
    case 1:
        return ranks == 1U << 9 && suits == trump_only ? std::optional(MeldKind::Dix)
                                                       : std::nullopt;
    case 2:
        if (ranks == ((1U << 12) | (1U << 13)) && std::popcount(suits) == 1) {
            return suits == trump_only ? MeldKind::RoyalMarriage : MeldKind::Marriage;
        }
        if ((group[0] == Card::of(12, Suit::Spades) && group[1] == Card::of(11, Suit::Diamonds)) ||
            (group[1] == Card::of(12, Suit::Spades) && group[0] == Card::of(11, Suit::Diamonds))) {
            return MeldKind::Pinochle;
        }
        return std::nullopt;
    case 4:
        if (std::popcount(ranks) != 1 || std::popcount(suits) != 4) {
            return std::nullopt;
        }
        switch (group[0].rank) {
        case 1:
            return MeldKind::FourAces;
        case 13:
            return MeldKind::FourKings;
        case 12:
            return MeldKind::FourQueens;
        case 11:
            return MeldKind::FourJacks;
        default:
            return std::nullopt;
        }
    case 5:
        if (suits == trump_only &&
            ranks == ((1U << 1) | (1U << 10) | (1U << 11) | (1U << 12) | (1U << 13))) {
            return MeldKind::Flush;
        }
        return std::nullopt;
    default:
        return std::nullopt;
    }
}

using MeldKey = std::pair<MeldKind, std::vector<Card>>; // kind, sorted cards

std::set<MeldKey> brute_force_melds(const Holding& hand, Suit trump) {
    std::set<MeldKey> found;
    const std::size_t n = hand.cards.size();
    for (std::uint32_t subset = 1; subset < (1U << n); ++subset) {
        const int size = std::popcount(subset);
        if (size == 3 || size > 5) {
            continue;
        }
        std::array<Card, 5> group{};
        int k = 0;
        bool fresh = false;
        for (std::size_t i = 0; i < n; ++i) {
            if (subset & (1U << i)) {
                group[static_cast<std::size_t>(k++)] = hand.cards[i].card;
                fresh = fresh || hand.cards[i].melds == 0;
            }
        }
        const auto kind = brute_kind(group, size, trump);
        if (!kind || !fresh) {
            continue;
        }
        bool reused = false;
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t m = 0; m < hand.melds.size(); ++m) {
                if ((subset & (1U << i)) && (hand.cards[i].melds & (1U << m)) &&
                    hand.melds[m].kind == *kind) {
                    reused = true;
                }
            }
        }
        if (!reused) {
            std::vector<Card> cards_of_group(group.begin(), group.begin() + size);
            std::sort(cards_of_group.begin(), cards_of_group.end());
            found.insert({*kind, cards_of_group});
        }
    }
    return found;
}

std::set<MeldKey> library_melds(const Holding& hand, Suit trump) {
    std::set<MeldKey> found;
    for (Meld m : legal_new_melds(hand, trump)) {
        std::sort(m.cards.begin(), m.cards.end());
        const bool fresh = found.insert({m.kind, m.cards}).second;
        CHECK_MESSAGE(fresh, "a meld listed twice");
    }
    return found;
}

// A random hand of twelve from a shuffled deck, rich in meld cards so that melds happen often,
// with a random history: melds declared and cards played (breaking melds), cards drawn.
Holding random_history(Rng& rng, Suit trump) {
    std::vector<Card> deck;
    for (const Card c : full_deck()) {
        // Nines (other than the dix) and tens make no meld: keep few of them.
        if ((c.rank == 9 && c.suit != trump) || c.rank == 10) {
            if (rng.below(4) != 0) {
                continue;
            }
        }
        deck.push_back(c);
    }
    rng.shuffle(deck);
    std::size_t next = 12;
    Holding hand = unmelded_holding(std::vector<Card>(deck.begin(), deck.begin() + 12));
    const int steps = rng.between(0, 10);
    for (int step = 0; step < steps && next < deck.size(); ++step) {
        const auto melds = legal_new_melds(hand, trump);
        if (!melds.empty() && rng.below(3) != 0) {
            declare(hand, melds[rng.below(melds.size())]);
        } else {
            take_card(hand, rng.below(hand.cards.size()));
            hand.cards.push_back({deck[next++], 0});
        }
    }
    return hand;
}

} // namespace

TEST_CASE("the melds and their points") {
    CHECK(classify(cards("AH XH KH QH JH"), hearts) == MeldKind::Flush);
    CHECK(classify(cards("JH QH KH XH AH"), hearts) == MeldKind::Flush);
    CHECK(classify(cards("AS XS KS QS JS"), hearts) == std::nullopt); // not of trump
    CHECK(classify(cards("KH QH"), hearts) == MeldKind::RoyalMarriage);
    CHECK(classify(cards("QC KC"), hearts) == MeldKind::Marriage);
    CHECK(classify(cards("KC QD"), hearts) == std::nullopt);
    CHECK(classify(cards("9H"), hearts) == MeldKind::Dix);
    CHECK(classify(cards("9S"), hearts) == std::nullopt);
    CHECK(classify(cards("AS AC AD AH"), hearts) == MeldKind::FourAces);
    CHECK(classify(cards("KS KC KD KH"), hearts) == MeldKind::FourKings);
    CHECK(classify(cards("QS QC QD QH"), hearts) == MeldKind::FourQueens);
    CHECK(classify(cards("JS JC JD JH"), hearts) == MeldKind::FourJacks);
    CHECK(classify(cards("AS AC AD AD"), hearts) == std::nullopt); // two diamonds, no heart
    CHECK(classify(cards("XS XC XD XH"), hearts) == std::nullopt); // tens make no meld
    CHECK(classify(cards("QS JD"), hearts) == MeldKind::Pinochle);
    CHECK(classify(cards("QD JS"), hearts) == std::nullopt);
    CHECK(classify(cards("QS JD"), spades) == MeldKind::Pinochle);

    CHECK(meld_points(MeldKind::Flush) == 150);
    CHECK(meld_points(MeldKind::RoyalMarriage) == 40);
    CHECK(meld_points(MeldKind::Marriage) == 20);
    CHECK(meld_points(MeldKind::Dix) == 10);
    CHECK(meld_points(MeldKind::FourAces) == 100);
    CHECK(meld_points(MeldKind::FourKings) == 80);
    CHECK(meld_points(MeldKind::FourQueens) == 60);
    CHECK(meld_points(MeldKind::FourJacks) == 40);
    CHECK(meld_points(MeldKind::Pinochle) == 40);
    CHECK(meld_name(MeldKind::RoyalMarriage) == "royal-marriage");
    CHECK(meld_name(MeldKind::FourJacks) == "four-jacks");
    CHECK(describe(meld("KD KH KS KC", hearts)) == "four kings (K♠ K♣ K♦ K♥)");
    CHECK(possible_melds(hearts).size() == 11); // three marriages
}

TEST_CASE("K and Q of trump are a royal marriage only, never also a marriage") {
    const Holding hand = holding("KH QH 9C", "", hearts);
    const auto melds = legal_new_melds(hand, hearts);
    REQUIRE(melds.size() == 1);
    CHECK(melds[0].kind == MeldKind::RoyalMarriage);
    CHECK(!why_not_meld(hand, Meld{MeldKind::Marriage, cards("KH QH")}, hearts).empty());
}

TEST_CASE("a royal marriage plus A X J of trump makes a flush") {
    const Holding hand = holding("AH XH JH 9C", "KH QH", hearts);
    CHECK(legal(hand, "AH XH KH QH JH", hearts));
    CHECK(best_new_meld(hand, hearts) == meld("AH XH KH QH JH", hearts));
}

TEST_CASE("the K and Q of a flush make a royal marriage only with a fresh trump K or Q") {
    const Holding flush = holding("9C", "AH XH KH QH JH", hearts);
    CHECK_FALSE(legal(flush, "KH QH", hearts));
    CHECK(why_not_meld(flush, meld("KH QH", hearts), hearts).find("in no meld yet") !=
          std::string::npos);
    CHECK(legal(holding("KH 9C", "AH XH KH QH JH", hearts), "KH QH", hearts));
    CHECK(legal(holding("QH 9C", "AH XH KH QH JH", hearts), "KH QH", hearts));
}

TEST_CASE("three melded kings plus a fourth do not make a second four kings; a fifth king "
          "does not renew four kings") {
    // Three kings in marriages and a fresh fourth: the kings are in melds of another name.
    CHECK(legal(holding("KH", "KS QS, KC QC, KD QD", hearts), "KS KC KD KH", hearts));
    const Holding four = holding("KS", "KS KC KD KH", hearts);
    CHECK_FALSE(legal(four, "KS KC KD KH", hearts));
    CHECK(why_not_meld(four, meld("KS KC KD KH", hearts), hearts).find("already belongs") !=
          std::string::npos);
    // A whole new set of kings is a second four kings.
    CHECK(legal(holding("KS KC KD KH", "KS KC KD KH", hearts), "KS KC KD KH", hearts));
}

TEST_CASE("a king added to a pinochle makes a marriage; a meld needs a new card") {
    CHECK(legal(holding("KS", "QS JD", hearts), "KS QS", hearts));
    CHECK(legal(holding("KS", "QS JD", spades), "KS QS", spades)); // a royal marriage then
    // Four kings and four queens declared: no marriage is left without a new card.
    const Holding both = holding("9C", "KS KC KD KH, QS* QC QD QH", hearts);
    CHECK_FALSE(legal(both, "KD QD", hearts));
    CHECK_FALSE(legal(both, "KH QH", hearts));
}

TEST_CASE("two copies of a card are two cards: the second Q♠ can make a second pinochle") {
    CHECK(legal(holding("QS JD", "QS JD", hearts), "QS JD", hearts));
    // With one jack of diamonds only, it belongs to the pinochle already.
    CHECK_FALSE(legal(holding("QS", "QS JD", hearts), "QS JD", hearts));
}

TEST_CASE("the best new meld is the one worth the most") {
    const Holding hand = holding("AS AC AD AH KS KC KD KH QS JD 9H", "", hearts);
    CHECK(best_new_meld(hand, hearts) == meld("AS AC AD AH", hearts));
    const auto all = legal_new_melds(hand, hearts);
    CHECK(all.size() == 5); // four aces, four kings, pinochle, the marriage K♠ Q♠, dix
    CHECK(best_new_meld(holding("9C JS", "", hearts), hearts) == std::nullopt);
}

TEST_CASE("a meld takes cards already in other melds first and always one unmelded card") {
    Holding hand = holding("QS JD", "KS QS", hearts); // marriage K♠ Q♠, a free Q♠
    declare(hand, meld("QS JD", hearts));
    // The pinochle shares the melded Q♠; the free one stays free.
    CHECK(hand.unmelded() == cards("QS"));
    CHECK(format_melds(hand) == "KS QS*, QS* JD");
    // Every card already melded but with a free copy: one free copy goes in.
    Holding all = holding("QS JD", "QS QC QD QH, JS JC JD JH", hearts);
    declare(all, meld("QS JD", hearts));
    CHECK(all.unmelded().size() == 1);
    CHECK(all.melds.size() == 3);
}

TEST_CASE("playing a melded card breaks its melds; their other cards are free again") {
    Holding hand = holding("9C", "KS QS*, QS* JD", hearts);
    const auto at = hand.find(Card::of(12, Suit::Spades), std::size_t{0});
    REQUIRE(at);
    const auto broken = take_card(hand, *at);
    CHECK(broken.size() == 2);
    CHECK(hand.melds.empty());
    CHECK(hand.unmelded() == cards("9C KS JD"));
    // Breaking one of two melds keeps the other.
    Holding two = holding("", "KS QS*, QS* JD", hearts);
    take_card(two, *two.find(Card::of(13, Suit::Spades), std::size_t{0}));
    CHECK(format_melds(two) == "QS JD");
    CHECK(two.unmelded().empty());
}

TEST_CASE("the melds line: stars, a trailing comma, and what is refused") {
    std::string error;
    const auto shared = parse_melds("KS* QS*, QS* JD", hearts, error);
    REQUIRE_MESSAGE(shared.has_value(), error);
    CHECK(shared->cards.size() == 3); // the starred Q♠ is one card
    CHECK(shared->melds.size() == 2);
    const auto trailing = parse_melds("9H, QS JD,", hearts, error);
    REQUIRE_MESSAGE(trailing.has_value(), error);
    CHECK(trailing->melds.size() == 2);
    CHECK(parse_melds("", hearts, error)->melds.empty());
    // Unstarred, two Q♠ are two cards.
    CHECK(parse_melds("KS QS, QS JD", hearts, error)->cards.size() == 4);

    CHECK_FALSE(parse_melds("KH QS", hearts, error));
    CHECK(error == "\"KH QS\" is no meld with hearts as trump");
    CHECK_FALSE(parse_melds("KH QH, , 9H", hearts, error));
    CHECK(error == "an empty meld between commas");
    CHECK_FALSE(parse_melds("8H", hearts, error));
    CHECK(error.find("is not a Pinochle card") != std::string::npos);
    CHECK_FALSE(parse_melds("QS JD, QS JD, QS JD", hearts, error));
    CHECK(error.find("more melds than its two copies") != std::string::npos);
    // Two pinochles cannot share one starred Q♠... but two copies can be starred.
    CHECK(parse_melds("QS* JD, QS* JD", hearts, error)->cards.size() == 4);
    // Melds that no order of declaring makes: every card is in two of them, so whichever came
    // last had no new card.
    CHECK_FALSE(parse_melds("KS* KC* KD* KH*, QS* QC* QD* QH*, KS* QS*, KC* QC*, KD* QD*, KH* QH*",
                            hearts, error));
    CHECK(error.find("cannot have been declared one after another") != std::string::npos);
    // A marriage declared before four kings and four queens is fine, whatever the order written.
    CHECK(parse_melds("KS* KC KD KH, QS* QC QD QH, KS* QS*", hearts, error));
}

TEST_CASE("every legal new meld, against a brute force over every group of held cards") {
    Rng rng(20240611);
    int with_earlier_melds = 0;
    int with_legal_melds = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const Suit trump = static_cast<Suit>(rng.below(4));
        const Holding hand = random_history(rng, trump);
        with_earlier_melds += hand.melds.empty() ? 0 : 1;
        const auto expected = brute_force_melds(hand, trump);
        with_legal_melds += expected.empty() ? 0 : 1;
        REQUIRE_MESSAGE(library_melds(hand, trump) == expected,
                        "hand " << format_melds(hand) << " + unmelded "
                                << pretty_cards(hand.unmelded()) << ", trump "
                                << parlor::cards::suit_name(trump));
        // The best meld is one worth the most.
        int best = 0;
        for (const auto& [kind, meld_cards] : expected) {
            best = std::max(best, meld_points(kind));
        }
        const auto chosen = best_new_meld(hand, trump);
        CHECK((chosen ? points(*chosen) : 0) == best);
        // The melds line reads back to a holding that writes the same line.
        std::string error;
        const auto reread = parse_melds(format_melds(hand), trump, error);
        REQUIRE_MESSAGE(reread.has_value(), error << " in " << format_melds(hand));
        CHECK(format_melds(*reread) == format_melds(hand));
    }
    // The random histories really exercise the reuse rule.
    CHECK(with_earlier_melds > 1000);
    CHECK(with_legal_melds > 1000);
}
