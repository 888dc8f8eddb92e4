// What the speech mode says of the moves a player makes in several steps (issue 45): in Casino
// a picked hand card, then the table card it takes (the focus goes there and says what picking
// it makes, the prompt names the table cards with their keys); in Cruno what an action card does
// to the next player, the stock's draw, the suits offered for an 8. And never a card the player
// does not see.

#include "table_fixture.hpp"

#include "../cruno/test_table.hpp"
#include "app/casino/busy_table.hpp"
#include "app/casino/table.hpp"
#include "app/core/speech.hpp"
#include "app/cruno/table.hpp"
#include "parlor/games/casino/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

namespace speech_moves_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace ca = parlor::casino;
namespace cn = parlor::cruno;
namespace ct = parlor::cruno::test;

namespace {

// A table of `Scene` opened on `state` with the speech mode on, its lines going to a log.
template <class Scene> struct Spoken : TableFixture<Scene> {
    std::string log;
    explicit Spoken(const typename Scene::State& state)
        : TableFixture<Scene>(state, 1280, 720, false, "greedy", 41) {
        log = this->f.dir.file("speech.log");
        speaker().set_service(false);
        speaker().set_log(log);
        this->f.key(SDLK_t, KMOD_CTRL, 2);
    }
    ~Spoken() {
        speaker().set_on(false);
        speaker().set_log({});
    }
    std::vector<std::string> lines() const {
        std::ifstream in(log);
        std::vector<std::string> out;
        for (std::string line; std::getline(in, line);) {
            out.push_back(line);
        }
        return out;
    }
    // The key pressed; the last line said since (empty: nothing).
    std::string press(SDL_Keycode key, Uint16 mod = KMOD_NONE) {
        const std::size_t before = lines().size();
        this->f.key(key, mod, 2);
        const auto now = lines();
        return now.size() > before ? now.back() : std::string();
    }
    bool said(const std::string& line) const {
        const auto all = lines();
        return std::find(all.begin(), all.end(), line) != all.end();
    }
    bool said_anywhere(const std::string& words) const {
        const auto all = lines();
        return std::any_of(all.begin(), all.end(), [&](const std::string& line) {
            return line.find(words) != std::string::npos;
        });
    }
};

// The player's Q♥ takes the Q♦; the 5♣ can only trail. The computer holds the 5♥ and 6♥.
constexpr std::string_view queen_takes_queen = R"(Round: 1
Computer:
   Score: 0
   Hand: H5 H6
   Pile: SA
Human:
   Score: 0
   Hand: HQ C5
   Pile: S2
Table: DQ S3
Last Capturer: Human
Deck: D7 D9 C4 S8
Next Player: Human
)";

ca::GameState casino_state(std::string_view text) {
    ca::LoadResult r = ca::read_save(text, "test.txt");
    REQUIRE_MESSAGE(r.state.has_value(), r.error);
    return *r.state;
}

} // namespace

TEST_CASE("Casino by speech: a picked card sends the focus to what it takes, each table card "
          "says what picking it makes, the prompt names them with their keys") {
    using casino_table::TableScene;
    Spoken<TableScene> t(casino_state(queen_takes_queen));
    CHECK(t.press(SDLK_RIGHT) == "queen of hearts: Capture queen of diamonds");
    t.press(SDLK_RETURN); // picks the Q♥
    REQUIRE(t.scene().picker().card().has_value());
    CHECK(t.scene().focus().target == table::Target{casino_table::Loose, 0});
    CHECK(t.said("queen of diamonds: Capture queen of diamonds with the queen of hearts"));
    t.f.app->step(2);
    CHECK(t.said("Pick what the queen of hearts takes or builds on: the queen of diamonds (A)"));
    // Back on the hand, the picked card says what Enter on it does now.
    t.press(SDLK_DOWN);
    CHECK(t.press(SDLK_HOME) == "queen of hearts: picked; pick on the table what it takes or "
                                "builds on, or Enter puts it back");
    t.press(SDLK_UP);
    t.press(SDLK_RETURN); // the Q♦
    t.f.app->step(2);
    CHECK(t.said("Enter: capture the queen of diamonds with the queen of hearts"));
    CHECK(t.press(SDLK_HOME) == "queen of diamonds: Capture queen of diamonds with the queen of "
                                "hearts");
    // The computer's cards and the deck's were never said.
    for (const char* hidden : {"five of hearts", "six of hearts", "seven of diamonds",
                               "nine of diamonds", "four of clubs", "eight of spades"}) {
        CHECK_FALSE(t.said_anywhere(hidden));
    }
    t.press(SDLK_RETURN);
    CHECK(t.said("You capture queen of diamonds with the queen of hearts."));
}

TEST_CASE("Cruno by speech: what an action card does to the next player, the stock's draw, the "
          "suits offered for an 8 with their keys") {
    using cruno_table::TableScene;
    // Alice (the player) on the 7♣ with three opponents; Bob is next.
    Spoken<TableScene> t(ct::table({"7H 8S 9C KD SKC D2C RVC", "2H 3H 4H", "5D 6D 7D", "9S XS JS"},
                                   "7C", "AH AD AS 2D 3D 4D 5S 6S"));
    std::vector<std::string> heard{t.press(SDLK_HOME)};
    for (int i = 0; i < 8; ++i) {
        heard.push_back(t.press(SDLK_RIGHT));
    }
    const auto has = [&](const std::string& line) {
        return std::find(heard.begin(), heard.end(), line) != heard.end();
    };
    CHECK(has("Skip of clubs: Play the Skip of clubs: Bob is skipped"));
    CHECK(has("Draw Two of clubs: Play the Draw Two of clubs: Bob draws 2 cards before playing"));
    CHECK(has("Reverse of clubs: Play the Reverse of clubs: play turns the other way: Dave plays "
              "next"));
    CHECK(has("nine of clubs: Play the nine of clubs"));
    CHECK(has("eight of spades: Play the eight of spades, then name a suit"));
    CHECK(t.press(SDLK_DOWN) == "a face-down pile: Draw a card");

    // The 8 (the last card shown): the picker's suits, said with their keys, and each suit as
    // the focus reaches it.
    t.press(SDLK_UP);
    t.press(SDLK_END);
    t.press(SDLK_RETURN);
    REQUIRE(t.scene().picking_suit());
    t.f.app->step(2);
    CHECK(t.said("Name a suit for the eight of spades: clubs (C), diamonds (D), hearts (H) or "
                 "spades (S); Esc takes the card back"));
    t.press(SDLK_HOME);
    CHECK(t.press(SDLK_RIGHT) == "diamonds: Play the eight of spades and name diamonds");
    // Nothing the player does not see was said: the opponents' cards, the stock's.
    for (const char* hidden : {"two of hearts", "five of diamonds", "ten of spades", "ace of"}) {
        CHECK_FALSE(t.said_anywhere(hidden));
    }
    t.press(SDLK_h);
    CHECK(t.said("You play the eight of spades and name hearts."));
}

// Run by hand, to look at: the focus on the table card a picked card can take (parlor_tests_app
// -tc="speech focus screenshots" --no-skip).
TEST_CASE("speech focus screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        TableFixture<casino_table::TableScene> t(casino_state(casino_table::busy_table_save), w, h,
                                                 false);
        t.f.key(SDLK_RIGHT);  // the focus shown on the A♠
        t.f.key(SDLK_RETURN); // picked: the focus goes to what it takes
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/casino-picked-focus-" + std::to_string(w) + "x" +
                                 std::to_string(h) + ".png");
    }
}

} // namespace speech_moves_test
