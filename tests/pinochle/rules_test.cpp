#include "parlor/games/pinochle/event_words.hpp"
#include "parlor/games/pinochle/rules.hpp"
#include "test_cards.hpp"

#include "common/events.hpp"

#include <doctest/doctest.h>

#include <algorithm>

using namespace parlor::pinochle;
using parlor::pinochle::test::card;
using parlor::pinochle::test::cards;
using parlor::pinochle::test::meld;
using parlor::test::events_of;

namespace {

// A round in progress, between tricks: the hands (no melds), the stock, the trump card on the
// table (or only its suit when `trump_card` is a single letter), `leader` to lead.
GameState table(const std::string& human, const std::string& computer, const std::string& stock,
                const std::string& trump_card, Seat leader) {
    GameState state;
    state.round = 1;
    state.player(Seat::Human).hand = unmelded_holding(cards(human));
    state.player(Seat::Computer).hand = unmelded_holding(cards(computer));
    state.stock = cards(stock);
    if (trump_card.size() == 1) {
        state.trump = *parse_suit(trump_card);
    } else {
        state.trump_card = card(trump_card);
        state.trump = state.trump_card->suit;
    }
    state.phase = Phase::Lead;
    state.leader = leader;
    state.turn = leader;
    return state;
}

Outcome must_apply(GameState& state, const Action& action, Rng& rng) {
    const Outcome outcome = apply(state, action, rng);
    REQUIRE_MESSAGE(outcome.ok, describe(action) << ": " << outcome.error);
    return outcome;
}

// The deck in a fixed order: the 48 cards as full_deck() gives them.
std::vector<Card> ordered_deck() {
    return full_deck();
}

int all_cards_count(const GameState& state) {
    int n =
        static_cast<int>(state.stock.size()) + (state.trump_card ? 1 : 0) + (state.lead ? 1 : 0);
    for (const Player& p : state.players) {
        n += static_cast<int>(p.hand.cards.size() + p.captured.size());
    }
    return n;
}

} // namespace

TEST_CASE("the deck: 48 cards, two of each of 9 J Q K X A in four suits, 240 points") {
    const auto deck = full_deck();
    CHECK(deck.size() == 48);
    for (const Card c : deck) {
        CHECK(in_deck(c));
        CHECK(std::count(deck.begin(), deck.end(), c) == 2);
    }
    CHECK(capture_points(deck) == 240);
    CHECK(card_points(card("AS")) == 11);
    CHECK(card_points(card("XS")) == 10);
    CHECK(card_points(card("KS")) == 4);
    CHECK(card_points(card("QS")) == 3);
    CHECK(card_points(card("JS")) == 2);
    CHECK(card_points(card("9S")) == 0);
    CHECK(card("10H") == card("XH"));
    std::string error;
    CHECK_FALSE(parse("8H", error));
    CHECK_FALSE(parse("2C", error));
}

TEST_CASE("the trick order is 9, J, Q, K, 10, A") {
    const auto order = cards("9H JH QH KH XH AH");
    for (std::size_t i = 0; i + 1 < order.size(); ++i) {
        CHECK(trick_rank(order[i]) < trick_rank(order[i + 1]));
    }
}

TEST_CASE("who wins a trick") {
    const Suit trump = Suit::Hearts;
    SUBCASE("a trump lead is beaten only by a higher trump") {
        CHECK(chase_wins(card("QH"), card("KH"), trump));
        CHECK(chase_wins(card("KH"), card("XH"), trump)); // the ten is above the king
        CHECK_FALSE(chase_wins(card("XH"), card("KH"), trump));
        CHECK_FALSE(chase_wins(card("9H"), card("AS"), trump));
    }
    SUBCASE("a plain lead is beaten by a higher card of its suit or by any trump") {
        CHECK(chase_wins(card("KS"), card("AS"), trump));
        CHECK_FALSE(chase_wins(card("AS"), card("XS"), trump));
        CHECK(chase_wins(card("AS"), card("9H"), trump));
        CHECK_FALSE(chase_wins(card("9S"), card("AC"), trump)); // neither trump nor led suit
    }
    SUBCASE("identical cards: the lead wins") {
        CHECK_FALSE(chase_wins(card("AS"), card("AS"), trump));
        CHECK_FALSE(chase_wins(card("AH"), card("AH"), trump));
        CHECK_FALSE(chase_wins(card("9C"), card("9C"), trump));
    }
}

