#include "common/events.hpp"
#include "test_cards.hpp"
#include "test_games.hpp"

#include "parlor/games/fivecrowns/rules.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

using namespace parlor::fivecrowns;
using parlor::fivecrowns::test::fingerprint;
using parlor::fivecrowns::test::holds_full_deck;

using parlor::fivecrowns::test::card_of;
using parlor::fivecrowns::test::cards_of;
using parlor::test::events_of;

namespace {

// A table set by hand, in the Draw phase.
GameState table(int round, Seat turn, const std::string& human, const std::string& computer,
                const std::string& stock, const std::string& discard) {
    GameState s;
    s.round = round;
    s.phase = Phase::Draw;
    s.turn = turn;
    s.player(Seat::Human).hand = cards_of(human);
    s.player(Seat::Computer).hand = cards_of(computer);
    s.stock = cards_of(stock);
    s.discard = cards_of(discard);
    return s;
}

Outcome must_apply(GameState& s, const Action& action, Rng& rng) {
    Outcome outcome = apply(s, action, rng);
    INFO(describe(action), ": ", outcome.error);
    REQUIRE(outcome.ok);
    return outcome;
}

} // namespace

TEST_CASE("the two decks hold 116 cards, every card twice") {
    const auto deck = full_deck();
    CHECK(deck.size() == 116);
    std::map<Card, int> counts;
    for (const Card c : deck) {
        ++counts[c];
    }
    CHECK(counts.size() == 58);
    for (const auto& entry : counts) {
        CHECK_MESSAGE(entry.second == 2, parlor::cards::to_string(entry.first));
        CHECK(in_deck(entry.first));
    }
    CHECK(counts[Card::joker(1)] == 2);
    CHECK(counts[Card::joker(3)] == 2);
    CHECK(counts[Card::of(10, Suit::Tridents)] == 2);
}

TEST_CASE("round r deals r+2 cards each, turns one card up, and its wild rank is r+2") {
    Rng rng(7);
    for (int round = 1; round <= 11; ++round) {
        GameState s;
        deal_round(s, round, round % 2 ? Seat::Computer : Seat::Human, rng);
        CAPTURE(round);
        CHECK(s.round == round);
        CHECK(s.player(Seat::Human).hand.size() == static_cast<std::size_t>(round + 2));
        CHECK(s.player(Seat::Computer).hand.size() == static_cast<std::size_t>(round + 2));
        CHECK(s.discard.size() == 1);
        CHECK(s.stock.size() == static_cast<std::size_t>(116 - 2 * (round + 2) - 1));
        CHECK(s.wild_rank() == round + 2);
        CHECK(s.phase == Phase::Draw);
        CHECK(s.turn == (round % 2 ? Seat::Computer : Seat::Human));
        CHECK(holds_full_deck(s));
    }
    CHECK(wild_rank_of(8) == 10);
    CHECK(wild_rank_of(11) == parlor::cards::king);
}

TEST_CASE("a deal forgets the previous round's public knowledge but keeps the scores") {
    Rng rng(3);
    GameState s = table(2, Seat::Human, "5S 6S 7S 8S", "KH QC 9D 4D", "JD", "3C 4C");
    s.player(Seat::Human).score = 17;
    s.taken_from_discard[0] = cards_of("3C");
    s.discarded[1] = cards_of("KD");
    s.went_out = Seat::Computer;
    s.turns_this_round = 9;
    s.drawn = card_of("QC");
    deal_round(s, 3, Seat::Computer, rng);
    CHECK(s.player(Seat::Human).score == 17);
    CHECK(s.taken_from_discard[0].empty());
    CHECK(s.discarded[1].empty());
    CHECK_FALSE(s.went_out);
    CHECK(s.turns_this_round == 0);
    CHECK_FALSE(s.drawn);
    CHECK(s.player(Seat::Computer).hand.size() == 5);
}

TEST_CASE("a new game deals round 1 and waits for the human to call the toss") {
    Rng rng(11);
    const GameState s = new_game(rng);
    CHECK(s.round == 1);
    CHECK(s.phase == Phase::CoinToss);
    CHECK(s.player(Seat::Human).hand.size() == 3);
    CHECK(s.player(Seat::Computer).hand.size() == 3);
    CHECK(s.discard.size() == 1);
    CHECK(s.results.empty());
    CHECK(scores(s) == std::array<int, 2>{0, 0});
    CHECK(legal_actions(s) == std::vector<Action>{CallToss{true}, CallToss{false}});
    CHECK_FALSE(why_illegal(s, DrawStock{}).empty());
}

