// Cribbage at a table of three, and of four in partnerships, in the window (issue 44): New game's
// players and seats, whole games to 61 played through the table (the player by keys, the others
// by their own strategies), the show counted hand by hand, the board's tracks, Play again keeping
// the seats, the log's names in their place in the sentence and its bullets in each side's
// colour, the seats' labels whole, the save, and no overlap or text over text at any size.

#include "app_fixture.hpp"
#include "text_layout.hpp"

#include "app/cribbage/seats_table.hpp"
#include "app/scenes/new_game_scene.hpp"
#include "app/table/paint.hpp"
#include "app/table/results_screen.hpp"
#include "app/table_entries.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace cribbage_seats_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::cribbage_table;

namespace {

SeatsScene* table_of(AppFixture& f) {
    return f.top_as<SeatsScene>();
}

// Starts a table of `seats` to 61 straight from a New game choice.
void start(AppFixture& f, int seats, std::uint64_t seed, std::vector<std::string> computers = {}) {
    f.app->settings().set_option("cribbage", "short_game", true);
    NewGameChoice choice;
    choice.game_id = "cribbage";
    choice.players = seats;
    choice.difficulty = "greedy";
    choice.seats = std::move(computers);
    choice.seed = seed;
    f.start_new(choice);
    REQUIRE(f.top() == "table");
    REQUIRE(table_of(f) != nullptr);
}

bool logged(const SeatsScene& t, const std::string& text) {
    const auto& entries = t.log().entries();
    return std::any_of(entries.begin(), entries.end(), [&](const table::LogEntry& e) {
        return e.text.find(text) != std::string::npos;
    });
}

// Plays on by keys: the player's card by its number (the first the rules allow), C to count on
// in the show and to deal again. Stops at the game's results, or once `moves` moves of the player
// are made.
void play_through(AppFixture& f, int moves = 100000) {
    for (int guard = 0; guard < 4000 && moves > 0; ++guard) {
        REQUIRE(f.run_until(
            [&] {
                auto* t = table_of(f);
                return f.top() != "table" || (t != nullptr && t->player_to_act());
            },
            20000));
        if (f.top() == "game_results") {
            return;
        }
        auto* t = table_of(f);
        REQUIRE(t != nullptr);
        if (t->state().phase == parlor::cribbage::Phase::DealOver) {
            f.key(SDLK_c);
            continue;
        }
        int which = -1;
        for (int i = 0; i < static_cast<int>(t->hand_shown().size()); ++i) {
            if (t->playable(i)) {
                which = i;
                break;
            }
        }
        REQUIRE(which >= 0);
        const auto before = t->state().seats[0].hand.size();
        f.key(static_cast<SDL_Keycode>(SDLK_1 + which));
        CHECK(t->state().seats[0].hand.size() == before - 1);
        --moves;
    }
    if (moves > 0) {
        FAIL("the game did not end");
    }
}

} // namespace

