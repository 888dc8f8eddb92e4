// parlor_icon_gen write|check HICOLOR_DIR: draws the program's icon at the freedesktop sizes as
// HICOLOR_DIR/<N>x<N>/apps/parlor.png, and as HICOLOR_DIR/scalable/apps/parlor.svg.
// `write` (re)writes them; `check` redraws them in memory and fails if the files differ, so the
// committed icons are always what this generator draws. Deterministic: no clock, no randomness.

#include "icon/drawing.hpp"
#include "icon/raster.hpp"
#include "icon/svg.hpp"

#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using namespace parlor::icon_gen;

constexpr int sizes[] = {16, 32, 48, 64, 128, 256};
// Another optimisation level may round a pixel's coverage the other way: allow that, no more.
constexpr int tolerance = 2;

using SurfacePtr = std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)>;

fs::path png_path(const fs::path& dir, int size) {
    const std::string n = std::to_string(size);
    return dir / (n + "x" + n) / "apps" / "parlor.png";
}

fs::path svg_path(const fs::path& dir) {
    return dir / "scalable" / "apps" / "parlor.svg";
}

void write_png(const std::vector<std::uint8_t>& rgba, int size, const fs::path& path) {
    SurfacePtr surface(SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_RGBA32),
                       SDL_FreeSurface);
    if (!surface) {
        throw std::runtime_error(std::string("out of memory: ") + SDL_GetError());
    }
    for (int y = 0; y < size; ++y) {
        std::memcpy(static_cast<std::uint8_t*>(surface->pixels) + y * surface->pitch,
                    &rgba[static_cast<std::size_t>(y) * size * 4],
                    static_cast<std::size_t>(size) * 4);
    }
    fs::create_directories(path.parent_path());
    if (IMG_SavePNG(surface.get(), path.string().c_str()) != 0) {
        throw std::runtime_error("cannot write " + path.string() + ": " + IMG_GetError());
    }
}

// The problem with the PNG at `path` against the drawing, or "" if it matches.
std::string compare_png(const std::vector<std::uint8_t>& rgba, int size, const fs::path& path) {
    SurfacePtr loaded(IMG_Load(path.string().c_str()), SDL_FreeSurface);
    if (!loaded) {
        return std::string("cannot read it: ") + IMG_GetError();
    }
    SurfacePtr surface(SDL_ConvertSurfaceFormat(loaded.get(), SDL_PIXELFORMAT_RGBA32, 0),
                       SDL_FreeSurface);
    if (!surface || surface->w != size || surface->h != size) {
        return "is not " + std::to_string(size) + "x" + std::to_string(size) + " pixels";
    }
    int off = 0;
    for (int y = 0; y < size; ++y) {
        const auto* row = static_cast<const std::uint8_t*>(surface->pixels) + y * surface->pitch;
        for (int i = 0; i < size * 4; ++i) {
            if (std::abs(row[i] - rgba[static_cast<std::size_t>(y) * size * 4 + i]) > tolerance) {
                ++off;
            }
        }
    }
    return off == 0 ? "" : std::to_string(off) + " channel values differ from the drawing";
}

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

int write_all(const fs::path& dir) {
    for (int size : sizes) {
        write_png(paint(icon_shapes(frame / size), size).to_rgba8(), size, png_path(dir, size));
        std::printf("wrote %s\n", png_path(dir, size).string().c_str());
    }
    fs::create_directories(svg_path(dir).parent_path());
    std::ofstream(svg_path(dir), std::ios::binary) << to_svg(icon_shapes());
    std::printf("wrote %s\n", svg_path(dir).string().c_str());
    return 0;
}

int check_all(const fs::path& dir) {
    int problems = 0;
    auto report = [&](const fs::path& path, const std::string& problem) {
        std::fprintf(stderr, "%s: %s; redraw with: cmake --build <build> --target icons\n",
                     path.string().c_str(), problem.c_str());
        ++problems;
    };
    for (int size : sizes) {
        const std::string problem = compare_png(paint(icon_shapes(frame / size), size).to_rgba8(),
                                                size, png_path(dir, size));
        if (!problem.empty()) {
            report(png_path(dir, size), problem);
        }
    }
    if (read_text(svg_path(dir)) != to_svg(icon_shapes())) {
        report(svg_path(dir), "differs from what tools/icon draws");
    }
    if (problems == 0) {
        std::printf("%zu icons match the drawing\n", std::size(sizes) + 1);
    }
    return problems == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    const std::string mode = argc == 3 ? argv[1] : "";
    if (mode != "write" && mode != "check") {
        std::fprintf(stderr, "usage: %s write|check HICOLOR_DIR\n", argv[0]);
        return 2;
    }
    try {
        return mode == "write" ? write_all(argv[2]) : check_all(argv[2]);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "parlor_icon_gen: %s\n", e.what());
        return 1;
    }
}
