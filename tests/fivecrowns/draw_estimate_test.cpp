// The expert's draw estimate with wilds and jokers in hand (issue 42), against an independent
// count: the points of a hand from the brute-force meld search (meld_brute_force.hpp), the
// unseen cards from what the seat sees, and every draw and every discard tried.

#include "common/text.hpp"
#include "meld_brute_force.hpp"
#include "test_cards.hpp"
#include "test_games.hpp"

#include "parlor/cards/figures.hpp"
#include "parlor/games/fivecrowns/ai.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace parlor::fivecrowns;
using parlor::fivecrowns::test::cards_of;
using parlor::test::contains;
using parlor::test::joined;

namespace {

using Counts = std::map<Card, int>; // the unseen cards by kind

// The exact expectations, memoised by hand: a hand's points never depend on the order.
class ExactCount {
  public:
    ExactCount(int wild_rank) : wild_rank_(wild_rank) {}

    int points(std::vector<Card> hand) {
        std::sort(hand.begin(), hand.end());
        const auto known = points_.find(hand);
        if (known != points_.end()) {
            return known->second;
        }
        const int value = test::MeldBruteForce(hand, wild_rank_).fewest_points();
        points_.emplace(hand, value);
        return value;
    }

    // The fewest points after adding `drawn` and discarding any one card.
    int best_after(const std::vector<Card>& hand, Card drawn) {
        std::vector<Card> held = hand;
        held.push_back(drawn);
        int best = 1 << 20;
        for (std::size_t i = 0; i < held.size(); ++i) {
            std::vector<Card> kept = held;
            kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(i));
            best = std::min(best, points(kept));
        }
        return best;
    }

    // One stock draw: the mean over the unseen cards of the fewest points after it.
    double one_draw(const std::vector<Card>& hand, const Counts& unseen) {
        double sum = 0;
        int total = 0;
        for (const auto& [card, count] : unseen) {
            sum += static_cast<double>(best_after(hand, card)) * count;
            total += count;
        }
        return sum / total;
    }

    // Two stock draws: after the first card, the discard whose one-draw mean (from the unseen
    // cards less that first card) is lowest.
    double two_draws(const std::vector<Card>& hand, const Counts& unseen) {
        double sum = 0;
        int total = 0;
        for (const auto& [first, count] : unseen) {
            Counts rest = unseen;
            if (--rest[first] == 0) {
                rest.erase(first);
            }
            std::vector<Card> held = hand;
            held.push_back(first);
            double best = 1e9;
            for (std::size_t i = 0; i < held.size(); ++i) {
                std::vector<Card> kept = held;
                kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(i));
                best = std::min(best, one_draw(kept, rest));
            }
            sum += best * count;
            total += count;
        }
        return sum / total;
    }

  private:
    int wild_rank_;
    std::map<std::vector<Card>, int> points_;
};

// The 116 cards less the hand, the discard pile and what the opponent took (never thrown away
// again in these positions).
Counts unseen_of(const SeatView& view) {
    Counts unseen;
    for (const Card card : full_deck()) {
        ++unseen[card];
    }
    auto remove = [&unseen](Card card) {
        const auto at = unseen.find(card);
        REQUIRE(at != unseen.end());
        if (--at->second == 0) {
            unseen.erase(at);
        }
    };
    for (const Card card : test::seen_cards(view)) {
        remove(card);
    }
    return unseen;
}

// The facts of the draw of kind `A` (DrawStock or TakeDiscard), chosen or weighed beside.
template <class A> const Facts* facts_of(const AdviceRecord& record) {
    if (std::holds_alternative<A>(record.action)) {
        return &record.facts;
    }
    for (const auto& alternative : record.alternatives) {
        if (std::holds_alternative<A>(alternative.action)) {
            return &alternative.facts;
        }
    }
    return nullptr;
}

// A round 1 to 3 position at the seat's draw, its hand holding a joker or a card of the wild
// rank; half the time the top discard shares a rank or a suit with the hand, so that it is worth
// weighing against the stock.
SeatView generated_view(std::mt19937& rng) {
    std::vector<Card> deck = full_deck();
    std::shuffle(deck.begin(), deck.end(), rng);
    SeatView view;
    view.round = static_cast<int>(rng() % 3) + 1;
    view.wild_rank = view.round + 2;
    const std::size_t size = static_cast<std::size_t>(view.round + 2);
    const auto wild =
        std::find_if(deck.begin(), deck.end(), [&](Card c) { return is_wild(c, view.wild_rank); });
    std::iter_swap(deck.begin(), wild);
    view.hand.assign(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(size));
    deck.erase(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(size));
    if (rng() % 2 == 0) {
        const Card natural = view.hand.back();
        const auto near = std::find_if(deck.begin(), deck.end(), [&](Card c) {
            return !c.is_joker() && !natural.is_joker() &&
                   (c.rank == natural.rank || c.suit == natural.suit);
        });
        std::iter_swap(deck.begin(), near);
    }
    const std::size_t pile = 1 + rng() % 4;
    view.discard_pile.assign(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(pile));
    deck.erase(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(pile));
    if (rng() % 3 == 0) {
        view.opponent_took.push_back(deck.front());
    }
    view.stock_size = 60;
    view.opponent_hand_size = static_cast<int>(size);
    return view;
}

