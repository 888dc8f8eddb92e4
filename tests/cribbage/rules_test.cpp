#include "parlor/games/cribbage/rules.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace parlor::cribbage;
using parlor::cribbage::test::card;
using parlor::cribbage::test::cards;
using parlor::cribbage::test::events_of;
using parlor::cribbage::test::play;

namespace {

// A deal in the play: the given hands (four cards or fewer), the pone to lead.
GameState play_state(Seat dealer, const std::string& human, const std::string& computer,
                     const std::string& starter) {
    GameState state;
    state.dealer = dealer;
    state.phase = Phase::Play;
    state.turn = other(dealer);
    state.player(Seat::Human).hand = cards(human);
    state.player(Seat::Computer).hand = cards(computer);
    state.starter = card(starter);
    state.deal_number = 1;
    return state;
}

// A deal before the lay-away: six cards each, and the stock to cut the starter from.
GameState lay_away_state(Seat dealer, const std::string& human, const std::string& computer,
                         const std::string& stock) {
    GameState state;
    state.dealer = dealer;
    state.phase = Phase::LayAway;
    state.turn = other(dealer);
    state.player(Seat::Human).hand = cards(human);
    state.player(Seat::Computer).hand = cards(computer);
    state.stock = cards(stock);
    state.deal_number = 1;
    return state;
}

// Every card of the deck is somewhere, exactly once.
void check_cards_conserved(const GameState& state) {
    std::multiset<int> ids;
    auto add = [&](const std::vector<Card>& cs) {
        for (const Card c : cs) {
            ids.insert(card_id(c));
        }
    };
    for (const Player& p : state.players) {
        add(p.hand);
        add(p.played);
        add(p.laid_away);
    }
    add(state.stock);
    if (state.starter) {
        ids.insert(card_id(*state.starter));
    }
    REQUIRE(ids.size() == 52);
    REQUIRE(std::set<int>(ids.begin(), ids.end()).size() == 52);
}

} // namespace

TEST_CASE("the cut for the first deal: the lower card deals, ace low, a tie cuts again") {
    bool saw_tie = false;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        GameState state = new_game();
        CHECK(state.phase == Phase::CutForDeal);
        Rng rng(seed);
        const Outcome outcome = apply(state, CutForDeal{}, rng);
        REQUIRE(outcome.ok);
        const auto cuts = events_of<CutForDealEvent>(outcome);
        REQUIRE(!cuts.empty());
        for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
            CHECK(cuts[i].human.rank == cuts[i].computer.rank);
            CHECK(!cuts[i].dealer.has_value());
            saw_tie = true;
        }
        const CutForDealEvent& last = cuts.back();
        REQUIRE(last.dealer.has_value());
        CHECK(last.human.rank != last.computer.rank);
        CHECK(*last.dealer ==
              (last.human.rank < last.computer.rank ? Seat::Human : Seat::Computer));
        CHECK(state.dealer == *last.dealer);
        CHECK(state.phase == Phase::LayAway);
    }
    CHECK(saw_tie);
}

TEST_CASE("a deal: six cards each, the pone lays away first, the crib is the dealer's") {
    GameState state = new_game();
    Rng rng(5);
    deal(state, Seat::Computer, rng);
    CHECK(state.player(Seat::Human).hand.size() == 6);
    CHECK(state.player(Seat::Computer).hand.size() == 6);
    CHECK(state.stock.size() == 40);
    CHECK(state.phase == Phase::LayAway);
    CHECK(state.turn == Seat::Human); // the pone
    check_cards_conserved(state);
    CHECK(legal_actions(state).size() == 15);

    const auto human = state.player(Seat::Human).hand;
    REQUIRE(apply(state, LayAway{human[0], human[1]}, rng).ok);
    CHECK(state.turn == Seat::Computer);
    CHECK(state.phase == Phase::LayAway);
    CHECK(!state.starter.has_value());
    const auto computer = state.player(Seat::Computer).hand;
    const Outcome outcome = apply(state, LayAway{computer[4], computer[5]}, rng);
    REQUIRE(outcome.ok);
    CHECK(state.starter.has_value());
    CHECK(events_of<StarterEvent>(outcome).size() == 1);
    CHECK(state.stock.size() == 39);
    CHECK(state.crib() == std::vector<Card>{computer[4], computer[5], human[0], human[1]});
    CHECK(state.player(Seat::Human).hand.size() == 4);
    CHECK(state.phase == Phase::Play);
    CHECK(state.turn == Seat::Human); // the pone leads
    check_cards_conserved(state);
}

