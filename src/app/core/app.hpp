#pragma once
// The program: SDL set-up, the window, the scene stack and the fixed-step loop.
//
// Loop: input is polled, the top scene is updated at a fixed 60 Hz from an accumulator (at most
// 5 steps per frame, so a stall does not snowball), stack changes requested during the frame are
// applied, and the frame is drawn only when something changed: input, a stack change, redraw(),
// a top scene that ticks, and the frame in which it stopped ticking (its last update may have
// taken a worker's answer: a review, the help, the computer's move). While the top scene is not
// ticking the loop blocks in SDL_WaitEventTimeout, so an idle table costs no CPU; it wakes for
// input, for a worker's answer (wake_the_loop) and at the latest after idle_wake_seconds, and
// every wake and every change of the stack gives the top scene one update, so a scene notices
// what is due (the computer's turn after a load) without anything moving.

#include "app/core/clock.hpp"
#include "app/core/data_folder_lock.hpp"
#include "app/core/fullscreen.hpp"
#include "app/core/gfx.hpp"
#include "app/core/renderer_choice.hpp"
#include "app/core/scene.hpp"
#include "app/core/sdl_ptrs.hpp"
#include "app/core/settings.hpp"
#include "app/core/sound.hpp"
#include "app/core/statistics.hpp"
#include "app/core/unfinished_games.hpp"

#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace parlor::app {

struct AppOptions {
    int width = 1280, height = 720;    // window size in screen coordinates (--size WxH)
    bool fullscreen = false;           // --fullscreen (also from the settings)
    std::optional<std::string> load;   // --load FILE
    std::optional<std::string> replay; // --replay RECORD: a recorded game to watch
    int replay_game = 1;               // --game N: which game of the record
    std::optional<std::uint64_t> seed; // --seed N
    std::string data_dir; // empty: $PARLOR_DATA_DIR or SDL_GetPrefPath("parlor","parlor")
    // The renderer: "auto" (the GPU where there is one, SDL's software renderer where there is
    // none or only a CPU OpenGL such as llvmpipe), "gpu" or "software" (--gpu, --software);
    // empty: the settings' choice.
    std::string renderer;
    bool software_renderer = false; // tests, --bench-frames: SDL's software renderer whatever
    bool trace_window = false;      // --trace-window: print the window's and frame's size on change
    bool trace_play = false; // --trace-play: print each change of screen and each new log line
    bool hidden = false;     // tests: no visible window
    // The window shrinks to the display's usable area (fit_window) when it would not fit; off
    // for screenshots and measurements, whose size is the picture's.
    bool fit_to_screen = false;
    FakeClock* fake_clock = nullptr; // tests and --screenshot: time moves only in step()
    // ---- speech (issue 45; app/core/speech.hpp) ----
    bool speech = false;        // --speech: start with the speech mode on (kept in the settings)
    std::string speech_log;     // --speech-log FILE: every line spoken, appended
    bool speech_service = true; // tests: false, the lines go to the log only
    // ---- deck (issue 45; app/core/decks.hpp) ----
    std::string deck; // --deck NAME: draw with that deck (kept in the settings); empty: theirs
    // ---- size of text and cards (issue 45) ----
    int ui_scale = 0; // --scale PCT: 100 to 200 by 25 (kept in the settings); 0: the settings'
};

class App {
  public:
    static constexpr double step_seconds = 1.0 / 60.0;
    static constexpr int max_steps_per_frame = 5;
    // The longest the loop sleeps with nothing to do before it gives the scene an update anyway.
    static constexpr double idle_wake_seconds = 0.5;

    // Initialises SDL, opens the window, loads fonts and the atlas, reads the settings and shows
    // the title (or the game of options.load). Throws std::runtime_error with a sentence for the
    // player when something essential is missing (fonts, atlas, video).
    explicit App(AppOptions options);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    // Runs until quit(), or until `stop_when` holds (checked on every pass of the loop: tests
    // run the real loop in real time and stop it when what they wait for has happened); returns
    // the process exit code.
    int run(const std::function<bool()>& stop_when = {});
    // One iteration without blocking: events, fixed updates, stack changes, render if needed.
    void frame();
    // Tests: advance the (fake) clock by one step and run a frame, n times.
    void step(int frames = 1);

    // ---- the scene stack (changes are applied between frames, in request order) ----
    void push(std::unique_ptr<Scene> scene);
    void pop();
    void replace(std::unique_ptr<Scene> scene);  // pop the top, push this
    void reset_to(std::unique_ptr<Scene> scene); // clear the stack, push this (e.g. to the title)
    // reset_to(Title) showing a one-line notice (an error in red when is_error).
    void go_to_title(const std::string& notice = {}, bool is_error = false);
    void quit();
    bool quitting() const { return quit_; }

    Scene* top() const; // the top scene after the last applied change (nullptr if empty)
    std::string_view top_name() const;
    std::size_t depth() const { return stack_.size(); }
    // Scenes from bottom to top (tests inspect them).
    const std::vector<std::unique_ptr<Scene>>& scenes() const { return stack_; }

