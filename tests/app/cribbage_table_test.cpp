// The Cribbage table driven like a player would: synthetic clicks and keys through SDL's event
// queue on the dummy driver, the loop stepped with a fake clock.

#include "cribbage_positions.hpp"
#include "table_fixture.hpp"

#include "app/cribbage/table.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace cribbage_table_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;
namespace cr = parlor::cribbage;

namespace {

struct Table : TableFixture<TableScene> {
    explicit Table(const cr::GameState& state, int w = 1280, int h = 720, bool animations = true)
        : TableFixture(state, w, h, animations, "greedy", 41) {}
    using TableFixture::click;
    void click_card(int i) { click(Target{HumanHand, i}); }
    Rect button(int id) {
        const Rect b = scene().box(Target::button(id));
        REQUIRE_FALSE(b.empty());
        return b;
    }
    bool wait_for_human() {
        return f.run_until([&] { return scene().human_to_act(); }, 3000);
    }
    int first_playable() {
        const int n = static_cast<int>(scene().human_shown().size());
        for (int i = 0; i < n; ++i) {
            if (scene().playable(i)) {
                return i;
            }
        }
        return -1;
    }
};

} // namespace

TEST_CASE("Cribbage is in the New game list and opens its table on the cut for the deal") {
    AppFixture f(1280, 720);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_DOWN);   // the second game of the list
    f.key(SDLK_RETURN); // the game
    f.key(SDLK_RETURN); // the difficulty
    f.key(SDLK_RETURN); // the players: two, the brief's game
    f.key(SDLK_RETURN); // the rules: Continue (a game to 121)
    f.key(SDLK_RETURN); // the name
    f.app->step();
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().phase == cr::Phase::CutForDeal);
    CHECK(table->state().target == 121);
    CHECK(table->move_label() == "Cut for the deal");
}

