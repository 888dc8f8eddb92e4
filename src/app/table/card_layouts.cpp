#include "app/table/card_layouts.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

CardSize card_of_height(float h) {
    return CardSize{std::round(h * 2.5f / 3.5f), std::round(h)};
}

std::vector<Rect> fan(const Rect& area, int n, CardSize size, float gap) {
    return fan_groups(area, n > 0 ? std::vector<int>{n} : std::vector<int>{}, size, gap, 0);
}

std::vector<Rect> fan_groups(const Rect& area, const std::vector<int>& group_sizes, CardSize size,
                             float gap, float group_gap) {
    std::vector<Rect> boxes;
    int cards = 0;
    int groups = 0;
    for (const int n : group_sizes) {
        if (n > 0) {
            cards += n;
            ++groups;
        }
    }
    if (cards == 0) {
        return boxes;
    }
    const float gaps = static_cast<float>(groups - 1) * group_gap;
    const int steps = cards - groups; // card-to-card steps inside groups
    float step = size.w + gap;
    float total = static_cast<float>(steps) * step + static_cast<float>(groups) * size.w + gaps;
    if (total > area.w && steps > 0) {
        step = std::max(1.0f, std::floor((area.w - static_cast<float>(groups) * size.w - gaps) /
                                         static_cast<float>(steps)));
        total = static_cast<float>(steps) * step + static_cast<float>(groups) * size.w + gaps;
    }
    float x = area.x + std::max(0.0f, std::floor((area.w - total) / 2));
    const float y = area.bottom() - size.h;
    bool first_group = true;
    for (const int n : group_sizes) {
        if (n <= 0) {
            continue;
        }
        if (!first_group) {
            x += group_gap;
        }
        first_group = false;
        for (int i = 0; i < n; ++i) {
            boxes.push_back(Rect{x, y, size.w, size.h});
            x += i + 1 < n ? step : size.w;
        }
    }
    return boxes;
}

std::vector<Rect> group_bounds(const std::vector<Rect>& cards,
                               const std::vector<int>& group_sizes) {
    std::vector<Rect> bounds;
    std::size_t next = 0;
    for (const int n : group_sizes) {
        Rect b{};
        for (int i = 0; i < n && next < cards.size(); ++i, ++next) {
            b = united(b, cards[next]);
        }
        bounds.push_back(b);
    }
    return bounds;
}

std::vector<Rect> pile(const Rect& top, int n, float step, int shown) {
    std::vector<Rect> boxes;
    const int edges = std::clamp(n - 1, 0, shown);
    for (int i = 0; i < n; ++i) {
        // Cards deeper than the shown edges lie under the last edge.
        const int depth = std::min(n - 1 - i, edges);
        const float d = step * static_cast<float>(depth);
        boxes.push_back(top.moved(d, d));
    }
    return boxes;
}

std::vector<Rect> chip_grid(const Rect& area, int count) {
    std::vector<Rect> chips;
    if (count <= 0 || area.empty()) {
        return chips;
    }
    // Try every number of rows; keep the one that gives the tallest chips.
    constexpr float chip_aspect = 0.74f;
    const float spacing = std::max(1.0f, std::floor(area.h / 60));
    int best_rows = 1;
    float best_h = 0;
    for (int rows = 1; rows <= count; ++rows) {
        const int columns = (count + rows - 1) / rows;
        const float by_height =
            (area.h - static_cast<float>(rows - 1) * spacing) / static_cast<float>(rows);
        const float by_width = (area.w - static_cast<float>(columns - 1) * spacing) /
                               static_cast<float>(columns) / chip_aspect;
        const float h = std::min(by_height, by_width);
        if (h > best_h) {
            best_h = h;
            best_rows = rows;
        }
        if (by_height < best_h) {
            break; // more rows only make chips shorter from here on
        }
    }
    const int columns = (count + best_rows - 1) / best_rows;
    const float h = std::max(1.0f, std::floor(best_h));
    const float w = std::max(1.0f, std::floor(best_h * chip_aspect));
    // Spread the columns over the whole width so the strip reads as one block.
    const float step_x =
        columns > 1
            ? std::floor(std::min(w + spacing * 3, (area.w - w) / static_cast<float>(columns - 1)))
            : 0;
    for (int i = 0; i < count; ++i) {
        const int r = i / columns;
        const int c = i % columns;
        chips.push_back(Rect{area.x + static_cast<float>(c) * step_x,
                             area.y + static_cast<float>(r) * (h + spacing), w, h});
    }
    return chips;
}

int topmost_at(const std::vector<Rect>& boxes, Point p) {
    for (int i = static_cast<int>(boxes.size()) - 1; i >= 0; --i) {
        if (boxes[static_cast<std::size_t>(i)].contains(p)) {
            return i;
        }
    }
    return -1;
}

int insertion_index(const std::vector<Rect>& cards, int dragged, float x) {
    int place = 0;
    for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
        if (i != dragged && cards[static_cast<std::size_t>(i)].cx() < x) {
            ++place;
        }
    }
    return place;
}

} // namespace parlor::app::table
