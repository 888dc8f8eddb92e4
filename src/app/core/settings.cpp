#include "app/core/settings.hpp"

#include "app/core/decks.hpp"
#include "app/core/geometry.hpp"

#include "parlor/cards/atomic_file.hpp"
#include "parlor/cards/error_text.hpp"
#include "parlor/cards/json_text.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string_view>
#include <vector>

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

std::string Settings::choice(std::string_view game, std::string_view key) const {
    const auto it = games.find(game);
    if (it == games.end()) {
        return {};
    }
    const auto found = it->second.choices.find(std::string(key));
    return found == it->second.choices.end() ? std::string{} : found->second;
}

void Settings::set_choice(std::string_view game, std::string_view key, std::string value) {
    games[std::string(game)].choices[std::string(key)] = std::move(value);
}

namespace {

// The values of a known key that were of the wrong kind, as "\"animations\" (\"loud\", not true
// or false)": said to the player, who may have edited the file by hand, rather than dropped
// without a word. (Keys Parlor does not know are ignored: a newer version may have written them.)
using WrongKinds = std::vector<std::string>;

void note_wrong(WrongKinds& wrong, std::string_view key, const nlohmann::json& value,
                std::string_view expected) {
    wrong.push_back(
        cards::in_quotes(key) + " (" +
        cards::shown(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)) +
        ", not " + std::string(expected) + ")");
}

template <class T>
void read_key(const nlohmann::json& j, const char* key, T& into, WrongKinds& wrong,
              std::string_view prefix = "") {
    const auto it = j.find(key);
    if (it == j.end()) {
        return;
    }
    const std::string name = std::string(prefix) + key;
    if constexpr (std::is_same_v<T, bool>) {
        if (it->is_boolean()) {
            into = it->get<bool>();
        } else {
            note_wrong(wrong, name, *it, "true or false");
        }
    } else if constexpr (std::is_same_v<T, int>) {
        // A whole number as big as an int; 1e30 is not taken for what it wraps to.
        if (it->is_number_integer() && std::abs(it->get<double>()) <= 1e9) {
            into = static_cast<int>(it->get<long long>());
        } else {
            note_wrong(wrong, name, *it, "a whole number");
        }
    } else {
        if (it->is_string()) {
            into = it->get<std::string>();
        } else {
            note_wrong(wrong, name, *it, "text");
        }
    }
}

// One value of a known key that is not one of its choices: the default stands, and is said.
void note_choice(WrongKinds& wrong, std::string_view key, const std::string& value,
                 std::string_view choices) {
    wrong.push_back(cards::in_quotes(key) + " (" + cards::in_quotes(value) + ", not " +
                    std::string(choices) + ")");
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
        if (!game.choices.empty()) {
            entry["choices"] = game.choices; // the rules of more than two answers, by key
        }
        games[id] = entry;
    }
    nlohmann::ordered_json j = {
        {"fullscreen", s.fullscreen},
        {"animations", s.animations},
        {"animation_speed", s.animation_speed},
        {"sound", s.sound},
        {"sound_volume", s.sound_volume},
        {"player_name", s.player_name},
        {"last_game", s.last_game},
        {"renderer", s.renderer},
    };
    if (!s.renderer_probe.answer.empty()) {
        j["renderer_probe"] = {{"devices", s.renderer_probe.devices},
                               {"answer", s.renderer_probe.answer}};
    }
    // ---- speech (issue 45) ----
    j["speech"] = s.speech;
    // ---- deck (issue 45) ----
    j["deck"] = s.deck;
    // ---- size of text and cards (issue 45) ----
    j["ui_scale"] = s.ui_scale;
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