TEST_CASE("a whole deal with the mouse: the cut, two cards laid away, the play, the show, the next "
          "deal") {
    Table t(cr::new_game());
    t.click_button(move_button); // cut for the deal
    REQUIRE(t.state().phase == cr::Phase::LayAway);
    const cr::Seat first_dealer = t.state().dealer;
    REQUIRE(t.wait_for_human());
    CHECK(t.scene().human_shown().size() == 6);

    // Lay away: the button waits for two cards; a third pick replaces the oldest.
    CHECK_FALSE(t.scene().move_enabled());
    t.click_card(0);
    CHECK(t.scene().picked() == std::vector<int>{0});
    t.click_card(0); // a second click puts it back
    CHECK(t.scene().picked().empty());
    t.click_card(1);
    t.click_card(4);
    t.click_card(5);
    CHECK(t.scene().picked() == std::vector<int>{4, 5});
    CHECK(t.scene().move_label() == "Lay away");
    const auto shown = t.scene().human_shown();
    t.click_button(move_button);
    const auto& me = t.state().player(cr::Seat::Human);
    CHECK(me.laid_away == std::vector<cr::Card>{shown[4], shown[5]});
    CHECK(me.hand.size() == 4);
    REQUIRE(t.f.run_until([&] { return t.state().phase != cr::Phase::LayAway; }, 3000));

    // The play: only cards that fit are offered; clicking one that does not does nothing.
    int guard = 0;
    while (t.state().phase == cr::Phase::Play && guard++ < 20) {
        REQUIRE(t.f.run_until(
            [&] { return t.state().phase != cr::Phase::Play || t.scene().human_to_act(); }, 3000));
        if (t.state().phase != cr::Phase::Play) {
            break;
        }
        const int n = static_cast<int>(t.scene().human_shown().size());
        for (int i = 0; i < n; ++i) {
            if (!t.scene().playable(i)) {
                const std::size_t held = t.state().player(cr::Seat::Human).hand.size();
                t.click_card(i);
                CHECK(t.state().player(cr::Seat::Human).hand.size() == held);
            }
        }
        if (const auto go = t.state().go) { // a go said in this count is shown by the name
            const auto badges = t.scene().badges(*go);
            CHECK(std::find(badges.begin(), badges.end(), "Go") != badges.end());
        }
        const int i = t.first_playable();
        REQUIRE(i >= 0); // the rules say go for a player who cannot play
        const cr::Card card = t.scene().human_shown()[static_cast<std::size_t>(i)];
        t.click_card(i);
        const auto& played = t.state().player(cr::Seat::Human).played;
        CHECK(std::find(played.begin(), played.end(), card) != played.end());
    }
    REQUIRE(t.state().phase == cr::Phase::DealOver);

    // The show: counted item by item, the pegs following; Continue counts on at once.
    REQUIRE(t.scene().reveal().active());
    const auto& steps = t.scene().reveal().steps();
    for (const ShowStep& step : steps) {
        const cr::Show& show = t.scene().reveal().shows()[static_cast<std::size_t>(step.show)];
        if (step.item >= 0 && step.points > 0) {
            CHECK(step.lit == show.score.items[static_cast<std::size_t>(step.item)].cards);
        }
    }
    std::size_t before = t.scene().reveal().shown();
    t.f.key(SDLK_c);
    CHECK(t.scene().reveal().shown() == before + 1);
    CHECK(t.f.run_until([&] { return t.scene().reveal().finished(); }, 4000));
    t.scene().update(5); // let the pegs arrive
    for (const cr::Seat seat : {cr::Seat::Human, cr::Seat::Computer}) {
        CHECK(t.scene().pegs()[static_cast<std::size_t>(cr::index(seat))].front ==
              t.state().player(seat).score);
    }
    CHECK(t.scene().move_label() == "Next deal");
    // The deal's record adds up to the scores (the game began at 0 to 0).
    REQUIRE(t.scene().deals().size() == 1);
    const DealRecord& d = t.scene().deals()[0];
    for (const std::size_t s : {std::size_t{0}, std::size_t{1}}) {
        CHECK(d.play[s] + d.hand[s] + d.crib[s] == t.state().players[s].score);
    }
    CHECK(d.crib[static_cast<std::size_t>(cr::index(cr::other(t.state().dealer)))] == 0);
    t.f.key(SDLK_c);
    CHECK(t.state().deal_number == 2);
    CHECK(t.state().dealer == cr::other(first_dealer));
    CHECK(t.state().phase == cr::Phase::LayAway);
}

TEST_CASE("a click on the deck cuts for the deal; it is no target once the cut is made") {
    Table t(cr::new_game());
    CHECK(t.scene().zones().reachable(Target{Deck, 0}));
    CHECK(t.scene().prompt().starts_with("Cut the deck: click it"));
    t.click(Target{Deck, 0});
    CHECK(t.state().phase == cr::Phase::LayAway);
    CHECK_FALSE(t.scene().zones().reachable(Target{Deck, 0}));
}

TEST_CASE("keyboard only: number keys pick, L lays away, a number plays, C counts on") {
    Table t(cr::new_game(), 1280, 720, false);
    t.f.key(SDLK_c); // cut
    REQUIRE(t.wait_for_human());
    t.f.key(SDLK_2);
    t.f.key(SDLK_3);
    CHECK(t.scene().picked() == std::vector<int>{1, 2});
    t.f.key(SDLK_l);
    CHECK(t.state().player(cr::Seat::Human).laid_away.size() == 2);
    REQUIRE(t.f.run_until([&] { return t.state().phase != cr::Phase::LayAway; }, 3000));
    int guard = 0;
    while (t.state().phase == cr::Phase::Play && guard++ < 20) {
        REQUIRE(t.f.run_until(
            [&] { return t.state().phase != cr::Phase::Play || t.scene().human_to_act(); }, 3000));
        if (t.state().phase != cr::Phase::Play) {
            break;
        }
        const int i = t.first_playable();
        REQUIRE(i >= 0);
        const std::size_t held = t.state().player(cr::Seat::Human).hand.size();
        t.f.key(static_cast<SDL_Keycode>(SDLK_1 + i));
        CHECK(t.state().player(cr::Seat::Human).hand.size() == held - 1);
    }
    REQUIRE(t.state().phase == cr::Phase::DealOver);
    while (!t.scene().reveal().finished()) {
        t.f.key(SDLK_c);
    }
    t.f.key(SDLK_c);
    CHECK(t.state().deal_number == 2);
}

