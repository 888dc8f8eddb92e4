// A record on disk: each line there as soon as it is appended, and only the newest kept.

#include "parlor/record/record_file.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <unistd.h>

using namespace parlor::record;
namespace fs = std::filesystem;

namespace {

std::string file_text(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

struct Folder {
    fs::path path =
        fs::temp_directory_path() / ("parlor-record-test-" + std::to_string(::getpid()));
    Folder() {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~Folder() { fs::remove_all(path); }
};

} // namespace

TEST_CASE("each line appended is in the file at once, after what was there") {
    Folder folder;
    const std::string path = (folder.path / "g.jsonl").string();
    std::string error;
    {
        auto file = RecordFile::open(path, error);
        REQUIRE(file);
        REQUIRE(file->append(R"({"event":"start","game":1})", error));
        // Read while the file is still open: the line is there, not waiting in a buffer.
        CHECK(file_text(path) == "{\"event\":\"start\",\"game\":1}\n");
    }
    auto again = RecordFile::open(path, error);
    REQUIRE(again);
    REQUIRE(again->append(R"({"event":"end","game":1})", error));
    CHECK(file_text(path) == "{\"event\":\"start\",\"game\":1}\n{\"event\":\"end\",\"game\":1}\n");
}

TEST_CASE("a record that cannot be opened says which file and why") {
    Folder folder;
    std::string error;
    const std::string path = (folder.path / "missing" / "g.jsonl").string();
    CHECK_FALSE(RecordFile::open(path, error));
    CHECK(error == path + ": cannot be written (No such file or directory)");
}

TEST_CASE("a folder of records keeps the newest, by the date and time that begin their names") {
    Folder folder;
    for (const char* name : {"2026-11-29-101500.jsonl", "2026-11-28-230000.jsonl",
                             "2026-11-29-090000.jsonl", "2026-11-30-000000.jsonl", "notes.txt"}) {
        std::ofstream(folder.path / name) << "{}\n";
    }
    const auto deleted = keep_newest(folder.path.string(), ".jsonl", 2);
    REQUIRE(deleted.size() == 2);
    CHECK(fs::path(deleted[0]).filename() == "2026-11-28-230000.jsonl");
    CHECK(fs::path(deleted[1]).filename() == "2026-11-29-090000.jsonl");
    CHECK(fs::exists(folder.path / "2026-11-29-101500.jsonl"));
    CHECK(fs::exists(folder.path / "2026-11-30-000000.jsonl"));
    CHECK(fs::exists(folder.path / "notes.txt"));
    CHECK(keep_newest(folder.path.string(), ".jsonl", 2).empty());
    CHECK(keep_newest((folder.path / "none").string(), ".jsonl", 2).empty());
}