TEST_CASE("the human plays first after calling the toss right, the computer otherwise") {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        for (const bool call : {true, false}) {
            Rng rng(seed);
            GameState s = new_game(rng);
            Rng predict = rng; // the next flip, seen in advance
            const bool lands_heads = predict.coin();
            const Outcome outcome = must_apply(s, CallToss{call}, rng);
            const auto tosses = events_of<TossEvent>(outcome);
            REQUIRE(tosses.size() == 1);
            CHECK(tosses[0].called_heads == call);
            CHECK(tosses[0].landed_heads == lands_heads);
            const Seat expected = call == lands_heads ? Seat::Human : Seat::Computer;
            CHECK(tosses[0].first == expected);
            CHECK(s.turn == expected);
            CHECK(s.phase == Phase::Draw);
            CHECK_FALSE(apply(s, CallToss{call}, rng).ok);
        }
    }
}

TEST_CASE("a turn is a draw then a discard") {
    Rng rng(5);
    GameState s = table(1, Seat::Human, "5S 9H KD", "4C 8D QH", "JD 6C 7C", "3T 4T");
    CHECK(legal_actions(s) == std::vector<Action>{DrawStock{}, TakeDiscard{}});
    CHECK(why_illegal(s, Discard{card_of("5S")}) ==
          "Draw a card first, from the draw pile or the discard pile.");

    auto outcome = must_apply(s, DrawStock{}, rng);
    CHECK(s.phase == Phase::Discard);
    CHECK(s.player(Seat::Human).hand == cards_of("5S 9H KD JD"));
    CHECK(s.stock == cards_of("6C 7C"));
    CHECK(s.drawn == card_of("JD"));
    CHECK_FALSE(s.drawn_from_discard);
    const auto drew = events_of<DrewEvent>(outcome);
    REQUIRE(drew.size() == 1);
    CHECK(drew[0].seat == Seat::Human);
    CHECK_FALSE(drew[0].from_discard);
    CHECK(drew[0].card == card_of("JD"));
    CHECK(why_illegal(s, DrawStock{}) ==
          "You have already drawn a card this turn; discard one now.");
    CHECK_FALSE(why_illegal(s, TakeDiscard{}).empty());

    outcome = must_apply(s, Discard{card_of("KD")}, rng);
    CHECK(s.player(Seat::Human).hand == cards_of("5S 9H JD"));
    CHECK(s.discard == cards_of("KD 3T 4T"));
    CHECK(s.discarded[index(Seat::Human)] == cards_of("KD"));
    CHECK(s.turn == Seat::Computer);
    CHECK(s.phase == Phase::Draw);
    CHECK(s.turns_this_round == 1);
    CHECK_FALSE(s.drawn);
    CHECK(events_of<DiscardedEvent>(outcome).size() == 1);

    // The computer takes the king back from the discard pile: that is public.
    outcome = must_apply(s, TakeDiscard{}, rng);
    CHECK(s.drawn == card_of("KD"));
    CHECK(s.drawn_from_discard);
    CHECK(s.taken_from_discard[index(Seat::Computer)] == cards_of("KD"));
    CHECK(s.discard == cards_of("3T 4T"));
}

TEST_CASE("legal discards are one per distinct card of the hand") {
    Rng rng(5);
    GameState s = table(2, Seat::Computer, "5S 9H KD 6D", "4C 8D 4C QH", "8D", "3T");
    must_apply(s, DrawStock{}, rng);
    CHECK(legal_actions(s) == std::vector<Action>{Discard{card_of("4C")}, Discard{card_of("8D")},
                                                  Discard{card_of("QH")}});
    must_apply(s, Discard{card_of("8D")}, rng);
    CHECK(s.player(Seat::Computer).hand == cards_of("4C 4C QH 8D"));
}