TEST_CASE("the Go by a name is shown while its count lasts, and gone once the play is over") {
    // The computer has laid all four; the human holds two and plays both, the computer saying
    // go in between. The rules remember that go after the play; the show must not show it.
    const cr::GameState state = cribbage_position(play_last_two);
    Table t(state, 1280, 720, false);
    REQUIRE(t.wait_for_human());
    CHECK(t.scene().badges(cr::Seat::Computer).empty());
    t.f.key(SDLK_1); // the 8: the computer cannot follow and says go
    REQUIRE(t.state().phase == cr::Phase::Play);
    REQUIRE(t.state().go == cr::Seat::Computer);
    CHECK(t.scene().badges(cr::Seat::Computer) == std::vector<std::string>{"Go"});
    CHECK(t.scene().badges(cr::Seat::Human) == std::vector<std::string>{"Dealer"});
    REQUIRE(t.wait_for_human());
    t.f.key(SDLK_1); // the 9, the last card
    REQUIRE(t.state().phase == cr::Phase::DealOver);
    REQUIRE(t.state().go == cr::Seat::Computer); // what the rules remember
    CHECK(t.scene().badges(cr::Seat::Computer).empty());
    CHECK(t.scene().badges(cr::Seat::Human) == std::vector<std::string>{"Dealer"});
}

TEST_CASE("help shows the expert's lay-away and highlights the two cards") {
    Table t(cr::new_game(), 1280, 720, false);
    t.f.key(SDLK_c);
    REQUIRE(t.wait_for_human());
    t.f.key(SDLK_h);
    CHECK(t.scene().help_open());
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    const cr::Advice& advice = *t.scene().advice();
    CHECK(advice.highlight.size() == 2);
    CHECK(std::holds_alternative<cr::LayAway>(advice.action));
    CHECK_FALSE(advice.lines.empty());
    // Picking a card is not a move: the advice stays.
    t.f.key(SDLK_1);
    t.f.app->step(3);
    CHECK(t.scene().advice().has_value());
    // The same advice as the expert gives on the human's view.
    const cr::Advice direct = cr::advise(cr::view_for(t.state(), cr::Seat::Human), 0);
    CHECK(direct.highlight.size() == 2);
    t.f.key(SDLK_h);
    CHECK_FALSE(t.scene().help_open());
}

TEST_CASE("the computer's lay-away reasons wait until the crib has been shown") {
    Table t(cr::new_game(), 1280, 720, false);
    t.f.key(SDLK_c);
    // Play the deal with the first cards offered until the show is over.
    int guard = 0;
    while (t.state().phase != cr::Phase::DealOver && guard++ < 40) {
        REQUIRE(t.f.run_until(
            [&] { return t.scene().human_to_act() || t.state().phase == cr::Phase::DealOver; },
            3000));
        if (t.state().phase == cr::Phase::LayAway) {
            t.f.key(SDLK_1);
            t.f.key(SDLK_2);
            t.f.key(SDLK_l);
        } else if (t.state().phase == cr::Phase::Play) {
            t.f.key(static_cast<SDL_Keycode>(SDLK_1 + t.first_playable()));
        }
        if (t.state().phase == cr::Phase::Play || t.state().phase == cr::Phase::DealOver) {
            // Once both have laid away, nothing in the log may name the computer's crib cards.
            const auto& crib = t.state().player(cr::Seat::Computer).laid_away;
            if (t.state().phase == cr::Phase::Play) {
                for (const auto& e : t.scene().log().entries()) {
                    for (const auto& r : e.reasons) {
                        for (const cr::Card c : crib) {
                            CHECK(r.find(parlor::cards::pretty(c)) == std::string::npos);
                        }
                    }
                }
            }
        }
    }
    REQUIRE(t.state().phase == cr::Phase::DealOver);
    auto told = [&] {
        for (const auto& e : t.scene().log().entries()) {
            if (e.text.find("Why the computer laid away") != std::string::npos) {
                return !e.reasons.empty();
            }
        }
        return false;
    };
    CHECK_FALSE(told());
    while (!t.scene().reveal().finished()) {
        t.f.key(SDLK_c);
    }
    CHECK(told());
}

