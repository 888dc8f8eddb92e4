#include "sound/synth.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace parlor::sound_gen {

namespace {

constexpr double two_pi = 2 * std::numbers::pi;

double envelope(double t, double length, double decay) {
    constexpr double attack = 0.002; // 2 ms: no click at the start
    if (t < 0 || t >= length) {
        return 0;
    }
    const double rise = std::min(1.0, t / attack);
    const double fall = std::min(1.0, (length - t) / 0.004); // 4 ms: no click at the end
    return rise * fall * std::exp(-t / decay);
}

double wave_at(Wave wave, double phase) {
    switch (wave) {
    case Wave::Sine:
        return std::sin(two_pi * phase);
    case Wave::Triangle:
        return 4 * std::abs(phase - std::floor(phase + 0.5)) - 1;
    case Wave::Square:
        return phase - std::floor(phase) < 0.5 ? 0.6 : -0.6;
    }
    return 0;
}

void add_tone(Samples& out, const Tone& tone) {
    const auto first = static_cast<std::size_t>(tone.start * sample_rate);
    const auto count = static_cast<std::size_t>(tone.length * sample_rate);
    double phase = 0;
    for (std::size_t i = 0; i < count && first + i < out.size(); ++i) {
        const double t = static_cast<double>(i) / sample_rate;
        const double hz =
            tone.hz_end > 0 ? tone.hz + (tone.hz_end - tone.hz) * (t / tone.length) : tone.hz;
        phase += hz / sample_rate;
        out[first + i] +=
            tone.gain * envelope(t, tone.length, tone.decay) * wave_at(tone.wave, phase);
    }
}

void add_noise(Samples& out, const Noise& noise) {
    const auto first = static_cast<std::size_t>(noise.start * sample_rate);
    const auto count = static_cast<std::size_t>(noise.length * sample_rate);
    std::uint32_t state = noise.seed * 2654435761u + 1;
    // A one-pole low-pass: brightness 1 lets the noise through, 0 keeps only its rumble.
    const double keep = 0.02 + 0.95 * noise.brightness;
    double low = 0;
    for (std::size_t i = 0; i < count && first + i < out.size(); ++i) {
        state = state * 1664525u + 1013904223u; // the classic LCG: the same noise everywhere
        const double white =
            static_cast<double>(state >> 8) / static_cast<double>(1u << 24) * 2 - 1;
        low += keep * (white - low);
        const double t = static_cast<double>(i) / sample_rate;
        out[first + i] += noise.gain * envelope(t, noise.length, noise.decay) * low;
    }
}

} // namespace

Samples render(const Recipe& recipe, double peak) {
    double end = 0;
    for (const Tone& t : recipe.tones) {
        end = std::max(end, t.start + t.length);
    }
    for (const Noise& n : recipe.noises) {
        end = std::max(end, n.start + n.length);
    }
    Samples out(static_cast<std::size_t>(end * sample_rate) + 1, 0.0);
    for (const Tone& t : recipe.tones) {
        add_tone(out, t);
    }
    for (const Noise& n : recipe.noises) {
        add_noise(out, n);
    }
    double loudest = 0;
    for (const double s : out) {
        loudest = std::max(loudest, std::abs(s));
    }
    if (loudest > 0) {
        for (double& s : out) {
            s *= peak / loudest;
        }
    }
    return out;
}

std::string wav_bytes(const Samples& samples) {
    std::string bytes;
    const auto put = [&bytes](std::uint32_t value, int size) {
        for (int i = 0; i < size; ++i) {
            bytes.push_back(static_cast<char>((value >> (8 * i)) & 0xFF));
        }
    };
    const auto data_size = static_cast<std::uint32_t>(samples.size() * 2);
    bytes += "RIFF";
    put(36 + data_size, 4);
    bytes += "WAVEfmt ";
    put(16, 4);              // the format chunk's size
    put(1, 2);               // PCM
    put(1, 2);               // mono
    put(sample_rate, 4);     // samples a second
    put(sample_rate * 2, 4); // bytes a second
    put(2, 2);               // bytes a frame
    put(16, 2);              // bits a sample
    bytes += "data";
    put(data_size, 4);
    for (const double s : samples) {
        const double clamped = std::clamp(s, -1.0, 1.0);
        const auto value = static_cast<std::int16_t>(std::lround(clamped * 32767));
        put(static_cast<std::uint16_t>(value), 2);
    }
    return bytes;
}

