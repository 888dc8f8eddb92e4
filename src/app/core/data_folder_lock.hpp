#pragma once
// One data folder, one writer. Two windows on one data folder would write over each other's
// unfinished games, statistics and settings without a word, so the first window takes an OS lock
// on a file in the folder (parlor.lock, flock) and holds it while it runs; a window that finds it
// taken opens read-only (App::read_only). The kernel lets go of the lock when its holder's file
// is closed, which a crash or a kill -9 does too: no lock is ever left stuck by a dead window.
// No SDL.

#include <string>

namespace parlor::app {

// Why a read-only window writes nothing, as the sentences that refuse a write say it.
inline constexpr const char* data_folder_taken = "another Parlor window is using this data folder";

class DataFolderLock {
  public:
    // Tries to take the lock of `data_dir` (ending with '/') without waiting.
    explicit DataFolderLock(const std::string& data_dir);
    ~DataFolderLock();
    DataFolderLock(const DataFolderLock&) = delete;
    DataFolderLock& operator=(const DataFolderLock&) = delete;

    // Another process holds the lock: this one must not write to the folder. A folder where the
    // lock file cannot even be made (read-only, gone) is not busy: its writes fail and say so.
    bool busy() const { return busy_; }

    // The lock file's name in the data folder.
    static constexpr const char* file_name = "parlor.lock";

  private:
    int fd_ = -1;
    bool busy_ = false;
};

} // namespace parlor::app