TEST_CASE("every move writes the autosave, which Continue on the title opens again") {
    Table t(cr::new_game(), 1280, 720, false);
    t.f.key(SDLK_c);
    REQUIRE(t.wait_for_human());
    const std::string autosave = t.f.app->unfinished().path("cribbage");
    REQUIRE(std::filesystem::exists(autosave));
    cr::LoadResult loaded = cr::load_save_file(autosave);
    REQUIRE(loaded.state);
    CHECK(cr::write_save(*loaded.state) == cr::write_save(t.state()));

    t.f.app->go_to_title();
    t.f.app->step();
    REQUIRE(t.f.top() == "title");
    OpenedGame opened = open_save_file(*t.f.app, autosave);
    REQUIRE(opened.scene);
    t.f.app->push(std::move(opened.scene));
    t.f.app->step();
    auto* again = t.f.top_as<TableScene>();
    REQUIRE(again != nullptr);
    CHECK(cr::write_save(again->state()) == cr::write_save(*loaded.state));
}

TEST_CASE("S opens the save dialog on the human's turn; the file saved loads back") {
    Table t(cr::new_game(), 1280, 720, false);
    t.f.key(SDLK_c);
    REQUIRE(t.wait_for_human());
    t.f.key(SDLK_s);
    REQUIRE(t.f.top() == "save");
    t.f.key(SDLK_RETURN);
    t.f.app->step();
    const std::string path = t.f.app->data_dir() + "cribbage-deal-1.txt";
    REQUIRE(std::filesystem::exists(path));
    CHECK(cr::load_save_file(path).state.has_value());
    CHECK(t.f.top() == "table"); // Save, the gold button, plays on (Save and quit is beside it)
}

TEST_CASE("a malformed cribbage save gives its line-numbered error and nothing opens") {
    AppFixture f(1280, 720);
    f.dir.write("bad.txt", "Game: Cribbage\nComputer:\n   Score: 45\n   Hand: 5H 5H\n");
    OpenedGame opened = open_save_file(*f.app, f.dir.file("bad.txt"));
    CHECK_FALSE(opened.scene);
    CHECK(opened.error.find("bad.txt:") != std::string::npos);
    CHECK(opened.error.find('\n') == std::string::npos);
}

TEST_CASE("pegging to 121 ends the game at once and leads to the results; the autosave goes") {
    Table t(cribbage_position(play_near_the_end), 1280, 720, false);
    REQUIRE(std::filesystem::exists(t.f.app->unfinished().path("cribbage")));
    const auto shown = t.scene().human_shown();
    int eight = -1;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (shown[i].rank == 8) {
            eight = static_cast<int>(i);
        }
    }
    REQUIRE(eight >= 0);
    t.click_card(eight); // 7 + 8 = 15: two points, 121
    CHECK(t.state().phase == cr::Phase::GameOver);
    CHECK(t.state().player(cr::Seat::Human).score == 121);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    CHECK_FALSE(std::filesystem::exists(t.f.app->unfinished().path("cribbage")));
    t.f.key(SDLK_ESCAPE); // Enter would play again
    t.f.app->step();
    CHECK(t.f.top() == "title");
}

TEST_CASE("the pegs: the front one on the score, the back one where it was") {
    Table t(cribbage_position(play_near_the_end), 1280, 720, false);
    CHECK(t.scene().pegs()[0].shown == 119);
    CHECK(t.scene().pegs()[0].front == 119);
    CHECK(t.scene().pegs()[1].front == 100);
    const auto shown = t.scene().human_shown();
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (shown[i].rank == 8) {
            t.click_card(static_cast<int>(i));
        }
    }
    CHECK(t.scene().pegs()[0].front == 121);
    CHECK(t.scene().pegs()[0].back == 119);
    CHECK(t.scene().pegs()[0].shown == 121); // animations are off: the peg is there at once
}

