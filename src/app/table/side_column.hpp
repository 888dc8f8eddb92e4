#pragma once
// The column on the right of every table: the log (what each player did, and the computer's
// reasons) and, when asked for, the expert's advice above it. Scrolled with the wheel over a
// panel, or PgUp/PgDn/Home/End for the log.

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"
#include "app/table/table_frame.hpp"
#include "app/table/table_log.hpp"

#include <string>
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

// The expert's lines for the player, or "Thinking…" while it works.
class AdvicePanel {
  public:
    // `lines` null while the advice is being worked out; `dots` animates the wait (0..3).
    void paint(Gfx& g, const Rect& panel, const std::vector<std::string>* lines, int dots,
               const TableFrame& f);
    int scroll() const { return scroll_; }
    void scroll_by(int pixels); // positive: further down
    void reset() { scroll_ = 0; }

  private:
    int scroll_ = 0;
    int max_scroll_ = 0;
};

class SideColumn {
  public:
    void paint(Gfx& g, const TableFrame& f, const TableLog& log,
               const std::vector<std::string>* advice, int dots);
    // The wheel over a panel scrolls it; PgUp/PgDn scroll the log half a panel, Home/End to the
    // oldest and the newest entry. False when the event or action was not for the column.
    bool on_wheel(const MouseEvent& e, const TableFrame& f);
    bool on_action(UiAction action, const TableFrame& f);
    void new_advice() { advice_.reset(); }
    int log_scroll() const { return log_.scroll(); }
    int log_max_scroll() const { return log_.max_scroll(); }
    int advice_scroll() const { return advice_.scroll(); }

  private:
    LogPanel log_;
    AdvicePanel advice_;
};

} // namespace parlor::app::table
