// Five Crowns at 3 to 7 seats (issue 44): the deal round the table, turns to the left, every
// other player's last turn after one goes out, scoring, the reshuffle, the end and its winners,
// what a seat sees, and whole games of the computer's strategies recounted by hand.

#include "common/events.hpp"
#include "test_cards.hpp"

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/match.hpp"
#include "parlor/games/fivecrowns/rules.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

using namespace parlor::fivecrowns;
using parlor::fivecrowns::test::card_of;
using parlor::fivecrowns::test::cards_of;
using parlor::test::events_of;

namespace {

// A table of hands.size() seats set by hand, in the Draw phase, `turn` to play.
GameState seated(int round, int turn, const std::vector<std::string>& hands,
                 const std::string& stock, const std::string& discard) {
    GameState s;
    const std::size_t n = hands.size();
    s.players.assign(n, Player{});
    s.taken_from_discard.assign(n, {});
    s.discarded.assign(n, {});
    for (std::size_t i = 0; i < n; ++i) {
        s.players[i].hand = cards_of(hands[i]);
    }
    s.round = round;
    s.phase = Phase::Draw;
    s.turn = seat_at(turn);
    s.stock = cards_of(stock);
    s.discard = cards_of(discard);
    return s;
}

Outcome must_apply(GameState& s, const Action& action) {
    Rng rng(1);
    Outcome outcome = apply(s, action, rng);
    INFO(describe(action), ": ", outcome.error);
    REQUIRE(outcome.ok);
    return outcome;
}

// The seat to play draws from the stock and throws back the card it drew.
Outcome draw_and_throw_back(GameState& s) {
    must_apply(s, DrawStock{});
    return must_apply(s, Discard{*s.drawn});
}

// Each card's points, written out again: the rules' own table is not used to check them.
int recount(const std::vector<Card>& cards, int wild_rank) {
    int sum = 0;
    for (const Card c : cards) {
        sum += c.is_joker() ? 50 : c.rank == wild_rank ? 20 : c.rank;
    }
    return sum;
}

} // namespace

TEST_CASE("fivecrowns seats: round r deals r+2 cards to each of N, round the table from the "
          "first player, one card turned up") {
    const std::vector<Card> deck = full_deck(); // a fixed order: every card's place is known
    for (const int n : {3, 4, 7}) {
        GameState s = new_game(deck, n);
        for (int round = 1; round <= round_count; ++round) {
            const int first = (round * 3) % n;
            deal_round(s, round, seat_at(first), deck);
            CAPTURE(n);
            CAPTURE(round);
            const int each = round + 2;
            for (int k = 0; k < n; ++k) {
                const auto& hand = s.player(seat_at((first + k) % n)).hand;
                REQUIRE(hand.size() == static_cast<std::size_t>(each));
                for (int i = 0; i < each; ++i) {
                    CHECK(hand[static_cast<std::size_t>(i)] ==
                          deck[static_cast<std::size_t>(i * n + k)]);
                }
            }
            CHECK(s.discard == std::vector<Card>{deck[static_cast<std::size_t>(n * each)]});
            CHECK(s.stock.size() == static_cast<std::size_t>(116 - n * each - 1));
            CHECK(s.turn == seat_at(first));
        }
    }
    // Seven players in round 11: 7 × 13 + 1 = 92 of the 116 cards are out, 24 left to draw.
    GameState seven = new_game(deck, 7);
    deal_round(seven, 11, Seat::Human, deck);
    CHECK(seven.stock.size() == 24);
}

TEST_CASE("fivecrowns seats: more than two start without the toss, seat 0 first; 2 to 7 only") {
    Rng rng(3);
    for (const int n : {3, 4, 7}) {
        const GameState s = new_game(rng, n);
        CHECK(s.seat_count() == n);
        CHECK(s.phase == Phase::Draw);
        CHECK(s.turn == Seat::Human);
        CHECK_FALSE(why_illegal(s, CallToss{true}).empty());
    }
    CHECK(new_game(rng, 2).phase == Phase::CoinToss); // the brief's game keeps its toss
    CHECK_THROWS_AS(new_game(rng, 1), std::invalid_argument);
    CHECK_THROWS_AS(new_game(rng, 8), std::invalid_argument);
}

TEST_CASE("fivecrowns seats: turns pass to the left, round the table") {
    GameState s =
        seated(3, 2, {"7H 9C", "8H XC", "4T 6D", "4C 6S"}, "KH KC KT KS QS QH QT QC JH", "JS");
    std::vector<int> order;
    for (int turn = 0; turn < 9; ++turn) {
        order.push_back(index(s.turn));
        draw_and_throw_back(s);
    }
    CHECK(order == std::vector<int>{2, 3, 0, 1, 2, 3, 0, 1, 2});
    CHECK(s.discarded[3] == cards_of("KC QH"));
}

