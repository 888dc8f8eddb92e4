// The Casino table driven like a player would: the move picker on its own, then synthetic clicks
// and keys through SDL's event queue on the dummy driver, the loop stepped with a fake clock.

#include "finished_game.hpp"
#include "review_fixture.hpp"
#include "table_fixture.hpp"

#include "app/casino/busy_table.hpp"
#include "app/casino/table.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/table/results_screen.hpp"
#include "app/table/review_overlay.hpp"
#include "parlor/games/casino/save.hpp"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>

namespace parlor::app::casino_table {
extern const std::string_view rules_text;
}

namespace casino_table_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::casino_table;
namespace ca = parlor::casino;

namespace {

ca::GameState from_text(std::string_view text) {
    ca::LoadResult r = ca::read_save(text, "test.txt");
    REQUIRE_MESSAGE(r.state.has_value(), r.error);
    return *r.state;
}

Card card(const char* code) {
    std::string error;
    return *ca::parse(code, error);
}

std::vector<Card> cards_of(const char* codes) {
    std::string error;
    return *ca::parse_cards(codes, error);
}

struct Table : TableFixture<TableScene> {
    explicit Table(const ca::GameState& state, int w = 1280, int h = 720, bool animations = false)
        : TableFixture(state, w, h, animations, "greedy", 41) {}
    using TableFixture::click;
    int hand_index(const char* code) {
        const auto& hand = state().player(ca::Seat::Human).hand;
        const auto it = std::find(hand.begin(), hand.end(), card(code));
        REQUIRE(it != hand.end());
        return static_cast<int>(it - hand.begin());
    }
    int loose_index(const char* code) {
        const auto& loose = state().table.loose;
        const auto it = std::find(loose.begin(), loose.end(), card(code));
        REQUIRE(it != loose.end());
        return static_cast<int>(it - loose.begin());
    }
    bool wait_for_human() {
        return f.run_until([&] { return scene().human_to_act() || f.top() != "table"; }, 3000);
    }
};

// The last card of the last deal: the human's 10♣ takes the 10♦ and passes 21.
constexpr std::string_view last_capture = R"(Round: 5
Computer:
   Score: 10
   Hand:
   Pile: CA C2 C3 C4 C5 C6 C7 C8 C9 CJ CQ CK DA D2 D3 D4 D5 D6 D7 D8 D9 DJ DQ DK
Human:
   Score: 20
   Hand: CX
   Pile: SA S2 S3 S4 S5 S6 S7 S8 S9 SX SJ SQ SK HA H2 H3 H4 H5 H6 H7 H8 H9 HX HJ HQ HK
Table: DX
Last Capturer: Computer
Deck:
Next Player: Human
)";

} // namespace

// ---- the move picker ----

TEST_CASE("the move picker tells a loose copy of a card from the copy inside a build (issue 43)") {
    // A file holding the A♣ twice: one in the computer's build of 14, one loose.
    ca::GameState s = from_text(R"(Round: 1
Computer:
   Score: 0
   Hand: D8 C4 C5 C7
   Pile:
Human:
   Score: 0
   Hand: HA H3 D9 C2
   Pile:
Table: [CA S6 S7] CA
Build Owner: [CA S6 S7] Computer
Deck: S2 S3 H4 H5
Next Player: Human
)");
    MovePicker p(s.table, ca::Seat::Human, ca::legal_moves(s));
    p.pick_card(card("HA"));
    p.toggle(Item{false, 0}); // the loose A♣
    REQUIRE_FALSE(p.outcomes().empty());
    CHECK(p.outcomes()[0] == ca::Action{ca::Capture{card("HA"), cards_of("CA")}});
    p.toggle(Item{true, 0}); // and the build holding the other A♣
    REQUIRE(p.outcomes().size() == 1);
    CHECK(p.outcomes()[0] == ca::Action{ca::Capture{card("HA"), cards_of("CA CA S6 S7")}});
    CHECK(items_of(s.table, ca::Seat::Human, p.outcomes()[0]) ==
          std::vector<Item>{Item{false, 0}, Item{true, 0}});
    // The build alone is no move: the loose A♣ must go too.
    p.toggle(Item{false, 0});
    CHECK(p.outcomes().empty());
}

TEST_CASE("the picker: a hand card, then what it touches; a capture and a build on the same cards "
          "are both offered") {
    // The 4♠ on the loose 4♥: capture it, or build 8 (the player holds the 8♣).
    ca::GameState s = from_text(R"(Round: 1
Computer:
   Score: 0
   Hand: D2 D3 D5 D6
   Pile:
Human:
   Score: 0
   Hand: S4 C8 HK D9
   Pile:
Table: H4 C5 HQ
Deck:
Next Player: Human
)");
    MovePicker p(s.table, ca::Seat::Human, ca::legal_moves(s));
    CHECK(p.outcomes().empty());
    // The 4♠ may not trail while the 4♥ lies loose (nor any card): nothing picked is no move.
    p.pick_card(card("S4"));
    CHECK(p.outcomes().empty());
    CHECK(p.reachable(Item{false, 0}));       // the 4♥: capture, or build 8
    CHECK_FALSE(p.reachable(Item{false, 2})); // the Q♥: nothing with a 4
    p.toggle(Item{false, 0});
    const auto both = p.outcomes();
    REQUIRE(both.size() == 2);
    CHECK(both[0] == ca::Action{ca::Capture{card("S4"), cards_of("H4")}});
    REQUIRE(std::holds_alternative<ca::Build>(both[1]));
    CHECK(std::get<ca::Build>(both[1]).value == 8);
    // The Q♥ fits nothing with the 4♠: the pick stays.
    p.toggle(Item{false, 2});
    CHECK(p.picked() == std::vector<Item>{Item{false, 0}});
    // Another card that fits nothing picked drops the table's pick.
    p.pick_card(card("HK"));
    CHECK(p.picked().empty());
    CHECK_FALSE(p.reachable(Item{false, 0}));
    p.clear();
    CHECK(p.empty());

    // Where a trail is allowed, it is the card with nothing picked on the table.
    s.table.loose = {card("C5"), card("HQ")};
    MovePicker trail(s.table, ca::Seat::Human, ca::legal_moves(s));
    trail.pick_card(card("HK"));
    REQUIRE(trail.outcomes().size() == 1);
    CHECK(trail.outcomes()[0] == ca::Action{ca::Trail{card("HK")}});
}

