#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/match.hpp"
#include "redeal_hidden.hpp"
#include "test_cards.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <functional>

using namespace parlor::pinochle;
using parlor::pinochle::test::card;
using parlor::pinochle::test::cards;
using parlor::pinochle::test::holding;
using parlor::pinochle::test::meld;
using parlor::pinochle::test::redeal_hidden;

namespace {

// A round in progress, between tricks: hands (with melds written as a Melds: line), the stock,
// the trump card (or a suit letter once it is taken), `leader` to lead.
GameState table(const std::string& human, const std::string& human_melds,
                const std::string& computer, const std::string& computer_melds,
                const std::string& stock, const std::string& trump_card, Seat leader) {
    GameState state;
    state.round = 1;
    if (trump_card.size() == 1) {
        state.trump = *parse_suit(trump_card);
    } else {
        state.trump_card = card(trump_card);
        state.trump = state.trump_card->suit;
    }
    state.player(Seat::Human).hand = holding(human, human_melds, state.trump);
    state.player(Seat::Computer).hand = holding(computer, computer_melds, state.trump);
    state.stock = cards(stock);
    state.phase = Phase::Lead;
    state.leader = leader;
    state.turn = leader;
    return state;
}

// Plays random legal moves from a new game (seeded) until `stop` says so; the state then.
GameState random_position(std::uint64_t seed, const std::function<bool(const GameState&)>& stop) {
    Rng rng(seed);
    GameState state = new_game(rng);
    apply(state, CallToss{seed % 2 == 0}, rng);
    while (state.phase != Phase::RoundOver && !stop(state)) {
        const auto actions = legal_actions(state);
        // Melds are declared when there are some, so that positions carry melds.
        const Action action =
            state.phase == Phase::Meld ? actions.front() : actions[rng.below(actions.size())];
        apply(state, action, rng);
    }
    return state;
}

// Perfect play from an endgame (no stock), by exhaustive minimax over every legal action
// (declining a meld included): the mover's round score minus the other's, gained from here.
int brute_force(const GameState& state, Seat me) {
    if (state.phase == Phase::RoundOver) {
        return state.player(me).round_score - state.player(parlor::pinochle::other(me)).round_score;
    }
    const bool mine = state.turn == me;
    int best = mine ? -100000 : 100000;
    for (const Action& action : legal_actions(state)) {
        GameState next = state;
        Rng rng(1);
        REQUIRE(apply(next, action, rng).ok);
        const int value = brute_force(next, me);
        best = mine ? std::max(best, value) : std::min(best, value);
    }
    return best;
}

bool is_play_or_meld(Phase phase) {
    return phase == Phase::Lead || phase == Phase::Follow || phase == Phase::Meld;
}

} // namespace

TEST_CASE("the strategies by name") {
    CHECK(strategy_names() == std::vector<std::string>{"random", "greedy", "expert"});
    CHECK(make_strategy("expert", 1)->name() == "expert");
    CHECK(make_strategy("nobody", 1) == nullptr);
}

TEST_CASE("every strategy plays whole rounds by the rules, with a reason for every move") {
    for (const char* name : {"random", "greedy", "expert"}) {
        for (std::uint64_t seed = 1; seed <= (std::string(name) == "expert" ? 2U : 20U); ++seed) {
            auto a = make_strategy(name, seed);
            auto b = make_strategy(name, seed + 100);
            GameRecord record;
            CHECK_NOTHROW(record = play_game(*a, *b, seed));
            CHECK_FALSE(record.capped);
            CHECK(record.capture_points[0] + record.capture_points[1] == 240);
        }
    }
    // The reasons are there, move by move.
    auto expert = make_strategy("expert", 9);
    Rng rng(9);
    GameState state = new_game(rng);
    apply(state, CallToss{true}, rng);
    while (is_play_or_meld(state.phase)) {
        const Decision decision = expert->decide(view_for(state, state.turn));
        CHECK_FALSE(decision.reasons.empty());
        REQUIRE(why_illegal(state, decision.action).empty());
        apply(state, decision.action, rng);
    }
}

