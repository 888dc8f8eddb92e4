// The tables record every game they begin (docs/records.md): Cribbage from its cut, Casino from
// the coin tossed before its table opened. The record, read back and replayed through the rules,
// reaches the table's own state (Pinochle's, too, from the deck and the toss of its entry); a move
// taken back takes its lines back with it. A game opened from a file (Load game, parlor --load)
// is recorded from the position it was loaded at, and its results offer the review; a continued
// game, or a table opened on a position otherwise, writes none.

#include "cribbage_positions.hpp"
#include "recorded_tables.hpp"
#include "review_fixture.hpp"
#include "table_fixture.hpp"
#include "test_data_dir.hpp"

#include "app/casino/table.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/pinochle/table.hpp"
#include "app/table/review_overlay.hpp"
#include "app/table/table_record.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/casino/recorded_game.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/review.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/record/record_lines.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace table_record_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;
namespace cr = parlor::cribbage;

namespace {

struct Table : TableFixture<TableScene> {
    explicit Table(const cr::GameState& state)
        : TableFixture(state, 1280, 720, false, "greedy", 41) {}
    bool wait_for_human() {
        return f.run_until([&] { return scene().human_to_act(); }, 3000);
    }
    // The records of Cribbage in the data folder.
    std::vector<std::string> records() {
        std::vector<std::string> paths;
        const auto folder = std::filesystem::path(f.app->data_dir()) / "records" / "cribbage";
        if (std::filesystem::exists(folder)) {
            for (const auto& entry : std::filesystem::directory_iterator(folder)) {
                paths.push_back(entry.path().string());
            }
        }
        return paths;
    }
    std::string record_text() {
        const auto paths = records();
        REQUIRE(paths.size() == 1);
        std::string error;
        const auto text = parlor::cards::read_whole_file(paths.front(), error);
        REQUIRE_MESSAGE(text, error);
        return *text;
    }
    // The record replayed: the state it reaches.
    cr::GameState replayed() {
        const cr::RecordedGames read = cr::read_recorded_games(record_text(), "table.jsonl");
        REQUIRE_MESSAGE(read.ok(), read.error);
        REQUIRE(read.games.size() == 1);
        CHECK(read.games[0].seats == std::array<std::string, 2>{"human", "greedy"});
        cr::GameState state;
        const std::string error = cr::replay(read.games[0], "table.jsonl", state);
        REQUIRE_MESSAGE(error.empty(), error);
        return state;
    }
    void lay_away_first_two() {
        REQUIRE(wait_for_human());
        click(Target{HumanHand, 0});
        click(Target{HumanHand, 1});
        click_button(move_button);
    }
};

void check_same(const cr::GameState& a, const cr::GameState& b) {
    CHECK(a.phase == b.phase);
    CHECK(a.deal_number == b.deal_number);
    CHECK(a.turn == b.turn);
    CHECK(cr::scores(a) == cr::scores(b));
    for (const cr::Seat seat : {cr::Seat::Human, cr::Seat::Computer}) {
        CHECK(a.player(seat).hand == b.player(seat).hand);
        CHECK(a.player(seat).played == b.player(seat).played);
    }
    CHECK(a.starter == b.starter);
    CHECK(a.pile == b.pile);
}

} // namespace

