// parlor: the SDL2 program. Parses the command line, then runs the App (or one of the
// measurement modes: --screenshot, --bench-frames).

#include "app/catalogue.hpp"
#include "app/core/app.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <charconv>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using namespace parlor::app;

// "1280x720" (or "1280X720"): two numbers of 2 to 5 digits.
std::optional<std::pair<int, int>> parse_size(std::string_view text) {
    const std::size_t x = text.find_first_of("xX");
    if (x == std::string_view::npos) {
        return std::nullopt;
    }
    auto number = [](std::string_view digits) -> std::optional<int> {
        int value = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.size() < 2 || digits.size() > 5 || error != std::errc{} ||
            end != digits.data() + digits.size() || digits.front() == '-' ||
            digits.front() == '+') {
            return std::nullopt;
        }
        return value;
    };
    const auto w = number(text.substr(0, x));
    const auto h = number(text.substr(x + 1));
    if (!w || !h) {
        return std::nullopt;
    }
    return std::pair{*w, *h};
}

int bench(App& app, const std::string& game, int frames, std::uint64_t seed) {
    app.reset_to(find_game(game)->bench(app, seed));
    // Apply the change and let the deal animation finish: the busy table is the one measured.
    app.step(2);
    for (int i = 0; i < 1200 && app.top() && app.top()->animating(); ++i) {
        app.step();
    }
    // Steady frames (the table's cached picture copied), then full repaints: a table repaints
    // after every move or hover change, and on_resume makes it forget its picture.
    auto measure = [&](int n, bool repaint) {
        std::vector<double> ms;
        ms.reserve(static_cast<std::size_t>(n));
        for (int i = 0; i < n; ++i) {
            if (repaint && app.top()) {
                app.top()->on_resume();
            }
            const auto t0 = std::chrono::steady_clock::now();
            app.render_now();
            const auto t1 = std::chrono::steady_clock::now();
            ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        }
        std::sort(ms.begin(), ms.end());
        return ms;
    };
    auto pct = [](const std::vector<double>& ms, double p) {
        return ms[std::min(ms.size() - 1, static_cast<std::size_t>(p * ms.size()))];
    };
    const std::vector<double> steady = measure(frames, false);
    const std::vector<double> full = measure(std::max(10, frames / 10), true);
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(app.renderer(), &w, &h);
    SDL_RendererInfo info{};
    SDL_GetRendererInfo(app.renderer(), &info);
    std::printf("%s: %d frames at %dx%d (%s renderer): p50 %.2f ms, p99 %.2f ms, max %.2f ms; "
                "%zu full repaints: p50 %.2f ms, p99 %.2f ms\n",
                game.c_str(), frames, w, h, info.name, pct(steady, 0.5), pct(steady, 0.99),
                steady.back(), full.size(), pct(full, 0.5), pct(full, 0.99));
    return 0;
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
    CLI::App cli{"Parlor: card games against a computer that explains itself"};
    AppOptions options;
    std::string load, screenshot, size;
    std::uint64_t seed = 0;
    int frames = 30;
    int bench_frames = 0;
    cli.add_flag("--fullscreen", options.fullscreen, "Start fullscreen");
    cli.add_option("--load", load, "Open a saved game")->check(CLI::ExistingFile);
    auto* seed_opt =
        cli.add_option("--seed", seed, "Seed of the random choices (same seed, same game)");
    cli.add_option("--screenshot", screenshot, "Render the first scene, write this PNG and exit");
    cli.add_option("--frames", frames, "Frames to run before --screenshot (default 30)")
        ->check(CLI::Range(1, 100000));
    cli.add_option("--bench-frames", bench_frames,
                   "Render N frames of a busy table and print p50/p99")
        ->check(CLI::Range(1, 1000000));
    std::vector<std::string> games;
    for (const GameInfo& game : catalogue()) {
        games.push_back(game.id);
    }
    std::string bench_game = games.front();
    cli.add_option("--bench-game", bench_game, "The table --bench-frames renders")
        ->check(CLI::IsMember(games));
    cli.add_option("--size", size, "Window size WxH (default 1280x720)");
    bool gpu = false;
    cli.add_flag("--gpu", gpu,
                 "Draw with the GPU (accelerated renderer) instead of SDL's software renderer");
    bool report_startup = false;
    cli.add_flag("--report-startup", report_startup,
                 "Print the time from start to the first frame");
    CLI11_PARSE(cli, argc, argv);

    if (!size.empty()) {
        const auto parsed = parse_size(size);
        if (!parsed) {
            std::cerr << "--size: expected WIDTHxHEIGHT such as 1280x720, got \"" << size << "\"\n";
            return 2;
        }
        options.width = parsed->first;
        options.height = parsed->second;
    }
    if (!load.empty()) {
        options.load = load;
    }
    if (*seed_opt) {
        options.seed = seed;
    }
    options.software_renderer = !gpu;
    FakeClock fake_clock;
    const bool measuring = !screenshot.empty() || bench_frames > 0;
    if (measuring) {
        // Deterministic time: N frames are N fixed steps, whatever the machine's speed.
        options.fake_clock = &fake_clock;
    }

    try {
        App app(options);
        if (bench_frames > 0) {
            const int status = bench(app, bench_game, bench_frames, options.seed.value_or(1));
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
            std::printf("first frame after %.0f ms\n", ms.count());
            std::fflush(stdout);
        }
        return app.run();
    } catch (const std::exception& e) {
        std::cerr << "parlor: " << e.what() << "\n";
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Parlor cannot start", e.what(), nullptr);
        return 1;
    }
}
