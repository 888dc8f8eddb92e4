#pragma once
// The column on the right of every table: the log (what each player did, and the computer's
// reasons) and, when asked for, the expert's advice above it. Scrolled with the wheel over a
// panel, or PgUp/PgDn for the log (Home/End move the focus to the ends of a row).

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"
#include "app/table/table_frame.hpp"
#include "app/table/table_log.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace parlor::app::table {

class LogPanel {
  public:
    // Draws `log` in `panel`; a new entry scrolls back to the newest.
    void paint(Gfx& g, const Rect& panel, const TableLog& log, const TableFrame& f);
    // Pixels up from the newest line (0 shows the newest).
    int scroll() const { return scroll_; }
    int max_scroll() const { return max_scroll_; }
    void scroll_by(int pixels); // positive: towards older entries

  private:
    struct Line {
        std::string text;
        LogEntry::Who who;
        bool reason; // an indented reason under an entry
        bool first;  // the first line of an entry (gets the marker)
    };
    std::vector<Line> lines_;
    int lines_version_ = -1;
    int lines_width_ = -1;
    int scroll_ = 0;
    int max_scroll_ = 0;
};

// What the advice panel shows: a one-line summary of the recommendation above its details.
struct AdviceText {
    std::string_view summary;
    const std::vector<std::string>* details = nullptr;
};

// The expert's advice for the player, or "Thinking…" while it works. Scrolled a whole line at a
// time, so no line is ever cut in half at an edge; a bar shows where the view is when the advice
// is longer than the panel.
class AdvicePanel {
  public:
    // `advice` null while the advice is being worked out; `dots` animates the wait (0..3).
    void paint(Gfx& g, const Rect& panel, const AdviceText* advice, int dots, const TableFrame& f);
    int scroll() const { return top_row_; }
    int max_scroll() const { return max_top_row_; }
    void scroll_rows(int rows); // positive: further down
    void reset() { top_row_ = 0; }
    // Where the last paint put the text: the view and each line drawn (for tests).
    const Rect& last_view() const { return last_view_; }
    const std::vector<Rect>& last_lines() const { return last_lines_; }

  private:
    struct Row {
        std::string text;
        float y = 0;          // from the top of the text, before scrolling
        bool summary = false; // a row of the summary (bold, bright)
    };
    std::vector<Row> rows_;
    std::string rows_key_; // the text and width the rows were wrapped for
    float row_height_ = 1;
    int top_row_ = 0;
    int max_top_row_ = 0;
    Rect last_view_;
    std::vector<Rect> last_lines_;
};

class SideColumn {
  public:
    void paint(Gfx& g, const TableFrame& f, const TableLog& log, const AdviceText* advice,
               int dots);
    // The wheel over a panel scrolls it; PgUp/PgDn scroll the log half a panel. False when the
    // event or action was not for the column.
    // New advice opens at its top: the table calls new_advice() whenever the advice changes.
    bool on_wheel(const MouseEvent& e, const TableFrame& f);
    bool on_action(UiAction action, const TableFrame& f);
    void new_advice() { advice_.reset(); }
    int log_scroll() const { return log_.scroll(); }
    int log_max_scroll() const { return log_.max_scroll(); }
    int advice_scroll() const { return advice_.scroll(); }
    int advice_max_scroll() const { return advice_.max_scroll(); }

  private:
    LogPanel log_;
    AdvicePanel advice_;
};

} // namespace parlor::app::table
