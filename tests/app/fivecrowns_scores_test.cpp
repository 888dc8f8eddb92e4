// The Five Crowns score sheet during a game: its rows from the rounds scored, R or the Scores
// button to open it, R, Esc or a click to close it, and a continued game that still shows the
// rounds played before it was left.

#include "../fivecrowns/test_cards.hpp"
#include "table_fixture.hpp"

#include "app/fivecrowns/table.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/table_entries.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace fivecrowns_scores_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::fivecrowns_table;
using parlor::fivecrowns::test::cards_of;

namespace {

const std::vector<std::string> names{"You", "Computer"};

fc::RoundResult scored(int round, int human, int computer, std::optional<fc::Seat> out) {
    fc::RoundResult r;
    r.round = round;
    r.points = {human, computer};
    r.went_out = out;
    return r;
}

// Round 3 (fives wild), the human to draw, two rounds scored: 12 and 0, then 0 and 30.
fc::GameState third_round() {
    fc::LoadResult loaded = fc::read_save(R"(Round: 3
Computer:
   Score: 30
   Hand: XS KH J1 6D 7C
Human:
   Score: 12
   Hand: JD 3T QC 4S 9H
Draw Pile: 6S 5S 4S 7S
Discard Pile: 8T
Next Player: Human
)",
                                          "round3.txt");
    REQUIRE_MESSAGE(loaded.state.has_value(), loaded.error);
    fc::GameState s = *loaded.state;
    s.results = {scored(1, 12, 0, fc::Seat::Computer), scored(2, 0, 30, fc::Seat::Human)};
    return s;
}

} // namespace

TEST_CASE("the score sheet: a line for the rounds a file held, then each round with running "
          "totals") {
    const ScoreHistory history{2, {30, 12}, {RoundLine{3, {5, 0}, fc::Seat::Computer}}};
    const ScoreSheet sheet = score_sheet(history, names);
    CHECK(sheet.header == std::vector<std::string>{"Round", "Wild", "You", "Computer", "Went out"});
    REQUIRE(sheet.rows.size() == 2);
    CHECK(sheet.rows[0] == std::vector<std::string>{"1–2", "not kept", "30", "12", ""});
    CHECK(sheet.rows[1] == std::vector<std::string>{"3", "5s", "5  (35)", "0  (12)", "Computer"});
    CHECK(sheet.total == std::vector<std::string>{"Total", "", "35", "12", ""});

    // Kept beside the autosave, read back only while it adds up to the save's totals.
    const std::string kept = write_history(history);
    CHECK(read_history(kept, {35, 12}, 4) == history);
    CHECK_FALSE(read_history(kept, {35, 13}, 4));
    CHECK_FALSE(read_history(kept, {35, 12}, 3)); // round 3 would not be over yet
    CHECK_FALSE(read_history("{}", {35, 12}, 4));
    CHECK_FALSE(read_history("", {35, 12}, 4));
}

TEST_CASE("R or the Scores button opens the round-by-round sheet; R, Esc or a click closes it") {
    TableFixture<TableScene> t(third_round(), 1280, 720, false);
    t.f.key(SDLK_r);
    REQUIRE(t.f.top() == "scores");
    const auto* overlay = t.f.top_as<ScoreSheetOverlay>();
    REQUIRE(overlay != nullptr);
    const ScoreSheet& sheet = overlay->sheet();
    REQUIRE(sheet.rows.size() == 2);
    CHECK(sheet.rows[0] == std::vector<std::string>{"1", "3s", "12  (12)", "0  (0)", "Computer"});
    CHECK(sheet.rows[1] == std::vector<std::string>{"2", "4s", "0  (12)", "30  (30)", "You"});
    CHECK(sheet.total == std::vector<std::string>{"Total", "", "12", "30", ""});
    t.f.app->render_now();
    t.f.key(SDLK_r);
    CHECK(t.f.top() == "table");

    t.click_button(Scores);
    REQUIRE(t.f.top() == "scores");
    t.f.key(SDLK_ESCAPE);
    CHECK(t.f.top() == "table");
    t.click_button(Scores);
    REQUIRE(t.f.top() == "scores");
    t.f.click(10, 10);
    t.f.app->step();
    CHECK(t.f.top() == "table");

    // The keys list names it.
    const auto& keys = find_table("fivecrowns")->keys;
    CHECK(std::any_of(keys.begin(), keys.end(), [](const KeyHelp& k) { return k.keys == "R"; }));
}

TEST_CASE("a continued Five Crowns game still shows its rounds; a file shows the totals it held") {
    TableFixture<TableScene> t(third_round(), 1280, 720, false);
    App& app = *t.f.app;
    const ScoreHistory before = t.scene().score_history();
    REQUIRE(before.rounds.size() == 2);

    // Continue: the autosave and what the table kept beside it.
    OpenedGame opened = open_save_file(app, app.unfinished().path("fivecrowns"));
    REQUIRE(opened.scene);
    app.reset_to(std::move(opened.scene));
    app.step();
    CHECK(t.scene().state().results.empty()); // the save holds the totals only
    CHECK(t.scene().score_history() == before);

    // The same save as a file of its own: the totals, as one line.
    const std::string file = t.f.dir.file("round3.txt");
    REQUIRE_FALSE(fc::save_to_file(file, t.scene().state()));
    TableScene::Start start;
    start.state = t.scene().state();
    start.loaded_from = file;
    start.from_file = file;
    app.reset_to(std::make_unique<TableScene>(app, start));
    app.step();
    const ScoreHistory from_file = t.scene().score_history();
    CHECK(from_file.carried_rounds == 2);
    CHECK(from_file.carried == std::vector<int>{12, 30});
    CHECK(from_file.rounds.empty());
}

TEST_CASE("five crowns screenshots: the score sheet" * doctest::skip()) {
    const std::string dir = shots_dir();
    for (auto [w, h] : {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        // Ten rounds scored, the eleventh being played, and the long name of a file's game.
        fc::GameState s = third_round();
        s.round = 11;
        s.results.clear();
        for (int round = 1; round <= 10; ++round) {
            s.results.push_back(scored(round, round * 3, 40 - round, fc::Seat::Computer));
        }
        s.player(fc::Seat::Human).score = 165;
        s.player(fc::Seat::Computer).score = 345;
        TableFixture<TableScene> t(s, w, h, false);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/fivecrowns-table-" + size + ".png");
        t.f.key(SDLK_r);
        t.f.app->render_now();
        t.f.app->save_screenshot(dir + "/fivecrowns-scores-" + size + ".png");
    }
}

} // namespace fivecrowns_scores_test