TEST_CASE("a game begun on the table is recorded as it goes, and the record replays to it") {
    Table t(cr::new_game());
    t.click_button(move_button); // cut for the deal
    check_same(t.replayed(), t.state());
    t.lay_away_first_two();
    int guard = 0;
    while (t.state().phase != cr::Phase::DealOver && guard++ < 40) {
        REQUIRE(t.f.run_until(
            [&] {
                return t.state().phase == cr::Phase::DealOver ||
                       (t.state().phase == cr::Phase::Play && t.scene().human_to_act());
            },
            3000));
        if (t.state().phase != cr::Phase::Play) {
            continue;
        }
        for (int i = 0; i < static_cast<int>(t.scene().human_shown().size()); ++i) {
            if (t.scene().playable(i)) {
                t.click(Target{HumanHand, i});
                break;
            }
        }
        // Every line is on disk as soon as the move is made.
        check_same(t.replayed(), t.state());
    }
    REQUIRE(t.state().phase == cr::Phase::DealOver);
    check_same(t.replayed(), t.state());
    CHECK(t.record_text().find("{\"event\":\"deal over\",\"game\":1,\"deal\":1,") !=
          std::string::npos);
    // The record keeps the computer's words with its moves (version 2), as the log was given
    // them: every line of them is among the log's reasons (the lay-away's once the show is told).
    const parlor::record::RecordLines lines =
        parlor::record::read_record_lines(t.record_text(), "table.jsonl");
    REQUIRE_MESSAGE(lines.ok(), lines.error);
    CHECK(t.record_text().rfind("{\"event\":\"start\",\"game\":1,\"version\":2,", 0) == 0);
    std::vector<std::string> said;
    for (const auto& line : lines.lines) {
        if (!line.said.empty()) {
            CHECK(line.fields["seat"] == 1); // the computer's, never the player's
            said.insert(said.end(), line.said.begin(), line.said.end());
        }
    }
    CHECK_FALSE(said.empty());

    // The review reads the table's record: the player's decisions, judged from their view.
    const cr::RecordedGames read = cr::read_recorded_games(t.record_text(), "table.jsonl");
    std::string error;
    const auto review = cr::review(read.games[0], cr::Seat::Human, "table.jsonl", 1, error);
    CHECK(error.empty());
    CHECK(review.decisions >= 1);

    // Once the show is counted, R opens the expert's review of this deal.
    REQUIRE(t.f.run_until(
        [&] {
            t.f.key(SDLK_c); // count on
            return t.scene().reveal().finished();
        },
        4000));
    REQUIRE(t.scene().deal_review_offered());
    t.f.key(SDLK_r);
    REQUIRE(t.f.top() == "review");
    auto* page = t.f.top_as<table::ReviewOverlay>();
    REQUIRE(page != nullptr);
    REQUIRE(t.f.run_until([&] { return page->ready(); }, 20000));
    t.f.app->step();
    CHECK(page->title() == "Review of deal 1");
    CHECK(page->text().rfind("How your decisions went\n", 0) == 0);
    // The same decisions the review of the record finds in deal 1, and no others.
    const parlor::record::Review deal_one = parlor::record::of_round(review, 1);
    CHECK(deal_one.decisions == review.decisions);
    CHECK(page->text().find(parlor::record::summary(deal_one)) != std::string::npos);
    t.f.key(SDLK_ESCAPE);
    CHECK(t.f.top() == "table");
    std::vector<std::string> told;
    for (const auto& entry : t.scene().log().entries()) {
        told.insert(told.end(), entry.reasons.begin(), entry.reasons.end());
    }
    for (const std::string& words : said) {
        INFO(words);
        CHECK(std::find(told.begin(), told.end(), words) != told.end());
    }
}

TEST_CASE("a move taken back takes its lines back; made again, they come back") {
    Table t(cr::new_game());
    t.click_button(move_button);
    REQUIRE(t.wait_for_human());
    const cr::GameState at_lay_away = t.state();
    const std::string before = t.record_text();
    t.lay_away_first_two();
    REQUIRE(t.f.run_until([&] { return t.scene().human_to_act(); }, 3000));
    CHECK(t.record_text().size() > before.size());
    REQUIRE(t.scene().undo());
    CHECK(t.record_text() == before);
    check_same(t.replayed(), at_lay_away);
    REQUIRE(t.scene().redo());
    check_same(t.replayed(), t.state());
}

TEST_CASE("a table opened on a game under way writes no record; the newest 50 are kept") {
    {
        // A record begins at the start of a game: a save is not one.
        Table under_way(cribbage_position(play_near_the_end));
        CHECK(under_way.records().empty());
        under_way.f.app->step();
        CHECK(under_way.records().empty());
    }
    AppFixture f(800, 600);
    const std::string folder = f.app->data_dir() + "records/cribbage/";
    std::filesystem::create_directories(folder);
    for (int i = 0; i < 55; ++i) {
        char name[64];
        std::snprintf(name, sizeof name, "20200101-0000%02d-000.jsonl", i);
        parlor::cards::write_file_atomically(folder + name, "{}\n");
    }
    parlor::app::table::TableRecord record;
    std::string error;
    REQUIRE(record.open(f.app->data_dir(), "cribbage", error));
    int kept = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder)) {
        ++kept;
    }
    CHECK(kept == 50);
    CHECK(std::filesystem::exists(record.path()));
    CHECK_FALSE(std::filesystem::exists(folder + "20200101-000000-000.jsonl"));
}

