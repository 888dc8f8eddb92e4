#pragma once
// Saves are written atomically: to a temporary file beside the target, flushed to disk, then
// renamed over it. A failure at any step leaves the old file as it was.

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cards {

// Returns an error sentence, or nothing on success.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view content);

// Reads a whole file; nothing if it cannot be read (error gets the reason).
std::optional<std::string> read_whole_file(const std::string& path, std::string& error);

} // namespace parlor::cards
