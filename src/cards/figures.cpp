#include "parlor/cards/figures.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace parlor::cards {

std::string points_text(double points) {
    const double rounded = std::round(points * 10) / 10;
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", rounded == 0 ? 0.0 : rounded);
    return text;
}

std::string signed_points_text(double points) {
    const std::string text = points_text(points);
    return text == "0.0" || text.front() == '-' ? text : "+" + text;
}

ChanceBand chance_band(double chance) {
    if (chance < 0.01) {
        return ChanceBand::AsGoodAsLost;
    }
    if (chance > 0.99) {
        return ChanceBand::AsGoodAsWon;
    }
    return ChanceBand::Open;
}

std::string percent_text(double chance) {
    const int percent = std::clamp(static_cast<int>(std::lround(chance * 100)), 1, 99);
    return std::to_string(percent) + "%";
}

std::string count_text(int count, const std::string& singular, const std::string& plural) {
    return std::to_string(count) + " " + (count == 1 ? singular : plural);
}

} // namespace parlor::cards