TEST_CASE("the deal: four at a time, the human first, then the trump card and the stock") {
    GameState state;
    const auto deck = ordered_deck();
    const DealtEvent dealt = deal_round(state, deck);
    const auto human = state.player(Seat::Human).hand.all_cards();
    const auto computer = state.player(Seat::Computer).hand.all_cards();
    REQUIRE(human.size() == 12);
    REQUIRE(computer.size() == 12);
    for (int packet = 0; packet < 3; ++packet) {
        for (int i = 0; i < 4; ++i) {
            CHECK(human[static_cast<std::size_t>(packet * 4 + i)] ==
                  deck[static_cast<std::size_t>(packet * 8 + i)]);
            CHECK(computer[static_cast<std::size_t>(packet * 4 + i)] ==
                  deck[static_cast<std::size_t>(packet * 8 + 4 + i)]);
        }
    }
    CHECK(state.trump_card == deck[24]);
    CHECK(state.trump == deck[24].suit);
    CHECK(dealt.trump_card == deck[24]);
    CHECK(state.stock == std::vector<Card>(deck.begin() + 25, deck.end()));
    CHECK(state.stock.size() == 23);
    // Round 1: the human calls the toss.
    CHECK(state.round == 1);
    CHECK(state.phase == Phase::CoinToss);
    CHECK(state.turn == Seat::Human);
    CHECK_FALSE(dealt.leader.has_value());
    CHECK(dealt.hands[0] == human);
}

TEST_CASE("the coin toss: a right call lets the human lead, a wrong one the computer") {
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        Rng deal_rng(seed);
        const GameState fresh = new_game(deal_rng);
        for (const bool heads : {true, false}) {
            GameState state = fresh;
            Rng rng(seed * 77);
            const Outcome outcome = must_apply(state, CallToss{heads}, rng);
            const auto toss = events_of<TossEvent>(outcome);
            REQUIRE(toss.size() == 1);
            CHECK(toss[0].called_heads == heads);
            const Seat expected = toss[0].heads == heads ? Seat::Human : Seat::Computer;
            CHECK(toss[0].leader == expected);
            CHECK(state.leader == expected);
            CHECK(state.turn == expected);
            CHECK(state.phase == Phase::Lead);
        }
    }
}

TEST_CASE("no duty to follow suit: any card may be played to a trick") {
    GameState state = table("AS KS", "9H AC", "QD JD JS", "9D", Seat::Human);
    Rng rng(1);
    must_apply(state, Play{card("AS")}, rng);
    CHECK(state.phase == Phase::Follow);
    CHECK(state.turn == Seat::Computer);
    CHECK(legal_actions(state).size() == 2);
    CHECK(why_illegal(state, Play{card("AC")}).empty()); // a club on a spade lead
}

TEST_CASE("a trick, the winner's captures and draws, the winner leads") {
    GameState state = table("AS KS", "9D AC", "QD JD JS", "9D", Seat::Human); // diamonds trump
    Rng rng(1);
    must_apply(state, Play{card("AS")}, rng);
    const Outcome outcome = must_apply(state, Play{card("9D")}, rng);
    const auto trick = events_of<TrickEvent>(outcome);
    REQUIRE(trick.size() == 1);
    CHECK(trick[0].winner == Seat::Computer);
    CHECK(trick[0].points == 11);
    CHECK(state.player(Seat::Computer).captured == cards("AS 9D"));
    CHECK(state.player(Seat::Computer).round_score == 11);
    CHECK(state.player(Seat::Human).round_score == 0);
    // The computer holds no meld, so the draws follow at once: the winner takes the top card.
    const auto draws = events_of<DrawEvent>(outcome);
    REQUIRE(draws.size() == 2);
    CHECK(draws[0].seat == Seat::Computer);
    CHECK(draws[0].card == card("QD"));
    CHECK(draws[1].seat == Seat::Human);
    CHECK(draws[1].card == card("JD"));
    CHECK(state.stock == cards("JS"));
    CHECK(state.phase == Phase::Lead);
    CHECK(state.leader == Seat::Computer);
    CHECK(state.turn == Seat::Computer);
}

