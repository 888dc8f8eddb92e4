// Where the Casino table's parts lie: the hands and piles above and below, the deck and the
// table's builds and loose cards between them. Plain C++, tested for every window size.

#include "app/casino/table.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::casino_table {

namespace {

constexpr float label_line = 24; // design pixels above the table's cards: the builds' labels
constexpr float frame_pad = 6;

} // namespace

Layout layout_casino(const table::TableFrame& f) {
    Layout l;
    const Rect p = f.play;
    l.computer_card = table::card_of_height(f.px(84));
    l.table_card = table::card_of_height(f.px(116));
    l.human_card = table::card_of_height(f.px(132));
    l.pile_card = table::card_of_height(f.px(66));
    l.lift = f.px(16);
    const float label_h = f.px(22);
    const float table_h = f.px(label_line + 2 * frame_pad) + l.table_card.h;
    const float fixed = label_h + l.computer_card.h + table_h + label_h + l.lift + l.human_card.h;
    const float air = std::floor(std::max(0.0f, p.h - fixed) / 2);
    const float pile_w = std::min(f.px(230), std::floor(p.w * 0.3f));
    const float left_w = p.w - pile_w - f.gap;

    float y = p.y;
    l.computer_label = Rect{p.x, y, left_w, label_h};
    l.computer_hand = Rect{p.x, y + label_h, left_w, l.computer_card.h};
    l.computer_pile = Rect{p.right() - pile_w, y, pile_w, label_h + l.computer_card.h};
    y += label_h + l.computer_card.h + air;

    l.deck = Rect{p.x + f.px(4), y + f.px(label_line + frame_pad), l.computer_card.w + f.px(8),
                  l.computer_card.h};
    const float table_x = l.deck.right() + f.gap * 2;
    l.table = Rect{table_x, y, p.right() - table_x, table_h};
    y += table_h + air;

    l.human_label = Rect{p.x, y, p.w, label_h};
    l.human_hand = Rect{p.x, y + label_h, left_w, l.lift + l.human_card.h};
    l.human_pile = Rect{p.right() - pile_w, y + label_h + l.lift, pile_w, l.human_card.h};
    return l;
}

TablePlaces place_table(const ca::Table& table, const Rect& area, CardSize card, float unit) {
    const float pad = frame_pad * unit;
    const float part_gap = 8 * unit;
    const float item_gap = 12 * unit;
    TablePlaces out;
    for (const float factor : {1.0f, 0.9f, 0.8f, 0.7f, 0.6f, 0.5f, 0.4f}) {
        const CardSize c{std::round(card.w * factor), std::round(card.h * factor)};
        // The label line above, the frame's padding and the cards within the area (rounding).
        const float top = std::min(std::round(area.y + label_line * unit),
                                   std::floor(area.bottom() - c.h - 2 * pad));
        const int loose = static_cast<int>(table.loose.size());
        auto width_with = [&](float part_step, float loose_step) {
            float w = 0;
            for (const ca::TableBuild& b : table.builds) {
                w += 2 * pad + static_cast<float>(b.parts.size() - 1) * part_gap;
                for (const auto& part : b.parts) {
                    w += c.w + static_cast<float>(part.size() - 1) * part_step;
                }
                w += item_gap;
            }
            if (loose > 0) {
                w += static_cast<float>(loose - 1) * loose_step + c.w;
            } else if (!table.builds.empty()) {
                w -= item_gap;
            }
            return w;
        };
        float part_step = std::round(c.w * 0.3f);
        float loose_step = c.w + item_gap;
        if (width_with(part_step, loose_step) > area.w && loose > 1) {
            // The loose cards close up first, down to half a card apart.
            const float room = area.w - width_with(part_step, 0); // the last card included
            loose_step =
                std::max(std::round(c.w * 0.5f), std::floor(room / static_cast<float>(loose - 1)));
            loose_step = std::min(loose_step, c.w + item_gap);
        }
        if (width_with(part_step, loose_step) > area.w) {
            part_step = std::round(c.w * 0.2f);
        }
        const float width = width_with(part_step, loose_step);
        if (width > area.w && factor > 0.45f) {
            continue; // smaller cards
        }
        out.card = c;
        float x = std::floor(area.x + std::max(0.0f, (area.w - width) / 2));
        for (const ca::TableBuild& b : table.builds) {
            BuildPlace place;
            const float start = x;
            x += pad;
            for (std::size_t i = 0; i < b.parts.size(); ++i) {
                std::vector<Rect> boxes;
                for (std::size_t k = 0; k < b.parts[i].size(); ++k) {
                    boxes.push_back(
                        Rect{x + static_cast<float>(k) * part_step, top + pad, c.w, c.h});
                }
                x += c.w + static_cast<float>(b.parts[i].size() - 1) * part_step;
                if (i + 1 < b.parts.size()) {
                    x += part_gap;
                }
                place.parts.push_back(std::move(boxes));
            }
            x += pad;
            place.frame = Rect{start, top, x - start, c.h + 2 * pad};
            out.builds.push_back(std::move(place));
            x += item_gap;
        }
        for (int i = 0; i < loose; ++i) {
            out.loose.push_back(Rect{x, top + pad, c.w, c.h});
            x += loose_step;
        }
        return out;
    }
    return out;
}

} // namespace parlor::app::casino_table
