// "Play these deals again, seats swapped" on the results of the games New game opens after a
// coin toss (issue 46, point 4; docs/app.md, "The same deals, seats swapped"): a game played to
// its results, the button reached by the keys, and the new game's first deal the old one's with
// the hands exchanged and the other seat first. Cribbage's own is cribbage_rematch_test.

#include "app_fixture.hpp"

#include "app/casino/table.hpp"
#include "app/pinochle/table.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/engine/replay.hpp"
#include "parlor/games/casino/game.hpp"
#include "parlor/games/pinochle/game.hpp"

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace table_rematch_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// The game after its record's first move (the toss, which deals), as the record `lines` has it.
template <class G> typename G::State first_deal(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += line + "\n";
    }
    const auto replayed = parlor::engine::replay_record<G>(text, "record", 1);
    REQUIRE(replayed.ok());
    REQUIRE(replayed.first.has_value());
    REQUIRE_FALSE(replayed.steps.empty());
    typename G::State state = *replayed.first;
    const auto& toss = replayed.steps.front();
    REQUIRE(G::apply(state, toss.action, toss.chance));
    return state;
}

// Plays the first legal move at each of the player's decisions, and goes on past each round's
// results (Pinochle's asks whether to play another: no), until the game's results are up.
template <class Table> void play_to_the_results(AppFixture& f) {
    using G = typename Table::Rules;
    for (int guard = 0; f.top() != "game_results" && guard < 3000; ++guard) {
        if (f.top() == "round_results") {
            f.key(SDLK_RETURN);
            continue;
        }
        if (f.top() == "confirm") {
            f.key(SDLK_ESCAPE); // Pinochle: end the game
            continue;
        }
        REQUIRE(f.top() == "table");
        auto* t = f.top_as<Table>();
        REQUIRE(t != nullptr);
        // The computer's moves and the round's end come by themselves.
        REQUIRE(f.run_until([&] { return f.top() != "table" || t->player_to_act(); }, 20000));
        if (f.top() == "table") {
            t->play_for_tests(G::legal_actions(t->state()).front());
        }
    }
    REQUIRE(f.top() == "game_results");
}

// A game of `game` against "greedy" played to its results at w x h, then its deals again by the
// keys; `check(old, now)` compares the two first deals. `shots` (not empty): the results are
// saved there as a PNG.
template <class Table, class Check>
void rematch_at(const std::string& game, int w, int h, const std::string& shots, Check check) {
    using G = typename Table::Rules;
    AppFixture f(w, h);
    f.start_new(game, "greedy", 4242);
    auto* first = f.top_as<Table>();
    REQUIRE(first != nullptr);
    const typename G::State dealt = first_deal<G>(first->record_lines());
    play_to_the_results<Table>(f);

    auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().details.rfind("Deal seed ", 0) == 0);
    const auto kinds = table::results_buttons(results->sheet());
    REQUIRE(kinds.back() == table::ResultsButton::Rematch);
    CHECK(results->buttons().back().label == "Play these deals again, seats swapped");
    if (!shots.empty()) {
        f.app->render_now();
        f.app->save_screenshot(shots + "/rematch-" + game + "-" + std::to_string(w) + "x" +
                               std::to_string(h) + ".png");
    }

    // The keys reach it: Tab from the first button round to the last, then Enter.
    for (std::size_t i = 0; i + 1 < kinds.size(); ++i) {
        f.key(SDLK_TAB);
    }
    f.key(SDLK_RETURN);
    f.app->step();
    REQUIRE(f.top() == "table");
    auto* again = f.top_as<Table>();
    REQUIRE(again != nullptr);
    REQUIRE(again->recorded_deals().has_value());
    // The new game's record begins with its own toss, and replays through the rules.
    check(dealt, first_deal<G>(again->record_lines()));
    check(dealt, again->state());
}

namespace ca = parlor::casino;

void casino_exchanged(const ca::GameState& dealt, const ca::GameState& now) {
    CHECK(now.players[0].hand == dealt.players[1].hand);
    CHECK(now.players[1].hand == dealt.players[0].hand);
    CHECK(now.table.loose == dealt.table.loose);
    CHECK(now.deck.size() == dealt.deck.size()); // its later deals exchanged too
    CHECK(now.turn == parlor::cards::other(dealt.turn));
}

namespace pn = parlor::pinochle;

void pinochle_exchanged(const pn::GameState& dealt, const pn::GameState& now) {
    CHECK(now.players[0].hand == dealt.players[1].hand);
    CHECK(now.players[1].hand == dealt.players[0].hand);
    CHECK(now.trump_card == dealt.trump_card);
    CHECK(now.stock == dealt.stock);
    CHECK(now.leader == parlor::cards::other(dealt.leader));
}

} // namespace

TEST_CASE("the same deals again, seats swapped, in the games whose toss New game calls") {
    SUBCASE("Casino") {
        rematch_at<casino_table::TableScene>("casino", 800, 480, "", casino_exchanged);
    }
    SUBCASE("Pinochle") {
        rematch_at<pinochle_table::TableScene>("pinochle", 800, 480, "", pinochle_exchanged);
    }
}

// Writes each game's results with the button at two sizes to $PARLOR_SHOTS (default
// /tmp/parlor-shots). Run it by hand: parlor_tests_app -tc="table rematch screenshots" --no-skip
TEST_CASE("table rematch screenshots" * doctest::skip()) {
    const char* env = std::getenv("PARLOR_SHOTS");
    const std::string dir = env != nullptr ? env : "/tmp/parlor-shots";
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1920, 1080}}) {
        rematch_at<casino_table::TableScene>("casino", w, h, dir, casino_exchanged);
        rematch_at<pinochle_table::TableScene>("pinochle", w, h, dir, pinochle_exchanged);
    }
}

} // namespace table_rematch_test