TEST_CASE("fivecrowns seats: after one goes out, every other plays one last turn in order, then "
          "the round is scored") {
    // Round 1 (3s wild), four seats: seat 1 draws the 6♠ and goes out with 4♠ 5♠ 6♠.
    GameState s =
        seated(1, 1, {"7H 9C JD", "4S 5S KD", "8H XC QD", "4T 6D 8C"}, "6S KH KC KT QS", "JS");
    must_apply(s, DrawStock{});
    const Outcome out = must_apply(s, Discard{card_of("KD")});
    REQUIRE(events_of<WentOutEvent>(out).size() == 1);
    CHECK(s.went_out == seat_at(1));
    std::vector<int> last_turns;
    Outcome last;
    while (s.phase == Phase::Draw) {
        last_turns.push_back(index(s.turn));
        last = draw_and_throw_back(s);
        if (s.phase == Phase::Draw) {
            CHECK(events_of<RoundScoredEvent>(last).empty());
        }
    }
    CHECK(last_turns == std::vector<int>{2, 3, 0});
    CHECK(s.phase == Phase::RoundOver);
    const auto scored = events_of<RoundScoredEvent>(last);
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].result.went_out == seat_at(1));
    CHECK(scored[0].result.points == std::vector<int>{7 + 9 + 11, 0, 8 + 10 + 12, 4 + 6 + 8});
    CHECK(totals(s) == std::vector<int>{27, 0, 30, 18});

    // The next round: the lead passes to the left of round 1's (seat 0), whoever went out.
    const Outcome dealt = must_apply(s, NextRound{});
    REQUIRE(events_of<DealtEvent>(dealt).size() == 1);
    CHECK(events_of<DealtEvent>(dealt)[0].first == seat_at(1));
    CHECK(s.turn == seat_at(1));
    for (const auto& p : s.players) {
        CHECK(p.hand.size() == 4);
    }
}

TEST_CASE("fivecrowns seats: the last turns go round past seat 0, and a last turn that lays "
          "everything down scores nothing") {
    // Seat 3 of 4 goes out; seats 0, 1 and 2 follow. Seat 1 completes a book on its last turn.
    GameState s =
        seated(1, 3, {"7H 9C JD", "8H 8C KD", "4T 6D XC", "4S 5S KH"}, "6S KC 8D QS", "JS");
    must_apply(s, DrawStock{});
    must_apply(s, Discard{card_of("KH")});
    REQUIRE(s.went_out == seat_at(3));
    std::vector<int> last_turns;
    Outcome last;
    while (s.phase == Phase::Draw) {
        last_turns.push_back(index(s.turn));
        must_apply(s, DrawStock{});
        last = must_apply(s, Discard{s.turn == seat_at(1) ? card_of("KD") : *s.drawn});
    }
    CHECK(last_turns == std::vector<int>{0, 1, 2});
    CHECK(s.went_out == seat_at(3)); // a last turn never "goes out" in its turn
    const auto scored = events_of<RoundScoredEvent>(last);
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].result.points == std::vector<int>{27, 0, 20, 0});
}

TEST_CASE("fivecrowns seats: later rounds are led by the next seat to the left, round by round") {
    for (const int n : {3, 4, 7}) {
        GameState s = new_game(full_deck(), n);
        Rng rng(11);
        for (int round = 1; round < round_count; ++round) {
            s.phase = Phase::RoundOver; // the round ended; who went out does not matter
            s.went_out = seat_at(n - 1);
            CHECK(next_round_first(s) == seat_at(round % n));
            REQUIRE(apply(s, NextRound{}, rng).ok);
            CHECK(s.round == round + 1);
            CHECK(s.turn == seat_at(round % n));
        }
    }
}

TEST_CASE("fivecrowns seats: an empty stock is remade from the discard pile at five seats") {
    GameState s =
        seated(2, 4, {"7H 9C JD 5C", "8H XC QD 5D", "4T 6D 8C 5H", "4S 6S XD 5S", "7C 9D JH QH"},
               "", "KH QS JC XH");
    Rng rng(9);
    const Outcome drew = apply(s, DrawStock{}, rng);
    REQUIRE(drew.ok);
    const auto reshuffled = events_of<ReshuffledEvent>(drew);
    REQUIRE(reshuffled.size() == 1);
    CHECK(reshuffled[0].cards == 3);
    CHECK(s.discard == cards_of("KH"));
    CHECK(s.stock.size() == 2);
    CHECK(s.player(seat_at(4)).hand.size() == 5);
    REQUIRE(apply(s, Discard{*s.drawn}, rng).ok);
    CHECK(s.turn == Seat::Human); // after seat 4 of 5, seat 0
}

