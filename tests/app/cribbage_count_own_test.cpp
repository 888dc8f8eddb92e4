// Counting your own at the Cribbage table (issue 46, point 2; docs/app.md, "Count your own"):
// New game's Count choice starts the game with it, an over-claim is refused with the true count
// shown, a claim up to it pegs what was claimed, with muggins the computer takes what was missed,
// and Continue after leaving mid-claim brings back the option and the claim waiting.

#include "app_fixture.hpp"
#include "cribbage_positions.hpp"
#include "table_fixture.hpp"
#include "text_layout.hpp"

#include "app/core/settings.hpp"
#include "app/cribbage/table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "parlor/games/cribbage/claim.hpp"

#include <doctest/doctest.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace cribbage_count_own_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;
namespace cr = parlor::cribbage;

namespace {

TableScene* table_of(AppFixture& f) {
    return f.top_as<TableScene>();
}

// Plays by keys (cut, the last two cards laid away, the first card the count allows, C to count
// on and deal again) until a claim of the player's of at least `points` is open.
TableScene& play_to_a_claim(AppFixture& f, int points = 0) {
    for (int guard = 0; guard < 400; ++guard) {
        TableScene* t = table_of(f);
        REQUIRE(t != nullptr);
        REQUIRE(f.run_until(
            [&] {
                return t->claim_open() || t->human_to_act() ||
                       t->state().phase == cr::Phase::DealOver;
            },
            3000));
        if (t->claim_open()) {
            if (t->human_claim()->points >= points) {
                return *t;
            }
            // Not the claim wanted: claimed in full, and on.
            for (const char d : std::to_string(t->human_claim()->points)) {
                f.key(static_cast<SDL_Keycode>(SDLK_0 + (d - '0')));
            }
            f.key(SDLK_RETURN);
            continue;
        }
        REQUIRE(t->state().phase != cr::Phase::GameOver);
        switch (t->state().phase) {
        case cr::Phase::LayAway:
            f.key(SDLK_5);
            f.key(SDLK_6);
            f.key(SDLK_l);
            break;
        case cr::Phase::Play:
            f.key(static_cast<SDL_Keycode>(SDLK_1 + first_playable(*t)));
            break;
        default:
            f.key(SDLK_c); // cut, count on, deal again
            break;
        }
    }
    FAIL("no claim came");
    return *table_of(f);
}

// Types a number of points as digits.
void type_points(AppFixture& f, int points) {
    for (const char d : std::to_string(points)) {
        f.key(static_cast<SDL_Keycode>(SDLK_0 + (d - '0')));
    }
}

int score(TableScene& t, cr::Seat seat) {
    return t.state().player(seat).score;
}

// The screen as it stands at every size, its text checked (none over another, none off its
// panel), written out with PARLOR_SCREENSHOT_DIR.
void look(AppFixture& f, TextFaults& faults, const std::string& moment) {
    const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR");
    f.app->step();
    look_at_every_size(*f.app, faults, moment, [&](const std::string& size) {
        if (dir != nullptr) {
            REQUIRE_FALSE(f.app
                              ->save_screenshot(std::string(dir) + "/cribbage-count-own-" + moment +
                                                "-" + size + ".png")
                              .has_value());
        }
    });
}

bool log_has(TableScene& t, const std::string& words) {
    for (const auto& entry : t.log().entries()) {
        if (entry.text.find(words) != std::string::npos) {
            return true;
        }
    }
    return false;
}

} // namespace

