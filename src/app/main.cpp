// parlor: the SDL2 program. Parses the command line, then runs the App (or one of the
// measurement modes: --screenshot, --bench-frames).

#include "app/core/app.hpp"
#include "app/core/decks.hpp"
#include "app/core/file_argument.hpp"
#include "app/core/paths.hpp"
#include "app/core/window_size.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/printable_lines.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace parlor::app;

// VmRSS from /proc (Linux), in kB.
std::optional<long> resident_kb() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0) {
            return std::atol(line.c_str() + 6);
        }
    }
    return std::nullopt;
}

// The floor of a repaint: one copy of a full-window texture to the screen and the present, what
// a steady frame of a cached table costs. Measured between the repaints so both see the same load.
class Floor {
  public:
    explicit Floor(SDL_Renderer* renderer) : renderer_(renderer) {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(renderer, &w, &h);
        texture_.reset(
            SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h));
        if (texture_) {
            SDL_SetTextureBlendMode(texture_.get(), SDL_BLENDMODE_NONE);
        }
    }
    void draw() {
        SDL_RenderCopy(renderer_, texture_.get(), nullptr, nullptr);
        SDL_RenderPresent(renderer_);
    }

  private:
    SDL_Renderer* renderer_;
    TexturePtr texture_;
};

int bench(App& app, const std::string& game, int frames, std::uint64_t seed, bool crowded) {
    const TableEntry* entry = find_table(game);
    if (crowded && !entry->crowded_bench) {
        std::fprintf(stderr,
                     "parlor: --bench-crowded: %s has no table more crowded than its "
                     "busy one (drop the option)\n",
                     game.c_str());
        return 2;
    }
    app.reset_to(crowded ? entry->crowded_bench(app, seed) : entry->bench(app, seed));
    // Apply the change and let the deal animation finish: the busy table is the one measured.
    app.step(2);
    for (int i = 0; i < 1200 && app.top() && app.top()->ticking(); ++i) {
        app.step();
    }
    // Wall time, and the CPU time this process spent: on a loaded machine the wall time of a
    // long repaint includes the time other programs ran, the CPU time does not.
    std::vector<double> cpu;
    auto time_ms = [&cpu](auto&& what) {
        const std::clock_t c0 = std::clock();
        const auto t0 = std::chrono::steady_clock::now();
        what();
        const auto t1 = std::chrono::steady_clock::now();
        cpu.push_back(1000.0 * double(std::clock() - c0) / CLOCKS_PER_SEC);
        return std::chrono::duration<double, std::milli>(t1 - t0).count();
    };
    // Steady frames (the table's cached picture copied), then full repaints: a table repaints
    // after every move or hover change, and on_resume makes it forget its picture. Each repaint
    // is paired with a floor measurement, so a burst of load on the machine hits both.
    std::vector<double> steady, full, floor_ms, full_cpu, floor_cpu;
    for (int i = 0; i < frames; ++i) {
        steady.push_back(time_ms([&] { app.render_now(); }));
    }
    Floor floor(app.renderer());
    for (int i = 0; i < frames; ++i) {
        cpu.clear();
        floor_ms.push_back(time_ms([&] { floor.draw(); }));
        if (app.top()) {
            app.top()->on_resume();
        }
        full.push_back(time_ms([&] { app.render_now(); }));
        floor_cpu.push_back(cpu[0]);
        full_cpu.push_back(cpu[1]);
    }
    // Repaints of the whole picture, bars and still level too: what a move that changes the
    // bars (a score, the log) costs once.
    std::vector<double> whole, whole_cpu;
    for (int i = 0; i < frames / 3; ++i) {
        if (app.top()) {
            app.top()->on_resume();
        }
        app.gfx().forget_backdrop();
        cpu.clear();
        whole.push_back(time_ms([&] { app.render_now(); }));
        whole_cpu.push_back(cpu[0]);
    }
    for (auto* v : {&steady, &full, &floor_ms, &full_cpu, &floor_cpu, &whole, &whole_cpu}) {
        std::sort(v->begin(), v->end());
    }
    auto pct = [](const std::vector<double>& ms, double p) {
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(p * ms.size()))];
    };
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app.renderer(), &w, &h);
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(app.renderer(), &info);
    std::printf("%s: %d frames at %dx%d (%s renderer): p50 %.2f ms, p99 %.2f ms, max %.2f ms; "
                "%zu full repaints: p50 %.2f ms, p99 %.2f ms; floor: p50 %.2f ms; "
                "repaint/floor %.1fx; cpu: repaint p50 %.2f ms, p99 %.2f ms, floor p50 %.2f ms\n",
                game.c_str(), frames, w, h, info.name, pct(steady, 0.5), pct(steady, 0.99),
                steady.back(), full.size(), pct(full, 0.5), pct(full, 0.99), pct(floor_ms, 0.5),
                pct(full, 0.5) / std::max(1e-6, pct(floor_ms, 0.5)), pct(full_cpu, 0.5),
                pct(full_cpu, 0.99), pct(floor_cpu, 0.5));
    std::printf("%s: %zu repaints with the bars and the still level painted again: p50 %.2f ms, "
                "p99 %.2f ms; cpu: p50 %.2f ms, p99 %.2f ms\n",
                game.c_str(), whole.size(), pct(whole, 0.5), pct(whole, 0.99), pct(whole_cpu, 0.5),
                pct(whole_cpu, 0.99));
    if (const auto rss = resident_kb()) {
        std::printf("%s: resident memory after the bench: %ld MB (%zu prepared pixels)\n",
                    game.c_str(), *rss / 1024, app.gfx().prepared_pixels());
    }
    return 0;
}

