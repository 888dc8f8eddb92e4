// Five Crowns at a table of three to seven (issue 44): New game's players and seats, Play again
// keeping them, whole games played through the table (the player's moves by keys, the others by
// their own strategies), the places laid out without overlap at every size, no text over text,
// and the log naming the seats.

#include "table_fixture.hpp"
#include "text_layout.hpp"

#include "app/fivecrowns/results.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/table/results_screen.hpp"
#include "app/table_entries.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace fivecrowns_big_table_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::fivecrowns_table;

namespace {

fc::GameState table_of(int seats, std::uint64_t seed) {
    parlor::cards::Rng rng(seed);
    return fc::new_game(rng, seats);
}

// Plays on through the table: the player draws by D and discards the card the focus waits on by
// Enter (a wild asks, and the second Enter throws it); Enter goes on from each round's results.
// Stops at the game's results, or at the first round's when `one_round`.
void play_through(AppFixture& f, bool one_round = false) {
    for (int guard = 0; guard < 5000; ++guard) {
        REQUIRE(f.run_until(
            [&] {
                auto* t = f.top_as<TableScene>();
                return f.top() != "table" || (t != nullptr && t->player_to_act());
            },
            20000));
        if (f.top() == "game_results" || (one_round && f.top() == "round_results")) {
            return;
        }
        if (f.top() == "round_results") {
            f.key(SDLK_RETURN);
            continue;
        }
        REQUIRE(f.top() == "table");
        auto* t = f.top_as<TableScene>();
        if (t->state().phase == fc::Phase::Draw) {
            f.key(SDLK_d);
            REQUIRE(t->state().phase == fc::Phase::Discard);
        } else {
            f.key(SDLK_RETURN);
            if (t->state().phase == fc::Phase::Discard && t->state().turn == fc::Seat::Human) {
                f.key(SDLK_RETURN);
            }
            REQUIRE_FALSE(
                (t->state().turn == fc::Seat::Human && t->state().phase == fc::Phase::Discard));
        }
    }
    FAIL("the game did not end");
}

bool logged(const TableScene& t, const std::string& text) {
    const auto& entries = t.log().entries();
    return std::any_of(entries.begin(), entries.end(), [&](const table::LogEntry& e) {
        return e.text.find(text) != std::string::npos;
    });
}

} // namespace

TEST_CASE("Five Crowns' New game asks 2 to 7 players and who plays each seat; no toss for more "
          "than two; Play again keeps the seats") {
    AppFixture f(1280, 720);
    CHECK(find_table("fivecrowns")->max_players == fc::max_seats);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_RETURN); // Five Crowns, the first game
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    REQUIRE(ng->choice().game_id == "fivecrowns");
    REQUIRE(ng->step() == NewGameScene::Step::Difficulty);
    f.key(SDLK_RETURN); // expert
    REQUIRE(ng->step() == NewGameScene::Step::Players);
    CHECK(ng->choice().players == 2); // the brief's game, unless the player asks for more
    CHECK(ng->choices().size() == 7); // 2 to 7, then Back
    f.key(SDLK_RIGHT);
    f.key(SDLK_RIGHT); // four
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Seats);
    CHECK(ng->choice().seats == std::vector<std::string>{"expert", "expert", "expert"});
    CHECK(ng->choices()[0].label == "Ann · Expert");
    f.click(ng->layout().buttons[0]); // Ann: expert turns to the next, Beginner
    f.click(ng->layout().buttons[1]);
    f.click(ng->layout().buttons[1]); // Ben: Beginner, then Intermediate
    CHECK(ng->choice().seats == std::vector<std::string>{"random", "greedy", "expert"});
    f.click(ng->layout().buttons[3]); // Continue
    REQUIRE(ng->step() == NewGameScene::Step::Name);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "table"); // no coin toss: seat 0 plays first
    auto* t = f.top_as<TableScene>();
    REQUIRE(t != nullptr);
    CHECK(t->state().seat_count() == 4);
    CHECK(t->state().turn == fc::Seat::Human);
    CHECK(t->names()[1] == "Ann");
    CHECK(t->names()[3] == "Cleo");
    const NewGameChoice again = t->again();
    CHECK(again.players == 4);
    CHECK(again.seats == std::vector<std::string>{"random", "greedy", "expert"});
    // Play again deals at once, the same seats round the table.
    start_again(*f.app, again);
    f.app->step();
    REQUIRE(f.top() == "table");
    t = f.top_as<TableScene>();
    CHECK(t->state().seat_count() == 4);
    CHECK(t->again().seats == std::vector<std::string>{"random", "greedy", "expert"});
}

TEST_CASE("a game of four played to its end through the table: the player by keys, the others "
          "each by its own strategy; the log names them") {
    TableFixture<TableScene> t(table_of(4, 11), 1280, 720, false, "greedy,random,greedy");
    CHECK(t.scene().layout().seats.size() == 4);
    play_through(t.f);
    REQUIRE(t.f.top() == "game_results");
    const auto* results = t.f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    // A column per seat on the score sheet, every round a row.
    CHECK(results->sheet().header ==
          std::vector<std::string>{"Round", "Wild", "You", "Ann", "Ben", "Cleo", "Went out"});
    CHECK(results->sheet().rows.size() == 11);
}

