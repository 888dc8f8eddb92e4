// Reading a save file off the disk: bounded by save_file_limit, refused at once past it.

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/save_file_read.hpp"

#include "common/sparse_file.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

using namespace parlor::cards;
namespace fs = std::filesystem;
using parlor::test::SparseFile;

namespace {

// Any reader: the test is about what reaches it.
LoadResult<std::size_t> read_length(std::string_view text, std::string_view) {
    return {text.size(), {}, {}};
}

} // namespace

TEST_CASE("a save file past the limit is refused by its size, in one line naming the limit") {
    const SparseFile huge("huge.txt", 210'000'000);
    const std::string expected =
        huge.path() + ": 210000000 bytes, too large for a saved game (the limit is 1 MiB)";
    std::string error;
    CHECK_FALSE(read_save_file(huge.path(), error));
    CHECK(error == expected);
    // Every game's load_save_file goes through it: the game's reader never sees the text.
    const LoadResult<std::size_t> loaded = load_save_file(huge.path(), read_length);
    CHECK_FALSE(loaded.state);
    CHECK(loaded.error == expected);

    const SparseFile just_over("over.txt", save_file_limit + 1);
    CHECK(load_save_file(just_over.path(), read_length).error ==
          just_over.path() + ": 1048577 bytes, too large for a saved game (the limit is 1 MiB)");
}

TEST_CASE("a save file at the limit is read whole") {
    const SparseFile at_limit("limit.txt", save_file_limit);
    const LoadResult<std::size_t> loaded = load_save_file(at_limit.path(), read_length);
    REQUIRE_MESSAGE(loaded.state, loaded.error);
    CHECK(*loaded.state == save_file_limit);
}

TEST_CASE("a device, a FIFO or a socket is refused at once, never read nor waited on") {
    // Issue 41 point 7: /dev/zero never ends; a FIFO that nobody writes used to block the open
    // for ever (the window never opened). Both are refused by what they are, before a byte.
    const std::string refused = ": is not a plain file (a pipe, a device or a socket); only files "
                                "are read";
    std::string error;
    CHECK_FALSE(read_save_file("/dev/zero", error, 64));
    CHECK(error == "/dev/zero" + refused);
    CHECK_FALSE(read_save_file("/dev/null", error));
    CHECK(error == "/dev/null" + refused);
    const std::string fifo =
        (fs::temp_directory_path() / ("parlor_fifo_" + std::to_string(::getpid()))).string();
    fs::remove(fifo);
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_FALSE(read_save_file(fifo, error));
    CHECK(error == fifo + refused);
    std::string data_error;
    CHECK_FALSE(read_whole_file(fifo, data_error)); // settings, statistics, unfinished games
    CHECK(data_error == fifo + refused);
    fs::remove(fifo);
}

TEST_CASE("settings, statistics and unfinished games are read with the save's limit") {
    const SparseFile big("parlor_big_data_file.json", save_file_limit + 1);
    std::string error;
    CHECK_FALSE(read_whole_file(big.path(), error));
    CHECK(error == big.path() + ": " + std::to_string(save_file_limit + 1) +
                       " bytes, too large for a data file (the limit is 1 MiB)");
}

TEST_CASE("a missing file or a folder is one line naming it") {
    std::string error;
    CHECK_FALSE(read_save_file("/nonexistent/parlor/save.txt", error));
    CHECK(error == "/nonexistent/parlor/save.txt: cannot be read (No such file or directory)");
    const std::string folder = fs::temp_directory_path().string();
    CHECK_FALSE(read_save_file(folder, error));
    CHECK(error == folder + ": is a folder, not a file");
}

TEST_CASE("a byte order mark at the start of a file is left out; anywhere else it is kept") {
    // The one place the rule is applied: every game's saves and records are read here.
    const std::string path =
        (fs::temp_directory_path() / ("parlor_bom_" + std::to_string(::getpid()))).string();
    const std::string bom = "\xEF\xBB\xBF";
    std::ofstream(path, std::ios::binary) << bom << "Round: 1\n" << bom << "x\n";
    std::string error;
    const auto text = read_save_file(path, error);
    REQUIRE_MESSAGE(text, error);
    CHECK(*text == "Round: 1\n" + bom + "x\n");
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bom;
    CHECK(read_save_file(path, error) == std::string());
    fs::remove(path);
}
