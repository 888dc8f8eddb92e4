// The Pinochle table driven like a player would: synthetic clicks and keys through SDL's event
// queue on the dummy driver, the loop stepped with a fake clock.

#include "table_fixture.hpp"

#include "app/pinochle/results.hpp"
#include "app/pinochle/table.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/table/results_screen.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::pinochle_table;
namespace pn = parlor::pinochle;

namespace {

// The documented save (docs/pinochle.md): hearts trump, the player to lead, holding both the
// A♥ and the 10♥ of trump and four aces (A♥ A♣ A♠ A♦) not yet declared.
const char* const documented = R"(Round: 1

Computer:
   Score: 0 / 0
   Hand: QH KH QC KD JH XH QS 9H XC JS QD KC
   Capture Pile:
   Melds:

Human:
   Score: 0 / 22
   Hand: AH AC AS AD XH AC JH QC KD 9S 9D
   Capture Pile: XC JC
   Melds: 9H

Trump Card: AH
Stock: KS QH 9C 9S XD KC JD JS KS QD XS 9C JC KH AD 9D AS XS XD JD QS

Next Player: Human
)";

// The stock gone, the trump card taken, seven cards each: the end of a round.
const char* const stock_taken = R"(Round: 1

Computer:
   Score: 0 / 58
   Hand: QC JH QD JC KS XC QD
   Capture Pile: 9C JD AC XD QS JD
   Melds: 9D

Human:
   Score: 0 / 367
   Hand: AS JS QC XS AH AS 9S
   Capture Pile: KD QH KD JC 9S 9C JH 9H XC 9H KH XD QS AC AH QH XH AD XH KC AD KC JS KS KH XS
   Melds: 9D

Trump Card: D
Stock:

Next Player: Human
)";

pn::GameState from_text(const std::string& text) {
    pn::LoadResult r = pn::read_save(text, "test.txt");
    REQUIRE_MESSAGE(r.state.has_value(), r.error);
    return *r.state;
}

struct Table : TableFixture<TableScene> {
    explicit Table(const pn::GameState& state, int w = 1280, int h = 720, bool animations = false,
                   const char* difficulty = "greedy")
        : TableFixture(state, w, h, animations, difficulty, 41) {}
    using TableFixture::click;
    const pn::Holding& hand() { return state().player(pn::Seat::Human).hand; }
    // The shown place in the hand row of the first unmelded copy of `code`.
    int shown_index(const std::string& code) {
        std::string error;
        const auto card = pn::parse(code, error);
        REQUIRE(card);
        const auto positions = scene().hand_positions();
        for (std::size_t i = 0; i < positions.size(); ++i) {
            if (hand().cards[positions[i]].card == *card) {
                return static_cast<int>(i);
            }
        }
        FAIL("no " << code << " in the hand");
        return -1;
    }
    bool wait_for_human() {
        return f.run_until(
            [&] {
                return f.top() != "table" || scene().player_to_act() ||
                       state().phase == pn::Phase::RoundOver;
            },
            4000);
    }
};

pn::Card card_of(const std::string& code) {
    std::string error;
    return *pn::parse(code, error);
}

} // namespace

TEST_CASE("Pinochle is in the New game list; the coin called there decides the first lead") {
    AppFixture f(1280, 720);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_DOWN);
    f.key(SDLK_DOWN);   // the third game of the list
    f.key(SDLK_RETURN); // the game
    f.key(SDLK_RETURN); // the difficulty
    f.key(SDLK_RETURN); // the name
    f.key(SDLK_RETURN); // heads
    f.key(SDLK_RETURN); // the toss shown
    f.app->step();
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().phase == pn::Phase::Lead);
    CHECK(table->state().round == 1);
    CHECK(table->state().player(pn::Seat::Human).hand.cards.size() == 12);
    // The log says who called what and who leads.
    const auto& entries = table->log().entries();
    CHECK(std::any_of(entries.begin(), entries.end(), [](const auto& e) {
        return e.text.find("You called heads") != std::string::npos;
    }));
}

