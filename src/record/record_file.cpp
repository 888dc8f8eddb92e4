#include "parlor/record/record_file.hpp"

#include "parlor/cards/save_file_read.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <system_error>

namespace parlor::record {

namespace fs = std::filesystem;

std::optional<RecordFile> RecordFile::open(const std::string& path, std::string& error) {
    std::FILE* file = std::fopen(path.c_str(), "ab");
    if (file == nullptr) {
        error = cards::printable(path) + ": cannot be written (" + std::strerror(errno) + ")";
        return std::nullopt;
    }
    return RecordFile(path, file);
}

bool RecordFile::append(const std::string& line, std::string& error) {
    std::FILE* file = file_.get();
    const bool written = std::fwrite(line.data(), 1, line.size(), file) == line.size() &&
                         std::fputc('\n', file) != EOF && std::fflush(file) == 0;
    if (!written) {
        error = path_ + ": cannot be written (" + std::strerror(errno) + ")";
    }
    return written;
}

std::vector<std::string> keep_newest(const std::string& folder, const std::string& suffix,
                                     std::size_t keep) {
    std::vector<std::string> records;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const std::string name = entry.path().filename().string();
        if (entry.is_regular_file(ec) && name.size() > suffix.size() && name.ends_with(suffix)) {
            records.push_back(entry.path().string());
        }
    }
    std::sort(records.begin(), records.end());
    std::vector<std::string> deleted;
    for (std::size_t i = 0; i + keep < records.size(); ++i) {
        if (fs::remove(records[i], ec)) {
            deleted.push_back(records[i]);
        }
    }
    return deleted;
}

std::optional<std::string> read_record_file(const std::string& path, std::string& error) {
    return cards::read_save_file(path, error, record_file_limit, "a game record");
}

} // namespace parlor::record
