// The computer players and the help: greedy's exact rules, the expert's duties (keep wilds, go
// out, minimise points on the last turn, never throw back the top discard), legality,
// determinism, no peeking at hidden cards, and the sentences of the reasons and the help.

#include "common/text.hpp"
#include "test_cards.hpp"
#include "test_games.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/games/fivecrowns/ai.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace parlor::fivecrowns;
using parlor::cards::pretty;

using parlor::fivecrowns::test::card_of;
using parlor::fivecrowns::test::cards_of;
using parlor::fivecrowns::test::without;
using parlor::test::contains;
using parlor::test::joined;

namespace {

// A table set by hand, the computer to move in the Draw phase.
GameState table(int round, const std::string& computer, const std::string& human,
                const std::string& stock, const std::string& discard) {
    GameState s;
    s.round = round;
    s.phase = Phase::Draw;
    s.turn = Seat::Computer;
    s.player(Seat::Computer).hand = cards_of(computer);
    s.player(Seat::Human).hand = cards_of(human);
    s.stock = cards_of(stock);
    s.discard = cards_of(discard);
    return s;
}

// The same table after the computer drew `card` (from the discard pile or the stock).
GameState after_drawing(GameState s, bool from_discard) {
    Rng rng(1);
    const Outcome outcome =
        apply(s, from_discard ? Action{TakeDiscard{}} : Action{DrawStock{}}, rng);
    REQUIRE(outcome.ok);
    return s;
}

bool any_contains(const std::vector<std::string>& lines, const std::string& part) {
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& line) { return contains(line, part); });
}

using test::sample_states;

int fewest_after(const std::vector<Card>& hand, int wild_rank) {
    int best = 1 << 20;
    for (const Card card : hand) {
        best = std::min(best, best_points(without(hand, card), wild_rank));
    }
    return best;
}

} // namespace

TEST_CASE("the strategies are known by name") {
    CHECK(strategy_names() == std::vector<std::string>{"random", "greedy", "expert"});
    for (const auto& name : strategy_names()) {
        const auto strategy = make_strategy(name, 1);
        REQUIRE(strategy);
        CHECK(strategy->name() == name);
    }
    CHECK(make_strategy("genius", 1) == nullptr);
    CHECK(make_strategy("", 1) == nullptr);
}

TEST_CASE("greedy takes the top discard only when it strictly lowers its points") {
    auto greedy = make_strategy("greedy", 1);
    SUBCASE("a card that lowers the points is taken") {
        // 5♦ 6♦ K♣ leaves 24; with the 7♦ and the K♣ thrown, nothing.
        GameState s = table(1, "5D 6D KC", "4S 4H 9T", "8C 9C XC", "7D");
        const Decision d = greedy->decide(view_for(s, Seat::Computer));
        CHECK(d.action == Action{TakeDiscard{}});
        CHECK(contains(d.reasons.front(), "7♦"));
    }
    SUBCASE("a card that leaves the points as they are is not") {
        // With the K♥ the best discard leaves 24 again: not strictly lower.
        GameState s = table(1, "5D 6D KC", "4S 4H 9T", "8C 9C XC", "KH");
        const Decision d = greedy->decide(view_for(s, Seat::Computer));
        CHECK(d.action == Action{DrawStock{}});
        CHECK(contains(d.reasons.front(), "K♥"));
    }
    SUBCASE("over many tables, exactly when the best discard after taking leaves fewer points") {
        for (const GameState& s : sample_states(120, 11)) {
            if (s.phase != Phase::Draw || s.discard.empty()) {
                continue;
            }
            const SeatView view = view_for(s, s.turn);
            std::vector<Card> with_top = view.hand;
            with_top.push_back(*view.discard_top());
            const bool lowers =
                fewest_after(with_top, view.wild_rank) < best_points(view.hand, view.wild_rank);
            const Action expected = lowers ? Action{TakeDiscard{}} : Action{DrawStock{}};
            CHECK(greedy->decide(view).action == expected);
        }
    }
}

