// Continue restores exactly what the player left (issue 40, docs/app.md "Nothing lost"): every
// game is played for real in a hidden window, left (the App closed as Ctrl+Q leaves it) at
// moments the save formats cannot hold — the cut for the first deal, a deal's end, a round's
// results — and continued in a new App on the same data folder: the same position (every card,
// the moves open, Pinochle's melds), the same record from the game's first move (so Review and
// Watch again cover the whole game), the log of the game so far, Five Crowns' hand in the
// player's order; and played on, the continued game is move for move the game that was never
// left (the same cards dealt next, the computer replying the same).

#include "app_fixture.hpp"

#include "casino/conformance_adapter.hpp"
#include "cribbage/conformance_adapter.hpp"
#include "cruno/conformance_adapter.hpp"
#include "fivecrowns/conformance_adapter.hpp"
#include "pinochle/conformance_adapter.hpp"

#include "app/casino/table.hpp"
#include "app/cribbage/seats_table.hpp"
#include "app/cribbage/table.hpp"
#include "app/cruno/table.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/pinochle/table.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

namespace continue_test {

using namespace parlor;
using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

// A game played in a hidden window with animations off, the player choosing random legal moves.
template <class Scene> struct Played {
    AppFixture f{800, 480}; // the smallest window: this is about the game kept, not its layout
    cards::Rng choices;
    Scene* table_ = nullptr; // the table, also while a round's results cover it

    // `seats`: who plays each computer seat of a bigger table (none: the game's two seats).
    Played(const std::string& id, std::uint64_t seed, const std::vector<std::string>& seats = {})
        : choices(seed ^ 0xC0u) {
        f.app->settings().animations = false;
        NewGameChoice choice;
        choice.game_id = id;
        choice.difficulty = "greedy";
        choice.seed = seed;
        if (!seats.empty()) {
            choice.players = static_cast<int>(seats.size()) + 1;
            choice.seats = seats;
        }
        f.start_new(choice);
        table_ = table();
        REQUIRE(table_ != nullptr);
    }

    // The table when it is on top (nothing covers it).
    Scene* table() { return f.template top_as<Scene>(); }
    // The table, on top or under a round's results.
    Scene& game() { return *table_; }

    // Runs the window until the player may move (true), or the table waits for them (a results
    // screen over it, a show counted, the next deal to ask for: false).
    bool to_the_players_turn() {
        f.run_until(
            [&] {
                Scene* t = table();
                if (t == nullptr) {
                    return true;
                }
                t->go_ahead_for_tests();
                const bool waits = !Scene::Rules::to_act(t->state()) && !t->ticking();
                return t->player_to_act() || waits;
            },
            20000);
        return table() != nullptr && table()->player_to_act();
    }

    // The player's next move, at random.
    void move() {
        const auto legal = Scene::Rules::legal_actions(table()->state());
        REQUIRE_FALSE(legal.empty());
        table()->play_for_tests(legal[choices.below(legal.size())]);
    }

    // Plays until `stop` holds at a moment the window settles on (the player's turn, a round's
    // results, the table waiting for the next deal): true when it did within `moves` steps. The
    // player goes on from a results screen (Enter) and to the next deal as a player would.
    template <class Stop> bool play_until(Stop&& stop, int moves) {
        for (int n = 0; n < moves; ++n) {
            const bool players_turn = to_the_players_turn();
            if (stop(game().state())) {
                return true;
            }
            if (f.app->top() != table_) {
                if (f.top() == "game_results") {
                    return false; // the game is over
                }
                f.key(SDLK_RETURN); // a round's results: go on to the next round
                continue;
            }
            if (players_turn) {
                move();
                continue;
            }
            const auto legal = Scene::Rules::legal_actions(game().state());
            if (legal.empty()) {
                return false;
            }
            game().play_for_tests(legal.front()); // the next deal, as its button asks for it
        }
        return false;
    }
};

// What is left: the position, the record, the log.
template <class Scene> struct Left {
    typename Scene::State state;
    std::vector<std::string> record;
    std::vector<std::string> log;
};

template <class Scene> Left<Scene> left_of(Scene& table) {
    Left<Scene> left{table.state(), table.record_lines(), {}};
    for (const table::LogEntry& entry : table.log().entries()) {
        left.log.push_back(entry.text);
    }
    return left;
}

// The same position: every card where it was, the same moves open, the same save text, and
// what a save file cannot hold (Pinochle's melds as they were made, the last trick's winner).
template <class G>
void check_same_position(const typename G::State& a, const typename G::State& b) {
    using Suite = parlor::test::conformance::Suite<G>;
    CHECK(Suite::snapshot(a) == Suite::snapshot(b));
    if constexpr (requires { a.players[0].declared; }) {
        for (std::size_t seat = 0; seat < a.players.size(); ++seat) {
            CHECK(a.players[seat].hand == b.players[seat].hand);
            CHECK(a.players[seat].declared == b.players[seat].declared);
        }
        CHECK(a.last_winner == b.last_winner);
    }
}

// Leaves the game (the App closed), opens a new App on the same folder and continues: the game
// Continue offers, opened.
template <class Scene> Scene& continue_it(Played<Scene>& game, const std::string& id) {
    game.f.open();
    const std::vector<UnfinishedGame> unfinished = game.f.app->unfinished().list();
    REQUIRE(unfinished.size() == 1);
    CHECK(unfinished.front().game_id == id);
    CHECK(unfinished.front().kept);
    OpenedGame opened = open_unfinished(*game.f.app, unfinished.front());
    INFO(opened.error);
    REQUIRE(opened.scene);
    game.f.app->reset_to(std::move(opened.scene));
    game.f.app->step();
    // The table, on top or under the round's results it was left at.
    Scene* table = nullptr;
    for (const auto& scene : game.f.app->scenes()) {
        if (auto* found = dynamic_cast<Scene*>(scene.get())) {
            table = found;
        }
    }
    REQUIRE(table != nullptr);
    game.table_ = table;
    return *table;
}

// The player's next `moves` moves, as far as the game goes.
template <class Scene> void play_on(Played<Scene>& game, int moves) {
    for (int n = 0; n < moves && game.to_the_players_turn(); ++n) {
        game.move();
    }
}

// Plays the game of `seed` until `stop`, leaves it, continues it and checks it is the game left;
// then plays `more` of the player's moves on it: the game that was never left (a twin played
// first, alone: one App at a time) went on the same way.
template <class Scene, class G, class Stop>
void left_and_continued(const std::string& id, std::uint64_t seed, Stop&& stop, int more = 6,
                        const std::vector<std::string>& seats = {}) {
    std::vector<std::string> twin_at_stop;
    std::vector<std::string> twin_after;
    {
        Played<Scene> twin(id, seed, seats);
        REQUIRE(twin.play_until(stop, 400));
        twin_at_stop = twin.game().record_lines();
        play_on(twin, more);
        twin_after = twin.game().record_lines();
    }
    Played<Scene> game(id, seed, seats);
    REQUIRE(game.play_until(stop, 400));
    const Left<Scene> left = left_of(game.game());
    REQUIRE(left.record == twin_at_stop);

    Scene& continued = continue_it(game, id);
    check_same_position<G>(continued.state(), left.state);
    // The record from the game's first move: Review and Watch again cover the whole game.
    CHECK(continued.record_lines() == left.record);
    CHECK(left.record.front().find("\"event\":\"start\"") != std::string::npos);
    // The log as it was, then where it was resumed.
    std::vector<std::string> log;
    for (const table::LogEntry& entry : continued.log().entries()) {
        log.push_back(entry.text);
    }
    REQUIRE_FALSE(log.empty());
    CHECK(log.back().rfind("Resumed where you left off", 0) == 0);
    log.pop_back();
    CHECK(log == left.log);
    // The record's file holds the same lines, once.
    const GameOrigin origin = game.f.app->unfinished().origin(id, GameOrigin{});
    REQUIRE(origin.kept);
    std::string error;
    const auto file = cards::read_whole_file(origin.kept->record_path, error);
    REQUIRE(file);
    std::string expected;
    for (const std::string& line : left.record) {
        expected += line + "\n";
    }
    CHECK(*file == expected);

    // Played on: the same cards to come, the computer replying the same.
    play_on(game, more);
    CHECK(game.game().record_lines() == twin_after);
}

namespace cr = parlor::cribbage;
namespace fc = parlor::fivecrowns;
namespace pn = parlor::pinochle;
namespace ca = parlor::casino;
namespace cn = parlor::cruno;

} // namespace

