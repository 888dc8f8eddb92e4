#pragma once
// A record is written as the game goes: each line appended and flushed at once, so a crash (or a
// power cut) loses at most the line being written. A folder of records keeps the newest few.

#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace parlor::record {

class RecordFile {
  public:
    // Opens `path` for appending (creating it): nothing, and `error` one line naming the file,
    // when it cannot be.
    static std::optional<RecordFile> open(const std::string& path, std::string& error);

    // Appends `line` and a newline, and flushes them to the file; false (and `error`) if the
    // file refused them.
    bool append(const std::string& line, std::string& error);

    const std::string& path() const { return path_; }

  private:
    struct Close {
        void operator()(std::FILE* file) const { std::fclose(file); }
    };
    RecordFile(std::string path, std::FILE* file) : path_(std::move(path)), file_(file) {}
    std::string path_;
    std::unique_ptr<std::FILE, Close> file_;
};

// A record of one played game is tens of kilobytes; `simulate --log` of thousands of games is
// megabytes. Far past that is a file picked by mistake, refused by its size before it is read.
inline constexpr std::uintmax_t record_file_limit = std::uintmax_t{256} << 20;

// The text of a record file, or nothing and `error`, one line naming the file (as a save's:
// cards/save_file_read.hpp).
std::optional<std::string> read_record_file(const std::string& path, std::string& error);

// Deletes the oldest records of `folder` whose names end in `suffix` (".jsonl"), so that `keep`
// are left; the names sort by age (they begin with the date and time they were started). Returns
// the paths deleted. A missing folder has nothing to delete.
std::vector<std::string> keep_newest(const std::string& folder, const std::string& suffix,
                                     std::size_t keep);

} // namespace parlor::record