TEST_CASE("greedy discards the card that leaves the fewest points, the costlier on a tie") {
    auto greedy = make_strategy("greedy", 1);
    SUBCASE("a hand set by hand") {
        // Round 1 (3s wild): the 3♠ fits nothing and is worth 20; throwing it leaves 17.
        GameState s = after_drawing(table(1, "3S 8C 9H", "4S 4H 9T", "KD", "XC"), false);
        CHECK(greedy->decide(view_for(s, Seat::Computer)).action == Action{Discard{card_of("3S")}});
    }
    SUBCASE("equal points left: the higher card goes") {
        // Round 2 (4s wild): 8♦ 9♦ 10♦ is a run; throwing the 6♣ or the 6♥ leaves 6 points.
        GameState s = after_drawing(table(2, "8D 9D XD 6C", "4S 5H 9T 9C", "6H", "XC"), false);
        CHECK(greedy->decide(view_for(s, Seat::Computer)).action == Action{Discard{card_of("6H")}});
    }
    SUBCASE("over many hands, exactly the rule") {
        for (const GameState& s : sample_states(120, 12)) {
            if (s.phase != Phase::Discard) {
                continue;
            }
            const SeatView view = view_for(s, s.turn);
            const Action action = greedy->decide(view).action;
            REQUIRE(std::holds_alternative<Discard>(action));
            const Card chosen = std::get<Discard>(action).card;
            const int left = best_points(without(view.hand, chosen), view.wild_rank);
            CHECK(left == fewest_after(view.hand, view.wild_rank));
            for (const Card other : view.hand) {
                if (best_points(without(view.hand, other), view.wild_rank) == left) {
                    CHECK(points(other, view.wild_rank) <= points(chosen, view.wild_rank));
                }
            }
        }
    }
}

TEST_CASE("every strategy returns only legal actions, with reasons") {
    std::vector<std::unique_ptr<Strategy>> strategies;
    for (const auto& name : strategy_names()) {
        strategies.push_back(make_strategy(name, 5));
    }
    for (const GameState& s : sample_states(90, 21)) {
        for (auto& strategy : strategies) {
            const Decision d = strategy->decide(view_for(s, s.turn));
            INFO(strategy->name(), "\n", test::fingerprint(s));
            CHECK(why_illegal(s, d.action).empty());
            CHECK(!d.reasons.empty());
        }
    }
}

TEST_CASE("with only one pile to draw from, every strategy draws from it") {
    // The stock is empty and the discard pile holds one card: it cannot be rebuilt.
    GameState only_discard = table(1, "5D 6D KC", "4S 4H 9T", "", "QH");
    // The discard pile is empty (a loaded game can start so).
    GameState only_stock = table(1, "5D 6D KC", "4S 4H 9T", "QH 8C", "");
    for (const auto& name : strategy_names()) {
        auto strategy = make_strategy(name, 3);
        CHECK(strategy->decide(view_for(only_discard, Seat::Computer)).action ==
              Action{TakeDiscard{}});
        CHECK(strategy->decide(view_for(only_stock, Seat::Computer)).action == Action{DrawStock{}});
    }
}

TEST_CASE("decisions are deterministic for a seed") {
    const auto states = sample_states(40, 31);
    for (const auto& name : strategy_names()) {
        auto first = make_strategy(name, 77);
        auto second = make_strategy(name, 77);
        for (const GameState& s : states) {
            const Decision a = first->decide(view_for(s, s.turn));
            const Decision b = second->decide(view_for(s, s.turn));
            CHECK(a.action == b.action);
            CHECK(a.reasons == b.reasons);
        }
    }
}

TEST_CASE("the strategies never read the opponent's hand or the order of the stock") {
    Rng rng(41);
    for (const GameState& s : sample_states(40, 41)) {
        // Another table that differs only in what the seat cannot see: the opponent's cards
        // (apart from those it is known to have taken) and the stock, dealt out afresh.
        GameState t = s;
        const Seat opponent = other(s.turn);
        std::vector<Card> hidden = t.stock;
        std::vector<Card> kept_known;
        std::vector<Card> known = t.taken_from_discard[index(opponent)];
        for (const Card card : t.player(opponent).hand) {
            const auto it = std::find(known.begin(), known.end(), card);
            if (it != known.end()) {
                known.erase(it);
                kept_known.push_back(card);
            } else {
                hidden.push_back(card);
            }
        }
        rng.shuffle(hidden);
        const std::size_t unknown = t.player(opponent).hand.size() - kept_known.size();
        t.player(opponent).hand = kept_known;
        t.player(opponent).hand.insert(t.player(opponent).hand.end(), hidden.begin(),
                                       hidden.begin() + static_cast<std::ptrdiff_t>(unknown));
        t.stock.assign(hidden.begin() + static_cast<std::ptrdiff_t>(unknown), hidden.end());
        REQUIRE(test::holds_full_deck(t) == test::holds_full_deck(s));

        for (const auto& name : strategy_names()) {
            auto a = make_strategy(name, 9);
            auto b = make_strategy(name, 9);
            const Decision da = a->decide(view_for(s, s.turn));
            const Decision db = b->decide(view_for(t, t.turn));
            CHECK(da.action == db.action);
            CHECK(da.reasons == db.reasons);
        }
        const Advice ha = advise(view_for(s, s.turn));
        const Advice hb = advise(view_for(t, t.turn));
        CHECK(ha.action == hb.action);
        CHECK(ha.lines == hb.lines);
    }
}