    // ---- services for scenes ----
    Gfx& gfx() { return *gfx_; }
    const Gfx& gfx() const { return *gfx_; }
    Settings& settings() { return settings_; }
    const Settings& settings() const { return settings_; }
    void save_settings(); // writes settings.json now (errors go to the notice line)
    // Draws the cards with the deck `name` (app/core/decks.hpp) from the next frame on, and
    // keeps it in the settings; false (the deck unchanged, the notice line says why) when its
    // images cannot be loaded.
    bool use_deck(const std::string& name);
    // A table's moment sounds, at the settings' volume, unless sound is off (or there is no
    // device); returns at once.
    void play_sound(Sound sound);
    // Sound turned on or off (Settings, M): what sounds stops when it is off.
    void sound_settings_changed();
    // The size of text and cards in percent (one of ui_percents): kept in the settings and used
    // from the next frame on. step_ui_scale goes one size up (+1) or down (-1).
    void set_ui_scale(int percent);
    void step_ui_scale(int direction);
    const SoundBoard& sound_board() const { return *sound_; }
    const std::string& data_dir() const { return data_dir_; }
    // Another window holds the data folder (DataFolderLock): this one reads it but writes
    // nothing to it: no unfinished game, no statistics, no settings, no record. Asked of the
    // lock itself, so that the window and its lock cannot disagree.
    bool read_only() const { return lock_->busy(); }
    // What the title says in such a window.
    static constexpr const char* read_only_notice =
        "Another Parlor window is using this data folder: this one will not keep games or "
        "statistics.";
    // The player's statistics (load_statistics; a read-only window sets nothing aside), and
    // their writing (save_statistics; a read-only window refuses it: an error sentence).
    Statistics load_statistics(std::string* notice = nullptr) const;
    std::optional<std::string> save_statistics(const Statistics& statistics) const;
    UnfinishedGames unfinished() const;  // data_dir/unfinished: one unfinished game per game
    std::string settings_path() const;   // data_dir/settings.json
    std::string statistics_path() const; // data_dir/statistics.json
    std::uint64_t next_seed();           // --seed N, then N+1, ...; random when not given

    // A one-line message the title shows (a load error, "Saved to ...").
    struct Notice {
        std::string text;
        bool is_error = false;
    };
    void set_notice(std::string text, bool is_error = false) {
        notice_ = Notice{std::move(text), is_error};
    }
    Notice take_notice();
    const Notice& notice() const { return notice_; }

    // Fullscreen fills the display the window is on, with or without a window manager (see
    // FullscreenWindow); remembered in the settings.
    void set_fullscreen(bool on);
    void toggle_fullscreen() { set_fullscreen(!fullscreen()); }
    bool fullscreen() const;
    FullscreenWindow::Mode fullscreen_mode() const { return fullscreen_->mode(); }

    // Ask for a render on the next frame (scenes call it after a change of state that did not
    // come from input; input, resizing and stack changes redraw by themselves).
    void redraw() { dirty_ = true; }

    // Reads the rendered frame and writes a PNG; returns an error sentence or nothing.
    std::optional<std::string> save_screenshot(const std::string& path);
    // Renders the current stack once (used by --bench-frames; ignores the dirty flag).
    void render_now();

    // Frames presented so far (tests, and the start-up report of --report-startup).
    std::uint64_t frames_presented() const { return frames_presented_; }
    // On the loop's clock (tests): when the last frame was presented, and when the top scene's
    // last update began (what a scene took in that update is on screen once a frame is
    // presented after it).
    double last_render_seconds() const { return last_render_seconds_; }
    double last_update_seconds() const { return last_update_seconds_; }

    SDL_Window* window() const { return window_.get(); }
    SDL_Renderer* renderer() const { return renderer_.get(); }
    // How the renderer was chosen ("auto": no device, remembered or probed).
    RendererDecision renderer_decision() const { return renderer_decision_; }
    Clock& clock() { return *clock_; }

  private:
    struct StackChange {
        enum class Kind { Push, Pop, Replace, Reset } kind;
        std::unique_ptr<Scene> scene;
    };

    void handle_event(const SDL_Event& event);
    void refit_once_framed();
    void dispatch_action(UiAction action);
    void apply_stack_changes();
    void sync_text_input();
    void render();
    bool needs_ticks() const;
    void wait_for_events();
    void update_top();
    void trace_top();
    void adopt_old_autosave();
    void remove_abandoned_writes() const;
    Point to_output(int x, int y) const;
    void trace_window();

    AppOptions options_;
    SystemClock system_clock_;
    Clock* clock_ = nullptr;
    std::string data_dir_;
    // Taken first thing and held while the window runs; busy: another window has the folder.
    std::unique_ptr<DataFolderLock> lock_;
    Settings settings_;
    Notice notice_;
    std::uint64_t next_seed_ = 0;

    // The card atlas being decoded, started as soon as the settings say which deck: it is most
    // of the start-up's work and needs neither the window nor the renderer, so it overlaps their
    // set-up and the fonts'.
    std::future<AtlasImages> atlas_images_;

    // Declaration order = reverse destruction order: scenes and gfx (textures, fonts) go first,
    // then the renderer, the window, and the SDL libraries last (SdlSession).
    struct SdlSession {
        SdlSession();
        ~SdlSession();
    };
    SdlSession session_;
    WindowPtr window_;
    RendererPtr renderer_;
    RendererDecision renderer_decision_ = RendererDecision::Asked;
    std::unique_ptr<FullscreenWindow> fullscreen_;
    // The audio device (closed before SDL quits); silent where there is none.
    std::unique_ptr<SoundBoard> sound_;
    std::unique_ptr<Gfx> gfx_;
    std::vector<std::unique_ptr<Scene>> stack_;
    std::vector<StackChange> changes_;

    double last_time_ = 0;
    double accumulator_ = 0;
    bool update_owed_ = true; // a wake from sleep or a new scene: the top scene gets an update
    bool dirty_ = true;
    // Until then (SDL ticks, 0: done) the first window event that finds the window manager's
    // frame fits the window again, frame included (fit_to_usable_area).
    Uint32 refit_until_ms_ = 0;
    bool quit_ = false;
    std::uint64_t frames_presented_ = 0;
    double last_render_seconds_ = -1;
    double last_update_seconds_ = -1;
    std::string last_trace_;
    const Scene* traced_top_ = nullptr; // --trace-play: the top last printed
};

} // namespace parlor::app