TEST_CASE("the picker: a multiple build is one item, taken whole or joined; table items first "
          "light the hand cards that fit") {
    const ca::GameState s = from_text(busy_table_save);
    MovePicker p(s.table, ca::Seat::Human, ca::legal_moves(s));
    // items_of: the capture of the multiple build touches that one build.
    const ca::Action take_build = ca::Capture{card("C9"), cards_of("S3 C6 S9")};
    CHECK(ca::why_illegal(s, take_build).empty());
    CHECK(items_of(s.table, ca::Seat::Human, take_build) == std::vector<Item>{Item{true, 0}});
    p.toggle(Item{true, 0});
    CHECK(p.fits(card("C9")));
    CHECK_FALSE(p.fits(card("S4")));
    p.pick_card(card("C9"));
    const auto outcomes = p.outcomes();
    REQUIRE_FALSE(outcomes.empty());
    CHECK(outcomes.front() == take_build);
    // Every outcome touches exactly the build, and every legal move of the 9♣ is reachable by
    // some pick: what the table offers is what the rules allow.
    for (const ca::Action& a : outcomes) {
        CHECK(items_of(s.table, ca::Seat::Human, a) == std::vector<Item>{Item{true, 0}});
    }
    for (const ca::Action& a : ca::legal_moves(s)) {
        MovePicker q(s.table, ca::Seat::Human, ca::legal_moves(s));
        q.pick_card(*card_of(a));
        for (const Item item : items_of(s.table, ca::Seat::Human, a)) {
            q.toggle(item);
        }
        const auto found = q.outcomes();
        CHECK(std::find(found.begin(), found.end(), a) != found.end());
    }
}

// ---- the table ----

TEST_CASE("Casino is in the New game list: the coin is tossed and the first round dealt") {
    AppFixture f(1280, 720);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_DOWN);
    f.key(SDLK_DOWN);
    f.key(SDLK_DOWN);   // the fourth game of the list
    f.key(SDLK_RETURN); // the game
    f.key(SDLK_RETURN); // the difficulty
    f.key(SDLK_RETURN); // the name
    f.key(SDLK_RETURN); // heads
    f.key(SDLK_RETURN); // the toss's result: to the table
    REQUIRE(f.run_until([&] { return f.top() == "table"; }, 600));
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    const ca::GameState& s = table->state();
    CHECK(s.phase == ca::Phase::Play);
    CHECK(s.table.loose.size() == 4);
    CHECK(s.player(ca::Seat::Human).hand.size() + s.player(ca::Seat::Computer).hand.size() >= 7);
    CHECK(table->log().entries().size() >= 3); // the opening, the toss, the deal
}

TEST_CASE(
    "with the mouse: a hand card, the multiple build, the gold button; the computer answers") {
    Table t(from_text(busy_table_save));
    CHECK(t.scene().prompt() == "Pick a card of your hand (1–4)");
    t.click(Target{HumanHand, t.hand_index("C9")});
    CHECK(t.scene().picker().card() == card("C9"));
    t.click(Target{BuildZone::frame_of(0).zone(), 0}); // the frame of the multiple build
    const auto outcomes = t.scene().outcomes();
    REQUIRE(outcomes.size() >= 1);
    CHECK(outcomes.front() == ca::Action{ca::Capture{card("C9"), cards_of("S3 C6 S9")}});
    const auto* gold = t.scene().menu_bar().find(1);
    REQUIRE(gold != nullptr);
    CHECK(gold->primary);
    CHECK(gold->label == "Capture 3♠ 6♣ 9♠");
    CHECK(t.scene().prompt() == "Enter: capture the 3♠, the 6♣ and the 9♠ with the 9♣");
    t.click(Target::button(1));
    CHECK(t.state().player(ca::Seat::Human).pile.size() == 8);
    CHECK(t.state().table.builds.size() == 1);
    CHECK(t.state().turn == ca::Seat::Computer);
    REQUIRE(t.wait_for_human());
    CHECK(t.state().player(ca::Seat::Computer).hand.size() == 3);
    // The computer's move and its reasons are in the log.
    bool reasons = false;
    for (const auto& e : t.scene().log().entries()) {
        reasons = reasons || (e.who == table::LogEntry::Who::Computer && !e.reasons.empty());
    }
    CHECK(reasons);
}