TEST_CASE("fivecrowns seats: round 11 ends the game; the lowest total wins, and seats sharing it "
          "all win (no single winner)") {
    struct Case {
        std::vector<int> before;
        std::vector<int> after;
        std::vector<Seat> winners;
        std::optional<Seat> winner;
    };
    const Case cases[] = {
        {{100, 80, 90}, {100, 108, 108}, {Seat::Human}, Seat::Human},
        {{90, 62, 100}, {90, 90, 118}, {Seat::Human, Seat::Computer}, std::nullopt},
        {{108, 80, 90}, {108, 108, 108}, {seat_at(0), seat_at(1), seat_at(2)}, std::nullopt},
    };
    for (const Case& c : cases) {
        // Kings are wild in round 11; seat 0 goes out, seats 1 and 2 keep 28 and 18 points.
        GameState s = seated(11, 0, {"4S 5S 7D", "8H 9C JD", "4T 6D 8C"}, "6S QS QT QH", "JS");
        for (std::size_t i = 0; i < 3; ++i) {
            s.players[i].score = c.before[i];
        }
        must_apply(s, DrawStock{});
        must_apply(s, Discard{card_of("7D")});
        draw_and_throw_back(s);
        CHECK(winners(s).empty()); // not over yet
        const Outcome end = draw_and_throw_back(s);
        CHECK(s.phase == Phase::GameOver);
        CHECK(totals(s) == c.after);
        CHECK(winners(s) == c.winners);
        CHECK(winner(s) == c.winner);
        const auto over = events_of<GameOverEvent>(end);
        REQUIRE(over.size() == 1);
        CHECK(over[0].scores == c.after);
        CHECK(over[0].winner == c.winner);
    }
}

TEST_CASE("fivecrowns seats: a seat sees its own hand, every seat's count, pickups and discards; "
          "its opponent is the next seat") {
    GameState s = seated(2, 1, {"7H 9C JD 5C", "8H XC QD 5D", "4T 6D 8C 5H", "4S 6S XD 5S"},
                         "KH KC", "QS JC");
    must_apply(s, TakeDiscard{}); // seat 1 takes the Q♠
    must_apply(s, Discard{card_of("8H")});
    must_apply(s, DrawStock{}); // seat 2 draws the K♥ from the stock
    const SeatView mine = view_for(s, seat_at(1));
    CHECK(mine.seats == 4);
    CHECK(mine.hand == cards_of("XC QD 5D QS"));
    CHECK(mine.hand_sizes == std::vector<int>{4, 4, 5, 4});
    CHECK(mine.took[1] == cards_of("QS"));
    CHECK(mine.threw[1] == cards_of("8H"));
    CHECK(mine.opponent_took.empty()); // seat 2 drew from the stock
    CHECK(mine.opponent_hand_size == 5);
    CHECK_FALSE(mine.drawn); // seat 2's drawn card is hidden from seat 1
    const SeatView before = view_for(s, seat_at(0));
    CHECK(before.opponent_took == cards_of("QS")); // the next seat after 0 is 1
    CHECK(before.opponent_discarded == cards_of("8H"));
    const SeatView drawing = view_for(s, seat_at(2));
    CHECK(drawing.drawn == card_of("KH"));
}

TEST_CASE("fivecrowns seats: the expert's opponent is the next seat, and what any other seat "
          "holds is not among the cards it may draw") {
    // Round 1 (3s wild), three seats. Seat 0 took the 8♦ and seat 2 the Q♠, both still held.
    GameState s = seated(1, 1, {"8D 9C JD", "QH 7D XC 9T", "QS 4T 6D"}, "KC KT", "KH");
    s.taken_from_discard[0] = cards_of("8D");
    s.taken_from_discard[2] = cards_of("QS");
    s.phase = Phase::Discard;
    s.drawn = card_of("9T");
    const SeatView discarding = view_for(s, seat_at(1));
    // Only seat 2 can take seat 1's discard: the Q♥ builds on its Q♠, the 7♦ on nothing of it.
    const auto queen = weigh(discarding, Discard{card_of("QH")});
    const auto seven = weigh(discarding, Discard{card_of("7D")});
    REQUIRE(queen);
    REQUIRE(seven);
    CHECK(queen->fits_opponent);
    CHECK_FALSE(seven->fits_opponent);

    // Seat 0 to draw with Q♥ Q♦ in hand: a Q♠ would make a book, but seat 2 holds one of the two,
    // so fewer of the cards seat 0 has not seen let it go out than when the pickup is not known.
    GameState d = seated(1, 0, {"QH QD 7C", "8D 9C JD", "QS 4T 6D"}, "KC KT", "KH");
    d.taken_from_discard[2] = cards_of("QS");
    const SeatView known = view_for(d, Seat::Human);
    SeatView unknown = known;
    unknown.took[2].clear();
    const auto with_pickup = weigh(known, DrawStock{});
    const auto without_pickup = weigh(unknown, DrawStock{});
    REQUIRE(with_pickup);
    REQUIRE(without_pickup);
    CHECK(with_pickup->chance_to_go_out < without_pickup->chance_to_go_out);
}

