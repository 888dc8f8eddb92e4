#include "app/core/settings.hpp"

#include "parlor/cards/atomic_file.hpp"

#include <nlohmann/json.hpp>

namespace parlor::app {

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
    const nlohmann::ordered_json j = {
        {"fullscreen", s.fullscreen},         {"animations", s.animations},
        {"auto_continue", s.auto_continue},   {"hide_computer_hand", s.hide_computer_hand},
        {"hide_draw_pile", s.hide_draw_pile}, {"difficulty", s.difficulty},
        {"player_name", s.player_name},       {"renderer", s.renderer},
    };
    return j.dump(2) + "\n";
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
    read_key(j, "auto_continue", s.auto_continue);
    read_key(j, "hide_computer_hand", s.hide_computer_hand);
    read_key(j, "hide_draw_pile", s.hide_draw_pile);
    read_key(j, "difficulty", s.difficulty);
    read_key(j, "player_name", s.player_name);
    read_key(j, "renderer", s.renderer);
    if (!is_renderer_choice(s.renderer)) {
        s.renderer = "auto";
    }
    return s;
}

Settings load_settings(const std::string& path, std::string* error) {
    std::string read_error;
    const auto text = cards::read_whole_file(path, read_error);
    if (!text) {
        return Settings{}; // first run: no file yet
    }
    return settings_from_json(*text, error);
}

std::optional<std::string> save_settings(const std::string& path, const Settings& settings) {
    return cards::write_file_atomically(path, settings_to_json(settings));
}

} // namespace parlor::app