TEST_CASE("with animations on, the front peg moves hole by hole to the score") {
    Table t(cribbage_position(play_near_the_end), 1280, 720, true);
    const auto shown = t.scene().human_shown();
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (shown[i].rank == 8) {
            t.click_card(static_cast<int>(i));
        }
    }
    REQUIRE(t.scene().pegs()[0].front == 121);
    CHECK(t.scene().pegs()[0].shown < 121);
    t.f.app->step(1);
    const double one_step = t.scene().pegs()[0].shown;
    CHECK(one_step > 119);
    CHECK(t.f.run_until([&] { return !t.scene().pegs()[0].moving(); }, 120));
    CHECK(t.scene().pegs()[0].shown == 121);
}

TEST_CASE("the Cribbage table fits every window from 1024x600 to 3840x2160") {
    for (auto dimensions :
         {std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1366, 768}, std::pair{1920, 1080},
          std::pair{2560, 1440}, std::pair{3840, 2160}, std::pair{1280, 1024}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (const bool help : {false, true}) {
            CAPTURE(w);
            CAPTURE(h);
            const parlor::app::table::TableFrame f = parlor::app::table::frame_table(w, h, help);
            const Layout l = layout_cribbage(f);
            const std::vector<Rect> rows{f.top_bar, l.board,      l.computer_hand,
                                         l.middle,  l.human_hand, f.menu_bar};
            for (std::size_t i = 0; i < rows.size(); ++i) {
                CHECK(f.window.contains(rows[i]));
                CHECK_FALSE(rows[i].overlaps(f.side));
                for (std::size_t j = i + 1; j < rows.size(); ++j) {
                    CHECK_FALSE(rows[i].overlaps(rows[j]));
                }
            }
            CHECK_FALSE(l.deck.overlaps(l.play));
            CHECK_FALSE(l.crib.overlaps(l.play));
            CHECK(l.middle.contains(l.deck));
            CHECK(l.middle.contains(l.crib));
            // Six cards side by side fit the hand's row without overlapping.
            const auto six = parlor::app::table::fan(l.human_hand, 6, l.human_card, f.px(10));
            for (std::size_t i = 1; i < six.size(); ++i) {
                CHECK(six[i].x >= six[i - 1].right());
            }
        }
    }
}

namespace {

// Plays on by keys (the first cards offered, the last two laid away) until the results show,
// checking at the end that the deals' records add up to the scores.
void play_to_the_end(Table& t) {
    int guard = 0;
    while (t.f.top() == "table" && guard++ < 400) {
        REQUIRE(t.f.run_until(
            [&] {
                return t.f.top() != "table" || t.scene().human_to_act() ||
                       t.state().phase == cr::Phase::DealOver ||
                       t.state().phase == cr::Phase::GameOver;
            },
            3000));
        if (t.f.top() != "table") {
            break;
        }
        switch (t.state().phase) {
        case cr::Phase::CutForDeal:
            t.f.key(SDLK_c);
            break;
        case cr::Phase::LayAway:
            t.f.key(SDLK_5);
            t.f.key(SDLK_6);
            t.f.key(SDLK_l);
            break;
        case cr::Phase::Play:
            t.f.key(static_cast<SDL_Keycode>(SDLK_1 + t.first_playable()));
            break;
        case cr::Phase::DealOver:
        case cr::Phase::GameOver:
            t.f.key(SDLK_c); // count on, then deal again; at the end the results come by themselves
            break;
        }
        if (t.f.top() == "table" && t.state().phase == cr::Phase::GameOver) {
            const auto deals = t.scene().deals();
            const auto scores = cr::scores(t.state());
            std::array<int, 2> sum{};
            for (const DealRecord& d : deals) {
                for (std::size_t s = 0; s < 2; ++s) {
                    sum[s] += d.play[s] + d.hand[s] + d.crib[s];
                }
            }
            // Points beyond 121 are not pegged: the winner's sum may pass it, the loser's is exact.
            const std::size_t winner = scores[0] == 121 ? 0 : 1;
            CHECK(sum[1 - winner] == scores[1 - winner]);
            CHECK(sum[winner] >= 121);
            CHECK(deals.size() == static_cast<std::size_t>(t.state().deal_number));
        }
    }
}

} // namespace

