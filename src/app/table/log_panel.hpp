#pragma once
// The log panel on the side of a table: the entries wrapped to the panel's width, newest at the
// bottom, the computer's reasons indented under its moves, scrolled with the wheel or PgUp/PgDn.

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"
#include "app/core/ui_action.hpp"
#include "app/table/paint.hpp"
#include "app/table/table_log.hpp"

#include <string>
#include <vector>

namespace parlor::app::table {

class LogPanel {
  public:
    // Draws `log` in `panel` under the heading; a new entry scrolls back to the newest.
    void draw(Gfx& g, const Rect& panel, const TableLog& log, const PanelMetrics& m,
              const std::string& heading = "Game log");

    // Pixels up from the newest line (0 shows the newest).
    int scroll() const { return scroll_; }
    int max_scroll() const { return max_scroll_; }
    void scroll_by(int pixels); // positive: towards older entries
    void scroll_to_oldest() { scroll_ = max_scroll_; }
    void scroll_to_newest() { scroll_ = 0; }
    // PgUp/PgDn scroll half a panel (`panel_height` pixels), Home/End to the oldest and the
    // newest entry. Returns false for other actions.
    bool on_action(UiAction action, int panel_height);

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

// The advice panel: the expert's lines for the player, or "Thinking…" while it works.
class AdvicePanel {
  public:
    // `lines` null while the advice is being worked out; `dots` animates the wait (0..3).
    void draw(Gfx& g, const Rect& panel, const std::vector<std::string>* lines, int dots,
              const PanelMetrics& m);
    int scroll() const { return scroll_; }
    void scroll_by(int pixels); // positive: further down
    void reset() { scroll_ = 0; }

  private:
    int scroll_ = 0;
    int max_scroll_ = 0;
};

// The mouse wheel over the side column scrolls the panel under the pointer (`help_box` is
// empty when no advice is shown). `step` is the pixels one notch scrolls.
void scroll_side_panels(const MouseEvent& e, const Box& log_box, LogPanel& log, const Box& help_box,
                        AdvicePanel& help, int step);

} // namespace parlor::app::table