TEST_CASE("greedy: the highest card in no meld leads, the cheapest winner chases, else the "
          "lowest card, and the best meld is declared") {
    auto greedy = make_strategy("greedy", 1);
    // Hearts trump. The A♠ is melded in four aces: the 10♣ is the highest card in no meld.
    GameState lead =
        table("XC KD 9S", "AS AC AD AH", "9C 9C 9D 9D 9S 9H 9H", "", "JS JS JD", "QH", Seat::Human);
    CHECK(greedy->decide(view_for(lead, Seat::Human)).action == Action{Play{card("XC")}});
    // Chasing an A♠: a heart wins, the cheapest heart is the 9.
    GameState chase = table("9C JC XC AC KS QS JH", "", "AS KH 9H JD QD 9S XD", "", "JS KD JD",
                            "QH", Seat::Computer);
    Rng rng(1);
    apply(chase, Play{card("AS")}, rng);
    const Decision winning = greedy->decide(view_for(chase, Seat::Computer));
    CHECK(winning.action == Action{Play{card("9H")}});
    CHECK(winning.reasons.front() == "Chasing with the 9♥: the cheapest card that wins the A♠.");
    // Nothing wins a led A♥ (trump): the lowest card is thrown.
    GameState throwing = table("AH JC XC AC KS QS JH", "", "AS KS 9C JD QD 9S XD", "", "JS KD JD",
                               "QH", Seat::Human);
    apply(throwing, Play{card("AH")}, rng);
    const Decision thrown = greedy->decide(view_for(throwing, Seat::Computer));
    CHECK(std::get<Play>(thrown.action).card.rank == 9);
    CHECK(std::get<Play>(thrown.action).card.suit != Suit::Hearts);
    // The best meld.
    GameState melding = table("AC AD AH AS KS QS 9H", "", "9C 9C 9D 9D 9S JH XD", "", "JS KD JD",
                              "QH", Seat::Human);
    apply(melding, Play{card("9H")}, rng);
    apply(melding, Play{card("9C")}, rng);
    REQUIRE(melding.phase == Phase::Meld);
    CHECK(greedy->decide(view_for(melding, Seat::Human)).action ==
          Action{Declare{meld("AC AD AH AS", Suit::Hearts)}});
}

TEST_CASE("the meld plan declares the royal marriage before the flush, and the most first "
          "otherwise") {
    const Suit hearts = Suit::Hearts;
    const auto plan = plan_melds(holding("AH XH KH QH JH 9C", "", hearts), hearts);
    REQUIRE(plan.size() == 2);
    CHECK(plan[0] == meld("KH QH", hearts));
    CHECK(plan[1] == meld("AH XH KH QH JH", hearts));
    const auto kings = plan_melds(holding("KS KC KD KH QS JD", "", hearts), hearts);
    REQUIRE(!kings.empty());
    CHECK(kings[0] == meld("KS KC KD KH", hearts));
    CHECK(plan_melds(holding("9C JS", "", hearts), hearts).empty());

    // The expert says why.
    GameState state =
        table("AH XH KH QH JH 9C", "", "9C 9D 9D 9S 9S JC", "", "JS KD JD", "9H", Seat::Human);
    Rng rng(1);
    apply(state, Play{card("9C")}, rng);
    apply(state, Play{card("9S")}, rng);
    REQUIRE(state.phase == Phase::Meld);
    const Decision decision = make_strategy("expert", 1)->decide(view_for(state, Seat::Human));
    CHECK(decision.action == Action{Declare{meld("KH QH", Suit::Hearts)}});
}

TEST_CASE("the expert never looks at hidden cards: the same view with another hidden deal "
          "gives the same decision") {
    int compared = 0;
    int stock_phase = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        // Stop at a decision somewhere in the round, chosen by the seed.
        const int stop_after = static_cast<int>(seed * 7 % 23);
        const GameState state = random_position(seed, [stop_after](const GameState& s) {
            return s.tricks_played() >= stop_after && is_play_or_meld(s.phase);
        });
        if (!is_play_or_meld(state.phase)) {
            continue;
        }
        const Seat seat = state.turn;
        Rng redeal_rng(seed * 31);
        const GameState other = redeal_hidden(state, seat, redeal_rng);
        // The redeal really changed something hidden while the stock lasts.
        if (!state.stock.empty()) {
            ++stock_phase;
            CHECK((other.stock != state.stock ||
                   other.player(parlor::pinochle::other(seat)).hand !=
                       state.player(parlor::pinochle::other(seat)).hand));
        }
        const SeatView view = view_for(state, seat);
        const SeatView same = view_for(other, seat);
        CHECK(same.hand == view.hand);
        CHECK(same.stock_size == view.stock_size);
        for (std::size_t s = 0; s < 2; ++s) {
            CHECK(same.sides[s].melded == view.sides[s].melded);
            CHECK(same.sides[s].shown == view.sides[s].shown);
            CHECK(same.sides[s].held == view.sides[s].held);
        }
        auto a = make_strategy("expert", seed);
        auto b = make_strategy("expert", seed);
        const Decision first = a->decide(view);
        const Decision second = b->decide(same);
        CHECK(first.action == second.action);
        CHECK(first.reasons == second.reasons);
        const Advice help_a = advise(view, 5);
        const Advice help_b = advise(same, 5);
        CHECK(help_a.action == help_b.action);
        CHECK(help_a.lines == help_b.lines);
        ++compared;
    }
    CHECK(compared >= 25);
    CHECK(stock_phase >= 15);
}

