#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/match.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <cmath>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;

namespace {

// The definition of select_hand in docs/cribbage.md, the slow way: every four of the dealt cards,
// the itemised count with every starter that is not among the dealt cards.
double expected_by_definition(const std::vector<Card>& keep, const std::vector<Card>& dealt) {
    double total = 0;
    int starters = 0;
    for (const Card starter : full_deck()) {
        if (std::find(dealt.begin(), dealt.end(), starter) != dealt.end()) {
            continue;
        }
        total += hand_value(keep, starter, false).total;
        ++starters;
    }
    return total / starters;
}

// A view in the play for the computer, the human holding `opponent_cards` cards.
SeatView play_view(const std::string& hand, const std::string& pile, int opponent_cards,
                   Seat dealer = Seat::Human) {
    SeatView view;
    view.seat = Seat::Computer;
    view.turn = Seat::Computer;
    view.phase = Phase::Play;
    view.dealer = dealer;
    view.hand = cards(hand);
    view.pile = cards(pile);
    view.count = count_of(view.pile);
    view.opponent_hand_size = opponent_cards;
    view.starter = card("2H");
    view.laid_away = cards("KH QH");
    return view;
}

bool kept(const KeepChoice& choice, const std::string& c) {
    return std::find(choice.keep.begin(), choice.keep.end(), card(c)) != choice.keep.end();
}

} // namespace

TEST_CASE("select_hand keeps the four with the best expected value over every starter") {
    for (const std::string dealt_text :
         {"5H 5S JD QC 9C KD", "AS 2H 3C 4D 9S KH", "7C 8C 9C XC 2D 6H", "5H 5S 5C JD 2S 3D",
          "AS 3H KH 7H 2D 9C"}) {
        CAPTURE(dealt_text);
        const std::vector<Card> dealt = cards(dealt_text);
        const KeepChoice best = select_hand(dealt);
        REQUIRE(best.keep.size() == 4);
        REQUIRE(best.lay_away.size() == 2);
        CHECK(std::abs(best.hand - expected_by_definition(best.keep, dealt)) < 1e-9);
        for (const KeepChoice& other : rank_keeps(dealt, CribOwner::Ignored)) {
            CHECK(std::abs(other.hand - expected_by_definition(other.keep, dealt)) < 1e-9);
            CHECK(best.hand >= other.hand - 1e-12);
        }
    }
    // Five dealt cards: one goes away, 47 starters.
    const std::vector<Card> five = cards("5H 5S JD QC 9C");
    const KeepChoice best = select_hand(five);
    CHECK(best.lay_away == cards("9C"));
    CHECK(std::abs(best.hand - expected_by_definition(best.keep, five)) < 1e-9);
}

TEST_CASE("the expected crib averages every opponent pair and starter, weighted by what the "
          "opponent lays away") {
    const std::vector<Card> dealt = cards("5H 5S JD QC 9C KD");
    const auto ranked = rank_keeps(dealt, CribOwner::Mine);
    REQUIRE(ranked.size() == 15);
    // Recount one choice's crib the slow way: 46 starters x C(45, 2) opponent pairs. Every case
    // counts alike for the plain average; for rank_keeps each opponent pair counts by the weight of
    // its ranks (the pone lays away to the dealer's crib), the flush and nobs as for any pair.
    std::vector<Card> pool;
    for (const Card c : full_deck()) {
        if (std::find(dealt.begin(), dealt.end(), c) == dealt.end()) {
            pool.push_back(c);
        }
    }
    const LayAwayWeights& weights = opponent_lay_aways(false);
    for (const KeepChoice* choice : {&ranked.front(), &ranked.back()}) {
        double total = 0;
        double suited = 0;
        double weighted = 0;
        double weight_sum = 0;
        long cases = 0;
        for (std::size_t s = 0; s < pool.size(); ++s) {
            for (std::size_t a = 0; a < pool.size(); ++a) {
                for (std::size_t b = a + 1; b < pool.size(); ++b) {
                    if (a == s || b == s) {
                        continue;
                    }
                    const std::vector<Card> crib{choice->lay_away[0], choice->lay_away[1], pool[a],
                                                 pool[b]};
                    const HandScore score = hand_value(crib, pool[s], true);
                    int flush_and_nobs = 0;
                    for (const ScoreItem& item : score.items) {
                        if (item.kind == ScoreKind::Flush || item.kind == ScoreKind::Nobs) {
                            flush_and_nobs += item.points;
                        }
                    }
                    const double w = weights.of[static_cast<std::size_t>(pool[a].rank - 1)]
                                               [static_cast<std::size_t>(pool[b].rank - 1)];
                    total += score.total;
                    suited += flush_and_nobs;
                    weighted += w * (score.total - flush_and_nobs);
                    weight_sum += w;
                    ++cases;
                }
            }
        }
        CHECK(cases == 46 * 990);
        CHECK(std::abs(expected_crib(choice->lay_away, pool) - total / static_cast<double>(cases)) <
              1e-9);
        CHECK(std::abs(choice->crib -
                       (weighted / weight_sum + suited / static_cast<double>(cases))) < 1e-9);
    }
    // The net is the hand plus one's own crib, minus the opponent's.
    for (const KeepChoice& c : ranked) {
        CHECK(std::abs(c.net - (c.hand + c.crib)) < 1e-12);
    }
    const auto against = rank_keeps(dealt, CribOwner::Opponents);
    for (const KeepChoice& c : against) {
        CHECK(std::abs(c.net - (c.hand - c.crib)) < 1e-12);
    }
    for (std::size_t i = 1; i < ranked.size(); ++i) {
        CHECK(ranked[i - 1].net >= ranked[i].net);
    }
}