TEST_CASE("the expert keeps its wild cards unless it goes out or the opponent has gone out") {
    auto expert = make_strategy("expert", 1);
    SUBCASE("a loose wild that greedy would throw") {
        // Round 1: the 3♠ is wild; 8♣ K♥ 5♦ fit nothing with it yet. Greedy throws the 3♠.
        GameState s = after_drawing(table(1, "3S 8C KH", "4S 4H 9T", "5D", "XC"), false);
        const Decision d = expert->decide(view_for(s, Seat::Computer));
        CHECK(!(d.action == Action{Discard{card_of("3S")}}));
        CHECK(make_strategy("greedy", 1)->decide(view_for(s, Seat::Computer)).action ==
              Action{Discard{card_of("3S")}});
    }
    SUBCASE("over many hands") {
        for (const GameState& s : sample_states(150, 51)) {
            if (s.phase != Phase::Discard) {
                continue;
            }
            const SeatView view = view_for(s, s.turn);
            const Card chosen = std::get<Discard>(expert->decide(view).action).card;
            const bool all_wild = std::all_of(view.hand.begin(), view.hand.end(),
                                              [&](Card c) { return is_wild(c, view.wild_rank); });
            if (is_wild(chosen, view.wild_rank) && !all_wild) {
                CHECK(best_points(without(view.hand, chosen), view.wild_rank) == 0);
            }
        }
    }
}

TEST_CASE("the expert goes out whenever it can") {
    auto expert = make_strategy("expert", 1);
    SUBCASE("it takes the card that lets it go out and then goes out") {
        // Round 2 (4s wild): 5♦ 6♦ 4♠ is a run; with the 7♦ it grows to four and the K♣ goes.
        GameState s = table(2, "5D 6D 4S KC", "4H 9T 8T 3C", "KH 3D", "7D");
        const Decision draw = expert->decide(view_for(s, Seat::Computer));
        CHECK(draw.action == Action{TakeDiscard{}});
        CHECK(any_contains(draw.reasons, "7♦"));
        CHECK(any_contains(draw.reasons, "go out"));
        s = after_drawing(s, true);
        const Decision discard = expert->decide(view_for(s, Seat::Computer));
        REQUIRE(std::holds_alternative<Discard>(discard.action));
        const Card thrown = std::get<Discard>(discard.action).card;
        CHECK(best_points(without(s.player(Seat::Computer).hand, thrown), s.wild_rank()) == 0);
        CHECK(any_contains(discard.reasons, "I go out:"));
    }
    SUBCASE("over many hands") {
        for (const GameState& s : sample_states(150, 61)) {
            if (s.phase != Phase::Discard) {
                continue;
            }
            const SeatView view = view_for(s, s.turn);
            if (fewest_after(view.hand, view.wild_rank) != 0) {
                continue;
            }
            const Card chosen = std::get<Discard>(expert->decide(view).action).card;
            CHECK(best_points(without(view.hand, chosen), view.wild_rank) == 0);
        }
    }
}

TEST_CASE("on its last turn the expert only minimises its points") {
    auto expert = make_strategy("expert", 1);
    for (GameState s : sample_states(80, 71)) {
        s.went_out = other(s.turn);
        const SeatView view = view_for(s, s.turn);
        const Decision d = expert->decide(view);
        CHECK(why_illegal(s, d.action).empty());
        if (s.phase == Phase::Discard) {
            const Card chosen = std::get<Discard>(d.action).card;
            CHECK(best_points(without(view.hand, chosen), view.wild_rank) ==
                  fewest_after(view.hand, view.wild_rank));
            CHECK(any_contains(d.reasons, "gone out"));
        } else if (s.discard.size() > 0 && (!s.stock.empty() || s.discard.size() > 1)) {
            // Taking the top is right when it surely leaves no more than any stock card could.
            std::vector<Card> with_top = view.hand;
            with_top.push_back(*view.discard_top());
            const int with_top_points = fewest_after(with_top, view.wild_rank);
            if (with_top_points == 0) {
                CHECK(d.action == Action{TakeDiscard{}});
            }
        }
    }
}

