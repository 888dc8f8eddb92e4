// The speech mode is enough to play (issue 45): for each game, a round is played to its end by
// keys alone, each key chosen from what the --speech-log says and nothing else — the hand said
// on Ctrl+H, the prompts with their keys ("(D)"), each card as the focus reaches it with what
// Enter would do ("7♥: Play the 7♥"), the buttons. The player below never reads the game's
// state: when it cannot go on, what is spoken is missing something.

#include "app_fixture.hpp"

#include "app/core/speech.hpp"

#include <doctest/doctest.h>

#include <cctype>
#include <chrono>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace speech_play_test {

using namespace parlor::app;
using namespace parlor::app::testing;

namespace {

bool starts_with(const std::string& s, std::string_view prefix) {
    return s.rfind(prefix, 0) == 0;
}

// What Enter on a card does, as its focus line ends: a move, not a refusal.
bool offers_move(const std::string& focus_line) {
    const std::size_t colon = focus_line.find(": ");
    if (colon == std::string::npos) {
        return false;
    }
    const std::string preview = focus_line.substr(colon + 2);
    for (const char* move : {"Play the ", "Pick the ", "If you discard ", "Capture ", "Build ",
                             "Raise ", "Add to ", "Trail "}) {
        if (starts_with(preview, move)) {
            return true;
        }
    }
    return false;
}

// The key a line names in brackets, "(D)" or "(T trails it)": one letter, alone or before a space.
std::optional<char> key_hint(const std::string& line) {
    for (std::size_t at = line.find('('); at != std::string::npos; at = line.find('(', at + 1)) {
        if (at + 2 < line.size() && std::isupper(static_cast<unsigned char>(line[at + 1])) &&
            (line[at + 2] == ')' || line[at + 2] == ' ')) {
            return static_cast<char>(std::tolower(static_cast<unsigned char>(line[at + 1])));
        }
    }
    return std::nullopt;
}

// Buttons that are not a move of the game.
bool chrome_button(const std::string& line) {
    for (const char* name : {"Save", "Help", "Quit", "Undo", "Keys", "Review", "Menu"}) {
        if (starts_with(line, name)) {
            return true;
        }
    }
    return line.find("not available now") != std::string::npos;
}

// A player who hears the table and presses keys.
struct Listener {
    AppFixture f;
    std::string log;
    std::size_t heard = 0; // lines read so far
    std::vector<std::string> all;
    std::vector<std::string> fresh_lines; // since the last key

    Listener() {
        log = f.dir.file("speech.log");
        speaker().set_service(false);
        speaker().set_log(log);
    }
    ~Listener() {
        speaker().set_on(false);
        speaker().set_log({});
    }
    // The lines said since the last call.
    std::vector<std::string> listen() {
        std::ifstream in(log);
        std::vector<std::string> lines;
        std::size_t i = 0;
        for (std::string line; std::getline(in, line); ++i) {
            if (i >= heard) {
                lines.push_back(line);
                all.push_back(line);
            }
        }
        heard = i;
        fresh_lines.insert(fresh_lines.end(), lines.begin(), lines.end());
        return lines;
    }
    // The key pressed; the last line it made said (empty: nothing).
    std::string press(SDL_Keycode key, Uint16 mod = KMOD_NONE) {
        fresh_lines.clear();
        f.key(key, mod, 2);
        const auto lines = listen();
        return lines.empty() ? std::string() : lines.back();
    }
    // Lets the table run until it says something and then falls quiet for a while (the computer
    // plays, the cards land), or `frames` pass.
    void wait_quiet(int frames = 400) {
        int quiet = 0;
        for (int i = 0; i < frames && quiet < 40; ++i) {
            f.app->step();
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            quiet = listen().empty() ? quiet + 1 : 0;
        }
    }
    // Along the focused row from its start: Enter on the first thing `wanted` takes; false when
    // the row ends first.
    template <class Wanted> bool sweep(Wanted wanted) {
        std::string line = press(SDLK_HOME);
        for (int i = 0; i < 40; ++i) {
            if (wanted(line)) {
                press(SDLK_RETURN);
                return true;
            }
            const std::string next = press(SDLK_RIGHT);
            if (next == line) {
                return false; // the row's end
            }
            line = next;
        }
        return false;
    }
    // Down to the menu bar, then Enter on its first button that is a move of the game.
    bool press_move_button() {
        for (int down = 0; down < 6; ++down) {
            if (press(SDLK_DOWN).find(" button") != std::string::npos) {
                return sweep([](const std::string& l) {
                    return l.find(" button") != std::string::npos && !chrome_button(l);
                });
            }
        }
        return false;
    }
    // One decision, from what was said since the last one.
    bool act() {
        for (auto it = fresh_lines.rbegin(); it != fresh_lines.rend(); ++it) {
            // A key the table names.
            if (const auto key = key_hint(*it); key && !starts_with(*it, "Speech")) {
                press(static_cast<SDL_Keycode>(*key));
                return true;
            }
            // A move picked, waiting for its button.
            if (starts_with(*it, "Enter: ")) {
                return press_move_button();
            }
        }
        // A card whose focus says what Enter would do.
        press(SDLK_h, KMOD_CTRL);
        for (int down = 0; down < 6; ++down) {
            if (sweep(offers_move)) {
                return true;
            }
            const std::string below = press(SDLK_DOWN);
            if (below.find(" button") != std::string::npos) {
                // The buttons: the first that is a move of the game.
                return sweep([](const std::string& l) {
                    return l.find(" button") != std::string::npos && !chrome_button(l);
                });
            }
        }
        return false;
    }
};

struct Game {
    const char* id;
    const char* difficulty;
    const char* round_over; // how the log tells the round's end
    const char* also = "";  // and with it on the same line
};

// Plays the first round of `game` from the speech log alone, and checks that it ended.
void play_round(const Game& game) {
    Listener p;
    p.f.start_new(game.id, game.difficulty, 11);
    p.press(SDLK_t, KMOD_CTRL);
    bool over = false;
    int stuck = 0;
    for (int turn = 0; turn < 300 && !over && stuck < 5; ++turn) {
        p.wait_quiet();
        stuck = p.act() ? 0 : stuck + 1;
        for (const std::string& line : p.all) {
            over = over || (line.find(game.round_over) != std::string::npos &&
                            line.find(game.also) != std::string::npos);
        }
    }
    if (!over) {
        for (const std::string& line : p.all) {
            MESSAGE(line);
        }
    }
    CHECK(over);
}

} // namespace

TEST_CASE("Cruno is played to its end from what the speech log says alone") {
    play_round(Game{"cruno", "greedy", " win"});
}

TEST_CASE("a round of Five Crowns is played to its end from what the speech log says alone") {
    play_round(Game{"fivecrowns", "greedy", "Round 1 scored"});
}

TEST_CASE("a deal of Cribbage is played to its show from what the speech log says alone") {
    play_round(Game{"cribbage", "greedy", "crib (", "+ starter"}); // the crib's show
}

TEST_CASE("a round of Pinochle is played to its end from what the speech log says alone") {
    play_round(Game{"pinochle", "greedy", "Round 1 is over"});
}

TEST_CASE("a round of Casino is played to its end from what the speech log says alone") {
    play_round(Game{"casino", "greedy", "Round 1 scored"});
}

} // namespace speech_play_test
