#include "app/table/side_column.hpp"

#include "app/table/paint.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <iterator>

namespace parlor::app::table {

bool repeats_summary(std::string_view detail, std::string_view summary) {
    const auto bare = [](std::string_view text) {
        while (!text.empty() && (text.back() == '.' || text.back() == ' ')) {
            text.remove_suffix(1);
        }
        return text;
    };
    return !summary.empty() && bare(detail) == bare(summary);
}

int LogPanel::scroll() const {
    // Scrolled in an older log: a new entry has come since, and the newest shows.
    return scroll_version_ == lines_version_ ? std::clamp(scroll_, 0, max_scroll_) : 0;
}

void LogPanel::scroll_by(int pixels) {
    scroll_ = std::clamp(scroll() + pixels, 0, max_scroll_);
    scroll_version_ = lines_version_;
}

void LogPanel::paint(Gfx& g, const Rect& panel, const TableLog& log, const TableFrame& f) const {
    side_panel(g, panel, f.px(14));
    const float pad = f.px(10);
    const TextStyle heading = text_style(f.font_heading, true, theme::gold);
    g.text("Game log", panel.x + pad, panel.y + pad * 0.7f, heading);
    // How to read a move's reasons, by mouse and by keys: the longest wording that fits beside
    // the heading.
    const TextStyle hint = text_style(f.font_small, false, theme::ink_soft, Align::Right);
    const float hint_room = panel.w - 2 * pad - g.measure("Game log", heading).w - f.px(10);
    std::string_view how = std::end(log_hints)[-1];
    for (const std::string_view wording : log_hints) {
        if (g.measure(wording, hint).w <= hint_room) {
            how = wording;
            break;
        }
    }
    g.text(how, panel.right() - pad, panel.y + pad * 0.7f + f.px(3), hint);
    const float top = panel.y + pad * 0.7f + g.line_height(heading) + f.px(4);
    const Rect view{panel.x + pad, top, panel.w - 2 * pad, panel.bottom() - top - pad * 0.6f};

    const TextStyle body = text_style(f.font_small, false, theme::ink);
    const TextStyle reason = text_style(f.font_small, false, theme::ink_soft);
    const float indent = f.px(12);
    if (lines_version_ != log.version() || lines_width_ != static_cast<int>(view.w) ||
        lines_shape_ != shape_) {
        lines_.clear();
        for (std::size_t i = 0; i < log.entries().size(); ++i) {
            const LogEntry& e = log.entries()[i];
            bool first = true;
            for (auto& line : g.wrap(e.text, view.w - indent, body)) {
                lines_.push_back(Line{std::move(line), e.who, false, first, i, false, e.mark});
                first = false;
            }
            // The first reason only, the rest when the entry is opened: one line per move.
            const std::size_t shown =
                expanded(i) ? e.reasons.size() : std::min<std::size_t>(1, e.reasons.size());
            for (std::size_t r = 0; r < shown; ++r) {
                for (auto& line : g.wrap(e.reasons[r], view.w - 2 * indent, reason)) {
                    lines_.push_back(Line{std::move(line), e.who, true, false, i, false, e.mark});
                }
            }
            if (shown < e.reasons.size()) {
                lines_.back().more = true;
            }
        }
        lines_version_ = log.version();
        lines_width_ = static_cast<int>(view.w);
        lines_shape_ = shape_;
    }
    const float lh = g.line_height(body);
    const float content = lh * static_cast<float>(lines_.size());
    max_scroll_ = std::max(0, static_cast<int>(content - view.h));
    // A mark on a move taken back marks nothing.
    const bool marked = marked_ && *marked_ < log.entries().size();
    if (reveal_ && marked) {
        reveal(lh, view.h);
    }
    reveal_ = false;
    const int scroll = this->scroll();
    float y = content > view.h ? view.bottom() - content + static_cast<float>(scroll) : view.y;
    view_ = view;
    top_ = y;
    line_height_ = lh;

    g.clip(view);
    if (marked) {
        // The marked move: a light band behind its lines.
        const auto [first, count] = entry_lines(*marked_);
        if (count > 0) {
            g.fill_rounded(Rect{view.x - f.px(4), y + lh * static_cast<float>(first),
                                view.w + f.px(4), lh * static_cast<float>(count)},
                           f.px(5), Color{255, 255, 255, 36});
        }
    }
    for (const Line& line : lines_) {
        if (y + lh >= view.y && y <= view.bottom()) {
            const Color mark = line.mark                             ? *line.mark
                               : line.who == LogEntry::Who::Computer ? computer_mark
                               : line.who == LogEntry::Who::Human    ? human_mark
                                                                     : theme::ink_soft;
            if (line.first) {
                seat_bullet(g, Point{view.x + indent * 0.35f, y + lh * 0.5f},
                            std::max(2.0f, lh * 0.16f), mark);
            }
            if (line.reason) {
                g.fill(Rect{view.x + indent * 1.25f, y, std::max(1.0f, f.px(2)), lh},
                       line.mark.value_or(computer_mark).with_alpha(110));
                const Rect drawn = g.text(line.text, view.x + 2 * indent, y, reason);
                if (line.more) {
                    // More behind a click: a small "+" after the line.
                    g.text(" +", drawn.right(), y, text_style(f.font_small, true, theme::gold));
                }
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
        const float pos =
            (1.0f - static_cast<float>(scroll) / static_cast<float>(max_scroll_)) * (track - thumb);
        g.fill_rounded(Rect{panel.right() - pad * 0.6f, view.y + pos, f.px(3), thumb},
                       f.s.unit * 1.5f, theme::ink_soft.with_alpha(140));
    }
}

bool LogPanel::toggle_at(Point p) {
    if (!view_.contains(p) || lines_.empty() || line_height_ <= 0) {
        return false;
    }
    const float row = (p.y - top_) / line_height_;
    if (row < 0 || row >= static_cast<float>(lines_.size())) {
        return false;
    }
    const std::size_t entry = lines_[static_cast<std::size_t>(row)].entry;
    // Only an entry with more than its first reason has anything to open.
    const bool has_more = std::any_of(lines_.begin(), lines_.end(), [entry](const Line& l) {
        return l.entry == entry && l.more;
    });
    if (expanded(entry)) {
        expanded_.erase(entry);
    } else if (has_more) {
        expanded_.insert(entry);
    } else {
        return false;
    }
    ++shape_;
    scroll_version_ = lines_version_; // the view stays where the player was reading
    return true;
}

std::pair<std::size_t, std::size_t> LogPanel::entry_lines(std::size_t entry) const {
    std::size_t first = 0, count = 0;
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        if (lines_[i].entry == entry) {
            first = count == 0 ? i : first;
            ++count;
        }
    }
    return {first, count};
}

void LogPanel::reveal(float lh, float view_h) const {
    const auto [first, count] = entry_lines(*marked_);
    if (count == 0) {
        return;
    }
    // The scroll counts pixels up from the newest line: the entry's last line shows while the
    // scroll is at most `low`, its first while it is at least `high`; the first wins when the
    // entry is taller than the view.
    const float content = lh * static_cast<float>(lines_.size());
    const float low = content - lh * static_cast<float>(first + count);
    const float high = content - lh * static_cast<float>(first) - view_h;
    int s = std::clamp(scroll(), static_cast<int>(std::ceil(high)),
                       std::max(static_cast<int>(std::ceil(high)), static_cast<int>(low)));
    scroll_ = std::clamp(s, 0, max_scroll_);
    scroll_version_ = lines_version_;
}

bool LogPanel::has_details(const TableLog& log, std::size_t entry) {
    return entry < log.entries().size() && log.entries()[entry].reasons.size() > 1;
}

bool LogPanel::mark_next(const TableLog& log, int direction) {
    const auto count = static_cast<std::ptrdiff_t>(log.entries().size());
    // None marked: the newest move with details, whichever way; else the next one that way.
    const bool none = !marked_ || *marked_ >= log.entries().size();
    const std::ptrdiff_t step = none ? -1 : direction < 0 ? -1 : 1;
    std::optional<std::size_t> next;
    for (std::ptrdiff_t i = none ? count - 1 : static_cast<std::ptrdiff_t>(*marked_) + step;
         i >= 0 && i < count; i += step) {
        if (has_details(log, static_cast<std::size_t>(i))) {
            next = static_cast<std::size_t>(i);
            break;
        }
    }
    if (!next) {
        // At an end the mark stays, and comes into view again.
        reveal_ = marked_.has_value();
        return marked_.has_value();
    }
    marked_ = next;
    reveal_ = true;
    ++shape_;
    return true;
}

bool LogPanel::toggle_marked(const TableLog& log) {
    if ((!marked_ || !has_details(log, *marked_)) && !mark_next(log, -1)) {
        return false;
    }
    if (expanded(*marked_)) {
        expanded_.erase(*marked_);
    } else {
        expanded_.insert(*marked_);
    }
    ++shape_;
    reveal_ = true; // opened, its reasons come into view
    return true;
}

void AdvicePanel::scroll_rows(int rows) {
    top_row_ = std::clamp(scroll() + rows, 0, max_top_row_);
}

void AdvicePanel::paint(Gfx& g, const Rect& panel, const AdviceText* advice, int dots,
                        const TableFrame& f) const {
    side_panel(g, panel, f.px(14));
    g.outline_rounded(panel, f.px(12), Color{90, 210, 200, 160});
    const float pad = f.px(10);
    const TextStyle heading = text_style(f.font_heading, true, Color{120, 230, 215});
    g.text("Advice", panel.x + pad, panel.y + pad * 0.7f, heading);
    g.text("H to close", panel.right() - pad, panel.y + pad * 0.7f + f.px(3),
           text_style(f.font_small, false, theme::ink_soft, Align::Right));
    const float top = panel.y + pad * 0.7f + g.line_height(heading) + f.px(4);
    const float bar = f.px(8); // room kept on the right for the scroll bar
    const Rect view{panel.x + pad, top, panel.w - 2 * pad - bar, panel.bottom() - top - pad * 0.6f};
    const TextStyle body = text_style(f.font_small, false, theme::ink);
    const TextStyle lead = text_style(f.font_small, true, Color{150, 240, 225});
    last_view_ = view;
    last_lines_.clear();
    if (!advice || !advice->details) {
        g.text("Thinking about your hand" + std::string(static_cast<std::size_t>(dots), '.'),
               view.x, view.y, body);
        return;
    }

    // Wrapped once per advice and width: the summary, a gap, then each detail as a paragraph.
    std::string key = std::to_string(static_cast<int>(view.w)) + '\x1f';
    key += advice->summary;
    for (const std::string& line : *advice->details) {
        key += '\x1f' + line;
    }
    if (key != rows_key_) {
        rows_.clear();
        row_height_ = g.line_height(body);
        const float gap = f.px(5);
        float y = 0;
        for (std::string& text : g.wrap(advice->summary, view.w, lead)) {
            rows_.push_back(Row{std::move(text), y, true});
            y += row_height_;
        }
        for (const std::string& line : *advice->details) {
            if (repeats_summary(line, advice->summary)) {
                continue; // the heading says it already
            }
            y += gap;
            for (std::string& text : g.wrap(line, view.w, body)) {
                rows_.push_back(Row{std::move(text), y, false});
                y += row_height_;
            }
        }
        rows_key_ = std::move(key);
    }

    // The last top row that still shows the end of the advice.
    max_top_row_ = 0;
    if (!rows_.empty()) {
        const float end = rows_.back().y + row_height_;
        while (max_top_row_ + 1 < static_cast<int>(rows_.size()) &&
               end - rows_[static_cast<std::size_t>(max_top_row_)].y > view.h) {
            ++max_top_row_;
        }
    }
    const int top_row = scroll();
    const float offset = rows_.empty() ? 0 : rows_[static_cast<std::size_t>(top_row)].y;
    for (std::size_t i = static_cast<std::size_t>(top_row); i < rows_.size(); ++i) {
        const float y = view.y + rows_[i].y - offset;
        if (y + row_height_ > view.bottom() + 0.5f) {
            break; // only whole lines
        }
        last_lines_.push_back(g.text(rows_[i].text, view.x, y, rows_[i].summary ? lead : body));
    }
    if (max_top_row_ > 0) {
        const float shown = view.h / (rows_.back().y + row_height_);
        const float thumb = std::max(view.h * shown, f.px(16));
        const float pos =
            static_cast<float>(top_row) / static_cast<float>(max_top_row_) * (view.h - thumb);
        g.fill_rounded(Rect{view.right() + bar - f.px(3), view.y, f.px(3), view.h}, f.s.unit * 1.5f,
                       theme::ink_soft.with_alpha(50));
        g.fill_rounded(Rect{view.right() + bar - f.px(3), view.y + pos, f.px(3), thumb},
                       f.s.unit * 1.5f, theme::ink_soft.with_alpha(170));
    }
}

void SideColumn::paint(Gfx& g, const TableFrame& f, const TableLog& log, const AdviceText* advice,
                       int dots) const {
    log_.paint(g, f.log, log, f);
    if (!f.help.empty()) {
        advice_.paint(g, f.help, advice, dots, f);
    }
}

bool SideColumn::on_wheel(const MouseEvent& e, const TableFrame& f) {
    const int pixels = static_cast<int>(e.wheel * f.font_body * 3);
    if (f.help.contains(e.pos)) {
        // Three lines a notch, at least one line however fine the wheel.
        const int rows = static_cast<int>(std::lround(e.wheel * 3));
        advice_.scroll_rows(rows != 0 ? -rows : (e.wheel > 0 ? -1 : 1));
        return true;
    }
    if (f.log.contains(e.pos)) {
        log_.scroll_by(pixels);
        return true;
    }
    return false;
}

bool SideColumn::on_click(Point p, const TableFrame& f) {
    return f.log.contains(p) && log_.toggle_at(p);
}

bool SideColumn::on_action(UiAction action, const TableFrame& f, const TableLog& log) {
    const int half = static_cast<int>(f.log.h / 2);
    switch (action) {
    case UiAction::LogOlder:
    case UiAction::LogNewer:
        return log_.mark_next(log, action == UiAction::LogOlder ? -1 : 1);
    case UiAction::LogOpen:
        return log_.toggle_marked(log);
    case UiAction::PageUp:
        log_.scroll_by(half);
        return true;
    case UiAction::PageDown:
        log_.scroll_by(-half);
        return true;
    default:
        return false;
    }
}

} // namespace parlor::app::table