TEST_CASE("the lay-away refuses what is not allowed") {
    GameState state = lay_away_state(Seat::Computer, "AH 2H 3H 4H 5H 6H", "AS 2S 3S 4S 5S 6S",
                                     "7C 8C 9C XC KC QC 7D 8D 9D XD");
    Rng rng(1);
    CHECK(why_illegal(state, LayAway{card("AH"), card("AH")}) == "Lay away two different cards.");
    CHECK(!apply(state, LayAway{card("AH"), card("AS")}, rng).ok); // not the human's
    CHECK(!apply(state, Play{card("AH")}, rng).ok);
    CHECK(!apply(state, NextDeal{}, rng).ok);
    CHECK(!apply(state, CutForDeal{}, rng).ok);
    CHECK(state.player(Seat::Human).hand.size() == 6);
}

TEST_CASE("his heels: a jack turned up is 2 for the dealer") {
    GameState state =
        lay_away_state(Seat::Computer, "AH 2H 3H 4H 5H 6H", "AS 2S 3S 4S 5S 6S", "JC JD JH JS");
    Rng rng(3);
    REQUIRE(apply(state, LayAway{card("AH"), card("2H")}, rng).ok);
    const Outcome outcome = apply(state, LayAway{card("AS"), card("2S")}, rng);
    REQUIRE(outcome.ok);
    CHECK(state.starter->rank == parlor::cards::jack);
    const auto points = events_of<PointsEvent>(outcome);
    REQUIRE(points.size() == 1);
    CHECK(points[0].seat == Seat::Computer);
    CHECK(points[0].item.kind == ScoreKind::HisHeels);
    CHECK(state.player(Seat::Computer).score == 2);
    CHECK(state.player(Seat::Human).score == 0);
}

TEST_CASE("his heels can win the game") {
    GameState state =
        lay_away_state(Seat::Human, "AH 2H 3H 4H 5H 6H", "AS 2S 3S 4S 5S 6S", "JC JD JH JS");
    state.player(Seat::Human).score = 119;
    Rng rng(3);
    REQUIRE(apply(state, LayAway{card("AS"), card("2S")}, rng).ok);
    const Outcome outcome = apply(state, LayAway{card("AH"), card("2H")}, rng);
    CHECK(state.phase == Phase::GameOver);
    CHECK(winner(state) == Seat::Human);
    REQUIRE(events_of<GameOverEvent>(outcome).size() == 1);
    CHECK(std::holds_alternative<GameOverEvent>(outcome.events.back()));
    CHECK(events_of<GameOverEvent>(outcome)[0].skunk == Skunk::Double);
}

TEST_CASE("the play scores fifteens, pairs, runs, go, 31 and the last card for the right player") {
    // Computer deals; the human leads.
    GameState state = play_state(Seat::Computer, "9H 8S 7D 2C", "XS 3D JH QC", "KD");
    CHECK(why_illegal(state, Play{card("XS")}) == "The 10\u2660 is not in the hand.");
    REQUIRE(play(state, "9H").ok);
    CHECK(state.turn == Seat::Computer);
    REQUIRE(play(state, "XS").ok); // 19
    REQUIRE(play(state, "8S").ok); // 27
    CHECK(why_illegal(state, Play{card("JH")}) ==
          "The J\u2665 would take the count past 31 (it is 27).");
    CHECK(legal_actions(state) == std::vector<Action>{Play{card("3D")}});
    const Outcome go = play(state, "3D"); // 30: the human cannot play
    REQUIRE(go.ok);
    REQUIRE(events_of<GoEvent>(go).size() == 1);
    CHECK(events_of<GoEvent>(go)[0].seat == Seat::Human);
    const auto last = events_of<PointsEvent>(go);
    REQUIRE(last.size() == 1);
    CHECK(last[0].seat == Seat::Computer); // neither can play: the computer laid the last card
    CHECK(last[0].item.kind == ScoreKind::LastCard);
    CHECK(state.player(Seat::Computer).score == 1);
    CHECK(state.count() == 0);
    CHECK(state.turn == Seat::Human); // the count restarts with the player after
    REQUIRE(play(state, "7D").ok);
    REQUIRE(play(state, "JH").ok);         // 17
    REQUIRE(play(state, "2C").ok);         // 19
    const Outcome end = play(state, "QC"); // 29, the last card of all
    REQUIRE(end.ok);
    CHECK(state.player(Seat::Computer).score >= 2);
    // After the play comes the show: pone, dealer, crib.
    const auto shows = events_of<ShowEvent>(end);
    REQUIRE(shows.size() == 3);
    CHECK(shows[0].show.seat == Seat::Human);
    CHECK(!shows[0].show.crib);
    CHECK(shows[1].show.seat == Seat::Computer);
    CHECK(shows[2].show.seat == Seat::Computer);
    CHECK(shows[2].show.crib);
    CHECK(state.phase == Phase::DealOver);
    // The hands counted are the cards played.
    CHECK(shows[0].show.cards == cards("9H 8S 7D 2C"));
    // 9-8-7 run with K starter? 7+8, 2+... the value itself is the scorer's
    CHECK(shows[0].show.score.total == hand_value(cards("9H 8S 7D 2C"), card("KD"), false).total);
}

