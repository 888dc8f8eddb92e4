#pragma once
// The player's preferences, kept between runs as JSON (settings.json in the data folder): the
// window's, and for each game the difficulty last chosen and the game's own options (which the
// game's table declares; every option is off until the player turns it on).

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace parlor::app {

struct RendererProbe {
    std::string devices; // "/dev/dri/card0 /dev/dri/renderD128"
    std::string answer;  // "gpu" or "software"; empty: never probed
    friend bool operator==(const RendererProbe&, const RendererProbe&) = default;
};

struct GameSettings {
    std::string difficulty;              // empty: the game's default ("expert")
    std::map<std::string, bool> options; // by the option's key
    // A rule of more than two answers (Cribbage's "count": "off", "on", "muggins"), by its key;
    // missing: the game's first answer.
    std::map<std::string, std::string> choices;
    friend bool operator==(const GameSettings&, const GameSettings&) = default;
};

struct Settings {
    bool fullscreen = false;
    bool animations = true;
    // How fast cards fly and the computer moves while animations are on: "slow", "normal" or
    // "fast".
    std::string animation_speed = "normal";
    // The tables' sounds (docs/app.md, "Sounds"), and their volume in percent (0-100).
    bool sound = true;
    int sound_volume = 70;
    std::string player_name = "You";
    // The game last chosen or opened: New game, Statistics and Settings start on it.
    std::string last_game;
    // How to draw: "auto" (the GPU where there is one, else SDL's software renderer), "gpu" or
    // "software". Read at start-up.
    std::string renderer = "auto";
    // What "auto" found the last time it had to try the accelerated renderer: "gpu", or
    // "software" when it was a CPU OpenGL (llvmpipe), and the graphics devices it was found with.
    // The same devices next time: the same answer, without loading a GL driver to ask again.
    RendererProbe renderer_probe;
    std::map<std::string, GameSettings, std::less<>> games; // by game id

    // ---- speech (issue 45) ----
    // The speech mode: what happens at a table is said through the speech service. Off until
    // the player turns it on (V at a table, or `parlor --speech`).
    bool speech = false;

    // ---- deck (issue 45) ----
    // The deck the cards are drawn with (app/core/decks.hpp): "four-colour", "classic" or
    // "high-contrast". Settings' Deck row and `parlor --deck NAME`; takes effect at once.
    std::string deck = "four-colour";
    // ---- size of text and cards (issue 45): 100, 125, 150, 175 or 200 percent ----
    int ui_scale = 100;

    std::string difficulty(std::string_view game) const;
    void set_difficulty(std::string_view game, std::string name);
    bool option(std::string_view game, std::string_view key) const;
    void set_option(std::string_view game, std::string_view key, bool on);
    // A rule of more than two answers: its answer's name, empty when never chosen.
    std::string choice(std::string_view game, std::string_view key) const;
    void set_choice(std::string_view game, std::string_view key, std::string value);

    friend bool operator==(const Settings&, const Settings&) = default;
};

// Missing or unreadable file: defaults (error says why when the file exists but is bad).
// Unknown keys are ignored, missing keys keep their defaults, wrong types are ignored.
Settings load_settings(const std::string& path, std::string* error = nullptr);
// Atomic write; returns an error sentence or nothing.
std::optional<std::string> save_settings(const std::string& path, const Settings& settings);

std::string settings_to_json(const Settings& settings);
// The speeds of the Animations setting, slowest first.
inline constexpr const char* animation_speeds[] = {"slow", "normal", "fast"};
bool is_animation_speed(const std::string& name);
// How many seconds of animation pass in one second at `speed` (1 for "normal").
double animation_pace(const std::string& speed);
// "auto", "gpu" or "software".
bool is_renderer_choice(const std::string& name);
Settings settings_from_json(const std::string& text, std::string* error = nullptr);

} // namespace parlor::app
