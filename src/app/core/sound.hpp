#pragma once
// The tables' sounds played through SDL's audio (docs/app.md, "Sounds"). Every sound of
// assets/sounds is read and converted to the device's format when the program starts, so a
// move only hands a prepared buffer to the audio thread: no file is read and nothing waits on
// the device while a game is played. SDL's callback mixes the few voices sounding by simple
// addition, clamped to 16 bits (SDL2_mixer is not needed for that). No audio device, or an
// audio subsystem that will not start: the board stays silent and says nothing; the game goes
// on.

#include <SDL.h>

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace parlor::app {

// A moment of the table that makes a sound; None makes none.
enum class Sound {
    None,
    Deal,
    Flip,
    Play,
    Draw,
    Shuffle,
    Capture,
    Sweep,
    Peg,
    Go,
    ThirtyOne,
    Meld,
    Won, // the game's end
    Lost,
    RoundWon, // a round's end, for the player
    RoundLost
};
inline constexpr std::size_t sound_count = 16;
// The file's name without ".wav" ("thirty_one"); empty for None.
const char* sound_name(Sound sound);

class SoundBoard {
  public:
    // Opens the default audio device and prepares every sound of `sounds_dir` (ending with '/';
    // a file missing or unreadable is a sound left silent). Empty `sounds_dir`: no device.
    explicit SoundBoard(const std::string& sounds_dir);
    ~SoundBoard();
    SoundBoard(const SoundBoard&) = delete;
    SoundBoard& operator=(const SoundBoard&) = delete;

    // Starts `sound` at `volume` percent (0-100) over whatever sounds; the oldest voice gives
    // way when all are taken. Returns at once.
    void play(Sound sound, int volume);
    // Every voice stops (sound turned off, M).
    void silence();
    // A device is open.
    bool open() const { return device_ != 0; }
    // Tests: how many sounds were prepared.
    std::size_t prepared() const;

  private:
    static void SDLCALL mix(void* self, Uint8* stream, int bytes);
    void mix_into(Sint16* out, std::size_t samples);

    struct Voice {
        const std::vector<Sint16>* samples = nullptr; // nullptr: free
        std::size_t at = 0;
        int volume = 0;
        unsigned started = 0; // which is oldest
    };
    static constexpr std::size_t voice_count = 6;

    bool subsystem_ = false;
    SDL_AudioDeviceID device_ = 0;
    std::array<std::vector<Sint16>, sound_count> samples_;
    std::array<Voice, voice_count> voices_{}; // guarded by SDL_LockAudioDevice
    unsigned started_ = 0;
    std::vector<int> sum_; // the callback's scratch
};

} // namespace parlor::app
