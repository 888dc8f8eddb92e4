// The player's statistics: counting games, streaks and scores in each game's sense, the file
// written and read back, a damaged file set aside, the screen, the reset, and a finished game
// recorded by its table.

#include "app_fixture.hpp"
#include "cribbage_positions.hpp"
#include "cruno_won_game.hpp"

#include "../cruno/test_table.hpp"
#include "app/core/theme.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/scenes/statistics_scene.hpp"
#include "app/scenes/title_scene.hpp"
#include "table_fixture.hpp"
#include "text_layout.hpp"

#include <doctest/doctest.h>

#include <fstream>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace statistics_test {

using namespace parlor::app;
using namespace parlor::app::testing;
namespace cr = parlor::cribbage;

namespace {

GameRecord game(GameRecord::Result r, double score, bool undo = false) {
    GameRecord g;
    g.result = r;
    g.score = score;
    g.undo = undo;
    return g;
}

constexpr auto Win = GameRecord::Result::Win;
constexpr auto Loss = GameRecord::Result::Loss;
constexpr auto Tie = GameRecord::Result::Tie;

} // namespace

TEST_CASE("wins, losses, ties, streaks, and the best score in the game's own sense") {
    Statistics s;
    const ScoreSense lowest{"Your total", true};
    for (const auto& g : {game(Win, 80), game(Win, 65, true), game(Loss, 120), game(Tie, 90),
                          game(Win, 70), game(Win, 75), game(Win, 60)}) {
        s.add("fivecrowns", "expert", g, lowest);
    }
    const Tally& t = s.games["fivecrowns"]["expert"];
    CHECK(t.played == 7);
    CHECK(t.won == 5);
    CHECK(t.lost == 1);
    CHECK(t.tied == 1);
    CHECK(t.win_rate() == doctest::Approx(5.0 / 7));
    CHECK(t.streak == 3);
    CHECK(t.best_streak == 3);
    CHECK(t.best == 60); // the lowest total
    CHECK(t.average() == doctest::Approx(560.0 / 7));
    CHECK(t.with_undo == 1);
    s.add("fivecrowns", "expert", game(Loss, 130), lowest);
    s.add("fivecrowns", "expert", game(Loss, 140), lowest);
    CHECK(t.streak == -2);
    CHECK(t.best_streak == 3);

    // Margins count the other way; the game's tallies add up.
    GameRecord skunk = game(Win, 35);
    skunk.counts["skunks given"] = 1;
    s.add("cribbage", "greedy", skunk, ScoreSense{"Margin", false});
    s.add("cribbage", "greedy", game(Loss, -12), ScoreSense{"Margin", false});
    const Tally& c = s.games["cribbage"]["greedy"];
    CHECK(c.best == 35);
    CHECK(c.counts.at("skunks given") == 1);
    // Only the latest results are kept for the chart.
    for (int i = 0; i < 30; ++i) {
        s.add("cribbage", "expert", game(i % 2 ? Win : Loss, i), ScoreSense{"Margin", false});
    }
    const Tally& e = s.games["cribbage"]["expert"];
    CHECK(e.recent.size() == recent_kept);
    CHECK(e.recent.back().score == 29);
    CHECK(e.played == 30);
}

TEST_CASE("the statistics file: written atomically, read back, strict about its numbers") {
    TempDir dir;
    Statistics s;
    s.add("cribbage", "expert", game(Win, 12), ScoreSense{});
    s.add("fivecrowns", "greedy", game(Loss, 88, true), ScoreSense{"Your total", true});
    const std::string path = dir.file("statistics.json");
    REQUIRE_FALSE(save_statistics(path, s));
    std::string notice;
    CHECK(load_statistics(path, &notice) == s);
    CHECK(notice.empty());
    CHECK(load_statistics(dir.file("none.json"), &notice) == Statistics{}); // no file yet
    CHECK(notice.empty());

    std::string error;
    CHECK_FALSE(statistics_from_json("[1]", &error));
    CHECK_FALSE(error.empty());
    // Counts that do not add up are no statistics.
    CHECK_FALSE(statistics_from_json(
        R"({"parlor_statistics":1,"games":{"cribbage":{"expert":{"played":3,"won":1,"lost":1,)"
        R"("tied":0,"streak":0,"best_streak":0,"score_sum":0,"with_undo":0,"recent":[]}}}})",
        &error));
}

