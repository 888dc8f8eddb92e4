#pragma once
// `play --log FILE`: the game's record written to a file as the engine writes it, each line
// flushed at once, and cut back to the engine's record after a take-back (engine::RecordSink).

#include "cli/io.hpp"

#include "parlor/engine/game.hpp"

#include <cstddef>
#include <fstream>
#include <string>
#include <vector>

namespace parlor::cli {

class RecordFile {
  public:
    // Opens `path` for a new record; false (said on io.err) when it is already there and
    // --force was not given, or when it cannot be written (cli/output_file.hpp).
    bool open(const std::string& path, const Io& io);
    // After the game: false (said on io.err) when a line of the record could not be written.
    bool close(const Io& io);
    bool is_open() const { return out_.is_open(); }
    // The engine's sink: each line added, and the file cut back to its first n lines.
    engine::RecordSink sink();

  private:
    void add(const std::string& line);
    void truncate(std::size_t lines);

    std::string path_;
    std::ofstream out_;
    std::vector<std::streamoff> ends_; // where each line ends in the file, for a cut
};

} // namespace parlor::cli
