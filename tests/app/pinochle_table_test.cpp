// The Pinochle table driven like a player would: synthetic clicks and keys through SDL's event
// queue on the dummy driver, the loop stepped with a fake clock.

#include "finished_game.hpp"
#include "review_fixture.hpp"
#include "table_fixture.hpp"

#include "app/pinochle/results.hpp"
#include "app/pinochle/table.hpp"
#include "app/scenes/load_dialog.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/table/results_screen.hpp"
#include "app/table/review_overlay.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

namespace pinochle_table_test {

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
    f.key(SDLK_RETURN); // the rules: as many rounds as you like (Continue)
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
    CHECK(load->file_row(0).detail.find("Pinochle") != std::string::npos);
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
    const auto scores = pn::scores(table->state()); // ending the game adds nothing
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

TEST_CASE("a game ended from the dialog: gone from Continue at once, counted once, even when the "
          "program ends on its results") {
    Table t(from_text(stock_taken));
    REQUIRE(t.f.app->unfinished().has("pinochle"));
    play_the_round(t);
    REQUIRE(t.f.run_until([&] { return t.f.top() == "round_results"; }, 400));
    t.f.key(SDLK_RETURN);
    REQUIRE(t.f.top() == "confirm");
    t.f.key(SDLK_ESCAPE); // end the game
    REQUIRE(t.f.run_until([&] { return t.f.top() == "game_results"; }, 400));
    check_finished_then_restart(t.f, "pinochle");
}

TEST_CASE("a round's results offer the expert's review of the round just played (R)") {
    AppFixture f(1280, 720);
    f.start_new("pinochle", "greedy", 12);
    auto* table = f.top_as<TableScene>();
    REQUIRE(table != nullptr);
    const auto to_act = [&] {
        return table->human_to(pn::Phase::Lead) || table->human_to(pn::Phase::Follow) ||
               table->human_to(pn::Phase::Meld);
    };
    // The player makes the first legal move each time (a meld declared when there is one), to
    // the round's end.
    while (f.top() == "table" && table->state().phase != pn::Phase::RoundOver) {
        REQUIRE(f.run_until(
            [&] { return to_act() || table->state().phase == pn::Phase::RoundOver; }, 3000));
        if (to_act()) {
            table->play_for_tests(pn::legal_actions(table->state()).front());
        }
    }
    REQUIRE(f.run_until([&] { return f.top() == "round_results"; }, 3000));
    table::ReviewOverlay* review = &open_review(f);
    CHECK(review->title() == "Review of round 1");
    // The first legal move is seldom the expert's: it names the moves it would have made.
    CHECK(review->text().find("\nRound 1, your decision ") != std::string::npos);
    CHECK(review->text().find("\nYou chose to ") != std::string::npos);
    // Tab chooses the first item, Enter shows its moment on the table: the player to move, the
    // cards of both moves in the hand, the expert's word beside.
    f.key(SDLK_TAB);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "table");
    auto* moment = f.top_as<TableScene>();
    REQUIRE(moment != nullptr);
    REQUIRE(moment->watch_status());
    CHECK(moment->watch_status()->reviewing);
    const auto* item = moment->reviewed_item();
    REQUIRE(item != nullptr);
    CHECK(moment->review_summary() ==
          "You chose to " + item->played + "; the expert would " + item->expert + ".");
    CHECK(moment->state().turn == pn::Seat::Human);
    const pn::Holding& hand = moment->state().player(pn::Seat::Human).hand;
    for (const pn::Card c : item->played_cards) {
        CHECK(hand.count(c) > 0);
        CHECK(moment->marks_for_tests(c).has_value());
    }
    for (const pn::Card c : item->expert_cards) {
        CHECK(hand.count(c) > 0);
    }
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "review");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "round_results");
    // The game ended from the dialog: its results offer the review of the whole game.
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_ESCAPE); // end the game
    REQUIRE(f.run_until([&] { return f.top() == "game_results"; }, 400));
    const auto* end = f.top_as<table::ResultsScreen>();
    REQUIRE(end != nullptr);
    CHECK(end->sheet().review_title == "Review of your game");
    const auto end_kinds = table::results_buttons(end->sheet());
    CHECK(std::find(end_kinds.begin(), end_kinds.end(), table::ResultsButton::Review) !=
          end_kinds.end());
}

