#include "parlor/games/cruno/move_words.hpp"
#include "parlor/games/cruno/rules.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace parlor::cruno;
using namespace parlor::cruno::test;

namespace {

Setup seats(int players, Rules rules = {}, std::optional<int> dealer = std::nullopt) {
    Setup setup;
    for (int i = 0; i < players; ++i) {
        setup.seats.push_back({"P" + std::to_string(i), "rule"});
    }
    setup.rules = rules;
    setup.dealer = dealer;
    return setup;
}

Play play(const std::string& c) {
    return Play{card(c), std::nullopt};
}

Play eight(const std::string& c, Suit suit) {
    return Play{card(c), suit};
}

bool is_legal(const GameState& state, const Action& action) {
    const auto actions = legal_actions(state);
    return std::find(actions.begin(), actions.end(), action) != actions.end() &&
           why_illegal(state, action).empty();
}

} // namespace

TEST_CASE("a new game: five cards each from the dealer's left, a first discard, the left plays") {
    for (const int players : {2, 3, 6, 10}) {
        CAPTURE(players);
        Rng rng(42);
        const GameState state = new_game(seats(players, {}, 1), rng);
        CHECK(state.player_count() == players);
        CHECK(state.decks == (players > 5 ? 2 : 1));
        for (const Player& player : state.players) {
            CHECK(player.hand.size() == 5);
        }
        CHECK(state.discard.size() == 1);
        CHECK(state.stock.size() == static_cast<std::size_t>(76 * state.decks - 5 * players - 1));
        CHECK(face_counts(all_cards(state)) == face_counts(full_deck(state.decks)));
        CHECK(state.dealer == 1);
        CHECK(state.turn == 2 % players);
        CHECK(state.direction == Direction::Clockwise);
        CHECK(state.pending_draw == 0);
        CHECK(state.suit == state.top().card.suit);
    }
    // The cards go round one at a time from the dealer's left: the same shuffle dealt by seat 0
    // gives seat 1 the first card.
    Rng a(7);
    const GameState dealt = new_game(seats(3, {}, 0), a);
    // With the dealer given, the shuffle is the first thing drawn from the generator.
    Rng c(7);
    std::vector<Card> deck = full_deck(1);
    c.shuffle(deck);
    CHECK(dealt.player(1).hand.front() == deck[0]);
    CHECK(dealt.player(2).hand.front() == deck[1]);
    CHECK(dealt.player(0).hand.front() == deck[2]);
    CHECK(dealt.player(1).hand[1] == deck[3]);
    CHECK(dealt.top().card == deck[15]);
    CHECK(dealt.stock.front() == deck[16]);
}

TEST_CASE("new_game refuses fewer than 2 or more than 10 players and draws a dealer") {
    Rng rng(1);
    CHECK_THROWS_AS(new_game(seats(1), rng), std::invalid_argument);
    CHECK_THROWS_AS(new_game(seats(11), rng), std::invalid_argument);
    std::set<int> dealers;
    for (std::uint64_t seed = 0; seed < 60; ++seed) {
        Rng r(seed);
        dealers.insert(new_game(seats(4), r).dealer);
    }
    CHECK(dealers.size() == 4);
}

TEST_CASE("the first discard's action is not applied; an 8 turned up keeps its own suit") {
    bool action_seen = false;
    bool eight_seen = false;
    for (std::uint64_t seed = 0; seed < 400 && !(action_seen && eight_seen); ++seed) {
        Rng rng(seed);
        const GameState state = new_game(seats(3, {}, 0), rng);
        const Card first = state.top().card;
        if (first.is_action()) {
            action_seen = true;
            CHECK(state.turn == 1); // no Skip, no Reverse
            CHECK(state.direction == Direction::Clockwise);
            CHECK(state.pending_draw == 0); // no Draw Two
        }
        if (first.is_eight()) {
            eight_seen = true;
            CHECK(state.suit == first.suit);
        }
    }
    CHECK(action_seen);
    CHECK(eight_seen);
}