TEST_CASE("keyboard only: a number picks the hand card, letters the table cards, Enter plays") {
    Table t(from_text(busy_table_save));
    t.f.key(SDLK_1); // the A♠ (the hand is SA S4 CA C9)
    REQUIRE(t.scene().picker().card() == card("SA"));
    // Builds take the first letters (A, B), then the loose cards: C8 is D, HA is F.
    CHECK(TableScene::item_key(2) == 'd');
    t.f.key(SDLK_f);
    REQUIRE_FALSE(t.scene().outcomes().empty());
    CHECK(t.scene().outcomes()[0] == ca::Action{ca::Capture{card("SA"), cards_of("HA")}});
    t.f.key(SDLK_RETURN);
    CHECK(t.state().player(ca::Seat::Human).pile.size() == 6);
    CHECK_FALSE(t.state().table.holds_loose(card("HA")));
    REQUIRE(t.wait_for_human());

    // Esc drops the picks; T trails the picked card where the rules allow it.
    Table u(from_text(busy_table_save));
    u.f.key(SDLK_2);
    CHECK(u.scene().picker().card() == card("S4"));
    u.f.key(SDLK_ESCAPE);
    CHECK(u.scene().picker().empty());
}

TEST_CASE("arrows and Enter alone: Enter picks, toggles, and on the picked card plays") {
    Table t(from_text(busy_table_save));
    t.f.key(SDLK_RIGHT); // shows the focus on the hand
    REQUIRE(t.scene().focus().visible);
    while (t.scene().focus().target != Target{HumanHand, 3}) {
        t.f.key(SDLK_RIGHT);
    }
    t.f.key(SDLK_RETURN); // picks the 9♣
    REQUIRE(t.scene().picker().card() == card("C9"));
    t.f.key(SDLK_UP); // to the table's row
    for (int i = 0; i < 12 && t.scene().focus().target != Target{BuildZone::frame_of(0).zone(), 0};
         ++i) {
        t.f.key(SDLK_LEFT);
    }
    REQUIRE(t.scene().focus().target == Target{BuildZone::frame_of(0).zone(), 0});
    t.f.key(SDLK_RETURN); // the multiple build
    REQUIRE_FALSE(t.scene().outcomes().empty());
    t.f.key(SDLK_DOWN);
    while (t.scene().focus().target != Target{HumanHand, 3}) {
        t.f.key(SDLK_RIGHT);
    }
    t.f.key(SDLK_RETURN); // Enter on the picked card plays the gold move
    CHECK(t.state().player(ca::Seat::Human).pile.size() == 8);
}

TEST_CASE("dragging a hand card onto a loose card of its rank captures it; onto the felt trails") {
    ca::GameState s = from_text(busy_table_save);
    Table t(s);
    // The A♠ dragged onto the A♥: the one move that touches just the A♥ with the A♠.
    const Rect to = t.scene().box(Target{Loose, t.loose_index("HA")});
    t.drag(t.on(Target{HumanHand, t.hand_index("SA")}), Point{to.cx(), to.cy()});
    CHECK(t.state().player(ca::Seat::Human).pile.size() == 6);
    CHECK_FALSE(t.state().table.holds_loose(card("HA")));
    REQUIRE(t.wait_for_human());

    // A card that only trails (nothing it could take or build on), dropped on the bare felt.
    ca::GameState bare = from_text(busy_table_save);
    bare.table.loose = {card("DK")};
    bare.table.builds.clear();
    bare.player(ca::Seat::Human).hand = {card("S4")};
    Table u(bare);
    const Rect felt = u.scene().layout().table;
    u.drag(u.on(Target{HumanHand, 0}), Point{felt.x + 4, felt.bottom() - 4});
    CHECK(u.state().table.holds_loose(card("S4")));
}

TEST_CASE("help names the expert's move and lights its card and targets") {
    Table t(from_text(busy_table_save));
    t.f.key(SDLK_h);
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    const auto& advice = *t.scene().advice();
    REQUIRE(advice.card.has_value());
    CHECK(advice.highlight.front() == *advice.card);
    CHECK(ca::why_illegal(t.state(), advice.action).empty());
    REQUIRE_FALSE(advice.lines.empty());
    t.f.app->render_now();
}

TEST_CASE("the last capture of the tournament: the round's sheet itemised, the tournament's, and "
          "the statistics") {
    Table t(from_text(last_capture));
    t.f.key(SDLK_1);
    t.f.key(SDLK_a); // the 10♦
    REQUIRE(t.scene().outcomes().size() == 1);
    t.f.key(SDLK_RETURN);
    REQUIRE(t.state().phase == ca::Phase::GameOver);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 600));
    const auto* round = t.f.top_as<table::ResultsScreen>();
    REQUIRE(round != nullptr);
    const auto& sheet = round->sheet();
    CHECK_FALSE(sheet.review); // a game opened from a save keeps no record: nothing to review
    REQUIRE(sheet.rows.size() == 6);
    CHECK(sheet.rows[0] == std::vector<std::string>{"Most cards (3)", "28  ·  3", "24  ·  —"});
    CHECK(sheet.rows[1][1] == "13  ·  1");
    CHECK(sheet.rows[2] == std::vector<std::string>{"Aces (1 each)", "2  ·  2", "2  ·  2"});
    CHECK(sheet.rows[3][1] == "yes  ·  2");
    CHECK(sheet.rows[4][1] == "yes  ·  1");
    CHECK(sheet.rows[5] == std::vector<std::string>{"This round", "9", "2"});
    CHECK(sheet.total == std::vector<std::string>{"Tournament", "29", "12"});
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 600));
    const auto* end = t.f.top_as<table::ResultsScreen>();
    CHECK(end->sheet().headline == "You win!");
    CHECK(end->sheet().total == std::vector<std::string>{"Final", "29", "12"});
    const Statistics stats = load_statistics(t.f.app->statistics_path());
    const auto& tally = stats.games.at("casino").at("greedy");
    CHECK(tally.played == 1);
    CHECK(tally.won == 1);
    CHECK(tally.best == 29 - 12);
}