TEST_CASE("Casino's record begins with the coin tossed before its table opened") {
    AppFixture f(1280, 720);
    NewGameChoice choice;
    choice.game_id = "casino";
    choice.difficulty = "greedy";
    choice.called_heads = false;
    choice.seed = 12;
    start_from_title(f, choice);
    const std::string text = only_record(f, "casino");
    CHECK(text.rfind("{\"event\":\"start\",\"game\":1,\"version\":2,\"parlor\":\"casino\","
                     "\"seats\":[\"human\",\"greedy\"]}\n{\"event\":\"call\",\"game\":1,"
                     "\"seat\":0,\"call\":\"tails\",",
                     0) == 0);
    const parlor::casino::RecordedGames read =
        parlor::casino::read_recorded_games(text, "casino.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    parlor::casino::GameState replayed;
    REQUIRE(parlor::casino::replay(read.games[0], "casino.jsonl", replayed).empty());
    CHECK(replayed.player(parlor::casino::Seat::Human).hand ==
          f.top_as<parlor::app::casino_table::TableScene>()
              ->state()
              .player(parlor::casino::Seat::Human)
              .hand);
}

TEST_CASE("Pinochle's record begins with the deck and the toss made before its table opened") {
    AppFixture f(1280, 720);
    NewGameChoice choice;
    choice.game_id = "pinochle";
    choice.difficulty = "random";
    choice.seed = 5;
    start_from_title(f, choice);
    const std::string text = only_record(f, "pinochle");
    CHECK(text.rfind("{\"event\":\"start\",\"game\":1,\"version\":2,\"parlor\":\"pinochle\","
                     "\"seats\":[\"human\",\"random\"],\"deck\":[",
                     0) == 0);
    const parlor::pinochle::RecordedGames read =
        parlor::pinochle::read_recorded_games(text, "pinochle.jsonl");
    REQUIRE_MESSAGE(read.ok(), read.error);
    parlor::pinochle::GameState replayed;
    REQUIRE(parlor::pinochle::replay(read.games[0], "pinochle.jsonl", replayed).empty());
    const auto& table = f.top_as<parlor::app::pinochle_table::TableScene>()->state();
    CHECK(replayed.player(parlor::pinochle::Seat::Human).hand.unmelded() ==
          table.player(parlor::pinochle::Seat::Human).hand.unmelded());
    CHECK(replayed.leader == table.leader);
}

// ---- a game opened from a file, recorded from its position ----

namespace {

// The player makes the first legal move each time (and lets a computer that waits for it go
// on), until the table gives way to the results.
template <class Scene> void play_first_moves_to_the_results(AppFixture& f) {
    for (int steps = 0; steps < 20'000 && f.top() == "table"; ++steps) {
        auto* scene = f.top_as<Scene>();
        REQUIRE(scene != nullptr);
        if (scene->player_to_act()) {
            scene->play_for_tests(legal_actions(scene->state()).front());
        } else if (!scene->go_ahead_for_tests()) {
            f.app->step();
        }
    }
    REQUIRE(f.run_until([&] { return f.top() != "table"; }, 3000));
}

// The game of `game_id` the table opened on `save`: its record begins with the position as the
// game's save writer writes it, and the results of its first round (or of the game, `final`)
// offer the review of the player's decisions, and a finished game Watch again.
template <class Scene>
void check_recorded_from_file(AppFixture& f, const std::string& game_id, const std::string& save,
                              bool final) {
    REQUIRE(f.top() == "table");
    const auto* game = parlor::catalogue::find_game(game_id);
    REQUIRE(game != nullptr);
    std::string error;
    const auto text = parlor::cards::read_whole_file(save, error);
    REQUIRE_MESSAGE(text, error);
    const auto start_of = [&] {
        const std::string record = only_record(f, game_id);
        return nlohmann::json::parse(record.substr(0, record.find('\n')));
    };
    const nlohmann::json start = start_of();
    CHECK(start["parlor"] == game_id);
    CHECK(start["seats"][0] == "human");
    CHECK(start["position"] == *game->canonical(*text));

    play_first_moves_to_the_results<Scene>(f);
    CHECK(f.top() == (final ? "game_results" : "round_results"));
    const std::string record = only_record(f, game_id);
    const parlor::catalogue::ReplayReport replayed =
        parlor::catalogue::replay_text(record, "table.jsonl");
    CHECK_MESSAGE(replayed.ok, replayed.error);
    CHECK(record.find("\n{\"event\":\"start\"") == std::string::npos); // one game, one start

    const auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    const auto kinds = table::results_buttons(results->sheet());
    CHECK((std::find(kinds.begin(), kinds.end(), table::ResultsButton::Watch) != kinds.end()) ==
          final);
    open_review(f);

    // Watched again (Watch again, parlor --replay), the game opens on the position it was loaded
    // at.
    OpenedGame watched = open_record_text(*f.app, record, "table.jsonl");
    REQUIRE_MESSAGE(watched.scene != nullptr, watched.error);
    const auto* table = dynamic_cast<const Scene*>(watched.scene.get());
    REQUIRE(table != nullptr);
    CHECK(table->watching());
    CHECK(write_save(table->state()) == *game->canonical(*text));
}

} // namespace

TEST_CASE("a Cribbage game opened by Load game is recorded from its position and reviewed") {
    AppFixture f(1280, 720);
    f.app->settings().animations = false;
    f.dir.write("near_the_end.txt", play_near_the_end);
    OpenedGame opened = open_save_file(*f.app, f.dir.file("near_the_end.txt"));
    REQUIRE(opened.scene != nullptr);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    // The 8 makes 15 for 2: the player reaches 121.
    check_recorded_from_file<TableScene>(f, "cribbage", f.dir.file("near_the_end.txt"), true);
}

TEST_CASE("a game opened with parlor --load is recorded from its position, every game") {
    struct Case {
        const char* game;
        const char* save; // in tests/data
        bool final;       // the game ends before its first round's results
    };
    for (const Case each : {Case{"casino", "casino/spec_example.txt", false},
                            Case{"fivecrowns", "cli/round3_human.txt", false},
                            Case{"pinochle", "pinochle/stock_taken.txt", false},
                            Case{"cruno", "cruno/documented_example.txt", true}}) {
        CAPTURE(each.game);
        const std::string save = std::string(PARLOR_TEST_DATA "/") + each.save;
        AppFixture f(1280, 720, save);
        f.app->settings().animations = false;
        const std::string game = each.game;
        if (game == "casino") {
            check_recorded_from_file<casino_table::TableScene>(f, game, save, each.final);
        } else if (game == "fivecrowns") {
            check_recorded_from_file<fivecrowns_table::TableScene>(f, game, save, each.final);
        } else if (game == "pinochle") {
            check_recorded_from_file<pinochle_table::TableScene>(f, game, save, each.final);
        } else {
            check_recorded_from_file<cruno_table::TableScene>(f, game, save, each.final);
        }
    }
}

TEST_CASE("a continued game is not recorded: it goes on from its autosave") {
    AppFixture f(1280, 720);
    const std::string unfinished = f.app->unfinished().path("cribbage");
    std::filesystem::create_directories(std::filesystem::path(unfinished).parent_path());
    REQUIRE_FALSE(parlor::cards::write_file_atomically(unfinished, play_near_the_end));
    OpenedGame opened = open_save_file(*f.app, unfinished);
    REQUIRE(opened.scene != nullptr);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    REQUIRE(f.top() == "table");
    CHECK_FALSE(std::filesystem::exists(f.app->data_dir() + "records/cribbage"));
}

} // namespace table_record_test
