// The Cribbage table's feel in the play: what a card scored called out by the pile, an ended
// count left on the table a moment, a peg-out shown on the board before the results, and cards
// dragged to the pile and to the crib.

#include "cribbage_positions.hpp"
#include "table_fixture.hpp"

#include "app/cribbage/table.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>

namespace cribbage_pegging_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;
namespace cr = parlor::cribbage;

namespace {

// A position in the play, the human dealing and to play: the players' lines, then the pile (and
// a go), the rest the same in each.
std::string in_the_play(const std::string& players, const std::string& pile) {
    return "Game: Cribbage\n" + players + "Dealer: Human\nCrib: XS 4C QH QD\nStarter: 5S\n" + pile +
           "Stock: 2S 3S 6S 7S 8S JS\nNext Player: Human\n";
}

// play_near_the_end with the human far from 121: the 8 on the 7 makes fifteen, no more.
std::string fifteen_due() {
    std::string text = play_near_the_end;
    text.replace(text.find("Score: 119"), 10, "Score: 12");
    return text;
}

// The count is 29: the human's 2 makes 31, after which the count starts again; the king and the
// queen do not fit.
std::string thirty_one_due() {
    return in_the_play("Computer:\n Score: 10\n Hand: 2C 3D\n Played: KH 9C\n"
                       "Human:\n Score: 12\n Hand: 2H KS QC\n Played: QS\n",
                       "Pile: KH QS 9C\n");
}

// The computer has said go (its king and jack do not fit 22); the human's 5 makes 27 and the 9
// does not fit: the go's point is the human's, and the count starts again.
std::string go_due() {
    return in_the_play("Computer:\n Score: 10\n Hand: KC JD\n Played: 9C AC\n"
                       "Human:\n Score: 12\n Hand: 5H 9S\n Played: 2H QS\n",
                       "Pile: 9C 2H AC QS\nGo: Computer\n");
}

struct Table : TableFixture<TableScene> {
    explicit Table(const std::string& save, int w = 1280, int h = 720, bool animations = false)
        : TableFixture(cribbage_position(save), w, h, animations, "greedy", 41) {}
    // The place of a card in the hand as shown.
    int shown_index(const char* text) {
        const auto shown = scene().human_shown();
        const auto card = parlor::cards::parse_card(text);
        REQUIRE(card.has_value());
        const auto it = std::find(shown.begin(), shown.end(), *card);
        REQUIRE(it != shown.end());
        return static_cast<int>(it - shown.begin());
    }
    void click_card(const char* text) { click(Target{HumanHand, shown_index(text)}); }
    Point middle_of(Rect r) { return Point{r.cx(), r.cy()}; }
    std::string last_log() { return scene().log().entries().back().text; }
    int frames_for(double seconds) { return static_cast<int>(seconds * 60) + 1; }
};

} // namespace

TEST_CASE("a card that scores in the play is called out by the pile until the next card") {
    Table t(fifteen_due());
    CHECK(t.scene().callout().empty());
    t.click_card("8C");
    CHECK(t.scene().callout() == "You: fifteen for 2");
    // The computer's card replaces the words (a 2, 3 or 4 on 15 scores nothing).
    REQUIRE(t.f.run_until([&] { return t.scene().human_to_act(); }, 600));
    CHECK(t.state().player(cr::Seat::Computer).played.size() == 2);
    CHECK(t.scene().callout().empty());
}

TEST_CASE("31 ends the count: its cards and the count stay until a key or 1.5 s, then clear") {
    Table t(thirty_one_due());
    t.click_card("2H");
    CHECK(t.scene().callout() == "You: 31 for 2");
    REQUIRE(t.state().pile.empty()); // the rules have started the count again
    CHECK(t.scene().count_held());
    CHECK(t.scene().pile_shown().size() == 4);
    CHECK(t.scene().count_shown() == 31);
    // The computer leads the new count only once the ended one has gone.
    t.f.app->step(t.frames_for(1.4));
    CHECK(t.scene().count_held());
    CHECK(t.state().player(cr::Seat::Computer).played.size() == 2);
    t.f.app->step(t.frames_for(0.2));
    CHECK_FALSE(t.scene().count_held());
    CHECK(t.scene().pile_shown() == t.state().pile);
    CHECK(t.scene().count_shown() == t.state().count());
    CHECK(t.scene().callout() == "You: 31 for 2"); // until the next card

    Table k(thirty_one_due());
    k.click_card("2H");
    REQUIRE(k.scene().count_held());
    k.f.key(SDLK_SPACE); // any key goes on
    CHECK_FALSE(k.scene().count_held());
    CHECK(k.scene().pile_shown().empty());
}

