// A recorded game watched on its table (docs/app.md, "Watching a recorded game"; `parlor
// --replay`, Watch again): every game that records opens its record on its table at the game's
// first position; stepping forward reaches, move by move, the positions the record's replay
// reaches, and stepping back returns to each; nobody plays meanwhile, and nothing is recorded,
// autosaved or counted. A record that does not replay opens nothing and names its line.

#include "table_fixture.hpp"

#include "app/casino/table.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/pinochle/table.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/engine/replay.hpp"
#include "parlor/games/casino/match.hpp"
#include "parlor/games/cribbage/match.hpp"
#include "parlor/games/cruno/match.hpp"
#include "parlor/games/fivecrowns/match.hpp"
#include "parlor/games/pinochle/match.hpp"
#include "parlor/record/record_lines.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace watch_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// One game between two strategies of a game's namespace, written as `simulate --log` writes it.
template <class Match> std::string record_of(Match play, std::uint64_t seed) {
    std::string text;
    play(seed, [&](const std::string& line) { text += line + "\n"; });
    return text;
}

#define PARLOR_RECORDED(ns)                                                                        \
    [](std::uint64_t seed, std::function<void(const std::string&)> line) {                         \
        auto first = ns::make_strategy("greedy", parlor::cards::derive_seed(seed, 1));             \
        auto second = ns::make_strategy("random", parlor::cards::derive_seed(seed, 2));            \
        ns::MatchOptions options;                                                                  \
        options.record_line = std::move(line);                                                     \
        ns::play_game(*first, *second, seed, options);                                             \
    }

// A game of Cruno at a table of `players` (rule and naive in turn), as simulate --log writes it.
std::string cruno_record(int players, std::uint64_t seed) {
    namespace cn = parlor::cruno;
    std::string text;
    std::vector<std::unique_ptr<cn::Strategy>> owned;
    std::vector<cn::Strategy*> strategies;
    for (int seat = 0; seat < players; ++seat) {
        owned.push_back(cn::make_strategy(seat % 2 == 0 ? "rule" : "naive",
                                          parlor::cards::derive_seed(seed, 10 + seat)));
        strategies.push_back(owned.back().get());
    }
    cn::MatchOptions options;
    options.record_line = [&](const std::string& line) { text += line + "\n"; };
    cn::play_game(strategies, seed, options);
    return text;
}

// What a position is, as far as the table is concerned: who may do what, and the save of it
// where one can hold it.
template <class Table> struct Print {
    std::vector<typename Table::Action> legal;
    std::string save;
    friend bool operator==(const Print&, const Print&) = default;
};
template <class Table> Print<Table> print(const typename Table::State& state) {
    Print<Table> p{legal_actions(state), {}};
    if (Table::Rules::saveable(state)) {
        p.save = write_save(state);
    }
    return p;
}

// The positions the record's own replay passes through: before each move, then the last.
template <class Table, auto read, auto replay>
std::vector<Print<Table>> replayed(const std::string& text) {
    const auto games = read(text, "r.jsonl");
    REQUIRE_MESSAGE(games.ok(), games.error);
    std::vector<Print<Table>> prints;
    typename Table::State last;
    const std::string error = replay(games.games.front(), "r.jsonl", last,
                                     [&](const typename Table::State& before, const auto&) {
                                         prints.push_back(print<Table>(before));
                                     });
    REQUIRE_MESSAGE(error.empty(), error);
    prints.push_back(print<Table>(last));
    return prints;
}

bool folder_has_files(const std::string& folder) {
    std::error_code ec;
    return std::filesystem::exists(folder, ec) && !std::filesystem::is_empty(folder, ec);
}

