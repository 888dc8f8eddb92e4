#include "terminal_screen.hpp"

#include <algorithm>
#include <charconv>

namespace parlor::bsd_cribbage {

TerminalScreen::TerminalScreen(int rows, int cols)
    : rows_(rows), cols_(cols), lines_(static_cast<std::size_t>(rows), std::string(cols, ' ')),
      bottom_(rows - 1) {}

char TerminalScreen::at(int row, int col) const {
    if (row < 0 || row >= rows_ || col < 0 || col >= cols_) {
        return ' ';
    }
    return lines_[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
}

std::string TerminalScreen::text(int row, int col, int length) const {
    if (row < 0 || row >= rows_ || col >= cols_) {
        return {};
    }
    col = std::max(col, 0);
    const int n = std::min(length, cols_ - col);
    return lines_[static_cast<std::size_t>(row)].substr(static_cast<std::size_t>(col),
                                                        static_cast<std::size_t>(n));
}

std::string TerminalScreen::dump() const {
    std::string out;
    for (const std::string& line : lines_) {
        out += line.substr(0, line.find_last_not_of(' ') + 1);
        out += '\n';
    }
    return out;
}

void TerminalScreen::feed(std::string_view bytes) {
    for (const char c : bytes) {
        switch (state_) {
        case Parse::Text:
            if (c == '\x1b') {
                state_ = Parse::Escape;
            } else {
                put(c);
            }
            break;
        case Parse::Escape:
            escape(c);
            break;
        case Parse::Csi:
            if (c >= 0x40 && c <= 0x7e) {
                control_sequence(c);
                state_ = Parse::Text;
            } else {
                csi_ += c;
            }
            break;
        case Parse::Charset: // the character set named after ESC ( or ESC ): nothing to draw
            state_ = Parse::Text;
            break;
        }
    }
}

void TerminalScreen::put(char c) {
    switch (c) {
    case '\r':
        col_ = 0;
        return;
    case '\n':
        line_feed();
        return;
    case '\b':
        col_ = std::max(col_ - 1, 0);
        return;
    case '\t':
        col_ = std::min((col_ / 8 + 1) * 8, cols_ - 1);
        return;
    default:
        break;
    }
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
        return; // bell, shift in/out and the like draw nothing
    }
    if (col_ >= cols_) { // the pending wrap of a character written in the last column
        col_ = 0;
        line_feed();
    }
    lines_[static_cast<std::size_t>(row_)][static_cast<std::size_t>(col_)] = c;
    ++col_;
}

void TerminalScreen::line_feed() {
    if (row_ == bottom_) {
        scroll_up(top_, bottom_);
    } else if (row_ < rows_ - 1) {
        ++row_;
    }
}

void TerminalScreen::reverse_line_feed() {
    if (row_ == top_) {
        scroll_down(top_, bottom_);
    } else if (row_ > 0) {
        --row_;
    }
}

void TerminalScreen::scroll_up(int top, int bottom) {
    for (int r = top; r < bottom; ++r) {
        lines_[static_cast<std::size_t>(r)] = lines_[static_cast<std::size_t>(r + 1)];
    }
    lines_[static_cast<std::size_t>(bottom)] = std::string(cols_, ' ');
}

void TerminalScreen::scroll_down(int top, int bottom) {
    for (int r = bottom; r > top; --r) {
        lines_[static_cast<std::size_t>(r)] = lines_[static_cast<std::size_t>(r - 1)];
    }
    lines_[static_cast<std::size_t>(top)] = std::string(cols_, ' ');
}

void TerminalScreen::escape(char c) {
    state_ = Parse::Text;
    switch (c) {
    case '[':
        csi_.clear();
        state_ = Parse::Csi;
        break;
    case '(':
    case ')':
        state_ = Parse::Charset;
        break;
    case '7':
        saved_row_ = row_;
        saved_col_ = col_;
        break;
    case '8':
        row_ = saved_row_;
        col_ = saved_col_;
        break;
    case 'D':
        line_feed();
        break;
    case 'E':
        col_ = 0;
        line_feed();
        break;
    case 'M':
        reverse_line_feed();
        break;
    case 'c':
        *this = TerminalScreen(rows_, cols_);
        break;
    default: // keypad modes and the like
        break;
    }
}

int TerminalScreen::param(std::size_t i, int fallback) const {
    std::string_view rest = csi_;
    if (!rest.empty() && (rest.front() == '?' || rest.front() == '>')) {
        rest.remove_prefix(1);
    }
    for (std::size_t k = 0; k < i; ++k) {
        const auto semicolon = rest.find(';');
        if (semicolon == std::string_view::npos) {
            return fallback;
        }
        rest.remove_prefix(semicolon + 1);
    }
    int value = 0;
    const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
    return error != std::errc{} || value == 0 ? fallback : value;
}

void TerminalScreen::clamp_cursor() {
    row_ = std::clamp(row_, 0, rows_ - 1);
    col_ = std::clamp(col_, 0, cols_ - 1);
}

void TerminalScreen::control_sequence(char final_byte) {
    std::string& line = lines_[static_cast<std::size_t>(row_)];
    const auto col = static_cast<std::size_t>(std::min(col_, cols_ - 1));
    switch (final_byte) {
    case 'H':
    case 'f':
        row_ = param(0, 1) - 1;
        col_ = param(1, 1) - 1;
        break;
    case 'A':
        row_ -= param(0, 1);
        break;
    case 'B':
        row_ += param(0, 1);
        break;
    case 'C':
        col_ += param(0, 1);
        break;
    case 'D':
        col_ = std::min(col_, cols_ - 1) - param(0, 1);
        break;
    case 'd':
        row_ = param(0, 1) - 1;
        break;
    case 'G':
        col_ = param(0, 1) - 1;
        break;
    case 'J': {
        const int mode = param(0, 0);
        const int from = mode == 0 ? row_ + 1 : 0;
        const int to = mode == 1 ? row_ - 1 : rows_ - 1;
        if (mode == 0) {
            line.replace(col, line.size() - col, line.size() - col, ' ');
        } else if (mode == 1) {
            line.replace(0, col + 1, col + 1, ' ');
        }
        for (int r = mode == 2 ? 0 : from; r <= to; ++r) {
            if (mode == 2 || r != row_) {
                lines_[static_cast<std::size_t>(r)] = std::string(cols_, ' ');
            }
        }
        break;
    }
    case 'K': {
        const int mode = param(0, 0);
        if (mode == 0) {
            line.replace(col, line.size() - col, line.size() - col, ' ');
        } else if (mode == 1) {
            line.replace(0, col + 1, col + 1, ' ');
        } else {
            line = std::string(cols_, ' ');
        }
        break;
    }
    case 'X': {
        const auto n =
            std::min<std::size_t>(static_cast<std::size_t>(param(0, 1)), line.size() - col);
        line.replace(col, n, n, ' ');
        break;
    }
    case 'P': {
        const auto n =
            std::min<std::size_t>(static_cast<std::size_t>(param(0, 1)), line.size() - col);
        line.erase(col, n);
        line.append(n, ' ');
        break;
    }
    case '@': {
        const auto n =
            std::min<std::size_t>(static_cast<std::size_t>(param(0, 1)), line.size() - col);
        line.insert(col, n, ' ');
        line.resize(static_cast<std::size_t>(cols_));
        break;
    }
    case 'L':
        for (int i = 0; i < param(0, 1); ++i) {
            scroll_down(row_, bottom_);
        }
        break;
    case 'M':
        for (int i = 0; i < param(0, 1); ++i) {
            scroll_up(row_, bottom_);
        }
        break;
    case 'r':
        top_ = std::clamp(param(0, 1) - 1, 0, rows_ - 1);
        bottom_ = std::clamp(param(1, rows_) - 1, top_, rows_ - 1);
        row_ = 0;
        col_ = 0;
        break;
    default: // colours, modes, reports: nothing to draw
        break;
    }
    clamp_cursor();
}

} // namespace parlor::bsd_cribbage
