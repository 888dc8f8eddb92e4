// Drawing the Cribbage table. Layout comes from frame(); this file only paints it. The table is
// painted into a cached picture when something changes; pegs and flying cards move over it.

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/cribbage/table_scene.hpp"
#include "app/table/paint.hpp"
#include "app/ui/widgets.hpp"
#include "parlor/cards/notation.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace parlor::app::cribbage_table {

using table::computer_mark;
using table::human_mark;
using table::side_panel;
using table::target_glow;
using table::text_style;
using table::to_rect;

namespace {

constexpr Color bar_fill{6, 36, 22, 230};
constexpr Color wood{122, 78, 40};
constexpr Color wood_dark{82, 50, 24};
constexpr Color wood_light{150, 102, 58};
constexpr Color hole_ink{40, 24, 10};
constexpr Color lit_ink{255, 214, 90};

Color seat_mark(cr::Seat seat) {
    return seat == cr::Seat::Human ? human_mark : computer_mark;
}

table::PanelMetrics metrics_of(const TableLayout& t) {
    return table::PanelMetrics{t.font_small, t.font_heading, t.unit};
}

// A small rounded label: "Go", "Dealer".
void pill(Gfx& g, const std::string& text, float x, float y, int font, Color fill, Color ink) {
    const auto s = text_style(font, true, ink);
    const TextSize size = g.measure(text, s);
    const float pad = static_cast<float>(font) * 0.45f;
    const Rect r{x, y, size.w + 2 * pad, size.h + pad * 0.4f};
    g.fill_rounded(r, r.h / 2, fill);
    g.text(text, x + pad, y + pad * 0.2f, s);
}

// A gold ring around a card that the show is counting now.
void lit_ring(Gfx& g, const Rect& card, int spread) {
    const float s = static_cast<float>(spread);
    g.outline_rounded(card.inset(-s), card.w * 0.07f + s, lit_ink);
    g.outline_rounded(card.inset(-s * 1.8f), card.w * 0.07f + s * 1.8f, lit_ink.with_alpha(110));
}

std::string possessive(const std::string& name) {
    return name == "You" ? "Your" : name + "'s";
}

// The board in its own coordinates: the wood, a strip of each player's colour under its track,
// the holes, the numbers beside the lanes.
void paint_board(Gfx& g, const BoardGeometry& b, const TableLayout& t) {
    const Rect area = to_rect(b.area);
    g.fill_rounded(area, static_cast<float>(t.px(12)), wood);
    g.outline_rounded(area, static_cast<float>(t.px(12)), wood_dark);
    // A tinted strip under each track, in its player's colour.
    for (const int track : {0, 1}) {
        int top = b.area.bottom();
        int bottom = b.area.y;
        for (int n = 1; n <= 120; ++n) {
            top = std::min(top,
                           b.holes[static_cast<std::size_t>(track)][static_cast<std::size_t>(n)].y);
            bottom = std::max(
                bottom, b.holes[static_cast<std::size_t>(track)][static_cast<std::size_t>(n)].y);
        }
        const float pad = static_cast<float>(b.hole_radius * 3);
        const Rect strip{area.x + t.px(44), top - pad, area.w - t.px(54), bottom - top + 2 * pad};
        const Color tint = track == 0 ? human_mark : computer_mark;
        g.fill_rounded(strip, pad, tint.with_alpha(38));
    }
    for (const int track : {0, 1}) {
        for (int n = 0; n <= 121; ++n) {
            const HolePoint p = b.hole(track, n);
            const float r = static_cast<float>(b.hole_radius) * (n == 0 || n == 121 ? 1.4f : 1.0f);
            g.disc(Point{static_cast<float>(p.x), static_cast<float>(p.y) + 1}, r, wood_light);
            g.disc(Point{static_cast<float>(p.x), static_cast<float>(p.y)}, r, hole_ink);
        }
    }
    const auto label = text_style(std::max(8, t.font_small - t.px(3)), false,
                                  Color{250, 230, 200, 190}, Align::Center);
    for (const auto& [number, at] : b.labels) {
        g.text(std::to_string(number), static_cast<float>(at.x),
               static_cast<float>(at.y) - g.line_height(label) / 2, label);
    }
    const HolePoint game = b.hole(0, 121);
    g.text("121", static_cast<float>(game.x), static_cast<float>(game.y) + b.hole_radius * 2.0f,
           label);
}

} // namespace