TEST_CASE("Count your own from New game: an over-claim refused with the true count, Continue "
          "mid-claim brings the option and the claim back, a claim up to it pegs what it says") {
    TextFaults faults;
    AppFixture f(800, 480);
    f.app->settings().animations = false;
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_DOWN);   // the second game of the list
    f.key(SDLK_RETURN); // Cribbage
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    REQUIRE(ng->choice().game_id == "cribbage");
    f.key(SDLK_UP);     // from Expert to Intermediate (quick and always the same)
    f.key(SDLK_RETURN); // the difficulty
    REQUIRE(ng->step() == NewGameScene::Step::Players);
    f.key(SDLK_RETURN); // two players
    REQUIRE(ng->step() == NewGameScene::Step::Rules);
    // Beside the length, the Count: the computer counts, unless the player says otherwise.
    REQUIRE(ng->choices().size() == 4); // the length, the count, Continue, Back
    CHECK(ng->choices()[1].label == "Count: The computer counts");
    CHECK(ng->focused_label() == "Continue");
    f.key(SDLK_UP);
    f.key(SDLK_RETURN);
    CHECK(ng->choices()[1].label == "Count: Count your own");
    look(f, faults, "new-game");
    f.key(SDLK_DOWN); // Continue
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Name);
    f.key(SDLK_RETURN);
    f.app->step();
    REQUIRE(f.top() == "table");
    CHECK(table_of(f)->state().count_own == cr::CountOwn::On);
    CHECK(f.app->settings().choice("cribbage", "count") == "on"); // the next game asks with it

    // The first claim of a point or more: one point too many is refused, the true count shown
    // and said in the log, the claim still waiting.
    TableScene* t = &play_to_a_claim(f, 1);
    const cr::PendingClaim claim = *t->human_claim();
    CHECK_FALSE(t->claim_question().empty());
    const int before = score(*t, cr::Seat::Human);
    type_points(f, claim.points + 1);
    CHECK(t->claim_entry() == std::to_string(claim.points + 1));
    f.key(SDLK_RETURN);
    const std::string refused = cr::why_claim_refused(claim.points + 1, claim.items);
    CHECK(refused.find("but it is") != std::string::npos);
    CHECK(t->claim_refused() == refused);
    CHECK(t->log().entries().back().text == refused);
    CHECK(t->claim_open());
    CHECK(score(*t, cr::Seat::Human) == before);
    look(f, faults, "refused");

    // Left mid-claim: Continue opens the game with its count and the same claim waiting.
    f.open(800, 480);
    f.app->settings().animations = false;
    const std::vector<UnfinishedGame> unfinished = f.app->unfinished().list();
    REQUIRE(unfinished.size() == 1);
    OpenedGame opened = open_unfinished(*f.app, unfinished.front());
    INFO(opened.error);
    REQUIRE(opened.scene);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    t = table_of(f);
    REQUIRE(t != nullptr);
    CHECK(t->state().count_own == cr::CountOwn::On);
    REQUIRE(t->human_claim() != nullptr);
    CHECK(*t->human_claim() == claim);
    REQUIRE(f.run_until([&] { return t->claim_open(); }, 3000));
    CHECK(score(*t, cr::Seat::Human) == before);

    // Up, Down and Backspace change the number; the true count claimed pegs it all.
    f.key(SDLK_UP);
    f.key(SDLK_UP);
    CHECK(t->claim_entry() == "2");
    f.key(SDLK_BACKSPACE);
    CHECK(t->claim_entry().empty());
    type_points(f, claim.points);
    f.key(SDLK_RETURN);
    // Settled (another may wait at once: the hand after the play's last card).
    CHECK((t->human_claim() == nullptr || !(*t->human_claim() == claim)));
    CHECK(t->claim_refused().empty());
    CHECK(score(*t, cr::Seat::Human) == before + claim.points);
    CHECK(t->pegs()[0].front == before + claim.points);
    CHECK(log_has(*t, "You claim " + std::to_string(claim.points)));

    // A hand to count: its cards and the starter in the play area, the claim beside them.
    t = &play_to_a_claim(f);
    while (t->human_claim()->of == cr::ClaimOf::Pegging) {
        type_points(f, t->human_claim()->points);
        f.key(SDLK_RETURN);
        t = &play_to_a_claim(f);
    }
    type_points(f, t->human_claim()->points + 3);
    f.key(SDLK_RETURN);
    CHECK(t->claim_refused().find("but it is") != std::string::npos);
    look(f, faults, "show-refused");
    faults.check();
}

TEST_CASE("with muggins an under-claim gives the computer the points missed, named in the log") {
    TableFixture<TableScene> table(cr::new_game(cr::winning_score, cr::CountOwn::Muggins), 800, 480,
                                   false, "greedy", 46);
    AppFixture& f = table.f;
    TableScene& t = play_to_a_claim(f, 1);
    const cr::PendingClaim claim = *t.human_claim();
    const int mine = score(t, cr::Seat::Human);
    const int theirs = score(t, cr::Seat::Computer);
    // One point less, by the button beside Claim: the true count typed, then "−".
    type_points(f, claim.points);
    table.click(Target::button(claim_less_button));
    CHECK(t.claim_entry() == std::to_string(claim.points - 1));
    f.key(SDLK_RETURN);
    CHECK((t.human_claim() == nullptr || !(*t.human_claim() == claim)));
    CHECK(score(t, cr::Seat::Human) == mine + claim.points - 1);
    CHECK(score(t, cr::Seat::Computer) == theirs + 1);
    CHECK(log_has(t, "Muggins! Computer takes the 1 point you missed"));
}

TEST_CASE("the Count is kept in settings.json under the game's choices; a wrong kind is said") {
    Settings s;
    s.set_choice("cribbage", "count", "muggins");
    const std::string json = settings_to_json(s);
    CHECK(json.find("\"choices\"") != std::string::npos);
    std::string error;
    const Settings back = settings_from_json(json, &error);
    CHECK(error.empty());
    CHECK(back.choice("cribbage", "count") == "muggins");
    CHECK(back.choice("cribbage", "other").empty());
    CHECK(back == s);

    const Settings wrong =
        settings_from_json(R"({"games": {"cribbage": {"choices": {"count": 2}}}})", &error);
    CHECK(wrong.choice("cribbage", "count").empty());
    CHECK(error.find("\"games.cribbage.choices.count\" (2, not text)") != std::string::npos);
}

} // namespace cribbage_count_own_test