std::vector<Recipe> table_sounds() {
    // Notes of a C major chord and its neighbours, for the chimes.
    constexpr double c5 = 523.25, e5 = 659.25, g5 = 783.99, c6 = 1046.5, a4 = 440, f4 = 349.23,
                     d4 = 293.66;
    std::vector<Recipe> sounds;
    sounds.push_back(
        {"deal", "a card dealt: a short bright slide", {}, {{0, 0.09, 0.6, 0.03, 0.75, 11}}});
    sounds.push_back({"flip",
                      "a card turned face up: a crisp tick",
                      {{0, 0.03, 1800, 900, 0.2, 0.01}},
                      {{0, 0.04, 0.6, 0.008, 0.9, 12}}});
    sounds.push_back({"play",
                      "a card played to the table: a snap with a little body",
                      {{0, 0.06, 180, 120, 0.35, 0.02}},
                      {{0, 0.07, 0.7, 0.012, 0.85, 13}}});
    sounds.push_back({"draw", "a card drawn: a soft slide", {}, {{0, 0.14, 0.5, 0.06, 0.4, 14}}});
    Recipe shuffle{"shuffle", "the deck shuffled: a riffle of many small ticks", {}, {}};
    for (int i = 0; i < 18; ++i) {
        shuffle.noises.push_back({0.018 * i, 0.03, 0.35 + 0.02 * (i % 3), 0.006, 0.8,
                                  static_cast<std::uint32_t>(100 + i)});
    }
    shuffle.noises.push_back({0.33, 0.08, 0.6, 0.02, 0.6, 99});
    sounds.push_back(shuffle);
    sounds.push_back({"capture",
                      "cards captured: two snaps and a low knock",
                      {{0, 0.08, 150, 110, 0.4, 0.03}},
                      {{0, 0.05, 0.6, 0.01, 0.85, 21}, {0.07, 0.06, 0.6, 0.012, 0.8, 22}}});
    sounds.push_back({"sweep",
                      "the table swept: a rising chime",
                      {{0, 0.25, c5, 0, 0.3, 0.12, Wave::Triangle},
                       {0.07, 0.25, e5, 0, 0.3, 0.12, Wave::Triangle},
                       {0.14, 0.4, g5, 0, 0.3, 0.18, Wave::Triangle},
                       {0.21, 0.5, c6, 0, 0.25, 0.22, Wave::Sine}},
                      {{0, 0.12, 0.3, 0.05, 0.7, 23}}});
    sounds.push_back({"peg",
                      "a peg moved on the board: a wooden tock",
                      {{0, 0.07, 620, 560, 0.5, 0.018}, {0, 0.05, 1240, 0, 0.15, 0.01}},
                      {{0, 0.02, 0.3, 0.005, 0.5, 31}}});
    sounds.push_back({"go",
                      "a player says go: a low soft tone",
                      {{0, 0.22, 220, 196, 0.5, 0.1, Wave::Triangle}},
                      {}});
    sounds.push_back({"thirty_one",
                      "thirty-one in the play: a two-note chime",
                      {{0, 0.22, g5, 0, 0.4, 0.1, Wave::Triangle},
                       {0.11, 0.4, c6, 0, 0.4, 0.16, Wave::Triangle}},
                      {}});
    sounds.push_back({"meld",
                      "a meld declared: a bright chord",
                      {{0, 0.45, c5, 0, 0.3, 0.2, Wave::Triangle},
                       {0.01, 0.45, e5, 0, 0.25, 0.2, Wave::Triangle},
                       {0.02, 0.45, g5, 0, 0.25, 0.2, Wave::Triangle}},
                      {}});
    sounds.push_back({"won",
                      "a game won: a rising arpeggio",
                      {{0, 0.18, c5, 0, 0.35, 0.1, Wave::Triangle},
                       {0.12, 0.18, e5, 0, 0.35, 0.1, Wave::Triangle},
                       {0.24, 0.18, g5, 0, 0.35, 0.1, Wave::Triangle},
                       {0.36, 0.6, c6, 0, 0.35, 0.25, Wave::Triangle}},
                      {}});
    sounds.push_back({"lost",
                      "a game lost: a falling phrase",
                      {{0, 0.22, a4, 0, 0.35, 0.12, Wave::Triangle},
                       {0.16, 0.22, f4, 0, 0.35, 0.12, Wave::Triangle},
                       {0.32, 0.55, d4, 0, 0.35, 0.25, Wave::Triangle}},
                      {}});
    // A round's end: shorter and quieter than the game's, so the two are told apart.
    sounds.push_back({"round_won",
                      "a round won: two rising notes",
                      {{0, 0.14, e5, 0, 0.3, 0.08, Wave::Triangle},
                       {0.1, 0.35, g5, 0, 0.3, 0.18, Wave::Triangle}},
                      {}});
    sounds.push_back({"round_lost",
                      "a round lost: two falling notes",
                      {{0, 0.16, a4, 0, 0.3, 0.09, Wave::Triangle},
                       {0.12, 0.38, f4, 0, 0.3, 0.2, Wave::Triangle}},
                      {}});
    return sounds;
}

} // namespace parlor::sound_gen