TEST_CASE("a damaged statistics file is set aside and reported; counting starts afresh") {
    AppFixture f;
    f.dir.write("statistics.json", "{ this is not json");
    f.app->push(std::make_unique<StatisticsScene>(*f.app, "cribbage"));
    f.app->step();
    auto* screen = f.top_as<StatisticsScene>();
    REQUIRE(screen != nullptr);
    CHECK(screen->statistics() == Statistics{});
    CHECK(screen->notice().find("damaged") != std::string::npos);
    CHECK(std::filesystem::exists(f.dir.file("statistics.json.damaged")));
    CHECK_FALSE(std::filesystem::exists(f.dir.file("statistics.json")));
    f.app->render_now(); // draws with the notice, no crash
}

TEST_CASE("the statistics screen: from the title, a row per difficulty, other games with the "
          "arrows, a reset that asks first") {
    AppFixture f;
    Statistics s;
    s.add("cribbage", "expert", game(Win, 20), ScoreSense{"Margin", false});
    s.add("fivecrowns", "expert", game(Loss, 90), ScoreSense{"Your total", true});
    REQUIRE_FALSE(save_statistics(f.app->statistics_path(), s));
    f.click(f.top_as<TitleScene>()->layout().buttons[TitleScene::Stats]);
    REQUIRE(f.top() == "statistics");
    auto* screen = f.top_as<StatisticsScene>();
    CHECK(screen->game() == "fivecrowns");
    CHECK(screen->rows() == std::vector<std::string>{"random", "greedy", "expert"});
    f.key(SDLK_RIGHT);
    CHECK(screen->game() == "cribbage");
    f.app->render_now();
    // Reset: asked first; "Keep them" keeps them.
    f.key(SDLK_TAB); // from Back to Reset
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "statistics");
    CHECK(load_statistics(f.app->statistics_path()).games.count("cribbage") == 1);
    f.key(SDLK_RETURN);
    REQUIRE(f.top() == "confirm");
    f.key(SDLK_LEFT); // Keep them has the focus: Reset Cribbage is to its left
    f.key(SDLK_RETURN);
    CHECK(f.top() == "statistics");
    const Statistics after = load_statistics(f.app->statistics_path());
    CHECK(after.games.count("cribbage") == 0);
    CHECK(after.games.count("fivecrowns") == 1); // the other games keep theirs
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
}

TEST_CASE("the statistics list the game's records kept in the data folder") {
    AppFixture f;
    const std::string folder = f.app->data_dir() + "records/cribbage/";
    std::filesystem::create_directories(folder);
    for (const char* name : {"20261129-100000-000.jsonl", "20261129-110000-000.jsonl"}) {
        std::ofstream(folder + name) << "{}\n";
    }
    std::ofstream(folder + "notes.txt") << "not a record\n";
    f.app->push(std::make_unique<StatisticsScene>(*f.app, "cribbage"));
    f.app->step();
    auto* screen = f.top_as<StatisticsScene>();
    REQUIRE(screen != nullptr);
    // Said as to a player: no command line to type.
    CHECK(screen->records() ==
          "Your last 2 games are kept move by move in the data folder, under records/cribbage/");
    CHECK(screen->records().find("parlor-cli") == std::string::npos);
    if (const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR")) {
        f.app->render_now();
        f.app->save_screenshot(std::string(dir) + "/statistics-records.png");
    }
    f.key(SDLK_RIGHT); // Pinochle: none kept
    CHECK(screen->records().empty());
    f.app->render_now();
}