TEST_CASE("the table shows both hands, the computer's face down, the melds apart, the trump card "
          "and the captures") {
    Table t(from_text(documented));
    const auto* computer = t.scene().row(ComputerHand);
    REQUIRE(computer != nullptr);
    CHECK(computer->cards.size() == 12);
    CHECK_FALSE(computer->face_up);
    const auto* melds = t.scene().row(HumanMelds);
    REQUIRE(melds != nullptr);
    CHECK(melds->cards == std::vector<pn::Card>{card_of("9H")});
    const auto* hand = t.scene().row(HumanHand);
    REQUIRE(hand != nullptr);
    CHECK(hand->cards.size() == 11); // the unmelded cards only
    // Trump first, high to low.
    CHECK(hand->cards[0] == card_of("AH"));
    CHECK(hand->cards[1] == card_of("XH"));
    const auto* trump = t.scene().row(TrumpCard);
    REQUIRE(trump != nullptr);
    CHECK(trump->cards == std::vector<pn::Card>{card_of("AH")});
    CHECK(t.scene().row(HumanCaptures)->cards.size() == 2);
    CHECK(t.scene().row(Stock) != nullptr);
    CHECK(t.scene().prompt() == "Your lead: click or drag a card");
}

TEST_CASE("a click leads a card, the computer chases, the trick shows in the middle, both draw") {
    Table t(from_text(documented));
    const std::size_t stock = t.state().stock.size();
    const std::size_t declared = t.state().player(pn::Seat::Human).declared.size(); // the dix
    t.click(Target{HumanHand, t.shown_index("XH")}); // the 10 of trump: only the A beats it
    CHECK(t.state().phase == pn::Phase::Follow);
    CHECK(t.state().lead == card_of("XH"));
    REQUIRE(t.scene().row(Trick) != nullptr);
    REQUIRE(t.wait_for_human());
    // The computer's 10♥ does not beat the lead's (identical cards: the lead wins).
    REQUIRE(t.scene().last_trick().has_value());
    CHECK(t.scene().last_trick()->winner == pn::Seat::Human);
    // Four aces are there to declare: the choices are shown in the middle.
    REQUIRE(t.state().phase == pn::Phase::Meld);
    const auto choices = t.scene().meld_choices();
    REQUIRE_FALSE(choices.empty());
    CHECK(choices.front().kind == pn::MeldKind::FourAces);
    CHECK_FALSE(t.scene().box(Target{MeldChoice, 0}).empty());
    // Clicking the choice declares it; the melded cards leave the hand row for the meld row.
    t.click(t.at(t.scene().box(Target{MeldChoice, 0})));
    CHECK(t.state().player(pn::Seat::Human).declared.size() == declared + 1);
    CHECK(t.state().player(pn::Seat::Human).round_score == 22 + 10 + 100);
    CHECK(t.scene().row(HumanMelds)->cards.size() == 5);
    CHECK(t.state().stock.size() == stock - 2);
    // The trick stays in the middle until the next lead.
    REQUIRE(t.scene().row(LastTrick) != nullptr);
    CHECK(t.scene().row(LastTrick)->cards.front() == card_of("XH"));
}