void TableScene::render(Gfx& g) {
    const Frame f = frame();
    picture_.show(g, f.layout.window.w, f.layout.window.h, picture_key(f),
                  [&] { draw_table(g, f); });

    // The pegs move over the picture: four discs, cheap to draw every frame.
    const BoardGeometry& b = f.board;
    for (const cr::Seat seat : {cr::Seat::Computer, cr::Seat::Human}) {
        const int track = cr::index(seat);
        const PegPair& p = pegs_[static_cast<std::size_t>(track)];
        const Color c = seat_mark(seat);
        auto at = [&](double pos) {
            const int lo = static_cast<int>(std::floor(pos));
            const int hi = std::min(121, lo + 1);
            const double frac = pos - lo;
            const HolePoint a = b.hole(track, lo);
            const HolePoint z = b.hole(track, hi);
            return Point{static_cast<float>(a.x + (z.x - a.x) * frac),
                         static_cast<float>(a.y + (z.y - a.y) * frac)};
        };
        const float r = static_cast<float>(b.peg_radius);
        if (p.back != p.front) {
            const Point back = at(p.back);
            g.disc(back, r, Color{20, 20, 20, 120});
            g.disc(back, r * 0.82f, c.with_alpha(150));
        }
        const Point front = at(p.shown);
        g.disc(Point{front.x + r * 0.2f, front.y + r * 0.25f}, r, Color{0, 0, 0, 110});
        g.disc(front, r, Color{20, 20, 20});
        g.disc(front, r * 0.82f, c);
        g.disc(Point{front.x - r * 0.25f, front.y - r * 0.25f}, r * 0.28f,
               Color{255, 255, 255, 150});
    }

    table::draw_flights(g, flights_);
}

TableScene::PictureKey TableScene::picture_key(const Frame& f) {
    PictureKey k;
    k.w = f.layout.window.w;
    k.h = f.layout.window.h;
    k.state_version = state_version_;
    k.log_version = log_.version();
    k.log_scroll = log_panel_.scroll();
    k.help_scroll = help_panel_.scroll();
    k.picked = picked_;
    k.focus = focus_;
    k.focus_visible = focus_visible_;
    k.flights = static_cast<int>(flights_.flights().size());
    for (std::size_t i = 0; i < f.buttons.size(); ++i) {
        if (f.buttons[i].second.contains(mouse_x_, mouse_y_)) {
            k.hover = 100 + static_cast<int>(i);
        }
    }
    if (k.hover < 0) {
        k.hover = card_at(f.human_cards, mouse_x_, mouse_y_);
    }
    const bool thinking = ai_.busy() || help_worker_.busy() || computer_due_;
    k.dots = thinking ? static_cast<int>(clock_ * 3) % 4 : -1;
    k.reveal = static_cast<int>(reveal_.shown());
    k.help_open = help_open_;
    k.advice = advice_.has_value();
    k.busy = flights_.busy() || computer_busy();
    // The board's numbers follow the pegs.
    k.pegs = {static_cast<double>(pegs_[0].front), static_cast<double>(pegs_[1].front)};
    return k;
}

void TableScene::draw_table(Gfx& g, const Frame& f) {
    g.felt();
    draw_top_bar(g, f);
    draw_board(g, f);
    draw_computer(g, f);
    draw_middle(g, f);
    draw_human(g, f);
    draw_menu(g, f);
    log_panel_.draw(g, to_rect(f.layout.log), log_, metrics_of(f.layout));
    if (!f.layout.help.empty()) {
        help_panel_.draw(g, to_rect(f.layout.help), advice_ ? &advice_->lines : nullptr,
                         static_cast<int>(clock_ * 3) % 4, metrics_of(f.layout));
    }
}