TEST_CASE("a game of seven played to its end through the table") {
    TableFixture<TableScene> t(table_of(7, 12), 1280, 720, false,
                               "random,greedy,random,greedy,random,greedy");
    // The log says who did what by name, and the pacing of a run of computer turns is the big
    // table's.
    t.f.key(SDLK_d);
    t.f.key(SDLK_RETURN);
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.run_until([&] { return t.scene().player_to_act(); }, 20000));
    CHECK(logged(t.scene(), "Ann "));
    CHECK(logged(t.scene(), "Finn "));
    CHECK_FALSE(t.scene().recap_at(6).empty()); // Finn, the last before the player, did
    play_through(t.f);
    REQUIRE(t.f.top() == "game_results");
    const auto* results = t.f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().header.size() == 10); // round, wild, seven seats, who went out
    CHECK(results->sheet().rows.size() == 11);
}

TEST_CASE("the big table's narration: each seat by name, its draws from the stock unseen") {
    const Narration n{{"You", "Ann", "Ben", "Cleo"}, false};
    const fc::Card seven = fc::Card::of(7, parlor::cards::Suit::Hearts);
    const fc::Card king = fc::Card::of(13, parlor::cards::Suit::Spades);
    CHECK(narrate(fc::DrewEvent{fc::seat_at(2), false, seven}, n).text ==
          "Ben drew a card from the draw pile.");
    CHECK(narrate(fc::DrewEvent{fc::seat_at(3), true, seven}, n).text ==
          "Cleo took the 7♥ from the discard pile.");
    CHECK(narrate(fc::DrewEvent{fc::Seat::Human, false, seven}, n).text ==
          "You drew the 7♥ from the draw pile.");
    CHECK(narrate(fc::DiscardedEvent{fc::seat_at(1), king}, n).text == "Ann discarded the K♠.");
    CHECK(narrate(fc::WentOutEvent{fc::seat_at(3), {}, 4}, n).text ==
          "Cleo went out! Every other player may play one last turn, in order.");
    CHECK(narrate(fc::DealtEvent{2, fc::seat_at(1), 4}, n).text ==
          "Round 2: 4 cards each, 4s and jokers are wild. Ann plays first: the deal has passed "
          "to the left.");
}

TEST_CASE("the big table's parts never overlap, at 3 to 7 seats, from 800x480 to 4K") {
    for (const auto& [width, height] : layout_sizes) {
        const int w = width;
        const int h = height;
        for (int seats = 3; seats <= fc::max_seats; ++seats) {
            for (const bool help : {false, true}) {
                CAPTURE(w);
                CAPTURE(seats);
                CAPTURE(help);
                const table::TableFrame f = table::frame_table(w, h, help);
                const Layout l = layout_fivecrowns(f, seats);
                std::vector<Rect> parts{l.stock_label, l.discard_label, l.human_label, l.human_hand,
                                        l.arrangement};
                Rect piles = l.stock;
                piles.w = l.discard.right() - l.stock.x;
                parts.push_back(piles);
                if (l.stock_strip.w > 0) {
                    parts.push_back(l.stock_strip);
                }
                REQUIRE(l.seats.size() == static_cast<std::size_t>(seats));
                for (int seat = 1; seat < seats; ++seat) {
                    const table::SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
                    CHECK(place.box.contains(place.cards));
                    parts.push_back(place.box);
                }
                CHECK(l.pile_card.h >= f.px(30));
                for (std::size_t i = 0; i < parts.size(); ++i) {
                    CHECK(f.play.contains(parts[i]));
                    for (std::size_t j = i + 1; j < parts.size(); ++j) {
                        CHECK_FALSE(parts[i].overlaps(parts[j]));
                    }
                }
            }
        }
    }
}

TEST_CASE("no text over text at 3, 5 and 7 seats: the table, help, the scores, a round's "
          "results (written out with PARLOR_SCREENSHOT_DIR)") {
    TextFaults faults;
    const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR");
    // One game of each size of table, played in the smallest window and looked at in every
    // window size at each moment.
    AppFixture f(800, 480);
    f.app->settings().animations = false;
    for (const int seats : {3, 5, 7}) {
        const std::string what = std::to_string(seats) + " seats";
        const auto look = [&](const std::string& moment) {
            f.app->step();
            look_at_every_size(*f.app, faults, what + ", " + moment, [&](const std::string& size) {
                if (dir != nullptr) {
                    REQUIRE_FALSE(f.app
                                      ->save_screenshot(std::string(dir) + "/fivecrowns-" +
                                                        std::to_string(seats) + "-seats-" + moment +
                                                        "-" + size + ".png")
                                      .has_value());
                }
            });
        };
        NewGameChoice choice;
        choice.players = seats;
        choice.difficulty = "greedy";
        choice.seed = 5;
        StartedGame started = find_table("fivecrowns")->start(*f.app, choice);
        REQUIRE(started.scene);
        f.app->reset_to(std::move(started.scene));
        f.app->step();
        REQUIRE(f.top() == "table");
        look("opens");
        f.key(SDLK_d);
        f.key(SDLK_RETURN);
        f.key(SDLK_RETURN);
        REQUIRE(f.run_until([&] { return f.top_as<TableScene>()->player_to_act(); }, 20000));
        look("recap");
        f.key(SDLK_h);
        f.run_until([&] { return f.top_as<TableScene>()->advice().has_value(); }, 4000);
        look("help");
        f.key(SDLK_h);
        f.key(SDLK_r);
        look("scores");
        f.key(SDLK_ESCAPE);
        play_through(f, true);
        look("round");
    }
    MESSAGE(faults.looked() << " screens looked at");
    faults.check();
}

} // namespace fivecrowns_big_table_test
