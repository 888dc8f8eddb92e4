#include "app/fivecrowns/score_sheet.hpp"

#include "app/core/app.hpp"
#include "app/core/gfx.hpp"
#include "app/core/theme.hpp"
#include "app/fivecrowns/narration.hpp"
#include "app/ui/widgets.hpp"
#include "parlor/cards/json_text.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace parlor::app::fivecrowns_table {

ScoreHistory with_results(ScoreHistory earlier, const std::vector<fc::RoundResult>& results) {
    for (const fc::RoundResult& r : results) {
        earlier.rounds.push_back(RoundLine{r.round, r.points, r.went_out});
    }
    return earlier;
}

ScoreSheet score_sheet(const ScoreHistory& history, const std::vector<std::string>& names) {
    ScoreSheet sheet;
    const std::size_t seats = names.size();
    if (seats <= 2) {
        sheet.columns = {0.0f, 0.16f, 0.34f, 0.58f, 0.82f};
    } else {
        // A column a seat between the round's and who went out.
        sheet.columns = {0.0f, 0.11f};
        for (std::size_t seat = 0; seat < seats; ++seat) {
            sheet.columns.push_back(0.23f +
                                    0.64f * static_cast<float>(seat) / static_cast<float>(seats));
        }
        sheet.columns.push_back(0.88f);
    }
    sheet.header = {"Round", "Wild"};
    sheet.header.insert(sheet.header.end(), names.begin(), names.end());
    sheet.header.emplace_back("Went out");
    std::vector<int> running = history.carried;
    running.resize(seats);
    const auto cells = [&](std::vector<std::string> row, const std::vector<int>& values,
                           std::string last) {
        for (const int value : values) {
            row.push_back(std::to_string(value));
        }
        row.push_back(std::move(last));
        return row;
    };
    if (history.carried_rounds > 0 ||
        std::any_of(running.begin(), running.end(), [](int v) { return v != 0; })) {
        // A file holds the totals only: its rounds are one line.
        const int n = history.carried_rounds;
        const std::string rounds = n == 0   ? std::string("—")
                                   : n == 1 ? std::string("1")
                                            : "1–" + std::to_string(n);
        sheet.rows.push_back(cells({rounds, "not kept"}, running, ""));
    }
    // At a big table a cell is narrow: the running total without the spaces.
    const std::string between = seats <= 2 ? "  (" : " (";
    for (const RoundLine& r : history.rounds) {
        std::vector<std::string> row{std::to_string(r.round),
                                     rank_plural(fc::wild_rank_of(r.round), true)};
        for (std::size_t seat = 0; seat < seats; ++seat) {
            const int points = seat < r.points.size() ? r.points[seat] : 0;
            running[seat] += points;
            row.push_back(std::to_string(points) + between + std::to_string(running[seat]) + ")");
        }
        row.push_back(r.went_out ? names[static_cast<std::size_t>(fc::index(*r.went_out))] : "—");
        sheet.rows.push_back(std::move(row));
    }
    sheet.total = cells({"Total", ""}, running, "");
    return sheet;
}

// ---- kept beside the autosave ----

namespace {

std::vector<int> total_of(const ScoreHistory& h) {
    std::vector<int> total = h.carried;
    for (const RoundLine& r : h.rounds) {
        total.resize(std::max(total.size(), r.points.size()));
        for (std::size_t seat = 0; seat < r.points.size(); ++seat) {
            total[seat] += r.points[seat];
        }
    }
    return total;
}

} // namespace

std::string write_history(const ScoreHistory& history) {
    nlohmann::json rounds = nlohmann::json::array();
    for (const RoundLine& r : history.rounds) {
        rounds.push_back({{"round", r.round},
                          {"points", r.points},
                          {"went_out", r.went_out ? fc::index(*r.went_out) : -1}});
    }
    const nlohmann::json j = {{"carried_rounds", history.carried_rounds},
                              {"carried", history.carried},
                              {"rounds", rounds},
                              {"totals", total_of(history)}};
    return cards::json_text(j);
}