void TableScene::draw_top_bar(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const Rect bar = to_rect(t.top_bar);
    g.fill_rounded(bar, static_cast<float>(t.px(10)), bar_fill);
    const auto title = text_style(t.font_heading + t.px(3), true, theme::gold);
    const float ty = bar.y + (bar.h - g.line_height(title)) / 2;
    const Rect drawn = g.text("Cribbage", bar.x + t.px(14), ty, title);
    std::string deal = "to 121";
    if (state_.deal_number > 0 && state_.phase != cr::Phase::CutForDeal) {
        deal = "Deal " + std::to_string(state_.deal_number) + "  ·  " +
               possessive(names_[static_cast<std::size_t>(cr::index(state_.dealer))]) + " crib";
    }
    const auto body = text_style(t.font_body, false, theme::ink_soft);
    g.text(deal, drawn.right() + t.px(18), bar.y + (bar.h - g.line_height(body)) / 2, body);

    // The scores, as numbers, at the right end.
    float x = bar.right() - t.px(14);
    const auto score_style = text_style(t.font_heading, true, theme::ink, Align::Right);
    for (const cr::Seat seat : {cr::Seat::Computer, cr::Seat::Human}) {
        const std::size_t i = static_cast<std::size_t>(cr::index(seat));
        // The numbers follow the pegs, which follow the show as it is counted.
        const std::string text = names_[i] + "  " + std::to_string(pegs_[i].front);
        const Rect r =
            g.text(text, x, bar.y + (bar.h - g.line_height(score_style)) / 2, score_style);
        g.disc(Point{r.x - t.px(10), bar.cy()}, static_cast<float>(t.px(5)), seat_mark(seat));
        x = r.x - t.px(30);
    }
}

void TableScene::draw_board(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const Rect area = to_rect(f.board.area);
    g.soft_shadow(area, static_cast<float>(t.px(8)));
    // The wood, the holes and the numbers only change with the size: painted once into a layer
    // (some 250 holes are the costliest thing on this table for a software renderer).
    g.cached_layer("cribbage-board", area, 0, [&](Gfx& layer, const Rect&) {
        paint_board(layer, layout_board(Box{0, 0, f.board.area.w, f.board.area.h}), t);
    });
}

void TableScene::draw_computer(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const Rect label = to_rect(t.computer_label);
    const auto heading = text_style(t.font_body, true, computer_mark);
    std::string text = names_[1];
    const int held = static_cast<int>(state_.player(cr::Seat::Computer).hand.size());
    if (state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play) {
        text += "  ·  " + std::to_string(held) + (held == 1 ? " card" : " cards");
    }
    const Rect drawn = g.text(text, label.x, label.y, heading);
    float x = drawn.right() + t.px(10);
    if (state_.dealer == cr::Seat::Computer && state_.phase != cr::Phase::CutForDeal) {
        pill(g, "Dealer", x, label.y, t.font_small, Color{70, 60, 30, 220}, theme::gold);
        x += g.measure("Dealer", text_style(t.font_small, true, theme::gold)).w + t.px(22);
    }
    if (state_.go == cr::Seat::Computer) {
        pill(g, "Go", x, label.y, t.font_small, Color{150, 40, 40, 230}, theme::ink);
        x += g.measure("Go", text_style(t.font_small, true, theme::ink)).w + t.px(22);
    }
    if (ai_.busy() || computer_due_ || pending_) {
        const int dots = static_cast<int>(clock_ * 3) % 4;
        g.text("thinking" + std::string(static_cast<std::size_t>(dots), '.'), x, label.y,
               text_style(t.font_small, false, theme::ink_soft));
    }

    const bool face_up = hands_shown();
    // Cards still flying in from the deal land at the end of the row.
    const std::size_t arrived =
        f.computer_cards.size() -
        std::min(f.computer_cards.size(),
                 static_cast<std::size_t>(flights_.in_flight_to(Place::ComputerHand)));
    for (std::size_t i = 0; i < arrived; ++i) {
        const Rect r = to_rect(f.computer_cards[i]);
        g.card_shadow(r);
        if (face_up) {
            g.card(f.computer_shown[i], r);
            if (lit(f.computer_shown[i])) {
                lit_ring(g, r, t.px(3));
            }
        } else {
            g.card_back(r);
        }
    }
}