TEST_CASE("when the winner takes the last stock card the loser takes the trump card; then no "
          "more draws") {
    GameState state = table("AS KS", "9C AC", "QD", "9D", Seat::Human);
    Rng rng(1);
    must_apply(state, Play{card("KS")}, rng);
    const Outcome outcome = must_apply(state, Play{card("9C")}, rng); // the lead wins
    const auto draws = events_of<DrawEvent>(outcome);
    REQUIRE(draws.size() == 2);
    CHECK(draws[0].seat == Seat::Human);
    CHECK(draws[0].card == card("QD"));
    CHECK_FALSE(draws[0].trump_card);
    CHECK(draws[1].seat == Seat::Computer);
    CHECK(draws[1].card == card("9D"));
    CHECK(draws[1].trump_card);
    CHECK(state.stock.empty());
    CHECK_FALSE(state.trump_card.has_value());
    CHECK(state.trump == Suit::Diamonds); // trump stays after the card is taken
    // Everyone saw the trump card go to the computer.
    CHECK(state.player(Seat::Computer).shown == cards("9D"));
    // The next trick draws nothing.
    must_apply(state, Play{card("AS")}, rng);
    const Outcome later = must_apply(state, Play{card("AC")}, rng);
    CHECK(events_of<DrawEvent>(later).empty());
}

TEST_CASE("only the winner may declare, one meld per trick, and it counts at once") {
    // The human holds K♠ Q♠ (a marriage, clubs trump) and wins the trick.
    GameState state = table("KS QS AC 9S", "JC JD 9D XD", "9H 9H XH XH", "9C", Seat::Human);
    Rng rng(1);
    must_apply(state, Play{card("AC")}, rng);
    must_apply(state, Play{card("JD")}, rng);
    CHECK(state.phase == Phase::Meld);
    CHECK(state.turn == Seat::Human);
    CHECK(state.player(Seat::Human).round_score == 13);
    const auto actions = legal_actions(state);
    CHECK(actions.size() == 2); // the marriage, or none
    CHECK(actions.back() == Action{DeclineMeld{}});
    // A meld not held is refused with a reason.
    CHECK_FALSE(why_illegal(state, Declare{meld("KD QD", Suit::Clubs)}).empty());
    const Outcome outcome = must_apply(state, Declare{meld("KS QS", Suit::Clubs)}, rng);
    const auto melded = events_of<MeldEvent>(outcome);
    REQUIRE(melded.size() == 1);
    CHECK(melded[0].points == 20);
    CHECK(state.player(Seat::Human).round_score == 33);
    CHECK(state.player(Seat::Human).declared.size() == 1);
    // The meld's cards stay in the hand, shown apart from it.
    CHECK(state.player(Seat::Human).hand.all_cards().size() == 4);
    CHECK(state.player(Seat::Human).hand.unmelded() == cards("9S 9H"));
    // The draws come after the meld; no second meld this trick.
    CHECK(events_of<DrawEvent>(outcome).size() == 2);
    CHECK(state.phase == Phase::Lead);
    CHECK_FALSE(why_illegal(state, Declare{meld("KS QS", Suit::Clubs)}).empty());
}

TEST_CASE("a meld that uses a melded card again names it: the reuse rule where it pays") {
    // The K♠ Q♠ marriage is on the table; winning a trick, the player declares the pinochle
    // with its Q♠ and the J♦ from the hand.
    GameState state = table("KS QS JD AC", "9S 9H XH JC", "9H 9H XH XH", "9C", Seat::Human);
    declare(state.player(Seat::Human).hand, meld("KS QS", Suit::Clubs));
    Rng rng(1);
    must_apply(state, Play{card("AC")}, rng);
    must_apply(state, Play{card("9S")}, rng);
    REQUIRE(state.phase == Phase::Meld);
    const Outcome outcome = must_apply(state, Declare{meld("QS JD", Suit::Clubs)}, rng);
    const auto melded = events_of<MeldEvent>(outcome);
    REQUIRE(melded.size() == 1);
    CHECK(melded[0].reused == cards("QS"));
    CHECK(event_text(outcome.events.front(), Listener{})
              .find("the Q\u2660 already melded counting again: 40 points") != std::string::npos);
}