template <class Table, auto read, auto replay> void watch_every_move(const std::string& text) {
    const std::vector<Print<Table>> prints = replayed<Table, read, replay>(text);
    const int steps = static_cast<int>(prints.size()) - 1;
    REQUIRE(steps > 10);

    AppFixture f;
    f.app->settings().animations = false;
    OpenedGame opened = open_record_text(*f.app, text, "r.jsonl");
    REQUIRE_MESSAGE(opened.scene, opened.error);
    f.app->push(std::move(opened.scene));
    f.app->step();
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<Table>();
    REQUIRE(table != nullptr);
    REQUIRE(table->watch_status());
    CHECK(table->watch_status()->steps == steps);
    // It opens on the deal (issue 43): the moves before any seat decides are played at once.
    const int opened_at = table->watch_status()->at;
    REQUIRE(opened_at < steps);
    CHECK(print<Table>(table->state()) == prints[static_cast<std::size_t>(opened_at)]);
    CHECK(Table::Rules::advisable(table->state()));
    for (int k = 0; k < opened_at; ++k) { // and not one move later than that
        table->watch_step(-1);
        CHECK_FALSE(Table::Rules::advisable(table->state()));
    }
    table->watch_step(opened_at);
    REQUIRE(table->watch_status()->at == opened_at);
    // A finished game: no hand is secret any more.
    CHECK(table->all_hands_shown());

    // Time passes and nobody plays: the computer does not take the record's seats.
    f.run_until([] { return false; }, 200);
    CHECK(table->watch_status()->at == opened_at);
    CHECK(print<Table>(table->state()) == prints[static_cast<std::size_t>(opened_at)]);

    // Forward move by move through the rules, with what chance drew for each.
    for (int k = opened_at + 1; k <= steps; ++k) {
        table->watch_step(1);
        f.app->step();
        REQUIRE(table->watch_status()->at == k);
        REQUIRE_MESSAGE(print<Table>(table->state()) == prints[static_cast<std::size_t>(k)],
                        "move ", k, " of ", steps);
    }
    table->watch_step(1); // nothing after the last move
    CHECK(table->watch_status()->at == steps);
    CHECK(f.top() == "table"); // the end shows the table, not the results

    // Back move by move, as a take-back does.
    for (int k = steps - 1; k >= 0; --k) {
        table->watch_step(-1);
        REQUIRE(table->watch_status()->at == k);
        REQUIRE_MESSAGE(print<Table>(table->state()) == prints[static_cast<std::size_t>(k)],
                        "back to move ", k);
    }

    // End and Home, through the keys.
    f.key(SDLK_END);
    CHECK(table->watch_status()->at == steps);
    CHECK(print<Table>(table->state()) == prints.back());
    f.key(SDLK_HOME);
    CHECK(table->watch_status()->at == 0);
    f.key(SDLK_RIGHT);
    f.key(SDLK_RIGHT);
    CHECK(table->watch_status()->at == 2);
    f.key(SDLK_LEFT);
    CHECK(table->watch_status()->at == 1);

    // P plays it by itself, a move at a time, and stops at the end (from four moves before it).
    table->watch_step(steps - 4 - 1);
    REQUIRE(table->watch_status()->at == steps - 4);
    f.key(SDLK_p);
    CHECK(table->watch_status()->playing);
    f.app->step(30); // the first move at once, the next not within half a second
    CHECK(table->watch_status()->at == steps - 3);
    REQUIRE(f.run_until([&] { return table->watch_status()->at == steps; }, 1000));
    f.app->step();
    CHECK_FALSE(table->watch_status()->playing);
    CHECK(print<Table>(table->state()) == prints.back());

    // Nothing was recorded, autosaved or counted.
    CHECK_FALSE(folder_has_files(f.dir.path() + "records"));
    CHECK_FALSE(folder_has_files(f.dir.path() + "unfinished"));
    CHECK_FALSE(std::filesystem::exists(f.app->statistics_path()));

    // Esc leaves for what it was opened over.
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
}

} // namespace

TEST_CASE("a recorded game of each game is watched move by move, forward and back, on its table") {
    SUBCASE("Cribbage") {
        namespace cr = parlor::cribbage;
        watch_every_move<cribbage_table::TableScene, &cr::read_recorded_games, &cr::replay>(
            record_of(PARLOR_RECORDED(cr), 5));
    }
    SUBCASE("Casino") {
        namespace ca = parlor::casino;
        watch_every_move<casino_table::TableScene, &ca::read_recorded_games, &ca::replay>(
            record_of(PARLOR_RECORDED(ca), 6));
    }
    SUBCASE("Pinochle") {
        namespace pn = parlor::pinochle;
        watch_every_move<pinochle_table::TableScene, &pn::read_recorded_games, &pn::replay>(
            record_of(PARLOR_RECORDED(pn), 7));
    }
    SUBCASE("Cruno, four players") {
        namespace cn = parlor::cruno;
        watch_every_move<cruno_table::TableScene, &cn::read_recorded_games, &cn::replay>(
            cruno_record(4, 10));
    }
    SUBCASE("Five Crowns") {
        namespace fc = parlor::fivecrowns;
        watch_every_move<fivecrowns_table::TableScene, &fc::read_recorded_games, &fc::replay>(
            record_of(PARLOR_RECORDED(fc), 8));
    }
}