void TableScene::draw_middle(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const auto label = text_style(t.font_small, true, theme::ink_soft, Align::Center);

    // The deck, and the starter turned up on it.
    const Rect deck = to_rect(t.deck);
    const Rect back{deck.x, deck.y, static_cast<float>(t.middle_card.w),
                    static_cast<float>(t.middle_card.h)};
    const int stock = static_cast<int>(state_.stock.size());
    g.text(state_.starter ? "Starter" : "Deck", deck.cx(), to_rect(t.deck_label).y, label);
    if (stock > 0 || state_.phase == cr::Phase::CutForDeal) {
        const int layers = state_.phase == cr::Phase::CutForDeal ? 4 : std::min(4, 1 + stock / 12);
        for (int i = layers - 1; i >= 0; --i) {
            const Rect r{back.x - static_cast<float>(i) * static_cast<float>(t.unit) * 1.5f,
                         back.y - static_cast<float>(i) * static_cast<float>(t.unit) * 1.5f, back.w,
                         back.h};
            if (i == layers - 1) {
                g.card_shadow(r);
            }
            g.card_back(r);
        }
    }
    if (state_.starter) {
        const Rect r{back.x + t.px(14), back.y + t.px(4), back.w, back.h};
        g.card_shadow(r);
        g.card(*state_.starter, r);
        if (lit(*state_.starter)) {
            lit_ring(g, r, t.px(3));
        }
    }

    // The crib: face down beside its owner's side until it is counted.
    const Rect crib = to_rect(t.crib);
    const int crib_cards =
        static_cast<int>(state_.crib().size()) - flights_.in_flight_to(Place::Crib);
    if (state_.phase != cr::Phase::CutForDeal) {
        g.text(possessive(names_[static_cast<std::size_t>(cr::index(state_.dealer))]) + " crib",
               crib.cx(), to_rect(t.crib_label).y, label);
        const Rect slot{crib.x, crib.y, static_cast<float>(t.middle_card.w),
                        static_cast<float>(t.middle_card.h)};
        g.outline_rounded(slot, slot.w * 0.07f, Color{255, 255, 255, 50});
        for (int i = 0; i < crib_cards; ++i) {
            const Rect r{slot.x + static_cast<float>(i) * static_cast<float>(t.unit) * 3.0f,
                         slot.y + static_cast<float>(i) * static_cast<float>(t.unit) * 1.5f, slot.w,
                         slot.h};
            if (i == 0) {
                g.card_shadow(r);
            }
            g.card_back(r);
        }
    }
    draw_play_area(g, f);
}