TEST_CASE("Cribbage's New game asks 2, 3 or 4 players and each computer seat; Play again keeps "
          "them") {
    AppFixture f(1280, 720);
    CHECK(find_table("cribbage")->max_players == 4);
    CHECK(find_table("cribbage")->suggested_players == 2);
    f.app->push(std::make_unique<NewGameScene>(*f.app));
    f.app->step();
    f.key(SDLK_DOWN);   // the second game of the list
    f.key(SDLK_RETURN); // Cribbage
    auto* ng = f.top_as<NewGameScene>();
    REQUIRE(ng != nullptr);
    REQUIRE(ng->choice().game_id == "cribbage");
    f.key(SDLK_RETURN); // expert
    REQUIRE(ng->step() == NewGameScene::Step::Players);
    CHECK(ng->choice().players == 2);
    CHECK(ng->choices().size() == 4); // 2, 3, 4, then Back
    f.key(SDLK_RIGHT);
    f.key(SDLK_RIGHT); // four
    f.key(SDLK_RETURN);
    REQUIRE(ng->step() == NewGameScene::Step::Seats);
    CHECK(ng->choice().seats == std::vector<std::string>{"expert", "expert", "expert"});
    f.click(ng->layout().buttons[0]); // Ann: expert turns to Beginner
    CHECK(ng->choice().seats == std::vector<std::string>{"random", "expert", "expert"});
    f.click(ng->layout().buttons[3]); // Continue
    for (int guard = 0; guard < 4 && ng->step() != NewGameScene::Step::Name; ++guard) {
        f.key(SDLK_DOWN);
        f.key(SDLK_RETURN); // the rules' Continue
    }
    REQUIRE(ng->step() == NewGameScene::Step::Name);
    f.key(SDLK_RETURN);
    f.app->step();
    REQUIRE(f.top() == "table");
    auto* t = table_of(f);
    REQUIRE(t != nullptr);
    CHECK(t->state().size() == 4);
    CHECK(t->state().partners);
    CHECK(t->names()[2] == "Ben");
    CHECK(logged(*t, "in partnerships: your partner Ben sits opposite you"));
    const NewGameChoice again = t->again();
    CHECK(again.players == 4);
    CHECK(again.seats == std::vector<std::string>{"random", "expert", "expert"});
    start_again(*f.app, again);
    f.app->step();
    REQUIRE(f.top() == "table");
    t = table_of(f);
    REQUIRE(t != nullptr);
    CHECK(t->state().size() == 4);
    CHECK(t->again().seats == std::vector<std::string>{"random", "expert", "expert"});
}

TEST_CASE("a game of three to 61 played to its end through the table by keys: the show hand by "
          "hand, a track per player, the log naming every seat") {
    AppFixture f(1280, 720);
    start(f, 3, 21, {"greedy", "random"});
    auto* t = table_of(f);
    CHECK(t->pegs().size() == 3);
    CHECK(t->layout().seats.size() == 3);
    // One deal through: the show is counted one hand at a time, the scores shown following it.
    for (int guard = 0; guard < 10 && !t->show_pending(); ++guard) {
        REQUIRE(f.run_until([&] { return t->show_pending() || t->player_to_act(); }, 20000));
        if (!t->show_pending()) {
            play_through(f, 1);
        }
    }
    REQUIRE(t->show_pending());
    CHECK(t->show_at() < 3); // not all counted yet
    REQUIRE(f.run_until([&] { return t->player_to_act() || f.top() != "table"; }, 20000));
    if (f.top() == "table" && t->state().phase == parlor::cribbage::Phase::DealOver) {
        CHECK(t->scores_shown() == t->state().scores);
        CHECK(t->show_at() == 3); // three hands and the crib
    }
    CHECK(logged(*t, "Ann "));
    CHECK(logged(*t, "Ben "));
    CHECK(logged(*t, " hand ("));
    CHECK(logged(*t, " crib ("));
    play_through(f);
    REQUIRE(f.top() == "game_results");
    const auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().header ==
          std::vector<std::string>{"Deal", "Dealer", "You", "Ann", "Ben"});
    CHECK_FALSE(results->sheet().rows.empty());
    REQUIRE(results->sheet().again.has_value());
    CHECK(results->sheet().again->players == 3);
    CHECK(results->sheet().again->seats == std::vector<std::string>{"greedy", "random"});
    // A game played to its end is no longer kept for Continue.
    CHECK_FALSE(f.app->unfinished().has("cribbage"));
}