TEST_CASE("a finished game of cribbage is recorded once, with its margin and its skunk") {
    AppFixture f;
    f.app->settings().animations = false;
    // The human holds an 8 to play on the computer's 7: 15 for 2 and 121; the computer at 80.
    std::string text = play_near_the_end;
    text.replace(text.find("Score: 100"), 10, "Score: 80");
    const cr::LoadResult loaded = cr::read_save(text, "t.txt");
    REQUIRE(loaded.state);
    parlor::app::cribbage_table::Start start;
    start.state = *loaded.state;
    start.difficulty = "greedy";
    f.app->reset_to(std::make_unique<parlor::app::cribbage_table::TableScene>(*f.app, start));
    f.app->step();
    auto* table = f.top_as<parlor::app::cribbage_table::TableScene>();
    REQUIRE(table != nullptr);
    const auto shown = table->human_shown(); // sorted by rank: the 8 is the second
    for (std::size_t i = 0; i < shown.size(); ++i) {
        if (shown[i].rank == 8) {
            f.key(static_cast<SDL_Keycode>(SDLK_1 + i));
            break;
        }
    }
    REQUIRE(table->state().phase == cr::Phase::GameOver);
    REQUIRE(f.run_until([&] { return f.top() == "game_results"; }, 400));
    const Statistics s = load_statistics(f.app->statistics_path());
    const Tally& t = s.games.at("cribbage").at("greedy");
    CHECK(t.played == 1);
    CHECK(t.won == 1);
    CHECK(t.best == 121 - 80);
    CHECK(t.counts.at("skunks given") == 1); // 80 is below 91
    f.key(SDLK_RIGHT);                       // past Back to the title ...
    f.key(SDLK_RIGHT);                       // ... to the Statistics button
    f.key(SDLK_RETURN);
    CHECK(f.top() == "statistics");
    CHECK(f.top_as<StatisticsScene>()->game() == "cribbage");
}

TEST_CASE("a finished game of Cruno is recorded once: a win, and the penalty left in hand") {
    AppFixture f;
    f.app->settings().animations = false;
    win_a_cruno_game(f);
    const Statistics s = load_statistics(f.app->statistics_path());
    // Kept apart by the table's size: a game for three is not a game for ten.
    const Tally& t = s.games.at("cruno").at("expert@3");
    CHECK(t.played == 1);
    CHECK(t.won == 1);
    CHECK(t.best == 0);
}

TEST_CASE("Cruno's statistics: a row for each table size under its difficulty, weakest first") {
    AppFixture f;
    Statistics s;
    const ScoreSense sense{"Penalty", true};
    s.add("cruno", "expert@10", game(Win, 0), sense);
    s.add("cruno", "expert@4", game(Loss, 40), sense);
    s.add("cruno", "naive@2", game(Win, 0), sense);
    s.add("cruno", "expert", game(Win, 0), sense); // before the sizes were kept apart
    REQUIRE_FALSE(save_statistics(f.app->statistics_path(), s));
    f.app->push(std::make_unique<StatisticsScene>(*f.app, "cruno"));
    f.app->step();
    auto* screen = f.top_as<StatisticsScene>();
    REQUIRE(screen != nullptr);
    CHECK(screen->rows() ==
          std::vector<std::string>{"naive@2", "rule", "mixed", "expert", "expert@4", "expert@10",
                                   "trickster"}); // the trickster's own row, apart
    const TableEntry& cruno = *find_table("cruno");
    CHECK(difficulty_label(cruno, "expert@10") == "Expert · 10 players");
    CHECK(difficulty_label(cruno, "naive@2") == "Beginner · 2 players");
    CHECK(difficulty_label(cruno, "mixed") == "Mixed table");
    CHECK(difficulty_label(cruno, std::string(from_a_file)) == "From a file");
    f.app->render_now();
}