TEST_CASE("what an expert lays away: fives to its own crib, not to the opponent's") {
    const LayAwayWeights& dealer = opponent_lay_aways(true);
    const LayAwayWeights& pone = opponent_lay_aways(false);
    // Ranks are 0-based in the table: [4][4] is a pair of fives, [9][12] a ten and a king.
    CHECK(dealer.of[4][4] > pone.of[4][4]);
    CHECK(dealer.of[4][9] > pone.of[4][9]);
    CHECK(pone.of[9][12] > dealer.of[9][12]);
    CHECK(pone.of[4][9] < 1.0);
    for (int a = 0; a < 13; ++a) {
        for (int b = 0; b < 13; ++b) {
            CHECK(dealer.of[a][b] == dealer.of[b][a]);
            CHECK(dealer.of[a][b] > 0);
        }
    }
    // The crib's distribution: it sums to one, and its mean is the expected crib without the
    // flush and nobs, at most the few tenths those add.
    const std::vector<Card> laid = cards("5H 5S");
    std::vector<Card> pool;
    for (const Card c : full_deck()) {
        if (c != card("5H") && c != card("5S")) {
            pool.push_back(c);
        }
    }
    const std::vector<double> crib = crib_distribution(laid, pool, pone);
    double sum = 0;
    double mean = 0;
    for (std::size_t points = 0; points < crib.size(); ++points) {
        sum += crib[points];
        mean += static_cast<double>(points) * crib[points];
    }
    CHECK(sum == doctest::Approx(1.0));
    const double expected = expected_crib(laid, pool, pone);
    CHECK(mean <= expected);
    CHECK(mean > expected - 0.5);
}

TEST_CASE("expected_crib matches a direct average for one, two and three cards laid away") {
    // A small pool keeps the direct average cheap; jacks and one suit make flushes and nobs happen.
    const std::vector<Card> pool = cards("JH 5H 7H 9H JS 5C XH 4H 8S QD 6H 2H");
    for (const std::string laid_text : {"3H", "JH 4S", "5D KH", "2S 3S 4S"}) {
        CAPTURE(laid_text);
        std::vector<Card> laid = cards(laid_text);
        std::vector<Card> from;
        for (const Card c : pool) {
            if (std::find(laid.begin(), laid.end(), c) == laid.end()) {
                from.push_back(c);
            }
        }
        const std::size_t missing = 4 - laid.size();
        double total = 0;
        long cases = 0;
        // Every set of `missing` pool cards (as a bit mask), then every other pool card as starter.
        for (unsigned mask = 0; mask < (1U << from.size()); ++mask) {
            if (static_cast<std::size_t>(std::popcount(mask)) != missing) {
                continue;
            }
            std::vector<Card> crib = laid;
            for (std::size_t i = 0; i < from.size(); ++i) {
                if (mask & (1U << i)) {
                    crib.push_back(from[i]);
                }
            }
            for (std::size_t s = 0; s < from.size(); ++s) {
                if (!(mask & (1U << s))) {
                    total += hand_value(crib, from[s], true).total;
                    ++cases;
                }
            }
        }
        CHECK(expected_crib(laid, from) ==
              doctest::Approx(total / static_cast<double>(cases)).epsilon(1e-12));
    }
}

