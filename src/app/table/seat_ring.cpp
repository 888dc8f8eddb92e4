#include "app/table/seat_ring.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

std::vector<SeatPlace> seat_ring(const TableFrame& f, const Rect& room, int others) {
    others = std::clamp(others, 1, 9);
    // Play goes up the seats clockwise: up the left column, along the top, down the right.
    static constexpr int side_seats[] = {0, 0, 0, 1, 1, 1, 2, 2, 2, 2}; // per column, by others
    const int side = side_seats[others];
    const int across = others - 2 * side;
    const float gap_x = f.px(10);
    const float pw = std::floor(
        std::min(f.px(176), (room.w - static_cast<float>(std::max(across, 3) - 1) * gap_x) /
                                static_cast<float>(std::max(across, 3))));
    const float ph = std::floor(std::min(f.px(100), (room.h - 2 * f.gap) / 3.2f));
    std::vector<Rect> boxes;
    for (int i = 0; i < side; ++i) { // the left column, from the bottom up
        boxes.push_back(
            Rect{room.x, room.bottom() - ph - static_cast<float>(i) * (ph + f.gap), pw, ph});
    }
    const float row_w = static_cast<float>(across) * pw + static_cast<float>(across - 1) * gap_x;
    const float spread =
        across > 1 ? std::min((room.w - pw) / static_cast<float>(across - 1), pw + f.px(40)) : 0.0f;
    const float row_x =
        room.cx() - (across > 1 ? spread * static_cast<float>(across - 1) + pw : row_w) / 2;
    for (int i = 0; i < across; ++i) { // along the top, left to right
        boxes.push_back(Rect{std::round(row_x + static_cast<float>(i) * spread), room.y, pw, ph});
    }
    for (int i = side - 1; i >= 0; --i) { // the right column, from the top down
        boxes.push_back(Rect{room.right() - pw,
                             room.bottom() - ph - static_cast<float>(i) * (ph + f.gap), pw, ph});
    }
    std::vector<SeatPlace> places;
    for (const Rect& box : boxes) {
        SeatPlace s;
        s.box = box;
        const float text_h = f.font_body + f.font_small + f.px(10);
        s.card = card_of_height(std::max(f.px(20), ph - text_h - f.px(8)));
        s.cards = Rect{s.box.x + f.px(8), s.box.y + text_h, pw - f.px(16), s.card.h};
        places.push_back(s);
    }
    return places;
}

} // namespace parlor::app::table
