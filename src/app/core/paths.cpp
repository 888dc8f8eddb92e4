#include "app/core/paths.hpp"

#include <SDL.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace parlor::app {

namespace {

std::string with_slash(std::string dir) {
    if (!dir.empty() && dir.back() != '/') {
        dir += '/';
    }
    return dir;
}

std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? std::string(v) : std::string();
}

std::string exe_dir() {
    char* base = SDL_GetBasePath();
    if (!base) {
        return {};
    }
    std::string dir(base);
    SDL_free(base);
    return with_slash(dir);
}

// Whether `dir` is `root` or a folder inside it, symbolic links resolved.
bool is_within(const fs::path& dir, const fs::path& root) {
    std::error_code ec1, ec2;
    const fs::path d = fs::weakly_canonical(dir, ec1), r = fs::weakly_canonical(root, ec2);
    if (ec1 || ec2) {
        return false;
    }
    const fs::path rel = d.lexically_relative(r);
    return !rel.empty() && *rel.begin() != "..";
}

} // namespace

std::string find_data_dir() {
    std::string dir = env("PARLOR_DATA_DIR");
    if (dir.empty()) {
        if (char* pref = SDL_GetPrefPath("parlor", "parlor")) {
            dir = pref;
            SDL_free(pref);
        }
    }
    if (dir.empty()) {
        dir = "./";
    }
    std::error_code ec;
    fs::create_directories(dir, ec);
    return with_slash(dir);
}

std::string find_assets_dir(const AssetPlaces& places) {
    std::vector<fs::path> candidates;
    if (!places.override_dir.empty()) {
        candidates.emplace_back(places.override_dir);
    }
    if (!places.exe_dir.empty()) {
        candidates.push_back(fs::path(places.exe_dir) / "assets");
        if (!places.installed.empty()) {
            candidates.push_back(fs::path(places.exe_dir) / places.installed);
        }
        if (!places.source_dir.empty() && !places.build_dir.empty() &&
            is_within(places.exe_dir, places.build_dir)) {
            candidates.emplace_back(places.source_dir);
        }
    }
    for (const auto& c : candidates) {
        std::error_code ec;
        if (fs::exists(c / "cards.qoi", ec)) {
            return with_slash(c.lexically_normal().string());
        }
    }
    return {};
}

std::string find_assets_dir() {
    AssetPlaces places;
    places.override_dir = env("PARLOR_ASSETS_DIR");
    places.exe_dir = exe_dir();
#ifdef PARLOR_INSTALLED_ASSETS
    places.installed = PARLOR_INSTALLED_ASSETS;
#endif
#if defined(PARLOR_BUILD_DIR) && defined(PARLOR_SOURCE_ASSETS_DIR)
    places.build_dir = PARLOR_BUILD_DIR;
    places.source_dir = PARLOR_SOURCE_ASSETS_DIR;
#endif
    return find_assets_dir(places);
}

std::string find_font_dir() {
    std::vector<std::string> candidates;
    if (auto e = env("PARLOR_FONT_DIR"); !e.empty()) {
        candidates.push_back(with_slash(e));
    }
    candidates.push_back("/usr/share/fonts/truetype/dejavu/");
    candidates.push_back("/usr/local/share/fonts/truetype/dejavu/");
    candidates.push_back("/usr/share/fonts/dejavu/");
    for (const auto& c : candidates) {
        std::error_code ec;
        if (fs::exists(fs::path(c) / "DejaVuSans.ttf", ec)) {
            return c;
        }
    }
    return {};
}

std::vector<FileEntry> list_files(const std::string& dir, const std::string& suffix) {
    std::vector<FileEntry> files;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        std::error_code e2;
        if (!it->is_regular_file(e2)) {
            continue;
        }
        const std::string name = it->path().filename().string();
        if (name.size() < suffix.size() ||
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0) {
            continue;
        }
        const auto ftime = it->last_write_time(e2);
        long long seconds = 0;
        if (!e2) {
            seconds = std::chrono::duration_cast<std::chrono::seconds>(
                          std::chrono::file_clock::to_sys(ftime).time_since_epoch())
                          .count();
        }
        files.push_back(FileEntry{it->path().string(), name, seconds});
    }
    std::sort(files.begin(), files.end(), [](const FileEntry& a, const FileEntry& b) {
        return a.modified != b.modified ? a.modified > b.modified : a.name < b.name;
    });
    return files;
}

std::string format_time(long long seconds) {
    const std::time_t t = static_cast<std::time_t>(seconds);
    std::tm tm{};
    localtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M", &tm);
    return buf;
}

std::string sanitize_file_name(const std::string& typed) {
    std::string out;
    for (unsigned char c : typed) {
        if (c >= 0x80 || std::isalnum(c) || c == ' ' || c == '-' || c == '_' || c == '.') {
            out += static_cast<char>(c);
        }
    }
    // No leading dots or spaces (hidden files, odd names), no trailing spaces or dots.
    const auto first = out.find_first_not_of(" .");
    if (first == std::string::npos) {
        return {};
    }
    out = out.substr(first);
    while (!out.empty() && (out.back() == ' ' || out.back() == '.')) {
        out.pop_back();
    }
    if (out.size() > 80) {
        out.resize(80);
    }
    return out;
}

} // namespace parlor::app