void TableScene::draw_play_area(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const Rect play = to_rect(t.play);
    if (reveal_.active()) {
        draw_show(g, f);
        return;
    }
    const auto heading = text_style(t.font_heading, true, theme::ink, Align::Center);
    const auto body = text_style(t.font_body, false, theme::ink_soft, Align::Center);

    if (state_.phase == cr::Phase::CutForDeal ||
        (last_cut_ && state_.phase == cr::Phase::LayAway && state_.deal_number <= 1)) {
        if (!last_cut_) {
            g.text("Cut for the deal", play.cx(), play.y + play.h * 0.25f, heading);
            g.text("Each player cuts the deck; the lower card deals first.", play.cx(),
                   play.y + play.h * 0.25f + g.line_height(heading) + t.px(4), body);
            return;
        }
        // The cut that decided the deal: both cards side by side.
        const float cw = static_cast<float>(t.middle_card.w) * 0.85f;
        const float ch = static_cast<float>(t.middle_card.h) * 0.85f;
        const float y = play.y + t.px(22);
        const std::array<std::pair<std::string, Card>, 2> cuts{
            {{names_[0] + (names_[0] == "You" ? " cut" : " cut"), last_cut_->human},
             {names_[1] + " cut", last_cut_->computer}}};
        float x = play.x + t.px(10);
        for (const auto& [caption, card] : cuts) {
            g.text(caption, x + cw / 2, play.y,
                   text_style(t.font_small, true, theme::ink_soft, Align::Center));
            g.card_shadow(Rect{x, y, cw, ch});
            g.card(card, Rect{x, y, cw, ch});
            x += cw + t.px(16);
        }
        const std::string who =
            last_cut_->dealer ? names_[static_cast<std::size_t>(cr::index(*last_cut_->dealer))]
                              : "";
        g.paragraph(has(who) + " the lower card and deal" + (who == "You" ? "" : "s") +
                        " first: the first crib is " +
                        (who == "You" ? std::string("yours") : who + "'s") + ".",
                    Rect{x + t.px(10), y + t.px(10), play.right() - x - t.px(10), ch},
                    text_style(t.font_body, false, theme::ink));
        return;
    }
    if (state_.phase == cr::Phase::LayAway) {
        const bool mine = state_.dealer == cr::Seat::Human;
        g.text(mine ? "Your crib this deal" : "The computer's crib this deal", play.cx(),
               play.y + play.h * 0.25f, heading);
        g.text(mine ? "Lay away cards that help your crib." : "Lay away cards that give it little.",
               play.cx(), play.y + play.h * 0.25f + g.line_height(heading) + t.px(4), body);
        return;
    }

    // The play: earlier counts turned over at the left, the current count's cards, the count.
    const int played = static_cast<int>(state_.player(cr::Seat::Human).played.size() +
                                        state_.player(cr::Seat::Computer).played.size());
    const int earlier = played - static_cast<int>(state_.pile.size());
    if (earlier > 0) {
        const float w = static_cast<float>(t.middle_card.w) * 0.6f;
        const float h = static_cast<float>(t.middle_card.h) * 0.6f;
        for (int i = 0; i < earlier; ++i) {
            g.card_back(
                Rect{play.x + static_cast<float>(i) * static_cast<float>(t.unit) * 3.0f,
                     play.y + t.px(30) + static_cast<float>(i) * static_cast<float>(t.unit) * 1.0f,
                     w, h});
        }
        g.text("earlier", play.x + w / 2, play.y + t.px(34) + h,
               text_style(t.font_small, false, theme::ink_soft, Align::Center));
    }
    std::map<Card, int> flying;
    for (const Flight& fl : flights_.flights()) {
        if (fl.to == Place::Pile) {
            ++flying[fl.card];
        }
    }
    for (std::size_t i = 0; i < f.pile_cards.size() && i < state_.pile.size(); ++i) {
        if (flying[state_.pile[i]] > 0) {
            continue;
        }
        const Rect r = to_rect(f.pile_cards[i]);
        g.card_shadow(r);
        g.card(state_.pile[i], r);
    }
    // The count, big, at the right of the pile.
    const float cx = play.right() - t.px(70);
    g.text("count", cx, play.y + t.px(8),
           text_style(t.font_small, false, theme::ink_soft, Align::Center));
    g.text(std::to_string(state_.count()), cx, play.y + t.px(24),
           text_style(t.font_count, true,
                      state_.count() == 15 || state_.count() == 31 ? theme::gold : theme::ink,
                      Align::Center));
    if (state_.go) {
        const std::string who = names_[static_cast<std::size_t>(cr::index(*state_.go))];
        const std::string text = who + (who == "You" ? " said go" : " says go");
        const auto s = text_style(t.font_small, true, theme::ink);
        const float w = g.measure(text, s).w + t.px(14);
        pill(g, text, cx - w / 2,
             play.y + t.px(28) + g.line_height(text_style(t.font_count, true, theme::ink)),
             t.font_small, Color{150, 40, 40, 230}, theme::ink);
    }
}

