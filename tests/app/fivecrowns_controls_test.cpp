// What clicks and keys mean on the Five Crowns table: which targets the player may take at each
// moment, and what taking them does. Driven through SDL's event queue on the dummy driver.

#include "../fivecrowns/test_cards.hpp"
#include "table_fixture.hpp"

#include "app/fivecrowns/table.hpp"
#include "parlor/cards/notation.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

namespace fivecrowns_controls_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::fivecrowns_table;
namespace button = parlor::app::table::button;
using parlor::fivecrowns::test::cards_of;

namespace {

// Round 1 (threes wild), the human to draw.
fc::GameState human_to_draw() {
    fc::GameState s;
    s.round = 1;
    s.player(fc::Seat::Human).hand = cards_of("JD 3T QC");
    s.player(fc::Seat::Computer).hand = cards_of("XS KH J1");
    s.stock = cards_of("6S 5S 4S 7S");
    s.discard = cards_of("8T");
    s.phase = fc::Phase::Draw;
    s.turn = fc::Seat::Human;
    s.turns_this_round = 2; // not a fresh deal: nothing flies in
    return s;
}

Card card(const char* text) {
    return *parlor::cards::parse_card(text);
}

struct Table : TableFixture<TableScene> {
    explicit Table(const fc::GameState& state, bool animations = false)
        : TableFixture(state, 1280, 720, animations, "greedy", 5) {}
    bool reachable(Target t) { return scene().zones().reachable(t); }
    bool enabled(int id) {
        const auto* item = scene().menu_bar().find(id);
        return item != nullptr && item->enabled;
    }
    std::string label(int id) {
        const auto* item = scene().menu_bar().find(id);
        return item ? item->label : std::string();
    }
    int position_of(const char* text) {
        const auto& order = scene().hand().cards();
        for (int i = 0; i < static_cast<int>(order.size()); ++i) {
            if (order[static_cast<std::size_t>(i)] == card(text)) {
                return i;
            }
        }
        return -1;
    }
    void draw_first() {
        click(Target{Stock, 0});
        REQUIRE(state().phase == fc::Phase::Discard);
    }
};

} // namespace

TEST_CASE("before drawing, the piles are the targets and the hand is not") {
    Table t(human_to_draw());
    CHECK(t.reachable(Target{Stock, 0}));
    CHECK(t.reachable(Target{Discard, 0}));
    const auto hand = t.state().player(fc::Seat::Human).hand;
    for (int i = 0; i < 3; ++i) {
        t.click(Target{HumanHand, i});
        CHECK_FALSE(t.scene().selected().has_value());
        t.click(Target{HumanHand, i}, 2);
        CHECK(t.state().phase == fc::Phase::Draw);
    }
    CHECK(t.state().player(fc::Seat::Human).hand == hand);
    // The menu before the turn: Save, Make a move, Ask for help, Quit.
    const auto& items = t.scene().menu_bar().items();
    REQUIRE(items.size() >= 4);
    CHECK(items[0].id == button::save);
    CHECK(items[1].id == Move);
    CHECK(items[2].id == button::help);
    CHECK(items[3].id == button::quit);
    CHECK(t.label(Move) == "Make a move");
    for (const int id : {button::save, static_cast<int>(Move), button::help, button::quit}) {
        CHECK(t.enabled(id));
    }
    t.click(Target{Discard, 0});
    CHECK(t.state().phase == fc::Phase::Discard);
    CHECK(t.state().player(fc::Seat::Human).hand.size() == 4);
}

TEST_CASE("the common buttons: Save opens the dialog, Help the advice, Quit the title") {
    {
        Table t(human_to_draw());
        t.click(Target::button(button::save));
        CHECK(t.f.top() == "save");
    }
    {
        Table t(human_to_draw());
        t.click(Target::button(button::help));
        CHECK(t.scene().help_open());
        t.click(Target::button(button::quit));
        CHECK(t.f.top() == "title");
    }
}

