#pragma once
// The player's preferences, kept between runs as JSON (settings.json in the data folder).

#include <optional>
#include <string>

namespace parlor::app {

struct Settings {
    bool fullscreen = false;
    bool animations = true;
    bool auto_continue = false;        // the computer plays its turn without waiting for Continue
    bool hide_computer_hand = false;   // the brief shows it face up; hide it for real play
    bool hide_draw_pile = false;       // the brief shows the stock's cards; show only the back
    std::string difficulty = "expert"; // a name of fivecrowns::strategy_names()
    std::string player_name = "You";
    // How to draw: "auto" (the GPU where there is one, else SDL's software renderer), "gpu" or
    // "software". Read at start-up.
    std::string renderer = "auto";

    friend bool operator==(const Settings&, const Settings&) = default;
};

// Missing or unreadable file: defaults (error says why when the file exists but is bad).
// Unknown keys are ignored, missing keys keep their defaults, wrong types are ignored.
Settings load_settings(const std::string& path, std::string* error = nullptr);
// Atomic write; returns an error sentence or nothing.
std::optional<std::string> save_settings(const std::string& path, const Settings& settings);

std::string settings_to_json(const Settings& settings);
// "auto", "gpu" or "software".
bool is_renderer_choice(const std::string& name);
Settings settings_from_json(const std::string& text, std::string* error = nullptr);

} // namespace parlor::app
