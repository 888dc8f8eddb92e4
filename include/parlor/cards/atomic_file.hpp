#pragma once
// Saves are written atomically: to a temporary file beside the target, flushed to disk, then
// renamed over it. A failure at any step leaves the old file as it was.

#include <optional>
#include <string>
#include <string_view>

namespace parlor::cards {

// Returns an error sentence, or nothing on success.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view content);

// The fault suite's seam, for a machine where no small full filesystem can be mounted: while
// `error` is not 0 (ENOSPC, say) every write_file_atomically fails with it as a full disk would,
// before its temporary file is written. Never set outside the tests.
void fail_atomic_writes_for_tests(int error);

// A data file read as read_save_file reads (1 MiB at most, no pipe nor device); error says why.
std::optional<std::string> read_whole_file(const std::string& path, std::string& error);

} // namespace parlor::cards