TEST_CASE(
    "the crib changes the choice: a pair of fives goes to one's own crib, never the opponent's") {
    // 5-5 with 9-X-J-Q: the dealer can put the fives in its crib; the pone must keep them.
    const std::vector<Card> dealt = cards("5H 5S 9C XD JC QH");
    const KeepChoice dealer = rank_keeps(dealt, CribOwner::Mine).front();
    const KeepChoice pone = rank_keeps(dealt, CribOwner::Opponents).front();
    CHECK(kept(pone, "5H"));
    CHECK(kept(pone, "5S"));
    CHECK(dealer.crib > pone.crib);
}

TEST_CASE("the expert pegs: fifteen, 31 and pegging out") {
    auto expert = make_strategy("expert", 3);
    // A count of 10: the 5 makes fifteen.
    {
        const Decision d = expert->decide(play_view("5D 9S KC", "XH", 3));
        CHECK(std::get<Play>(d.action).card == card("5D"));
        CHECK(!d.reasons.empty());
        CHECK(d.reasons[0].find("fifteen") != std::string::npos);
    }
    // A count of 24: the 7 makes 31.
    {
        const Decision d = expert->decide(play_view("7D 2S 3C", "XH KS 4C", 2));
        CHECK(std::get<Play>(d.action).card == card("7D"));
    }
    // Needing 2 to win: the pair wins the game at once.
    {
        SeatView view = play_view("9D 8S 2C", "9H", 3);
        view.scores = {100, 119};
        const Decision d = expert->decide(view);
        CHECK(std::get<Play>(d.action).card == card("9D"));
        CHECK(d.reasons[0].find("wins the game") != std::string::npos);
    }
}

TEST_CASE("the expert does not lead a five into the many ten-cards") {
    auto expert = make_strategy("expert", 3);
    const Decision d = expert->decide(play_view("5D 9S XC KC", "", 4, Seat::Human));
    CHECK(std::get<Play>(d.action).card != card("5D"));
}

TEST_CASE("rank_plays counts what the opponent could answer") {
    // After a 7 on a count of 8 (15), an opponent with any 7 pairs it, any 6 or 9... the reply
    // chance is high; the analysis reports it per card.
    const auto plays = rank_plays(play_view("7D 2S", "8H", 3));
    REQUIRE(plays.size() == 2);
    for (const PlayChoice& p : plays) {
        CHECK(p.reply_chance >= 0);
        CHECK(p.reply_chance <= 1);
        CHECK(p.hands_considered > 0);
    }
    const auto seven = std::find_if(plays.begin(), plays.end(),
                                    [](const PlayChoice& p) { return p.card == card("7D"); });
    REQUIRE(seven != plays.end());
    CHECK(seven->points_now == 2);
    CHECK(seven->reply_chance > 0.3);
}

TEST_CASE("unseen cards: the deck minus everything this seat has seen") {
    SeatView view = play_view("7D 2S", "8H", 3);
    view.played[index(Seat::Human)] = cards("8H");
    const auto unseen = unseen_cards(view);
    CHECK(unseen.size() == 52 - 2 - 2 - 1 - 1);
    CHECK(std::find(unseen.begin(), unseen.end(), card("8H")) == unseen.end());
    CHECK(std::find(unseen.begin(), unseen.end(), card("KH")) == unseen.end());
}