TEST_CASE("a row's key: the difficulty, the game's length, the table's size, and back") {
    CHECK(split_row("expert") == RowKey{"expert", 0, 0});
    CHECK(split_row("expert@4") == RowKey{"expert", 0, 4});
    CHECK(split_row("expert to 61") == RowKey{"expert", 61, 0});
    CHECK(split_row("expert to 61@4") == RowKey{"expert", 61, 4});
    CHECK(split_row(std::string(from_a_file)) == RowKey{std::string(from_a_file), 0, 0});
    // Two seats keep the plain row (the files written before read as they did); more are apart.
    CHECK(seated_level("expert", 2) == "expert");
    CHECK(seated_level("expert", 7) == "expert@7");
    CHECK(seated_level(level_to_length("expert", 61), 3) == "expert to 61@3");
    const TableEntry& cribbage = *find_table("cribbage");
    CHECK(difficulty_label(cribbage, "expert to 61@4") == "Expert · to 61 · 4 players");
}

TEST_CASE("a statistics file's row naming a table of no possible size is reported at its line") {
    const std::string good =
        R"({"played":1,"won":1,"lost":0,"tied":0,"streak":1,"best_streak":1,"score_sum":9,)"
        R"("with_undo":0,"recent":[]})";
    Statistics s;
    s.add("fivecrowns", "expert@4", game(Win, 90), ScoreSense{"Your total", true});
    std::string text = statistics_to_json(s);
    std::string error;
    int line = 0;
    REQUIRE(statistics_from_json(text, &error, &line) == s); // written, read back as it was
    for (const char* bad : {"expert@1", "expert@", "expert@x", "expert@100", "expert@0"}) {
        CAPTURE(bad);
        const std::string edited = "{\n  \"parlor_statistics\": 1,\n  \"games\": {\n    "
                                   "\"fivecrowns\": {\n      \"expert\": " +
                                   good + ",\n      \"" + bad + "\": " + good + "\n    }\n  }\n}\n";
        CHECK_FALSE(statistics_from_json(edited, &error, &line));
        CHECK(line == 6);
        CHECK(error.find("table") != std::string::npos);
    }
    // A tally that does not add up, and text that is not JSON, at their lines too.
    const std::string wrong = "{\n\"parlor_statistics\": 1,\n\"games\": {\"cribbage\": {\n"
                              "\"expert\": {\"played\": 2}}}}";
    CHECK_FALSE(statistics_from_json(wrong, &error, &line));
    CHECK(line == 4);
    CHECK_FALSE(
        statistics_from_json("{\n\"parlor_statistics\": 1,\n\"games\": {\n,}", &error, &line));
    CHECK(line == 4);
    // The damaged file's notice says FILE:LINE: problem.
    TempDir dir;
    const std::string path = dir.file("statistics.json");
    { std::ofstream(path) << wrong; }
    std::string notice;
    CHECK(load_statistics(path, &notice) == Statistics{});
    CHECK(notice.find("statistics.json:4: a tally's numbers do not add up") != std::string::npos);
}

namespace {

// One round of Five Crowns (the last, round 11) at a table of `seats`, played to the game's end
// by the player's keys, the others by their strategies; the statistics it leaves.
Statistics five_crowns_finished_at(int seats, const char* strategies) {
    namespace fc = parlor::fivecrowns;
    parlor::cards::Rng rng(31);
    fc::GameState state = fc::new_game(rng, seats);
    fc::deal_round(state, 11, fc::Seat::Human, rng);
    state.phase = fc::Phase::Draw;
    TableFixture<fivecrowns_table::TableScene> t(state, 1280, 720, false, strategies);
    for (int guard = 0; guard < 2000 && t.f.top() != "game_results"; ++guard) {
        REQUIRE(t.f.run_until(
            [&] {
                auto* table = t.f.top_as<fivecrowns_table::TableScene>();
                return t.f.top() != "table" || (table != nullptr && table->player_to_act());
            },
            20000));
        if (t.f.top() == "round_results") {
            t.f.key(SDLK_RETURN); // See the final scores
            continue;
        }
        if (t.f.top() != "table") {
            continue;
        }
        auto* table = t.f.top_as<fivecrowns_table::TableScene>();
        t.f.key(table->state().phase == fc::Phase::Draw ? SDLK_d : SDLK_RETURN);
        if (table->state().phase == fc::Phase::Discard && table->state().turn == fc::Seat::Human) {
            t.f.key(SDLK_RETURN); // a wild asked about first
        }
    }
    REQUIRE(t.f.top() == "game_results");
    return load_statistics(t.f.app->statistics_path());
}

} // namespace

