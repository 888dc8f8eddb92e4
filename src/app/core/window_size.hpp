#pragma once
// `parlor --size WxH`: the window's size as typed, within what a screen can show. 16384x16384
// used to be taken (4.5 GB of memory, two minutes before the first frame).

#include <optional>
#include <string_view>
#include <utility>

namespace parlor::app {

// The largest width and height --size takes: past any display made today.
inline constexpr int max_window_side = 8192;

// "1280x720" (or "1280X720"): two numbers of 2 to 5 digits, each at most max_window_side.
std::optional<std::pair<int, int>> parse_window_size(std::string_view text);

} // namespace parlor::app
