#include "app/core/app.hpp"

#include "app/core/decks.hpp"
#include "app/core/paths.hpp"
#include "app/core/renderer_choice.hpp"
#include "app/core/speech.hpp"
#include "app/core/trace.hpp"
#include "app/core/window_bounds.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/title_scene.hpp"
#include "app/scenes/unfinished_question.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <SDL_image.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <random>
#include <stdexcept>

namespace parlor::app {

App::SdlSession::SdlSession() {
    // An X server that has just started has refused parlor's first connection (about once in 60
    // starts under Xvfb; the message box that followed opened on the same display). So a display
    // that will not open is asked again for two seconds before parlor gives up.
    constexpr int tries = 10;
    for (int attempt = 1; SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0;
         ++attempt) {
        const std::string error = SDL_GetError();
        if (attempt == tries) {
            throw std::runtime_error("The display could not be opened: " + error);
        }
        std::fprintf(stderr, "parlor: the display could not be opened (%s); trying again\n",
                     error.c_str());
        SDL_Delay(200);
    }
    if (TTF_Init() != 0) {
        const std::string error = TTF_GetError();
        SDL_Quit();
        throw std::runtime_error("The text renderer could not start: " + error);
    }
    if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) {
        const std::string error = IMG_GetError();
        TTF_Quit();
        SDL_Quit();
        throw std::runtime_error("PNG support could not start: " + error);
    }
}

App::SdlSession::~SdlSession() {
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}