// Writes a PNG of each phase of a deal to $PARLOR_SHOTS (default /tmp/parlor-shots).
// Run it by hand: parlor_tests_app -tc="cribbage screenshots" --no-skip
TEST_CASE("cribbage screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        {
            Table moving(cr::new_game(), w, h, true);
            moving.click_button(move_button);
            moving.f.app->step(12);
            moving.f.app->render_now();
            moving.f.app->save_screenshot(dir + "/cribbage-1b-dealing-" + size + ".png");
        }
        Table t(cr::new_game(), w, h, false);
        auto shoot = [&](const std::string& name) {
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cribbage-" + name + "-" + size + ".png");
        };
        shoot("1-cut");
        t.f.key(SDLK_c);
        REQUIRE(t.wait_for_human());
        shoot("2-dealt");
        t.f.key(SDLK_1);
        t.f.key(SDLK_5);
        shoot("3-picked");
        t.f.key(SDLK_h);
        REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
        shoot("4-help");
        t.f.key(SDLK_h);
        t.f.key(SDLK_l);
        REQUIRE(t.f.run_until([&] { return t.state().phase != cr::Phase::LayAway; }, 3000));
        int shots = 0;
        while (t.state().phase == cr::Phase::Play) {
            REQUIRE(t.f.run_until(
                [&] { return t.state().phase != cr::Phase::Play || t.scene().human_to_act(); },
                3000));
            if (t.state().phase != cr::Phase::Play) {
                break;
            }
            shoot("5-play-" + std::to_string(++shots));
            t.f.key(static_cast<SDL_Keycode>(SDLK_1 + t.first_playable()));
        }
        for (int step = 0; !t.scene().reveal().finished(); ++step) {
            t.f.key(SDLK_c);
            shoot("6-show-" + std::to_string(step));
        }
        t.f.key(SDLK_r);
        if (auto* deal_review = t.f.top_as<table::ReviewOverlay>()) {
            REQUIRE(t.f.run_until([&] { return deal_review->ready(); }, 20000));
            t.f.app->step();
            shoot("6z-deal-review");
            t.f.key(SDLK_ESCAPE);
        }
        t.f.key(SDLK_c);
        play_to_the_end(t);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/cribbage-7-results-" + size + ".png");
        t.f.key(SDLK_r);
        auto* review = t.f.top_as<table::ReviewOverlay>();
        REQUIRE(review != nullptr);
        REQUIRE(t.f.run_until([&] { return review->ready(); }, 20000));
        t.f.app->step();
        shoot("8-review");
        t.f.key(SDLK_TAB);
        shoot("8b-review-chosen");
        t.f.key(SDLK_RETURN);
        shoot("8c-review-moment");
        t.f.key(SDLK_RIGHT);
        shoot("8d-review-next");
        t.f.key(SDLK_ESCAPE);
        t.f.key(SDLK_END);
        shoot("9-review-end");
        t.f.key(SDLK_ESCAPE);
        t.f.key(SDLK_w);
        t.f.key(SDLK_RIGHT);
        t.f.key(SDLK_RIGHT);
        t.f.key(SDLK_RIGHT);
        shoot("9b-watch");
    }
}