TEST_CASE("the expert never takes the top discard only to throw it back") {
    auto expert = make_strategy("expert", 1);
    int takes = 0;
    for (const GameState& s : sample_states(150, 81)) {
        if (s.phase != Phase::Draw) {
            continue;
        }
        const Decision draw = expert->decide(view_for(s, s.turn));
        if (!(draw.action == Action{TakeDiscard{}})) {
            continue;
        }
        ++takes;
        GameState t = s;
        Rng rng(1);
        REQUIRE(apply(t, draw.action, rng).ok);
        const Decision discard = expert->decide(view_for(t, t.turn));
        CHECK(!(discard.action == Action{Discard{*s.discard_top()}}));
    }
    CHECK(takes > 0);
}

TEST_CASE("the expert's reasons name the cards and how the wilds are used") {
    auto expert = make_strategy("expert", 1);
    SUBCASE("taking from the discard pile to complete a run") {
        // Round 2 (4s wild): 5♦ 6♦ with the 7♦ is a run.
        GameState s = table(2, "5D 6D KC QS", "4S 4H 9T 8T", "KH 3C", "7D");
        const Decision d = expert->decide(view_for(s, Seat::Computer));
        CHECK(d.action == Action{TakeDiscard{}});
        CHECK(contains(d.reasons.front(), "I took the 7♦ because"));
        CHECK(contains(d.reasons.front(), "run of 5♦ 6♦ 7♦"));
    }
    SUBCASE("drawing from the stock when the top card does not fit") {
        GameState s = table(2, "5D 6D KC QS", "4S 4H 9T 8T", "KH 3C", "9C");
        const Decision d = expert->decide(view_for(s, Seat::Computer));
        CHECK(d.action == Action{DrawStock{}});
        CHECK(contains(d.reasons.front(), "I drew a card because the 9♣"));
        CHECK(contains(d.reasons.front(), "would go into none of my books or runs"));
    }
    SUBCASE("a discard names the card, and a joker's role is told") {
        GameState s = after_drawing(table(2, "5D J1 7D KC", "4S 4H 9T 8T", "QS 3C", "9C"), false);
        const Decision d = expert->decide(view_for(s, Seat::Computer));
        REQUIRE(std::holds_alternative<Discard>(d.action));
        const Card thrown = std::get<Discard>(d.action).card;
        CHECK(thrown == card_of("KC"));
        CHECK(contains(d.reasons.front(), "I discarded the " + pretty(thrown) + " because"));
        CHECK(any_contains(d.reasons,
                           "My hand holds a run of 5♦ Joker 7♦ (the joker stands for the 6♦)"));
    }
    SUBCASE("a wild in its own place is not said to stand for itself") {
        // Round 3 (5s wild): the 5♦ ends the run 3♦ 4♦ 5♦ as itself; "(the 5♦ stands for the
        // 5♦)" only puzzled (issue 43).
        GameState s =
            after_drawing(table(3, "3D 4D 5D KC QS", "4S 4H 9T 8T 6C", "JH 3C", "7H"), false);
        const Arrangement a = best_arrangement(s.player(Seat::Computer).hand, s.wild_rank());
        REQUIRE_FALSE(a.melds.empty());
        const bool itself = std::any_of(a.melds.begin(), a.melds.end(), [](const Meld& m) {
            return std::any_of(m.cards.begin(), m.cards.end(),
                               [&](const MeldCard& mc) { return stands_as_itself(mc, m); });
        });
        REQUIRE(itself);
        const Decision d = expert->decide(view_for(s, Seat::Computer));
        CHECK(any_contains(d.reasons, "run of 3♦ 4♦ 5♦"));
        CHECK_FALSE(any_contains(d.reasons, "stands for"));
    }
    SUBCASE("every decision names its card") {
        for (const GameState& s : sample_states(60, 91)) {
            const SeatView view = view_for(s, s.turn);
            const Decision d = expert->decide(view);
            INFO(joined(d.reasons));
            if (const auto* discard = std::get_if<Discard>(&d.action)) {
                CHECK(contains(d.reasons.front(), pretty(discard->card)));
            } else if (std::holds_alternative<TakeDiscard>(d.action)) {
                CHECK(contains(d.reasons.front(), pretty(*view.discard_top())));
            } else {
                CHECK(contains(d.reasons.front(), "I drew a card because"));
            }
        }
    }
}