void TableScene::draw_show(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const Rect play = to_rect(t.play);
    const cr::Show* show = reveal_.current_show();
    const ShowStep* step = reveal_.current();
    if (!show || !step) {
        g.text("The show", play.cx(), play.y + play.h * 0.3f,
               text_style(t.font_heading, true, theme::ink, Align::Center));
        return;
    }
    const Color mark = seat_mark(show->seat);
    const auto title = text_style(t.font_body, true, mark);
    g.text(show_title(*show, names_), play.x, play.y, title);

    // The four cards and the starter, the cards of the current item lit.
    const float cw = static_cast<float>(t.middle_card.w) * 0.82f;
    const float ch = static_cast<float>(t.middle_card.h) * 0.82f;
    const float y = play.y + g.line_height(title) + t.px(4);
    float x = play.x;
    auto draw = [&](Card c) {
        const Rect r{x, y, cw, ch};
        g.card_shadow(r);
        g.card(c, r);
        const bool on = std::find(step->lit.begin(), step->lit.end(), c) != step->lit.end();
        if (on) {
            lit_ring(g, r, t.px(3));
        } else if (step->item >= 0) {
            g.card_overlay(CardOverlay::Dim, r);
        }
        x += cw + t.px(5);
    };
    for (const Card c : show->cards) {
        draw(c);
    }
    x += t.px(10);
    draw(show->starter);

    // The words, the running count of this hand, what is left to count.
    const float tx = x + t.px(10);
    const float tw = play.right() - tx;
    g.text(std::to_string(step->running), play.right() - t.px(4), y - t.px(6),
           text_style(t.font_count, true, theme::gold, Align::Right));
    const auto words = text_style(t.font_body, true, theme::ink);
    if (step->item >= 0) {
        g.paragraph(step->words, Rect{tx, y + t.px(48), tw, ch - t.px(48)}, words);
    }
    std::string summary;
    const auto& shows = reveal_.shows();
    for (std::size_t i = 0; i < shows.size(); ++i) {
        if (static_cast<int>(i) < step->show ||
            (static_cast<int>(i) == step->show && reveal_.finished())) {
            summary += (summary.empty() ? "" : "   ") + show_title(shows[i], names_) + " " +
                       std::to_string(shows[i].score.total);
        }
    }
    if (reveal_.finished()) {
        summary += state_.phase == cr::Phase::DealOver ? "   —   Next deal (C)" : "";
    } else {
        summary += (summary.empty() ? "" : "   ") + std::string("Continue (C) counts on");
    }
    g.text(summary, play.x,
           play.bottom() - g.line_height(text_style(t.font_small, false, theme::ink_soft)),
           text_style(t.font_small, false, theme::ink_soft));
}

void TableScene::draw_human(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const Rect label = to_rect(t.human_label);
    const auto heading = text_style(t.font_body, true, human_mark);
    const Rect drawn =
        g.text(names_[0] == "You" ? "Your hand" : names_[0] + "'s hand", label.x, label.y, heading);
    float x = drawn.right() + t.px(10);
    if (state_.dealer == cr::Seat::Human && state_.phase != cr::Phase::CutForDeal) {
        pill(g, "Dealer", x, label.y, t.font_small, Color{70, 60, 30, 220}, theme::gold);
        x += g.measure("Dealer", text_style(t.font_small, true, theme::gold)).w + t.px(22);
    }
    if (state_.go == cr::Seat::Human) {
        pill(g, "Go", x, label.y, t.font_small, Color{150, 40, 40, 230}, theme::ink);
        x += g.measure("Go", text_style(t.font_small, true, theme::ink)).w + t.px(22);
    }
    g.text(prompt(), label.right(), label.y,
           text_style(t.font_body, false, theme::ink, Align::Right));

    const bool my_play =
        state_.phase == cr::Phase::Play && state_.turn == cr::Seat::Human && !flights_.busy();
    const int hover = card_at(f.human_cards, mouse_x_, mouse_y_);
    for (std::size_t i = 0; i < f.human_cards.size(); ++i) {
        Rect r = to_rect(f.human_cards[i]);
        const Card c = f.human_shown[i];
        if (flights_.in_flight_to(Place::HumanHand, c) > 0) {
            continue; // still on its way from the deck
        }
        const int idx = static_cast<int>(i);
        const bool offered =
            (my_play && playable(idx)) || (state_.phase == cr::Phase::LayAway && human_to_act());
        if (offered && hover == idx &&
            std::find(picked_.begin(), picked_.end(), idx) == picked_.end()) {
            r.y -= static_cast<float>(t.px(6)); // the card under the pointer rises a little
        }
        g.card_shadow(r);
        g.card(c, r);
        if (std::find(picked_.begin(), picked_.end(), idx) != picked_.end()) {
            g.card_overlay(CardOverlay::Selected, r);
        }
        if (my_play) {
            if (playable(idx)) {
                target_glow(g, r, t.px(3));
            } else {
                g.card_overlay(CardOverlay::Dim, r); // would pass 31
            }
        }
        if (help_open_ && advice_ && human_to_act() &&
            std::find(advice_->highlight.begin(), advice_->highlight.end(), c) !=
                advice_->highlight.end()) {
            g.card_overlay(CardOverlay::Hint, r);
        }
        if (lit(c)) {
            lit_ring(g, r, t.px(3));
        }
        if (focus_visible_ && focus_ == Target::card(idx)) {
            table::focus_ring(g, r, t.px(4));
        }
        if (human_to_act() && state_.phase != cr::Phase::CutForDeal && f.human_cards.size() <= 6) {
            // The number key that picks it, on a small tab at the card's foot.
            const auto s = text_style(t.font_small, true, theme::ink, Align::Center);
            const float tab_w = static_cast<float>(t.px(20));
            const float tab_h = g.line_height(s);
            const Rect tab{r.cx() - tab_w / 2, r.bottom() - tab_h - t.px(4), tab_w, tab_h};
            g.fill_rounded(tab, tab_h / 2, Color{20, 40, 30, 200});
            g.text(std::to_string(i + 1), r.cx(), tab.y, s);
        }
    }
}