TEST_CASE("the play's last card and its count stay before the show begins") {
    Table t(play_last_two);
    t.click_card("8H"); // 17; the computer has no cards and says go
    REQUIRE(t.f.run_until([&] { return t.scene().human_to_act(); }, 600));
    t.click_card("9S"); // 26, the last card
    REQUIRE(t.state().phase == cr::Phase::DealOver);
    CHECK(t.scene().callout() == "You: last card for 1");
    CHECK(t.scene().count_held());
    CHECK(t.scene().count_shown() == 26);
    CHECK(t.scene().pile_shown().back() == *parlor::cards::parse_card("9S"));
    CHECK_FALSE(t.scene().hands_shown());   // the cards are on the pile, not back in the hands
    CHECK(t.scene().reveal().shown() == 0); // the show waits
    t.f.app->step(t.frames_for(1.6));
    CHECK_FALSE(t.scene().count_held());
    CHECK(t.scene().hands_shown());
    CHECK(t.scene().reveal().shown() > 0);
}

TEST_CASE("a go's point is called 'go', the play's last point 'last card'") {
    Table t(go_due());
    t.click_card("5H");
    CHECK(t.scene().callout() == "You: go for 1");
    CHECK(t.scene().count_held());
    CHECK(t.scene().count_shown() == 27);
}

TEST_CASE("a peg-out shows the pile, the count and the winner on the board before the results") {
    Table t(play_near_the_end);
    t.click_card("8C");
    REQUIRE(t.state().phase == cr::Phase::GameOver);
    CHECK(t.scene().banner() == "You win the game");
    CHECK(t.scene().callout() == "You: fifteen for 2");
    CHECK(t.scene().count_shown() == 15);
    CHECK(t.scene().pile_shown().size() == 2);
    CHECK(t.scene().pegs()[0].shown == 121);
    // Some 1.5 s on the board, then the results.
    t.f.app->step(t.frames_for(1.3));
    CHECK(t.f.top() == "table");
    CHECK(t.scene().pile_shown().size() == 2); // still there once the hold is over
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 60));

    // A key ends the board's own hold and the kit's moment before the results at once.
    Table k(play_near_the_end);
    k.click_card("8C");
    REQUIRE(k.scene().count_held());
    k.f.key(SDLK_SPACE);
    CHECK(k.f.top() == "game_results"); // in the table's place
}

TEST_CASE("a card the count does not allow says why, clicked or dragged; a card that fits is "
          "dragged onto the pile") {
    Table t(thirty_one_due());
    const std::size_t entries = t.scene().log().entries().size();
    t.click_card("KS");
    CHECK(t.state().player(cr::Seat::Human).hand.size() == 3);
    CHECK(t.scene().log().entries().size() == entries + 1);
    CHECK(t.last_log() == "The K♠ would take the count past 31 (it is 29).");

    const Rect pile = t.scene().box(Target{Pile, 0});
    t.drag(t.on(Target{HumanHand, t.shown_index("QC")}), t.middle_of(pile));
    CHECK(t.state().player(cr::Seat::Human).hand.size() == 3);
    CHECK(t.last_log() == "The Q♣ would take the count past 31 (it is 29).");

    t.drag(t.on(Target{HumanHand, t.shown_index("2H")}), t.middle_of(t.scene().layout().play));
    CHECK(t.state().player(cr::Seat::Human).hand.size() == 2);
    CHECK(t.scene().callout() == "You: 31 for 2");
}