TEST_CASE("a whole game to 121 played by keys ends on the results, with every deal recorded") {
    Table t(cr::new_game(), 1280, 720, false);
    play_to_the_end(t);
    CHECK(t.f.top() == "game_results");

    // The results offer the expert's review of the game just played, worked out off the loop.
    auto* results = t.f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    const auto kinds = table::results_buttons(results->sheet());
    CHECK(std::find(kinds.begin(), kinds.end(), table::ResultsButton::Review) != kinds.end());
    t.f.key(SDLK_r);
    REQUIRE(t.f.top() == "review");
    auto* review = t.f.top_as<table::ReviewOverlay>();
    REQUIRE(review != nullptr);
    REQUIRE(t.f.run_until([&] { return review->ready(); }, 20000));
    t.f.app->step();
    CHECK(review->title() == "Review of your game");
    // The player always laid away the last two cards and played the first that fit: the expert
    // finds decisions it would have made otherwise, and names them.
    CHECK(review->text().rfind("How your decisions went\n", 0) == 0);
    CHECK(review->text().find(" cost you about ") != std::string::npos);
    CHECK(review->text().find("\nYou chose to ") != std::string::npos);

    // Tab chooses the first item, Enter shows its moment on the table: the position before the
    // decision, as the player saw it, the two moves marked, the expert's word beside.
    t.f.key(SDLK_TAB);
    CHECK(review->chosen() == 1);
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.top() == "table");
    auto* moment = t.f.top_as<TableScene>();
    REQUIRE(moment != nullptr);
    REQUIRE(moment->watch_status());
    CHECK(moment->watch_status()->reviewing);
    const auto* item = moment->reviewed_item();
    REQUIRE(item != nullptr);
    CHECK_FALSE(moment->all_hands_shown()); // hands as the player saw them
    CHECK(moment->help_open());
    CHECK(moment->review_summary() ==
          "You chose to " + item->played + "; the expert would " + item->expert + ".");
    // The table is at the decision: the player to move, the cards of both moves in the hand.
    CHECK(cr::legal_actions(moment->state()).size() > 1);
    const auto& hand = moment->state().player(cr::Seat::Human).hand;
    for (const Card c : item->played_cards) {
        CHECK(std::find(hand.begin(), hand.end(), c) != hand.end());
    }
    for (const Card c : item->expert_cards) {
        CHECK(std::find(hand.begin(), hand.end(), c) != hand.end());
    }
    const table::CardRow* mine = moment->row(HumanHand);
    REQUIRE(mine != nullptr);
    int marked = 0;
    for (const Card c : mine->cards) {
        const table::CardMarks m = *moment->marks_for_tests(c);
        marked += m.selected || m.hint;
        CHECK(m.selected == (std::find(item->played_cards.begin(), item->played_cards.end(), c) !=
                             item->played_cards.end()));
    }
    CHECK(marked >= 2);
    // The arrows go through the reviewed decisions in the order they were made.
    const int decisions = moment->watch_status()->decisions;
    const int first = item->decision;
    if (decisions > 1) {
        t.f.key(moment->watch_status()->decision < decisions ? SDLK_RIGHT : SDLK_LEFT);
        REQUIRE(moment->reviewed_item() != nullptr);
        CHECK(moment->reviewed_item()->decision != first);
    }
    t.f.key(SDLK_ESCAPE);
    CHECK(t.f.top() == "review");
    t.f.key(SDLK_ESCAPE);
    CHECK(t.f.top() == "game_results");

    // Watch again (W): the game just played, from its record, on its table; Esc comes back.
    CHECK(std::find(kinds.begin(), kinds.end(), table::ResultsButton::Watch) != kinds.end());
    t.f.key(SDLK_w);
    REQUIRE(t.f.top() == "table");
    auto* watched = t.f.top_as<TableScene>();
    REQUIRE(watched != nullptr);
    REQUIRE(watched->watch_status());
    // It opens on the first deal (the cut for it made), no point scored yet.
    CHECK(watched->watch_status()->at > 0);
    CHECK(watched->state().phase == cr::Phase::LayAway);
    CHECK(watched->state().player(cr::Seat::Human).score == 0);
    t.f.key(SDLK_END);
    CHECK(watched->watch_status()->at == watched->watch_status()->steps);
    const bool someone_won = watched->state().player(cr::Seat::Human).score >= 121 ||
                             watched->state().player(cr::Seat::Computer).score >= 121;
    CHECK(someone_won);
    CHECK(watched->all_hands_shown());
    t.f.key(SDLK_ESCAPE);
    CHECK(t.f.top() == "game_results");
}