TEST_CASE("once the stock is gone the expert plays perfectly, as an exhaustive search shows, "
          "and says it searched exactly") {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        // 3 or 4 cards each, now and then 5 (the exhaustive search grows fast).
        const int cards_left = seed % 6 == 0 ? 5 : 3 + static_cast<int>(seed % 2);
        const GameState state = random_position(seed, [cards_left](const GameState& s) {
            return s.stock.empty() && is_play_or_meld(s.phase) &&
                   static_cast<int>(s.player(s.turn).hand.cards.size()) <= cards_left;
        });
        if (!is_play_or_meld(state.phase)) {
            continue;
        }
        const Seat seat = state.turn;
        const int best = brute_force(state, seat);
        const Decision decision = make_strategy("expert", seed)->decide(view_for(state, seat));
        GameState after = state;
        Rng rng(1);
        REQUIRE(apply(after, decision.action, rng).ok);
        CHECK_MESSAGE(brute_force(after, seat) == best,
                      "seed " << seed << ": " << describe(decision.action));
        if (state.phase != Phase::Meld) {
            REQUIRE(decision.reasons.size() >= 2);
            REQUIRE(decision.reasons.size() <= 3);
            CHECK(decision.reasons[1].find("searched the rest of the round exactly") !=
                  std::string::npos);
            // The value it announces is the exhaustive one: the round's margin when it ends.
            const int ahead = best;
            const std::string standing = ahead == 0
                                             ? "level with you"
                                             : std::to_string(std::abs(ahead)) + " points " +
                                                   (ahead > 0 ? "ahead of you" : "behind you");
            CHECK_MESSAGE(decision.reasons[1].find(standing) != std::string::npos,
                          decision.reasons[1] << " / expected " << standing);
        }
        ++checked;
    }
    CHECK(checked >= 20);
}

TEST_CASE("the help is the expert's move on the human's view, in the second person") {
    GameState state =
        table("AH XH KH QH JH 9C", "", "9C 9D 9D 9S 9S JC", "", "JS KD JD", "9H", Seat::Human);
    Rng rng(1);
    apply(state, Play{card("9C")}, rng);
    apply(state, Play{card("9S")}, rng);
    const Advice meld_advice = advise(view_for(state, Seat::Human));
    REQUIRE(meld_advice.meld.has_value());
    CHECK(*meld_advice.meld == meld("KH QH", Suit::Hearts));
    CHECK(meld_advice.highlight == cards("KH QH"));
    REQUIRE(meld_advice.lines.size() == 2);
    CHECK(meld_advice.lines[0] ==
          "Declare the royal marriage first: the flush can follow after another won trick.");
    CHECK(meld_advice.lines[1] == "The royal marriage is worth 40 points now, and the flush 150 "
                                  "points after another won trick; declaring the flush now would "
                                  "rule it out.");

    apply(state, meld_advice.action, rng);
    REQUIRE(state.phase == Phase::Lead);
    const Advice lead = advise(view_for(state, Seat::Human), 3);
    const auto* play = std::get_if<Play>(&lead.action);
    REQUIRE(play != nullptr);
    CHECK(lead.highlight == std::vector<Card>{play->card});
    CHECK(lead.lines.front().rfind("Lead ", 0) == 0);
    CHECK(lead.lines.size() >= 2);
    CHECK(lead.lines.size() <= 3);
    CHECK(lead.lines[1].find("guesses at the computer's hand") != std::string::npos);
}

// Why the table never marks "No meld": declining gives up points a meld would bring and frees no
// card for the tricks (a melded card is still played), so the help's choice in a meld is always
// a meld, the stock still there or gone.
TEST_CASE("in every meld choice of self-play the help advises a meld, never declining") {
    int looked = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        Rng rng(seed);
        GameState state = new_game(rng);
        apply(state, CallToss{seed % 2 == 0}, rng);
        while (state.phase != Phase::RoundOver) {
            const auto actions = legal_actions(state);
            if (state.phase == Phase::Meld) {
                const Advice help = advise(view_for(state, state.turn), seed);
                CHECK(std::holds_alternative<Declare>(help.action));
                ++looked;
            }
            REQUIRE(apply(state, actions[rng.below(actions.size())], rng).ok);
        }
    }
    CHECK(looked > 20);
}
