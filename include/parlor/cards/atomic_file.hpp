#pragma once
// Saves are written atomically: to a temporary file beside the target, flushed to disk, then
// renamed over it. A failure at any step leaves the old file as it was.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace parlor::cards {

// Returns an error sentence, or nothing on success. The temporary file is the target's name and
// ".tmp-PID" (the writer's process id), beside it.
std::optional<std::string> write_file_atomically(const std::string& path, std::string_view content);

// Deletes the temporary files that writers killed before their rename left in `folder` (not in
// the folders inside it): plain files named "NAME.tmp-PID" whose PID is no running process (a
// running one may be writing it now). Nothing else is touched: not a file of another name, not a
// folder or a link of that name. Returns the paths deleted.
std::vector<std::string> remove_abandoned_temporaries(const std::string& folder);

// The fault suite's seam, for a machine where no small full filesystem can be mounted: while
// `error` is not 0 (ENOSPC, say) every write_file_atomically fails with it as a full disk would,
// before its temporary file is written. Never set outside the tests.
void fail_atomic_writes_for_tests(int error);

// A data file read as read_save_file reads (1 MiB at most, no pipe nor device); error says why.
std::optional<std::string> read_whole_file(const std::string& path, std::string& error);

} // namespace parlor::cards