TEST_CASE("help recommends a draw, the melds, a discard and says whether to go out") {
    SUBCASE("draw phase, the top card is worth taking") {
        GameState s = table(2, "4S 4H 9T 8T", "5D 6D KC QS", "KH 3C", "7D");
        s.turn = Seat::Human;
        const Advice advice = advise(view_for(s, Seat::Human));
        INFO(joined(advice.lines));
        CHECK(advice.action == Action{TakeDiscard{}});
        CHECK(contains(advice.lines.front(),
                       "Take the 7♦ from the discard pile, then discard the K♣: the 7♦ goes "
                       "into your run of 5♦ 6♦ 7♦."));
        CHECK(advice.summary == "Take the 7♦: it goes into your run of 5♦ 6♦ 7♦");
        CHECK(advice.lines.at(1) == "After it, your hand holds a run of 5♦ 6♦ 7♦; Q♠ is left "
                                    "over (12 points).");
        CHECK(advice.highlight == std::vector<Card>{card_of("7D")});
        CHECK(any_contains(advice.lines, "would let you go out on your next draw"));
    }
    SUBCASE("draw phase, the stock is better") {
        GameState s = table(2, "4S 4H 9T 8T", "5D 6D KC QS", "KH 3C", "9C");
        s.turn = Seat::Human;
        const Advice advice = advise(view_for(s, Seat::Human));
        INFO(joined(advice.lines));
        CHECK(advice.action == Action{DrawStock{}});
        CHECK(
            contains(advice.lines.front(),
                     "Draw from the draw pile: the 9♣ would go into none of your books or runs."));
        CHECK(advice.highlight.empty());
    }
    SUBCASE("discard phase: melds with a wild, the discard, and going out") {
        // Round 4 (6s wild): 5♦ Joker 7♦ is a run, 9♣ 9♥ 9♆ a book; the K♣ must go.
        GameState s = table(4, "4S 4H 9T 8T 3C QC", "5D J1 7D 9C 9H KC", "9T 3C", "KD");
        s.turn = Seat::Human;
        s.phase = Phase::Discard;
        s.player(Seat::Human).hand.push_back(card_of("9T"));
        const Advice advice = advise(view_for(s, Seat::Human));
        INFO(joined(advice.lines));
        CHECK(advice.action == Action{Discard{card_of("KC")}});
        CHECK(advice.highlight == std::vector<Card>{card_of("KC")});
        CHECK(advice.can_go_out);
        CHECK(any_contains(advice.lines,
                           "your hand holds a run of 5♦ Joker 7♦ (the joker stands for the 6♦)"));
        CHECK(any_contains(advice.lines, "a book of 9s"));
        CHECK(contains(advice.lines.front(), "Discard the K♣: all your other cards then form"));
        CHECK(any_contains(advice.lines, "You go out:"));
        CHECK(advice.summary == "Discard the K♣ and go out");
        CHECK(advice.arrangement.goes_out());
    }
    SUBCASE("discard phase without going out") {
        GameState s = table(2, "4S 4H 9T 8T", "5D 6D KC QS", "3C", "9C");
        s.turn = Seat::Human;
        s.phase = Phase::Discard;
        s.player(Seat::Human).hand = cards_of("5D 6D KC QS 8H");
        const Advice advice = advise(view_for(s, Seat::Human));
        INFO(joined(advice.lines));
        REQUIRE(std::holds_alternative<Discard>(advice.action));
        CHECK(!advice.can_go_out);
        CHECK(contains(advice.lines.front(), "Discard the"));
        CHECK(any_contains(advice.lines, "would let you go out on your next draw"));
    }
    SUBCASE("the help follows the expert's moves") {
        auto expert = make_strategy("expert", 1);
        for (const GameState& s : sample_states(40, 101)) {
            const SeatView view = view_for(s, s.turn);
            const Advice advice = advise(view);
            CHECK(advice.action == expert->decide(view).action);
            CHECK(!advice.lines.empty());
            CHECK(why_illegal(s, advice.action).empty());
        }
    }
}

TEST_CASE("help outside the player's turn does not crash") {
    GameState s = table(2, "4S 4H 9T 8T", "5D 6D KC QS", "KH 3C", "7D");
    CHECK(!advise(view_for(s, Seat::Human)).lines.empty()); // the computer is to move
    s.phase = Phase::RoundOver;
    CHECK(advise(view_for(s, Seat::Human)).action == Action{NextRound{}});
    s.phase = Phase::CoinToss;
    CHECK(std::holds_alternative<CallToss>(advise(view_for(s, Seat::Human)).action));
}
