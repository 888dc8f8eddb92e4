#pragma once
// A small deterministic synthesiser for the table's sounds: every sample follows from the recipe
// alone (a seeded noise generator, no clock, no device), so the generator writes the same bytes
// every time and a test can check the committed files against it.

#include <cstdint>
#include <string>
#include <vector>

namespace parlor::sound_gen {

inline constexpr int sample_rate = 22050; // mono, 16-bit: enough for short table sounds

// Samples in [-1, 1], at sample_rate.
using Samples = std::vector<double>;

enum class Wave { Sine, Triangle, Square };

// A tone from `start` seconds, `length` long, at `hz` (gliding to `hz_end` when not 0), with a
// quick attack and an exponential decay (`decay`: the time constant in seconds).
struct Tone {
    double start = 0, length = 0.1, hz = 440, hz_end = 0, gain = 0.5, decay = 0.05;
    Wave wave = Wave::Sine;
};

// A burst of filtered noise (a card's snap, a slide, a riffle): `brightness` 0..1 from a dull
// thud to a bright hiss; the noise is seeded by `seed`.
struct Noise {
    double start = 0, length = 0.05, gain = 0.5, decay = 0.02, brightness = 0.5;
    std::uint32_t seed = 1;
};

struct Recipe {
    std::string name; // the file's name without ".wav": "deal", "capture", ...
    std::string what; // the moment it sounds for
    std::vector<Tone> tones;
    std::vector<Noise> noises;
};

// The recipe rendered and mixed, its peak brought to `peak` (0..1), the tail faded out.
Samples render(const Recipe& recipe, double peak = 0.7);

// A WAV file's bytes: RIFF, PCM, 16-bit mono at sample_rate.
std::string wav_bytes(const Samples& samples);

// Every sound the tables play, in a fixed order.
std::vector<Recipe> table_sounds();

} // namespace parlor::sound_gen
