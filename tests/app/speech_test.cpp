// The speech mode (issue 45): what a table says, read from its --speech-log (no speech service
// is needed: the fixture's speaker writes to the log only), and the card glyphs said as words.

#include "../fivecrowns/test_cards.hpp"
#include "table_fixture.hpp"

#include "app/core/settings.hpp"
#include "app/core/speech.hpp"
#include "app/core/speech_words.hpp"
#include "app/fivecrowns/table.hpp"
#include "app/scenes/settings_scene.hpp"
#include "parlor/cards/card.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

namespace speech_test {

using namespace parlor::app;
using namespace parlor::app::testing;
using namespace parlor::app::fivecrowns_table;
using parlor::fivecrowns::test::cards_of;

namespace {

// Round 1 (threes wild), the human to draw.
fc::GameState human_to_draw() {
    fc::GameState s;
    s.round = 1;
    s.player(fc::Seat::Human).hand = cards_of("JD 3T QC");
    s.player(fc::Seat::Computer).hand = cards_of("XS KH J1");
    s.stock = cards_of("6S 5S 4S 7S 9H 8D 4C 5H 6D 7C 9S 8C");
    s.discard = cards_of("8T");
    s.phase = fc::Phase::Draw;
    s.turn = fc::Seat::Human;
    s.turns_this_round = 2; // not a fresh deal: nothing flies in
    return s;
}

std::vector<std::string> lines_of(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

bool has(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

// A Five Crowns table whose speaker writes to a log in the test's folder, never to a service.
struct Table : TableFixture<TableScene> {
    std::string log;
    Table() : TableFixture(human_to_draw(), 1280, 720, false, "greedy", 5) {
        log = f.dir.file("speech.log");
        speaker().set_service(false);
        speaker().set_log(log);
    }
    ~Table() {
        speaker().set_on(false);
        speaker().set_log({});
    }
    // The table itself, also while the round's results lie over it.
    TableScene* table = &scene();
    bool human_to_act() {
        const auto& s = table->state();
        return f.top() == "table" && s.turn == fc::Seat::Human &&
               (s.phase == fc::Phase::Draw || s.phase == fc::Phase::Discard);
    }
    bool round_over() {
        const auto& s = table->state();
        return s.phase == fc::Phase::RoundOver || s.phase == fc::Phase::GameOver || s.round > 1;
    }
    // Draws (D), then moves the focus left until it is on a card that is not wild and
    // discards it (Enter); then waits for the computer's turn to pass.
    void play_turn() {
        f.key(SDLK_d);
        REQUIRE(state().phase == fc::Phase::Discard);
        for (int i = 0; i < 8; ++i) {
            f.key(SDLK_LEFT);
            const auto target = scene().focus().target;
            if (target.zone == HumanHand &&
                !fc::is_wild(scene().hand().at(target.index), state().wild_rank())) {
                break;
            }
        }
        f.key(SDLK_RETURN);
        // The computer waits for the player's Continue (C) before its turn.
        for (int i = 0; i < 40 && !human_to_act() && !round_over(); ++i) {
            f.key(SDLK_c);
            f.run_until([&] { return human_to_act() || round_over(); }, 100);
        }
        REQUIRE((human_to_act() || round_over()));
    }
};

} // namespace

TEST_CASE("the cards' glyphs are said as words, and a line keeps no control characters") {
    CHECK(spoken_words("7♥") == "seven of hearts");
    CHECK(spoken_words("Computer took the 8♆ from the discard pile.") ==
          "Computer took the eight of tridents from the discard pile.");
    CHECK(spoken_words("10♠ K♦ A♣ Q♥ J♠ 2♦ Joker") ==
          "ten of spades king of diamonds ace of clubs queen of hearts jack of spades two of "
          "diamonds Joker");
    CHECK(spoken_words("Skip♣ on the 5♣") == "Skip of clubs on the five of clubs");
    CHECK(spoken_words("Trump: ♥.") == "Trump: hearts.");
    CHECK(spoken_words("(Q♠)") == "(queen of spades)");
    CHECK(spoken_words("no cards here") == "no cards here");
    // Every card the tables draw, as pretty() writes it.
    for (int i = 0; i < parlor::cards::card_index_count; ++i) {
        const parlor::cards::Card card = parlor::cards::Card::from_index(i);
        const std::string said = spoken_words(parlor::cards::pretty(card));
        CHECK(said.find_first_of("\xe2") == std::string::npos); // no symbol left
        if (!card.is_joker()) {
            CHECK(said.find(" of " + parlor::cards::suit_name(card.suit)) != std::string::npos);
        }
    }
    CHECK(without_controls("a\tb\nc\x01"
                           "d\x7f") == "a b cd");
}

TEST_CASE("speech on: the moves, the turns, the focused cards and the hand go to the speech log") {
    Table t;
    // Ctrl+T turns the mode on (and it is kept in the settings).
    t.f.key(SDLK_t, KMOD_CTRL);
    CHECK(t.f.app->settings().speech);
    const std::size_t first_entry = t.scene().log().entries().size() - 1;
    t.f.app->step();

    t.f.key(SDLK_d);
    REQUIRE(t.state().phase == fc::Phase::Discard);
    t.f.key(SDLK_LEFT);
    const auto focused = t.scene().focus().target;
    REQUIRE(focused.zone == HumanHand);
    const std::string focused_words =
        spoken_words(parlor::cards::pretty(t.scene().hand().at(focused.index)));
    t.f.key(SDLK_h, KMOD_CTRL);
    for (int turn = 0; turn < 12 && t.human_to_act(); ++turn) {
        t.play_turn();
    }
    CHECK(t.round_over());

    const std::vector<std::string> said = lines_of(t.log);
    REQUIRE_FALSE(said.empty());
    CHECK(said.front() == "Speech on (Ctrl+T turns it off).");
    CHECK(has(said, "Your turn: draw from the draw pile (D) or take the eight of tridents (T)"));
    // The focused card, and what discarding it would do (the arrangement panel's words).
    CHECK(std::any_of(said.begin(), said.end(), [&](const std::string& l) {
        return l.rfind(focused_words + ": If you discard the " + focused_words + ": ", 0) == 0;
    }));
    const auto hand = std::find_if(said.begin(), said.end(), [](const std::string& l) {
        return l.rfind("Your hand, 4 cards: ", 0) == 0;
    });
    REQUIRE(hand != said.end());
    CHECK(hand->find("six of spades") != std::string::npos); // the card just drawn
    // Every line the log gained (each seat's moves, the round's end and scores), in order.
    auto next = said.begin();
    const auto& entries = t.table->log().entries();
    REQUIRE(entries.size() > first_entry + 4);
    for (std::size_t i = first_entry; i < entries.size(); ++i) {
        const std::string line = without_controls(spoken_words(entries[i].text));
        next = std::find(next, said.end(), line);
        CHECK_MESSAGE(next != said.end(), "not said: ", line);
        if (next == said.end()) {
            break;
        }
    }
    // Each of the player's turns was announced.
    CHECK(std::count_if(said.begin(), said.end(),
                        [](const std::string& l) { return l.rfind("Your turn: ", 0) == 0; }) >= 2);
}

TEST_CASE("speech off says nothing: the speech log stays empty") {
    Table t;
    REQUIRE_FALSE(t.f.app->settings().speech);
    t.f.key(SDLK_h, KMOD_CTRL);
    t.play_turn();
    CHECK(lines_of(t.log).empty());
    // Turned on and off again: the off is the last line said.
    t.f.key(SDLK_t, KMOD_CTRL);
    t.f.key(SDLK_t, KMOD_CTRL);
    const std::size_t lines = lines_of(t.log).size();
    CHECK(lines_of(t.log).back() == "Speech off.");
    t.f.key(SDLK_d);
    t.f.key(SDLK_LEFT);
    CHECK(lines_of(t.log).size() == lines);
}

TEST_CASE("no speech service: the log says so once, and the game goes on") {
    Table t;
    // An address where nothing listens (the service started for it refuses a socket it was
    // not configured for): the worker fails, off the frame's path.
    setenv("SPEECHD_ADDRESS", ("unix_socket:" + t.f.dir.file("nothing.sock")).c_str(), 1);
    speaker().set_service(true);
    t.f.key(SDLK_t, KMOD_CTRL);
    const auto told = [&] {
        const auto& entries = t.table->log().entries();
        return std::count_if(entries.begin(), entries.end(), [](const auto& e) {
            return e.text.rfind("Speech is not available: ", 0) == 0;
        });
    };
    CHECK(t.f.run_until([&] { return told() == 1; }, 10000));
    unsetenv("SPEECHD_ADDRESS");
    speaker().set_service(false);
    t.play_turn(); // the game goes on, and the failure is not told again
    CHECK(told() == 1);
    CHECK(has(lines_of(t.log), "Speech on (Ctrl+T turns it off)."));
}

TEST_CASE("the speech setting: off by default and in older files, kept when on") {
    CHECK_FALSE(Settings{}.speech);
    CHECK_FALSE(settings_from_json(R"({"fullscreen": false})").speech);
    Settings on;
    on.speech = true;
    CHECK(settings_from_json(settings_to_json(on)).speech);
    std::string error;
    CHECK_FALSE(settings_from_json(R"({"speech": "loud"})", &error).speech);
    CHECK(error.find("\"speech\"") != std::string::npos);
}

TEST_CASE("the Settings' Speech row: on and off, kept; no speech service is said plainly") {
    AppFixture f;
    const std::string log = f.dir.file("speech.log");
    speaker().set_log(log);
    // An address where nothing listens: the first line said finds no service.
    setenv("SPEECHD_ADDRESS", ("unix_socket:" + f.dir.file("nothing.sock")).c_str(), 1);
    speaker().set_service(true);
    f.app->push(std::make_unique<SettingsScene>(*f.app));
    f.app->step();
    auto* settings = f.top_as<SettingsScene>();
    REQUIRE(settings != nullptr);
    const auto rows = [&] { return settings->rows(); };
    const std::size_t n = rows().size();
    CHECK(rows()[n - 3].label == "Speech: Off");
    f.click(settings->layout().rows[n - 3]);
    CHECK(f.app->settings().speech);
    CHECK(load_settings(f.app->settings_path()).speech);
    CHECK(f.run_until([&] { return rows()[n - 3].label == "Speech: no speech service found"; },
                      10000));
    CHECK(f.top() == "settings"); // and the window goes on
    unsetenv("SPEECHD_ADDRESS");
    speaker().set_service(false);
    f.click(settings->layout().rows[n - 3]);
    CHECK(rows()[n - 3].label == "Speech: Off");
    CHECK_FALSE(load_settings(f.app->settings_path()).speech);
    const std::vector<std::string> said = lines_of(log);
    CHECK(has(said, "Speech on."));
    CHECK(said.back() == "Speech off.");
    speaker().set_log({});
}

} // namespace speech_test