TEST_CASE("keyboard alone: arrows and Enter lead, a number key declares, N declines") {
    Table t(from_text(documented));
    t.f.key(SDLK_RIGHT); // the first key shows the focus: on the hand's last card
    REQUIRE(t.scene().focus().visible);
    CHECK(t.scene().focus().target == Target{HumanHand, 10});
    // Up to the melds (the 9♥), down again, and left round to the 10♥ (the second card).
    t.f.key(SDLK_UP);
    CHECK(t.scene().focus().target == Target{HumanMelds, 0});
    t.f.key(SDLK_DOWN);
    REQUIRE(t.scene().focus().target.zone == HumanHand);
    for (int i = 0; i < 11 && t.scene().focus().target.index != 1; ++i) {
        t.f.key(SDLK_LEFT);
    }
    CHECK(t.scene().focus().target == Target{HumanHand, 1});
    t.f.key(SDLK_RETURN);
    CHECK(t.state().lead == card_of("XH"));
    REQUIRE(t.wait_for_human());
    REQUIRE(t.state().phase == pn::Phase::Meld);
    const std::size_t declared = t.state().player(pn::Seat::Human).declared.size();
    t.f.key(SDLK_n);
    CHECK(t.state().player(pn::Seat::Human).declared.size() == declared);
    CHECK(t.state().phase != pn::Phase::Meld);

    Table u(from_text(documented));
    u.f.key(SDLK_RIGHT);
    u.f.key(SDLK_RETURN); // whatever card has the focus
    REQUIRE(u.wait_for_human());
    if (u.state().phase == pn::Phase::Meld) {
        const auto choices = u.scene().meld_choices();
        u.f.key(SDLK_1);
        CHECK(u.state().player(pn::Seat::Human).declared.back() == choices[0]);
    }
}

TEST_CASE("a card dragged to the middle is played; dropped back on the hand it is not") {
    Table t(from_text(documented));
    const Point from = t.on(Target{HumanHand, 0});
    t.drag(from, Point{from.x + 30, from.y});
    CHECK(t.state().phase == pn::Phase::Lead);
    const Rect middle = t.scene().layout().trick;
    t.drag(from, Point{middle.cx(), middle.cy()});
    CHECK(t.state().phase == pn::Phase::Follow);
    CHECK(t.state().lead == card_of("AH"));
}

TEST_CASE("a melded card is played from the meld row and breaks its meld") {
    pn::GameState s = from_text(documented);
    Table t(s);
    t.click(Target{HumanMelds, 0}); // the 9♥ dix
    CHECK(t.state().lead == card_of("9H"));
    CHECK(t.state().player(pn::Seat::Human).hand.melds.empty());
}

TEST_CASE("the computer's reasons are in the log under its move") {
    Table t(from_text(documented), 1280, 720, false, "expert");
    t.click(Target{HumanHand, t.shown_index("9S")});
    REQUIRE(t.wait_for_human());
    const auto& entries = t.scene().log().entries();
    const auto chase = std::find_if(entries.begin(), entries.end(), [](const LogEntry& e) {
        return e.who == LogEntry::Who::Computer && e.text.find("plays the") != std::string::npos;
    });
    REQUIRE(chase != entries.end());
    CHECK_FALSE(chase->reasons.empty());
    // Its draws name no card.
    for (const LogEntry& e : entries) {
        if (e.text.find("Computer draws") != std::string::npos) {
            CHECK(e.text == "Computer draws a card from the stock.");
        }
    }
}

TEST_CASE("help shows the expert's card and highlights it; after a won trick, its meld") {
    Table t(from_text(documented));
    t.f.key(SDLK_h);
    CHECK(t.scene().help_open());
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    const pn::Advice& advice = *t.scene().advice();
    REQUIRE(std::holds_alternative<pn::Play>(advice.action));
    REQUIRE(advice.highlight.size() == 1);
    CHECK(advice.highlight[0] == std::get<pn::Play>(advice.action).card);
    CHECK_FALSE(advice.lines.empty());
    // The same advice as the expert gives on the player's view.
    const pn::Advice direct = pn::advise(pn::view_for(t.state(), pn::Seat::Human), 0);
    CHECK(std::holds_alternative<pn::Play>(direct.action));

    // Lead the 10♥, win, and ask again: the advice is a meld and names its cards.
    t.f.key(SDLK_h);
    t.click(Target{HumanHand, t.shown_index("XH")});
    REQUIRE(t.wait_for_human());
    REQUIRE(t.state().phase == pn::Phase::Meld);
    t.f.key(SDLK_h);
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    REQUIRE(t.scene().advice()->meld.has_value());
    CHECK(t.scene().advice()->meld->kind == pn::MeldKind::FourAces);
}