TEST_CASE("an empty draw pile that cannot be rebuilt is not a target") {
    fc::GameState s = human_to_draw();
    s.stock.clear(); // and the discard pile has only its top card
    Table t(s);
    CHECK_FALSE(t.reachable(Target{Stock, 0}));
    t.f.key(SDLK_d);
    CHECK(t.state().phase == fc::Phase::Draw);
    CHECK(t.reachable(Target{Discard, 0}));
    t.click(Target{Discard, 0});
    CHECK(t.state().phase == fc::Phase::Discard);
}

TEST_CASE("after drawing: pick a card, then the discard pile") {
    Table t(human_to_draw());
    t.draw_first();
    CHECK_FALSE(t.reachable(Target{Stock, 0}));
    // The pile is not a target until a card is picked.
    CHECK_FALSE(t.reachable(Target{Discard, 0}));
    // The drawn card joined at the right end.
    CHECK(t.position_of("6S") == 3);
    const int qc = t.position_of("QC");
    t.click(Target{HumanHand, qc});
    CHECK(t.scene().selected() == qc);
    CHECK(t.reachable(Target{Discard, 0}));
    // Clicking the picked card again puts it back; picking again and the pile discards it.
    t.click(Target{HumanHand, qc});
    CHECK_FALSE(t.scene().selected().has_value());
    // Save belongs before the turn; help is still there, and Make a move (the expert's discard).
    CHECK_FALSE(t.enabled(button::save));
    CHECK(t.enabled(Move));
    CHECK(t.enabled(button::help));
    t.f.key(SDLK_s);
    CHECK(t.f.top() == "table");
    t.click(Target{HumanHand, qc});
    t.click(Target{Discard, 0});
    CHECK(*t.state().discard_top() == card("QC"));
    CHECK(t.state().turn == fc::Seat::Computer);
}

TEST_CASE("a double click on a card discards it at once") {
    Table t(human_to_draw());
    t.draw_first();
    t.click(Target{HumanHand, t.position_of("JD")}, 2);
    CHECK(*t.state().discard_top() == card("JD"));
}

TEST_CASE("dragging a card within the hand reorders it, before drawing too, and it stays") {
    Table t(human_to_draw());
    const std::vector<Card> before = t.scene().hand().cards();
    const Point from = t.on(Target{HumanHand, 0});
    const Rect last = t.scene().box(Target{HumanHand, 2});
    SDL_Event e = t.press(from);
    t.f.move(from.x + 3, from.y); // a wobble is still a click
    CHECK_FALSE(t.scene().dragging());
    t.f.move(last.right() + 5, from.y);
    CHECK(t.scene().dragging());
    e.type = SDL_MOUSEBUTTONUP;
    e.button.x = static_cast<int>(last.right() + 5);
    t.f.push(e);
    t.f.app->step();
    CHECK(t.scene().hand().at(2) == before[0]);
    CHECK(t.scene().hand().at(0) == before[1]);
    CHECK(t.state().phase == fc::Phase::Draw); // reordering is no move
    // The new order survives the draw.
    const std::vector<Card> arranged = t.scene().hand().cards();
    t.draw_first();
    CHECK(std::vector<Card>(t.scene().hand().cards().begin(),
                            t.scene().hand().cards().begin() + 3) == arranged);
}

TEST_CASE("keyboard only: D draws, then an arrow and Enter discard") {
    Table t(human_to_draw());
    t.f.key(SDLK_d);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    // The focus waits on the drawn card, visible because the player uses the keyboard.
    CHECK(t.scene().focus().target == (Target{HumanHand, t.position_of("6S")}));
    CHECK(t.scene().focus().visible);
    t.f.key(SDLK_LEFT);
    t.f.key(SDLK_LEFT); // past the 3★, a wild, which Enter would only ask about
    const Target focused = t.scene().focus().target;
    REQUIRE(focused.zone == HumanHand);
    const Card chosen = t.scene().hand().at(focused.index);
    CHECK(chosen != card("6S"));
    REQUIRE_FALSE(fc::is_wild(chosen, t.state().wild_rank()));
    t.f.key(SDLK_RETURN);
    CHECK(*t.state().discard_top() == chosen);
}

