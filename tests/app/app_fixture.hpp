#pragma once
// A hidden App on SDL's dummy video driver with the software renderer, a fake clock and a
// temporary data folder, plus helpers that push synthetic input through SDL's event queue (the
// same path real input takes). Shared by every tests/app suite.

#include "app/core/app.hpp"
#include "app/core/wake.hpp"
#include "app/table_entries.hpp"

#include <SDL.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <memory>
#include <string>
#include <thread>

namespace parlor::app::testing {

// The tests' Apps open SDL's dummy audio device, never the machine's speakers (a test that
// listens sets SDL_AUDIODRIVER itself, and puts "dummy" back).
inline const bool quiet_audio = setenv("SDL_AUDIODRIVER", "dummy", 0) == 0;

// A fresh folder under the system temp dir, removed with its contents at the end.
class TempDir {
  public:
    TempDir() {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "parlor-app-test-XXXXXX").string();
        if (!mkdtemp(pattern.data())) {
            throw std::runtime_error("mkdtemp failed");
        }
        path_ = pattern + "/";
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path_, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::string& path() const { return path_; }
    std::string file(const std::string& name) const { return path_ + name; }
    void write(const std::string& name, const std::string& text) const {
        std::ofstream(file(name), std::ios::binary) << text;
    }

  private:
    std::string path_;
};

struct AppFixture {
    TempDir dir;
    FakeClock clock;
    std::unique_ptr<App> app;
    std::string deck; // as `parlor --deck NAME` gives it (empty: the settings' deck)

    explicit AppFixture(int width = 1280, int height = 720,
                        std::optional<std::string> load = std::nullopt) {
        open(width, height, std::move(load));
    }

    // (Re)opens the App on the same data folder (settings persist across opens).
    void open(int width = 1280, int height = 720, std::optional<std::string> load = std::nullopt) {
        app.reset();
        setenv("SDL_VIDEODRIVER", "dummy", 1);
        setenv("PARLOR_DATA_DIR", dir.path().c_str(), 1);
        AppOptions options;
        options.width = width;
        options.height = height;
        options.hidden = true;
        options.software_renderer = true;
        options.fake_clock = &clock;
        options.data_dir = dir.path();
        options.seed = 20240501;
        options.load = std::move(load);
        options.deck = deck;
        app = std::make_unique<App>(options);
        app->step();
    }

    std::string top() const { return std::string(app->top_name()); }

    // A new game of `game_id` against `difficulty` started as the New game screen starts it (a
    // game begun on its table, recorded), its table the only scene.
    void start_new(const std::string& game_id, const std::string& difficulty, std::uint64_t seed,
                   bool called_heads = true) {
        NewGameChoice choice;
        choice.game_id = game_id;
        choice.difficulty = difficulty;
        choice.called_heads = called_heads;
        choice.seed = seed;
        start_new(choice);
    }
    // As New game starts the game it was given (players and seats included).
    void start_new(const NewGameChoice& choice) {
        StartedGame started = find_table(choice.game_id)->start(*app, choice);
        app->reset_to(std::move(started.scene));
        app->step();
    }

    void push(SDL_Event e) { SDL_PushEvent(&e); }

    void key(SDL_Keycode sym, Uint16 mod = KMOD_NONE, int frames = 1) {
        SDL_Event e{};
        e.type = SDL_KEYDOWN;
        e.key.state = SDL_PRESSED;
        e.key.keysym.sym = sym;
        e.key.keysym.mod = mod;
        e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
        push(e);
        e.type = SDL_KEYUP;
        e.key.state = SDL_RELEASED;
        push(e);
        app->step(frames);
    }

    // Text arrives in pieces of at most 31 bytes, as SDL delivers it (split on character bounds).
    void type(const std::string& text) {
        std::size_t i = 0;
        while (i < text.size()) {
            std::size_t n = std::min<std::size_t>(31, text.size() - i);
            while (i + n < text.size() &&
                   (static_cast<unsigned char>(text[i + n]) & 0xC0) == 0x80) {
                --n;
            }
            SDL_Event e{};
            e.type = SDL_TEXTINPUT;
            std::memcpy(e.text.text, text.data() + i, n);
            e.text.text[n] = 0;
            push(e);
            i += n;
        }
        app->step();
    }

    void move(float x, float y) {
        SDL_Event e{};
        e.type = SDL_MOUSEMOTION;
        e.motion.x = static_cast<Sint32>(x);
        e.motion.y = static_cast<Sint32>(y);
        push(e);
        app->step();
    }

    void click(float x, float y, int clicks = 1) {
        move(x, y);
        SDL_Event e{};
        e.type = SDL_MOUSEBUTTONDOWN;
        e.button.button = SDL_BUTTON_LEFT;
        e.button.state = SDL_PRESSED;
        e.button.clicks = static_cast<Uint8>(clicks);
        e.button.x = static_cast<Sint32>(x);
        e.button.y = static_cast<Sint32>(y);
        push(e);
        e.type = SDL_MOUSEBUTTONUP;
        e.button.state = SDL_RELEASED;
        push(e);
        app->step();
    }

    void click(const Rect& r, int clicks = 1) { click(r.cx(), r.cy(), clicks); }

    void wheel(float x, float y, int dy) {
        move(x, y);
        SDL_Event e{};
        e.type = SDL_MOUSEWHEEL;
        e.wheel.y = dy;
        e.wheel.direction = SDL_MOUSEWHEEL_NORMAL;
        push(e);
        app->step();
    }

    // Steps until `done` holds; false if it did not within max_frames frames and as many
    // milliseconds. The computer's and the help's workers run in real time: while one thinks,
    // each frame waits for it (up to a millisecond, woken when it answers). Past its frames, a
    // wait for what runs outside them (the speech service's thread) still has its milliseconds,
    // a frame each, as when every frame slept one.
    bool run_until(const std::function<bool()>& done, int max_frames = 2000) {
        const auto deadline =
            std::chrono::steady_clock::now() + std::chrono::milliseconds(max_frames);
        for (int i = 0;; ++i) {
            if (done()) {
                return true;
            }
            if (i >= max_frames && std::chrono::steady_clock::now() >= deadline) {
                return false;
            }
            app->step();
            if (i < max_frames) {
                wait_for_jobs(1);
            } else {
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
        }
    }

    template <class S> S* top_as() { return dynamic_cast<S*>(app->top()); }
};

// The last of a screen's `buttons` pressed by the keys, as a player reaches it: Tab from the first
// button round to the last, then Enter, and the frame after it.
inline void press_last_button(AppFixture& f, std::size_t buttons) {
    for (std::size_t i = 0; i + 1 < buttons; ++i) {
        f.key(SDLK_TAB);
    }
    f.key(SDLK_RETURN);
    f.app->step();
}

} // namespace parlor::app::testing