TEST_CASE("the rules and the keys overlays turn between the games with Left and Right") {
    Table t(cr::new_game(), 1280, 720, false);
    t.f.key(SDLK_F1);
    auto* keys = t.f.top_as<ShortcutsOverlay>();
    REQUIRE(keys != nullptr);
    CHECK(keys->game() == "cribbage"); // the table it opened over
    t.f.key(SDLK_RIGHT);
    CHECK(keys->game() == "pinochle"); // the next in the title's order
    t.f.key(SDLK_LEFT);
    t.f.key(SDLK_LEFT);
    CHECK(keys->game() == "fivecrowns");
    t.f.key(SDLK_ESCAPE);
    CHECK(t.f.top() == "table");

    t.f.app->push(std::make_unique<RulesOverlay>(*t.f.app, "cribbage"));
    t.f.app->step();
    auto* rules = t.f.top_as<RulesOverlay>();
    REQUIRE(rules != nullptr);
    CHECK(rules->title() == "Rules of Cribbage");
    t.f.key(SDLK_LEFT);
    CHECK(rules->title() == "Rules of Five Crowns");
    t.f.key(SDLK_LEFT); // round to the last game
    CHECK(rules->title() == "Rules of Cruno");
    t.f.key(SDLK_RIGHT);
    t.f.key(SDLK_RIGHT);
    CHECK(rules->title() == "Rules of Cribbage");
}

TEST_CASE("the Load dialog lists a saved game of cribbage with its summary and opens its table") {
    AppFixture f(1280, 720);
    REQUIRE_FALSE(cr::save_to_file(f.dir.file("crib.txt"), cribbage_position(play_near_the_end)));
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load != nullptr);
    REQUIRE(load->file_count() == 1);
    CHECK(load->file_row(0).detail.find("Cribbage") != std::string::npos);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().player(cr::Seat::Human).score == 119);
}

TEST_CASE("a picked card keeps its gold mark while the keyboard focus is on it") {
    Table t(cr::new_game(), 1280, 720, false);
    t.f.key(SDLK_c); // cut
    REQUIRE(t.wait_for_human());
    t.f.key(SDLK_2);
    t.f.key(SDLK_3);
    REQUIRE(t.scene().picked() == std::vector<int>{1, 2});
    t.f.key(SDLK_LEFT); // the first arrow shows where the focus is: on the card last picked
    REQUIRE(t.scene().focus().visible);
    REQUIRE(t.scene().focus().target == Target{HumanHand, 2});
    t.f.app->render_now();
    Gfx& g = t.f.app->gfx();
    std::vector<std::uint32_t> pixels(static_cast<std::size_t>(g.width() * g.height()));
    REQUIRE(SDL_RenderReadPixels(t.f.app->renderer(), nullptr, SDL_PIXELFORMAT_ARGB8888,
                                 pixels.data(), g.width() * 4) == 0);
    const auto at = [&](float x, float y) {
        const std::uint32_t p =
            pixels[static_cast<std::size_t>(static_cast<int>(y) * g.width() + static_cast<int>(x))];
        return std::array<int, 3>{int((p >> 16) & 0xff), int((p >> 8) & 0xff), int(p & 0xff)};
    };
    const auto gold = [](std::array<int, 3> c) { return c[0] > 180 && c[1] > 120 && c[2] < 110; };
    for (const int i : {1, 2}) { // the first picked, then the one with the focus
        CAPTURE(i);
        const Rect card = t.scene().box(Target{HumanHand, i});
        REQUIRE_FALSE(card.empty());
        CHECK(gold(at(card.x + 2, card.cy())));
    }
    const Rect unpicked = t.scene().box(Target{HumanHand, 3});
    CHECK_FALSE(gold(at(unpicked.x + 2, unpicked.cy())));
}

} // namespace cribbage_table_test
