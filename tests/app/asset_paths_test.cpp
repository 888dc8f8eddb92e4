// Where the program finds its assets: installed, unpacked, overridden, and run from the build
// tree; and that an installed program never falls back to a source tree on the same machine.

#include "app/core/paths.hpp"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace asset_paths_test {

using namespace parlor::app;
namespace fs = std::filesystem;

namespace {

// A scratch folder standing for a machine: an install prefix, a source tree and its build tree.
class Machine {
  public:
    Machine()
        : root_(fs::temp_directory_path() / ("parlor-asset-paths-" + std::to_string(::getpid()))) {
        fs::remove_all(root_);
        fs::create_directories(root_);
    }
    ~Machine() {
        std::error_code ignored;
        fs::remove_all(root_, ignored);
    }
    Machine(const Machine&) = delete;
    Machine& operator=(const Machine&) = delete;

    // A folder below the root, created, as a string ending with '/'.
    std::string dir(const std::string& relative) const {
        fs::create_directories(root_ / relative);
        return (root_ / relative).lexically_normal().string() + "/";
    }
    // A folder below the root holding a cards.qoi.
    std::string assets(const std::string& relative) const {
        const std::string d = dir(relative);
        std::ofstream(d + "cards.qoi") << "qoif";
        return d;
    }

  private:
    fs::path root_;
};

// The places of a program installed under <root>/prefix, built in <root>/src/build.
AssetPlaces installed_places(const Machine& m) {
    AssetPlaces p;
    p.exe_dir = m.dir("prefix/bin");
    p.installed = "../share/parlor/assets";
    p.build_dir = m.dir("src/build");
    p.source_dir = m.dir("src/assets");
    return p;
}

} // namespace

TEST_CASE("an installed program uses its share folder, even with a source tree on the machine") {
    Machine m;
    const std::string share = m.assets("prefix/share/parlor/assets");
    m.assets("src/assets");
    CHECK(find_assets_dir(installed_places(m)) == share);
}

TEST_CASE("an installed program without its assets finds none rather than the source tree's") {
    Machine m;
    m.assets("src/assets");
    CHECK(find_assets_dir(installed_places(m)).empty());
}

TEST_CASE("a program run from its build tree uses the source tree's assets") {
    Machine m;
    const std::string source = m.assets("src/assets");
    AssetPlaces p = installed_places(m);
    p.exe_dir = m.dir("src/build/src/app");
    CHECK(find_assets_dir(p) == source);
    // A test program elsewhere in the same build tree too.
    p.exe_dir = m.dir("src/build/tests");
    CHECK(find_assets_dir(p) == source);
}

TEST_CASE("a build tree reached through a symbolic link is still the build tree") {
    Machine m;
    const std::string source = m.assets("src/assets");
    AssetPlaces p = installed_places(m);
    fs::create_directory_symlink(m.dir("src/build"), m.dir("links") + "build");
    p.build_dir = m.dir("links") + "build";
    p.exe_dir = m.dir("src/build/src/app");
    CHECK(find_assets_dir(p) == source);
}

TEST_CASE("the order: override, beside the program, installed, source tree") {
    Machine m;
    AssetPlaces p = installed_places(m);
    p.exe_dir = m.dir("src/build/src/app"); // so that every candidate is allowed
    p.installed = "../../../../prefix/share/parlor/assets";
    const std::string source = m.assets("src/assets");
    CHECK(find_assets_dir(p) == source);
    const std::string share = m.assets("prefix/share/parlor/assets");
    CHECK(find_assets_dir(p) == share);
    const std::string beside = m.assets("src/build/src/app/assets");
    CHECK(find_assets_dir(p) == beside);
    p.override_dir = m.assets("mine");
    CHECK(find_assets_dir(p) == p.override_dir);
    // An override without cards.qoi is passed over.
    p.override_dir = m.dir("empty");
    CHECK(find_assets_dir(p) == beside);
}

TEST_CASE("the answer is a plain path: no '..' left in it") {
    Machine m;
    const std::string share = m.assets("prefix/share/parlor/assets");
    const std::string found = find_assets_dir(installed_places(m));
    CHECK(found == share);
    CHECK(found.find("..") == std::string::npos);
    CHECK(found.back() == '/');
}

} // namespace asset_paths_test