TEST_CASE("pegging points: pairs and runs reach the player who laid the card") {
    GameState state = play_state(Seat::Computer, "3H 5C 6H 9S", "4S 3D 2C KH", "QD");
    REQUIRE(play(state, "3H").ok);
    const Outcome pair = play(state, "3D");
    CHECK(state.player(Seat::Computer).score == 2);
    REQUIRE(events_of<PlayedEvent>(pair).size() == 1);
    CHECK(events_of<PlayedEvent>(pair)[0].items[0].kind == ScoreKind::Pair);
    REQUIRE(play(state, "5C").ok);         // 11
    const Outcome run = play(state, "4S"); // 15: fifteen and the run 3-5-4
    CHECK(state.player(Seat::Computer).score == 2 + 2 + 3);
    CHECK(events_of<PlayedEvent>(run)[0].count == 15);
}

TEST_CASE("the game ends the moment a player reaches 121, even in the play") {
    GameState state = play_state(Seat::Computer, "5H 2C 3C 4C", "XS 9D 8D 7D", "KD");
    state.player(Seat::Human).score = 100;
    state.player(Seat::Computer).score = 119;
    REQUIRE(play(state, "5H").ok);
    const Outcome outcome = play(state, "XS"); // fifteen two
    CHECK(state.phase == Phase::GameOver);
    CHECK(state.player(Seat::Computer).score == 121);
    CHECK(winner(state) == Seat::Computer);
    CHECK(std::holds_alternative<GameOverEvent>(outcome.events.back()));
    const auto over = events_of<GameOverEvent>(outcome);
    REQUIRE(over.size() == 1);
    CHECK(over[0].skunk == Skunk::None);
    CHECK(legal_actions(state).empty());
    CHECK(!play(state, "2C").ok);
}

TEST_CASE("the last card of the play can win the game before any show") {
    GameState state = play_state(Seat::Computer, "5H", "5S", "JD");
    state.player(Seat::Human).played = cards("5D JC KH");
    state.player(Seat::Computer).played = cards("QH QS 2D");
    state.player(Seat::Computer).laid_away = cards("AH 2H");
    state.player(Seat::Human).laid_away = cards("3H 4H");
    state.player(Seat::Human).score = 110;
    state.player(Seat::Computer).score = 118;
    // The pile is empty; the human leads its last card.
    REQUIRE(play(state, "5H").ok);
    const Outcome outcome = play(state, "5S"); // pair for 2 and last card 1: the computer 121
    // The computer reached 121 in the play, before any show.
    CHECK(state.phase == Phase::GameOver);
    CHECK(winner(state) == Seat::Computer);
    CHECK(events_of<ShowEvent>(outcome).empty());
}

TEST_CASE("the pone's hand counts first in the show and wins the race") {
    GameState state = play_state(Seat::Computer, "5H", "AS", "JD");
    state.player(Seat::Human).played = cards("5D JC KH");
    state.player(Seat::Computer).played = cards("QH QS 2D");
    state.player(Seat::Computer).laid_away = cards("AH 2H");
    state.player(Seat::Human).laid_away = cards("3H 4H");
    state.player(Seat::Human).score = 110; // the pone's hand 5-5-J-K with J starter: plenty
    state.player(Seat::Computer).score = 115;
    REQUIRE(play(state, "5H").ok);
    const Outcome outcome = play(state, "AS");
    const auto shows = events_of<ShowEvent>(outcome);
    REQUIRE(shows.size() == 1);
    CHECK(shows[0].show.seat == Seat::Human);
    CHECK(state.phase == Phase::GameOver);
    CHECK(winner(state) == Seat::Human);
    CHECK(state.player(Seat::Computer).score == 115 + 1); // only its last card
}

TEST_CASE("the crib scores a flush only with the starter") {
    GameState state = play_state(Seat::Human, "KS", "9D", "QC");
    state.player(Seat::Human).played = cards("AS 3S 7C");
    state.player(Seat::Computer).played = cards("2D 4D 8C");
    state.player(Seat::Human).laid_away = cards("2H 4H");
    state.player(Seat::Computer).laid_away = cards("8H XH");
    state.turn = Seat::Computer;
    REQUIRE(play(state, "9D").ok);
    const Outcome outcome = play(state, "KS");
    const auto shows = events_of<ShowEvent>(outcome);
    REQUIRE(shows.size() == 3);
    CHECK(shows[2].show.crib);
    CHECK(shows[2].show.cards == cards("2H 4H 8H XH"));
    CHECK(shows[2].show.score.total == 0); // four hearts, a club starter: nothing
}