TEST_CASE("every move writes the autosave between tricks, which opens again on its table") {
    Table t(from_text(documented));
    t.click(Target{HumanHand, t.shown_index("9S")});
    REQUIRE(t.wait_for_human());
    // On to the player's next lead: the save is made between tricks.
    for (int i = 0; i < 20 && t.state().phase != pn::Phase::Lead; ++i) {
        if (t.state().phase == pn::Phase::Meld) {
            t.f.key(SDLK_n);
        } else {
            t.click(Target{HumanHand, 0});
        }
        REQUIRE(t.wait_for_human());
    }
    REQUIRE(t.state().phase == pn::Phase::Lead);
    const std::string autosave = t.f.app->unfinished().path("pinochle");
    REQUIRE(std::filesystem::exists(autosave));
    pn::LoadResult loaded = pn::load_save_file(autosave);
    REQUIRE(loaded.state);
    CHECK(pn::write_save(*loaded.state) == pn::write_save(t.state()));
    OpenedGame opened = open_save_file(*t.f.app, autosave);
    REQUIRE(opened.scene);
    t.f.app->push(std::move(opened.scene));
    t.f.app->step();
    auto* again = t.f.top_as<TableScene>();
    REQUIRE(again != nullptr);
    CHECK(pn::write_save(again->state()) == pn::write_save(*loaded.state));
}

TEST_CASE("the Load dialog lists a saved Pinochle game with its summary and opens its table") {
    AppFixture f(1280, 720);
    REQUIRE_FALSE(pn::save_to_file(f.dir.file("pin.txt"), from_text(documented)));
    f.app->push(std::make_unique<LoadDialog>(*f.app));
    f.app->step();
    auto* load = f.top_as<LoadDialog>();
    REQUIRE(load != nullptr);
    REQUIRE(load->file_count() == 1);
    CHECK(load->list().rows[0].detail.find("Pinochle") != std::string::npos);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    CHECK(table->state().player(pn::Seat::Human).round_score == 22);
}

TEST_CASE("a malformed Pinochle save gives its line-numbered error and nothing opens") {
    AppFixture f(1280, 720);
    std::string text = documented;
    text.replace(text.find("Stock: KS"), 9, "Stock: 8S");
    f.dir.write("bad.txt", text);
    OpenedGame opened = open_save_file(*f.app, f.dir.file("bad.txt"));
    CHECK_FALSE(opened.scene);
    CHECK(opened.error.rfind(f.dir.file("bad.txt") + ":", 0) == 0);
    CHECK(opened.error.find("8S") != std::string::npos);
    CHECK(opened.error.find('\n') == std::string::npos);
}

namespace {

// Plays on by keys (Enter on the focused card, the first meld offered) until the round is over.
void play_the_round(Table& t) {
    int guard = 0;
    while (t.f.top() == "table" && t.state().phase != pn::Phase::RoundOver && guard++ < 200) {
        REQUIRE(t.wait_for_human());
        if (t.f.top() != "table") {
            break;
        }
        if (t.state().phase == pn::Phase::Meld) {
            t.f.key(SDLK_1);
        } else if (t.state().phase == pn::Phase::Lead || t.state().phase == pn::Phase::Follow) {
            t.f.key(SDLK_RIGHT);
            t.f.key(SDLK_RETURN);
        }
    }
}

} // namespace