TEST_CASE("Enter on a wild card asks first: a second Enter discards it, Esc keeps it") {
    Table t(human_to_draw());
    t.f.key(SDLK_d);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    const int wild = t.position_of("3T"); // threes are wild in round 1
    while (t.scene().focus().target != Target{HumanHand, wild}) {
        const Target before = t.scene().focus().target;
        t.f.key(SDLK_LEFT);
        REQUIRE(t.scene().focus().target != before);
    }
    t.f.key(SDLK_RETURN);
    CHECK(t.state().phase == fc::Phase::Discard); // not thrown away
    CHECK(t.scene().selected() == wild);
    CHECK(t.scene().prompt().find("wild: Enter again discards it") != std::string::npos);
    CHECK(t.scene().log().entries().back().text.find("press Enter again") != std::string::npos);
    t.f.key(SDLK_ESCAPE); // keeps it: the question goes, no pause menu
    CHECK(t.f.top() == "table");
    CHECK_FALSE(t.scene().selected().has_value());
    t.f.key(SDLK_RETURN); // asks again
    CHECK(t.state().phase == fc::Phase::Discard);
    t.f.key(SDLK_RETURN);
    CHECK(*t.state().discard_top() == card("3T"));
    // A card that is not wild goes at the first Enter (the keyboard test above).
}

TEST_CASE("with help open, the focus goes to the card the help marks, and Enter discards that") {
    Table t(human_to_draw());
    t.f.key(SDLK_h);
    t.f.key(SDLK_d);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    const auto hints = t.scene().hinted_cards();
    INFO(fc::describe(t.scene().advice()->action));
    REQUIRE(hints.size() == 1);
    const Card advised = t.scene().hand().at(hints[0]);
    REQUIRE(advised != card("6S")); // not the card just taken, where the focus first went
    CHECK(t.scene().focus().target == (Target{HumanHand, hints[0]}));
    t.f.key(SDLK_RETURN);
    CHECK(*t.state().discard_top() == advised);
}

TEST_CASE("a pile's top card dragged onto the hand is taken, to where it was dropped") {
    {
        Table t(human_to_draw());
        const Rect first = t.scene().box(Target{HumanHand, 0});
        t.drag(t.on(Target{Stock, 0}), Point{first.x + 2, first.cy()});
        REQUIRE(t.state().phase == fc::Phase::Discard);
        CHECK(t.scene().hand().at(0) == card("6S")); // at the left end, where it was dropped
        CHECK(t.scene().focus().target == (Target{HumanHand, 0}));
    }
    {
        Table t(human_to_draw());
        const Rect last = t.scene().box(Target{HumanHand, 2});
        t.drag(t.on(Target{Discard, 0}), Point{last.right() + 20, last.cy()});
        REQUIRE(t.state().phase == fc::Phase::Discard);
        CHECK(t.scene().hand().at(3) == card("8T"));
    }
    {
        // Dropped anywhere else: nothing taken, and the table says where to drop it.
        Table t(human_to_draw());
        const Rect computer = t.scene().layout().computer_hand;
        t.drag(t.on(Target{Stock, 0}), Point{computer.cx(), computer.cy()});
        CHECK(t.state().phase == fc::Phase::Draw);
        CHECK(t.scene().log().entries().back().text.starts_with("Drop the card on your hand"));
    }
}

TEST_CASE("Make a move plays the expert's move: the draw, then the discard") {
    Table t(human_to_draw());
    t.click_button(Move);
    CHECK(t.scene().help_open()); // the expert's word on the move it makes
    REQUIRE(t.f.run_until([&] { return t.state().phase == fc::Phase::Discard; }, 5000));
    REQUIRE(t.scene().last_played().has_value());
    CHECK(t.scene().last_played()->seat == 0);
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    const fc::Action advised = t.scene().advice()->action;
    REQUIRE(std::holds_alternative<fc::Discard>(advised));
    t.click_button(Move); // the advice is shown: played at once
    CHECK(t.state().turn == fc::Seat::Computer);
    CHECK(*t.state().discard_top() == std::get<fc::Discard>(advised).card);
}