TEST_CASE("a game of four in partnerships to 61 played to its end: a track per partnership; the "
          "log names each seat for its place in the sentence, its bullet in its side's colour") {
    AppFixture f(1280, 720);
    start(f, 4, 22);
    auto* t = table_of(f);
    CHECK(t->pegs().size() == 2);
    std::vector<table::LogEntry> entries;
    // The log as it stood just before the results replace the table.
    for (int guard = 0; guard < 4000 && f.top() == "table"; ++guard) {
        entries = t->log().entries();
        play_through(f, 1);
    }
    REQUIRE(f.top() == "game_results");
    int restarts = 0;
    for (const table::LogEntry& e : entries) {
        CAPTURE(e.text);
        // "Your" and "You" begin a sentence only: never after a semicolon or a colon.
        for (const char* wrong : {"; Your", "; You ", ": Your", ": You "}) {
            CHECK(e.text.find(wrong) == std::string::npos);
        }
        if (e.text.rfind("The count starts again at 0; ", 0) == 0) {
            ++restarts;
        }
        // The bullet is the side's: gold only for the opponents (Ann and Cleo), as at two seats.
        if (e.text.rfind("Your partner Ben ", 0) == 0) {
            CHECK(e.mark == side_mark(0));
            CHECK(e.mark == table::human_mark);
        } else if (e.text.rfind("Ann ", 0) == 0 || e.text.rfind("Cleo ", 0) == 0) {
            CHECK(e.mark == side_mark(1));
            CHECK(e.mark == table::computer_mark);
        }
    }
    CHECK(restarts > 0);
    CHECK(std::any_of(entries.begin(), entries.end(), [](const table::LogEntry& e) {
        return e.text.find("; your partner Ben leads.") != std::string::npos ||
               e.text.find(": your partner Ben deals;") != std::string::npos;
    }));
    REQUIRE(f.top() == "game_results");
    const auto* results = f.top_as<table::ResultsScreen>();
    REQUIRE(results != nullptr);
    CHECK(results->sheet().header ==
          std::vector<std::string>{"Deal", "Dealer", "You & Ben", "Ann & Cleo"});
}

TEST_CASE("S at a table of three opens the save dialog, and the file opens the table again; the "
          "help names a card of the hand") {
    AppFixture f(1280, 720);
    start(f, 3, 23);
    auto* t = table_of(f);
    REQUIRE(f.run_until([&] { return t->player_to_act(); }, 20000));
    f.key(SDLK_s);
    CHECK(f.top() == "save");
    f.key(SDLK_ESCAPE);
    REQUIRE(f.top() == "table");
    // The file a save writes is a table's, and Load game opens it on the table of three.
    const std::string path = f.dir.file("three.txt");
    REQUIRE_FALSE(parlor::cribbage::table_save_to_file(path, t->state()).has_value());
    OpenedGame opened = find_table("cribbage")->open(*f.app, path);
    INFO(opened.error);
    REQUIRE(opened.scene);
    const auto* loaded = dynamic_cast<SeatsScene*>(opened.scene.get());
    REQUIRE(loaded != nullptr);
    CHECK(parlor::cribbage::write_table_save(loaded->state()) ==
          parlor::cribbage::write_table_save(t->state()));
    CHECK(loaded->log().entries().back().text == "Resumed from three.txt.");
    f.key(SDLK_h);
    REQUIRE(t->help_open());
    // The expert's card is one of the player's own, from the player's view only.
    REQUIRE(t->advice_summary().has_value());
    const auto hand = t->state().seats[0].hand;
    CHECK(std::any_of(hand.begin(), hand.end(), [&](parlor::cards::Card card) {
        return t->advice_summary()->find(parlor::cards::pretty(card)) != std::string::npos;
    }));
}

