#include "app/table/side_column.hpp"

#include "app/table/paint.hpp"

#include <algorithm>

namespace parlor::app::table {

void LogPanel::scroll_by(int pixels) {
    scroll_ = std::clamp(scroll_ + pixels, 0, max_scroll_);
}

void LogPanel::paint(Gfx& g, const Rect& panel, const TableLog& log, const TableFrame& f) {
    side_panel(g, panel, f.px(14));
    const float pad = f.px(10);
    const TextStyle heading = text_style(f.font_heading, true, theme::gold);
    g.text("Game log", panel.x + pad, panel.y + pad * 0.7f, heading);
    const float top = panel.y + pad * 0.7f + g.line_height(heading) + f.px(4);
    const Rect view{panel.x + pad, top, panel.w - 2 * pad, panel.bottom() - top - pad * 0.6f};

    const TextStyle body = text_style(f.font_small, false, theme::ink);
    const TextStyle reason = text_style(f.font_small, false, theme::ink_soft);
    const float indent = f.px(12);
    if (lines_version_ != log.version() || lines_width_ != static_cast<int>(view.w)) {
        lines_.clear();
        for (const LogEntry& e : log.entries()) {
            bool first = true;
            for (auto& line : g.wrap(e.text, view.w - indent, body)) {
                lines_.push_back(Line{std::move(line), e.who, false, first});
                first = false;
            }
            for (const std::string& r : e.reasons) {
                for (auto& line : g.wrap(r, view.w - 2 * indent, reason)) {
                    lines_.push_back(Line{std::move(line), e.who, true, false});
                }
            }
        }
        if (lines_version_ != log.version()) {
            scroll_ = 0; // a new entry: show the newest
        }
        lines_version_ = log.version();
        lines_width_ = static_cast<int>(view.w);
    }
    const float lh = g.line_height(body);
    const float content = lh * static_cast<float>(lines_.size());
    max_scroll_ = std::max(0, static_cast<int>(content - view.h));
    scroll_ = std::clamp(scroll_, 0, max_scroll_);
    float y = content > view.h ? view.bottom() - content + static_cast<float>(scroll_) : view.y;

    g.clip(view);
    for (const Line& line : lines_) {
        if (y + lh >= view.y && y <= view.bottom()) {
            const Color mark = line.who == LogEntry::Who::Computer ? computer_mark
                               : line.who == LogEntry::Who::Human  ? human_mark
                                                                   : theme::ink_soft;
            if (line.first) {
                g.disc(Point{view.x + indent * 0.35f, y + lh * 0.5f}, std::max(2.0f, lh * 0.16f),
                       mark);
            }
            if (line.reason) {
                g.fill(Rect{view.x + indent * 1.25f, y, std::max(1.0f, f.px(2)), lh},
                       computer_mark.with_alpha(110));
                g.text(line.text, view.x + 2 * indent, y, reason);
            } else {
                g.text(line.text, view.x + indent, y,
                       line.who == LogEntry::Who::Table ? reason : body);
            }
        }
        y += lh;
    }
    g.clip(std::nullopt);
    if (max_scroll_ > 0) {
        // A thin bar shows where in the log the view is.
        const float track = view.h;
        const float thumb = std::max(track * view.h / content, f.px(16));
        const float pos = (1.0f - static_cast<float>(scroll_) / static_cast<float>(max_scroll_)) *
                          (track - thumb);
        g.fill_rounded(Rect{panel.right() - pad * 0.6f, view.y + pos, f.px(3), thumb},
                       f.s.unit * 1.5f, theme::ink_soft.with_alpha(140));
    }
}

void AdvicePanel::scroll_by(int pixels) {
    scroll_ = std::clamp(scroll_ + pixels, 0, max_scroll_);
}

void AdvicePanel::paint(Gfx& g, const Rect& panel, const std::vector<std::string>* lines, int dots,
                        const TableFrame& f) {
    side_panel(g, panel, f.px(14));
    g.outline_rounded(panel, f.px(12), Color{90, 210, 200, 160});
    const float pad = f.px(10);
    const TextStyle heading = text_style(f.font_heading, true, Color{120, 230, 215});
    g.text("Advice", panel.x + pad, panel.y + pad * 0.7f, heading);
    g.text("H to close", panel.right() - pad, panel.y + pad * 0.7f + f.px(3),
           text_style(f.font_small, false, theme::ink_soft, Align::Right));
    const float top = panel.y + pad * 0.7f + g.line_height(heading) + f.px(4);
    const Rect view{panel.x + pad, top, panel.w - 2 * pad, panel.bottom() - top - pad * 0.6f};
    const TextStyle body = text_style(f.font_small, false, theme::ink);
    if (!lines) {
        g.text("Thinking about your hand" + std::string(static_cast<std::size_t>(dots), '.'),
               view.x, view.y, body);
        return;
    }
    g.clip(view);
    float y = view.y - static_cast<float>(scroll_);
    const float gap = f.px(5);
    float total = 0;
    for (const std::string& line : *lines) {
        const float h = g.paragraph(line, Rect{view.x, y, view.w, view.h}, body);
        y += h + gap;
        total += h + gap;
    }
    g.clip(std::nullopt);
    max_scroll_ = std::max(0, static_cast<int>(total - view.h));
}

void SideColumn::paint(Gfx& g, const TableFrame& f, const TableLog& log,
                       const std::vector<std::string>* advice, int dots) {
    log_.paint(g, f.log, log, f);
    if (!f.help.empty()) {
        advice_.paint(g, f.help, advice, dots, f);
    }
}

bool SideColumn::on_wheel(const MouseEvent& e, const TableFrame& f) {
    const int pixels = static_cast<int>(e.wheel * f.font_body * 3);
    if (f.help.contains(e.pos)) {
        advice_.scroll_by(-pixels);
        return true;
    }
    if (f.log.contains(e.pos)) {
        log_.scroll_by(pixels);
        return true;
    }
    return false;
}

bool SideColumn::on_action(UiAction action, const TableFrame& f) {
    const int half = static_cast<int>(f.log.h / 2);
    switch (action) {
    case UiAction::PageUp:
        log_.scroll_by(half);
        return true;
    case UiAction::PageDown:
        log_.scroll_by(-half);
        return true;
    case UiAction::Home:
        log_.scroll_by(log_.max_scroll());
        return true;
    case UiAction::End:
        log_.scroll_by(-log_.scroll());
        return true;
    default:
        return false;
    }
}

} // namespace parlor::app::table