// --print-paths: the folders this program would use, and 1 if it lacks the assets or the fonts.
int print_paths() {
    const std::string assets = find_assets_dir();
    const std::string fonts = find_font_dir();
    std::printf("assets: %s\nfonts: %s\ndata: %s\n",
                assets.empty() ? "(not found)" : assets.c_str(),
                fonts.empty() ? "(not found)" : fonts.c_str(), find_data_dir().c_str());
    return assets.empty() || fonts.empty() ? 1 : 0;
}

} // namespace

int main(int argc, char** argv) {
    const auto started = std::chrono::steady_clock::now();
#ifdef __GLIBC__
    // Image buffers (the atlas, the felt, render layers) are megabytes each and short-lived: a
    // fixed mmap threshold hands them back to the system when freed, instead of letting glibc
    // raise the threshold and keep them in the heap for the rest of the run.
    mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
    // A write to a closed socket or pipe (the X server's, speech-dispatcher's, a closed stdout)
    // fails with EPIPE, which the writer tells, instead of a SIGPIPE ending the program without
    // a word.
    std::signal(SIGPIPE, SIG_IGN);
    CLI::App cli{"Parlor: card games against a computer that explains itself"};
    AppOptions options;
    std::string load, screenshot, size;
    std::uint64_t seed = 0;
    int frames = 30;
    int bench_frames = 0;
    cli.add_flag("--fullscreen", options.fullscreen, "Start fullscreen");
    const CLI::Validator existing(file_argument_problem, "FILE", "a file");
    auto* load_opt = cli.add_option("--load", load, "Open a saved game")->check(existing);
    std::string replay;
    int replay_game = 1;
    cli.add_option("--replay", replay,
                   "Watch a recorded game (a game record, docs/records.md) on its table")
        ->check(existing)
        ->excludes(load_opt);
    cli.add_option("--game", replay_game, "Which game of the --replay record (default 1)")
        ->check(CLI::Range(1, 1000000));
    auto* seed_opt =
        cli.add_option("--seed", seed, "Seed of the random choices (same seed, same game)");
    cli.add_option("--screenshot", screenshot, "Render the first scene, write this PNG and exit");
    cli.add_option("--frames", frames, "Frames to run before --screenshot (default 30)")
        ->check(CLI::Range(1, 100000));
    cli.add_option("--bench-frames", bench_frames,
                   "Render N frames of a busy table and print p50/p99")
        ->check(CLI::Range(1, 1000000));
    std::vector<std::string> games;
    for (const TableEntry& game : tables()) {
        games.push_back(game.id);
    }
    std::string bench_game = games.front();
    cli.add_option("--bench-game", bench_game, "The table --bench-frames renders")
        ->check(CLI::IsMember(games));
    bool bench_crowded = false;
    cli.add_flag("--bench-crowded", bench_crowded,
                 "Bench the game's most crowded table (Cruno: ten players, 30 cards in your hand)");
    cli.add_option("--size", size, "Window size WxH (default 1280x720)");
    bool gpu = false, software = false;
    auto* gpu_flag = cli.add_flag(
        "--gpu", gpu, "Draw with the GPU (accelerated renderer) whatever the settings say");
    cli.add_flag("--software", software,
                 "Draw with SDL's software renderer whatever the settings say")
        ->excludes(gpu_flag);
    cli.add_flag("--trace-window", options.trace_window,
                 "Print the frame's and the window's size whenever they change");
    cli.add_flag("--trace-play", options.trace_play,
                 "Print each change of screen and each line the table's log gains (for tests "
                 "that drive the program from outside)");
    cli.add_flag("--speech", options.speech,
                 "Start with the speech mode on: the table speaks through speech-dispatcher");
    cli.add_option("--speech-log", options.speech_log,
                   "Append every line the speech mode says to FILE, one a line");
    std::vector<std::string> deck_choices;
    for (const parlor::app::DeckChoice& deck : parlor::app::decks) {
        deck_choices.emplace_back(deck.name);
    }
    cli.add_option("--deck", options.deck,
                   "Draw the cards with this deck: four-colour (the default), classic or "
                   "high-contrast (kept in the settings, like Settings' Deck row)")
        ->check(CLI::IsMember(deck_choices));
    cli.add_option("--scale", options.ui_scale,
                   "Size of text and cards in percent: 100, 125, 150, 175 or 200 (kept in the "
                   "settings; also Ctrl+Plus and Ctrl+Minus)")
        ->check(CLI::IsMember(std::vector<int>(std::begin(parlor::app::ui_percents),
                                               std::end(parlor::app::ui_percents))));
    bool no_gfx_cache = false;
    cli.add_flag("--no-gfx-cache", no_gfx_cache,
                 "Draw without prepared sprites and shapes (to compare with --bench-frames)");
    bool report_startup = false;
    cli.add_flag("--report-startup", report_startup,
                 "Print the time from start to the first frame");
    bool show_paths = false;
    cli.add_flag("--print-paths", show_paths,
                 "Print the folders of the assets, the fonts and the player's data, and exit");
    try {
        cli.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        // The complaint repeats an argument as given (any bytes: a file's name): written as
        // every message quoting a file is (cards::printable_lines).
        std::ostringstream out;
        std::ostringstream err;
        const int code = cli.exit(error, out, err);
        std::cout << parlor::cards::printable_lines(out.str());
        std::cerr << parlor::cards::printable_lines(err.str());
        return code;
    }
    if (show_paths) {
        return print_paths();
    }
#ifdef PARLOR_APP_ID
    // The window's class (X11) and app id (Wayland) name the desktop entry, so that a desktop
    // shows the entry's name and icon for the window. SDL 2.26 takes them from these variables.
    setenv("SDL_VIDEO_X11_WMCLASS", PARLOR_APP_ID, 0);
    setenv("SDL_VIDEO_WAYLAND_WMCLASS", PARLOR_APP_ID, 0);
#endif

    if (!size.empty()) {
        const auto parsed = parse_window_size(size);
        if (!parsed) {
            std::cerr << "--size: expected WIDTHxHEIGHT such as 1280x720, each at most "
                      << max_window_side << ", got \"" << parlor::cards::printable(size) << "\"\n";
            return 2;
        }
        options.width = parsed->first;
        options.height = parsed->second;
    }
    if (!options.speech_log.empty() &&
        !std::ofstream(options.speech_log, std::ios::app | std::ios::binary)) {
        // Asked for and not writable: said now rather than found empty after a game.
        std::cerr << "--speech-log: " << parlor::cards::printable(options.speech_log)
                  << " cannot be written\n";
        return 2;
    }
    if (!load.empty()) {
        options.load = load;
    }
    if (!replay.empty()) {
        options.replay = replay;
        options.replay_game = replay_game;
    }
    if (*seed_opt) {
        options.seed = seed;
    }
    FakeClock fake_clock;
    const bool measuring = !screenshot.empty() || bench_frames > 0;
    if (gpu) {
        options.renderer = "gpu";
    } else if (software || measuring) {
        // Measurements and screenshots use the software renderer unless --gpu asks: the same
        // picture and the same costs on every machine.
        options.renderer = "software";
    }
    // A window for playing fits the screen it opens on; a picture or a measurement keeps its size.
    options.fit_to_screen = !measuring;
    if (measuring) {
        // Deterministic time: N frames are N fixed steps, whatever the machine's speed.
        options.fake_clock = &fake_clock;
    }

    try {
        App app(options);
        app.gfx().set_caching(!no_gfx_cache);
        if (bench_frames > 0) {
            const int status =
                bench(app, bench_game, bench_frames, options.seed.value_or(1), bench_crowded);
            if (!screenshot.empty()) { // what was measured
                if (auto error = app.save_screenshot(screenshot)) {
                    std::cerr << "parlor: " << *error << "\n";
                    return 1;
                }
            }
            return status;
        }
        if (!screenshot.empty()) {
            app.step(frames);
            if (auto error = app.save_screenshot(screenshot)) {
                std::cerr << "parlor: " << *error << "\n";
                return 1;
            }
            std::cout << "wrote " << screenshot << " (" << app.top_name() << ")\n";
            return 0;
        }
        if (report_startup) {
            while (app.frames_presented() == 0 && !app.quitting()) {
                app.frame();
            }
            const auto ms = std::chrono::duration<double, std::milli>(
                std::chrono::steady_clock::now() - started);
            SDL_RendererInfo info{};
            SDL_GetRendererInfo(app.renderer(), &info);
            std::printf("first frame after %.0f ms (%s renderer, %s); resident memory %ld MB\n",
                        ms.count(), info.name ? info.name : "?", to_string(app.renderer_decision()),
                        resident_kb().value_or(0) / 1024);
            std::fflush(stdout);
        }
        return app.run();
    } catch (const std::exception& e) {
        std::cerr << "parlor: " << e.what() << "\n";
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Parlor cannot start", e.what(), nullptr);
        return 1;
    }
}