TEST_CASE("the end of a round: its results with the melds and captures, then \"another "
          "round?\" as a dialog") {
    Table t(from_text(stock_taken));
    TableScene* table = &t.scene(); // under the results and the dialog
    play_the_round(t);
    REQUIRE(table->state().phase == pn::Phase::RoundOver);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 400));
    auto* results = t.f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    REQUIRE(table->rounds().size() == 1);
    const pn::RoundResult& r = table->rounds().back();
    CHECK(r.round_scores[0] == table->state().players[0].round_score);
    const auto& rows = results->sheet().rows;
    CHECK(std::any_of(rows.begin(), rows.end(), [&](const auto& row) {
        return row[0] == "Capture points" && row[1] == std::to_string(r.capture_points[0]);
    }));
    CHECK(std::any_of(rows.begin(), rows.end(),
                      [](const auto& row) { return row[1].find("dix") != std::string::npos; }));
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.top() == "confirm");
    t.f.key(SDLK_RETURN); // another round
    REQUIRE(t.f.top() == "table");
    CHECK(t.state().round == 2);
    CHECK(t.state().player(pn::Seat::Human).hand.cards.size() == 12);
    // More game points: the player leads round 2 without a toss.
    CHECK(t.state().phase == pn::Phase::Lead);
    CHECK(t.state().leader == pn::Seat::Human);
}

TEST_CASE("ending the game from the dialog shows the final results and records the statistics") {
    Table t(from_text(stock_taken));
    TableScene* table = &t.scene();
    play_the_round(t);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 400));
    const auto scores = pn::game_scores(table->state()); // ending the game adds nothing
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.top() == "confirm");
    t.f.key(SDLK_ESCAPE); // end the game
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    auto* results = t.f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().rows.size() == 1); // one round
    CHECK(results->sheet().total ==
          std::vector<std::string>{"Final", std::to_string(scores[0]), std::to_string(scores[1])});
    const Statistics s = load_statistics(t.f.app->statistics_path());
    const Tally& tally = s.games.at("pinochle").at("greedy");
    CHECK(tally.played == 1);
    CHECK(tally.won == (scores[0] > scores[1] ? 1 : 0));
    CHECK(tally.best == scores[0] - scores[1]);
    CHECK_FALSE(std::filesystem::exists(t.f.app->unfinished().path("pinochle")));
}

TEST_CASE("round results: each side's melds, meld points, capture points and the scores") {
    pn::RoundResult r;
    r.round = 3;
    r.melds[0] = {pn::Meld{pn::MeldKind::FourAces, {}}, pn::Meld{pn::MeldKind::Dix, {}}};
    r.melds[1] = {pn::Meld{pn::MeldKind::Pinochle, {}}};
    r.meld_points = {110, 40};
    r.capture_points = {130, 110};
    r.round_scores = {240, 150};
    r.game_scores = {500, 420};
    bool went_on = false;
    const table::ResultsSheet sheet =
        round_results(r, table::Names("You"), [&went_on] { went_on = true; });
    CHECK(sheet.headline == "Round 3: You take it");
    CHECK_FALSE(sheet.final);
    REQUIRE(sheet.rows.size() == 5);
    CHECK(sheet.rows[0] == std::vector<std::string>{"Melds", "four aces  100", "pinochle  40"});
    CHECK(sheet.rows[1] == std::vector<std::string>{"", "dix  10", ""});
    CHECK(sheet.rows[3] == std::vector<std::string>{"Capture points", "130", "110"});
    CHECK(sheet.total == std::vector<std::string>{"Game score", "500", "420"});
    sheet.on_continue();
    CHECK(went_on);
    // A round resumed from a file: the melds broken before the save are in the points only.
    r.meld_points[1] = 100;
    const table::ResultsSheet resumed = round_results(r, table::Names("You"), [] {});
    REQUIRE(resumed.rows.size() == 6);
    CHECK(resumed.rows[2] == std::vector<std::string>{"Earlier melds", "", "60"});
}

