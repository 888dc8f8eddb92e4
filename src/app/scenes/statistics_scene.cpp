#include "app/scenes/statistics_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/paths.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/table_entries.hpp"
#include "parlor/cards/figures.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <tuple>
#include <utility>

namespace parlor::app {

namespace {

// "12", "-3.5": whole numbers without decimals.
std::string number(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, v == std::floor(v) ? "%.0f" : "%.1f", v);
    return buffer;
}

std::string streak_text(int streak) {
    if (streak > 0) {
        return cards::count_text(streak, "win", "wins");
    }
    if (streak < 0) {
        return cards::count_text(-streak, "loss", "losses");
    }
    return "—";
}

constexpr Color win_colour{110, 200, 120};
constexpr Color loss_colour{220, 110, 100};
constexpr Color tie_colour{170, 180, 175};

} // namespace

StatisticsScene::StatisticsScene(App& app, std::string game_id)
    : Scene(app), game_(table_or_first(game_id.empty() ? app.settings().last_game : game_id).id),
      buttons_({{.label = "Reset…"}, {.label = "Back", .primary = true}}) {
    pad_.reset(Back);
    reload();
    choose_row();
}

void StatisticsScene::reload() {
    std::string notice;
    statistics_ = app().load_statistics(&notice);
    if (!notice.empty()) {
        notice_ = notice;
    }
}

void StatisticsScene::on_resume() {
    reload();
}

std::vector<std::string> StatisticsScene::rows() const {
    // Each difficulty, weakest first, followed by its rows by the table's size and the game's
    // length (smallest table first, then shortest game; Cribbage's games to 61 after the plain
    // row) where the game keeps them apart; a difficulty only ever played at a size shows those
    // rows alone. Then any other row (games begun from a file).
    static const std::map<std::string, Tally> none;
    const auto found = statistics_.games.find(game_);
    const auto& recorded = found != statistics_.games.end() ? found->second : none;
    std::vector<std::string> names;
    for (const Difficulty& d : table_or_first(game_).difficulties) {
        std::vector<std::tuple<int, int, std::string>> sized;
        for (const auto& [level, tally] : recorded) {
            if (const RowKey key = split_row(level);
                (key.players > 0 || key.points > 0) && key.difficulty == d.name) {
                sized.emplace_back(key.players, key.points, level);
            }
        }
        std::sort(sized.begin(), sized.end());
        if (sized.empty() || recorded.count(d.name) > 0) {
            names.push_back(d.name);
        }
        for (const auto& [players, points, level] : sized) {
            names.push_back(level);
        }
    }
    for (const auto& [level, tally] : recorded) {
        if (std::find(names.begin(), names.end(), level) == names.end()) {
            names.push_back(level);
        }
    }
    return names;
}

int StatisticsScene::row() const {
    return std::clamp(row_, 0, std::max(0, static_cast<int>(rows().size()) - 1));
}

StatisticsLayout StatisticsScene::layout() const {
    return layout_statistics(app().gfx().width(), app().gfx().height(),
                             static_cast<int>(rows().size()), notice_lines_);
}

namespace {
TextStyle notice_style(const Gfx& g) {
    return TextStyle{g.u(theme::small_size), true, theme::error, Align::Center};
}
} // namespace

std::vector<std::string> StatisticsScene::notice_lines(Gfx& g) const {
    // A damaged file's path or a long reason takes more than the window's width: wrapped
    // within it, never clipped at its edges.
    std::vector<std::string> lines =
        g.wrap(notice_, static_cast<float>(g.width()) * 0.9f, notice_style(g));
    if (lines.size() > static_cast<std::size_t>(statistics_notice_lines_max)) {
        lines.resize(statistics_notice_lines_max);
        lines.back() =
            g.elided(lines.back() + " …", static_cast<float>(g.width()) * 0.9f, notice_style(g));
    }
    return lines;
}

