#include "app/scenes/folder_listing.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/catalogue/catalogue.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <optional>

namespace parlor::app {

namespace fs = std::filesystem;

namespace {

bool ends_with(const std::string& s, std::string_view suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string with_slash(std::string folder) {
    if (folder.empty() || folder.back() != '/') {
        folder += '/';
    }
    return folder;
}

long long seconds_of(fs::file_time_type t) {
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::file_clock::to_sys(t).time_since_epoch())
        .count();
}

// The first `limit` bytes of a plain file, opened as read_save_file opens it (without waiting
// on a FIFO nobody writes); nothing for anything else or an unreadable file.
std::optional<std::string> head_of(const std::string& path, std::size_t limit) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        return std::nullopt;
    }
    struct stat status {};
    std::optional<std::string> head;
    if (::fstat(fd, &status) == 0 && S_ISREG(status.st_mode)) {
        std::string text(limit, '\0');
        std::size_t got = 0;
        while (got < limit) {
            const ssize_t n = ::read(fd, text.data() + got, limit - got);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                break;
            }
            got += static_cast<std::size_t>(n);
        }
        text.resize(got);
        head = std::move(text);
    }
    ::close(fd);
    return head;
}

// A record begins with its JSON start line (after an optional byte order mark).
bool looks_like_record(std::string_view head) {
    if (head.rfind("\xEF\xBB\xBF", 0) == 0) {
        head.remove_prefix(3);
    }
    const std::size_t first = head.find_first_not_of(" \t\r\n");
    return first != std::string_view::npos && head[first] == '{';
}

// What a file is to the games, or nothing when it is none of theirs (it is then not listed).
// A ".txt" (the suffix the window saves with) or ".jsonl" (its records) is always listed: one
// that no game reads says so, as the data folder's list always did.
std::optional<FolderEntry> examine(FolderEntry file, const cards::SeatWords& words) {
    const bool save_name = ends_with(file.path, ".txt");
    const bool record_name = ends_with(file.path, ".jsonl");
    const std::optional<std::string> head = head_of(file.path, record_head_bytes);
    if (head && looks_like_record(*head)) {
        std::string error;
        const std::size_t end = head->find('\n');
        const std::string first_line = head->substr(0, end);
        if (end == std::string::npos && head->size() == record_head_bytes) {
            error = cards::printable(file.path) + ":1: the start line is longer than " +
                    std::to_string(record_head_bytes / 1024) + " KiB; not a game record";
        } else if (const catalogue::Game* game =
                       catalogue::record_game(first_line, file.path, error)) {
            file.kind = FolderEntry::Kind::Record;
            file.game = std::string(game->name);
            return file;
        }
        if (!record_name && !save_name) {
            return std::nullopt;
        }
        file.kind = FolderEntry::Kind::Unloadable;
        file.error = error;
        return file;
    }
    if (file.size > cards::save_file_limit && !save_name) {
        return std::nullopt; // too large to be anyone's save: not read
    }
    std::string read_error;
    const std::optional<std::string> text = cards::read_save_file(file.path, read_error);
    if (!text) {
        if (!save_name && !record_name) {
            return std::nullopt;
        }
        file.kind = FolderEntry::Kind::Unloadable;
        file.error = read_error;
        return file;
    }
    const catalogue::Detection found = catalogue::detect(*text);
    if (!found.game && !found.ambiguous() && !save_name && !record_name) {
        return std::nullopt;
    }
    if (found.game) {
        file.game = std::string(found.game->name);
    }
    const catalogue::CheckReport report = catalogue::check_text(found, *text, file.path, words);
    if (report.ok) {
        file.kind = FolderEntry::Kind::Save;
        file.summary = report.summary;
    } else {
        file.kind = FolderEntry::Kind::Unloadable;
        file.error = report.error;
    }
    return file;
}

} // namespace

std::string parent_folder(const std::string& folder) {
    fs::path p(folder);
    while (p.has_relative_path() && !p.has_filename()) {
        p = p.parent_path(); // "/a/b/" → "/a/b"
    }
    if (!p.has_relative_path()) {
        return {};
    }
    return with_slash(p.parent_path().string());
}

std::string normal_folder(const std::string& folder) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(folder, ec);
    return with_slash(ec ? folder : absolute.lexically_normal().string());
}

FolderListing list_folder(const std::string& folder, const cards::SeatWords& words) {
    FolderListing listing;
    std::error_code ec;
    listing.folder = normal_folder(folder);
    const std::string up = parent_folder(listing.folder);
    if (!up.empty()) {
        listing.entries.push_back(
            FolderEntry{.kind = FolderEntry::Kind::Parent, .path = up, .name = ".."});
    }
    std::vector<FolderEntry> folders, files;
    fs::directory_iterator it(listing.folder, ec);
    if (ec) {
        listing.error =
            cards::printable(listing.folder) + ": cannot be read (" + ec.message() + ")";
        return listing;
    }
    for (const fs::directory_iterator end; it != end; it.increment(ec)) {
        if (ec) {
            break;
        }
        const std::string name = it->path().filename().string();
        if (name.empty() || name.front() == '.') {
            continue;
        }
        std::error_code e2;
        const fs::file_status status = it->status(e2); // follows links, as opening would
        FolderEntry entry{.path = it->path().string(), .name = cards::printable(name)};
        if (const auto t = it->last_write_time(e2); !e2) {
            entry.modified = seconds_of(t);
        }
        if (fs::is_directory(status)) {
            folders.push_back(std::move(entry));
        } else if (fs::is_regular_file(status)) {
            entry.size = it->file_size(e2);
            files.push_back(std::move(entry));
        }
    }
    std::sort(folders.begin(), folders.end(),
              [](const FolderEntry& a, const FolderEntry& b) { return a.path < b.path; });
    std::sort(files.begin(), files.end(), [](const FolderEntry& a, const FolderEntry& b) {
        return a.modified != b.modified ? a.modified > b.modified : a.path < b.path;
    });
    for (FolderEntry& f : folders) {
        listing.entries.push_back(std::move(f));
    }
    int examined = 0;
    for (FolderEntry& f : files) {
        if (examined == files_examined) {
            ++listing.not_examined;
            continue;
        }
        ++examined;
        if (std::optional<FolderEntry> known = examine(std::move(f), words)) {
            listing.entries.push_back(std::move(*known));
        }
    }
    return listing;
}

} // namespace parlor::app
