#include "cli/record_file.hpp"

#include "cli/output_file.hpp"

#include <optional>

#include <filesystem>
#include <ostream>

namespace parlor::cli {

bool RecordFile::open(const std::string& path, const Io& io) {
    path_ = path;
    if (const std::optional<std::string> error = open_output_file(path, io.replace_files, out_)) {
        io.err << "play: " << *error << '\n';
        return false;
    }
    return true;
}

bool RecordFile::close(const Io& io) {
    if (const std::optional<std::string> error = close_output_file(path_, out_)) {
        io.err << "play: the game's record was lost: " << *error << '\n';
        return false;
    }
    return true;
}

engine::RecordSink RecordFile::sink() {
    return {[this](const std::string& line) { add(line); },
            [this](std::size_t lines) { truncate(lines); }};
}

void RecordFile::add(const std::string& line) {
    out_ << line << '\n' << std::flush;
    const std::streamoff before = ends_.empty() ? 0 : ends_.back();
    ends_.push_back(before + static_cast<std::streamoff>(line.size() + 1));
}

// The file is closed, cut at the end of its n-th line and opened again for the lines to come.
void RecordFile::truncate(std::size_t lines) {
    if (lines >= ends_.size()) {
        return;
    }
    ends_.resize(lines);
    out_.close();
    std::error_code ignored; // a file that cannot be cut keeps its lines: the game goes on
    std::filesystem::resize_file(path_, ends_.empty() ? 0 : ends_.back(), ignored);
    out_.open(path_, std::ios::app | std::ios::binary);
}

} // namespace parlor::cli
