#pragma once
// A file of any size that takes no room on the disk (a sparse file: one 'R', then zeros), removed
// at the end of the test. A 210 MB save costs nothing unless something reads it.

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

#include <unistd.h>

namespace parlor::test {

class SparseFile {
  public:
    SparseFile(const std::string& name, std::uintmax_t size)
        : path_(std::filesystem::temp_directory_path() /
                ("parlor_sparse_" + std::to_string(::getpid()) + "_" + name)) {
        std::ofstream(path_, std::ios::binary).put('R');
        std::filesystem::resize_file(path_, size);
    }
    ~SparseFile() {
        std::error_code ignored;
        std::filesystem::remove(path_, ignored);
    }
    SparseFile(const SparseFile&) = delete;
    SparseFile& operator=(const SparseFile&) = delete;
    std::string path() const { return path_.string(); }

  private:
    std::filesystem::path path_;
};

} // namespace parlor::test
