#pragma once
// Where the statistics screen's parts go in a window of a given size: a plain function of the
// size and the number of rows, so that painting and the mouse use the same rectangles and a test
// holds them to every size. Top down: the heading, the game between its arrows, the sheet (a
// header and a row per difficulty; rows grow thinner before the sheet leaves the window), the
// note under it, the chosen row's line, the chart of its latest results, the notice, the
// buttons and the key hints.

#include "app/core/geometry.hpp"

#include <optional>
#include <vector>

namespace parlor::app {

struct StatisticsLayout {
    float heading_y = 0;
    float game_y = 0; // the game's name, centred
    Rect left_arrow;
    Rect right_arrow;
    Rect sheet;
    float header_y = 0;         // the columns' names
    std::vector<float> columns; // each column's left edge
    std::vector<Rect> rows;     // one per difficulty
    float text_size = 0;        // the sheet's font size
    float note_y = 0;           // what the best and average mean
    float chosen_y = 0;         // the chosen row's line
    Rect chart;
    float notice_y = 0;        // a damaged file's story: its first line
    float notice_line = 0;     // the height of each of its lines
    std::vector<Rect> buttons; // Reset, Back
    float footer_y = 0;        // the key hints
};

// The columns of the sheet, as fractions of its width (the difficulty first).
inline constexpr float statistics_columns[] = {0.0f,  0.13f, 0.21f, 0.28f, 0.35f, 0.42f,
                                               0.52f, 0.63f, 0.73f, 0.81f, 0.92f};

// The sheet's columns laid out from what their texts measure (`widths`: the widest text of each
// column, its name or a cell): each left edge, from `left`, the columns apart by at least `gap`
// and sharing the rest of `room` evenly between them. Nothing when they do not fit in `room`
// (the sheet then takes a smaller text). Cruno's "Intermediate · 10 players" once ran into the
// Played column, whose place was a fixed share of the width.
std::optional<std::vector<float>> place_columns(float left, float room,
                                                const std::vector<float>& widths, float gap);

// `notice_lines`: the lines the notice takes, wrapped within the window (the chart gives up the
// room for them).
StatisticsLayout layout_statistics(int width, int height, int rows, int notice_lines = 1);
// The most lines the notice is given: a longer one is cut at its last line.
inline constexpr int statistics_notice_lines_max = 3;

} // namespace parlor::app