TEST_CASE("a loaded game played to its end: gone from Continue at once, counted once, even when "
          "the program ends on the round's sheet") {
    // Casino shows the last round's sheet before the game's: a game ended there was offered by
    // Continue again, which played its last move once more and counted it twice.
    AppFixture f(1280, 720);
    f.app->settings().animations = false;
    REQUIRE_FALSE(ca::save_to_file(f.dir.file("last capture.txt"), from_text(last_capture)));
    OpenedGame opened = open_save_file(*f.app, f.dir.file("last capture.txt"));
    REQUIRE(opened.scene);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    REQUIRE(f.app->unfinished().has("casino")); // the table keeps it as it opens
    f.key(SDLK_1);
    f.key(SDLK_a); // the 10♦
    f.key(SDLK_RETURN);
    REQUIRE(f.top_as<TableScene>()->state().phase == ca::Phase::GameOver);
    REQUIRE(f.run_until([&] { return f.top() == "round_results"; }, 600));
    check_finished_then_restart(f, "casino");
}

TEST_CASE("Back to the title between rounds deals the next round, keeps it and says so") {
    std::string text(last_capture);
    text.replace(text.find("Score: 20"), 9, "Score: 0"); // the round ends, not the game
    Table t(from_text(text));
    t.f.key(SDLK_1);
    t.f.key(SDLK_a);
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 600));
    auto* results = t.f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    const auto kinds = table::results_buttons(results->sheet());
    const auto leave = std::find(kinds.begin(), kinds.end(), table::ResultsButton::Leave);
    REQUIRE(leave != kinds.end());
    t.f.click(results->layout().buttons[static_cast<std::size_t>(leave - kinds.begin())]);
    t.f.app->step();
    REQUIRE(t.f.top() == "title");
    const auto* title = t.f.top_as<TitleScene>();
    CHECK(title->message() == "Your game was kept: Continue picks it up at the next deal.");
    const ca::GameState kept = *ca::load_save_file(t.f.app->unfinished().path("casino")).state;
    CHECK(kept.round == 6);
    CHECK(kept.phase == ca::Phase::Play);
}

TEST_CASE("a round's results offer the expert's review of the round just played (R)") {
    AppFixture f(1280, 720);
    f.start_new("casino", "greedy", 12);
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    // The player plays the first legal move each time, to the round's end.
    while (f.top() == "table" && table->state().phase == ca::Phase::Play) {
        REQUIRE(f.run_until(
            [&] { return table->human_to_act() || table->state().phase != ca::Phase::Play; },
            3000));
        if (table->human_to_act()) {
            table->play_for_tests(ca::legal_moves(table->state()).front());
        }
    }
    REQUIRE(f.run_until([&] { return f.top() == "round_results"; }, 3000));
    table::ReviewOverlay* review = &open_review(f);
    CHECK(review->title() == "Review of round 1");
    // The first legal move is seldom the expert's: it names the moves it would have made.
    CHECK(review->text().find("\nRound 1, your decision ") != std::string::npos);
    CHECK(review->text().find("\nYou chose to ") != std::string::npos);
    CHECK(review->text().find("Round 2") == std::string::npos);
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "round_results");
}

TEST_CASE("a Casino save opens on its table from the Load dialog; a bad one gives its line") {
    AppFixture f(1280, 720);
    REQUIRE_FALSE(ca::save_to_file(f.dir.file("casino.txt"), from_text(busy_table_save)));
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load != nullptr);
    REQUIRE(load->file_count() == 1);
    CHECK(load->file_row(0).detail.find("Casino") != std::string::npos);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().round == 3);
    CHECK(table->state().table.builds.size() == 2);

    std::string bad(busy_table_save);
    bad.replace(bad.find("Round: 3"), 8, "Round: x");
    f.dir.write("bad.txt", bad);
    const OpenedGame opened = open_save_file(*f.app, f.dir.file("bad.txt"));
    CHECK(opened.scene == nullptr);
    CHECK(opened.error.find("bad.txt:1:") != std::string::npos);
}