TEST_CASE("T takes the discard; keys for moves that are not legal do nothing") {
    Table t(human_to_draw());
    t.f.key(SDLK_t);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    CHECK(t.state().player(fc::Seat::Human).hand.size() == 4);
    const auto hand = t.state().player(fc::Seat::Human).hand;
    t.f.key(SDLK_t);
    t.f.key(SDLK_d);
    t.f.key(SDLK_c);
    CHECK(t.state().phase == fc::Phase::Discard);
    CHECK(t.state().player(fc::Seat::Human).hand == hand);
}

TEST_CASE("the focus visits piles, cards and buttons; arrows stay in a row, up and down change "
          "rows") {
    Table t(human_to_draw());
    const auto& focus = t.scene().focus();
    // The focus starts on the stock; the first key only shows it.
    CHECK(focus.target == (Target{Stock, 0}));
    CHECK_FALSE(focus.visible);
    t.f.key(SDLK_RIGHT);
    CHECK(focus.target == (Target{Stock, 0}));
    CHECK(focus.visible);
    t.f.key(SDLK_RIGHT);
    CHECK(focus.target == (Target{Discard, 0}));
    t.f.key(SDLK_RIGHT);
    CHECK(focus.target == (Target{Discard, 0})); // the end of the row: no wrapping
    t.f.key(SDLK_DOWN);
    CHECK(focus.target.zone == HumanHand);
    t.f.key(SDLK_DOWN);
    CHECK(focus.target.is_button());
    t.f.key(SDLK_DOWN);
    CHECK(focus.target.is_button()); // no row below
    t.f.key(SDLK_UP);
    CHECK(focus.target.zone == HumanHand);
    t.f.key(SDLK_UP);
    CHECK((focus.target.zone == Stock || focus.target.zone == Discard)); // the pile nearest across
    if (focus.target.zone == Discard) {
        t.f.key(SDLK_LEFT);
    }
    CHECK(focus.target == (Target{Stock, 0}));
    // Tab goes through everything and comes back.
    const int spots = static_cast<int>(t.scene().zones().grid().size());
    CHECK(spots == 3);
    t.f.key(SDLK_TAB, KMOD_LSHIFT);
    CHECK(focus.target.is_button()); // the last button, before the stock
    t.f.key(SDLK_TAB);
    CHECK(focus.target == (Target{Stock, 0}));
    t.f.key(SDLK_TAB);
    CHECK(focus.target == (Target{Discard, 0}));
    // Enter on a focused pile acts.
    t.f.key(SDLK_RETURN);
    CHECK(t.state().phase == fc::Phase::Discard);
}

TEST_CASE("Shift+arrows move the focused card within the hand") {
    Table t(human_to_draw());
    const std::vector<Card> before = t.scene().hand().cards();
    t.f.key(SDLK_DOWN); // shows the focus on the stock
    t.f.key(SDLK_DOWN); // to the hand
    REQUIRE(t.scene().focus().target.zone == HumanHand);
    const int at = t.scene().focus().target.index;
    REQUIRE(at == 0);
    t.f.key(SDLK_RIGHT, KMOD_LSHIFT);
    CHECK(t.scene().focus().target == (Target{HumanHand, 1}));
    CHECK(t.scene().hand().at(1) == before[0]);
    CHECK(t.scene().hand().at(0) == before[1]);
    t.f.key(SDLK_LEFT, KMOD_LSHIFT);
    CHECK(t.scene().hand().cards() == before);
    t.f.key(SDLK_LEFT, KMOD_LSHIFT); // already first: stays
    CHECK(t.scene().hand().cards() == before);
}