TEST_CASE("illegal actions are refused with a reason and change nothing") {
    Rng rng(9);
    GameState s = new_game(rng);
    must_apply(s, CallToss{true}, rng);
    const std::string before = fingerprint(s);

    struct Case {
        Action action;
        std::string reason;
    };
    const std::vector<Case> in_draw = {
        {CallToss{false}, "The coin toss is only called before the first turn of the game."},
        {Discard{s.player(s.turn).hand.front()},
         "Draw a card first, from the draw pile or the discard pile."},
        {NextRound{}, "The round is still being played."},
    };
    for (const auto& c : in_draw) {
        Rng copy = rng;
        const Outcome outcome = apply(s, c.action, rng);
        CHECK_FALSE(outcome.ok);
        CHECK_FALSE(static_cast<bool>(outcome));
        CHECK(outcome.error == c.reason);
        CHECK(why_illegal(s, c.action) == c.reason);
        CHECK(outcome.events.empty());
        CHECK(fingerprint(s) == before);
        CHECK(rng.next() == copy.next()); // no randomness was used
    }

    must_apply(s, DrawStock{}, rng);
    const std::string drawn = fingerprint(s);
    // A card that is not in the hand: the Five Crowns deck has no aces at all.
    const Outcome ace = apply(s, Discard{Card::of(1, Suit::Spades)}, rng);
    CHECK(ace.error == "The A\u2660 is not in the hand.");
    CHECK(fingerprint(s) == drawn);
    const Outcome again = apply(s, TakeDiscard{}, rng);
    CHECK(again.error == "You have already drawn a card this turn; discard one now.");
    CHECK(fingerprint(s) == drawn);

    GameState empty = table(1, Seat::Human, "5S 9H KD", "4C 8D QH", "", "");
    const std::string bare = fingerprint(empty);
    CHECK(apply(empty, TakeDiscard{}, rng).error == "The discard pile is empty.");
    CHECK(apply(empty, DrawStock{}, rng).error ==
          "The draw pile is empty and the discard pile has no cards under its top card to make "
          "a new one.");
    CHECK(legal_actions(empty).empty());
    CHECK(fingerprint(empty) == bare);

    GameState over = empty;
    over.phase = Phase::GameOver;
    CHECK(why_illegal(over, NextRound{}) == "The game is over; there is no next round.");
    CHECK(why_illegal(over, DrawStock{}) == "The game is over.");
    CHECK(why_illegal(over, Discard{card_of("5S")}) == "The game is over.");
    CHECK(legal_actions(over).empty());
    over.phase = Phase::RoundOver;
    CHECK(why_illegal(over, TakeDiscard{}) == "The round is over; start the next round.");
    CHECK(legal_actions(over) == std::vector<Action>{NextRound{}});
    over.phase = Phase::CoinToss;
    CHECK(why_illegal(over, DrawStock{}) == "The coin toss must be called before the first turn.");
}

TEST_CASE("a hand that melds completely after the discard goes out at once") {
    Rng rng(1);
    GameState s = table(1, Seat::Human, "5S 6S 7S", "KH QC 9D", "KD 4S", "8C");
    must_apply(s, DrawStock{}, rng);
    const Outcome outcome = must_apply(s, Discard{card_of("KD")}, rng);
    const auto out = events_of<WentOutEvent>(outcome);
    REQUIRE(out.size() == 1);
    CHECK(out[0].seat == Seat::Human);
    CHECK(out[0].arrangement.goes_out());
    CHECK(out[0].arrangement.melds.size() == 1);
    CHECK(s.went_out == Seat::Human);
    CHECK(s.turn == Seat::Computer);
    CHECK(s.phase == Phase::Draw);
    CHECK(events_of<RoundScoredEvent>(outcome).empty());
}

TEST_CASE("a hand that does not meld completely does not go out") {
    Rng rng(1);
    GameState s = table(1, Seat::Human, "5S 6S 8S", "KH QC 9D", "KD 4S", "8C");
    must_apply(s, DrawStock{}, rng);
    const Outcome outcome = must_apply(s, Discard{card_of("KD")}, rng);
    CHECK(events_of<WentOutEvent>(outcome).empty());
    CHECK_FALSE(s.went_out);
}