TEST_CASE("the Casino table fits every window from 1024x600 to 3840x2160, a crowded table too") {
    const ca::GameState crowded = from_text(R"(Round: 1
Computer:
   Score: 0
   Hand: DQ
   Pile:
Human:
   Score: 0
   Hand: S4 D8 HK D9
   Pile:
Table: [ [C6 S3] [S9] [H5 H4] ] [H3 D5] [C2 C3 C4] C8 CJ HA D2 C7 DK SK HQ SQ DJ
Build Owner: [ [C6 S3] [S9] [H5 H4] ] Human
Build Owner: [H3 D5] Computer
Build Owner: [C2 C3 C4] Computer
Deck:
Next Player: Human
)");
    const ca::GameState busy = from_text(busy_table_save);
    for (auto dimensions : {std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1920, 1080},
                            std::pair{3840, 2160}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        for (const bool help : {false, true}) {
            CAPTURE(w);
            CAPTURE(h);
            const table::TableFrame f = table::frame_table(w, h, help);
            const Layout l = layout_casino(f);
            for (const Rect& r :
                 {l.computer_hand, l.computer_pile, l.table, l.deck, l.human_hand, l.human_pile}) {
                CHECK(f.play.contains(r));
            }
            CHECK_FALSE(l.table.overlaps(l.computer_hand));
            CHECK_FALSE(l.table.overlaps(l.human_hand));
            CHECK_FALSE(l.human_hand.overlaps(l.human_pile));
            CHECK_FALSE(l.deck.overlaps(l.table));
            for (const ca::Table* s : {&crowded.table, &busy.table}) {
                const TablePlaces t = place_table(*s, l.table, l.table_card, f.px(1));
                Rect last{};
                for (const BuildPlace& b : t.builds) {
                    CHECK(l.table.contains(b.frame));
                    CHECK_FALSE(b.frame.overlaps(last)); // builds side by side
                    last = b.frame;
                    for (const auto& part : b.parts) {
                        for (const Rect& c : part) {
                            CHECK(b.frame.contains(c));
                        }
                    }
                }
                for (const Rect& c : t.loose) {
                    CHECK(l.table.contains(c));
                    CHECK_FALSE(c.overlaps(last));
                }
            }
        }
    }
}

TEST_CASE("casino screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] :
         {std::pair{1280, 720}, std::pair{1920, 1080}, std::pair{1024, 600}, std::pair{800, 480}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        Table t(from_text(busy_table_save), w, h, false);
        auto shoot = [&](const std::string& name) {
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/casino-" + name + "-" + size + ".png");
        };
        shoot("1-multiple-build");
        t.f.key(SDLK_4);
        shoot("2-card-picked");
        t.f.key(SDLK_a);
        shoot("3-build-picked");
        t.f.key(SDLK_ESCAPE);
        t.f.key(SDLK_h);
        REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
        shoot("4-help");
        t.f.key(SDLK_h);
        Table end(from_text(last_capture), w, h, false);
        end.f.key(SDLK_1);
        end.f.key(SDLK_a);
        end.f.key(SDLK_RETURN);
        REQUIRE(end.f.run_until([&] { return end.f.top() == "round_results"; }, 600));
        end.f.app->render_now();
        end.f.app->save_screenshot(dir + "/casino-5-round-score-" + size + ".png");
    }
}

TEST_CASE("the Casino rules screen states what the engine does") {
    const std::string text(rules_text);
    CHECK(text.find("only capture by rank") == std::string::npos);
    std::string error;
    // "a king takes a loose king, a 10 and a 3, and a build of 13"
    REQUIRE(text.find("a king takes a loose king, a 10 and a 3, and a build of 13") !=
            std::string::npos);
    ca::GameState state;
    state.phase = ca::Phase::Play;
    state.turn = ca::Seat::Human;
    state.player(ca::Seat::Human).hand = cards_of("SK D4");
    state.player(ca::Seat::Computer).hand = cards_of("C2");
    const auto on_table = ca::parse_table("[H9 C4] HK DX S3 D5", error);
    REQUIRE(on_table.has_value());
    state.table.loose = on_table->loose;
    state.table.builds.push_back(ca::TableBuild{on_table->builds.front(), ca::Seat::Computer});
    const ca::Capture king{card("SK"), cards_of("H9 C4 HK DX S3")};
    CHECK(ca::why_illegal(state, king).empty());
    // "(it must take them all)": the king that leaves the loose king is refused.
    CHECK_FALSE(ca::why_illegal(state, ca::Capture{card("SK"), cards_of("DX S3")}).empty());
    // "Trailing": not while a loose card has the rank of a card in your hand...
    REQUIRE(text.find("nor while a loose card on the table has the rank") != std::string::npos);
    CHECK_FALSE(ca::why_illegal(state, ca::Trail{card("D4")}).empty());
    // ... nor while you own a build...
    REQUIRE(text.find("You may not trail while you own a build") != std::string::npos);
    ca::GameState owner = state;
    owner.player(ca::Seat::Human).hand = cards_of("D6 SK");
    owner.table.loose = cards_of("H2");
    owner.table.builds.front().owner = ca::Seat::Human;
    owner.table.builds.front().parts = {cards_of("H9 C4")};
    CHECK_FALSE(ca::why_illegal(owner, ca::Trail{card("D6")}).empty());
    // ... and with neither (nothing matches, no build) a trail is a move.
    ca::GameState free = state;
    free.table.builds.clear();
    free.table.loose = cards_of("H2");
    free.player(ca::Seat::Human).hand = cards_of("D6 HQ");
    CHECK(ca::why_illegal(free, ca::Trail{card("D6")}).empty());
}