// The record `text` (version 1) made version 2, the computer's seats (all but 0) saying words of
// their own with each move: "Kept 12." on line 12. `G` is the game's descriptor.
template <class G> std::string with_kept_words(const std::string& text) {
    const auto replayed = parlor::engine::replay_record<G>(text, "r.jsonl");
    REQUIRE_MESSAGE(replayed.ok(), replayed.error);
    std::set<int> computer_lines;
    for (const auto& step : replayed.steps) {
        if (step.seat != 0) {
            computer_lines.insert(step.line);
        }
    }
    std::string out;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        auto object = nlohmann::ordered_json::parse(line);
        const std::string event = object["event"];
        const int game = object["game"];
        object.erase("event");
        object.erase("game");
        std::vector<std::string> said;
        if (computer_lines.contains(number)) {
            said.push_back("Kept " + std::to_string(number) + ".");
        }
        out += parlor::record::record_line(event, game, object, 2, said) + "\n";
    }
    return out;
}

// Watched to its end, the log's reasons are the words the record keeps, as given: none worked
// out again (the strategies' own are first person, "I kept ..."), each told once (Cribbage's
// lay-away words after the show, as in a live game). A table's own lines under an entry (Five
// Crowns' books and runs of a hand gone out) are not the computer's words.
template <class Table, class G> void watch_kept_words(const std::string& v1) {
    const std::string text = with_kept_words<G>(v1);
    REQUIRE(text.find("\"said\":[\"Kept ") != std::string::npos);
    AppFixture f;
    f.app->settings().animations = false;
    OpenedGame opened = open_record_text(*f.app, text, "r.jsonl");
    REQUIRE_MESSAGE(opened.scene, opened.error);
    f.app->push(std::move(opened.scene));
    f.app->step();
    auto* table = f.top_as<Table>();
    REQUIRE(table != nullptr);
    table->watch_step(table->watch_status()->steps);
    f.app->step();
    std::vector<int> told;
    for (const auto& entry : table->log().entries()) {
        for (const std::string& reason : entry.reasons) {
            INFO(reason);
            CHECK(reason.rfind("I ", 0) != 0);
            if (reason.rfind("Kept ", 0) == 0) {
                told.push_back(std::stoi(reason.substr(5)));
            }
        }
    }
    CHECK(told.size() > 3);
    std::sort(told.begin(), told.end());
    CHECK(std::adjacent_find(told.begin(), told.end()) == told.end());
}

TEST_CASE("a watched game's log tells the computer's words its record keeps, as given (issue 43)") {
    SUBCASE("Cribbage") {
        namespace cr = parlor::cribbage;
        watch_kept_words<cribbage_table::TableScene, cr::Game>(record_of(PARLOR_RECORDED(cr), 5));
    }
    SUBCASE("Casino") {
        namespace ca = parlor::casino;
        watch_kept_words<casino_table::TableScene, ca::Game>(record_of(PARLOR_RECORDED(ca), 6));
    }
    SUBCASE("Pinochle") {
        namespace pn = parlor::pinochle;
        watch_kept_words<pinochle_table::TableScene, pn::Game>(record_of(PARLOR_RECORDED(pn), 7));
    }
    SUBCASE("Cruno, four players") {
        namespace cn = parlor::cruno;
        watch_kept_words<cruno_table::TableScene, cn::Game>(cruno_record(4, 10));
    }
    SUBCASE("Five Crowns") {
        namespace fc = parlor::fivecrowns;
        watch_kept_words<fivecrowns_table::TableScene, fc::Game>(record_of(PARLOR_RECORDED(fc), 8));
    }
}