namespace {

// What the whole file is when it is JSON but not the object of settings.
std::string kind_of(const nlohmann::json& j) {
    switch (j.type()) {
    case nlohmann::json::value_t::array:
        return "a list ([...])";
    case nlohmann::json::value_t::string:
        return "text";
    case nlohmann::json::value_t::boolean:
        return "true or false";
    case nlohmann::json::value_t::null:
        return "null";
    default:
        return "a number";
    }
}

void read_games(const nlohmann::json& j, Settings& s, WrongKinds& wrong) {
    const auto games = j.find("games");
    if (games == j.end()) {
        return;
    }
    if (!games->is_object()) {
        note_wrong(wrong, "games", *games, "an object of games");
        return;
    }
    for (const auto& [id, entry] : games->items()) {
        const std::string prefix = "games." + id + ".";
        if (!entry.is_object()) {
            note_wrong(wrong, "games." + id, entry, "an object");
            continue;
        }
        GameSettings& game = s.games[id];
        for (const auto& [key, value] : entry.items()) {
            if (key == "difficulty" && value.is_string()) {
                game.difficulty = value.get<std::string>();
            } else if (key == "difficulty") {
                note_wrong(wrong, prefix + key, value, "text");
            } else if (key == "choices" && value.is_object()) {
                for (const auto& [name, answer] : value.items()) {
                    if (answer.is_string()) {
                        game.choices[name] = answer.get<std::string>();
                    } else {
                        note_wrong(wrong, prefix + key + "." + name, answer, "text");
                    }
                }
            } else if (value.is_boolean()) {
                game.options[key] = value.get<bool>();
            } else {
                note_wrong(wrong, prefix + key, value, "true or false");
            }
        }
    }
}

} // namespace

Settings settings_from_json(const std::string& text, std::string* error) {
    Settings s;
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded() || !j.is_object()) {
        if (error) {
            *error = j.is_discarded()
                         ? "the settings file is not valid JSON; using the defaults"
                         : "the settings file is " + kind_of(j) +
                               ", not the object of settings it must be ({\"fullscreen\": ...}); "
                               "using the defaults";
        }
        return s;
    }
    WrongKinds wrong;
    read_key(j, "fullscreen", s.fullscreen, wrong);
    read_key(j, "animations", s.animations, wrong);
    read_key(j, "animation_speed", s.animation_speed, wrong);
    if (!is_animation_speed(s.animation_speed)) {
        note_choice(wrong, "animation_speed", s.animation_speed, "slow, normal or fast");
        s.animation_speed = "normal";
    }
    read_key(j, "sound", s.sound, wrong);
    read_key(j, "sound_volume", s.sound_volume, wrong);
    if (s.sound_volume < 0 || s.sound_volume > 100) {
        note_choice(wrong, "sound_volume", std::to_string(s.sound_volume), "0 to 100");
        s.sound_volume = 70;
    }
    read_key(j, "player_name", s.player_name, wrong);
    // Written into saves and drawn across the table: held to a name (100,000 characters were
    // taken whole).
    s.player_name = cards::as_name(s.player_name);
    if (s.player_name.empty()) {
        s.player_name = "You";
    }
    read_key(j, "last_game", s.last_game, wrong);
    read_key(j, "renderer", s.renderer, wrong);
    if (!is_renderer_choice(s.renderer)) {
        note_choice(wrong, "renderer", s.renderer, "auto, gpu or software");
        s.renderer = "auto";
    }
    // The probe is Parlor's own note, not the player's: a stale one is simply probed again.
    if (const auto probe = j.find("renderer_probe"); probe != j.end() && probe->is_object()) {
        WrongKinds ignored;
        read_key(*probe, "devices", s.renderer_probe.devices, ignored);
        read_key(*probe, "answer", s.renderer_probe.answer, ignored);
        if (s.renderer_probe.answer != "gpu" && s.renderer_probe.answer != "software") {
            s.renderer_probe = RendererProbe{};
        }
    }
    // ---- speech (issue 45): a file from before it has no key, and the mode stays off ----
    read_key(j, "speech", s.speech, wrong);
    // ---- deck (issue 45): a file from before it has no key, and keeps the four-colour deck ----
    read_key(j, "deck", s.deck, wrong);
    if (!find_deck(s.deck)) {
        note_choice(wrong, "deck", s.deck, std::string(deck_names));
        s.deck = std::string(default_deck);
    }
    // ---- size of text and cards (issue 45): a file from before it has 100% ----
    read_key(j, "ui_scale", s.ui_scale, wrong);
    if (!is_ui_percent(s.ui_scale)) {
        note_choice(wrong, "ui_scale", std::to_string(s.ui_scale), "100, 125, 150, 175 or 200");
        s.ui_scale = 100;
    }
    read_games(j, s, wrong);
    if (error && !wrong.empty()) {
        // The first few, and how many more: a file of a thousand bad keys is still one notice.
        constexpr std::size_t named = 3;
        std::string said = "Some settings were of the wrong kind; their defaults are used:";
        for (std::size_t i = 0; i < std::min(named, wrong.size()); ++i) {
            said += (i == 0 ? " " : ", ") + wrong[i];
        }
        if (wrong.size() > named) {
            said += " and " + std::to_string(wrong.size() - named) + " more";
        }
        *error = said + ".";
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
