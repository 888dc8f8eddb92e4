#include "app/table/table_record.hpp"

#include "parlor/cards/atomic_file.hpp"

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <system_error>

namespace parlor::app::table {

std::string record_stamp() {
    using namespace std::chrono;
    const auto now = system_clock::now();
    const std::time_t seconds = system_clock::to_time_t(now);
    const auto millis = duration_cast<milliseconds>(now.time_since_epoch()).count() % 1000;
    std::tm utc{};
    gmtime_r(&seconds, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y%m%d-%H%M%S", &utc);
    char stamp[48];
    std::snprintf(stamp, sizeof stamp, "%s-%03d", text, static_cast<int>(millis));
    return stamp;
}

bool TableRecord::open(const std::string& data_dir, const std::string& game, std::string& error) {
    const std::string folder = data_dir + "records/" + game + "/";
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    if (ec) {
        error = folder + ": the game's record cannot be kept (" + ec.message() + ")";
        return false;
    }
    path_ = folder + record_stamp() + ".jsonl";
    file_ = record::RecordFile::open(path_, error);
    if (file_) {
        record::keep_newest(folder, ".jsonl", records_kept);
    }
    return file_.has_value();
}

bool TableRecord::reopen(const std::string& path, std::string& error) {
    path_ = path;
    lines_.clear();
    if (const auto failed = cards::write_file_atomically(path_, "")) {
        error = *failed;
        return false;
    }
    file_ = record::RecordFile::open(path_, error);
    return file_.has_value();
}

void TableRecord::add(const std::string& line, std::string& error) {
    if (!recording()) {
        return;
    }
    lines_.push_back(line);
    if (file_ && !file_->append(line, error)) {
        file_.reset();
    }
}

std::string TableRecord::text() const {
    std::string text;
    for (const std::string& line : lines_) {
        text += line + "\n";
    }
    return text;
}

void TableRecord::truncate(std::size_t size, std::string& error) {
    if (!recording() || size >= lines_.size()) {
        return;
    }
    lines_.resize(size);
    if (in_memory_) {
        return;
    }
    file_.reset(); // closed before it is replaced
    if (const auto failed = cards::write_file_atomically(path_, text())) {
        error = *failed;
        return;
    }
    file_ = record::RecordFile::open(path_, error);
}

} // namespace parlor::app::table