TEST_CASE("playable: any 8, the suit to follow, the top's rank, the top's action") {
    const Card seven_hearts = card("7H");
    const Suit hearts = Suit::Hearts;
    CHECK(playable(card("7C"), seven_hearts, hearts));  // rank
    CHECK(playable(card("2H"), seven_hearts, hearts));  // suit
    CHECK(playable(card("8S"), seven_hearts, hearts));  // an 8
    CHECK(playable(card("SKH"), seven_hearts, hearts)); // an action card of the suit
    CHECK_FALSE(playable(card("SKC"), seven_hearts, hearts));
    CHECK_FALSE(playable(card("6C"), seven_hearts, hearts));
    const Card skip_diamonds = card("SKD");
    CHECK(playable(card("SKC"), skip_diamonds, Suit::Diamonds)); // the same action
    CHECK(playable(card("RVD"), skip_diamonds, Suit::Diamonds)); // the suit
    CHECK(playable(card("9D"), skip_diamonds, Suit::Diamonds));
    CHECK_FALSE(playable(card("RVC"), skip_diamonds, Suit::Diamonds));
    CHECK_FALSE(playable(card("D2C"), skip_diamonds, Suit::Diamonds));
    CHECK_FALSE(playable(card("9C"), skip_diamonds, Suit::Diamonds));
    // After an 8 only the suit named (or another 8).
    const Card eight_clubs = card("8C");
    CHECK(playable(card("3S"), eight_clubs, Suit::Spades));
    CHECK(playable(card("D2S"), eight_clubs, Suit::Spades));
    CHECK(playable(card("8H"), eight_clubs, Suit::Spades));
    CHECK_FALSE(playable(card("3C"), eight_clubs, Suit::Spades));
    CHECK_FALSE(playable(card("D2C"), eight_clubs, Suit::Spades));
}

TEST_CASE("a turn: play a playable card, or draw and choose again until a card is played") {
    GameState state = table({"7C 2D", "9S 9D"}, "7H", "KH 3D");
    CHECK(is_legal(state, play("7C")));
    CHECK(is_legal(state, Draw{})); // playing is never forced
    CHECK_FALSE(is_legal(state, play("2D")));
    const Outcome drew = act(state, Draw{});
    REQUIRE(drew.ok);
    const auto draws = events_of<DrewEvent>(drew);
    REQUIRE(draws.size() == 1);
    CHECK(draws[0].player == 0);
    CHECK(draws[0].card == card("KH"));
    CHECK_FALSE(draws[0].forced);
    CHECK(state.turn == 0); // still this player's turn
    CHECK(holds(state.player(0).hand, "KH"));
    CHECK(is_legal(state, play("KH")));
    REQUIRE(act(state, play("KH")).ok);
    CHECK(state.turn == 1);
    CHECK(state.top().card == card("KH"));
    CHECK(state.suit == Suit::Hearts);
    CHECK(state.player(0).hand == cards("7C 2D"));
}

TEST_CASE("legal actions list each playable card once, an 8 once for each suit") {
    const GameState state = table({"7C 7C 8S 8S 2D", "9S"}, "7H", "KH", {}, {"rule", "rule"});
    const auto actions = legal_actions(state);
    CHECK(std::count(actions.begin(), actions.end(), Action{play("7C")}) == 1);
    for (const Suit suit : suits) {
        CHECK(std::count(actions.begin(), actions.end(), Action{eight("8S", suit)}) == 1);
    }
    CHECK(actions.size() == 1 + 4 + 1); // 7C, 8S naming each suit, draw
}

TEST_CASE("an 8 is played naming a suit, which the next player must follow") {
    GameState state = table({"8C 4D", "3S 3C", "5S"}, "7H", "KH");
    CHECK(why_illegal(state, play("8C")) == "Name the suit to follow with the 8\u2663.");
    CHECK(why_illegal(state, Play{card("4D"), Suit::Hearts}) == "Only an 8 names a suit.");
    const Outcome played = act(state, eight("8C", Suit::Spades));
    REQUIRE(played.ok);
    const auto plays = events_of<PlayedEvent>(played);
    REQUIRE(plays.size() == 1);
    CHECK(plays[0].card == card("8C"));
    CHECK(plays[0].suit == Suit::Spades);
    CHECK(state.suit == Suit::Spades);
    CHECK(state.turn == 1);
    CHECK(is_legal(state, play("3S")));
    CHECK_FALSE(is_legal(state, play("3C"))); // clubs is the 8's suit, not the one named
}

