#include "app/scenes/results_scenes.hpp"

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "parlor/games/fivecrowns/melds.hpp"

#include <algorithm>
#include <filesystem>

namespace parlor::app {

namespace {

using fivecrowns::Arrangement;
using fivecrowns::Meld;
using fivecrowns::MeldKind;
using fivecrowns::Seat;

std::string plural_rank(int rank) {
    switch (rank) {
    case 11:
        return "jacks";
    case 12:
        return "queens";
    case 13:
        return "kings";
    case 1:
        return "aces";
    default:
        return std::to_string(rank) + "s";
    }
}

std::string meld_caption(const Meld& m) {
    if (m.kind == MeldKind::Book) {
        return m.rank == 0 ? "Book of wilds" : "Book of " + plural_rank(m.rank);
    }
    const bool all_wild =
        std::all_of(m.cards.begin(), m.cards.end(), [](const auto& c) { return c.wild; });
    if (all_wild || m.cards.empty()) {
        return "Run of wilds";
    }
    return "Run " + cards::rank_symbol(m.cards.front().stands_for.rank) + "–" +
           cards::rank_symbol(m.cards.back().stands_for.rank) + cards::suit_symbol(m.suit);
}

std::string stands_for_label(const fivecrowns::MeldCard& mc, MeldKind kind) {
    if (kind == MeldKind::Book) {
        return "=" + cards::rank_symbol(mc.stands_for.rank);
    }
    return "=" + cards::rank_symbol(mc.stands_for.rank) + cards::suit_symbol(mc.stands_for.suit);
}

// Draws one player's laid-down hand in `area`: melds left to right, then the leftover cards.
void draw_laid_hand(Gfx& g, const Arrangement& a, const Rect& area) {
    int cards_total = static_cast<int>(a.leftover.size());
    int groups = a.leftover.empty() ? 0 : 1;
    for (const Meld& m : a.melds) {
        cards_total += static_cast<int>(m.cards.size());
        ++groups;
    }
    if (cards_total == 0) {
        return;
    }
    const float step_ratio = 0.5f; // overlap inside a group
    const float group_gap_ratio = 0.35f;
    TextStyle caption{g.u(theme::small_size - 2), true, theme::ink_soft, Align::Left};
    const float caption_h = g.line_height(caption) + g.u(4);
    float w = (area.h - caption_h) / Gfx::card_aspect;
    // Each group is (n-1)*step + 1 card wide; groups are separated by a gap.
    const float units =
        (cards_total - groups) * step_ratio + groups + (groups - 1) * group_gap_ratio;
    w = std::min(w, area.w / std::max(1.0f, units));
    const float h = w * Gfx::card_aspect;
    float x = area.x;
    const float y = area.y;
    TextStyle tag{std::max(g.u(11), w * 0.2f), true, Color{255, 255, 255, 255}, Align::Center};

    auto draw_group = [&](const std::vector<cards::Card>& cs, const std::vector<std::string>& tags,
                          const std::string& label, Color label_color, bool leftover) {
        const float group_w = (cs.size() - 1) * w * step_ratio + w;
        for (std::size_t i = 0; i < cs.size(); ++i) {
            const Rect r{x + i * w * step_ratio, y, w, h};
            g.card_shadow(r);
            g.card(cs[i], r);
            if (leftover) {
                g.card_overlay(CardOverlay::Dim, r, 110);
            }
            if (i < tags.size() && !tags[i].empty()) {
                const float th = g.line_height(tag);
                const Rect pill{r.x + g.u(2), r.bottom() - th - g.u(4), w * step_ratio - g.u(2),
                                th};
                g.fill_rounded(pill, th / 2, Color{120, 60, 150, 230});
                g.text_centered(tags[i], pill, tag);
            }
        }
        TextStyle c = caption;
        c.color = label_color;
        g.text(label, x, y + h + g.u(4), c);
        x += group_w + w * group_gap_ratio;
    };

    for (const Meld& m : a.melds) {
        std::vector<cards::Card> cs;
        std::vector<std::string> tags;
        for (const auto& mc : m.cards) {
            cs.push_back(mc.card);
            tags.push_back(mc.wild ? stands_for_label(mc, m.kind) : std::string());
        }
        draw_group(cs, tags, meld_caption(m), theme::good, false);
    }
    if (!a.leftover.empty()) {
        draw_group(a.leftover, {}, "Left over: " + std::to_string(a.points) + " points",
                   Color{255, 170, 150, 255}, true);
    }
}

} // namespace

// ---- round results ----

RoundResultsScene::RoundResultsScene(App& app, fivecrowns::RoundResult result,
                                     std::array<int, 2> totals, std::array<std::string, 2> names,
                                     bool game_over, std::function<void()> on_continue)
    : Scene(app), result_(std::move(result)), totals_(totals), names_(std::move(names)),
      game_over_(game_over), on_continue_(std::move(on_continue)),
      buttons_(
          {game_over ? "See the final scores" : "Deal round " + std::to_string(result_.round + 1)},
          true) {
    buttons_.buttons[0].primary = true;
}

void RoundResultsScene::proceed() {
    app().pop();
    if (on_continue_) {
        on_continue_();
    }
}

void RoundResultsScene::on_action(UiAction action) {
    if (action == UiAction::Select || action == UiAction::Continue) {
        proceed();
    }
}

void RoundResultsScene::on_mouse(const MouseEvent& e) {
    if (buttons_.on_mouse(e)) {
        proceed();
    }
}

void RoundResultsScene::render(Gfx& g) {
    g.felt();
    const float W = float(g.width()), H = float(g.height());
    const int wild = fivecrowns::wild_rank_of(result_.round);
    TextStyle title{g.u(theme::heading_size + 4), true, theme::gold, Align::Center};
    float y = g.u(22);
    g.text("Round " + std::to_string(result_.round) + " of 11 is over", W / 2, y, title);
    y += g.line_height(title);
    TextStyle sub{g.u(theme::body_size), false, theme::ink_soft, Align::Center};
    std::string who = "Nobody went out.";
    if (result_.went_out) {
        who = names_[fivecrowns::index(*result_.went_out)] +
              " went out first. Wild cards were the " + plural_rank(wild) + ".";
    }
    g.text(who, W / 2, y, sub);
    y += g.line_height(sub) + g.u(14);

    const float bh = g.u(52);
    const float bottom = H - bh - g.u(28);
    const float band_h = (bottom - y - g.u(14)) / 2;
    for (Seat seat : {Seat::Human, Seat::Computer}) {
        const int i = fivecrowns::index(seat);
        const Rect band{g.u(24), y + i * (band_h + g.u(14)), W - g.u(48), band_h};
        g.fill_rounded(band, g.u(14), Color{0, 0, 0, 70});
        const Rect info{band.x + g.u(20), band.y + g.u(14), g.u(230), band.h - g.u(28)};
        TextStyle name{g.u(theme::body_size + 4), true, theme::ink, Align::Left};
        g.text(names_[i], info.x, info.y, name);
        float iy = info.y + g.line_height(name) + g.u(4);
        const int pts = result_.points[i];
        TextStyle points{g.u(theme::heading_size + 6), true, pts == 0 ? theme::good : theme::gold,
                         Align::Left};
        g.text((pts == 0 ? std::string("0") : "+" + std::to_string(pts)), info.x, iy, points);
        iy += g.line_height(points);
        TextStyle small{g.u(theme::small_size), false, theme::ink_soft, Align::Left};
        g.text(result_.went_out == seat ? "went out" : "points this round", info.x, iy, small);
        iy += g.line_height(small) + g.u(6);
        g.text("Total: " + std::to_string(totals_[i]), info.x, iy,
               TextStyle{g.u(theme::body_size), true, theme::ink, Align::Left});
        const Rect cards_area{info.right() + g.u(10), band.y + g.u(16),
                              band.right() - info.right() - g.u(30), band.h - g.u(32)};
        draw_laid_hand(g, result_.arrangements[i], cards_area);
    }
    buttons_.layout_row(Rect{W / 2 - g.u(170), H - bh - g.u(22), g.u(340), bh}, 0);
    buttons_.render(g, g.u(theme::button_size));
}

// ---- game results ----

GameResultsScene::GameResultsScene(App& app, fivecrowns::GameState final_state,
                                   std::array<std::string, 2> names)
    : Scene(app), state_(std::move(final_state)), names_(std::move(names)),
      buttons_({"Back to the title"}, true) {
    buttons_.buttons[0].primary = true;
    // The game is finished: Continue must not offer it again.
    std::error_code ec;
    std::filesystem::remove(app.autosave_path(), ec);
}

void GameResultsScene::on_action(UiAction action) {
    if (action == UiAction::Select || action == UiAction::Cancel) {
        app().go_to_title();
    }
}

void GameResultsScene::on_mouse(const MouseEvent& e) {
    if (buttons_.on_mouse(e)) {
        app().go_to_title();
    }
}

void GameResultsScene::render(Gfx& g) {
    g.felt();
    const float W = float(g.width()), H = float(g.height());
    const auto totals = fivecrowns::totals(state_);
    const auto winner = fivecrowns::winner(state_);
    std::string banner = "A draw!";
    if (winner == Seat::Human) {
        banner = names_[0] == "You" ? "You win!" : names_[0] + " wins!";
    } else if (winner == Seat::Computer) {
        banner = names_[1] + " wins";
    }
    const float crown_h = g.u(54);
    float y = g.u(18);
    g.crown(Rect{W / 2 - crown_h * 0.75f, y, crown_h * 1.5f, crown_h}, theme::gold);
    y += crown_h + g.u(2);
    TextStyle title{g.u(theme::title_size - 8), true, theme::gold, Align::Center};
    g.text(banner, W / 2, y, title);
    y += g.line_height(title);
    TextStyle sub{g.u(theme::body_size), false, theme::ink_soft, Align::Center};
    g.text(names_[0] + " " + std::to_string(totals[0]) + "  ·  " + names_[1] + " " +
               std::to_string(totals[1]) + "  —  the lower total wins",
           W / 2, y, sub);
    y += g.line_height(sub) + g.u(14);

    // The per-round table.
    const float bh = g.u(50);
    const float tw = std::min(W * 0.9f, g.u(760));
    const Rect table{(W - tw) / 2, y, tw, H - y - bh - g.u(44)};
    draw_panel(g, table);
    const int rows = 11 + 2; // header, 11 rounds, total
    const float rh = std::min(g.u(34), (table.h - g.u(16)) / rows);
    const float cols[] = {0.0f, 0.16f, 0.34f, 0.58f, 0.82f};
    TextStyle head{std::min(g.u(theme::small_size + 1), rh * 0.6f), true, theme::gold, Align::Left};
    TextStyle cell{std::min(g.u(theme::small_size + 1), rh * 0.6f), false, theme::ink, Align::Left};
    const float x0 = table.x + g.u(24);
    const float cw = table.w - g.u(48);
    float ry = table.y + g.u(8);
    auto row = [&](const std::array<std::string, 5>& texts, const TextStyle& style) {
        for (int c = 0; c < 5; ++c) {
            g.text(texts[c], x0 + cols[c] * cw, ry + (rh - g.line_height(style)) / 2, style);
        }
        ry += rh;
    };
    row({"Round", "Wild", names_[0], names_[1], "Went out"}, head);
    std::array<int, 2> running{};
    for (const auto& r : state_.results) {
        running[0] += r.points[0];
        running[1] += r.points[1];
        if (r.round % 2 == 0) {
            g.fill(Rect{table.x + g.u(8), ry, table.w - g.u(16), rh}, Color{255, 255, 255, 10});
        }
        row({std::to_string(r.round), plural_rank(fivecrowns::wild_rank_of(r.round)),
             std::to_string(r.points[0]) + "  (" + std::to_string(running[0]) + ")",
             std::to_string(r.points[1]) + "  (" + std::to_string(running[1]) + ")",
             r.went_out ? names_[fivecrowns::index(*r.went_out)] : "—"},
            cell);
    }
    g.fill(Rect{x0, ry + g.u(2), cw, std::max(1.0f, g.u(1))}, Color{232, 190, 80, 120});
    row({"Total", "", std::to_string(totals[0]), std::to_string(totals[1]), ""}, head);

    buttons_.layout_row(Rect{W / 2 - g.u(170), H - bh - g.u(22), g.u(340), bh}, 0);
    buttons_.render(g, g.u(theme::button_size));
}

} // namespace parlor::app