TEST_CASE("round results: each side's melds, meld points, capture points and the scores") {
    pn::RoundResult r;
    r.round = 3;
    r.melds[0] = {pn::Meld{pn::MeldKind::FourAces, {}}, pn::Meld{pn::MeldKind::Dix, {}}};
    r.melds[1] = {pn::Meld{pn::MeldKind::Pinochle, {}}};
    r.meld_points = {110, 40};
    r.capture_points = {130, 110};
    r.round_scores = {240, 150};
    r.scores = {500, 420};
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
    for (auto dimensions :
         {std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1366, 768}, std::pair{1920, 1080},
          std::pair{2560, 1440}, std::pair{3840, 2160}, std::pair{1280, 1024}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
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
            // The trick's caption is a line inside the middle, under the cards.
            CHECK(l.middle.contains(l.trick_caption));
            CHECK(l.trick_caption.y >= l.trick_cards.bottom());
            // The trick just won lies beside the meld choices, clear of them and of the caption.
            CHECK(l.trick.contains(l.won_trick));
            CHECK(l.trick.contains(l.meld_choices));
            CHECK_FALSE(l.won_trick.overlaps(l.meld_choices));
            CHECK_FALSE(l.meld_choices.overlaps(l.trick_caption));
            CHECK_FALSE(l.won_trick.overlaps(l.trick_caption));
            // Up to 12 meld choices get boxes of at least a line of small text, up to 3 boxes
            // wide enough for a meld's name and points.
            for (const int n : {1, 2, 3, 6, 12}) {
                for (const Rect& b : meld_choice_boxes(f, l, n)) {
                    CHECK(l.meld_choices.contains(b));
                    CHECK(b.h >= f.px(24));
                    if (n <= 3) {
                        CHECK(b.w >= f.px(150));
                    }
                }
            }
        }
    }
}

namespace {

// No two of the table's words overlap, and each lies in the play area.
void check_words_apart(Table& t) {
    t.f.app->render_now();
    const auto& words = t.scene().painted_words();
    const Rect play = t.scene().frame().play;
    for (auto a = words.begin(); a != words.end(); ++a) {
        CAPTURE(a->first);
        CHECK(play.contains(a->second));
        for (auto b = std::next(a); b != words.end(); ++b) {
            CAPTURE(b->first);
            CHECK_FALSE(a->second.overlaps(b->second));
        }
    }
}

// The documented save's first trick: the player's 10♥ lead wins it, four aces to declare.
void win_the_first_trick(Table& t) {
    t.click(Target{HumanHand, t.shown_index("XH")});
    REQUIRE(t.wait_for_human());
    REQUIRE(t.state().phase == pn::Phase::Meld);
}

} // namespace