TEST_CASE("a finished Five Crowns game at a table of N counts in that table size's row") {
    const Statistics four = five_crowns_finished_at(4, "greedy,greedy,greedy");
    REQUIRE(four.games.count("fivecrowns") == 1);
    const auto& rows4 = four.games.at("fivecrowns");
    CHECK(rows4.size() == 1);
    REQUIRE(rows4.count("greedy@4") == 1);
    CHECK(rows4.at("greedy@4").played == 1);
    const TableEntry& fivecrowns = *find_table("fivecrowns");
    CHECK(difficulty_label(fivecrowns, "greedy@4") ==
          difficulty_label(fivecrowns, "greedy") + " · 4 players");
    // Seats of different strategies: the mixed table's row at that size.
    const Statistics seven =
        five_crowns_finished_at(7, "random,greedy,random,greedy,random,greedy");
    REQUIRE(seven.games.count("fivecrowns") == 1);
    CHECK(seven.games.at("fivecrowns").count("mixed@7") == 1);
}

TEST_CASE("the statistics screen with Five Crowns at 2, 4 and 7 players: rows by size, under "
          "their difficulty, no text over text (written out with PARLOR_SCREENSHOT_DIR)") {
    TextFaults faults;
    const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR");
    for (const auto& [width, height] : layout_sizes) {
        const int w = width;
        const int h = height;
        AppFixture f(w, h);
        Statistics s;
        const ScoreSense sense{"Your total", true};
        s.add("fivecrowns", "expert", game(Win, 80), sense); // two seats: the plain row
        s.add("fivecrowns", "expert@7", game(Loss, 190), sense);
        s.add("fivecrowns", "expert@4", game(Win, 120), sense);
        s.add("fivecrowns", "greedy@4", game(Tie, 150), sense);
        s.add("fivecrowns", "mixed@7", game(Loss, 210), sense);
        s.add("fivecrowns", "mixed@4", game(Win, 95), sense);
        s.add("cribbage", "expert to 61@4", game(Win, 12), ScoreSense{"Margin", false});
        s.add("cribbage", "expert@3", game(Win, 8), ScoreSense{"Margin", false});
        s.add("cribbage", "expert to 61", game(Loss, -4), ScoreSense{"Margin", false});
        s.add("cribbage", "expert", game(Win, 20), ScoreSense{"Margin", false});
        REQUIRE_FALSE(save_statistics(f.app->statistics_path(), s));
        f.app->push(std::make_unique<StatisticsScene>(*f.app, "fivecrowns"));
        f.app->step();
        auto* screen = f.top_as<StatisticsScene>();
        REQUIRE(screen != nullptr);
        // Every difficulty has its row (Beginner's, never played, too); greedy only at four.
        CHECK(screen->rows() == std::vector<std::string>{"random", "greedy@4", "expert", "expert@4",
                                                         "expert@7", "mixed@4", "mixed@7"});
        const auto texts = screen->sheet_texts();
        REQUIRE(texts.size() == 8);
        const TableEntry& fivecrowns = *find_table("fivecrowns");
        CHECK(texts[2][0] == difficulty_label(fivecrowns, "greedy") + " · 4 players");
        CHECK(texts[3][0] == "Expert");
        CHECK(texts[5][0] == "Expert · 7 players");
        faults.look(*f.app, "Five Crowns' statistics at " + size_name(w, h));
        if (dir != nullptr) {
            REQUIRE_FALSE(f.app->save_screenshot(std::string(dir) + "/statistics-fivecrowns-" +
                                                 size_name(w, h) + ".png"));
        }
        f.key(SDLK_RIGHT); // Cribbage: by length, then by table
        REQUIRE(screen->game() == "cribbage");
        CHECK(screen->rows() == std::vector<std::string>{"random", "greedy", "expert",
                                                         "expert to 61", "expert@3",
                                                         "expert to 61@4"});
        faults.look(*f.app, "Cribbage's statistics at " + size_name(w, h));
    }
    faults.check();
}

