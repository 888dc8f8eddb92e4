#include "app/scenes/statistics_scene.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/table_entries.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
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
        return std::to_string(streak) + (streak == 1 ? " win" : " wins");
    }
    if (streak < 0) {
        return std::to_string(-streak) + (streak == -1 ? " loss" : " losses");
    }
    return "—";
}

constexpr Color win_colour{110, 200, 120};
constexpr Color loss_colour{220, 110, 100};
constexpr Color tie_colour{170, 180, 175};

} // namespace

StatisticsScene::StatisticsScene(App& app, std::string game_id)
    : Scene(app), game_(table_or_first(game_id.empty() ? app.settings().last_game : game_id).id),
      buttons_({"Reset…", "Back"}, true) {
    buttons_.buttons[Back].primary = true;
    buttons_.focus = Back;
    reload();
    choose_row();
}

void StatisticsScene::reload() {
    std::string notice;
    statistics_ = load_statistics(app().statistics_path(), &notice);
    if (!notice.empty()) {
        notice_ = notice;
    }
}

void StatisticsScene::on_resume() {
    reload();
}

std::vector<std::string> StatisticsScene::rows() const {
    // Each difficulty, weakest first, followed by its rows by the table's size or the game's
    // length (smallest first) where the game keeps them apart; a difficulty only ever played at a
    // size shows those rows alone. Then any other row (games begun from a file).
    static const std::map<std::string, Tally> none;
    const auto found = statistics_.games.find(game_);
    const auto& recorded = found != statistics_.games.end() ? found->second : none;
    std::vector<std::string> names;
    for (const Difficulty& d : table_or_first(game_).difficulties) {
        std::vector<std::pair<int, std::string>> sized;
        for (const auto& [level, tally] : recorded) {
            if (const auto [difficulty, players] = split_level(level);
                players > 0 && difficulty == d.name) {
                sized.emplace_back(players, level);
            }
            // Or by the game's length (Cribbage's games to 61), after the plain row.
            if (const auto [difficulty, points] = split_length(level);
                points > 0 && difficulty == d.name) {
                sized.emplace_back(points, level);
            }
        }
        std::sort(sized.begin(), sized.end());
        if (sized.empty() || recorded.count(d.name) > 0) {
            names.push_back(d.name);
        }
        for (const auto& [players, level] : sized) {
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

void StatisticsScene::turn(int direction) {
    const auto& games = tables();
    const auto it = std::find_if(games.begin(), games.end(),
                                 [&](const TableEntry& g) { return g.id == game_; });
    const int n = static_cast<int>(games.size());
    const int i = static_cast<int>(it - games.begin());
    game_ = games[static_cast<std::size_t>(((i + direction) % n + n) % n)].id;
    choose_row();
}

void StatisticsScene::choose_row() {
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
            if (const auto error = save_statistics(app().statistics_path(), statistics_)) {
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
        row_ = std::max(0, row_ - 1);
        return;
    case UiAction::Down:
        row_ = std::min(n - 1, row_ + 1);
        return;
    case UiAction::Next:
    case UiAction::Prev:
        buttons_.move_focus(action == UiAction::Next ? 1 : -1);
        return;
    case UiAction::Select:
        press(buttons_.focus);
        return;
    default:
        return;
    }
}

void StatisticsScene::on_mouse(const MouseEvent& e) {
    if (auto chosen = buttons_.on_mouse(e)) {
        press(*chosen);
        return;
    }
    if (e.kind != MouseEvent::Kind::Up || e.button != 1) {
        return;
    }
    if (left_arrow_.contains(e.pos)) {
        turn(-1);
    } else if (right_arrow_.contains(e.pos)) {
        turn(1);
    }
    for (std::size_t i = 0; i < row_boxes_.size(); ++i) {
        if (row_boxes_[i].contains(e.pos)) {
            row_ = static_cast<int>(i);
        }
    }
}

void StatisticsScene::render(Gfx& g) {
    g.felt();
    const float W = static_cast<float>(g.width());
    const float H = static_cast<float>(g.height());
    const TableEntry& game = table_or_first(game_);
    const std::vector<std::string> levels = rows();
    row_ = std::clamp(row_, 0, std::max(0, static_cast<int>(levels.size()) - 1));

    float y = g.u(22);
    const TextStyle title{g.u(theme::heading_size + 4), true, theme::gold, Align::Center};
    g.text("Statistics", W / 2, y, title);
    y += g.line_height(title) + g.u(6);

    // The game, with arrows to turn to the others.
    const TextStyle name{g.u(theme::body_size + 3), true, theme::ink, Align::Center};
    const Rect game_line = g.text(game.title, W / 2, y, name);
    const float arrow = g.line_height(name);
    left_arrow_ = Rect{game_line.x - arrow * 2, y, arrow * 1.5f, arrow};
    right_arrow_ = Rect{game_line.right() + arrow * 0.5f, y, arrow * 1.5f, arrow};
    g.text_centered("‹", left_arrow_, name);
    g.text_centered("›", right_arrow_, name);
    y += arrow + g.u(14);

    // The table: a row per difficulty.
    const float tw = std::min(W * 0.94f, g.u(1100));
    const float x0 = (W - tw) / 2;
    const float rh = g.u(34);
    const Rect sheet{x0, y, tw, rh * static_cast<float>(levels.size() + 1) + g.u(16)};
    draw_panel(g, sheet);
    const std::vector<std::pair<std::string, float>> columns = {
        {"Difficulty", 0.0f}, {"Played", 0.13f},   {"Won", 0.21f},    {"Lost", 0.28f},
        {"Tied", 0.35f},      {"Win rate", 0.42f}, {"Streak", 0.52f}, {"Best run", 0.63f},
        {"Best", 0.73f},      {"Average", 0.81f},  {"Undo", 0.92f}};
    const float size = std::min(g.u(theme::small_size + 1), rh * 0.55f);
    const TextStyle head{size, true, theme::gold, Align::Left};
    const TextStyle cell{size, false, theme::ink, Align::Left};
    const float cx = x0 + g.u(20);
    const float cw = tw - g.u(40);
    float ry = y + g.u(8);
    for (const auto& [label, at] : columns) {
        g.text(label, cx + at * cw, ry + (rh - g.line_height(head)) / 2, head);
    }
    ry += rh;
    const auto recorded = statistics_.games.find(game_);
    row_boxes_.clear();
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const Rect line{x0 + g.u(8), ry, tw - g.u(16), rh};
        row_boxes_.push_back(line);
        if (static_cast<int>(i) == row_) {
            g.fill_rounded(line, g.u(6), Color{255, 255, 255, 28});
        }
        Tally t;
        if (recorded != statistics_.games.end()) {
            if (const auto it = recorded->second.find(levels[i]); it != recorded->second.end()) {
                t = it->second;
            }
        }
        const std::vector<std::string> texts = {
            difficulty_label(table_or_first(game_), levels[i]),
            std::to_string(t.played),
            std::to_string(t.won),
            std::to_string(t.lost),
            std::to_string(t.tied),
            t.played ? number(std::round(t.win_rate() * 1000) / 10) + "%" : "—",
            streak_text(t.streak),
            std::to_string(t.best_streak),
            t.best ? number(*t.best) : "—",
            t.played ? number(std::round(t.average() * 10) / 10) : "—",
            std::to_string(t.with_undo)};
        for (std::size_t c = 0; c < texts.size(); ++c) {
            g.text(texts[c], cx + columns[c].second * cw, ry + (rh - g.line_height(cell)) / 2,
                   cell);
        }
        ry += rh;
    }
    y = sheet.bottom() + g.u(6);
    const TextStyle note{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center};
    g.text("Best and average: " + game.score.label +
               (game.score.lower_is_better ? ", the lower the better" : ", the higher the better") +
               "  ·  Undo: games with a move taken back",
           W / 2, y, note);
    y += g.line_height(note) + g.u(10);

    // The chosen difficulty: the game's own tallies, then its latest results as bars.
    Tally chosen;
    if (recorded != statistics_.games.end() && !levels.empty()) {
        if (const auto it = recorded->second.find(levels[static_cast<std::size_t>(row_)]);
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
        const std::string games =
            recent == 1 ? "the one game so far"
                        : "the last " + std::to_string(recent) + " games, newest at the right";
        g.text(difficulty_label(table_or_first(game_), levels[static_cast<std::size_t>(row_)]) +
                   ": " + games + (tallies.empty() ? "" : "  ·  " + tallies),
               W / 2, y, small);
    }
    y += g.line_height(small) + g.u(8);
    const float bh = g.u(50);
    const Rect chart{x0, y, tw, std::max(g.u(40), H - y - bh - g.u(76))};
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
        g.text(notice_, W / 2, chart.bottom() + g.u(6),
               TextStyle{g.u(theme::small_size), true, theme::error, Align::Center});
    }
    buttons_.layout_row(Rect{W / 2 - g.u(220), H - bh - g.u(34), g.u(440), bh}, g.u(16));
    buttons_.render(g, g.u(theme::button_size));
    const TextStyle footer{g.u(theme::small_size - 2), false, theme::ink_soft, Align::Center};
    g.text(
        "Left/Right: other games  ·  Up/Down: a difficulty's results  ·  Tab, Enter: the buttons "
        " ·  Esc returns",
        W / 2, H - g.line_height(footer) - g.u(2), footer);
}

} // namespace parlor::app