TEST_CASE("the trick's caption never covers a melds label, nor any word another, at any size") {
    for (auto dimensions :
         {std::pair{800, 480}, std::pair{854, 480}, std::pair{1024, 600}, std::pair{1280, 720},
          std::pair{1366, 768}, std::pair{1600, 900}, std::pair{1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        CAPTURE(h);
        Table t(from_text(documented), w, h);
        win_the_first_trick(t);
        check_words_apart(t); // the meld choice, the trick beside it
        const auto& words = t.scene().painted_words();
        REQUIRE(words.count("trick's caption") == 1);
        REQUIRE(words.count("your melds label") == 1);
        t.f.key(SDLK_1); // four aces: the melds label grows
        REQUIRE(t.wait_for_human());
        REQUIRE(t.scene().row(LastTrick) != nullptr);
        check_words_apart(t); // the trick in the middle, its caption under it
        const Rect caption = words.at("trick's caption");
        CHECK_FALSE(caption.overlaps(words.at("your melds label")));
        CHECK_FALSE(caption.overlaps(words.at("computer's melds label")));
        CHECK(t.scene().layout().trick_caption.contains(caption));
    }
}

TEST_CASE("the trick just won stays in sight, beside the meld choices, until the meld is picked") {
    Table t(from_text(documented));
    win_the_first_trick(t);
    const Layout l = t.scene().layout();
    const auto* trick = t.scene().row(LastTrick);
    REQUIRE(trick != nullptr);
    REQUIRE(t.scene().last_trick().has_value());
    CHECK(trick->cards ==
          std::vector<pn::Card>{card_of("XH"), t.scene().last_trick()->chase}); // the lead first
    for (int i = 0; i < 2; ++i) {
        const Rect card = t.scene().box(Target{LastTrick, i});
        CHECK(l.won_trick.contains(card));
        for (int c = 0; c < static_cast<int>(t.scene().meld_choices().size()); ++c) {
            CHECK_FALSE(card.overlaps(t.scene().box(Target{MeldChoice, c})));
        }
    }
    t.f.app->render_now();
    CHECK(t.scene().painted_words().count("trick's caption") == 1);
    t.f.key(SDLK_n); // passed: the trick stays in the middle, full size, until the next lead
    REQUIRE(t.scene().row(LastTrick) != nullptr);
    CHECK(t.scene().layout().trick_cards.contains(t.scene().box(Target{LastTrick, 0})));
}

TEST_CASE("with help open at the meld choice, the expert's meld and its cards are marked") {
    Table t(from_text(documented));
    win_the_first_trick(t);
    CHECK_FALSE(t.scene().hinted_choice().has_value());
    t.f.key(SDLK_h);
    REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
    const auto& advised = t.scene().advice()->meld;
    REQUIRE(advised.has_value());
    const auto choices = t.scene().meld_choices();
    REQUIRE(t.scene().hinted_choice().has_value());
    CHECK(choices[static_cast<std::size_t>(*t.scene().hinted_choice())] == *advised);
    // Each of the meld's cards in the hand is marked, and no other.
    const auto* hand = t.scene().row(HumanHand);
    REQUIRE(hand != nullptr);
    for (int i = 0; i < static_cast<int>(hand->cards.size()); ++i) {
        const pn::Card c = hand->cards[static_cast<std::size_t>(i)];
        const bool in_meld =
            std::find(advised->cards.begin(), advised->cards.end(), c) != advised->cards.end();
        CHECK(t.scene().hint_on(Target{HumanHand, i}) == in_meld);
    }
    t.f.key(SDLK_h); // help put away: nothing marked
    CHECK_FALSE(t.scene().hinted_choice().has_value());
}

TEST_CASE("the last trick is looked at again with L or a click on a capture pile, until the next "
          "key or click, which does nothing else") {
    Table t(from_text(documented));
    // Opened from a file: the file does not say which trick was the last.
    t.f.key(SDLK_l);
    CHECK_FALSE(t.scene().reviewing());
    CHECK(t.scene().log().entries().back().text.find("does not say") != std::string::npos);

    win_the_first_trick(t);
    t.f.key(SDLK_n);
    REQUIRE(t.wait_for_human());
    REQUIRE(t.state().phase == pn::Phase::Lead);
    t.click(Target{HumanHand, t.shown_index("9S")}); // the middle is cleared by the lead
    CHECK_FALSE(t.scene().last_trick().has_value());
    t.f.key(SDLK_l);
    REQUIRE(t.scene().reviewing());
    REQUIRE(t.scene().latest_trick().has_value());
    CHECK(t.scene().latest_trick()->lead == card_of("XH"));
    CHECK(t.scene().latest_trick()->winner == pn::Seat::Human);
    t.f.app->render_now();
    CHECK(t.scene().painted_words().at("review caption").w > 0);
    // Esc puts it away, and only that: no pause menu.
    t.f.key(SDLK_ESCAPE);
    CHECK_FALSE(t.scene().reviewing());
    CHECK(t.f.top() == "table");

    REQUIRE(t.wait_for_human());
    const pn::Phase phase = t.state().phase;
    const std::size_t held = t.hand().cards.size();
    const std::size_t lines = t.scene().log().entries().size();
    t.click(Target{HumanCaptures, 0});
    REQUIRE(t.scene().reviewing());
    // The next click, on a hand card, only puts it away.
    t.click(Target{HumanHand, 0});
    CHECK_FALSE(t.scene().reviewing());
    CHECK(t.state().phase == phase);
    CHECK(t.hand().cards.size() == held);
    CHECK(t.scene().log().entries().size() == lines);
    // A key likewise (N would decline a meld).
    t.f.key(SDLK_l);
    REQUIRE(t.scene().reviewing());
    t.f.key(SDLK_RIGHT);
    CHECK_FALSE(t.scene().reviewing());
}

TEST_CASE("a click on a card the rules do not take now says why, once") {
    Table t(from_text(documented));
    win_the_first_trick(t);
    const std::size_t lines = t.scene().log().entries().size();
    t.click(Target{HumanHand, 0});
    t.click(Target{HumanHand, 1});
    REQUIRE(t.scene().log().entries().size() == lines + 1);
    CHECK(t.scene().log().entries().back().text ==
          pn::why_illegal(t.state(), pn::Play{card_of("AH")}));
    CHECK(t.state().phase == pn::Phase::Meld);
    // On the computer's turn: whose turn it is.
    t.f.key(SDLK_n);
    REQUIRE(t.wait_for_human());
    t.click(Target{HumanHand, t.shown_index("9S")});
    REQUIRE(t.state().turn == pn::Seat::Computer);
    t.click(Target{HumanHand, 0});
    CHECK(t.scene().log().entries().back().text == "Wait: it is Computer's turn.");
}

// Writes PNGs of the table to $PARLOR_SHOTS (default /tmp/parlor-shots).
// Run it by hand: parlor_tests_app -tc="pinochle screenshots" --no-skip
TEST_CASE("pinochle screenshots" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] :
         {std::pair{800, 480}, std::pair{1024, 600}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
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
        t.f.key(SDLK_h);
        REQUIRE(t.f.run_until([&] { return t.scene().advice().has_value(); }, 5000));
        shoot("3b-meld-help");
        t.f.key(SDLK_h);
        t.f.key(SDLK_1);
        REQUIRE(t.wait_for_human());
        shoot("4-after-meld");
        t.f.key(SDLK_l);
        shoot("4b-last-trick");
        t.f.key(SDLK_l);
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
    third.scores = {900, 700};
    const table::ResultsSheet sheet = game_results(over, table::Names("You"), {third});
    CHECK(sheet.lines[1].rfind("3 rounds played", 0) == 0);
    REQUIRE(sheet.rows.size() == 2);
    CHECK(sheet.rows[0] == std::vector<std::string>{"1–2 (earlier)", "650", "560"});
    CHECK(sheet.rows[1][0] == "3");
    CHECK(sheet.total == std::vector<std::string>{"Final", "900", "700"});
}

} // namespace pinochle_table_test
