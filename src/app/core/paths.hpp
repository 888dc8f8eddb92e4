#pragma once
// Where things are on disk: the user's data folder, the assets, the fonts.

#include <string>
#include <vector>

namespace parlor::app {

// $PARLOR_DATA_DIR if set (tests use a temporary folder), else SDL_GetPrefPath("parlor",
// "parlor"). Always ends with '/'. Created if missing.
std::string find_data_dir();

// The places the assets may be, in the order they are tried.
struct AssetPlaces {
    std::string override_dir; // $PARLOR_ASSETS_DIR
    std::string exe_dir;      // the running program's folder
    std::string installed;    // from the program's folder to the install's assets (relative)
    std::string build_dir;    // the build tree the program was compiled in
    std::string source_dir;   // the source tree's assets/
};

// The folder holding cards.qoi, ending with '/': the override, <exe>/assets (a program unpacked
// with its assets beside it), the install's share/parlor/assets, then the source tree's assets -
// but the source tree only for a program run from inside its build tree (the build's parlor, the
// tests): an installed program uses its own assets or none, never a source tree that happens to
// be on the machine. Empty if no candidate has cards.qoi.
std::string find_assets_dir(const AssetPlaces& places);
// The same with this program's places.
std::string find_assets_dir();

// The folder holding DejaVuSans.ttf and DejaVuSans-Bold.ttf: $PARLOR_FONT_DIR, then Debian's
// /usr/share/fonts/truetype/dejavu. Empty if not found.
std::string find_font_dir();

// Files in `dir` (not recursive) whose name ends with `suffix`, newest first, with their
// modification times (seconds since the epoch).
struct FileEntry {
    std::string path;
    std::string name;
    long long modified = 0;
};
std::vector<FileEntry> list_files(const std::string& dir, const std::string& suffix);

// "2024-05-01 14:03" in local time.
std::string format_time(long long seconds_since_epoch);

// A file name safe for any filesystem from what a player typed ("My game!" -> "My game").
std::string sanitize_file_name(const std::string& typed);

} // namespace parlor::app