TEST_CASE("Skip: the next player loses the turn; between two players, play again") {
    GameState three = table({"SKH 2C", "4H", "5H"}, "7H", "KH");
    const Outcome skipped = act(three, play("SKH"));
    REQUIRE(skipped.ok);
    const auto events = events_of<SkippedEvent>(skipped);
    REQUIRE(events.size() == 1);
    CHECK(events[0].player == 1);
    CHECK(three.turn == 2);

    GameState two = table({"SKH 2H", "4H"}, "7H", "KH");
    REQUIRE(act(two, play("SKH")).ok);
    CHECK(two.turn == 0);
    REQUIRE(act(two, play("2H")).ok);
    CHECK(two.phase == Phase::GameOver);
}

TEST_CASE("Reverse flips the direction of play") {
    GameState state = table({"RVH 2C", "4H 4C", "5H 5C", "6H 6C"}, "7H", "KH");
    const Outcome reversed = act(state, play("RVH"));
    REQUIRE(reversed.ok);
    CHECK(events_of<ReversedEvent>(reversed).at(0).direction == Direction::Counterclockwise);
    CHECK(events_of<SkippedEvent>(reversed).empty());
    CHECK(state.direction == Direction::Counterclockwise);
    CHECK(state.turn == 3);
    REQUIRE(act(state, play("6H")).ok);
    CHECK(state.turn == 2);
    REQUIRE(act(state, play("5H")).ok);
    CHECK(state.turn == 1);
}

TEST_CASE("Reverse between two players: only the suit changes, unless reverse_skips_with_two") {
    GameState plain = table({"RVH 2C", "4H"}, "7H", "KH");
    REQUIRE(act(plain, play("RVH")).ok);
    CHECK(plain.turn == 1);
    CHECK(plain.direction == Direction::Counterclockwise);

    GameState skipping = table({"RVH 2H", "4H"}, "7H", "KH", {false, true});
    const Outcome outcome = act(skipping, play("RVH"));
    REQUIRE(outcome.ok);
    CHECK(events_of<SkippedEvent>(outcome).at(0).player == 1);
    CHECK(skipping.turn == 0);

    // With three players the option changes nothing.
    GameState three = table({"RVH 2H", "4H", "5H"}, "7H", "KH", {false, true});
    REQUIRE(act(three, play("RVH")).ok);
    CHECK(three.turn == 2);
}

TEST_CASE("Draw Two: the next player draws two at once, then plays their turn") {
    GameState state = table({"D2H 2C", "4C 9S", "5H"}, "7H", "KH 3C QD");
    const Outcome played = act(state, play("D2H"));
    REQUIRE(played.ok);
    CHECK(events_of<DrawTwoEvent>(played).at(0).player == 1);
    CHECK(state.turn == 1);
    CHECK(state.pending_draw == 2);
    CHECK(legal_actions(state) == std::vector<Action>{Draw{}});
    CHECK(why_illegal(state, play("4C")) ==
          "A Draw Two was played on Bob: draw its two cards first.");
    const Outcome drew = act(state, Draw{});
    REQUIRE(drew.ok);
    const auto draws = events_of<DrewEvent>(drew);
    REQUIRE(draws.size() == 2);
    CHECK(draws[0].card == card("KH"));
    CHECK(draws[1].card == card("3C"));
    CHECK(draws[0].forced);
    CHECK(draws[1].forced);
    CHECK(state.pending_draw == 0);
    CHECK(state.turn == 1); // Bob now plays his turn
    CHECK(state.player(1).hand.size() == 4);
    CHECK(is_legal(state, play("KH")));
}

TEST_CASE("draw_two_skips: the Draw Two victim also loses the turn") {
    GameState state = table({"D2H 2C", "4C 9S", "5H"}, "7H", "KH 3C QD", {true, false});
    REQUIRE(act(state, play("D2H")).ok);
    const Outcome drew = act(state, Draw{});
    REQUIRE(drew.ok);
    CHECK(events_of<DrewEvent>(drew).size() == 2);
    CHECK(events_of<SkippedEvent>(drew).at(0).player == 1);
    CHECK(state.turn == 2);
}

