// Painting the Casino table: the kit paints the frame and the rows of cards; this file adds the
// builds' frames and labels, the labels of the hands and the deck, and the piles' tallies.

#include "app/casino/table.hpp"
#include "app/table/paint.hpp"
#include "parlor/cards/figures.hpp"

#include <algorithm>

namespace parlor::app::casino_table {

using table::computer_mark;
using table::human_mark;
using table::pill;
using table::text_style;

namespace {

constexpr Color frame_fill{0, 0, 0, 60};
constexpr Color capture_fill{110, 40, 30, 230};
constexpr Color refusal{255, 190, 160, 255}; // a refused attempt's reason, warm

} // namespace

void TableScene::paint(Gfx& g) {
    const table::TableFrame& f = frame();
    const Layout l = layout_casino(f);
    table::TopBar top;
    top.title = "Casino";
    top.detail = "Round " + std::to_string(state().round) + "  ·  the first past 21 wins";
    const auto totals = ca::scores(state());
    top.scores = {{names_[0], std::to_string(totals[0]), human_mark},
                  {names_[1], std::to_string(totals[1]), computer_mark}};
    // The table's cards and the hand answer the pointer; the rest is kept as a picture until it
    // changes.
    paint_frame(g, top, [&] {
        paint_labels(g, l);
        for (const int zone : {ComputerHand, Deck, ComputerPile, HumanPile}) {
            paint_row(g, zone);
        }
        paint_pile(g, l.computer_pile, ca::Seat::Computer, l.pile_card);
        paint_pile(g, l.human_pile, ca::Seat::Human, l.pile_card);
    });
    const TablePlaces t = place_table(table_shown(), l.table, l.table_card, f.px(1));
    paint_builds(g, t);
    paint_row(g, Loose);
    if (const std::string caption = sweep_caption(); !caption.empty()) {
        // Under the cards left, over the empty felt once they have gone.
        const TextStyle style = text_style(f.font_heading, true, theme::gold, Align::Center);
        const float y = t.loose.empty() ? l.table.y + l.table.h / 2 - g.line_height(style) / 2
                                        : t.loose.front().bottom() + f.px(6);
        g.text(caption, l.table.cx(), y, style);
    }
    if (state().table.empty() && state().phase == ca::Phase::Play) {
        g.text("The table is empty: a card must be trailed or built", l.table.cx(),
               l.table.y + l.table.h / 2,
               text_style(f.font_body, false, theme::ink_soft, Align::Center));
    }
    paint_row(g, HumanHand);
}

void TableScene::paint_labels(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const int held = static_cast<int>(state().player(ca::Seat::Computer).hand.size());
    const Rect drawn =
        g.text(names_[1] + "  ·  " + cards::count_text(held, "card", "cards"), l.computer_label.x,
               l.computer_label.y, text_style(f.font_body, true, computer_mark));
    if (computer_busy()) {
        g.text("thinking" + std::string(static_cast<std::size_t>(dots()), '.'),
               drawn.right() + f.px(12), l.computer_label.y,
               text_style(f.font_small, false, theme::ink_soft));
    }
    const TextStyle small = text_style(f.font_small, true, theme::ink_soft, Align::Center);
    g.text(state().deck.empty() ? "Deck: empty" : "Deck " + std::to_string(state().deck.size()),
           l.deck.cx(), l.deck.y - g.line_height(small) - f.px(4), small);
    if (state().deck.empty()) {
        const Rect slot{l.deck.x, l.deck.y, l.computer_card.w, l.computer_card.h};
        g.outline_rounded(slot, slot.w * 0.07f, Color{255, 255, 255, 50});
    }
    const Rect label = g.text(names_.possessive(0) + " hand", l.human_label.x, l.human_label.y,
                              text_style(f.font_body, true, human_mark));
    // The prompt, or why the last attempt was refused, right of the label; smaller when long.
    const std::string line = note_.empty() ? prompt() : note_;
    TextStyle style =
        text_style(f.font_body, !note_.empty(), note_.empty() ? theme::ink : refusal, Align::Right);
    float right = l.human_hand.right();
    const auto fits = [&] { return g.measure(line, style).w <= right - label.right() - f.px(16); };
    if (!fits()) {
        style.size = f.font_small;
    }
    if (!fits()) {
        right = l.human_label.right(); // over the pile's column, clear on this line
    }
    g.text(line, right, l.human_label.y + f.px(1), style);
}

void TableScene::paint_builds(Gfx& g, const TablePlaces& t) {
    const table::TableFrame& f = frame();
    const float spread = std::max(2.0f, f.px(3));
    const TextStyle label = text_style(f.font_small, true, theme::ink);
    const float label_h = g.line_height(label);
    for (std::size_t i = 0; i < t.builds.size(); ++i) {
        const ca::TableBuild& build = table_shown().builds[i];
        const BuildPlace& place = t.builds[i];
        const Item item{true, static_cast<int>(i)};
        const Color owner = table::seat_mark(build.owner);
        const float radius = f.px(8);
        g.fill_rounded(place.frame, radius, frame_fill);
        g.outline_rounded(place.frame, radius, owner.with_alpha(item_picked(item) ? 255 : 170));
        // "Build 9 · yours", "Build 9 ×2 · Computer's": the value and the owner over the frame,
        // as far as the next build leaves room; shorter forms when it does not (the frame's
        // colour still says whose it is).
        const float x = place.frame.x + f.px(4);
        const float room =
            (i + 1 < t.builds.size() ? t.builds[i + 1].frame.x
                                     : std::max(place.frame.right(), frame().window.right())) -
            x - f.px(8);
        std::string value = std::to_string(build.value());
        if (build.multiple()) {
            value += " ×" + std::to_string(build.parts.size());
        }
        const std::string whose = build.owner == ca::Seat::Human && names_.you(0)
                                      ? std::string("yours")
                                      : names_.possessive(ca::index(build.owner));
        TextStyle style = text_style(f.font_small, true, owner);
        std::string words;
        for (const std::string& form : {"Build " + value + "  ·  " + whose, value + "  ·  " + whose,
                                        "Build " + value, value}) {
            words = form;
            if (g.measure(words, style).w <= room) {
                break;
            }
        }
        g.text(words, x, place.frame.y - label_h - f.px(3), style);
        // Between the parts of a multiple build, a thin rule.
        for (std::size_t p = 1; p < place.parts.size(); ++p) {
            const float x =
                std::floor((place.parts[p - 1].back().right() + place.parts[p].front().x) / 2);
            g.fill(
                Rect{x, place.frame.y + f.px(6), std::max(1.0f, f.px(1)), place.frame.h - f.px(12)},
                owner.with_alpha(120));
        }
        paint_row(g, BuildZone::cards_of(static_cast<int>(i)).zone());
        const Target spot{BuildZone::frame_of(static_cast<int>(i)).zone(), 0};
        if (item_picked(item)) {
            table::lit_ring(g, place.frame, spread);
        } else if (human_to_act() && (picker_.card() || !picker_.picked().empty()) &&
                   picker_.reachable(item)) {
            table::target_glow(g, place.frame, spread + 1);
        }
        if (focus_.on(spot)) {
            table::focus_ring(g, place.frame, spread);
        }
    }
}

void TableScene::paint_pile(Gfx& g, const Rect& box, ca::Seat seat, const CardSize& card) {
    const table::TableFrame& f = frame();
    const std::vector<Card> pile = pile_shown(seat);
    const Rect top{box.x + f.px(4), box.bottom() - card.h - f.px(6), card.w, card.h};
    if (pile.empty()) {
        g.outline_rounded(top, top.w * 0.07f, Color{255, 255, 255, 50});
    }
    const ca::Tally t = ca::tally(pile);
    const float x = top.right() + f.px(14);
    const TextStyle head = text_style(f.font_small, true, table::seat_mark(seat));
    const TextStyle body = text_style(f.font_small, false, theme::ink);
    const float line = g.line_height(body) + f.px(1);
    float y = top.y - f.px(2);
    // Whose it is shows by the colour and the side of the table; the width is short.
    g.text("Captured: " + cards::count_text(t.cards, "card", "cards"), x, y, head);
    y += line;
    g.text("Spades " + std::to_string(t.spades) + "  ·  Aces " + std::to_string(t.aces), x, y,
           body);
    y += line;
    // The two casinos by their cards, as the table names cards (not the file's DX and S2).
    g.text(std::string("Casinos: 10♦ ") + (t.big_casino ? "✓" : "–") + "  2♠ " +
               (t.little_casino ? "✓" : "–"),
           x, y, body);
    y += line;
    if (state().last_capturer == seat && state().phase == ca::Phase::Play) {
        pill(g, "last capture", x, y + f.px(2), f.font_small, capture_fill, theme::ink);
    }
}

} // namespace parlor::app::casino_table