std::string shown(const SeatView& view) {
    std::string text = "round " + std::to_string(view.round) + ", hand";
    for (const Card card : view.hand) {
        text += " " + parlor::cards::pretty(card);
    }
    return text + ", top " + parlor::cards::pretty(*view.discard_top());
}

} // namespace

// The figures are exact means of whole points over the unseen cards, computed the same way up to
// the order of the sums, so they agree to rounding: 1e-9 of a point. The library tries every
// discard two draws ahead for hands of up to 5 cards (rounds 1 to 3), the hands generated here.
TEST_CASE("fivecrowns draw estimate: one and two stock draws agree with an exact count, wilds in "
          "hand") {
    constexpr double tolerance = 1e-9;
    std::mt19937 rng(42);
    int two_draw_checks = 0;
    int take_checks = 0;
    for (int position = 0; position < 40; ++position) {
        const SeatView view = generated_view(rng);
        INFO(shown(view));
        const Counts unseen = unseen_of(view);
        ExactCount exact(view.wild_rank);
        const Advice advice = advise(view);
        const Facts* stock = facts_of<DrawStock>(advice.record);
        REQUIRE(stock != nullptr);
        CHECK(std::abs(stock->expected_points - exact.one_draw(view.hand, unseen)) < tolerance);
        if (stock->expected_two_draws) {
            ++two_draw_checks;
            CHECK(std::abs(*stock->expected_two_draws - exact.two_draws(view.hand, unseen)) <
                  tolerance);
        }
        const Facts* take = facts_of<TakeDiscard>(advice.record);
        REQUIRE(take != nullptr);
        if (!take->goes_out) {
            std::vector<Card> kept = view.hand;
            kept.push_back(*take->drawn);
            kept.erase(std::find(kept.begin(), kept.end(), *take->discard));
            CHECK(std::abs(take->expected_points - exact.one_draw(kept, unseen)) < tolerance);
            ++take_checks;
        }
    }
    // The two-draw figure is only worked out when the top card is worth weighing: enough of the
    // positions must have reached it for the comparison to mean something.
    CHECK(two_draw_checks >= 10);
    CHECK(take_checks >= 20);
}

// Issue 42: round 2 (the 4s are wild), 10♥ Q♠ J♦ and a joker in hand, the 10♠ on the discard
// pile. Taking it makes the run 10♠ joker Q♠ and leaves the 10♥; the old estimate let the joker's
// 50 points swamp the stock's second draw and drew blind, saying the 10♠ "would help less".
TEST_CASE("fivecrowns draw estimate: the 10♠ beside an unmelded joker is taken, and said why") {
    SeatView view;
    view.round = 2;
    view.wild_rank = 4;
    view.hand = cards_of("XH QS JD J1");
    view.discard_pile = cards_of("XS 7C");
    view.stock_size = 80;
    view.opponent_hand_size = 4;
    const Advice advice = advise(view);
    const AdviceRecord& record = advice.record;
    const std::string text = joined(advice.lines);
    INFO(text);
    const Facts* stock = facts_of<DrawStock>(record);
    const Facts* take = facts_of<TakeDiscard>(record);
    REQUIRE(stock != nullptr);
    REQUIRE(take != nullptr);
    REQUIRE(stock->expected_two_draws);
    // Like with like: the top card's hand after the next draw against two stock draws.
    const bool take_better = take->expected_points < *stock->expected_two_draws;
    if (std::holds_alternative<TakeDiscard>(record.action)) {
        CHECK(*take->drawn == cards_of("XS").front());
        CHECK(take_better);
        CHECK(*take->points_left == 10);
    } else {
        // Drawing blind is only allowed with a true reason.
        CHECK_FALSE(take_better);
        CHECK_FALSE(contains(text, "would help you less"));
    }
    CHECK(std::holds_alternative<TakeDiscard>(record.action));
    const Decision decision = make_strategy("expert", 1)->decide(view);
    CHECK(std::holds_alternative<TakeDiscard>(decision.action));
}
