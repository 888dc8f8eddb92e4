// "Play these deals again, seats swapped" on the results of the games whose first hands lie in
// their start or New game's coin toss (issue 46, point 4; docs/app.md, "The same deals, seats
// swapped"): a game played to its results, the seed New game dealt it from shown there, the
// button reached by the keys, and the new game's first deal the old one's with the hands
// exchanged and the other seat first; at more than two seats (Five Crowns, Cruno), every hand
// the next seat's (the seats rotated, as `parlor-cli rematch` deals them). Cribbage's own is
// cribbage_rematch_test.

#include "app_fixture.hpp"

#include "app/casino/table.hpp"
#include "app/cribbage/seats_table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/pinochle/table.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/engine/replay.hpp"
#include "parlor/games/casino/game.hpp"
#include "parlor/games/cribbage/table.hpp"
#include "parlor/games/cruno/game.hpp"
#include "parlor/games/fivecrowns/game.hpp"
#include "parlor/games/pinochle/game.hpp"

#include <nlohmann/json.hpp>

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace table_rematch_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// The game's first deal as the record `lines` has it: after its first move where that is the
// toss New game calls (which deals, or says who plays first), else its start.
template <class G> typename G::State first_deal(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += line + "\n";
    }
    const auto replayed = parlor::engine::replay_record<G>(text, "record", 1);
    INFO(text);
    REQUIRE(replayed.ok());
    REQUIRE(replayed.first.has_value());
    REQUIRE_FALSE(replayed.steps.empty());
    typename G::State state = *replayed.first;
    if (!G::advisable(state)) {
        const auto& toss = replayed.steps.front();
        REQUIRE(G::apply(state, toss.action, toss.chance));
    }
    return state;
}

// The record `lines`' start line.
nlohmann::json start_line(const std::vector<std::string>& lines) {
    REQUIRE_FALSE(lines.empty());
    const nlohmann::json start = nlohmann::json::parse(lines.front());
    REQUIRE(start.value("event", "") == "start");
    return start;
}

// Plays the first legal move at each of the player's decisions, and goes on past each round's
// results (Pinochle's asks whether to play another: no), until the game's results are up.
// `record`: the table's record as it last stood (the table is gone at the results).
template <class Table> void play_to_the_results(AppFixture& f, std::vector<std::string>& record) {
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
        // The computer's moves and the round's end come by themselves, or on the player's
        // Continue where the table waits for it (Five Crowns' "Computer plays on by itself" off).
        REQUIRE(f.run_until(
            [&] {
                if (f.top() != "table") {
                    return true;
                }
                t->go_ahead_for_tests();
                return t->player_to_act();
            },
            20000));
        if (f.top() == "table") {
            record = t->record_lines();
            t->play_for_tests(G::legal_actions(t->state()).front());
        }
    }
    REQUIRE(f.top() == "game_results");
}

// A game of `game` of `players` seats against "greedy" played to its results at w x h, then its
// deals again by the keys; `check(old, now)` compares the two first deals, `starts(old, now)` the
// two records' start lines. `shots` (not empty): the results are saved there as a PNG.
template <class Table, class Check, class Starts>
void rematch_at(const std::string& game, int players, int w, int h, const std::string& shots,
                Check check, Starts starts) {
    using G = typename Table::Rules;
    AppFixture f(w, h);
    NewGameChoice choice;
    choice.game_id = game;
    choice.difficulty = "greedy";
    choice.players = players;
    choice.seed = 4242;
    f.start_new(choice);
    auto* first = f.top_as<Table>();
    REQUIRE(first != nullptr);
    std::vector<std::string> old_record;
    play_to_the_results<Table>(f, old_record);
    const typename G::State dealt = first_deal<G>(old_record);

    auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    // The seed New game dealt from, not the engine's drawn after the deal.
    CHECK(results->sheet().details == "Deal seed 4242");
    const auto kinds = table::results_buttons(results->sheet());
    REQUIRE(kinds.back() == table::ResultsButton::Rematch);
    // Two seats exchange their hands; at more, each seat gets the next seat's.
    CHECK(results->buttons().back().label == (players == 2
                                                  ? "Play these deals again, seats swapped"
                                                  : "Play these deals again, seats rotated"));
    if (!shots.empty()) {
        f.app->render_now();
        f.app->save_screenshot(shots + "/rematch-" + game + "-" + std::to_string(players) + "-" +
                               std::to_string(w) + "x" + std::to_string(h) + ".png");
    }

    // The keys reach it: Tab from the first button round to the last, then Enter.
    press_last_button(f, kinds.size());
    REQUIRE(f.top() == "table");
    auto* again = f.top_as<Table>();
    REQUIRE(again != nullptr);
    REQUIRE(again->recorded_deals().has_value());
    // The new game's record begins with its own toss, and replays through the rules.
    check(dealt, again->state());
    starts(start_line(old_record), start_line(again->record_lines()));
    // The rematch plays on: the table reaches the player's decision.
    REQUIRE(f.run_until(
        [&] {
            again->go_ahead_for_tests();
            return again->player_to_act();
        },
        20000));
    // Its record, a move made, replays through the rules to the same first deal.
    again->play_for_tests(G::legal_actions(again->state()).front());
    check(dealt, first_deal<G>(again->record_lines()));
}