TEST_CASE("Continue: Cribbage left at the cut for the first deal is kept and continued there") {
    Played<cribbage_table::TableScene> game("cribbage", 5);
    REQUIRE(game.game().state().phase == cr::Phase::CutForDeal);
    auto& continued = continue_it(game, "cribbage");
    CHECK(continued.state().phase == cr::Phase::CutForDeal);
    CHECK(continued.record_lines().size() == 1); // the start line
}

TEST_CASE("Continue: Cribbage left at the end of deal 2 comes back at the end of deal 2, not at "
          "the last moment a save file could hold") {
    using Scene = cribbage_table::TableScene;
    const auto end_of_deal_2 = [](const cr::GameState& s) {
        return s.phase == cr::Phase::DealOver && s.deal_number == 2;
    };
    {
        Played<Scene> game("cribbage", 8);
        REQUIRE(game.play_until(end_of_deal_2, 400));
        const cr::GameState left = game.game().state();
        game.f.open();
        // Continue's line tells the game as it was left: its scores after deal 2's show.
        const std::vector<UnfinishedGame> unfinished = game.f.app->unfinished().list();
        REQUIRE(unfinished.size() == 1);
        const SaveSummary summary = summarize_unfinished(*game.f.app, unfinished.front());
        CHECK(summary.line == cr::summary(left, parlor::cards::player_words("You")));
        CHECK(summary.line.find("Human") == std::string::npos);
    }
    left_and_continued<Scene, parlor::test::CribbageAdapter>("cribbage", 8, end_of_deal_2);
}