TEST_CASE("the prompt counts the cards in hand") {
    ca::GameState state = from_text(busy_table_save);
    REQUIRE(state.player(ca::Seat::Human).hand.size() == 4);
    state.player(ca::Seat::Human).hand.pop_back();
    Table three(state);
    CHECK(three.scene().prompt() == "Pick a card of your hand (1–3)");
    state.player(ca::Seat::Human).hand.resize(1);
    Table one(state);
    CHECK(one.scene().prompt() == "Pick your last card (1)");
}

// ---- the round's end, a double click, a refusal ----

namespace {

// The round's last card: the human's 10♣ takes the 10♦, and the 5♥ and 3♠ are left on the table.
ca::GameState last_card_leaves_two() {
    ca::GameState s = from_text(last_capture);
    s.player(ca::Seat::Human).score = 5; // the tournament goes on
    auto& pile = s.player(ca::Seat::Human).pile;
    for (const Card c : cards_of("H5 S3")) {
        pile.erase(std::find(pile.begin(), pile.end(), c));
    }
    s.table.loose = cards_of("DX H5 S3");
    return s;
}

// The human owns the build 6♣ 3♠ of 9 and holds the 9♣ for it, the K♠ and nothing else to move.
ca::GameState owner_of_a_build() {
    ca::GameState s = from_text(busy_table_save);
    s.table.builds = {ca::TableBuild{{cards_of("C6 S3")}, ca::Seat::Human}};
    s.table.loose = cards_of("H9 D2");
    s.player(ca::Seat::Human).hand = cards_of("C9 SK");
    return s;
}

std::size_t cards_in(Table& t, int zone) {
    const table::CardRow* row = t.scene().row(zone);
    return row ? row->cards.size() : 0;
}

} // namespace

TEST_CASE("the round's last capture lands, then what was left flies to the last capturer's pile "
          "under a caption, before the round's sheet") {
    Table t(last_card_leaves_two(), 1280, 720, true);
    const std::size_t pile = t.state().player(ca::Seat::Human).pile.size();
    t.click(Target{HumanHand, 0});
    t.click(Target{HumanHand, 0}, 2); // its only move: the capture of the 10♦
    REQUIRE(t.state().phase == ca::Phase::RoundOver);
    CHECK(t.scene().sweep_pending());
    CHECK(t.scene().sweep_caption() == "You take the last 2 cards");
    // The table still shows what was left; the pile has the capture only.
    CHECK(cards_in(t, Loose) == 2);
    CHECK(cards_in(t, HumanPile) == pile + 2);
    int frames = 0;
    REQUIRE(t.f.run_until(
        [&] {
            ++frames;
            return !t.scene().sweep_pending();
        },
        300));
    CHECK(frames > 20); // the capture landed and a moment passed
    CHECK(t.f.top() == "table");
    CHECK(cards_in(t, Loose) == 0);
    CHECK(cards_in(t, HumanPile) == pile + 4);
    CHECK(t.scene().sweep_caption() == "You take the last 2 cards");
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 600));

    // A key (or a click) sends the cards at once, and the sheet follows: the player goes on.
    Table u(last_card_leaves_two(), 1280, 720, true);
    u.f.key(SDLK_1);
    u.f.key(SDLK_a);
    u.f.key(SDLK_RETURN);
    REQUIRE(u.scene().sweep_pending());
    auto& table_u = u.scene();
    u.f.key(SDLK_x);
    CHECK_FALSE(table_u.sweep_pending());
    CHECK(u.f.top() == "round_results");

    // The computer's last capture: its name, and one card is "the last card".
    ca::GameState s = last_card_leaves_two();
    s.table.loose = cards_of("DX H5");
    s.player(ca::Seat::Human).pile.push_back(card("S3"));
    s.player(ca::Seat::Human).hand.clear();
    s.player(ca::Seat::Computer).hand = cards_of("CX");
    s.turn = ca::Seat::Computer;
    Table v(s, 1280, 720, false);
    REQUIRE(v.f.run_until([&] { return v.state().phase != ca::Phase::Play; }, 2000));
    CHECK(v.scene().sweep_caption() == "Computer takes the last card");
}

TEST_CASE("a double click plays a card's only move at once; a card with several is picked and the "
          "table says so") {
    // The 10♣'s only move is a capture.
    Table t(last_card_leaves_two());
    t.click(Target{HumanHand, 0});
    t.click(Target{HumanHand, 0}, 2);
    CHECK(t.state().phase == ca::Phase::RoundOver);

    // The 4♠ alone on a bare table: its only move is a trail.
    ca::GameState bare = from_text(busy_table_save);
    bare.table.loose = {card("DK")};
    bare.table.builds.clear();
    bare.player(ca::Seat::Human).hand = {card("S4")};
    Table u(bare);
    u.click(Target{HumanHand, 0});
    u.click(Target{HumanHand, 0}, 2);
    CHECK(u.state().table.holds_loose(card("S4")));

    // The 9♣ takes the multiple build or builds, and more: picked, and told.
    Table v(from_text(busy_table_save));
    const int nine = v.hand_index("C9");
    v.click(Target{HumanHand, nine});
    v.click(Target{HumanHand, nine}, 2);
    CHECK(v.state().player(ca::Seat::Human).hand.size() == 4);
    CHECK(v.scene().picker().card() == card("C9"));
    const auto moves = v.scene().picker().moves_of(card("C9")).size();
    REQUIRE(moves > 1);
    CHECK(v.scene().note() ==
          "The 9♣ has " + std::to_string(moves) + " moves: pick what it takes or builds on");
    v.f.app->render_now();
}