TEST_CASE("a record that does not replay opens nothing and names its file and line") {
    AppFixture f;
    namespace cr = parlor::cribbage;
    std::string text = record_of(PARLOR_RECORDED(cr), 5);
    // The first card of the play, made by the other seat.
    const auto play = text.find("{\"event\":\"play\"");
    REQUIRE(play != std::string::npos);
    const auto seat = text.find("\"seat\":", play) + 7;
    text[seat] = text[seat] == '0' ? '1' : '0';
    const OpenedGame opened = open_record_text(*f.app, text, "r.jsonl");
    CHECK(opened.scene == nullptr);
    CHECK(opened.error.rfind("r.jsonl:", 0) == 0);
    INFO(opened.error);
    CHECK(opened.error.find("turn") != std::string::npos);

    CHECK(open_record_text(*f.app, "{\"event\":\"start\",\"game\":1,\"parlor\":\"bridge\"}\n",
                           "b.jsonl")
              .error == "b.jsonl:1: no game of Parlor is named \"bridge\"");
    CHECK(open_record_file(*f.app, f.dir.file("missing.jsonl")).error.find("missing.jsonl") !=
          std::string::npos);
    // A game the record does not hold: the record says how many it holds.
    CHECK(open_record_text(*f.app, record_of(PARLOR_RECORDED(cr), 5), "r.jsonl", 2).error ==
          "r.jsonl: no game 2 in the record (it holds 1 game)");
}

// The window started as `parlor --replay FILE --game N` (hidden, software, the fixture's clock and
// data folder), one frame run.
void start_replaying(AppFixture& f, const std::string& file, int game) {
    AppOptions options;
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    options.hidden = true;
    options.software_renderer = true;
    options.fake_clock = &f.clock;
    options.data_dir = f.dir.path();
    options.replay = file;
    options.replay_game = game;
    f.app.reset();
    f.app = std::make_unique<App>(options);
    f.app->step();
}

TEST_CASE("parlor --replay opens the record's game on its table") {
    TempDir dir;
    namespace ca = parlor::casino;
    dir.write("casino.jsonl", record_of(PARLOR_RECORDED(ca), 9));
    AppFixture f;
    start_replaying(f, dir.file("casino.jsonl"), 1);
    REQUIRE(f.top() == "table");
    auto* table = f.top_as<casino_table::TableScene>();
    REQUIRE(table != nullptr);
    REQUIRE(table->watch_status());
    // Not "Move 0" on an empty table: the deal is on it, the player's four cards among it.
    CHECK(table->watch_status()->at > 0);
    CHECK(table->state().players[0].hand.size() == 4);
    f.key(SDLK_ESCAPE);
    CHECK(f.top() == "title");
}

// Issue 41: a file's name is data. `parlor --replay NAME` with a name holding an escape sequence
// and a byte that is not UTF-8 puts the record's error on the title: the name is shown escaped,
// and nothing the screen (or a terminal it is copied to) would act on reaches it.
TEST_CASE("parlor --replay of a file named with control bytes and Latin-1: the title's error "
          "line shows the name escaped") {
    TempDir dir;
    const std::string name = "rec\x1b]0;pwned\x07"
                             "caf\xe9.jsonl";
    namespace ca = parlor::casino;
    struct Case {
        std::string text; // the file's text, or empty for no file at all
        int game;
        std::string after; // what the error says after the name
    };
    const std::vector<Case> cases = {
        {"not json\n", 1, ":1: not JSON"},
        {record_of(PARLOR_RECORDED(ca), 9), 4, ": no game 4 in the record"},
        {"", 1, ": cannot be read"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.after);
        std::filesystem::remove(dir.file(name));
        if (!c.text.empty()) {
            dir.write(name, c.text);
        }
        AppFixture f;
        start_replaying(f, dir.file(name), c.game);
        REQUIRE(f.top() == "title");
        const auto* title = f.top_as<TitleScene>();
        REQUIRE(title != nullptr);
        const std::string shown = title->message();
        CAPTURE(shown);
        CHECK(title->message_is_error());
        CHECK(shown.find("rec\\x1b]0;pwned\\x07caf\\xe9.jsonl" + c.after) != std::string::npos);
        CHECK(parlor::cards::is_utf8(shown));
        for (const char ch : shown) {
            CHECK(static_cast<unsigned char>(ch) >= 0x20);
        }
    }
}

} // namespace watch_test
