#include "app/core/unfinished_left_out.hpp"

#include "parlor/cards/text_as_data.hpp"

#include <algorithm>
#include <filesystem>

namespace parlor::app {

namespace fs = std::filesystem;

std::vector<std::string> unfinished_left_out(const std::string& data_dir) {
    std::vector<std::string> lines;
    std::error_code ec;
    for (fs::directory_iterator it(data_dir + "unfinished", ec), end; !ec && it != end;
         it.increment(ec)) {
        const fs::path& path = it->path();
        if (path.extension() != ".txt" && path.extension() != ".json") {
            continue; // not named as an unfinished game: the temporary files of a write, say
        }
        std::error_code e2;
        const fs::file_status status = fs::status(path, e2); // a link: what it points to
        if (e2 || fs::is_regular_file(status)) {
            continue; // a file, or a link to nothing (its game is simply not there)
        }
        lines.push_back(cards::printable(path.string()) + ": " +
                        (fs::is_directory(status)
                             ? "is a folder, not a saved game"
                             : "is not a plain file (a pipe, a device or a socket)") +
                        "; Continue leaves it out");
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

} // namespace parlor::app
