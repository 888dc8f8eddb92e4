#include "app/core/window_size.hpp"

#include "app/core/geometry.hpp"

#include <algorithm>
#include <charconv>

namespace parlor::app {

// The least room, in design units, that every screen and table is laid out in without overlap
// (the text-overlap check holds them at 200% at 800x480 and 1920x1080): 1024x576, a 16:9 window
// at 125%. In it the layouts give way (the top bar's scores and title set smaller, the detail cut
// short; the rows of cards smaller, the player's hand last; Cruno's suit disc as large as the
// room beside the ring). A larger size is capped to it.
float Scale::min_design_w = 1024;
float Scale::min_design_h = 576;

Scale Scale::of(int width, int height, int percent) {
    const float w = static_cast<float>(width), h = static_cast<float>(height);
    const float fit = std::min(w / 1280.0f, h / 720.0f);
    // How much larger the unit may grow before the screen is smaller than that least room.
    const float room = std::min(w / (fit * min_design_w), h / (fit * min_design_h));
    return Scale{fit *
                 std::clamp(static_cast<float>(percent) / 100.0f, 1.0f, std::max(1.0f, room))};
}

std::optional<std::pair<int, int>> parse_window_size(std::string_view text) {
    const std::size_t x = text.find_first_of("xX");
    if (x == std::string_view::npos) {
        return std::nullopt;
    }
    auto number = [](std::string_view digits) -> std::optional<int> {
        int value = 0;
        const auto [end, error] =
            std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.size() < 2 || digits.size() > 5 || error != std::errc{} ||
            end != digits.data() + digits.size() || digits.front() == '-' ||
            digits.front() == '+' || value > max_window_side) {
            return std::nullopt;
        }
        return value;
    };
    const auto w = number(text.substr(0, x));
    const auto h = number(text.substr(x + 1));
    if (!w || !h) {
        return std::nullopt;
    }
    return std::pair{*w, *h};
}

std::optional<ScreenRect> fit_window(int w, int h, ScreenRect usable, WindowBorders borders,
                                     int min_w, int min_h) {
    if (usable.w <= 0 || usable.h <= 0) {
        return std::nullopt;
    }
    // The room inside the usable area once the frame around the window is drawn.
    const int room_w = usable.w - std::max(0, borders.left) - std::max(0, borders.right);
    const int room_h = usable.h - std::max(0, borders.top) - std::max(0, borders.bottom);
    ScreenRect r;
    r.w = std::max(min_w, std::min(w, room_w));
    r.h = std::max(min_h, std::min(h, room_h));
    // Centred in the room; a window larger than the room (the least size) starts at its corner.
    r.x = usable.x + std::max(0, borders.left) + std::max(0, (room_w - r.w) / 2);
    r.y = usable.y + std::max(0, borders.top) + std::max(0, (room_h - r.h) / 2);
    return r;
}

} // namespace parlor::app