namespace {

// Set before SDL_Init: hints that shape the renderer. (The session member is built after.)
bool prepare_hints(const AppOptions& options) {
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    if (options.software_renderer || options.renderer == "software") {
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
        // Present straight to the window's native framebuffer (XShm on X11), not through a
        // hidden OpenGL texture: no GL driver gets loaded at all.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    }
    return true;
}

} // namespace

App::App(AppOptions options)
    : options_((prepare_hints(options), std::move(options))),
      clock_(options_.fake_clock ? static_cast<Clock*>(options_.fake_clock) : &system_clock_) {
    set_play_tracing(options_.trace_play);
    data_dir_ = options_.data_dir.empty() ? find_data_dir() : options_.data_dir;
    if (!data_dir_.empty() && data_dir_.back() != '/') {
        data_dir_ += '/';
    }
    lock_ = std::make_unique<DataFolderLock>(data_dir_);
    std::string settings_error;
    settings_ = load_settings(settings_path(), &settings_error);
    if (read_only()) {
        notice_ = Notice{read_only_notice, false};
    } else if (!settings_error.empty()) {
        notice_ = Notice{settings_error, true};
    }
    // ---- deck (issue 45): --deck, else the settings' ----
    if (find_deck(options_.deck)) {
        settings_.deck = options_.deck;
    }
    atlas_images_ =
        std::async(std::launch::async, [file = std::string(find_deck(settings_.deck)->file)] {
            const std::string assets = find_assets_dir();
            return assets.empty() ? AtlasImages{} : load_atlas_images(assets + file);
        });
    // The speech mode, as the settings or --speech have it (app/core/speech.hpp).
    settings_.speech = settings_.speech || options_.speech;
    speaker().set_log(options_.speech_log);
    speaker().set_service(options_.speech_service);
    speaker().set_on(settings_.speech);
    // The size of text and cards, as the settings or --scale have it.
    if (is_ui_percent(options_.ui_scale)) {
        settings_.ui_scale = options_.ui_scale;
    }
    Scale::percent = settings_.ui_scale;
    if (!read_only()) {
        adopt_old_autosave();
        remove_abandoned_writes();
    }

    const bool fullscreen = options_.fullscreen || settings_.fullscreen;
    // Made windowed, then turned fullscreen like F11 does, so it works without a window manager.
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    flags |= options_.hidden ? SDL_WINDOW_HIDDEN : SDL_WINDOW_SHOWN;
    window_.reset(SDL_CreateWindow("Parlor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                   options_.width, options_.height, flags));
    if (!window_) {
        throw std::runtime_error(std::string("The window could not be opened: ") + SDL_GetError());
    }
    SDL_SetWindowMinimumSize(window_.get(), 800, 480);
    if (options_.fit_to_screen && !options_.hidden) {
        fit_to_usable_area(window_.get(), options_.width, options_.height, 800, 480);
        // A window manager tells its frame only once it has framed the window: fit again then.
        refit_until_ms_ = SDL_GetTicks() + 3000;
    }
    settings_.fullscreen = fullscreen;

    const std::string choice = options_.software_renderer  ? std::string("software")
                               : options_.renderer.empty() ? settings_.renderer
                                                           : options_.renderer;
    const RendererProbe remembered = settings_.renderer_probe;
    RendererChoice made = create_renderer(window_.get(), choice, settings_.renderer_probe);
    renderer_ = std::move(made.renderer);
    renderer_decision_ = made.decision;
    if (settings_.renderer_probe != remembered) {
        save_settings(); // the next start takes the answer without asking the driver again
    }
    if (!renderer_) {
        throw std::runtime_error(std::string("No renderer is available: ") + SDL_GetError());
    }
    fullscreen_ = std::make_unique<FullscreenWindow>(window_.get());
    if (fullscreen) {
        fullscreen_->set(true);
    }

    const std::string font_dir = find_font_dir();
    if (font_dir.empty()) {
        throw std::runtime_error("Parlor needs the DejaVu fonts: DejaVuSans.ttf was not found in "
                                 "/usr/share/fonts/truetype/dejavu. Install Debian's package "
                                 "fonts-dejavu-core (apt-get install fonts-dejavu-core), or set "
                                 "PARLOR_FONT_DIR to a folder holding DejaVuSans.ttf and "
                                 "DejaVuSans-Bold.ttf.");
    }
    const std::string assets = find_assets_dir();
    if (assets.empty()) {
        throw std::runtime_error("The card images (assets/cards.qoi) were not found next to the "
                                 "program or in the source tree. Set PARLOR_ASSETS_DIR, or rebuild "
                                 "them with: cmake --build <build> --target atlas");
    }
    AtlasImages atlas = atlas_images_.get();
    if (!atlas.error.empty() && settings_.deck != default_deck) {
        // A deck's file missing (an older install's assets): the four-colour cards, and a word.
        notice_ = Notice{atlas.error, true};
        settings_.deck = std::string(default_deck);
        atlas = load_atlas_images(assets + std::string(find_deck(default_deck)->file));
    }
    gfx_ = std::make_unique<Gfx>(renderer_.get(), font_dir, std::move(atlas));
    sound_ = std::make_unique<SoundBoard>(assets + "sounds/");
#ifdef __GLIBC__
    // Decoding and reducing the atlas went through tens of megabytes of short-lived buffers
    // that glibc would otherwise keep in the heap for the whole run.
    malloc_trim(0);
#endif

    next_seed_ = options_.seed
                     ? *options_.seed
                     : (std::uint64_t{std::random_device{}()} << 32) ^ std::random_device{}();

    stack_.push_back(std::make_unique<TitleScene>(*this));
    if (options_.load) {
        // As Load game does: checked whole, and the game in progress asked about first.
        load_asking_first(*this, *options_.load, /*from_dialog=*/false);
        static_cast<TitleScene*>(stack_.back().get())->on_resume(); // shows a refusal
    } else if (options_.replay) {
        OpenedGame opened = open_record_file(*this, *options_.replay, options_.replay_game);
        if (opened.scene) {
            push(std::move(opened.scene));
        } else {
            notice_ = Notice{opened.error, true};
            static_cast<TitleScene*>(stack_.back().get())->on_resume();
        }
    }
    apply_stack_changes();
    trace_top();
    last_time_ = clock_->now_seconds();
}

void App::remove_abandoned_writes() const {
    // A window killed while it wrote left NAME.tmp-PID beside the file it was replacing. Only the
    // folders Parlor writes in are looked at: the data folder, its unfinished games, its records.
    if (data_dir_.empty()) {
        return;
    }
    std::vector<std::string> folders = {data_dir_, data_dir_ + "unfinished"};
    std::error_code ec;
    for (const auto& game : std::filesystem::directory_iterator(data_dir_ + "records", ec)) {
        std::error_code kind;
        if (game.symlink_status(kind).type() == std::filesystem::file_type::directory) {
            folders.push_back(game.path().string());
        }
    }
    for (const std::string& folder : folders) {
        cards::remove_abandoned_temporaries(folder);
    }
}

void App::adopt_old_autosave() {
    // Earlier versions kept one autosave for every game; it becomes its game's unfinished game.
    const UnfinishedGames games = unfinished();
    std::error_code ec;
    std::filesystem::create_directories(data_dir_ + "unfinished", ec);
    if (std::filesystem::is_regular_file(games.old_autosave_path(), ec)) {
        const SaveSummary summary = summarize_save_file(games.old_autosave_path());
        if (summary.error.empty()) {
            games.adopt_old_autosave(summary.game_id,
                                     game_origin(settings_.difficulty(summary.game_id)));
        }
    }
}

void App::trace_top() {
    // --trace-play: each new top of the stack, once.
    if (play_tracing() && top() != traced_top_) {
        traced_top_ = top();
        trace_play("scene", top_name());
    }
}

App::~App() {
    // Scenes may hold textures and worker threads: they go before Gfx and the renderer.
    changes_.clear();
    while (!stack_.empty()) {
        stack_.pop_back();
    }
    gfx_.reset();
}

// ---- the stack ----

void App::push(std::unique_ptr<Scene> scene) {
    changes_.push_back(StackChange{StackChange::Kind::Push, std::move(scene)});
}
void App::pop() {
    changes_.push_back(StackChange{StackChange::Kind::Pop, nullptr});
}
void App::replace(std::unique_ptr<Scene> scene) {
    changes_.push_back(StackChange{StackChange::Kind::Replace, std::move(scene)});
}
void App::reset_to(std::unique_ptr<Scene> scene) {
    changes_.push_back(StackChange{StackChange::Kind::Reset, std::move(scene)});
}
void App::go_to_title(const std::string& notice, bool is_error) {
    notice_ = Notice{notice, is_error};
    reset_to(std::make_unique<TitleScene>(*this));
}
void App::quit() {
    quit_ = true;
}

Scene* App::top() const {
    return stack_.empty() ? nullptr : stack_.back().get();
}
std::string_view App::top_name() const {
    return stack_.empty() ? std::string_view{} : stack_.back()->name();
}

void App::apply_stack_changes() {
    if (changes_.empty()) {
        return;
    }
    // Scenes removed here are destroyed after the loop, so a scene that asked for its own
    // removal is never destroyed while one of its methods is still running further up.
    std::vector<std::unique_ptr<Scene>> removed;
    // Moves the top scene into `removed`; false when the stack is empty.
    auto take_top = [&] {
        if (stack_.empty()) {
            return false;
        }
        removed.push_back(std::move(stack_.back()));
        stack_.pop_back();
        return true;
    };
    bool revealed = false;
    while (!changes_.empty()) {
        std::vector<StackChange> batch = std::move(changes_);
        changes_.clear();
        for (StackChange& c : batch) {
            switch (c.kind) {
            case StackChange::Kind::Pop:
                if (take_top()) {
                    revealed = true;
                }
                continue;
            case StackChange::Kind::Replace:
                take_top();
                break;
            case StackChange::Kind::Reset:
                while (take_top()) {
                }
                break;
            case StackChange::Kind::Push:
                break;
            }
            // Push, Replace and Reset: the change's scene is the new top.
            stack_.push_back(std::move(c.scene));
            revealed = false;
        }
        if (revealed && !stack_.empty()) {
            stack_.back()->on_resume(); // may request more changes: the loop applies them
            revealed = false;
        }
    }
    if (stack_.empty()) {
        quit_ = true;
    }
    trace_top();
    sync_text_input();
    dirty_ = true;
    update_owed_ = true; // the new top looks at what is due before it is drawn again
}

void App::sync_text_input() {
    // Text input (and the on-screen keyboard / IME where there is one) is on exactly while the
    // top scene has a text field focused.
    const bool wanted = top() && top()->wants_text_input();
    if (wanted != (SDL_IsTextInputActive() == SDL_TRUE)) {
        wanted ? SDL_StartTextInput() : SDL_StopTextInput();
    }
}

// ---- the loop ----

bool App::needs_ticks() const {
    return top() && top()->ticking();
}

int App::run(const std::function<bool()>& stop_when) {
    last_time_ = clock_->now_seconds();
    while (!quit_ && !(stop_when && stop_when())) {
        if (!needs_ticks() && !dirty_ && changes_.empty() && !update_owed_) {
            wait_for_events();
            // Time asleep is not caught up on (nothing was moving), but whatever woke the loop
            // (input, a worker's answer, the timeout) gets the scene one update in this frame.
            last_time_ = clock_->now_seconds();
            update_owed_ = true;
        }
        const double start = clock_->now_seconds();
        frame();
        if (needs_ticks() && !quit_) {
            // Pace the ticks at 60 a second without spinning: sleep the rest of the frame,
            // waking early for input.
            const double left = step_seconds - (clock_->now_seconds() - start);
            if (left > 0.001) {
                SDL_WaitEventTimeout(nullptr, static_cast<int>(left * 1000));
            }
        }
    }
    return 0;
}

void App::wait_for_events() {
    // Blocks until an event arrives (input, or a worker's wake-up), or the idle timeout.
    SDL_WaitEventTimeout(nullptr, static_cast<int>(idle_wake_seconds * 1000));
}

void App::update_top() {
    if (Scene* s = top()) {
        s->update(step_seconds);
    }
    update_owed_ = false;
}

void App::frame() {
    // Requests made outside the loop (by main, by a test, by a worker's result) count too.
    apply_stack_changes();
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        handle_event(event);
        apply_stack_changes();
        sync_text_input();
        if (quit_) {
            return;
        }
    }
    const double now = clock_->now_seconds();
    accumulator_ += std::max(0.0, now - last_time_);
    last_time_ = now;
    // Capped catch-up: after a stall at most max_steps_per_frame updates run.
    accumulator_ = std::min(accumulator_, step_seconds * max_steps_per_frame);
    // An update is owed (input, a wake-up, a new scene): it runs now, as the frame's first step.
    if (update_owed_) {
        accumulator_ = std::max(accumulator_, step_seconds);
    }
    // A scene that ticked until now may stop in this frame's updates because what it waited
    // for has come (a worker's answer taken and shown): that frame is drawn too, or the answer
    // would stay unseen until the next input.
    const bool was_ticking = needs_ticks();
    // The tolerance keeps float rounding from dropping a step when time advances in exact steps.
    while (accumulator_ >= step_seconds - 1e-9) {
        last_update_seconds_ = clock_->now_seconds();
        update_top();
        accumulator_ = std::max(0.0, accumulator_ - step_seconds);
        apply_stack_changes();
        if (quit_) {
            return;
        }
    }
    if (was_ticking || needs_ticks()) {
        dirty_ = true;
    }
    if (dirty_) {
        render();
        dirty_ = false;
    }
}

void App::step(int frames) {
    for (int i = 0; i < frames && !quit_; ++i) {
        if (options_.fake_clock) {
            options_.fake_clock->advance(step_seconds);
        }
        frame();
    }
}

void App::handle_event(const SDL_Event& e) {
    // (An event that woke the loop from its sleep has already earned the scene an update; one
    // that arrives while the scene ticks earns none, or moving the mouse would speed up what
    // moves.)
    Scene* s = top();
    switch (e.type) {
    case SDL_QUIT:
        quit();
        return;
    case SDL_WINDOWEVENT:
        dirty_ = true;
        refit_once_framed();
        return;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        gfx_->forget_prepared(); // their pictures are gone with the targets
        dirty_ = true;
        return;
    case SDL_KEYDOWN: {
        dirty_ = true;
        const bool text_mode = s && s->wants_text_input();
        if (auto action = map_key(e.key, text_mode)) {
            dispatch_action(*action);
        } else if (auto letter = key_letter(e.key, text_mode); letter && s) {
            s->on_key(*letter);
        }
        return;
    }
    case SDL_TEXTINPUT:
        dirty_ = true;
        if (s && s->wants_text_input()) {
            s->on_text(e.text.text);
        }
        return;
    case SDL_MOUSEMOTION: {
        dirty_ = true;
        if (s) {
            MouseEvent m;
            m.kind = MouseEvent::Kind::Move;
            m.pos = to_output(e.motion.x, e.motion.y);
            m.button = (e.motion.state & SDL_BUTTON_LMASK) ? SDL_BUTTON_LEFT : 0;
            s->on_mouse(m);
        }
        return;
    }
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
        dirty_ = true;
        if (s) {
            MouseEvent m;
            m.kind = e.type == SDL_MOUSEBUTTONDOWN ? MouseEvent::Kind::Down : MouseEvent::Kind::Up;
            m.pos = to_output(e.button.x, e.button.y);
            m.button = e.button.button;
            m.clicks = e.button.clicks;
            s->on_mouse(m);
        }
        return;
    }
    case SDL_MOUSEWHEEL: {
        dirty_ = true;
        if (s) {
            int x = 0, y = 0;
            SDL_GetMouseState(&x, &y);
            MouseEvent m;
            m.kind = MouseEvent::Kind::Wheel;
            m.pos = to_output(x, y);
            m.wheel = static_cast<float>(e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e.wheel.y
                                                                                     : e.wheel.y);
            s->on_mouse(m);
        }
        return;
    }
    default:
        return;
    }
}

void App::refit_once_framed() {
    if (refit_until_ms_ == 0) {
        return;
    }
    if (SDL_GetTicks() > refit_until_ms_) {
        refit_until_ms_ = 0; // no frame came: the first fit stands
        return;
    }
    int top = 0, left = 0, bottom = 0, right = 0;
    if (SDL_GetWindowBordersSize(window_.get(), &top, &left, &bottom, &right) != 0 ||
        top + left + bottom + right == 0) {
        return; // not framed yet
    }
    refit_until_ms_ = 0;
    fit_to_usable_area(window_.get(), options_.width, options_.height, 800, 480);
}

void App::dispatch_action(UiAction action) {
    switch (action) {
    case UiAction::ToggleFullscreen:
        toggle_fullscreen();
        return;
    case UiAction::Quit:
        quit();
        return;
    case UiAction::Larger:
    case UiAction::Smaller:
        step_ui_scale(action == UiAction::Larger ? 1 : -1);
        return;
    case UiAction::Shortcuts:
        if (top_name() == "shortcuts") {
            pop();
        } else {
            push(std::make_unique<ShortcutsOverlay>(*this));
        }
        return;
    default:
        if (Scene* s = top()) {
            s->on_action(action);
        }
    }
}

Point App::to_output(int x, int y) const {
    int ww = 0, wh = 0, ow = 0, oh = 0;
    SDL_GetWindowSize(window_.get(), &ww, &wh);
    SDL_GetRendererOutputSize(renderer_.get(), &ow, &oh);
    const float sx = ww > 0 ? float(ow) / float(ww) : 1.0f;
    const float sy = wh > 0 ? float(oh) / float(wh) : 1.0f;
    return Point{x * sx, y * sy};
}

void App::render() {
    render_now();
}

void App::render_now() {
    gfx_->begin_frame();
    SDL_RenderSetClipRect(renderer_.get(), nullptr);
    // Draw from the first opaque scene up, so overlays show the scene they cover.
    std::size_t first = stack_.empty() ? 0 : stack_.size() - 1;
    while (first > 0 && stack_[first]->is_overlay()) {
        --first;
    }
    if (stack_.empty()) {
        gfx_->clear(Color{0, 0, 0, 255});
    }
    for (std::size_t i = first; i < stack_.size(); ++i) {
        stack_[i]->render(*gfx_);
    }
    SDL_RenderPresent(renderer_.get());
    ++frames_presented_;
    last_render_seconds_ = clock_->now_seconds();
    if (options_.trace_window) {
        trace_window();
    }
}

void App::trace_window() {
    // One line whenever what was drawn or where changes: the frame's size (the renderer's
    // output), the window as SDL has it, and as the display server has it.
    int x = 0, y = 0, w = 0, h = 0;
    SDL_GetWindowPosition(window_.get(), &x, &y);
    SDL_GetWindowSize(window_.get(), &w, &h);
    const auto real = real_window_bounds(window_.get());
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(renderer_.get(), &info);
    char line[320];
    std::snprintf(line, sizeof line,
                  "frame %dx%d window %d,%d %dx%d real %d,%d %dx%d fullscreen %s renderer %s",
                  gfx_->width(), gfx_->height(), x, y, w, h, real ? real->x : x, real ? real->y : y,
                  real ? real->w : w, real ? real->h : h, to_string(fullscreen_->mode()),
                  info.name ? info.name : "?");
    if (line != last_trace_) {
        last_trace_ = line;
        std::printf("%s\n", line);
        std::fflush(stdout);
    }
}

// ---- services ----

void App::save_settings() {
    if (read_only()) {
        return; // the title said so: another window keeps the settings
    }
    if (auto error = parlor::app::save_settings(settings_path(), settings_)) {
        notice_ = Notice{"Settings not saved: " + *error, true};
    }
}

bool App::use_deck(const std::string& name) {
    const DeckChoice* deck = find_deck(name);
    const std::string assets = find_assets_dir();
    if (!deck || assets.empty()) {
        return false;
    }
    AtlasImages images = load_atlas_images(assets + std::string(deck->file));
    if (std::string error = gfx_->replace_atlas(std::move(images)); !error.empty()) {
        notice_ = Notice{error, true};
        return false;
    }
    settings_.deck = name;
    save_settings();
    return true;
}

void App::set_ui_scale(int percent) {
    if (!is_ui_percent(percent)) {
        return;
    }
    settings_.ui_scale = percent;
    Scale::percent = percent;
    // The bars painted on the felt are keyed by what they show, not by their size.
    gfx_->forget_backdrop();
    dirty_ = true;
    save_settings();
}

void App::step_ui_scale(int direction) {
    const auto at = std::find(std::begin(ui_percents), std::end(ui_percents), settings_.ui_scale);
    const auto index = std::clamp<std::ptrdiff_t>(
        (at == std::end(ui_percents) ? 0 : at - std::begin(ui_percents)) + direction, 0,
        std::ssize(ui_percents) - 1);
    set_ui_scale(ui_percents[index]);
}

void App::play_sound(Sound sound) {
    if (settings_.sound) {
        sound_->play(sound, settings_.sound_volume);
    }
}

void App::sound_settings_changed() {
    if (!settings_.sound) {
        sound_->silence();
    }
}

Statistics App::load_statistics(std::string* notice) const {
    return parlor::app::load_statistics(statistics_path(), notice,
                                        read_only() ? StatisticsAccess::ReadOnly
                                                    : StatisticsAccess::Write);
}

std::optional<std::string> App::save_statistics(const Statistics& statistics) const {
    if (read_only()) {
        return std::string(data_folder_taken);
    }
    return parlor::app::save_statistics(statistics_path(), statistics);
}

UnfinishedGames App::unfinished() const {
    return UnfinishedGames(data_dir_, read_only());
}
std::string App::statistics_path() const {
    return data_dir_ + "statistics.json";
}
std::string App::settings_path() const {
    return data_dir_ + "settings.json";
}
std::uint64_t App::next_seed() {
    return next_seed_++;
}

App::Notice App::take_notice() {
    Notice n = std::move(notice_);
    notice_ = Notice{};
    return n;
}

bool App::fullscreen() const {
    return fullscreen_->on();
}

void App::set_fullscreen(bool on) {
    fullscreen_->set(on);
    settings_.fullscreen = on;
    save_settings();
    dirty_ = true;
}

std::optional<std::string> App::save_screenshot(const std::string& path) {
    gfx_->begin_frame();
    const int w = gfx_->width(), h = gfx_->height();
    SurfacePtr shot(SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888));
    if (!shot) {
        return std::string("out of memory: ") + SDL_GetError();
    }
    // Draw the frame again without presenting, so the read sees exactly this frame.
    SDL_RenderSetClipRect(renderer_.get(), nullptr);
    std::size_t first = stack_.empty() ? 0 : stack_.size() - 1;
    while (first > 0 && stack_[first]->is_overlay()) {
        --first;
    }
    for (std::size_t i = first; i < stack_.size(); ++i) {
        stack_[i]->render(*gfx_);
    }
    if (SDL_RenderReadPixels(renderer_.get(), nullptr, SDL_PIXELFORMAT_ARGB8888, shot->pixels,
                             shot->pitch) != 0) {
        return std::string("the frame could not be read: ") + SDL_GetError();
    }
    SDL_RenderPresent(renderer_.get());
    if (IMG_SavePNG(shot.get(), path.c_str()) != 0) {
        return "could not write " + cards::printable(path) + ": " + IMG_GetError();
    }
    return std::nullopt;
}

} // namespace parlor::app
