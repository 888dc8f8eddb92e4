#include "app/core/file_argument.hpp"

#include "parlor/cards/text_as_data.hpp"

#include <cerrno>
#include <cstring>

#include <sys/stat.h>

namespace parlor::app {

std::string file_argument_problem(const std::string& path) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0) {
        const int error = errno;
        if (error == ENOENT) {
            return cards::printable(path) + ": does not exist";
        }
        if (error == ELOOP) {
            return cards::printable(path) + ": is a loop of symbolic links (" +
                   std::strerror(error) + ")";
        }
        return cards::printable(path) + ": cannot be read (" + std::strerror(error) + ")";
    }
    if (S_ISDIR(status.st_mode)) {
        return cards::printable(path) + ": is a folder, not a file";
    }
    // Whatever else it is (a FIFO, a device) the reader refuses it, saying so.
    return "";
}

} // namespace parlor::app
