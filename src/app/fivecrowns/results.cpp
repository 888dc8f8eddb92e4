#include "app/fivecrowns/results.hpp"

#include "app/core/gfx.hpp"
#include "app/core/theme.hpp"
#include "app/fivecrowns/narration.hpp"
#include "app/fivecrowns/table.hpp"
#include "parlor/games/fivecrowns/melds.hpp"

#include <algorithm>
#include <cmath>
#include <span>

namespace parlor::app::fivecrowns_table {

namespace {

using fivecrowns::Arrangement;
using fivecrowns::Meld;
using fivecrowns::MeldKind;
using fivecrowns::Seat;

std::string meld_caption(const Meld& m) {
    if (m.kind == MeldKind::Book) {
        return m.rank == 0 ? "Book of wilds" : "Book of " + rank_plural(m.rank);
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

// Draws one player's laid-down hand in `area`: melds left to right, then the leftover cards,
// each group over its caption. A group takes the room of its cards or of its caption, the wider,
// so no caption runs into the next or out of the band ("Left over: 5 points" after 13 cards).
void draw_laid_hand(Gfx& g, const Arrangement& a, int wild_rank, const Rect& area) {
    struct Group {
        std::vector<cards::Card> cards;
        std::vector<std::string> tags;
        std::string caption;
        Color color;
        bool leftover = false;
    };
    std::vector<Group> groups;
    for (const Meld& m : a.melds) {
        Group group{{}, {}, meld_caption(m), theme::good, false};
        for (const auto& mc : m.cards) {
            group.cards.push_back(mc.card);
            group.tags.push_back(mc.wild && !fivecrowns::stands_as_itself(mc, m)
                                     ? stands_for_label(mc, m.kind)
                                     : std::string());
        }
        groups.push_back(std::move(group));
    }
    if (!a.leftover.empty()) {
        groups.push_back(Group{a.leftover,
                               {},
                               "Left over: " + std::to_string(a.points) + " points",
                               Color{255, 170, 150, 255},
                               true});
    }
    if (groups.empty()) {
        return;
    }
    const float step_ratio = 0.5f; // overlap inside a group
    const float group_gap_ratio = 0.35f;
    TextStyle caption{g.u(theme::small_size - 2), true, theme::ink_soft, Align::Left};
    const float caption_h = g.line_height(caption) + g.u(4);
    std::vector<float> caption_w;
    for (const Group& group : groups) {
        caption_w.push_back(g.measure(group.caption, caption).w);
    }
    const auto cards_w = [&](const Group& group, float card_w) {
        return (static_cast<float>(group.cards.size()) - 1) * card_w * step_ratio + card_w;
    };
    const auto width_at = [&](float card_w) {
        float total = static_cast<float>(groups.size() - 1) * card_w * group_gap_ratio;
        for (std::size_t i = 0; i < groups.size(); ++i) {
            total += std::max(cards_w(groups[i], card_w), caption_w[i]);
        }
        return total;
    };
    float w = (area.h - caption_h) / Gfx::card_aspect;
    while (w > 8 && width_at(w) > area.w) {
        w = std::floor(w * 0.96f);
    }
    const float h = w * Gfx::card_aspect;
    float x = area.x;
    const float y = area.y;
    TextStyle tag{std::max(g.u(11), w * 0.2f), true, Color{255, 255, 255, 255}, Align::Center};

    for (std::size_t gi = 0; gi < groups.size(); ++gi) {
        const Group& group = groups[gi];
        const std::vector<cards::Card>& cs = group.cards;
        const float group_w = cards_w(group, w);
        // What a wild stands for goes on a pill in the strip of its card the next one leaves
        // seen: the group's widest ("=10♥") sets a size at which every one fits there.
        const float strip = w * step_ratio - g.u(2);
        const float pad = g.u(4);
        TextStyle fitted = tag;
        for (const std::string& t : group.tags) {
            const float need = g.measure(t, fitted).w + 2 * pad;
            if (!t.empty() && need > strip) {
                fitted.size =
                    std::max(9.0f, std::floor(fitted.size * (strip - 2 * pad) / (need - 2 * pad)));
            }
        }
        for (std::size_t i = 0; i < cs.size(); ++i) {
            const Rect r{x + static_cast<float>(i) * w * step_ratio, y, w, h};
            g.card_shadow(r);
            g.card(cs[i], r);
            if (fivecrowns::is_wild(cs[i], wild_rank)) {
                paint_wild_badge(g, r);
            }
            if (group.leftover) {
                g.card_overlay(CardOverlay::Dim, r, 110);
            }
            if (i < group.tags.size() && !group.tags[i].empty()) {
                const float th = g.line_height(fitted);
                const float pill_w = i + 1 < cs.size() ? strip : w - g.u(4); // the last: all of it
                const Rect pill{r.x + g.u(2), r.bottom() - th - g.u(4), pill_w, th};
                g.fill_rounded(pill, th / 2, Color{120, 60, 150, 230});
                g.text_centered(group.tags[i], pill, fitted);
            }
        }
        TextStyle c = caption;
        c.color = group.color;
        g.text(group.caption, x, y + h + g.u(4), c);
        x += std::max(group_w, caption_w[gi]) + w * group_gap_ratio;
    }
}

// Both players' laid-down hands, a band each: the name, the points, the total, the cards.
void paint_hands(Gfx& g, const Rect& area, const fivecrowns::RoundResult& result,
                 const std::array<int, 2>& totals, const std::array<std::string, 2>& names) {
    const float band_h = (area.h - g.u(14)) / 2;
    for (const Seat seat : {Seat::Human, Seat::Computer}) {
        const int i = fivecrowns::index(seat);
        const Rect band{area.x, area.y + static_cast<float>(i) * (band_h + g.u(14)), area.w,
                        band_h};
        g.fill_rounded(band, g.u(14), Color{0, 0, 0, 70});
        const Rect info{band.x + g.u(20), band.y + g.u(14), g.u(230), band.h - g.u(28)};
        const TextStyle name{g.u(theme::body_size + 4), true, theme::ink, Align::Left};
        g.text(names[static_cast<std::size_t>(i)], info.x, info.y, name);
        float y = info.y + g.line_height(name) + g.u(4);
        const int points = result.points[static_cast<std::size_t>(i)];
        const TextStyle big{g.u(theme::heading_size + 6), true,
                            points == 0 ? theme::good : theme::gold, Align::Left};
        g.text(points == 0 ? std::string("0") : "+" + std::to_string(points), info.x, y, big);
        y += g.line_height(big);
        const TextStyle small{g.u(theme::small_size), false, theme::ink_soft, Align::Left};
        g.text(result.went_out == seat ? "went out" : "points this round", info.x, y, small);
        y += g.line_height(small) + g.u(6);
        g.text("Total: " + std::to_string(totals[static_cast<std::size_t>(i)]), info.x, y,
               TextStyle{g.u(theme::body_size), true, theme::ink, Align::Left});
        const Rect cards{info.right() + g.u(10), band.y + g.u(16),
                         band.right() - info.right() - g.u(30), band.h - g.u(32)};
        draw_laid_hand(g, result.arrangements[static_cast<std::size_t>(i)],
                       fivecrowns::wild_rank_of(result.round), cards);
    }
}

// Every seat's laid-down hand at a table of three to seven, as the two-seat bands paint theirs:
// a band a seat (two columns of them past three seats, so that seven still leave the cards room),
// the name, the points and the total on its left, the melds and what was left over on its right.
void paint_table_hands(Gfx& g, const Rect& area, const fivecrowns::RoundResult& result,
                       const std::vector<int>& totals, const std::vector<std::string>& names) {
    const int n = static_cast<int>(names.size());
    const int columns = n > 3 ? 2 : 1;
    const int rows = (n + columns - 1) / columns;
    const float gap = g.u(10);
    const float band_w = (area.w - static_cast<float>(columns - 1) * gap) / columns;
    const float band_h = (area.h - static_cast<float>(rows - 1) * gap) / static_cast<float>(rows);
    // The texts as large as the band's height allows: three lines (name, points, total) in it.
    const float pad = std::min(g.u(12), band_h * 0.1f);
    float scale = 1.0f;
    const auto style = [&](float size, bool bold, Color color) {
        return TextStyle{std::max(9.0f, std::floor(g.u(size) * scale)), bold, color, Align::Left};
    };
    const auto lines_h = [&] {
        return g.line_height(style(theme::body_size + 2, true, theme::ink)) +
               g.line_height(style(theme::body_size + 2, true, theme::gold)) +
               g.line_height(style(theme::small_size, false, theme::ink_soft));
    };
    while (scale > 0.4f && lines_h() > band_h - 2 * pad) {
        scale *= 0.92f;
    }
    const float info_w = std::min(g.u(220), band_w * 0.3f);
    for (int i = 0; i < n; ++i) {
        const auto seat = static_cast<std::size_t>(i);
        const int col = i / rows;
        const int row = i % rows;
        const Rect band{area.x + static_cast<float>(col) * (band_w + gap),
                        area.y + static_cast<float>(row) * (band_h + gap), band_w, band_h};
        g.fill_rounded(band, std::min(g.u(14), band_h / 4), Color{0, 0, 0, 70});
        const float x = band.x + pad;
        float y = band.y + pad;
        const TextStyle name = style(theme::body_size + 2, true, theme::ink);
        g.text(g.elided(names[seat], info_w - pad, name), x, y, name);
        y += g.line_height(name);
        const int points = seat < result.points.size() ? result.points[seat] : 0;
        const TextStyle big =
            style(theme::body_size + 2, true, points == 0 ? theme::good : theme::gold);
        const bool out = result.went_out == fivecrowns::seat_at(i);
        g.text(g.elided((points == 0 ? std::string("0") : "+" + std::to_string(points)) +
                            (out ? "  went out" : ""),
                        info_w - pad, big),
               x, y, big);
        y += g.line_height(big);
        const TextStyle small = style(theme::small_size, false, theme::ink_soft);
        g.text(g.elided("Total: " + std::to_string(seat < totals.size() ? totals[seat] : 0),
                        info_w - pad, small),
               x, y, small);
        if (seat < result.arrangements.size()) {
            const Rect cards{band.x + info_w + pad, band.y + pad,
                             band.right() - band.x - info_w - 2 * pad, band.h - 2 * pad};
            draw_laid_hand(g, result.arrangements[seat], fivecrowns::wild_rank_of(result.round),
                           cards);
        }
    }
}

// A round's results sheet with its headline and who went out (`names` indexed by seat).
table::ResultsSheet round_heading(const fivecrowns::RoundResult& result,
                                  std::span<const std::string> names) {
    table::ResultsSheet sheet;
    sheet.scene_name = "round_results";
    sheet.crown = false;
    sheet.headline = "Round " + std::to_string(result.round) + " of 11 is over";
    sheet.lines.push_back(
        result.went_out ? names[static_cast<std::size_t>(fivecrowns::index(*result.went_out))] +
                              " went out first. Wild cards were the " +
                              rank_plural(fivecrowns::wild_rank_of(result.round)) + "."
                        : std::string("Nobody went out."));
    return sheet;
}

} // namespace

table::ResultsSheet round_results(const fivecrowns::RoundResult& result, std::array<int, 2> totals,
                                  std::array<std::string, 2> names, bool game_over,
                                  std::function<void()> on_continue) {
    table::ResultsSheet sheet = round_heading(result, names);
    sheet.body = [result, totals, names](Gfx& g, const Rect& area) {
        paint_hands(g, area, result, totals, names);
    };
    sheet.button =
        game_over ? "See the final scores" : "Deal round " + std::to_string(result.round + 1);
    sheet.final = false;
    sheet.on_continue = std::move(on_continue);
    return sheet;
}

table::ResultsSheet game_results(const fivecrowns::GameState& final_state,
                                 const std::array<std::string, 2>& names,
                                 const ScoreHistory& earlier) {
    table::ResultsSheet sheet;
    const auto totals = fivecrowns::scores(final_state);
    const auto winner = fivecrowns::winner(final_state);
    sheet.headline = "A draw!";
    if (winner == Seat::Human) {
        sheet.headline = names[0] == "You" ? "You win!" : names[0] + " wins!";
    } else if (winner == Seat::Computer) {
        sheet.headline = names[1] + " wins";
    }
    sheet.lines.push_back(names[0] + " " + std::to_string(totals[0]) + "  ·  " + names[1] + " " +
                          std::to_string(totals[1]) + "  —  the lower total wins");
    ScoreSheet rounds =
        score_sheet(with_results(earlier, final_state.results), {names[0], names[1]});
    sheet.columns = std::move(rounds.columns);
    sheet.header = std::move(rounds.header);
    sheet.rows = std::move(rounds.rows);
    sheet.total = std::move(rounds.total);
    return sheet;
}

table::ResultsSheet table_round_results(const fivecrowns::RoundResult& result,
                                        std::vector<int> totals, std::vector<std::string> names,
                                        bool game_over, std::function<void()> on_continue) {
    table::ResultsSheet sheet = round_heading(result, names);
    sheet.columns = {0.0f, 0.24f, 0.42f, 0.58f};
    sheet.header = {"Player", "This round", "Total", "Laid down"};
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        const int points = seat < result.points.size() ? result.points[seat] : 0;
        std::string laid = "—";
        if (seat < result.arrangements.size()) {
            const Arrangement& a = result.arrangements[seat];
            laid = std::to_string(a.melds.size()) + (a.melds.size() == 1 ? " meld" : " melds");
            laid += a.leftover.empty() ? std::string(", nothing left")
                                       : ", " + std::to_string(a.leftover.size()) + " left over";
        }
        if (result.went_out == fivecrowns::seat_at(static_cast<int>(seat))) {
            laid = "went out";
        }
        sheet.rows.push_back({names[seat],
                              points == 0 ? std::string("0") : "+" + std::to_string(points),
                              std::to_string(seat < totals.size() ? totals[seat] : 0), laid});
    }
    // The hands as laid down are painted in the sheet's place; the rows stay as its words.
    sheet.body = [result, totals, names](Gfx& g, const Rect& area) {
        paint_table_hands(g, area, result, totals, names);
    };
    sheet.button =
        game_over ? "See the final scores" : "Deal round " + std::to_string(result.round + 1);
    sheet.final = false;
    sheet.on_continue = std::move(on_continue);
    return sheet;
}

table::ResultsSheet table_game_results(const fivecrowns::GameState& final_state,
                                       const std::vector<std::string>& names,
                                       const ScoreHistory& earlier) {
    table::ResultsSheet sheet;
    const std::vector<int> totals = fivecrowns::totals(final_state);
    const auto winner = fivecrowns::winner(final_state);
    sheet.headline = "A draw!";
    if (winner == Seat::Human) {
        sheet.headline = names[0] == "You" ? "You win!" : names[0] + " wins!";
    } else if (winner) {
        sheet.headline = names[static_cast<std::size_t>(fivecrowns::index(*winner))] + " wins";
    }
    // The places, lowest total first.
    std::vector<std::size_t> order(names.size());
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = i;
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return totals[a] < totals[b]; });
    std::string line;
    for (const std::size_t seat : order) {
        line += (line.empty() ? "" : "  ·  ") + names[seat] + " " + std::to_string(totals[seat]);
    }
    sheet.lines.push_back(line);
    sheet.lines.emplace_back("The lowest total wins.");
    ScoreSheet rounds = score_sheet(with_results(earlier, final_state.results), names);
    sheet.columns = std::move(rounds.columns);
    sheet.header = std::move(rounds.header);
    sheet.rows = std::move(rounds.rows);
    sheet.total = std::move(rounds.total);
    return sheet;
}

} // namespace parlor::app::fivecrowns_table