TEST_CASE("after going out the other player plays exactly one more turn, then the round is "
          "scored with its best arrangement") {
    Rng rng(1);
    // Round 2: fours are wild. The computer will hold 9H J1 9D (a book) and 5C.
    GameState s = table(2, Seat::Human, "5S 6S 7S 8S", "9H J1 9D KS", "KD 5C JH", "8C");
    must_apply(s, DrawStock{}, rng);
    must_apply(s, Discard{card_of("KD")}, rng);
    REQUIRE(s.went_out == Seat::Human);

    must_apply(s, DrawStock{}, rng);
    const Outcome outcome = must_apply(s, Discard{card_of("KS")}, rng);
    const auto scored = events_of<RoundScoredEvent>(outcome);
    REQUIRE(scored.size() == 1);
    const RoundResult& result = scored[0].result;
    CHECK(result.round == 2);
    CHECK(result.went_out == Seat::Human);
    CHECK(result.points[index(Seat::Human)] == 0);
    CHECK(result.points[index(Seat::Computer)] ==
          5); // only the 5♣ is left: the joker is in the book
    CHECK(result.arrangements[index(Seat::Computer)].leftover == cards_of("5C"));
    CHECK(result.arrangements[index(Seat::Human)].goes_out());
    CHECK(s.phase == Phase::RoundOver);
    CHECK(s.results.size() == 1);
    CHECK(scores(s) == std::array<int, 2>{0, 5});
    CHECK(s.player(Seat::Computer).score == 5);
    CHECK(events_of<GameOverEvent>(outcome).empty());
    CHECK(legal_actions(s) == std::vector<Action>{NextRound{}});
    CHECK_FALSE(apply(s, DrawStock{}, rng).ok);
}

TEST_CASE("the last player scores nothing when it can go out too, and wild cards left over are "
          "worth 20, jokers 50") {
    Rng rng(1);
    GameState s = table(1, Seat::Computer, "3H J2 KC", "7H 8H 9H", "XH QD", "4D");
    s.player(Seat::Human).score = 30;
    must_apply(s, DrawStock{}, rng);
    must_apply(s, Discard{card_of("XH")}, rng); // 7H 8H 9H: out
    REQUIRE(s.went_out == Seat::Computer);
    must_apply(s, DrawStock{}, rng); // the human draws QD
    const Outcome outcome =
        must_apply(s, Discard{card_of("KC")}, rng); // 3H J2 QD: a book of queens
    const auto scored = events_of<RoundScoredEvent>(outcome);
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].result.points == std::vector<int>{0, 0});
    CHECK(scores(s) == std::array<int, 2>{30, 0});
    CHECK(events_of<WentOutEvent>(outcome).empty());

    // A last turn that leaves everything: 20 for the wild three, 13 for the king, 5.
    GameState t = table(1, Seat::Computer, "3H KC 5D", "7H 8H 9H", "XH QD", "4D");
    must_apply(t, DrawStock{}, rng);
    must_apply(t, Discard{card_of("XH")}, rng);
    must_apply(t, DrawStock{}, rng);
    must_apply(t, Discard{card_of("QD")}, rng);
    CHECK(t.results.back().points == std::vector<int>{38, 0});
    CHECK(points(card_of("J2"), 3) == 50);
    CHECK(points(card_of("QD"), 3) == 12);
    CHECK(points(card_of("XD"), 3) == 10);
    CHECK(points(card_of("XD"), 10) == 20);
}

TEST_CASE("leftover points use the cheapest arrangement") {
    Rng rng(1);
    // Round 3 (fives wild). The human ends with 7C 8C 9C 9H 9S: the run of clubs would leave
    // 9H 9S (18), the book of nines leaves 7C 8C (15).
    GameState s = table(3, Seat::Computer, "7C 8C 9C 9H 9S", "6D 7D 8D 9D XD", "3S JS", "4D");
    must_apply(s, DrawStock{}, rng);
    must_apply(s, Discard{card_of("3S")}, rng);
    REQUIRE(s.went_out == Seat::Computer);
    must_apply(s, DrawStock{}, rng);
    const Outcome outcome = must_apply(s, Discard{card_of("JS")}, rng);
    const auto scored = events_of<RoundScoredEvent>(outcome);
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].result.points[index(Seat::Human)] == 15);
    const Arrangement& laid = scored[0].result.arrangements[index(Seat::Human)];
    REQUIRE(laid.melds.size() == 1);
    CHECK(laid.melds[0].kind == MeldKind::Book);
    std::vector<Card> left = laid.leftover;
    std::sort(left.begin(), left.end());
    CHECK(left == cards_of("7C 8C"));
}