TEST_CASE("the help recommends the expert's move in the second person") {
    SeatView view;
    view.seat = Seat::Human;
    view.turn = Seat::Human;
    view.dealer = Seat::Computer;
    view.phase = Phase::LayAway;
    view.hand = cards("5H 5S JD QC 9C KD");
    const Advice advice = advise(view);
    REQUIRE(!advice.lines.empty());
    CHECK(advice.lines[0].rfind("Keep ", 0) == 0);
    CHECK(advice.lines[0].find("the dealer's crib -") != std::string::npos);
    CHECK(advice.lines[0].find(" expected points in all (hand ") != std::string::npos);
    CHECK(advice.lines.size() >= 3); // and the next two choices, after a close call if one
    CHECK(advice.lines.back().rfind("Or keep ", 0) == 0);
    const auto& away = std::get<LayAway>(advice.action);
    CHECK(advice.highlight == std::vector<Card>{away.first, away.second});
    auto expert = make_strategy("expert", 1);
    CHECK(expert->decide(view).action == advice.action);
}

TEST_CASE("a seat's view carries nothing of the opponent's hidden cards") {
    GameState state = new_game();
    Rng rng(21);
    REQUIRE(apply(state, CutForDeal{}, rng).ok);
    GameState swapped = state;
    // Exchange the opponent's hand with stock cards: the human's view must not change.
    std::swap_ranges(swapped.player(Seat::Computer).hand.begin(),
                     swapped.player(Seat::Computer).hand.end(), swapped.stock.begin());
    const SeatView a = view_for(state, Seat::Human);
    const SeatView b = view_for(swapped, Seat::Human);
    CHECK(a.hand == b.hand);
    CHECK(a.opponent_hand_size == b.opponent_hand_size);
    CHECK(a.played == b.played);
    CHECK(a.crib.empty());
    CHECK(b.crib.empty());
    auto expert = make_strategy("expert", 5);
    CHECK(expert->decide(a).action == make_strategy("expert", 5)->decide(b).action);
}

TEST_CASE("every strategy plays whole games legally and says why") {
    for (const std::string& a : strategy_names()) {
        for (const std::string& b : strategy_names()) {
            auto first = make_strategy(a, 1);
            auto second = make_strategy(b, 2);
            const GameRecord record = play_game(*first, *second, 77);
            CHECK(record.winner.has_value());
            CHECK(std::max(record.scores[0], record.scores[1]) == 121);
            CHECK(!record.decision_ms[0].empty());
        }
    }
    // Reasons with every decision.
    GameState state = new_game();
    Rng rng(8);
    auto expert = make_strategy("expert", 4);
    auto greedy = make_strategy("greedy", 4);
    auto random = make_strategy("random", 4);
    for (int step = 0; step < 200 && state.phase != Phase::GameOver; ++step) {
        const SeatView view = view_for(state, state.turn);
        for (Strategy* s : {expert.get(), greedy.get(), random.get()}) {
            const Decision d = s->decide(view);
            CHECK(!d.reasons.empty());
            CHECK(why_illegal(state, d.action).empty());
        }
        REQUIRE(apply(state, expert->decide(view).action, rng).ok);
    }
    CHECK(make_strategy("nobody", 1) == nullptr);
}

TEST_CASE("a game is the same from the same seed, and the expert beats random") {
    auto e1 = make_strategy("expert", 1);
    auto g1 = make_strategy("greedy", 1);
    auto e2 = make_strategy("expert", 1);
    auto g2 = make_strategy("greedy", 1);
    const GameRecord one = play_game(*e1, *g1, 1234);
    const GameRecord two = play_game(*e2, *g2, 1234);
    CHECK(one.scores == two.scores);
    CHECK(one.deals == two.deals);
    MatchSettings settings;
    settings.a = "expert";
    settings.b = "random";
    settings.games = 10;
    const MatchSummary summary = play_match(settings);
    CHECK(summary.games == 10);
    CHECK(summary.wins_a >= 9);
    CHECK(format_summary(summary).find("expert wins") != std::string::npos);
    settings.b = "nobody";
    CHECK_THROWS_AS(play_match(settings), std::invalid_argument);
}

TEST_CASE("the Wilson interval") {
    const auto ci = wilson_interval(60, 100);
    CHECK(ci.low == doctest::Approx(0.5020).epsilon(0.001));
    CHECK(ci.high == doctest::Approx(0.6906).epsilon(0.001));
    CHECK(wilson_interval(0, 0).high == 1);
}