TEST_CASE("Continue: every game, left in the middle of a round and at a round's end, is the same "
          "game continued") {
    SUBCASE("Five Crowns") {
        using Scene = fivecrowns_table::TableScene;
        left_and_continued<Scene, parlor::test::FiveCrownsAdapter>(
            "fivecrowns", 3, [](const fc::GameState& s) { return s.round == 4; });
        left_and_continued<Scene, parlor::test::FiveCrownsAdapter>(
            "fivecrowns", 4,
            [](const fc::GameState& s) { return s.phase == fc::Phase::RoundOver; });
    }
    SUBCASE("Five Crowns at a table of four, each computer seat its own strategy") {
        using Scene = fivecrowns_table::TableScene;
        const std::vector<std::string> seats{"greedy", "random", "expert"};
        left_and_continued<Scene, parlor::test::FiveCrownsAdapter>(
            "fivecrowns", 5, [](const fc::GameState& s) { return s.round == 3; }, 6, seats);
        left_and_continued<Scene, parlor::test::FiveCrownsAdapter>(
            "fivecrowns", 6, [](const fc::GameState& s) { return s.phase == fc::Phase::RoundOver; },
            6, seats);
    }
    SUBCASE("Cribbage") {
        using Scene = cribbage_table::TableScene;
        left_and_continued<Scene, parlor::test::CribbageAdapter>(
            "cribbage", 9, [](const cr::GameState& s) {
                return s.phase == cr::Phase::Play && s.deal_number == 3 && s.count() > 0;
            });
    }
    SUBCASE("Pinochle") {
        using Scene = pinochle_table::TableScene;
        // After a meld is made, and at a round's end.
        left_and_continued<Scene, parlor::test::PinochleAdapter>(
            "pinochle", 6, [](const pn::GameState& s) {
                return !s.players[0].declared.empty() && s.phase == pn::Phase::Lead;
            });
        left_and_continued<Scene, parlor::test::PinochleAdapter>(
            "pinochle", 7, [](const pn::GameState& s) { return s.phase == pn::Phase::RoundOver; });
    }
    SUBCASE("Casino") {
        using Scene = casino_table::TableScene;
        left_and_continued<Scene, parlor::test::CasinoAdapter>(
            "casino", 2, [](const ca::GameState& s) { return s.phase == ca::Phase::RoundOver; });
    }
    SUBCASE("Cruno") {
        using Scene = cruno_table::TableScene;
        left_and_continued<Scene, parlor::test::CrunoAdapter>(
            "cruno", 11, [](const cn::GameState& s) { return s.player(0).hand.size() >= 9; });
    }
}