std::optional<ScoreHistory> read_history(const std::string& text, const std::vector<int>& totals,
                                         int round) {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object()) {
        return std::nullopt;
    }
    const std::size_t seats = totals.size();
    ScoreHistory h;
    std::vector<int> written;
    int last = 0;
    try {
        h.carried_rounds = j.at("carried_rounds").get<int>();
        h.carried = j.at("carried").get<std::vector<int>>();
        written = j.at("totals").get<std::vector<int>>();
        last = h.carried_rounds;
        if (h.carried.size() != seats) {
            return std::nullopt;
        }
        for (const nlohmann::json& r : j.at("rounds")) {
            RoundLine line{r.at("round").get<int>(), r.at("points").get<std::vector<int>>(), {}};
            if (line.points.size() != seats) {
                return std::nullopt;
            }
            if (const int out = r.at("went_out").get<int>(); out >= 0) {
                if (out >= static_cast<int>(seats)) {
                    return std::nullopt;
                }
                line.went_out = fc::seat_at(out);
            }
            if (line.round <= last) {
                return std::nullopt; // the rounds go up
            }
            last = line.round;
            h.rounds.push_back(line);
        }
    } catch (const nlohmann::json::exception&) {
        return std::nullopt; // not what write_history wrote
    }
    // Kept for another position (the save written, this not): the file's totals go.
    if (written != totals || total_of(h) != totals || last >= round) {
        return std::nullopt;
    }
    return h;
}

// ---- the overlay ----

ScoreSheetOverlay::ScoreSheetOverlay(App& app, ScoreSheet sheet, std::string playing)
    : Scene(app), sheet_(std::move(sheet)), playing_(std::move(playing)) {}

void ScoreSheetOverlay::close_if(bool asked) {
    if (asked) {
        app().pop();
    }
}

void ScoreSheetOverlay::on_action(UiAction action) {
    close_if(action == UiAction::Cancel || action == UiAction::Select);
}

void ScoreSheetOverlay::on_key(char key) {
    close_if(key == score_sheet_key);
}

void ScoreSheetOverlay::on_mouse(const MouseEvent& e) {
    close_if(e.kind == MouseEvent::Kind::Up);
}

void ScoreSheetOverlay::render(Gfx& g) {
    g.dim();
    // Nearly the whole window when it is small, the sheet's own size when it is large.
    const Rect window{0, 0, float(g.width()), float(g.height())};
    const Rect body = draw_dialog(
        g,
        window.centered(std::min(window.w * 0.94f, g.u(900)), std::min(window.h * 0.94f, g.u(640))),
        "Scores");
    const TextStyle footer{g.u(theme::small_size - 1), false, theme::ink_soft, Align::Center};
    const float footer_h = g.line_height(footer);
    g.text("R, Esc or a click closes", body.cx(), body.bottom() - footer_h, footer);

    // Every line in the panel: the round being played, the header, the rows, the total. The
    // text is smaller when a long game meets a small window.
    const std::size_t lines = sheet_.rows.size() + 3;
    const float room = body.h - footer_h - g.u(10);
    float size = g.u(theme::body_size);
    TextStyle cell{size, false, theme::ink, Align::Left};
    while (size > g.u(10) && static_cast<float>(lines) * (g.line_height(cell) + g.u(4)) > room) {
        size -= 1;
        cell.size = size;
    }
    const float line = g.line_height(cell) + g.u(4);
    float y = body.y;
    g.text(playing_, body.x, y, TextStyle{size, false, theme::ink_soft, Align::Left});
    y += line;
    const auto paint_row = [&](const std::vector<std::string>& row, const TextStyle& style) {
        for (std::size_t c = 0; c < row.size() && c < sheet_.columns.size(); ++c) {
            g.text(row[c], body.x + sheet_.columns[c] * body.w, y, style);
        }
        y += line;
    };
    paint_row(sheet_.header, TextStyle{size, true, theme::gold, Align::Left});
    if (sheet_.rows.empty()) {
        g.text("No round has been scored yet.", body.x, y, cell);
        y += line;
    }
    for (const auto& row : sheet_.rows) {
        paint_row(row, cell);
    }
    g.fill(Rect{body.x, y - g.u(2), body.w, std::max(1.0f, g.u(1))}, Color{232, 190, 80, 90});
    paint_row(sheet_.total, TextStyle{size, true, theme::ink, Align::Left});
}

} // namespace parlor::app::fivecrowns_table