TEST_CASE("near the end the expert still decides from its own view: hidden cards change nothing") {
    // Play games of experts from 95-100 so every decision is one for the game (lay-aways and
    // plays by the chance to win); at each of the computer's decisions, exchange the human's
    // hidden cards and the stock for others it cannot see: the decision stays the same.
    int decisions = 0;
    int endgame_reasons = 0;
    for (const std::uint64_t seed : {3u, 4u, 5u}) {
        GameState state = new_game();
        Rng rng(seed);
        REQUIRE(apply(state, CutForDeal{}, rng).ok);
        state.player(Seat::Human).score = 100;
        state.player(Seat::Computer).score = 95;
        auto expert = make_strategy("expert", seed);
        for (int step = 0; step < 60 && state.phase != Phase::GameOver; ++step) {
            const SeatView view = view_for(state, state.turn);
            const Decision d = make_strategy("expert", 9)->decide(view);
            if (state.turn == Seat::Computer &&
                (state.phase == Phase::LayAway || state.phase == Phase::Play)) {
                GameState hidden = state;
                Player& human = hidden.player(Seat::Human);
                // The human's hand and the stock in another order, and some of each exchanged.
                Rng shuffle(seed * 100 + static_cast<std::uint64_t>(step));
                shuffle.shuffle(hidden.stock);
                const std::size_t n = std::min(human.hand.size(), hidden.stock.size());
                std::swap_ranges(human.hand.begin(), human.hand.begin() + static_cast<long>(n),
                                 hidden.stock.begin());
                const SeatView other_view = view_for(hidden, Seat::Computer);
                CHECK(make_strategy("expert", 9)->decide(other_view).action == d.action);
                ++decisions;
                for (const std::string& reason : d.reasons) {
                    endgame_reasons += reason.find("chance to win") != std::string::npos ||
                                       reason.find(" to win") != std::string::npos;
                }
            }
            REQUIRE(apply(state, d.action, rng).ok);
        }
    }
    CHECK(decisions > 5);
    CHECK(endgame_reasons > 0);
}

TEST_CASE("for the game: a dealer who cannot outlast the pone's count pegs out while it can") {
    // The computer is the dealer at 119 against the pone at 119: its only hope is to peg the 2 it
    // needs before the pone's count. On a count of 10 with a 5 (fifteen, 2 points: out) it plays
    // the 5, and says why.
    auto expert = make_strategy("expert", 3);
    SeatView view = play_view("5D 9S KC", "XH", 3, Seat::Computer);
    view.played[index(Seat::Human)] = cards("XH");
    view.scores = {119, 119};
    const Decision d = expert->decide(view);
    CHECK(std::get<Play>(d.action).card == card("5D"));
    const auto plays = rank_plays(view);
    REQUIRE(plays.size() == 3);
    CHECK(plays.front().win_chance == 1.0);
    CHECK(plays.back().win_chance < 0.5);
    // Far from the end the chances are not computed.
    view.scores = {20, 30};
    for (const PlayChoice& p : rank_plays(view)) {
        CHECK(p.win_chance == -1);
    }
}

TEST_CASE("near the end the lay-away is chosen for the chance to win") {
    SeatView view;
    view.seat = Seat::Computer;
    view.turn = Seat::Computer;
    view.dealer = Seat::Human;
    view.phase = Phase::LayAway;
    view.hand = cards("5H 5S JD QC 9C KD");
    view.scores = {110, 112};
    const auto ranked = rank_lay_aways(view);
    REQUIRE(ranked.size() == 15);
    for (std::size_t i = 1; i < ranked.size(); ++i) {
        CHECK(ranked[i - 1].win_chance >= ranked[i].win_chance - 1e-6);
        CHECK(ranked[i].win_chance >= 0);
    }
    const Decision d = make_strategy("expert", 1)->decide(view);
    REQUIRE(d.reasons.size() == 3); // the move and why, then the chances, then the points
    CHECK(d.reasons[0].rfind("I kept ", 0) == 0);
    CHECK(d.reasons[0].find("chance to win the game") != std::string::npos);
    CHECK(d.reasons[1].rfind("At 112 to 110, with your crib to come, I kept ", 0) == 0);
    CHECK(d.reasons[1].find("chance to win the game") != std::string::npos);
    // Far from the end: points, as rank_keeps orders them.
    view.scores = {10, 12};
    const auto early = rank_lay_aways(view);
    CHECK(early.front().keep == rank_keeps(view.hand, CribOwner::Opponents).front().keep);
    CHECK(early.front().win_chance == -1);
}