TEST_CASE("the loser of a trick cannot meld, and a winner without a meld is not asked") {
    GameState state = table("KS QS 9S 9S", "AC JD 9D XD", "9H 9H XH XH", "9C", Seat::Human);
    Rng rng(1);
    must_apply(state, Play{card("9S")}, rng);
    must_apply(state, Play{card("AC")}, rng); // a trump: the computer wins
    CHECK(state.phase == Phase::Lead);        // the computer had no meld
    CHECK(state.turn == Seat::Computer);
    CHECK_FALSE(why_illegal(state, Declare{meld("KS QS", Suit::Clubs)}).empty());
}

TEST_CASE("a melded card is played like any card and breaks its meld") {
    GameState state = table("KS QS AC 9S", "JC JD 9D XD", "9H 9H XH XH", "9C", Seat::Human);
    Rng rng(1);
    must_apply(state, Play{card("AC")}, rng);
    must_apply(state, Play{card("JD")}, rng);
    must_apply(state, Declare{meld("KS QS", Suit::Clubs)}, rng);
    // The human leads again: the Q♠ from its marriage.
    CHECK(why_illegal(state, Play{card("QS")}) ==
          "Every Q♠ in the hand is part of a meld: play it from the meld.");
    const Outcome outcome = must_apply(state, Play{card("QS"), 0}, rng);
    const auto played = events_of<PlayedEvent>(outcome);
    REQUIRE(played.size() == 1);
    CHECK(played[0].broken.size() == 1);
    CHECK(state.player(Seat::Human).hand.melds.empty());
    // The K♠ is a plain card again, and the computer knows it is there.
    CHECK(state.player(Seat::Human).shown == cards("KS"));
    CHECK(state.player(Seat::Human).round_score == 33); // the meld's points stay
}

TEST_CASE("24 tricks make a round; its points go to the game scores; another round") {
    Rng rng(5);
    GameState state = new_game(rng);
    state.player(Seat::Computer).game_score = 10; // as if from an earlier round
    must_apply(state, CallToss{true}, rng);
    int tricks = 0;
    while (state.phase != Phase::RoundOver) {
        REQUIRE(all_cards_count(state) == 48);
        const auto actions = legal_actions(state);
        REQUIRE(!actions.empty());
        // Declare whatever can be declared, play the first card otherwise.
        const Outcome outcome = must_apply(state, actions.front(), rng);
        tricks += static_cast<int>(events_of<TrickEvent>(outcome).size());
    }
    CHECK(tricks == 24);
    CHECK(state.tricks_played() == 24);
    const RoundResult result = round_result(state);
    int captured = 0;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const auto i = static_cast<std::size_t>(index(seat));
        captured += result.capture_points[i];
        int melds = 0;
        for (const Meld& m : result.melds[i]) {
            melds += points(m);
        }
        CHECK(result.meld_points[i] == melds);
        CHECK(result.round_scores[i] == result.capture_points[i] + melds);
    }
    CHECK(captured == 240);
    CHECK(state.player(Seat::Human).game_score == result.round_scores[0]);
    CHECK(state.player(Seat::Computer).game_score == 10 + result.round_scores[1]);
    CHECK(state.turn == Seat::Human); // asks the human
    CHECK(legal_actions(state) == std::vector<Action>{AnotherRound{}, EndGame{}});

    // Another round: the player with more game points leads, no toss.
    const Outcome next = must_apply(state, AnotherRound{}, rng);
    const auto dealt = events_of<DealtEvent>(next);
    REQUIRE(dealt.size() == 1);
    CHECK(state.round == 2);
    CHECK(state.player(Seat::Human).round_score == 0);
    CHECK(state.player(Seat::Human).hand.cards.size() == 12);
    CHECK(state.player(Seat::Human).captured.empty());
    const auto leader = leading_seat(state);
    if (leader) {
        CHECK(dealt[0].leader == leader);
        CHECK(state.phase == Phase::Lead);
        CHECK(state.turn == *leader);
    } else {
        CHECK(state.phase == Phase::CoinToss);
    }
}