TEST_CASE("skunks") {
    CHECK(skunk_of(91) == Skunk::None);
    CHECK(skunk_of(90) == Skunk::Single);
    CHECK(skunk_of(61) == Skunk::Single);
    CHECK(skunk_of(60) == Skunk::Double);
}

TEST_CASE("the next deal passes the deal to the other player") {
    GameState state = play_state(Seat::Computer, "5H", "AS", "JD");
    state.player(Seat::Human).played = cards("5D JC KH");
    state.player(Seat::Computer).played = cards("QH QS 2D");
    state.player(Seat::Computer).laid_away = cards("AH 2H");
    state.player(Seat::Human).laid_away = cards("3H 4H");
    REQUIRE(play(state, "5H").ok);
    REQUIRE(play(state, "AS").ok);
    REQUIRE(state.phase == Phase::DealOver);
    CHECK(legal_actions(state) == std::vector<Action>{NextDeal{}});
    Rng rng(9);
    REQUIRE(apply(state, NextDeal{}, rng).ok);
    CHECK(state.dealer == Seat::Human);
    CHECK(state.turn == Seat::Computer);
    CHECK(state.shows.empty());
    CHECK(state.deal_number == 2);
}

TEST_CASE("a seat sees its own cards, what was played, and the crib only at the show") {
    GameState state = new_game();
    Rng rng(11);
    REQUIRE(apply(state, CutForDeal{}, rng).ok);
    const SeatView human = view_for(state, Seat::Human);
    CHECK(human.hand == state.player(Seat::Human).hand);
    CHECK(human.opponent_hand_size == 6);
    CHECK(human.crib.empty());
    CHECK(!human.starter.has_value());
    // Play the deal out at random and look again after the show.
    while (state.phase == Phase::LayAway || state.phase == Phase::Play) {
        const auto actions = legal_actions(state);
        REQUIRE(apply(state, actions.front(), rng).ok);
        if (state.phase == Phase::Play) {
            const SeatView view = view_for(state, Seat::Computer);
            CHECK(view.crib.empty());
            CHECK(view.crib_size == 4);
            CHECK(view.hand == state.player(Seat::Computer).hand);
            CHECK(view.laid_away == state.player(Seat::Computer).laid_away);
            CHECK(view.count == state.count());
        }
    }
    if (state.phase == Phase::DealOver) {
        const SeatView view = view_for(state, Seat::Human);
        CHECK(view.crib == state.crib());
        CHECK(view.shows.size() == 3);
    }
}

TEST_CASE("random games keep every rule's invariants and end at 121") {
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Rng rng(seed);
        GameState state = new_game();
        std::array<int, 2> last_scores{};
        int steps = 0;
        while (state.phase != Phase::GameOver) {
            REQUIRE(++steps < 5000);
            const auto actions = legal_actions(state);
            REQUIRE(!actions.empty());
            for (const Action& action : actions) {
                REQUIRE(why_illegal(state, action).empty());
            }
            // An illegal move is refused and changes nothing.
            if (state.phase == Phase::Play) {
                for (const Card c : full_deck()) {
                    const Action wrong = Play{c};
                    if (std::find(actions.begin(), actions.end(), wrong) == actions.end()) {
                        const GameState before = state;
                        const Outcome refused = apply(state, wrong, rng);
                        REQUIRE(!refused.ok);
                        REQUIRE(!refused.error.empty());
                        REQUIRE(state.player(Seat::Human).hand == before.player(Seat::Human).hand);
                        break;
                    }
                }
            }
            const Action action = actions[rng.below(actions.size())];
            REQUIRE(apply(state, action, rng).ok);
            if (state.phase == Phase::LayAway || state.phase == Phase::Play ||
                state.phase == Phase::DealOver) {
                check_cards_conserved(state);
            }
            REQUIRE(state.count() <= 31);
            if (state.phase == Phase::Play) {
                REQUIRE(play_position(state).can_play(index(state.turn)));
            }
            for (const Seat s : {Seat::Human, Seat::Computer}) {
                REQUIRE(state.player(s).score >= last_scores[static_cast<std::size_t>(index(s))]);
                REQUIRE(state.player(s).score <= 121);
                last_scores[static_cast<std::size_t>(index(s))] = state.player(s).score;
            }
        }
        REQUIRE(winner(state).has_value());
        CHECK(state.player(*winner(state)).score == 121);
        CHECK(state.player(other(*winner(state))).score < 121);
    }
}