TEST_CASE("the player who went out starts the next round") {
    for (const Seat first_out : {Seat::Human, Seat::Computer}) {
        Rng rng(4);
        GameState s = table(1, first_out, "5S 6S 7S", "7H 8H 9H", "KD QD", "4D");
        must_apply(s, DrawStock{}, rng);
        must_apply(s, Discard{card_of("KD")}, rng);
        REQUIRE(s.went_out == first_out);
        must_apply(s, DrawStock{}, rng);
        must_apply(s, Discard{card_of("QD")}, rng);
        REQUIRE(s.phase == Phase::RoundOver);
        const Outcome outcome = must_apply(s, NextRound{}, rng);
        const auto dealt = events_of<DealtEvent>(outcome);
        REQUIRE(dealt.size() == 1);
        CHECK(dealt[0].round == 2);
        CHECK(dealt[0].first == first_out);
        CHECK(s.turn == first_out);
        CHECK(s.round == 2);
        CHECK(s.phase == Phase::Draw);
        CHECK_FALSE(s.went_out);
        CHECK(s.player(Seat::Human).hand.size() == 4);
        CHECK(holds_full_deck(s));
    }
}

TEST_CASE("an empty stock is rebuilt from the discard pile under its top card") {
    Rng rng(21);
    GameState s = table(1, Seat::Human, "5S 9H KD", "4C 8D QH", "", "3T 4T 5T 6T 7T");
    CHECK(legal_actions(s) == std::vector<Action>{DrawStock{}, TakeDiscard{}});
    const Outcome outcome = must_apply(s, DrawStock{}, rng);
    const auto reshuffled = events_of<ReshuffledEvent>(outcome);
    REQUIRE(reshuffled.size() == 1);
    CHECK(reshuffled[0].cards == 4);
    CHECK(s.discard == cards_of("3T"));
    CHECK(s.stock.size() == 3);
    REQUIRE(s.drawn);
    std::vector<Card> rebuilt = s.stock;
    rebuilt.push_back(*s.drawn);
    std::sort(rebuilt.begin(), rebuilt.end());
    CHECK(rebuilt == cards_of("4T 5T 6T 7T"));
    // The event comes before the draw it made possible.
    CHECK(std::holds_alternative<ReshuffledEvent>(outcome.events.front()));
    CHECK(std::holds_alternative<DrewEvent>(outcome.events.back()));

    // With only the top card left there is nothing to rebuild from: only the discard is legal.
    GameState bare = table(1, Seat::Human, "5S 9H KD", "4C 8D QH", "", "3T");
    CHECK(legal_actions(bare) == std::vector<Action>{TakeDiscard{}});
    CHECK_FALSE(apply(bare, DrawStock{}, rng).ok);
}

TEST_CASE("a game lasts 11 rounds and the totals add up") {
    Rng rng(2024);
    Rng players(99);
    GameState s = new_game(rng);
    std::vector<GameOverEvent> game_over;
    int rounds_scored = 0;
    while (s.phase != Phase::GameOver) {
        REQUIRE(s.turns_this_round < 1000); // rounds of this player last 23 turns on average
        const Outcome outcome = must_apply(s, test::playing_action(s, players), rng);
        rounds_scored += static_cast<int>(events_of<RoundScoredEvent>(outcome).size());
        for (const auto& e : events_of<GameOverEvent>(outcome)) {
            game_over.push_back(e);
        }
    }
    REQUIRE(s.phase == Phase::GameOver);
    CHECK(rounds_scored == 11);
    REQUIRE(s.results.size() == 11);
    std::array<int, 2> sum{};
    for (std::size_t i = 0; i < s.results.size(); ++i) {
        CHECK(s.results[i].round == static_cast<int>(i) + 1);
        REQUIRE(s.results[i].went_out);
        CHECK(s.results[i].points[index(*s.results[i].went_out)] == 0);
        sum[0] += s.results[i].points[0];
        sum[1] += s.results[i].points[1];
    }
    CHECK(scores(s) == sum);
    REQUIRE(game_over.size() == 1);
    CHECK(game_over[0].scores == std::vector<int>(sum.begin(), sum.end()));
    CHECK(game_over[0].winner == winner(s));
    CHECK(legal_actions(s).empty());
}