TEST_CASE("the sheet's columns are laid out from their texts: no label runs into the next") {
    // Cruno's "Intermediate · 10 players" ran into the Played column at 1280x720 and 800x480.
    for (const auto& dimensions : {std::pair{800, 480}, {1280, 720}, {1920, 1080}}) {
        const auto w = std::get<0>(dimensions);
        const auto h = std::get<1>(dimensions);
        CAPTURE(w);
        AppFixture f(w, h);
        Statistics s;
        const ScoreSense sense{"Penalty", true};
        for (const char* level : {"naive@10", "rule@10", "mixed@10", "expert@10", "trickster@10"}) {
            s.add("cruno", level, game(Win, 0), sense);
        }
        s.add("cruno", std::string(from_a_file), game(Win, 0), sense);
        REQUIRE_FALSE(save_statistics(f.app->statistics_path(), s));
        f.app->push(std::make_unique<StatisticsScene>(*f.app, "cruno"));
        f.app->step();
        auto* screen = f.top_as<StatisticsScene>();
        REQUIRE(screen != nullptr);
        Gfx& g = f.app->gfx();
        const auto texts = screen->sheet_texts();
        REQUIRE(texts.size() == screen->rows().size() + 1);
        CHECK(texts[1][0] == "Beginner · 10 players");
        const StatisticsScene::SheetColumns c = screen->sheet_columns(g);
        REQUIRE(c.lefts.size() == texts.front().size());
        for (std::size_t line = 0; line < texts.size(); ++line) {
            const TextStyle style{c.text_size, line == 0, theme::ink, Align::Left};
            for (std::size_t col = 0; col < texts[line].size(); ++col) {
                CAPTURE(texts[line][col]);
                const float right = c.lefts[col] + g.measure(texts[line][col], style).w;
                const float next =
                    col + 1 < c.lefts.size() ? c.lefts[col + 1] : screen->layout().sheet.right();
                CHECK(right + g.u(8) <= next);
            }
        }
        CHECK(c.text_size >= screen->layout().text_size * 0.75f);
        f.app->render_now();
        if (const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR")) {
            f.app->save_screenshot(std::string(dir) + "/statistics-cruno-" + std::to_string(w) +
                                   ".png");
        }
    }
}

TEST_CASE("place_columns: the columns as wide as their texts, the room left shared by the gaps") {
    const auto lefts = place_columns(10, 100, {20, 10, 30}, 5);
    REQUIRE(lefts);
    CHECK(*lefts == std::vector<float>{10, 50, 80});    // 40 left over: 20 for each gap
    CHECK_FALSE(place_columns(0, 50, {20, 10, 30}, 5)); // 60 of text in 50: no
    CHECK_FALSE(place_columns(0, 64, {20, 10, 30}, 5)); // and the gaps count
    CHECK(place_columns(0, 70, {20, 10, 30}, 5));
}

TEST_CASE("a game begun from a file counts as finished, never as a win for the player") {
    // A file one move from its end was a win for the player who made that one move.
    Statistics s;
    const ScoreSense sense{"Margin", false};
    s.add("cribbage", std::string(from_a_file), game(Win, 30), sense);
    s.add("cribbage", std::string(from_a_file), game(Loss, -5), sense);
    const Tally& t = s.games.at("cribbage").at(std::string(from_a_file));
    CHECK(t.played == 0);
    CHECK(t.won == 0);
    CHECK(t.lost == 0);
    CHECK(t.streak == 0);
    CHECK(t.recent.empty());
    CHECK(t.counts.at(std::string(finished_from_file)) == 2);
    // At a difficulty a win is still a win.
    s.add("cribbage", "expert", game(Win, 30), sense);
    CHECK(s.games.at("cribbage").at("expert").won == 1);
}

} // namespace statistics_test