TEST_CASE("the seats' labels are whole at 800x480, 1280x720 and 1920x1080: the partner and the "
          "dealer beside the name, or under it where the place is narrow") {
    for (const auto& [width, height] :
         {std::pair{800, 480}, std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const int w = width;
        const int h = height;
        CAPTURE(w);
        AppFixture f(w, h);
        f.app->settings().animations = false;
        start(f, 4, 24);
        auto* t = table_of(f);
        REQUIRE(f.run_until([&] { return t->player_to_act(); }, 20000));
        f.app->gfx().record_text_boxes(true);
        f.app->render_now();
        const TextBoxes* boxes = f.app->gfx().text_boxes();
        REQUIRE(boxes != nullptr);
        for (int seat = 1; seat < 4; ++seat) {
            CAPTURE(seat);
            const Rect place = t->layout().seats[static_cast<std::size_t>(seat)].box;
            std::string label;
            for (const DrawnText& d : boxes->visible()) {
                if (place.contains(d.box)) {
                    CAPTURE(d.text);
                    CHECK(d.text.find("…") == std::string::npos);
                    label += d.text + "\n";
                }
            }
            CHECK(label.find(t->names()[seat]) != std::string::npos);
            if (seat == 2) {
                CHECK((label.find("partner") != std::string::npos ||
                       label.find("Partner") != std::string::npos));
            }
            if (seat == t->state().dealer) {
                CHECK((label.find("dealer") != std::string::npos ||
                       label.find("Dealer") != std::string::npos));
            }
        }
        f.app->gfx().record_text_boxes(false);
    }
}

TEST_CASE("a table of three or four: its parts never overlap, from 800x480 to 4K") {
    for (const auto& [width, height] : layout_sizes) {
        const int w = width;
        const int h = height;
        for (const int seats : {3, 4}) {
            for (const bool help : {false, true}) {
                CAPTURE(w);
                CAPTURE(seats);
                CAPTURE(help);
                const table::TableFrame f = table::frame_table(w, h, help);
                const SeatsLayout l = layout_seats(f, seats);
                std::vector<Rect> parts{l.board, l.human_label, l.human_hand, l.middle};
                for (int seat = 1; seat < seats; ++seat) {
                    const table::SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
                    CHECK(place.box.contains(place.cards));
                    parts.push_back(place.box);
                }
                CHECK(l.middle.contains(l.deck));
                CHECK(l.middle.contains(l.crib));
                CHECK_FALSE(l.deck.overlaps(l.play));
                CHECK_FALSE(l.crib.overlaps(l.play));
                for (std::size_t i = 0; i < parts.size(); ++i) {
                    CHECK(f.play.contains(parts[i]));
                    for (std::size_t j = i + 1; j < parts.size(); ++j) {
                        CHECK_FALSE(parts[i].overlaps(parts[j]));
                    }
                }
            }
        }
    }
}

TEST_CASE("no text over text at 3 and 4 seats: the lay-away, the play, help, the show, the "
          "results (written out with PARLOR_SCREENSHOT_DIR)") {
    TextFaults faults;
    const char* dir = std::getenv("PARLOR_SCREENSHOT_DIR");
    for (const int seats : {3, 4}) {
        // One game, played in the smallest window and looked at in every size at each moment.
        AppFixture f(800, 480);
        f.app->settings().animations = false;
        const std::string what = std::to_string(seats) + " seats";
        const auto look = [&](const std::string& moment) {
            f.app->step();
            look_at_every_size(*f.app, faults, what + ", " + moment, [&](const std::string& size) {
                if (dir != nullptr) {
                    REQUIRE_FALSE(f.app
                                      ->save_screenshot(std::string(dir) + "/cribbage-" +
                                                        std::to_string(seats) + "-seats-" + moment +
                                                        "-" + size + ".png")
                                      .has_value());
                }
            });
        };
        start(f, seats, 30 + static_cast<std::uint64_t>(seats));
        REQUIRE(f.run_until([&] { return table_of(f)->player_to_act(); }, 20000));
        look("layaway");
        play_through(f, 2);
        REQUIRE(f.run_until([&] { return table_of(f)->player_to_act(); }, 20000));
        look("pegging");
        f.key(SDLK_h);
        look("help");
        f.key(SDLK_h);
        // To the show: the player's cards played, then a hand being counted.
        play_through(f, 3);
        REQUIRE(f.run_until(
            [&] {
                return f.top() != "table" || table_of(f)->show_at() >= 1 ||
                       table_of(f)->player_to_act();
            },
            20000));
        if (f.top() == "table" && table_of(f)->show_at() >= 1) {
            look("show");
        }
        play_through(f);
        REQUIRE(f.top() == "game_results");
        look("results");
    }
    MESSAGE(faults.looked() << " screens looked at");
    faults.check();
}

} // namespace cribbage_seats_test