TEST_CASE("the Pinochle table fits every window from 1024x600 to 3840x2160") {
    for (auto [w, h] :
         {std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1366, 768}, std::pair{1920, 1080},
          std::pair{2560, 1440}, std::pair{3840, 2160}, std::pair{1280, 1024}}) {
        for (const bool help : {false, true}) {
            CAPTURE(w);
            CAPTURE(h);
            CAPTURE(help);
            const table::TableFrame f = table::frame_table(w, h, help);
            const Layout l = layout_pinochle(f);
            const std::vector<Rect> rows{f.top_bar,     l.computer_hand, l.computer_melds, l.middle,
                                         l.human_melds, l.human_hand,    f.menu_bar};
            for (std::size_t i = 0; i < rows.size(); ++i) {
                CHECK(f.window.contains(rows[i]));
                CHECK_FALSE(rows[i].overlaps(f.side));
                for (std::size_t j = i + 1; j < rows.size(); ++j) {
                    CHECK_FALSE(rows[i].overlaps(rows[j]));
                }
            }
            CHECK(l.middle.contains(l.stock));
            CHECK(l.middle.contains(l.trick));
            CHECK(l.middle.contains(l.captures));
            CHECK_FALSE(l.trick.overlaps(l.captures));
            // The trump card lies across, under the stock, clear of the trick.
            const float trump_right =
                l.stock.x + l.middle_card.h * 0.55f + l.middle_card.w / 2 + l.middle_card.h / 2;
            CHECK(trump_right <= l.trick.x);
            // Two trick cards fit side by side.
            CHECK(l.trick.w >= 2 * l.middle_card.w + f.px(30));
            // Up to 12 meld choices get boxes of at least two lines of small text.
            for (const Rect& b : meld_choice_boxes(l.trick, 12, f.px(6), f.px(230), f.px(48))) {
                CHECK(l.trick.contains(b));
                CHECK(b.h >= f.px(24));
            }
        }
    }
}

// Writes PNGs of the table to $PARLOR_SHOTS (default /tmp/parlor-shots).
// Run it by hand: parlor_tests_app -tc="pinochle screenshots" --no-skip
TEST_CASE("pinochle screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        Table t(from_text(documented), w, h);
        auto shoot = [&](const std::string& name) {
            t.f.app->render_now();
            t.f.app->save_screenshot(dir + "/pinochle-" + name + "-" + size + ".png");
        };
        shoot("1-lead");
        t.f.key(SDLK_h);
        REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
        shoot("2-help");
        t.f.key(SDLK_h);
        t.click(Target{HumanHand, t.shown_index("XH")});
        REQUIRE(t.wait_for_human());
        t.f.move(t.at(t.scene().box(Target{MeldChoice, 0})).x,
                 t.at(t.scene().box(Target{MeldChoice, 0})).y);
        t.f.app->step();
        shoot("3-meld-choice");
        t.f.key(SDLK_1);
        REQUIRE(t.wait_for_human());
        shoot("4-after-meld");
        Table end(from_text(stock_taken), w, h);
        play_the_round(end);
        REQUIRE(end.f.run_until([&] { return end.f.top() == "round_results"; }, 400));
        end.f.app->render_now();
        end.f.app->save_screenshot(dir + "/pinochle-5-round-results-" + size + ".png");
        end.f.key(SDLK_RETURN);
        end.f.app->render_now();
        end.f.app->save_screenshot(dir + "/pinochle-6-another-round-" + size + ".png");
    }
}

TEST_CASE("a game resumed in round 3 lists rounds 1-2 as earlier play, and the sheet adds up") {
    pn::GameState over;
    over.phase = pn::Phase::GameOver;
    over.round = 3;
    over.players[0].game_score = 900;
    over.players[1].game_score = 700;
    pn::RoundResult third;
    third.round = 3;
    third.meld_points = {100, 40};
    third.capture_points = {150, 100};
    third.round_scores = {250, 140};
    third.game_scores = {900, 700};
    const table::ResultsSheet sheet = game_results(over, table::Names("You"), {third});
    CHECK(sheet.lines[1].rfind("3 rounds played", 0) == 0);
    REQUIRE(sheet.rows.size() == 2);
    CHECK(sheet.rows[0] == std::vector<std::string>{"1–2 (earlier)", "650", "560"});
    CHECK(sheet.rows[1][0] == "3");
    CHECK(sheet.total == std::vector<std::string>{"Final", "900", "700"});
}
