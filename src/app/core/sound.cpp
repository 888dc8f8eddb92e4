#include "app/core/sound.hpp"

#include <algorithm>
#include <cstring>

namespace parlor::app {

namespace {

constexpr const char* names[sound_count] = {
    "",    "deal", "flip",       "play", "draw", "shuffle", "capture",   "sweep",
    "peg", "go",   "thirty_one", "meld", "won",  "lost",    "round_won", "round_lost"};

// Reads a WAV and converts it to the device's 16-bit format, rate and channels; empty when the
// file is missing or cannot be converted (that one sound is silent).
std::vector<Sint16> prepare(const std::string& path, const SDL_AudioSpec& device) {
    SDL_AudioSpec spec{};
    Uint8* data = nullptr;
    Uint32 length = 0;
    if (SDL_LoadWAV(path.c_str(), &spec, &data, &length) == nullptr) {
        return {};
    }
    SDL_AudioCVT cvt{};
    const int built = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, device.format,
                                        device.channels, device.freq);
    std::vector<Uint8> bytes;
    if (built >= 0) {
        bytes.assign(static_cast<std::size_t>(length) * static_cast<std::size_t>(cvt.len_mult), 0);
        std::memcpy(bytes.data(), data, length);
        cvt.buf = bytes.data();
        cvt.len = static_cast<int>(length);
        if (built == 0 || SDL_ConvertAudio(&cvt) == 0) {
            bytes.resize(static_cast<std::size_t>(built == 0 ? cvt.len : cvt.len_cvt));
        } else {
            bytes.clear();
        }
    }
    SDL_FreeWAV(data);
    std::vector<Sint16> samples(bytes.size() / sizeof(Sint16));
    std::memcpy(samples.data(), bytes.data(), samples.size() * sizeof(Sint16));
    return samples;
}

} // namespace

const char* sound_name(Sound sound) {
    return names[static_cast<std::size_t>(sound)];
}

SoundBoard::SoundBoard(const std::string& sounds_dir) {
    if (sounds_dir.empty() || SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        return; // no audio here: silent
    }
    subsystem_ = true;
    SDL_AudioSpec want{};
    want.freq = 44100;
    want.format = AUDIO_S16SYS; // the mixing is done in 16 bits: SDL converts for the device
    want.channels = 2;
    want.samples = 1024; // about 23 ms: a sound starts within a frame or two
    want.callback = &SoundBoard::mix;
    want.userdata = this;
    SDL_AudioSpec have{};
    device_ =
        SDL_OpenAudioDevice(nullptr, 0, &want, &have,
                            SDL_AUDIO_ALLOW_FREQUENCY_CHANGE | SDL_AUDIO_ALLOW_CHANNELS_CHANGE);
    if (device_ == 0) {
        return;
    }
    for (std::size_t i = 1; i < sound_count; ++i) {
        samples_[i] = prepare(sounds_dir + names[i] + ".wav", have);
    }
    SDL_PauseAudioDevice(device_, 0);
}

SoundBoard::~SoundBoard() {
    if (device_ != 0) {
        SDL_CloseAudioDevice(device_);
    }
    if (subsystem_) {
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
}

std::size_t SoundBoard::prepared() const {
    return static_cast<std::size_t>(
        std::count_if(samples_.begin(), samples_.end(), [](const auto& s) { return !s.empty(); }));
}

void SoundBoard::play(Sound sound, int volume) {
    const auto& samples = samples_[static_cast<std::size_t>(sound)];
    if (device_ == 0 || sound == Sound::None || samples.empty() || volume <= 0) {
        return;
    }
    SDL_LockAudioDevice(device_); // held by the callback only while it mixes one buffer
    auto voice = std::find_if(voices_.begin(), voices_.end(),
                              [](const Voice& v) { return v.samples == nullptr; });
    if (voice == voices_.end()) {
        voice =
            std::min_element(voices_.begin(), voices_.end(),
                             [](const Voice& a, const Voice& b) { return a.started < b.started; });
    }
    *voice = Voice{&samples, 0, std::min(volume, 100), ++started_};
    SDL_UnlockAudioDevice(device_);
}

void SoundBoard::silence() {
    if (device_ == 0) {
        return;
    }
    SDL_LockAudioDevice(device_);
    voices_.fill(Voice{});
    SDL_UnlockAudioDevice(device_);
}

void SDLCALL SoundBoard::mix(void* self, Uint8* stream, int bytes) {
    static_cast<SoundBoard*>(self)->mix_into(reinterpret_cast<Sint16*>(stream),
                                             static_cast<std::size_t>(bytes) / sizeof(Sint16));
}

// The audio thread: the voices added up, each at its volume, and clamped.
void SoundBoard::mix_into(Sint16* out, std::size_t samples) {
    sum_.assign(samples, 0);
    for (Voice& voice : voices_) {
        if (voice.samples == nullptr) {
            continue;
        }
        const std::vector<Sint16>& from = *voice.samples;
        const std::size_t n = std::min(samples, from.size() - voice.at);
        for (std::size_t i = 0; i < n; ++i) {
            sum_[i] += from[voice.at + i] * voice.volume / 100;
        }
        voice.at += n;
        if (voice.at >= from.size()) {
            voice = Voice{};
        }
    }
    for (std::size_t i = 0; i < samples; ++i) {
        out[i] = static_cast<Sint16>(std::clamp(sum_[i], -32768, 32767));
    }
}

} // namespace parlor::app