TEST_CASE("two cards dragged onto the crib are laid away; one waits for the second") {
    TableFixture<TableScene> t(cr::new_game(), 1280, 720, false, "greedy", 41);
    t.click_button(move_button); // cut for the deal
    REQUIRE(t.f.run_until([&] { return t.scene().human_to_act(); }, 600));
    REQUIRE(t.state().phase == cr::Phase::LayAway);
    const auto shown = t.scene().human_shown();
    const Point crib{t.scene().layout().crib.cx(), t.scene().layout().crib.cy()};
    t.drag(t.on(Target{HumanHand, 1}), crib);
    CHECK(t.scene().picked() == std::vector<int>{1});
    CHECK(t.state().player(cr::Seat::Human).hand.size() == 6);
    // It lies on the crib (not lifted in the hand), and the table says one more goes with it.
    const Rect on_crib = t.scene().box(Target{HumanHand, 1});
    CHECK(on_crib.right() > t.scene().layout().crib.x);
    CHECK(on_crib.y >= t.scene().layout().crib.y);
    CHECK(t.scene().prompt().starts_with("One card on the crib"));
    t.drag(t.on(Target{HumanHand, 4}), crib);
    CHECK(t.state().player(cr::Seat::Human).laid_away == std::vector<cr::Card>{shown[1], shown[4]});
}

TEST_CASE("a card dropped on the crib goes with a card picked in the hand; a click takes it back") {
    TableFixture<TableScene> t(cr::new_game(), 1280, 720, false, "greedy", 41);
    t.click_button(move_button); // cut for the deal
    REQUIRE(t.f.run_until([&] { return t.scene().human_to_act(); }, 600));
    const auto shown = t.scene().human_shown();
    const Point crib{t.scene().layout().crib.cx(), t.scene().layout().crib.cy()};
    t.drag(t.on(Target{HumanHand, 0}), crib);
    t.click(Target{HumanHand, 0}); // on the crib: clicked back into the hand
    CHECK(t.scene().picked().empty());
    t.drag(t.on(Target{HumanHand, 2}), crib);
    t.click(Target{HumanHand, 5});
    CHECK(t.scene().picked() == std::vector<int>{2, 5});
    t.click_button(move_button);
    CHECK(t.state().player(cr::Seat::Human).laid_away == std::vector<cr::Card>{shown[2], shown[5]});
}

// Writes PNGs of a callout, an ended count and a peg-out at three sizes to $PARLOR_SHOTS
// (default /tmp/parlor-shots). Run it by hand:
// parlor_tests_app -tc="cribbage pegging screenshots" --no-skip
TEST_CASE("cribbage pegging screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        auto shoot = [&](Table& t, const std::string& name) {
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/cribbage-" + name + "-" + size + ".png");
        };
        Table fifteen(fifteen_due(), w, h);
        fifteen.click_card("8C");
        shoot(fifteen, "callout-fifteen");
        Table thirty_one(thirty_one_due(), w, h);
        thirty_one.click_card("KS");
        thirty_one.click_card("2H");
        shoot(thirty_one, "callout-31-held");
        Table last(play_last_two, w, h);
        last.click_card("8H");
        REQUIRE(last.f.run_until([&] { return last.scene().human_to_act(); }, 600));
        last.click_card("9S");
        shoot(last, "callout-last-card");
        Table won(play_near_the_end, w, h);
        won.click_card("8C");
        shoot(won, "peg-out");
    }
}

// A card dropped on the crib, waiting for its partner, at three sizes (run by hand:
// parlor_tests_app -tc="cribbage crib drop screenshots" --no-skip).
TEST_CASE("cribbage crib drop screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        TableFixture<TableScene> t(cr::new_game(), w, h, false, "greedy", 41);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/cribbage-cut-" + size + ".png");
        t.click(Target{Deck, 0});
        REQUIRE(t.f.run_until([&] { return t.scene().human_to_act(); }, 600));
        const Point crib{t.scene().layout().crib.cx(), t.scene().layout().crib.cy()};
        t.drag(t.on(Target{HumanHand, 1}), crib);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/cribbage-one-on-crib-" + size + ".png");
    }
}

} // namespace cribbage_pegging_test