TEST_CASE("an empty stock: the discard pile but its top card is shuffled into a new stock") {
    GameState state = table({"2C 3C", "4H"}, "7H 5H 6H 9H", "");
    const Outcome drew = act(state, Draw{}, 3);
    REQUIRE(drew.ok);
    const auto reshuffles = events_of<ReshuffledEvent>(drew);
    REQUIRE(reshuffles.size() == 1);
    std::vector<Card> expected = cards("5H 6H 9H");
    Rng rng(3);
    rng.shuffle(expected);
    CHECK(reshuffles[0].stock == expected);
    CHECK(state.discard.size() == 1);
    CHECK(state.top().card == card("7H"));
    CHECK(state.player(0).hand.back() == expected.front());
    CHECK(state.stock.size() == 2);
    CHECK(events_of<DrewEvent>(drew).at(0).card == expected.front());
}

TEST_CASE("nothing to draw even after a reshuffle: the game ends, the lowest penalty wins") {
    GameState state = table({"2C 3C", "4D 9S", "XS"}, "7H", "");
    const Outcome drew = act(state, Draw{});
    REQUIRE(drew.ok);
    CHECK(state.phase == Phase::GameOver);
    CHECK(state.end_reason == EndReason::StockOut);
    CHECK(state.winners == std::vector<int>{0});
    CHECK(state.penalties == std::vector<int>{5, 13, 10});
    const auto over = events_of<GameOverEvent>(drew);
    REQUIRE(over.size() == 1);
    CHECK(over[0].reason == EndReason::StockOut);
    CHECK(legal_actions(state).empty());
    CHECK(why_illegal(state, Draw{}) == "The game is over.");

    // Ties share the win.
    GameState tied = table({"2C 3C", "5D", "KS"}, "7H", "");
    REQUIRE(act(tied, Draw{}).ok);
    CHECK(tied.winners == std::vector<int>{0, 1});

    // A Draw Two's second card may be the one that cannot be drawn.
    // (the first comes from the 7H reshuffled; then only the Draw Two itself is left)
    GameState forced = table({"D2H 2C", "4C 9S", "5H"}, "7H", "");
    REQUIRE(act(forced, play("D2H")).ok);
    const Outcome short_draw = act(forced, Draw{});
    CHECK(events_of<DrewEvent>(short_draw).size() == 1);
    CHECK(events_of<ReshuffledEvent>(short_draw).size() == 1);
    CHECK(forced.phase == Phase::GameOver);
    CHECK(forced.penalties == std::vector<int>{2, 20, 5});
    CHECK(forced.winners == std::vector<int>{0});
}

TEST_CASE("a player who empties their hand wins at once, whatever the card") {
    GameState state = table({"D2H", "4C 9S"}, "7H", "KH 3C");
    const Outcome played = act(state, play("D2H"));
    REQUIRE(played.ok);
    CHECK(state.phase == Phase::GameOver);
    CHECK(state.end_reason == EndReason::EmptyHand);
    CHECK(state.winners == std::vector<int>{0});
    CHECK(state.pending_draw == 0); // nobody draws for it
    CHECK(events_of<DrawTwoEvent>(played).empty());
    CHECK(events_of<GameOverEvent>(played).at(0).winners == std::vector<int>{0});
}

TEST_CASE("the trickster turns a card into an 8 only when it has nothing to play") {
    GameState state = table({"4C KD", "5S"}, "7H", "QH", {}, {"trickster", "rule"});
    const Convert convert{card("4C"), Suit::Spades};
    CHECK(is_legal(state, convert));
    CHECK(is_legal(state, Draw{}));
    const Outcome outcome = act(state, convert);
    REQUIRE(outcome.ok);
    const auto plays = events_of<PlayedEvent>(outcome);
    REQUIRE(plays.size() == 1);
    CHECK(plays[0].card == card("8C")); // the 8 of its own suit
    CHECK(plays[0].converted_from == card("4C"));
    CHECK(plays[0].suit == Suit::Spades);
    CHECK(state.top().converted);
    CHECK(state.top().shown() == card("8C"));
    CHECK(state.suit == Suit::Spades);
    CHECK(state.turn == 1);
    CHECK(is_legal(state, play("5S")));

    GameState can_play = table({"4C 7C", "5S"}, "7H", "QH", {}, {"trickster", "rule"});
    CHECK(why_illegal(can_play, convert) ==
          "The trickster converts a card only when it has nothing to play.");
    GameState honest = table({"4C KD", "5S"}, "7H", "QH");
    CHECK(why_illegal(honest, convert) == "Only the trickster turns cards into 8s.");
    const auto honest_actions = legal_actions(honest);
    CHECK(std::none_of(honest_actions.begin(), honest_actions.end(),
                       [](const Action& a) { return std::holds_alternative<Convert>(a); }));
}