namespace {

// What a Cribbage table of three or four shows the player, all of it: the position (every hand,
// the crib, the starter, the pile, the go, the scores, whose turn: the table's save text), the
// deal, the pegs, each seat's strategy, the log.
struct SeatsLeft {
    std::string position;
    int deal = 0;
    int deals = 0;
    std::vector<int> scores;
    std::vector<std::string> strategies;
    std::vector<std::string> log;
    std::vector<std::optional<Color>> marks; // each line's bullet: its seat's side colour
};

SeatsLeft seats_left(const cribbage_table::SeatsScene& t) {
    SeatsLeft left;
    left.position = cr::write_table_save(t.state());
    left.deal = t.state().deal_number;
    left.deals = t.deals_played();
    left.scores = t.scores_shown();
    left.strategies = t.strategies();
    for (const table::LogEntry& entry : t.log().entries()) {
        left.log.push_back(entry.text);
        left.marks.push_back(entry.mark);
    }
    return left;
}

// The first card of the player's hand the rules allow now.
int first_playable(const cribbage_table::SeatsScene& t) {
    const int held = static_cast<int>(t.hand_shown().size());
    int which = 0;
    while (which < held && !t.playable(which)) {
        ++which;
    }
    REQUIRE(which < held);
    return which;
}

// Plays a table of `seats` in an 800x480 window (the player by the first card the rules allow,
// the show counted on and the next deal asked for) until `moves` of the player's moves are made,
// leaves it as Ctrl+Q does, continues it in a new App on the same folder and checks that the
// game is the one left; then plays on from it.
void table_left_and_continued(int seats, std::uint64_t seed, int moves,
                              const std::vector<std::string>& computers) {
    using cribbage_table::SeatsScene;
    AppFixture f{800, 480}; // the game kept, not its layout
    f.app->settings().animations = false;
    NewGameChoice choice;
    choice.game_id = "cribbage";
    choice.players = seats;
    choice.difficulty = "greedy";
    choice.seats = computers;
    choice.seed = seed;
    f.start_new(choice);
    const auto table = [&] { return f.top_as<SeatsScene>(); };
    REQUIRE(table() != nullptr);
    const auto to_the_player = [&] {
        REQUIRE(f.run_until([&] { return table() == nullptr || table()->player_to_act(); }, 20000));
        REQUIRE(table() != nullptr);
    };
    for (int made = 0; made < moves;) {
        to_the_player();
        SeatsScene& t = *table();
        if (t.state().phase == cr::Phase::DealOver) {
            f.key(SDLK_c); // the next deal
            continue;
        }
        f.key(static_cast<SDL_Keycode>(SDLK_1 + first_playable(t)));
        ++made;
    }
    to_the_player();
    REQUIRE(table()->state().phase != cr::Phase::DealOver);
    const SeatsLeft left = seats_left(*table());
    CHECK(left.deal >= 2); // a deal's show and the next deal are behind it

    f.open(800, 480); // the App closed and opened again on the same data folder
    const std::vector<UnfinishedGame> unfinished = f.app->unfinished().list();
    REQUIRE(unfinished.size() == 1);
    CHECK(unfinished.front().game_id == "cribbage");
    const SaveSummary summary = summarize_unfinished(*f.app, unfinished.front());
    INFO(summary.error);
    CHECK(summary.line.find(seats == 3 ? "three-handed" : "four-handed") != std::string::npos);
    OpenedGame opened = open_unfinished(*f.app, unfinished.front());
    INFO(opened.error);
    REQUIRE(opened.scene);
    f.app->reset_to(std::move(opened.scene));
    f.app->step();
    REQUIRE(table() != nullptr);
    const SeatsLeft back = seats_left(*table());
    CHECK(back.position == left.position);
    CHECK(back.deal == left.deal);
    CHECK(back.deals == left.deals);
    CHECK(back.scores == left.scores);
    CHECK(back.strategies == left.strategies);
    REQUIRE_FALSE(back.log.empty());
    CHECK(back.log.back() == "Resumed where you left off.");
    CHECK(std::vector<std::string>(back.log.begin(), back.log.end() - 1) == left.log);
    REQUIRE(back.marks.size() == left.marks.size() + 1);
    for (std::size_t i = 0; i < left.marks.size(); ++i) {
        CAPTURE(left.log[i]);
        CHECK(back.marks[i].has_value() == left.marks[i].has_value());
        CHECK(back.marks[i].value_or(Color{}) == left.marks[i].value_or(Color{}));
    }
    CHECK(table()->player_to_act());
    // Played on from there: the continued table is kept again after the next move.
    f.key(static_cast<SDL_Keycode>(SDLK_1 + first_playable(*table())));
    std::string error;
    const auto kept = cards::read_whole_file(f.app->unfinished().path("cribbage"), error);
    REQUIRE(kept);
    CHECK(cr::save_seat_count(*kept) == seats);
}

} // namespace

TEST_CASE("Continue: a Cribbage table of three and of four, left in its second deal, comes back "
          "as it was left: hands, crib, play, scores, turn, deal, log and each seat's strategy") {
    SUBCASE("three") {
        table_left_and_continued(3, 41, 7, {"greedy", "random"});
    }
    SUBCASE("four in partnerships") {
        table_left_and_continued(4, 42, 7, {"random", "expert", "greedy"});
    }
}

TEST_CASE("Continue: Five Crowns keeps the hand in the order the player arranged it") {
    using Scene = fivecrowns_table::TableScene;
    Played<Scene> game("fivecrowns", 12);
    REQUIRE(game.play_until([](const fc::GameState& s) { return s.round == 5; }, 400));
    // The player moves a card of the hand: Shift+Right twice on the focused card.
    game.f.key(SDLK_RIGHT);
    game.f.key(SDLK_RIGHT, KMOD_SHIFT);
    game.f.key(SDLK_RIGHT, KMOD_SHIFT);
    const std::vector<cards::Card> order = game.table()->hand().cards();
    Scene& continued = continue_it(game, "fivecrowns");
    CHECK(continued.hand().cards() == order);
}

} // namespace continue_test
