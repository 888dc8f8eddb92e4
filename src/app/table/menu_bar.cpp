#include "app/table/menu_bar.hpp"

#include "app/ui/widgets.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::table {

void MenuBar::set(std::vector<MenuItem> items, const TableFrame& f) {
    items_ = std::move(items);
    boxes_.assign(items_.size(), Rect{});
    if (items_.empty()) {
        return;
    }
    const Rect bar = f.menu_bar;
    const float gap = f.px(10);
    float wanted = 0;
    bool left = false;
    bool right = false;
    for (const MenuItem& item : items_) {
        wanted += f.px(item.width);
        (item.right ? right : left) = true;
    }
    // The gaps and the space between the two groups stay; the buttons give way.
    const float fixed =
        gap * static_cast<float>(items_.size() - 1) + (left && right ? f.px(24) : 0);
    const float shrink = std::min(1.0f, std::max(0.0f, bar.w - fixed) / std::max(1.0f, wanted));
    auto width = [&](const MenuItem& item) {
        return std::max(1.0f, std::floor(f.px(item.width) * shrink));
    };
    float x = bar.x;
    for (std::size_t i = 0; i < items_.size(); ++i) {
        if (!items_[i].right) {
            boxes_[i] = Rect{x, bar.y, width(items_[i]), bar.h};
            x += boxes_[i].w + gap;
        }
    }
    x = bar.right();
    for (std::size_t i = items_.size(); i-- > 0;) {
        if (items_[i].right) {
            x -= width(items_[i]);
            boxes_[i] = Rect{x, bar.y, width(items_[i]), bar.h};
            x -= gap;
        }
    }
}

const MenuItem* MenuBar::find(int id) const {
    for (const MenuItem& item : items_) {
        if (item.id == id) {
            return &item;
        }
    }
    return nullptr;
}

void MenuBar::add_to(Zones& zones) const {
    for (std::size_t i = 0; i < items_.size(); ++i) {
        zones.add(Target::button(items_[i].id), boxes_[i], items_[i].enabled, menu_focus_row);
    }
}

const MenuItem* MenuBar::primary() const {
    for (const MenuItem& item : items_) {
        if (item.primary && item.enabled) {
            return &item;
        }
    }
    return nullptr;
}

void MenuBar::paint(Gfx& g, const TableFrame& f, Target hover, const Focus& focus) const {
    for (std::size_t i = 0; i < items_.size(); ++i) {
        const MenuItem& item = items_[i];
        Button b;
        b.label = item.label;
        b.key_hint = item.key;
        b.enabled = item.enabled;
        b.primary = item.primary && item.enabled;
        b.rect = boxes_[i];
        b.hovered = item.enabled && hover == Target::button(item.id);
        // The key goes in the corner only when it does not crowd the label.
        if (!b.key_hint.empty()) {
            const float need = g.measure(b.label, TextStyle{f.font_body, true}).w +
                               g.measure(b.key_hint, TextStyle{f.font_body * 0.72f}).w + f.px(40);
            if (need > b.rect.w) {
                b.key_hint.clear();
            }
        }
        // A bar too short for its buttons (large text in a small window) narrows them all; a
        // label that no longer fits is set smaller rather than run over its button's edges.
        const float label_w = g.measure(b.label, TextStyle{f.font_body, true}).w;
        const float room = b.rect.w - f.px(8);
        const float font =
            label_w > room ? f.font_body * std::max(0.5f, room / label_w) : f.font_body;
        draw_button(g, b, focus.on(Target::button(item.id)), font);
    }
}

} // namespace parlor::app::table
