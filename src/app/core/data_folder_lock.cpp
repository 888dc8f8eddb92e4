#include "app/core/data_folder_lock.hpp"

#include <cerrno>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace parlor::app {

DataFolderLock::DataFolderLock(const std::string& data_dir) {
    // O_CLOEXEC: a program the window starts must not hold the folder after the window is gone.
    fd_ = ::open((data_dir + file_name).c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) {
        return;
    }
    // flock, not fcntl's locks: those belong to the process and go with any close of the file by
    // any part of it, where flock's belong to this open file alone.
    while (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
        if (errno == EINTR) {
            continue;
        }
        busy_ = errno == EWOULDBLOCK;
        ::close(fd_);
        fd_ = -1;
        return;
    }
}

DataFolderLock::~DataFolderLock() {
    if (fd_ >= 0) {
        ::close(fd_); // lets go of the lock
    }
}

} // namespace parlor::app