TEST_CASE("equal game scores after a round: the coin is tossed again") {
    GameState state;
    state.round = 1;
    state.phase = Phase::RoundOver;
    state.player(Seat::Human).game_score = 120;
    state.player(Seat::Computer).game_score = 120;
    Rng rng(3);
    must_apply(state, AnotherRound{}, rng);
    CHECK(state.phase == Phase::CoinToss);
    CHECK(state.turn == Seat::Human);
}

TEST_CASE("the game ends when the human stops; the higher total wins, equal totals tie") {
    GameState state;
    state.round = 3;
    state.phase = Phase::RoundOver;
    state.player(Seat::Human).game_score = 300;
    state.player(Seat::Computer).game_score = 420;
    Rng rng(3);
    GameState tied = state;
    const Outcome outcome = must_apply(state, EndGame{}, rng);
    const auto over = events_of<GameOverEvent>(outcome);
    REQUIRE(over.size() == 1);
    CHECK(over[0].winner == Seat::Computer);
    CHECK(state.phase == Phase::GameOver);
    CHECK(legal_actions(state).empty());
    tied.player(Seat::Computer).game_score = 300;
    CHECK_FALSE(events_of<GameOverEvent>(must_apply(tied, EndGame{}, rng))[0].winner.has_value());
}

TEST_CASE("apply refuses what the rules do not allow, and changes nothing then") {
    GameState state = table("AS KS", "9D AC", "QD JD JS", "9D", Seat::Human);
    Rng rng(1);
    const GameState before = state;
    CHECK(apply(state, Play{card("QH")}, rng).error == "The Q♥ is not in the hand.");
    CHECK(apply(state, CallToss{true}, rng).error == "A trick is starting: lead a card.");
    CHECK(!apply(state, DeclineMeld{}, rng).ok);
    CHECK(!apply(state, AnotherRound{}, rng).ok);
    CHECK(!apply(state, Play{card("AS"), 0}, rng).ok); // no meld 0
    CHECK(state.player(Seat::Human).hand == before.player(Seat::Human).hand);
    CHECK(state.phase == before.phase);
}

TEST_CASE("the state is a value: a copy plays on without touching the original") {
    Rng rng(9);
    GameState original = new_game(rng);
    GameState copy = original;
    must_apply(copy, CallToss{false}, rng);
    must_apply(copy, legal_actions(copy).front(), rng);
    CHECK(original.phase == Phase::CoinToss);
    CHECK(original.player(Seat::Human).hand.cards.size() == 12);
    CHECK(original.player(copy.leader).hand.cards.size() == 12);
}

TEST_CASE("random whole rounds keep the deck whole and the scores right") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Rng rng(seed);
        GameState state = new_game(rng);
        while (state.phase != Phase::RoundOver) {
            REQUIRE(all_cards_count(state) == 48);
            if (state.phase == Phase::Lead) {
                const int held = static_cast<int>(state.player(Seat::Human).hand.cards.size());
                CHECK(held == static_cast<int>(state.player(Seat::Computer).hand.cards.size()));
                CHECK(held == (state.stock.empty() ? 24 - state.tricks_played() : 12));
                CHECK(state.stock.size() % 2 == (state.stock.empty() ? 0U : 1U));
            }
            for (const Player& p : state.players) {
                int melds = 0;
                for (const Meld& m : p.declared) {
                    melds += points(m);
                }
                CHECK(p.round_score == capture_points(p.captured) + melds);
            }
            const auto actions = legal_actions(state);
            REQUIRE(!actions.empty());
            for (const Action& action : actions) {
                CHECK(why_illegal(state, action).empty());
            }
            must_apply(state, actions[rng.below(actions.size())], rng);
        }
        CHECK(state.tricks_played() == 24);
    }
}