void StatisticsScene::turn(int direction) {
    const auto& games = tables();
    const auto it = std::find_if(games.begin(), games.end(),
                                 [&](const TableEntry& g) { return g.id == game_; });
    const int n = static_cast<int>(games.size());
    const int i = static_cast<int>(it - games.begin());
    game_ = games[static_cast<std::size_t>(((i + direction) % n + n) % n)].id;
    choose_row();
}

void StatisticsScene::list_records() {
    const std::string folder = "records/" + game_ + "/";
    const auto kept = list_files(app().data_dir() + folder, ".jsonl").size();
    records_ = kept == 0 ? std::string()
                         : (kept == 1 ? std::string("Your last game is")
                                      : "Your last " + std::to_string(kept) + " games are") +
                               " kept move by move in the data folder, under " + folder;
}

void StatisticsScene::choose_row() {
    list_records();
    // The strongest difficulty with games played (the list runs weakest first), else the
    // strongest of all.
    const std::vector<std::string> levels = rows();
    row_ = std::max(0, static_cast<int>(levels.size()) - 1);
    const auto recorded = statistics_.games.find(game_);
    for (int i = static_cast<int>(levels.size()) - 1; recorded != statistics_.games.end() && i >= 0;
         --i) {
        if (const auto it = recorded->second.find(levels[static_cast<std::size_t>(i)]);
            it != recorded->second.end() && it->second.played > 0) {
            row_ = i;
            return;
        }
    }
}

void StatisticsScene::press(int button) {
    if (button == Back) {
        app().pop();
        return;
    }
    const TableEntry& game = table_or_first(game_);
    auto ask = std::make_unique<ConfirmDialog>(
        app(), "Reset the statistics",
        "Forget every game of " + game.title + " played so far? This cannot be undone.",
        "Reset " + game.title, "Keep them", [this, id = game.id](bool yes) {
            if (!yes) {
                return;
            }
            statistics_.reset(id);
            if (const auto error = app().save_statistics(statistics_)) {
                reload(); // what is shown is what is kept
                notice_ = "The statistics were not saved: " + *error;
            }
        });
    ask->prefer_second();
    app().push(std::move(ask));
}

void StatisticsScene::on_action(UiAction action) {
    const int n = static_cast<int>(rows().size());
    switch (action) {
    case UiAction::Cancel:
        app().pop();
        return;
    case UiAction::Left:
    case UiAction::Right:
        turn(action == UiAction::Right ? 1 : -1);
        return;
    case UiAction::Up:
        row_ = std::max(0, row() - 1);
        return;
    case UiAction::Down:
        row_ = std::min(n - 1, row() + 1);
        return;
    case UiAction::Next:
    case UiAction::Prev:
    case UiAction::Select:
        if (const auto chosen = pad_.on_action(action, layout().buttons, buttons_)) {
            press(*chosen);
        }
        return;
    default:
        return;
    }
}

void StatisticsScene::on_mouse(const MouseEvent& e) {
    const StatisticsLayout l = layout();
    if (const auto chosen = pad_.on_mouse(e, l.buttons, buttons_)) {
        press(*chosen);
        return;
    }
    if (e.kind != MouseEvent::Kind::Up || e.button != 1) {
        return;
    }
    if (l.left_arrow.contains(e.pos)) {
        turn(-1);
    } else if (l.right_arrow.contains(e.pos)) {
        turn(1);
    }
    for (std::size_t i = 0; i < l.rows.size(); ++i) {
        if (l.rows[i].contains(e.pos)) {
            row_ = static_cast<int>(i);
        }
    }
}

std::vector<std::vector<std::string>> StatisticsScene::sheet_texts() const {
    std::vector<std::vector<std::string>> lines{{"Difficulty", "Played", "Won", "Lost", "Tied",
                                                 "Win rate", "Streak", "Best run", "Best",
                                                 "Average", "Undo"}};
    const TableEntry& game = table_or_first(game_);
    const auto recorded = statistics_.games.find(game_);
    for (const std::string& level : rows()) {
        Tally t;
        if (recorded != statistics_.games.end()) {
            if (const auto it = recorded->second.find(level); it != recorded->second.end()) {
                t = it->second;
            }
        }
        lines.push_back({difficulty_label(game, level), std::to_string(t.played),
                         std::to_string(t.won), std::to_string(t.lost), std::to_string(t.tied),
                         t.played ? number(std::round(t.win_rate() * 1000) / 10) + "%" : "—",
                         streak_text(t.streak), std::to_string(t.best_streak),
                         t.best ? number(*t.best) : "—",
                         t.played ? number(std::round(t.average() * 10) / 10) : "—",
                         std::to_string(t.with_undo)});
    }
    return lines;
}

