#include "app/core/settings.hpp"

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/json_text.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>

#include <algorithm>
#include <iterator>

namespace parlor::app {

std::string Settings::difficulty(std::string_view game) const {
    const auto it = games.find(game);
    return it == games.end() || it->second.difficulty.empty() ? std::string("expert")
                                                              : it->second.difficulty;
}

void Settings::set_difficulty(std::string_view game, std::string name) {
    games[std::string(game)].difficulty = std::move(name);
}

bool Settings::option(std::string_view game, std::string_view key) const {
    const auto it = games.find(game);
    if (it == games.end()) {
        return false;
    }
    const auto option = it->second.options.find(std::string(key));
    return option != it->second.options.end() && option->second;
}

void Settings::set_option(std::string_view game, std::string_view key, bool on) {
    games[std::string(game)].options[std::string(key)] = on;
}

namespace {

template <class T> void read_key(const nlohmann::json& j, const char* key, T& into) {
    const auto it = j.find(key);
    if (it == j.end()) {
        return;
    }
    if constexpr (std::is_same_v<T, bool>) {
        if (it->is_boolean()) {
            into = it->get<bool>();
        }
    } else {
        if (it->is_string()) {
            into = it->get<std::string>();
        }
    }
}

} // namespace

bool is_renderer_choice(const std::string& name) {
    return name == "auto" || name == "gpu" || name == "software";
}

std::string settings_to_json(const Settings& s) {
    nlohmann::ordered_json games = nlohmann::ordered_json::object();
    for (const auto& [id, game] : s.games) {
        nlohmann::ordered_json entry = nlohmann::ordered_json::object();
        if (!game.difficulty.empty()) {
            entry["difficulty"] = game.difficulty;
        }
        for (const auto& [key, on] : game.options) {
            entry[key] = on;
        }
        games[id] = entry;
    }
    nlohmann::ordered_json j = {
        {"fullscreen", s.fullscreen},
        {"animations", s.animations},
        {"animation_speed", s.animation_speed},
        {"player_name", s.player_name},
        {"last_game", s.last_game},
        {"renderer", s.renderer},
    };
    if (!s.renderer_probe.answer.empty()) {
        j["renderer_probe"] = {{"devices", s.renderer_probe.devices},
                               {"answer", s.renderer_probe.answer}};
    }
    j["games"] = games;
    return cards::json_text(j, 2) + "\n";
}

bool is_animation_speed(const std::string& name) {
    return std::find(std::begin(animation_speeds), std::end(animation_speeds), name) !=
           std::end(animation_speeds);
}

double animation_pace(const std::string& speed) {
    // Slow gives the eye time to follow each card; fast still shows where it went.
    return speed == "slow" ? 0.6 : speed == "fast" ? 1.8 : 1.0;
}

Settings settings_from_json(const std::string& text, std::string* error) {
    Settings s;
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) {
        if (error) {
            *error = "the settings file is not valid JSON; using the defaults";
        }
        return s;
    }
    read_key(j, "fullscreen", s.fullscreen);
    read_key(j, "animations", s.animations);
    read_key(j, "animation_speed", s.animation_speed);
    if (!is_animation_speed(s.animation_speed)) {
        s.animation_speed = "normal";
    }
    read_key(j, "player_name", s.player_name);
    // Written into saves and drawn across the table: held to a name (100,000 characters were
    // taken whole).
    s.player_name = cards::as_name(s.player_name);
    if (s.player_name.empty()) {
        s.player_name = "You";
    }
    read_key(j, "last_game", s.last_game);
    read_key(j, "renderer", s.renderer);
    if (!is_renderer_choice(s.renderer)) {
        s.renderer = "auto";
    }
    if (const auto probe = j.find("renderer_probe"); probe != j.end() && probe->is_object()) {
        read_key(*probe, "devices", s.renderer_probe.devices);
        read_key(*probe, "answer", s.renderer_probe.answer);
        if (s.renderer_probe.answer != "gpu" && s.renderer_probe.answer != "software") {
            s.renderer_probe = RendererProbe{};
        }
    }
    const auto games = j.find("games");
    if (games == j.end() || !games->is_object()) {
        return s;
    }
    for (const auto& [id, entry] : games->items()) {
        if (!entry.is_object()) {
            continue;
        }
        GameSettings& game = s.games[id];
        for (const auto& [key, value] : entry.items()) {
            if (key == "difficulty" && value.is_string()) {
                game.difficulty = value.get<std::string>();
            } else if (value.is_boolean()) {
                game.options[key] = value.get<bool>();
            }
        }
    }
    return s;
}

Settings load_settings(const std::string& path, std::string* error) {
    std::string read_error;
    const auto text = cards::read_whole_file(path, read_error);
    if (!text) {
        // First run: no file yet. A file that is there but cannot be read (a FIFO, a device, a
        // file past 1 MiB) is said, and the defaults are used.
        std::error_code ec;
        if (error && std::filesystem::exists(std::filesystem::symlink_status(path, ec))) {
            *error = "The settings were not read: " + read_error;
        }
        return Settings{};
    }
    return settings_from_json(*text, error);
}

std::optional<std::string> save_settings(const std::string& path, const Settings& settings) {
    return cards::write_file_atomically(path, settings_to_json(settings));
}

} // namespace parlor::app
