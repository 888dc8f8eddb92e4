#include "app/table/log_panel.hpp"

#include <algorithm>

namespace parlor::app::table {

void LogPanel::scroll_by(int pixels) {
    scroll_ = std::clamp(scroll_ + pixels, 0, max_scroll_);
}

bool LogPanel::on_action(UiAction action, int panel_height) {
    switch (action) {
    case UiAction::PageUp:
        scroll_by(panel_height / 2);
        return true;
    case UiAction::PageDown:
        scroll_by(-panel_height / 2);
        return true;
    case UiAction::Home:
        scroll_to_oldest();
        return true;
    case UiAction::End:
        scroll_to_newest();
        return true;
    default:
        return false;
    }
}

void LogPanel::draw(Gfx& g, const Rect& panel, const TableLog& log, const PanelMetrics& m,
                    const std::string& heading_text) {
    side_panel(g, panel, static_cast<float>(m.px(14)));
    const int pad = m.px(10);
    const auto heading = text_style(m.font_heading, true, theme::gold);
    g.text(heading_text, panel.x + pad, panel.y + pad * 0.7f, heading);
    const float top = panel.y + pad * 0.7f + g.line_height(heading) + m.px(4);
    const Rect view{panel.x + pad, top, panel.w - 2 * pad, panel.bottom() - top - pad * 0.6f};

    const auto body = text_style(m.font_small, false, theme::ink);
    const auto reason = text_style(m.font_small, false, theme::ink_soft);
    const int indent = m.px(12);
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
                g.fill(Rect{view.x + indent + indent * 0.25f, y,
                            std::max(1.0f, static_cast<float>(m.px(2))), lh},
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
        const float thumb = std::max(track * view.h / content, static_cast<float>(m.px(16)));
        const float pos = (1.0f - static_cast<float>(scroll_) / max_scroll_) * (track - thumb);
        g.fill_rounded(
            Rect{panel.right() - pad * 0.6f, view.y + pos, static_cast<float>(m.px(3)), thumb},
            static_cast<float>(m.unit * 1.5), theme::ink_soft.with_alpha(140));
    }
}

void scroll_side_panels(const MouseEvent& e, const Box& log_box, LogPanel& log, const Box& help_box,
                        AdvicePanel& help, int step) {
    const int x = static_cast<int>(e.pos.x);
    const int y = static_cast<int>(e.pos.y);
    const int pixels = static_cast<int>(e.wheel * static_cast<float>(step));
    if (help_box.contains(x, y)) {
        help.scroll_by(-pixels);
    } else if (log_box.contains(x, y)) {
        log.scroll_by(pixels);
    }
}

void AdvicePanel::scroll_by(int pixels) {
    scroll_ = std::clamp(scroll_ + pixels, 0, max_scroll_);
}

void AdvicePanel::draw(Gfx& g, const Rect& panel, const std::vector<std::string>* lines, int dots,
                       const PanelMetrics& m) {
    side_panel(g, panel, static_cast<float>(m.px(14)));
    g.outline_rounded(panel, static_cast<float>(m.px(12)), Color{90, 210, 200, 160});
    const int pad = m.px(10);
    const auto heading = text_style(m.font_heading, true, Color{120, 230, 215});
    g.text("Advice", panel.x + pad, panel.y + pad * 0.7f, heading);
    g.text("H to close", panel.right() - pad, panel.y + pad * 0.7f + m.px(3),
           text_style(m.font_small, false, theme::ink_soft, Align::Right));
    const float top = panel.y + pad * 0.7f + g.line_height(heading) + m.px(4);
    const Rect view{panel.x + pad, top, panel.w - 2 * pad, panel.bottom() - top - pad * 0.6f};
    const auto body = text_style(m.font_small, false, theme::ink);
    if (!lines) {
        g.text("Thinking about your hand" + std::string(static_cast<std::size_t>(dots), '.'),
               view.x, view.y, body);
        return;
    }
    g.clip(view);
    float y = view.y - static_cast<float>(scroll_);
    const float gap = static_cast<float>(m.px(5));
    float total = 0;
    for (const std::string& line : *lines) {
        const float h = g.paragraph(line, Rect{view.x, y, view.w, view.h}, body);
        y += h + gap;
        total += h + gap;
    }
    g.clip(std::nullopt);
    max_scroll_ = std::max(0, static_cast<int>(total - view.h));
}

} // namespace parlor::app::table