TEST_CASE("fivecrowns seats: the expert and greedy play whole games at 2 to 7 seats, and a "
          "recount of every round's laid-down hands gives their totals and winners") {
    for (int n = 2; n <= 7; ++n) {
        std::vector<std::unique_ptr<Strategy>> owned;
        std::vector<Strategy*> strategies;
        for (int i = 0; i < n; ++i) {
            owned.push_back(make_strategy(i % 2 == 0 ? "expert" : "greedy",
                                          static_cast<std::uint64_t>(40 + i)));
            strategies.push_back(owned.back().get());
        }
        const TableRecord game = play_table(strategies, static_cast<std::uint64_t>(100 + n));
        CAPTURE(n);
        REQUIRE(game.results.size() == static_cast<std::size_t>(round_count));
        CHECK(game.capped_rounds == 0);
        std::vector<int> sum(static_cast<std::size_t>(n), 0);
        for (const RoundResult& r : game.results) {
            CAPTURE(r.round);
            REQUIRE(r.went_out); // nobody reached the cap: someone went out each round
            REQUIRE(r.points.size() == static_cast<std::size_t>(n));
            for (std::size_t i = 0; i < sum.size(); ++i) {
                const Arrangement& laid = r.arrangements[i];
                const int wild = wild_rank_of(r.round);
                // The hand as scored: the melds' cards and the leftover, r+2 of them.
                std::vector<Card> hand = laid.leftover;
                for (const Meld& meld : laid.melds) {
                    for (const MeldCard& m : meld.cards) {
                        hand.push_back(m.card);
                    }
                }
                CHECK(hand.size() == static_cast<std::size_t>(r.round + 2));
                CHECK(is_valid_arrangement(hand, wild, laid));
                const int own =
                    *r.went_out == seat_at(static_cast<int>(i)) ? 0 : recount(laid.leftover, wild);
                CHECK(r.points[i] == own);
                sum[i] += own;
            }
            CHECK(r.arrangements[static_cast<std::size_t>(index(*r.went_out))].goes_out());
        }
        CHECK(game.scores == sum);
        const int lowest = *std::min_element(sum.begin(), sum.end());
        std::vector<Seat> lowest_seats;
        for (std::size_t i = 0; i < sum.size(); ++i) {
            if (sum[i] == lowest) {
                lowest_seats.push_back(seat_at(static_cast<int>(i)));
            }
        }
        CHECK(game.winners == lowest_seats);
    }
}

TEST_CASE("fivecrowns seats: a table of two plays the very game play_game plays") {
    auto expert = make_strategy("expert", 1);
    auto greedy = make_strategy("greedy", 2);
    const GameRecord two = play_game(*expert, *greedy, 77);
    auto expert_again = make_strategy("expert", 1);
    auto greedy_again = make_strategy("greedy", 2);
    const TableRecord table = play_table({expert_again.get(), greedy_again.get()}, 77);
    CHECK(table.scores == std::vector<int>{two.scores[0], two.scores[1]});
    CHECK(table.winners.size() == (two.winner ? 1u : 2u));
    CHECK(table.turns == two.turns);
}

TEST_CASE("fivecrowns seats: random play at three seats stays legal to the end") {
    std::vector<std::unique_ptr<Strategy>> owned;
    std::vector<Strategy*> strategies;
    for (const char* name : {"random", "expert", "random"}) {
        owned.push_back(make_strategy(name, 8));
        strategies.push_back(owned.back().get());
    }
    const TableRecord game = play_table(strategies, 8);
    CHECK(game.results.size() == static_cast<std::size_t>(round_count));
    CHECK_THROWS_AS(play_table({strategies[0]}, 8), std::invalid_argument);
}