TEST_CASE("the lowest total wins after round 11; equal totals are a draw") {
    struct Case {
        int human;
        int computer;
        std::optional<Seat> winner;
    };
    for (const Case c :
         {Case{40, 55, Seat::Human}, Case{90, 12, Seat::Computer}, Case{60, 60, std::nullopt}}) {
        Rng rng(1);
        // The human goes out in round 11 (kings wild) with three runs and a book; the computer
        // goes out too on its last turn, so the totals stay as set.
        GameState s = table(11, Seat::Human, "3C 4C 5C 6S 7S 8S 9H XH JH QD QD QS KH",
                            "3D 4D 5D 6D 7D 8D 9D XD JD KD J1 J2 3T", "QS 9S", "4H");
        s.player(Seat::Human).score = c.human;
        s.player(Seat::Computer).score = c.computer;
        CHECK_FALSE(winner(s)); // not over yet
        must_apply(s, DrawStock{}, rng);
        must_apply(s, Discard{card_of("QS")}, rng);
        REQUIRE(s.went_out == Seat::Human);
        must_apply(s, DrawStock{}, rng);
        const Outcome outcome = must_apply(s, Discard{card_of("9S")}, rng);
        CHECK(s.phase == Phase::GameOver);
        const auto over = events_of<GameOverEvent>(outcome);
        REQUIRE(over.size() == 1);
        CHECK(over[0].scores == std::vector<int>{c.human, c.computer});
        CHECK(over[0].winner == c.winner);
        CHECK(winner(s) == c.winner);
        CHECK_FALSE(apply(s, NextRound{}, rng).ok);
    }
}

TEST_CASE("the same seed plays the same game") {
    auto play = [](std::uint64_t seed) {
        Rng rng(seed);
        Rng players(seed + 1);
        GameState s = new_game(rng);
        std::string log;
        for (int step = 0; step < 600 && s.phase != Phase::GameOver; ++step) {
            const Action action = test::random_action(s, players);
            log += describe(action) + "\n";
            must_apply(s, action, rng);
        }
        return log + fingerprint(s);
    };
    CHECK(play(77) == play(77));
    CHECK(play(77) != play(78));
}

TEST_CASE("actions compare by value and describe themselves") {
    CHECK(Action{Discard{card_of("KC")}} == Action{Discard{card_of("KC")}});
    CHECK_FALSE(Action{Discard{card_of("KC")}} == Action{Discard{card_of("KD")}});
    CHECK_FALSE(Action{CallToss{true}} == Action{CallToss{false}});
    CHECK_FALSE(Action{DrawStock{}} == Action{TakeDiscard{}});
    CHECK(Action{NextRound{}} == Action{NextRound{}});
    CHECK(describe(DrawStock{}) == "draw from the stock");
    CHECK(describe(TakeDiscard{}) == "take the top card of the discard pile");
    CHECK(describe(Discard{card_of("KC")}) == "discard the K\u2663");
    CHECK(describe(CallToss{false}) == "call tails");
    CHECK(describe(NextRound{}) == "start the next round");
    CHECK(seat_name(Seat::Human) == "Human");
    CHECK(seat_name(Seat::Computer) == "Computer");
}

