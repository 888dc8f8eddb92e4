// parlor_sound_gen [check] FOLDER: synthesises the tables' sounds (tools/sound/synth.cpp) into
// FOLDER/<name>.wav, one file a sound, and a list of them with what each is for (README.txt).
// Deterministic: running it again writes the same bytes. With `check`, writes nothing and fails
// when a file in FOLDER is not what it makes (the test sounds_match_synthesis: a change to a
// recipe must come with the files it makes).

#include "sound/synth.hpp"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>

namespace {

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

bool write_file(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    return static_cast<bool>(out.flush());
}

} // namespace

int main(int argc, char** argv) {
    using namespace parlor::sound_gen;
    const bool check = argc > 1 && std::strcmp(argv[1], "check") == 0;
    const int first = check ? 2 : 1;
    if (argc != first + 1) {
        std::fprintf(stderr, "usage: %s [check] FOLDER\n", argv[0]);
        return 2;
    }
    const std::string folder = argv[first];
    std::string list = "The tables' sounds, made by tools/sound (parlor_sound_gen): 16-bit mono "
                       "WAV at 22050 Hz.\n";
    int status = 0;
    const auto one = [&](const std::string& name, const std::string& bytes) {
        const std::string path = folder + "/" + name;
        if (check) {
            if (read_file(path) != bytes) {
                std::fprintf(stderr, "%s is not what tools/sound makes (run the target sounds)\n",
                             path.c_str());
                status = 1;
            }
        } else if (!write_file(path, bytes)) {
            std::fprintf(stderr, "%s could not be written\n", path.c_str());
            status = 1;
        }
    };
    for (const Recipe& recipe : table_sounds()) {
        one(recipe.name + ".wav", wav_bytes(render(recipe)));
        list += recipe.name + ".wav: " + recipe.what + "\n";
    }
    one("README.txt", list);
    return status;
}