TEST_CASE("before the computer's turn: Continue, Save and Quit; no help, no piles") {
    fc::GameState s = human_to_draw();
    s.turn = fc::Seat::Computer;
    Table t(s);
    CHECK(t.label(Move) == "Continue");
    CHECK(t.enabled(Move));
    CHECK(t.enabled(button::save));
    CHECK_FALSE(t.enabled(button::help));
    CHECK_FALSE(t.reachable(Target{Stock, 0}));
    CHECK_FALSE(t.reachable(Target{Discard, 0}));
    t.f.key(SDLK_h);
    CHECK_FALSE(t.scene().help_open());
    // It waits for Continue: Enter presses the gold button.
    t.f.app->step(60);
    CHECK(t.state().turn == fc::Seat::Computer);
    CHECK(t.scene().focus().target == Target::button(Move));
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.run_until([&] { return t.state().turn == fc::Seat::Human; }));
}

TEST_CASE("C lets the computer play its turn") {
    fc::GameState s = human_to_draw();
    s.turn = fc::Seat::Computer;
    Table t(s);
    t.f.key(SDLK_c);
    REQUIRE(t.f.run_until([&] { return t.state().turn == fc::Seat::Human; }));
    CHECK(t.state().phase == fc::Phase::Draw);
}

TEST_CASE("while cards fly or the computer thinks, nothing but Quit can be pressed") {
    fc::GameState s = human_to_draw();
    s.turns_this_round = 0; // a fresh deal: the cards fly in
    Table t(s, true);
    REQUIRE(t.scene().ticking());
    CHECK_FALSE(t.scene().zones().reachable(Target{Stock, 0}));
    CHECK_FALSE(t.enabled(button::save));
    CHECK_FALSE(t.enabled(button::help));
    CHECK(t.enabled(button::quit));
}

TEST_CASE("the coin toss is called with two buttons") {
    fc::GameState s = human_to_draw();
    s.phase = fc::Phase::CoinToss;
    Table t(s);
    const auto& items = t.scene().menu_bar().items();
    REQUIRE(items.size() >= 3);
    CHECK(items[0].id == Heads);
    CHECK(items[1].id == Tails);
    CHECK(items[2].id == button::quit);
    CHECK_FALSE(t.reachable(Target{Stock, 0}));
    t.click(Target::button(Heads));
    CHECK(t.state().phase != fc::Phase::CoinToss);
}

// Writes PNGs of the wild's question and of a draw pile's card dragged over the hand at three
// sizes to $PARLOR_SHOTS (default /tmp/parlor-shots). Run it by hand:
// parlor_tests_app -tc="five crowns input screenshots" --no-skip
TEST_CASE("five crowns input screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        TableFixture<TableScene> t(human_to_draw(), w, h, false, "greedy", 5);
        // A draw pile's card held over the hand, before it is let go.
        const Point from = t.on(Target{Stock, 0});
        const Rect first = t.scene().box(Target{HumanHand, 1});
        SDL_Event e = t.press(from);
        t.f.move(first.x + 2, first.cy());
        REQUIRE(t.scene().dragging());
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/fivecrowns-drag-pile-" + size + ".png");
        e.type = SDL_MOUSEBUTTONUP;
        e.button.x = static_cast<int>(first.x + 2);
        e.button.y = static_cast<int>(first.cy());
        t.f.push(e);
        t.f.app->step();
        REQUIRE(t.state().phase == fc::Phase::Discard);
        // Enter on the wild 3: the question.
        const auto& order = t.scene().hand().cards();
        const int wild =
            static_cast<int>(std::find(order.begin(), order.end(), card("3T")) - order.begin());
        t.f.key(SDLK_LEFT);
        while (t.scene().focus().target != Target{HumanHand, wild}) {
            const Target before = t.scene().focus().target;
            t.f.key(t.scene().focus().target.index < wild ? SDLK_RIGHT : SDLK_LEFT);
            REQUIRE(t.scene().focus().target != before);
        }
        t.f.key(SDLK_RETURN);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/fivecrowns-wild-asks-" + size + ".png");
    }
}

} // namespace fivecrowns_controls_test
