#pragma once
// The column on the right of every table: the log (what each player did, and the computer's
// reasons) and, when asked for, the expert's advice above it. Scrolled with the wheel over a
// panel, or PgUp/PgDn for the log (Home/End move the focus to the ends of a row). The log shows
// each move on its own line with the first line of its reasons; a click on an entry opens its
// details (the figures, a close call's tie rule) and a second click closes them (issue 42). By
// keyboard, Ctrl+Up and Ctrl+Down mark the move before or after (among the moves with details,
// scrolled into view) and Ctrl+Enter opens or closes the marked one.

#include "app/core/gfx.hpp"
#include "app/core/scene.hpp"
#include "app/table/table_frame.hpp"
#include "app/table/table_log.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::app::table {

// The log's heading says how to open a move's reasons, by mouse and by keys, in the longest
// wording its panel holds (the last is the fallback of the narrowest panel).
inline constexpr std::string_view log_hints[] = {
    "click a move, or Ctrl+↑↓ and Ctrl+Enter, for why",
    "why: click, or Ctrl+↑↓ Ctrl+Enter",
    "why: click or Ctrl+↑↓ Ctrl+↵",
    "click or Ctrl+↑↓ Ctrl+↵",
};

// Painting changes nothing a player did: the panels keep what was scrolled, and paint only fills
// its caches (the lines wrapped for a text and a width, and how far they can scroll), so `paint`
// is const and its caches `mutable`.
class LogPanel {
  public:
    // Draws `log` in `panel`; a new entry shows the newest again.
    void paint(Gfx& g, const Rect& panel, const TableLog& log, const TableFrame& f) const;
    // Pixels up from the newest line (0 shows the newest), as the last paint showed them.
    int scroll() const;
    int max_scroll() const { return max_scroll_; }
    void scroll_by(int pixels); // positive: towards older entries
    // Opens or closes the details of the entry at `p`, as the last paint placed the entries;
    // false when `p` is on no entry that has details.
    bool toggle_at(Point p);
    // Marks the move with details before (-1) or after (+1) the one marked, or the newest such
    // move when none is; the next paint scrolls it into view. False when the log has none.
    bool mark_next(const TableLog& log, int direction);
    // Opens or closes the marked move (marking the newest with details first when none is).
    bool toggle_marked(const TableLog& log);
    // The entry the keys marked, if any.
    std::optional<std::size_t> marked() const { return marked_; }
    // Whether the entry's details are shown.
    bool expanded(std::size_t entry) const { return expanded_.count(entry) > 0; }
    // Changes whenever an entry is opened or closed: the picture of the log is kept by it.
    int shape() const { return shape_; }
    // As the last paint drew the log (for tests): its lines, the view and a line's height.
    std::size_t line_count() const { return lines_.size(); }
    const Rect& last_view() const { return view_; }
    float line_height() const { return line_height_; }

  private:
    struct Line {
        std::string text;
        LogEntry::Who who;
        bool reason;       // an indented reason under an entry
        bool first;        // the first line of an entry (gets the marker)
        std::size_t entry; // the entry it belongs to
        bool more = false; // the last line of an entry whose details are hidden
        std::optional<Color> mark = std::nullopt; // the entry's own bullet colour (LogEntry::mark)
    };
    // The lines of an entry as the last paint wrapped them: the first's index and how many.
    std::pair<std::size_t, std::size_t> entry_lines(std::size_t entry) const;
    // Scrolls so that the marked entry shows (a paint's one change to the scroll).
    void reveal(float line_height, float view_h) const;
    static bool has_details(const TableLog& log, std::size_t entry);
    // The entries whose details are open, and a count of the changes to them.
    std::set<std::size_t> expanded_;
    int shape_ = 0;
    // The entry the keys marked, and whether the next paint is to bring it into view.
    std::optional<std::size_t> marked_;
    mutable bool reveal_ = false;
    // What the player did: the scroll, and the log's version it was scrolled in. Mutable for the
    // one change a paint makes to them: bringing the marked entry into view, as the keys asked.
    mutable int scroll_ = 0;
    mutable int scroll_version_ = -1;
    // The caches of the last paint.
    mutable std::vector<Line> lines_;
    mutable int lines_version_ = -1;
    mutable int lines_width_ = -1;
    mutable int lines_shape_ = -1;
    mutable int max_scroll_ = 0;
    // Where the last paint put the lines: the view, the first line's top and a line's height.
    mutable Rect view_;
    mutable float top_ = 0;
    mutable float line_height_ = 1;
};

// What the advice panel shows: a one-line summary of the recommendation above its details.
struct AdviceText {
    std::string_view summary;
    const std::vector<std::string>* details = nullptr;
};

// True when a detail only says the summary again (the same words, or with a full stop): the
// panel shows it once, as the heading.
bool repeats_summary(std::string_view detail, std::string_view summary);

// The expert's advice for the player, or "Thinking…" while it works. Scrolled a whole line at a
// time, so no line is ever cut in half at an edge; a bar shows where the view is when the advice
// is longer than the panel.
class AdvicePanel {
  public:
    // `advice` null while the advice is being worked out; `dots` animates the wait (0..3).
    void paint(Gfx& g, const Rect& panel, const AdviceText* advice, int dots,
               const TableFrame& f) const;
    // The first row shown (as far as the last paint's rows go).
    int scroll() const { return std::clamp(top_row_, 0, max_top_row_); }
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
    int top_row_ = 0; // what the player scrolled to
    // The caches of the last paint: the rows wrapped, for which text and width, how far they
    // scroll, and (for tests) where the text went.
    mutable std::vector<Row> rows_;
    mutable std::string rows_key_;
    mutable float row_height_ = 1;
    mutable int max_top_row_ = 0;
    mutable Rect last_view_;
    mutable std::vector<Rect> last_lines_;
};

class SideColumn {
  public:
    void paint(Gfx& g, const TableFrame& f, const TableLog& log, const AdviceText* advice,
               int dots) const;
    // The wheel over a panel scrolls it; PgUp/PgDn scroll the log half a panel. False when the
    // event or action was not for the column.
    // New advice opens at its top: the table calls new_advice() whenever the advice changes.
    bool on_wheel(const MouseEvent& e, const TableFrame& f);
    // A click on a log entry opens or closes its details; false when the click was not for it.
    bool on_click(Point p, const TableFrame& f);
    // PgUp/PgDn scroll the log; LogOlder, LogNewer and LogOpen mark and open its moves.
    bool on_action(UiAction action, const TableFrame& f, const TableLog& log);
    void new_advice() { advice_.reset(); }
    int log_scroll() const { return log_.scroll(); }
    int log_max_scroll() const { return log_.max_scroll(); }
    int log_shape() const { return log_.shape(); }
    bool log_expanded(std::size_t entry) const { return log_.expanded(entry); }
    std::optional<std::size_t> log_marked() const { return log_.marked(); }
    int advice_scroll() const { return advice_.scroll(); }
    int advice_max_scroll() const { return advice_.max_scroll(); }

  private:
    LogPanel log_;
    AdvicePanel advice_;
};

} // namespace parlor::app::table