TEST_CASE("a refused attempt says why in one line: a trail, a drop on the felt, a card without a "
          "move, a table card that fits nothing") {
    const ca::GameState busy = from_text(busy_table_save);
    const std::string owner = ca::why_illegal(busy, ca::Trail{card("S4")});
    REQUIRE(owner == "You own a build, so you cannot trail: take it, or play another move.");

    Table t(busy);
    t.f.key(SDLK_t);
    CHECK(t.scene().note() == "Pick the card to trail (1–4), then T");
    t.f.key(SDLK_2); // the 4♠
    CHECK(t.scene().note().empty());
    t.f.key(SDLK_t);
    CHECK(t.scene().note() == owner);
    CHECK(t.state().player(ca::Seat::Human).hand.size() == 4);
    t.f.app->render_now();

    // Dropped on the felt.
    const Rect felt = t.scene().layout().table;
    t.drag(t.on(Target{HumanHand, t.hand_index("S4")}), Point{felt.x + 4, felt.bottom() - 4});
    CHECK(t.scene().note() == owner);
    CHECK(t.state().player(ca::Seat::Human).hand.size() == 4);

    // A rank on the table matches a card of the hand: the K♥ may not be trailed.
    ca::GameState matching = busy;
    matching.table.builds.clear();
    matching.table.loose = cards_of("C6");
    matching.player(ca::Seat::Human).hand = cards_of("S6 HK");
    Table m(matching);
    const Rect felt_m = m.scene().layout().table;
    m.drag(m.on(Target{HumanHand, m.hand_index("HK")}), Point{felt_m.x + 4, felt_m.bottom() - 4});
    CHECK(m.scene().note() == "You cannot trail while your 6♠ matches the 6♣ on the table.");

    // The K♠ has no move: a click or its number says why.
    Table o(owner_of_a_build());
    const int king = o.hand_index("SK");
    CHECK_FALSE(o.scene().zones().reachable(Target{HumanHand, king}));
    o.click(Target{HumanHand, king});
    CHECK(o.scene().note() == owner);
    o.f.key(SDLK_1);
    CHECK(o.scene().note().empty());
    o.f.key(SDLK_2);
    CHECK(o.scene().note() == owner);

    // The 9♣ picked, then the 2♦ it can neither take nor build on: the rules' reason, the pick
    // unchanged; the same with the mouse.
    Table b(owner_of_a_build());
    b.f.key(SDLK_1);
    REQUIRE(b.scene().picker().card() == card("C9"));
    b.f.key(SDLK_d); // the build is A, the 9♥ B, the 2♦ D
    CHECK(b.scene().picker().picked().empty());
    CHECK(b.scene().note() == "To build 11 you must hold another card worth 11 to take it.");
    b.f.key(SDLK_ESCAPE);
    b.f.key(SDLK_1);
    CHECK(b.scene().note().empty());
    b.click(Target{Loose, b.loose_index("D2")});
    CHECK(b.scene().note() == "To build 11 you must hold another card worth 11 to take it.");
    CHECK(b.scene().picker().picked().empty());
}

TEST_CASE("a pick that must take the player's own build with it picks the build too, and says "
          "so") {
    Table t(owner_of_a_build());
    t.f.key(SDLK_1); // the 9♣, the one card worth the build
    t.f.key(SDLK_b); // the 9♥ on its own would leave the build behind
    const Item build{true, 0};
    CHECK(t.scene().picker().picked() == std::vector<Item>{Item{false, 0}, build});
    REQUIRE(t.scene().outcomes().size() == 1);
    CHECK(std::holds_alternative<ca::Capture>(t.scene().outcomes().front()));
    CHECK(t.scene().prompt().starts_with("Enter: capture"));
    CHECK(t.scene().log().entries().back().text.starts_with("Your build of 9 is picked too"));
    t.f.key(SDLK_RETURN);
    CHECK(t.state().table.builds.empty()); // taken with the 9♥, as the table said
}

TEST_CASE("a multiple build picks the player's own build it joins, and Enter makes it") {
    ca::GameState s = owner_of_a_build(); // the player's build of 9: 6♣ 3♠
    s.table.loose = cards_of("H5 D2");
    s.player(ca::Seat::Human).hand = cards_of("S4 C9");
    Table t(s);
    t.f.key(SDLK_1); // the 4♠
    t.f.key(SDLK_b); // the 5♥: 4 + 5 is another 9, a part of the player's build
    const std::vector<ca::Action> outcomes = t.scene().outcomes();
    REQUIRE(outcomes.size() == 1);
    const auto* build = std::get_if<ca::Build>(&outcomes.front());
    REQUIRE(build != nullptr);
    CHECK(build->value == 9);
    CHECK(t.scene().log().entries().back().text ==
          "Your build of 9 is picked too: the cards picked join it as another 9 (a multiple "
          "build).");
    CHECK(t.scene().menu_bar().find(1) != nullptr);
    t.f.key(SDLK_RETURN);
    REQUIRE(t.state().table.builds.size() == 1);
    CHECK(t.state().table.builds.front().parts.size() == 2); // 6♣ 3♠ and 4♠ 5♥: nothing taken
    CHECK(t.state().player(ca::Seat::Human).hand == cards_of("C9"));
}