StatisticsScene::SheetColumns StatisticsScene::sheet_columns(Gfx& g) const {
    const StatisticsLayout l = layout();
    const std::vector<std::vector<std::string>> texts = sheet_texts();
    const float left = l.columns.front();
    const float room = l.sheet.right() - g.u(20) - left;
    SheetColumns c;
    // The sheet's size first, then smaller ones until the columns fit, to three quarters of it.
    for (float size = l.text_size; size >= l.text_size * 0.75f; size -= std::max(1.0f, g.u(1))) {
        c.text_size = size;
        c.widths.assign(texts.front().size(), 0);
        for (std::size_t line = 0; line < texts.size(); ++line) {
            const TextStyle style{size, line == 0, theme::ink, Align::Left};
            for (std::size_t col = 0; col < texts[line].size() && col < c.widths.size(); ++col) {
                c.widths[col] = std::max(c.widths[col], g.measure(texts[line][col], style).w);
            }
        }
        if (auto lefts = place_columns(left, room, c.widths, g.u(12))) {
            c.lefts = std::move(*lefts);
            return c;
        }
    }
    c.lefts = l.columns; // a window too narrow for any size: the fixed shares, as before
    return c;
}

void StatisticsScene::render(Gfx& g) {
    g.felt();
    const float W = static_cast<float>(g.width());
    const TableEntry& game = table_or_first(game_);
    const std::vector<std::string> levels = rows();
    const int chosen_row = row();
    notice_lines_ = notice_.empty() ? 1 : static_cast<int>(notice_lines(g).size());
    const StatisticsLayout l = layout();

    g.text("Statistics", W / 2, l.heading_y,
           TextStyle{g.u(theme::heading_size + 4), true, theme::gold, Align::Center});
    // The game, with arrows to turn to the others.
    const TextStyle name{g.u(theme::body_size + 3), true, theme::ink, Align::Center};
    g.text(game.title, W / 2, l.game_y, name);
    g.text_centered("‹", l.left_arrow, name);
    g.text_centered("›", l.right_arrow, name);

    // The sheet: a row per difficulty, its columns as wide as their texts.
    draw_panel(g, l.sheet);
    const std::vector<std::vector<std::string>> texts = sheet_texts();
    const SheetColumns columns = sheet_columns(g);
    const TextStyle head{columns.text_size, true, theme::gold, Align::Left};
    const TextStyle cell{columns.text_size, false, theme::ink, Align::Left};
    const float rh = l.rows.empty() ? g.u(34) : l.rows.front().h;
    for (std::size_t c = 0; c < columns.lefts.size(); ++c) {
        g.text(texts[0][c], columns.lefts[c], l.header_y + (rh - g.line_height(head)) / 2, head);
    }
    const auto recorded = statistics_.games.find(game_);
    for (std::size_t i = 0; i < levels.size() && i < l.rows.size(); ++i) {
        const Rect& line = l.rows[i];
        if (static_cast<int>(i) == chosen_row) {
            g.fill_rounded(line, g.u(6), Color{255, 255, 255, 28});
        }
        const std::vector<std::string>& row_texts = texts[i + 1];
        for (std::size_t c = 0; c < row_texts.size() && c < columns.lefts.size(); ++c) {
            g.text(row_texts[c], columns.lefts[c], line.y + (rh - g.line_height(cell)) / 2, cell);
        }
    }
    g.text("Best and average: " + game.score.label +
               (game.score.lower_is_better ? ", the lower the better" : ", the higher the better") +
               "  ·  Undo: games with a move taken back",
           W / 2, l.note_y,
           TextStyle{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center});

    // The chosen difficulty: the game's own tallies, then its latest results as bars.
    Tally chosen;
    if (recorded != statistics_.games.end() && !levels.empty()) {
        if (const auto it = recorded->second.find(levels[static_cast<std::size_t>(chosen_row)]);
            it != recorded->second.end()) {
            chosen = it->second;
        }
    }
    const TextStyle small{g.u(theme::small_size), false, theme::ink_soft, Align::Center};
    std::string tallies;
    for (const auto& [label, n] : chosen.counts) {
        tallies += (tallies.empty() ? "" : "  ·  ") + label + " " + std::to_string(n);
    }
    if (chosen.abandoned > 0) {
        tallies += (tallies.empty() ? "" : "  ·  ") + std::string("left unfinished ") +
                   std::to_string(chosen.abandoned);
    }
    if (!levels.empty()) {
        const std::size_t recent = chosen.recent.size();
        const bool from_file = levels[static_cast<std::size_t>(chosen_row)] == from_a_file;
        const std::string games =
            from_file     ? "games begun from a saved file, counted as finished, never won or lost"
            : recent == 0 ? "no game finished yet"
            : recent == 1 ? "the one game so far"
                          : "the last " + std::to_string(recent) + " games, newest at the right";
        g.text(difficulty_label(game, levels[static_cast<std::size_t>(chosen_row)]) + ": " + games +
                   (tallies.empty() ? "" : "  ·  " + tallies),
               W / 2, l.chosen_y, small);
    }
    const Rect& chart = l.chart;
    g.fill_rounded(chart, g.u(10), Color{0, 0, 0, 60});
    if (!chosen.recent.empty()) {
        double largest = 1;
        for (const RecentResult& r : chosen.recent) {
            largest = std::max(largest, std::abs(r.score));
        }
        const float slot = chart.w / static_cast<float>(recent_kept);
        const float mid = chart.y + chart.h / 2;
        for (std::size_t i = 0; i < chosen.recent.size(); ++i) {
            const RecentResult& r = chosen.recent[i];
            // Bars rise for wins and hang for losses; their length is the score's size.
            const float len = std::max(g.u(4), static_cast<float>(std::abs(r.score) / largest) *
                                                   (chart.h / 2 - g.u(8)));
            const Color c = r.result == GameRecord::Result::Win    ? win_colour
                            : r.result == GameRecord::Result::Loss ? loss_colour
                                                                   : tie_colour;
            const float x = chart.right() - slot * static_cast<float>(chosen.recent.size() - i);
            const Rect bar = r.result == GameRecord::Result::Loss
                                 ? Rect{x + slot * 0.2f, mid, slot * 0.6f, len}
                                 : Rect{x + slot * 0.2f, mid - len, slot * 0.6f, len};
            g.fill_rounded(bar, std::min(g.u(3), bar.w / 2), c);
        }
        g.fill(Rect{chart.x + g.u(8), mid, chart.w - g.u(16), std::max(1.0f, g.u(1))},
               Color{255, 255, 255, 60});
    } else {
        g.text_centered("No games finished at this difficulty yet.", chart, small);
    }

    if (!notice_.empty()) {
        float y = l.notice_y;
        for (const std::string& line : notice_lines(g)) {
            g.text(line, W / 2, y, notice_style(g));
            y += l.notice_line;
        }
    } else if (!records_.empty()) {
        g.text(records_, W / 2, l.notice_y,
               TextStyle{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center});
    }
    pad_.paint(g, l.buttons, buttons_, g.u(theme::button_size));
    g.text(
        "Left/Right: other games  ·  Up/Down: a difficulty's results  ·  Tab, Enter: the buttons "
        " ·  Esc returns",
        W / 2, l.footer_y,
        TextStyle{g.u(theme::small_size - 2), false, theme::ink_soft, Align::Center});
}

} // namespace parlor::app