// Where the first deal is the toss's chance (Casino), or the state's check says it all.
void any_start(const nlohmann::json&, const nlohmann::json&) {}

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

namespace fc = parlor::fivecrowns;

// Every seat holds the next seat's hand (at two, the other's), the turned-up card and the stock
// as they were; at two seats the other seat plays first, at more seat 0 as always.
void fivecrowns_rotated(const fc::GameState& dealt, const fc::GameState& now) {
    const int n = dealt.seat_count();
    REQUIRE(now.seat_count() == n);
    for (int k = 0; k < n; ++k) {
        CHECK(now.players[static_cast<std::size_t>(k)].hand ==
              dealt.players[static_cast<std::size_t>((k + 1) % n)].hand);
    }
    CHECK(now.discard == dealt.discard);
    CHECK(now.stock == dealt.stock);
    CHECK(now.turn == (n == 2 ? parlor::cards::other(dealt.turn) : fc::Seat::Human));
}

// The rematch's deck is the old one with each pass round the table (one card a seat, three
// passes in round 1) turned by one card: seat k is dealt what seat k + 1 was.
void fivecrowns_decks(const nlohmann::json& old, const nlohmann::json& now) {
    const std::size_t n = old.at("seats").size();
    CHECK(now.at("seats") == old.at("seats")); // the players keep their seats
    nlohmann::json deck = old.at("deck");
    for (std::size_t pass = 0; pass < 3; ++pass) {
        for (std::size_t i = 0; i < n; ++i) {
            deck[pass * n + i] = old.at("deck")[pass * n + (i + 1) % n];
        }
    }
    CHECK(now.at("deck") == deck);
}

namespace cn = parlor::cruno;

// Every seat holds the next seat's hand, its own name and player kept; the turned-up card and
// the stock as they were; the seat holding the first turn's old hand plays first.
void cruno_rotated(const cn::GameState& dealt, const cn::GameState& now) {
    const int n = dealt.player_count();
    REQUIRE(now.player_count() == n);
    for (int k = 0; k < n; ++k) {
        CHECK(now.player(k).hand == dealt.player((k + 1) % n).hand);
        CHECK(now.player(k).name == dealt.player(k).name);
        CHECK(now.player(k).plays == dealt.player(k).plays);
    }
    CHECK(now.discard == dealt.discard);
    CHECK(now.stock == dealt.stock);
    CHECK(now.turn == (dealt.turn + n - 1) % n);
}

// The same deck, dealt by the seat before the old dealer.
void cruno_decks(const nlohmann::json& old, const nlohmann::json& now) {
    const int n = static_cast<int>(old.at("seats").size());
    CHECK(now.at("seats") == old.at("seats"));
    CHECK(now.at("deck") == old.at("deck"));
    CHECK(now.at("dealer").get<int>() == (old.at("dealer").get<int>() + n - 1) % n);
}

namespace cr = parlor::cribbage;
using cribbage_table::SeatsScene;

