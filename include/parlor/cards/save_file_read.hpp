#pragma once
// The one way a saved game comes off the disk: with a size limit. A save is a few kilobytes; a
// file far past that (a log, a disk image picked by mistake) is refused at once by its size,
// never read whole first: a 210 MB file used to cost 2.5 GB of memory and 8 s before its error.
// `parlor-cli play --load`, `check`, `advise`, the window's load dialog, its Continue and the
// title screen's summaries all read through here.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::cards {

// Far above any real save (the largest, a Cruno table of ten, is under 4 KiB), far below what
// would hurt to hold in memory.
inline constexpr std::uintmax_t save_file_limit = std::uintmax_t{1} << 20;

// The text of a save file, or nothing and `error`, one line naming the file:
// "FILE: cannot be read (No such file or directory)", "FILE: is a folder, not a file",
// "FILE: 220200960 bytes, too large for a saved game (the limit is 1 MiB)".
// A UTF-8 byte order mark at the start of the file (editors on Windows write one) is not part of
// the text: it is left out here, for every game's saves and records alike, and the readers see
// the text after it. Anywhere else it is a character like any other.
// `limit` is for tests and for other files read the same way (a game record: `what` names it).
std::optional<std::string> read_save_file(const std::string& path, std::string& error,
                                          std::uintmax_t limit = save_file_limit,
                                          std::string_view what = "a saved game");

} // namespace parlor::cards