TEST_CASE("a seat's view shows its own hand and the public table, nothing hidden") {
    Rng rng(5);
    GameState s = table(2, Seat::Computer, "5S 9H KD 6D", "4C 8D 4H QH", "JD 6C 7C", "3T 4T");
    s.player(Seat::Human).score = 12;
    must_apply(s, TakeDiscard{}, rng); // the computer takes 3T (public)
    must_apply(s, Discard{card_of("QH")}, rng);
    must_apply(s, DrawStock{}, rng); // the human draws JD (private)

    const SeatView human = view_for(s, Seat::Human);
    CHECK(human.seat == Seat::Human);
    CHECK(human.round == 2);
    CHECK(human.wild_rank == 4);
    CHECK(human.phase == Phase::Discard);
    CHECK(human.turn == Seat::Human);
    CHECK(human.hand == cards_of("5S 9H KD 6D JD"));
    CHECK(human.discard_pile == cards_of("QH 4T"));
    CHECK(human.discard_top() == card_of("QH"));
    CHECK(human.stock_size == 2);
    CHECK(human.opponent_hand_size == 4);
    CHECK(human.scores == std::vector<int>{12, 0});
    CHECK(human.opponent_took == cards_of("3T"));
    CHECK(human.opponent_discarded == cards_of("QH"));
    CHECK(human.drawn == card_of("JD"));
    CHECK_FALSE(human.drawn_from_discard);

    const SeatView computer = view_for(s, Seat::Computer);
    CHECK(computer.hand == cards_of("4C 8D 4H 3T"));
    CHECK(computer.opponent_hand_size == 5);
    CHECK(computer.opponent_took.empty());
    CHECK_FALSE(computer.drawn); // the human's draw from the stock stays hidden

    // Two tables that differ only in what the human cannot see give the human the same view.
    GameState other_table = s;
    other_table.player(Seat::Computer).hand = cards_of("KS KS XD 3T");
    std::swap(other_table.stock[0], other_table.stock[1]);
    const SeatView same = view_for(other_table, Seat::Human);
    CHECK(same.hand == human.hand);
    CHECK(same.discard_pile == human.discard_pile);
    CHECK(same.stock_size == human.stock_size);
    CHECK(same.opponent_hand_size == human.opponent_hand_size);
    CHECK(same.opponent_took == human.opponent_took);
    CHECK(same.opponent_discarded == human.opponent_discarded);
    CHECK(same.drawn == human.drawn);
}

TEST_CASE("random games keep the 116 cards, the hand sizes and the phases in order") {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        Rng players(seed * 7919);
        GameState s = new_game(rng);
        while (s.phase != Phase::GameOver) {
            REQUIRE(s.turns_this_round < 1000);
            const Phase phase = s.phase;
            const int round = s.round;
            const Seat turn = s.turn;
            const bool out_before = s.went_out.has_value();
            const std::size_t results_before = s.results.size();

            // A random action that is not legal now is refused without a change.
            const std::vector<Action> all = {CallToss{true}, DrawStock{}, TakeDiscard{},
                                             Discard{Card::of(1, Suit::Hearts)}, NextRound{}};
            const Action probe = all[players.below(all.size())];
            const auto legal = legal_actions(s);
            const bool probe_legal = std::find(legal.begin(), legal.end(), probe) != legal.end();
            CHECK(probe_legal == why_illegal(s, probe).empty());
            if (!probe_legal) {
                const std::string before = fingerprint(s);
                CHECK_FALSE(apply(s, probe, rng).ok);
                REQUIRE(fingerprint(s) == before);
            }

            REQUIRE_FALSE(legal.empty());
            must_apply(s, test::playing_action(s, players), rng);
            REQUIRE(holds_full_deck(s));

            const auto size = [&s](Seat x) { return static_cast<int>(s.player(x).hand.size()); };
            switch (s.phase) {
            case Phase::CoinToss:
                FAIL("the toss comes back");
                break;
            case Phase::Draw:
                CHECK(size(Seat::Human) == s.round + 2);
                CHECK(size(Seat::Computer) == s.round + 2);
                CHECK_FALSE(s.drawn);
                if (phase == Phase::Discard) {
                    CHECK(s.turn == other(turn)); // turns alternate
                }
                break;
            case Phase::Discard:
                CHECK(phase == Phase::Draw);
                CHECK(s.turn == turn);
                CHECK(size(s.turn) == s.round + 3);
                CHECK(size(other(s.turn)) == s.round + 2);
                CHECK(s.drawn);
                break;
            case Phase::RoundOver:
            case Phase::GameOver:
                CHECK(phase == Phase::Discard);
                CHECK(out_before);
                CHECK(s.results.size() == results_before + 1);
                CHECK(s.results.back().round == round);
                break;
            }
            CHECK(s.round == round + (phase == Phase::RoundOver ? 1 : 0));
            if (out_before && s.phase != Phase::Draw && s.phase != Phase::Discard) {
                CHECK(s.turns_this_round >= 1);
            }
        }
        CHECK(s.round == 11);
        CHECK(s.results.size() == 11);
    }
}