// A Cribbage table of `players` (3 or 4) to 61 played by keys to its results at w x h (the
// player's first card the rules allow, C to count on and deal again), then its deals again by
// the keys: every seat holds the next seat's hand, dealt from the same deck by the seat before
// the old dealer.
void cribbage_rematch_at(int players, int w, int h, const std::string& shots) {
    AppFixture f(w, h);
    f.app->settings().set_option("cribbage", "short_game", true);
    NewGameChoice choice;
    choice.game_id = "cribbage";
    choice.difficulty = "greedy";
    choice.players = players;
    choice.seed = 4242;
    f.start_new(choice);
    auto* first = f.top_as<SeatsScene>();
    REQUIRE(first != nullptr);
    REQUIRE(first->dealt_at_start().has_value());
    const cr::TableState dealt = *first->dealt_at_start();
    std::vector<cr::Chance> old_drawn; // as the table drew them (it is gone at the results)
    for (int guard = 0; guard < 4000 && f.top() == "table"; ++guard) {
        REQUIRE(f.run_until([&] { return f.top() != "table" || first->player_to_act(); }, 20000));
        if (f.top() != "table") {
            break;
        }
        old_drawn = first->drawn();
        if (first->state().phase == cr::Phase::DealOver) {
            f.key(SDLK_c);
            continue;
        }
        int which = 0;
        while (!first->playable(which)) {
            ++which;
        }
        f.key(static_cast<SDL_Keycode>(SDLK_1 + which));
    }
    REQUIRE(f.top() == "game_results");
    auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().details == "Deal seed 4242");
    const auto kinds = table::results_buttons(results->sheet());
    REQUIRE(kinds.back() == table::ResultsButton::Rematch);
    CHECK(results->buttons().back().label == "Play these deals again, seats rotated");
    if (!shots.empty()) {
        f.app->render_now();
        f.app->save_screenshot(shots + "/rematch-cribbage-" + std::to_string(players) + "-" +
                               std::to_string(w) + "x" + std::to_string(h) + ".png");
    }
    press_last_button(f, kinds.size());
    REQUIRE(f.top() == "table");
    auto* again = f.top_as<SeatsScene>();
    REQUIRE(again != nullptr);
    REQUIRE(again->dealt_at_start().has_value());
    const cr::TableState& now = *again->dealt_at_start();
    const int n = dealt.size();
    REQUIRE(now.size() == n);
    for (int k = 0; k < n; ++k) {
        CHECK(now.seats[static_cast<std::size_t>(k)].hand ==
              dealt.seats[static_cast<std::size_t>((k + 1) % n)].hand);
    }
    CHECK(now.crib_from_deck == dealt.crib_from_deck);
    CHECK(now.stock == dealt.stock);
    CHECK(now.dealer == (dealt.dealer + n - 1) % n);
    CHECK(now.deal_number == dealt.deal_number);
    CHECK(cr::dealt_deck(now) == cr::dealt_deck(dealt)); // the same deck
    // The rematch plays on to the player's decision, and its first starter is the old one's.
    REQUIRE(f.run_until([&] { return again->player_to_act(); }, 20000));
    for (int guard = 0; guard < 200 && again->drawn().empty(); ++guard) {
        REQUIRE(f.run_until([&] { return f.top() != "table" || again->player_to_act(); }, 20000));
        REQUIRE(f.top() == "table");
        int which = 0;
        while (!again->playable(which)) {
            ++which;
        }
        f.key(static_cast<SDL_Keycode>(SDLK_1 + which));
    }
    REQUIRE_FALSE(again->drawn().empty());
    REQUIRE_FALSE(old_drawn.empty());
    CHECK(again->drawn().front() == old_drawn.front());
}

} // namespace

TEST_CASE("the same deals again at a Cribbage table of three: every seat the next seat's hand") {
    cribbage_rematch_at(3, 800, 480, "");
}

TEST_CASE("the same deals again, seats swapped, in the games whose toss New game calls") {
    SUBCASE("Casino") {
        rematch_at<casino_table::TableScene>("casino", 2, 800, 480, "", casino_exchanged,
                                             any_start);
    }
    SUBCASE("Pinochle") {
        rematch_at<pinochle_table::TableScene>("pinochle", 2, 800, 480, "", pinochle_exchanged,
                                               any_start);
    }
}

TEST_CASE("the same deals again in Five Crowns and Cruno: at two seats exchanged, at three "
          "rotated, as parlor-cli rematch deals them") {
    SUBCASE("Five Crowns at two seats") {
        rematch_at<fivecrowns_table::TableScene>("fivecrowns", 2, 800, 480, "", fivecrowns_rotated,
                                                 fivecrowns_decks);
    }
    SUBCASE("Five Crowns at three seats") {
        rematch_at<fivecrowns_table::TableScene>("fivecrowns", 3, 800, 480, "", fivecrowns_rotated,
                                                 fivecrowns_decks);
    }
    SUBCASE("Cruno at two seats") {
        rematch_at<cruno_table::TableScene>("cruno", 2, 800, 480, "", cruno_rotated, cruno_decks);
    }
    SUBCASE("Cruno at three seats") {
        rematch_at<cruno_table::TableScene>("cruno", 3, 800, 480, "", cruno_rotated, cruno_decks);
    }
}

// Writes each game's results with the button at two sizes to $PARLOR_SHOTS (default
// /tmp/parlor-shots). Run it by hand: parlor_tests_app -tc="table rematch screenshots" --no-skip
TEST_CASE("table rematch screenshots" * doctest::skip()) {
    const char* env = std::getenv("PARLOR_SHOTS");
    const std::string dir = env != nullptr ? env : "/tmp/parlor-shots";
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1920, 1080}}) {
        rematch_at<casino_table::TableScene>("casino", 2, w, h, dir, casino_exchanged, any_start);
        rematch_at<pinochle_table::TableScene>("pinochle", 2, w, h, dir, pinochle_exchanged,
                                               any_start);
        rematch_at<fivecrowns_table::TableScene>("fivecrowns", 5, w, h, dir, fivecrowns_rotated,
                                                 fivecrowns_decks);
        rematch_at<cruno_table::TableScene>("cruno", 3, w, h, dir, cruno_rotated, cruno_decks);
        cribbage_rematch_at(4, w, h, dir);
    }
}

} // namespace table_rematch_test