void TableScene::draw_menu(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    for (const auto& [id, box] : f.buttons) {
        parlor::app::Button b;
        b.rect = to_rect(box);
        switch (id) {
        case MenuButton::Save:
            b.label = "Save";
            b.key_hint = "S";
            b.enabled = hooks().can_save();
            break;
        case MenuButton::Move:
            b.label = move_label();
            b.enabled = move_enabled();
            b.primary = b.enabled;
            b.key_hint = state_.phase == cr::Phase::LayAway ? "L"
                         : state_.phase == cr::Phase::Play  ? ""
                                                            : "C";
            break;
        case MenuButton::Help:
            b.label = help_open_ ? "Hide help" : "Ask for help";
            b.key_hint = "H";
            b.enabled = help_open_ || (human_to_act() && state_.phase != cr::Phase::CutForDeal);
            break;
        case MenuButton::Quit:
            b.label = "Quit";
            break;
        case MenuButton::Keys:
            b.label = "Keys";
            b.key_hint = "F1";
            break;
        }
        b.hovered = b.enabled && box.contains(mouse_x_, mouse_y_);
        const float font = static_cast<float>(t.font_body);
        if (!b.key_hint.empty()) {
            const float need = g.measure(b.label, TextStyle{font, true}).w +
                               g.measure(b.key_hint, TextStyle{font * 0.72f}).w +
                               static_cast<float>(t.px(40));
            if (need > b.rect.w) {
                b.key_hint.clear();
            }
        }
        draw_button(g, b, focus_visible_ && focus_ == Target::button(id), font);
    }
}

bool TableScene::lit(Card card) const {
    const ShowStep* step = reveal_.current();
    if (!step || reveal_.finished() || step->item < 0) {
        return false;
    }
    return std::find(step->lit.begin(), step->lit.end(), card) != step->lit.end();
}

std::string TableScene::prompt() const {
    switch (state_.phase) {
    case cr::Phase::CutForDeal:
        return "Cut the deck: press Cut for the deal (C)";
    case cr::Phase::LayAway:
        if (state_.turn != cr::Seat::Human) {
            return "The computer is laying away…";
        }
        if (picked_.size() == 2) {
            return "Press Lay away (L) — or pick again";
        }
        return "Pick two cards for " +
               std::string(state_.dealer == cr::Seat::Human ? "your" : "the computer's") +
               " crib (" + std::to_string(2 - picked_.size()) + " to go)";
    case cr::Phase::Play:
        if (state_.turn != cr::Seat::Human) {
            return "The computer is playing…";
        }
        return "Your card: click one that keeps the count at 31 or less";
    case cr::Phase::DealOver:
        return reveal_.finished() ? "The deal is over: Next deal (C)" : "The show";
    case cr::Phase::GameOver:
        return "The game is over";
    }
    return "";
}

} // namespace parlor::app::cribbage_table