TEST_CASE("a converted card is its own card again once reshuffled into the stock") {
    GameState state = table({"4C KD", "5S 6D"}, "7H", "", {}, {"trickster", "rule"});
    REQUIRE(act(state, Convert{card("4C"), Suit::Spades}).ok);
    REQUIRE(act(state, play("5S")).ok);
    CHECK(state.turn == 0);
    const Outcome drew = act(state, Draw{});
    const auto reshuffles = events_of<ReshuffledEvent>(drew);
    REQUIRE(reshuffles.size() == 1);
    CHECK(face_counts(reshuffles[0].stock) == face_counts(cards("4C 7H")));
    CHECK(std::none_of(state.discard.begin(), state.discard.end(),
                       [](const Discarded& d) { return d.converted; }));
}

TEST_CASE("refused actions say why and change nothing") {
    GameState state = table({"7C 2D", "9S"}, "7H", "KH");
    const GameState before = state;
    const Outcome refused = act(state, play("2D"));
    CHECK_FALSE(refused.ok);
    CHECK(refused.error ==
          "The 2\u2666 does not match the 7\u2665: play a card of its suit, its rank, or an 8.");
    CHECK(act(state, play("QS")).error == "The Q\u2660 is not in Alice's hand.");
    CHECK(act(state, Convert{card("2D"), Suit::Clubs}).error ==
          "Only the trickster turns cards into 8s.");
    CHECK(state == before);
    CHECK(refused.events.empty());
}

TEST_CASE("describe and notation of moves, and reading them back") {
    CHECK(describe(play("7H")) == "play the 7 of hearts");
    CHECK(describe(eight("8C", Suit::Hearts)) == "play the 8 of clubs and name hearts");
    CHECK(describe(Draw{}) == "draw a card");
    CHECK(describe(Convert{card("4C"), Suit::Spades}) ==
          "turn the 4 of clubs into an 8 and name spades");
    for (const Action& action :
         {Action{play("7H")}, Action{eight("8C", Suit::Hearts)}, Action{Draw{}},
          Action{Convert{card("4C"), Suit::Spades}}, Action{play("SKD")}}) {
        std::string error;
        CHECK(read_move_words(move_text(action), error) == action);
    }
    CHECK(move_text(eight("8C", Suit::Hearts)) == "8C H");
    std::string error;
    CHECK(read_move_words("8c hearts", error) == Action{eight("8C", Suit::Hearts)});
    CHECK_FALSE(read_move_words("8C", error));
    CHECK(error == "Name the suit to follow after the 8, like 8C H.");
    CHECK_FALSE(read_move_words("7H S", error));
    CHECK(error == "Only an 8 names a suit: type 7H alone.");
    CHECK_FALSE(read_move_words("8C X", error));
    CHECK_FALSE(read_move_words("draw 2", error));
    CHECK_FALSE(read_move_words("", error));
}

TEST_CASE("the seat after, in the direction of play") {
    GameState state = table({"2C", "3C", "4C", "5C"}, "7H", "");
    CHECK(state.next_seat(3) == 0);
    CHECK(state.next_seat(0, 2) == 2);
    state.direction = Direction::Counterclockwise;
    CHECK(state.next_seat(0) == 3);
    CHECK(state.next_seat(1, 2) == 3);
}

TEST_CASE("a seat's view shows its own hand and every hand's size, never the other cards") {
    GameState state = table({"7C 2D", "9S 9D QH", "5H"}, "7H 3H", "KH 3D");
    state.player(1).note = DrawNote{cards("6S"), 2};
    const SeatView view = view_for(state, 1);
    CHECK(view.seat == 1);
    CHECK(view.hand == cards("9S 9D QH"));
    CHECK(view.hand_sizes == std::vector<int>{2, 3, 1});
    CHECK(view.names == std::vector<std::string>{"Alice", "Bob", "Carol"});
    CHECK(view.stock_size == 2);
    CHECK(view.top() == card("7H"));
    CHECK(view.discard.size() == 2);
    CHECK(view.notes[1] == DrawNote{cards("6S"), 2});
    CHECK(legal_actions(view).empty()); // not its turn
    CHECK(legal_actions(view_for(state, 0)) == legal_actions(state));
}
