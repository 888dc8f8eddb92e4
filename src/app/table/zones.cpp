#include "app/table/zones.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

void Zones::add(Target target, Rect box, bool reachable, int focus_row) {
    spots_.push_back(Spot{target, box, reachable, focus_row});
}

Target Zones::hit(Point p) const {
    for (auto it = spots_.rbegin(); it != spots_.rend(); ++it) {
        if (it->box.contains(p)) {
            return it->target;
        }
    }
    return Target{};
}

const Zones::Spot* Zones::find(Target target) const {
    for (const Spot& s : spots_) {
        if (s.target == target) {
            return &s;
        }
    }
    return nullptr;
}

bool Zones::reachable(Target target) const {
    const Spot* s = find(target);
    return s != nullptr && s->reachable;
}

std::vector<std::vector<const Zones::Spot*>> Zones::grid() const {
    std::vector<int> rows;
    for (const Spot& s : spots_) {
        if (s.reachable && s.focus_row >= 0) {
            rows.push_back(s.focus_row);
        }
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    std::vector<std::vector<const Spot*>> grid;
    for (const int row : rows) {
        std::vector<const Spot*> line;
        for (const Spot& s : spots_) {
            if (s.reachable && s.focus_row == row) {
                line.push_back(&s);
            }
        }
        std::stable_sort(line.begin(), line.end(),
                         [](const Spot* a, const Spot* b) { return a->box.x < b->box.x; });
        grid.push_back(std::move(line));
    }
    return grid;
}

namespace {

struct Place {
    int row = -1;
    int column = -1;
};

Place place_of(const std::vector<std::vector<const Zones::Spot*>>& grid, Target t) {
    for (std::size_t r = 0; r < grid.size(); ++r) {
        for (std::size_t c = 0; c < grid[r].size(); ++c) {
            if (grid[r][c]->target == t) {
                return Place{static_cast<int>(r), static_cast<int>(c)};
            }
        }
    }
    return Place{};
}

} // namespace

bool Focus::move(UiAction action, const Zones& zones) {
    if (action != UiAction::Left && action != UiAction::Right && action != UiAction::Up &&
        action != UiAction::Down && action != UiAction::Next && action != UiAction::Prev &&
        action != UiAction::Home && action != UiAction::End) {
        return false;
    }
    const auto grid = zones.grid();
    if (grid.empty()) {
        target = Target{};
        return true;
    }
    const Place at = place_of(grid, target);
    if (at.row < 0) {
        target = grid.front().front()->target;
        visible = true;
        return true;
    }
    if (!visible) {
        visible = true; // the first key shows where the focus is
        return true;
    }
    const auto& row = grid[static_cast<std::size_t>(at.row)];
    const int n = static_cast<int>(row.size());
    switch (action) {
    case UiAction::Left:
    case UiAction::Right: {
        // The ends of a row are ends: wrapping from the first card to the last played the wrong
        // card for a player who pressed once too often.
        const int column = std::clamp(at.column + (action == UiAction::Right ? 1 : -1), 0, n - 1);
        target = row[static_cast<std::size_t>(column)]->target;
        return true;
    }
    case UiAction::Home:
        target = row.front()->target;
        return true;
    case UiAction::End:
        target = row.back()->target;
        return true;
    case UiAction::Up:
    case UiAction::Down: {
        const int r = at.row + (action == UiAction::Down ? 1 : -1);
        if (r < 0 || r >= static_cast<int>(grid.size())) {
            return true; // the edge of the table: stay
        }
        // The spot of the next row nearest across to this one.
        const float x = row[static_cast<std::size_t>(at.column)]->box.cx();
        const auto& next = grid[static_cast<std::size_t>(r)];
        const auto nearest = std::min_element(
            next.begin(), next.end(), [x](const Zones::Spot* a, const Zones::Spot* b) {
                return std::abs(a->box.cx() - x) < std::abs(b->box.cx() - x);
            });
        target = (*nearest)->target;
        return true;
    }
    default: {
        std::vector<Target> all;
        for (const auto& line : grid) {
            for (const Zones::Spot* s : line) {
                all.push_back(s->target);
            }
        }
        const auto it = std::find(all.begin(), all.end(), target);
        const int i = static_cast<int>(it - all.begin());
        const int m = static_cast<int>(all.size());
        target = all[static_cast<std::size_t>((i + (action == UiAction::Next ? 1 : m - 1)) % m)];
        return true;
    }
    }
}

void Focus::keep_within(const Zones& zones, Target fallback) {
    const auto grid = zones.grid();
    if (place_of(grid, target).row >= 0) {
        return;
    }
    target = fallback;
    if (place_of(grid, target).row < 0) {
        target = grid.empty() ? Target{} : grid.front().front()->target;
    }
}

} // namespace parlor::app::table