TEST_CASE("the Enter button names what the pick makes: never a trail for a card that can capture; "
          "a card with one move plays on a double click") {
    ca::GameState s = from_text(busy_table_save);
    s.table.builds.clear();
    s.table.loose = cards_of("D2 C3");
    s.player(ca::Seat::Human).hand = cards_of("H5 SK");
    Table t(s);
    const int five = t.hand_index("H5");
    t.click(Target{HumanHand, five});
    t.click(Target{HumanHand, five}, 2); // two moves: capture 2♦ 3♣, or trail
    REQUIRE(t.scene().picker().card() == card("H5"));
    CHECK(t.scene().enter_outcomes().empty());
    const auto* enter = t.scene().menu_bar().find(pick_button);
    REQUIRE(enter != nullptr);
    CHECK_FALSE(enter->enabled);
    CHECK(enter->label == "Pick what it takes");
    CHECK(t.scene().menu_bar().find(1) == nullptr); // no "Trail 5♥" on the Enter button
    const auto* trail = t.scene().menu_bar().find(trail_button);
    REQUIRE(trail != nullptr);
    CHECK(trail->label == "Trail 5♥");
    CHECK_FALSE(trail->primary);
    t.f.key(SDLK_RETURN); // nothing thrown away
    CHECK(t.state().player(ca::Seat::Human).hand.size() == 2);

    t.click(Target{Loose, t.loose_index("D2")});
    enter = t.scene().menu_bar().find(pick_button);
    REQUIRE(enter != nullptr);
    CHECK(enter->label == "Pick the 3♣ too");
    t.click(Target{Loose, t.loose_index("C3")});
    REQUIRE(t.scene().menu_bar().find(1) != nullptr);
    CHECK(t.scene().menu_bar().find(1)->label == "Capture 2♦ 3♣");
    CHECK(t.scene().menu_bar().find(1)->primary);
    t.f.key(SDLK_RETURN);
    CHECK(t.state().player(ca::Seat::Human).pile.size() ==
          s.player(ca::Seat::Human).pile.size() + 3);

    // The Trail button trails the card picked alone.
    Table u(s);
    u.click(Target{HumanHand, five});
    u.click_button(trail_button);
    CHECK(u.state().table.holds_loose(card("H5")));

    // The K♠'s one move is its trail: a double click plays it.
    Table v(s);
    const int king = v.hand_index("SK");
    v.click(Target{HumanHand, king});
    v.click(Target{HumanHand, king}, 2);
    CHECK(v.state().table.holds_loose(card("SK")));
}

TEST_CASE("casino screenshots: the round's end and the refusals" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        auto shoot = [&](Table& t, const std::string& name) {
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/casino-" + name + "-" + size + ".png");
        };
        Table t(last_card_leaves_two(), w, h, true);
        t.f.key(SDLK_1);
        t.f.key(SDLK_a);
        t.f.key(SDLK_RETURN);
        REQUIRE(t.f.run_until([&] { return !t.scene().flights().flying(); }, 100));
        shoot(t, "6-last-cards-left");
        REQUIRE(t.f.run_until([&] { return !t.scene().sweep_pending(); }, 100));
        REQUIRE(t.f.run_until([&] { return !t.scene().flights().flying(); }, 100));
        shoot(t, "7-last-cards-taken");

        Table r(from_text(busy_table_save), w, h, false);
        r.f.key(SDLK_2);
        r.f.key(SDLK_t);
        shoot(r, "8-trail-refused");
        const int nine = r.hand_index("C9");
        r.click(Target{HumanHand, nine});
        r.click(Target{HumanHand, nine}, 2);
        shoot(r, "9-several-moves");
        Table o(owner_of_a_build(), w, h, false);
        o.f.key(SDLK_1);
        o.f.key(SDLK_b);
        shoot(o, "10-own-build-needed");
        ca::GameState matching = from_text(busy_table_save);
        matching.table.builds.clear();
        matching.table.loose = cards_of("C6");
        matching.player(ca::Seat::Human).hand = cards_of("S6 HK");
        Table m(matching, w, h, false);
        m.f.key(SDLK_2); // the K♥: no move
        shoot(m, "11-no-move");
    }
}

// The Enter button and the Trail button beside a card with two moves, and a multiple build
// picked with the player's build, at three sizes (run by hand:
// parlor_tests_app -tc="casino input screenshots" --no-skip).
TEST_CASE("casino input screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        ca::GameState s = from_text(busy_table_save);
        s.table.builds.clear();
        s.table.loose = cards_of("D2 C3");
        s.player(ca::Seat::Human).hand = cards_of("H5 SK");
        Table t(s, w, h);
        t.click(Target{HumanHand, 0});
        t.click(Target{HumanHand, 0}, 2);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/casino-card-alone-" + size + ".png");
        t.click(Target{Loose, 0});
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/casino-enter-waits-" + size + ".png");
        ca::GameState m = owner_of_a_build();
        m.table.loose = cards_of("H5 D2");
        m.player(ca::Seat::Human).hand = cards_of("S4 C9");
        Table u(m, w, h);
        u.f.key(SDLK_1);
        u.f.key(SDLK_b);
        u.f.app->render_now();
        u.f.app->save_screenshot(dir + "/casino-multiple-build-" + size + ".png");
    }
}

} // namespace casino_table_test
