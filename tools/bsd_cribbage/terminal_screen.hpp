#pragma once
// A small terminal emulator: enough of the VT100 (cursor addressing, erasing, scroll regions)
// for the screens curses paints, so the harness can read BSD cribbage's screen as a player sees
// it rather than guessing from the raw byte stream (curses sends only what changed).

#include <string>
#include <string_view>
#include <vector>

namespace parlor::bsd_cribbage {

class TerminalScreen {
  public:
    TerminalScreen(int rows, int cols);

    void feed(std::string_view bytes);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    int cursor_row() const { return row_; }
    int cursor_col() const { return col_; }
    char at(int row, int col) const;
    // The characters of `row` from `col` for `length` columns (clipped to the screen).
    std::string text(int row, int col = 0, int length = 1 << 20) const;
    std::string dump() const; // every row, for a report of what went wrong

  private:
    void put(char c);
    void line_feed();
    void reverse_line_feed();
    void control_sequence(char final_byte);
    void escape(char c);
    int param(std::size_t i, int fallback) const;
    void clamp_cursor();
    void scroll_up(int top, int bottom);
    void scroll_down(int top, int bottom);

    enum class Parse { Text, Escape, Csi, Charset };

    int rows_;
    int cols_;
    std::vector<std::string> lines_;
    int row_ = 0;
    int col_ = 0;
    int saved_row_ = 0;
    int saved_col_ = 0;
    int top_ = 0;    // the scroll region, inclusive
    int bottom_ = 0; // set from rows in the constructor
    Parse state_ = Parse::Text;
    std::string csi_;
};

} // namespace parlor::bsd_cribbage
