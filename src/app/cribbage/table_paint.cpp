// Painting the Cribbage table: the kit paints the frame and the rows of cards; this file adds the
// board, the labels, the count and the show's words. The pegs move over the cached picture.

#include "app/cribbage/table.hpp"
#include "app/table/paint.hpp"
#include "parlor/cards/figures.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace parlor::app::cribbage_table {

using table::computer_mark;
using table::human_mark;
using table::pill;
using table::text_style;

namespace {

constexpr Color wood{122, 78, 40};
constexpr Color wood_dark{82, 50, 24};
constexpr Color wood_light{150, 102, 58};
constexpr Color hole_ink{40, 24, 10};
constexpr Color go_fill{150, 40, 40, 230};
constexpr Color dealer_fill{70, 60, 30, 220};

Point at(const HolePoint& p) {
    return Point{static_cast<float>(p.x), static_cast<float>(p.y)};
}

// The board in its own coordinates: the wood, a strip of each player's colour under its track,
// the holes, the numbers beside the lanes. A game to 61 goes once out: its finish is hole 61, the
// first hole of the way back, ringed and numbered; the holes past it are faded and unnumbered.
void paint_wood(Gfx& g, const BoardGeometry& b, const table::TableFrame& f, int target) {
    const int finish = std::clamp(target, 1, 121);
    const Rect area = b.area;
    g.fill_rounded(area, f.px(12), wood);
    g.outline_rounded(area, f.px(12), wood_dark);
    for (const int track : {0, 1}) {
        float top = area.bottom();
        float bottom = area.y;
        for (int n = 1; n <= std::min(120, finish - 1); ++n) {
            top = std::min(top, static_cast<float>(b.hole(track, n).y));
            bottom = std::max(bottom, static_cast<float>(b.hole(track, n).y));
        }
        const float pad = static_cast<float>(b.hole_radius * 3);
        const Rect strip{area.x + f.px(44), top - pad, area.w - f.px(54), bottom - top + 2 * pad};
        g.fill_rounded(strip, pad, (track == 0 ? human_mark : computer_mark).with_alpha(38));
    }
    for (const int track : {0, 1}) {
        for (int n = 0; n <= 121; ++n) {
            const Point p = at(b.hole(track, n));
            const bool end = n == 0 || n == finish;
            const float r = static_cast<float>(b.hole_radius) * (end ? 1.4f : 1.0f);
            const std::uint8_t alpha = n > finish ? 70 : 255; // past the finish: not in play
            if (n == finish && finish != 121) {
                g.disc(p, r * 2.2f, theme::gold.with_alpha(170));
            }
            g.disc(Point{p.x, p.y + 1}, r, wood_light.with_alpha(alpha));
            g.disc(p, r, hole_ink.with_alpha(alpha));
        }
    }
    const TextStyle label = text_style(std::max(8.0f, f.font_small - f.px(3)), false,
                                       Color{250, 230, 200, 190}, Align::Center);
    for (const auto& [number, where] : b.labels) {
        if (number > finish) {
            continue;
        }
        g.text(std::to_string(number), static_cast<float>(where.x),
               static_cast<float>(where.y) - g.line_height(label) / 2, label);
    }
    if (finish == 121) {
        const Point game = at(b.hole(0, 121));
        g.text("121", game.x, game.y + static_cast<float>(b.hole_radius) * 2.0f, label);
        return;
    }
    // The finish's number beside each track's hole, on the outer row the back numbers use.
    TextStyle gold_label = label;
    gold_label.color = theme::gold;
    for (const int track : {0, 1}) {
        const Point hole = at(b.hole(track, finish));
        const Point before = at(b.hole(track, finish - 1));
        const float y = hole.y + (hole.y - before.y);
        g.text(std::to_string(finish), hole.x, y - g.line_height(gold_label) / 2, gold_label);
    }
}

} // namespace

void TableScene::paint(Gfx& g) {
    const table::TableFrame& f = frame();
    const Layout l = layout_cribbage(f);
    table::TopBar top;
    top.title = "Cribbage";
    top.detail = "to " + std::to_string(state().target);
    if (state().deal_number > 0 && state().phase != cr::Phase::CutForDeal) {
        // A resumed game counts its deals from the resume: its file does not say how many
        // came before.
        const int since = deals_.empty() ? 0 : deal_shown() - deals_.front().deal;
        const std::string deal = deals_known_ ? "Deal " + std::to_string(deal_shown())
                                 : since <= 0
                                     ? std::string("The resumed deal")
                                     : "Deal +" + std::to_string(since) + " after the resume";
        top.detail = deal + "  ·  " + names_.possessive(cr::index(state().dealer)) +
                     " crib  ·  to " + std::to_string(state().target);
    }
    if (state().count_own != cr::CountOwn::Off) {
        top.detail += state().count_own == cr::CountOwn::Muggins ? "  ·  you count, muggins"
                                                                 : "  ·  you count";
    }
    // The numbers follow the pegs, which follow the show as it is counted.
    top.scores = {{names_[0], std::to_string(pegs_[0].front), human_mark},
                  {names_[1], std::to_string(pegs_[1].front), computer_mark}};
    // Only the hand answers the pointer at every turn; the rest is kept as a picture until it
    // changes (the deck when it is cut, the pile as it grows).
    paint_frame(g, top, [&] {
        paint_board(g, l);
        paint_labels(g, l);
        for (const int zone : {ComputerHand, Deck, Starter, Crib}) {
            paint_row(g, zone);
        }
        paint_play_area(g, l);
        paint_banner(g, l);
    });
    paint_row(g, HumanHand);
}

void TableScene::paint_board(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    g.soft_shadow(l.board, f.px(8));
    // The wood, the holes and the numbers only change with the size: painted once into a layer
    // (some 250 holes are the costliest thing on this table for a software renderer).
    g.cached_layer("cribbage-board-" + std::to_string(state().target), l.board, 0,
                   [&](Gfx& layer, const Rect& local) {
                       paint_wood(layer, layout_board(local), f, state().target);
                   });
}

void TableScene::paint_moving(Gfx& g) {
    // The pegs move over the picture: four discs, cheap to draw every frame.
    const BoardGeometry b = layout_board(layout().board);
    for (const cr::Seat seat : {cr::Seat::Computer, cr::Seat::Human}) {
        const int track = cr::index(seat);
        const PegPair& p = pegs_[static_cast<std::size_t>(track)];
        const Color c = table::seat_mark(seat);
        auto where = [&](double pos) {
            const int lo = static_cast<int>(std::floor(pos));
            const int hi = std::min(state().target, lo + 1);
            const float frac = static_cast<float>(pos - lo);
            const Point a = at(b.hole(track, lo));
            const Point z = at(b.hole(track, hi));
            return Point{a.x + (z.x - a.x) * frac, a.y + (z.y - a.y) * frac};
        };
        const float r = static_cast<float>(b.peg_radius);
        if (p.back != p.front) {
            const Point back = where(p.back);
            g.disc(back, r, Color{20, 20, 20, 120});
            g.disc(back, r * 0.82f, c.with_alpha(150));
        }
        const Point front = where(p.shown);
        if (!banner().empty() && p.front == state().target && p.shown == state().target) {
            g.disc(front, r * 1.9f, theme::gold.with_alpha(120)); // the winning peg, home
        }
        g.disc(Point{front.x + r * 0.2f, front.y + r * 0.25f}, r, Color{0, 0, 0, 110});
        g.disc(front, r, Color{20, 20, 20});
        g.disc(front, r * 0.82f, c);
        g.disc(Point{front.x - r * 0.25f, front.y - r * 0.25f}, r * 0.28f,
               Color{255, 255, 255, 150});
    }
}

std::vector<std::string> TableScene::badges(cr::Seat seat) const {
    std::vector<std::string> shown;
    if (state().dealer == seat && state().phase != cr::Phase::CutForDeal) {
        shown.emplace_back("Dealer");
    }
    // The rules remember the last go after the play; it means nothing once the play is over.
    if (state().phase == cr::Phase::Play && state().go == seat) {
        shown.emplace_back("Go");
    }
    return shown;
}

void TableScene::paint_labels(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    // A player's name, a Dealer and a Go pill beside it; returns where the next thing goes.
    auto name_line = [&](cr::Seat seat, const std::string& text, const Rect& where) {
        const Rect drawn =
            g.text(text, where.x, where.y, text_style(f.font_body, true, table::seat_mark(seat)));
        float x = drawn.right() + f.px(10);
        for (const std::string& badge : badges(seat)) {
            const bool dealer = badge == "Dealer";
            x = pill(g, badge, x, where.y, f.font_small, dealer ? dealer_fill : go_fill,
                     dealer ? theme::gold : theme::ink)
                    .right() +
                f.px(8);
        }
        return x;
    };

    std::string computer = names_[1];
    const int held = static_cast<int>(state().player(cr::Seat::Computer).hand.size());
    if (state().phase == cr::Phase::LayAway || state().phase == cr::Phase::Play) {
        computer += "  ·  " + cards::count_text(held, "card", "cards");
    }
    const float x = name_line(cr::Seat::Computer, computer, l.computer_label);
    if (computer_busy()) {
        g.text("thinking" + std::string(static_cast<std::size_t>(dots()), '.'), x,
               l.computer_label.y, text_style(f.font_small, false, theme::ink_soft));
    }

    const TextStyle label = text_style(f.font_small, true, theme::ink_soft, Align::Center);
    g.text(state().starter ? "Starter" : "Deck", l.deck.cx(), l.deck_label.y, label);
    if (state().phase != cr::Phase::CutForDeal) {
        g.text(names_.possessive(cr::index(state().dealer)) + " crib", l.crib.cx(), l.crib_label.y,
               label);
        const Rect slot{l.crib.x, l.crib.y, l.middle_card.w, l.middle_card.h};
        g.outline_rounded(slot, slot.w * 0.07f, Color{255, 255, 255, 50});
    }

    name_line(cr::Seat::Human, names_.possessive(0) + " hand", l.human_label);
    g.text(prompt(), l.human_label.right(), l.human_label.y,
           text_style(f.font_body, false, theme::ink, Align::Right));
}

void TableScene::paint_play_area(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const Rect play = l.play;
    if (showing_claim_cards()) {
        // The hand or crib the player counts, the claim being entered beside it.
        const bool crib = state().claim->of == cr::ClaimOf::Crib;
        g.text(crib ? names_.possessive(0) + " crib" : names_.possessive(0) + " hand", play.x,
               play.y, text_style(f.font_body, true, table::seat_mark(cr::Seat::Human)));
        paint_row(g, ShowCards);
        if (claim_open()) {
            paint_claim(g, l); // a watched game's claims are the record's
        }
        return;
    }
    if (reveal_.active() && !ended_) {
        paint_show(g, l);
        return;
    }
    const TextStyle heading = text_style(f.font_heading, true, theme::ink, Align::Center);
    const TextStyle body = text_style(f.font_body, false, theme::ink_soft, Align::Center);
    auto two_lines = [&](const std::string& first, const std::string& second) {
        const float y = play.y + play.h * 0.25f;
        g.text(first, play.cx(), y, heading);
        g.text(second, play.cx(), y + g.line_height(heading) + f.px(4), body);
    };

    if (state().phase == cr::Phase::CutForDeal && !last_cut_) {
        two_lines("Cut for the deal", "Each player cuts the deck; the lower card deals first.");
        return;
    }
    if (last_cut_ && (state().phase == cr::Phase::CutForDeal ||
                      (state().phase == cr::Phase::LayAway && state().deal_number <= 1))) {
        paint_row(g, Cuts);
        const Rect cut = box(Target{Cuts, 1});
        const TextStyle caption = text_style(f.font_small, true, theme::ink_soft, Align::Center);
        g.text(names_[0] + " cut", box(Target{Cuts, 0}).cx(), play.y, caption);
        g.text(names_[1] + " cut", cut.cx(), play.y, caption);
        const int dealer = last_cut_->dealer ? cr::index(*last_cut_->dealer) : 0;
        g.paragraph(names_.with_verb(dealer, "have", "has") + " the lower card and " +
                        (names_.you(dealer) ? "deal" : "deals") + " first: the first crib is " +
                        (names_.you(dealer) ? std::string("yours") : names_[dealer] + "'s") + ".",
                    Rect{cut.right() + f.px(20), cut.y + f.px(10),
                         play.right() - cut.right() - f.px(20), cut.h},
                    text_style(f.font_body, false, theme::ink));
        return;
    }
    if (state().phase == cr::Phase::LayAway) {
        const bool mine = state().dealer == cr::Seat::Human;
        two_lines(mine ? "Your crib this deal" : "The computer's crib this deal",
                  mine ? "Lay away cards that help your crib."
                       : "Lay away cards that give it little.");
        return;
    }
    if (state().phase != cr::Phase::Play && !ended_) {
        return;
    }
    paint_row(g, Earlier);
    if (const table::CardRow* earlier = row(Earlier); earlier && !earlier->cards.empty()) {
        const Rect first = earlier->boxes.front();
        g.text("earlier", first.cx(), first.bottom() + f.px(4),
               text_style(f.font_small, false, theme::ink_soft, Align::Center));
    }
    paint_row(g, Pile);
    // The count, big, at the right of the pile.
    const float cx = play.right() - f.px(70);
    g.text("count", cx, play.y + f.px(8),
           text_style(f.font_small, false, theme::ink_soft, Align::Center));
    const int shown = count_shown();
    const TextStyle count = text_style(
        f.px(40), true, shown == 15 || shown == 31 ? theme::gold : theme::ink, Align::Center);
    g.text(std::to_string(shown), cx, play.y + f.px(24), count);
    paint_callout(g, l);
    if (claim_open()) {
        paint_claim(g, l);
    }
    if (state().go && state().phase == cr::Phase::Play) {
        const int who = cr::index(*state().go);
        const std::string text = names_.with_verb(who, "said go", "says go");
        const float w = g.measure(text, text_style(f.font_small, true, theme::ink)).w + f.px(14);
        pill(g, text, cx - w / 2, play.y + f.px(28) + g.line_height(count), f.font_small, go_fill,
             theme::ink);
    }
}

// What the last card scored, on a dark pill over the foot of the pile (where the eye already is),
// kept left of the count and its go.
void TableScene::paint_callout(Gfx& g, const Layout& l) {
    const table::CardRow* pile = row(Pile);
    if (callout_.empty() || pile == nullptr || pile->boxes.empty()) {
        return;
    }
    const table::TableFrame& f = frame();
    const TextStyle words = text_style(f.font_body, true, theme::gold, Align::Center);
    const float pad = f.px(10);
    const float h = g.line_height(words) + f.px(8);
    const float w = g.measure(callout_, words).w + 2 * pad;
    const Rect first = pile->boxes.front();
    const Rect last = pile->boxes.back();
    const float count_left = l.play.right() - f.px(150); // the count's column and its go pill
    const float x = std::clamp((first.x + last.right()) / 2 - w / 2, l.play.x,
                               std::max(l.play.x, count_left - w));
    const Rect box{std::round(x), std::round(last.bottom() - h - f.px(10)), w, h};
    g.soft_shadow(box, h / 2);
    g.fill_rounded(box, h / 2, theme::panel);
    g.outline_rounded(box, h / 2, theme::gold.with_alpha(160));
    g.text(callout_, box.cx(), box.y + f.px(4), words);
}

// The claim being entered (counting your own): a panel with the number typed (or a question mark)
// and, under it, the last claim refused with the true count. Beside a hand or crib to claim, or
// over the left of the play's pile (its newest cards and the count stay in sight).
void TableScene::paint_claim(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const Rect play = l.play;
    Rect area;
    if (showing_claim_cards()) {
        const table::CardRow* cards = row(ShowCards);
        const float x =
            cards && !cards->boxes.empty() ? cards->boxes.back().right() + f.px(12) : play.x;
        area = Rect{x, play.y, std::max(f.px(120), play.right() - x), play.h};
    } else {
        area =
            Rect{play.x, play.y + f.px(2), std::min(play.w * 0.46f, f.px(420)), play.h - f.px(4)};
    }
    g.soft_shadow(area, f.px(8));
    g.fill_rounded(area, f.px(8), theme::panel);
    g.outline_rounded(area, f.px(8), theme::gold.with_alpha(170));
    const float pad = f.px(8);
    const TextStyle small = text_style(f.font_small, false, theme::ink_soft);
    g.text("Your claim", area.x + pad, area.y + pad * 0.6f, small);
    const TextStyle big = text_style(f.px(34), true, theme::gold, Align::Center);
    const float box_h = g.line_height(big) + f.px(6);
    const Rect entry{area.x + pad, area.y + pad * 0.6f + g.line_height(small) + f.px(2), f.px(64),
                     box_h};
    g.fill_rounded(entry, f.px(6), Color{20, 30, 25, 255});
    g.outline_rounded(entry, f.px(6), theme::gold);
    g.text(claim_entry_.empty() ? "?" : claim_entry_, entry.cx(), entry.y + f.px(2), big);
    // What fits is shown, in this order of need: the refusal (the log keeps it whole), then how
    // to claim (the prompt and the keys overlay say it too). A narrow panel (a large UI scale in a
    // small window) puts the hint under the entry, or leaves it out; nothing runs out of it.
    const std::string hint = "Type it, or + and −; Enter claims.";
    const float lh = g.line_height(small);
    const float tx = entry.right() + pad;
    const float inner = area.w - 2 * pad;
    const float bottom = area.bottom() - f.px(2);
    float y = entry.bottom() + f.px(4);
    if (static_cast<float>(g.wrap(hint, area.right() - tx - pad, small).size()) * lh <= entry.h) {
        g.paragraph(hint, Rect{tx, entry.y, area.right() - tx - pad, entry.h}, small);
    } else if (claim_refused_.empty() &&
               y + static_cast<float>(g.wrap(hint, inner, small).size()) * lh <= bottom) {
        y += g.paragraph(hint, Rect{area.x + pad, y, inner, bottom - y}, small);
    }
    if (!claim_refused_.empty()) {
        const TextStyle bold = text_style(f.font_small, true, theme::ink);
        const float blh = g.line_height(bold);
        const std::vector<std::string> lines = g.wrap(claim_refused_, inner, bold);
        const auto room = static_cast<std::size_t>(std::max(0.0f, (bottom - y) / blh));
        for (std::size_t i = 0; i < lines.size() && i < room; ++i, y += blh) {
            const bool cut = i + 1 == room && lines.size() > room;
            g.text(cut ? g.elided(lines[i] + " …", inner, bold) : lines[i], area.x + pad, y, bold);
        }
    }
}

// "You win the game" across the middle of the board, the game hole at its left end left clear.
void TableScene::paint_banner(Gfx& g, const Layout& l) {
    const std::string text = banner();
    if (text.empty()) {
        return;
    }
    const table::TableFrame& f = frame();
    const TextStyle big = text_style(f.font_heading, true, theme::gold, Align::Center);
    const float h = g.line_height(big) + f.px(14);
    const float w = g.measure(text, big).w + f.px(48);
    const Rect box{std::round(l.board.cx() - w / 2), std::round(l.board.cy() - h / 2), w, h};
    g.soft_shadow(box, f.px(10));
    g.fill_rounded(box, f.px(10), theme::panel);
    g.outline_rounded(box, f.px(10), theme::gold);
    g.text(text, box.cx(), box.y + f.px(7), big);
}

void TableScene::paint_show(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const Rect play = l.play;
    const cr::Show* show = reveal_.current_show();
    const ShowStep* s = reveal_.current();
    if (!show || !s) {
        g.text("The show", play.cx(), play.y + play.h * 0.3f,
               text_style(f.font_heading, true, theme::ink, Align::Center));
        return;
    }
    const auto names = std::array<std::string, 2>{names_[0], names_[1]};
    g.text(show_title(*show, names), play.x, play.y,
           text_style(f.font_body, true, table::seat_mark(show->seat)));
    paint_row(g, ShowCards);

    // The words, the running count of this hand, what is left to count.
    const Rect last = box(Target{ShowCards, static_cast<int>(show->cards.size())});
    const float tx = last.right() + f.px(15);
    const float tw = play.right() - tx;
    g.text(std::to_string(s->running), play.right() - f.px(4), last.y - f.px(6),
           text_style(f.px(40), true, theme::gold, Align::Right));
    if (s->item >= 0) {
        g.paragraph(s->words, Rect{tx, last.y + f.px(48), tw, last.h - f.px(48)},
                    text_style(f.font_body, true, theme::ink));
    }
    std::string summary;
    const auto& shows = reveal_.shows();
    for (std::size_t i = 0; i < shows.size(); ++i) {
        if (static_cast<int>(i) < s->show ||
            (static_cast<int>(i) == s->show && reveal_.finished())) {
            summary += (summary.empty() ? "" : "   ") + show_title(shows[i], names) + " " +
                       std::to_string(shows[i].score.total);
        }
    }
    if (reveal_.finished()) {
        summary += state().phase == cr::Phase::DealOver
                       ? (deal_review_offered() ? "   —   Next deal (C)  ·  Review (R)"
                                                : "   —   Next deal (C)")
                       : "";
    } else {
        summary += (summary.empty() ? "" : "   ") + std::string("Continue (C) counts on");
    }
    const TextStyle small = text_style(f.font_small, false, theme::ink_soft);
    g.text(summary, play.x, play.bottom() - g.line_height(small), small);
}

std::string TableScene::game_prompt() const {
    if (state().claim && human_claim()) {
        return reveal_running() ? "The show: Continue (C) counts on to your count"
                                : claim_question();
    }
    switch (state().phase) {
    case cr::Phase::CutForDeal:
        return "Cut the deck: click it, or press Cut for the deal (C)";
    case cr::Phase::LayAway:
        if (state().turn != cr::Seat::Human) {
            return "The computer is laying away…";
        }
        if (picked_.size() == 2) {
            return "Press Lay away (L) — or pick again";
        }
        if (on_crib_ && on_crib(*on_crib_)) {
            return "One card on the crib: drop or pick one more to lay both away";
        }
        return "Pick two cards for " +
               std::string(state().dealer == cr::Seat::Human ? "your" : "the computer's") +
               " crib (" + std::to_string(2 - picked_.size()) + " to go)";
    case cr::Phase::Play:
        if (state().turn != cr::Seat::Human) {
            return "The computer is playing…";
        }
        return "Your card: click one that keeps the count at 31 or less";
    case cr::Phase::DealOver:
        if (ended_) {
            return "The play is over: the show is next";
        }
        if (!reveal_.finished()) {
            return "The show";
        }
        return deal_review_offered() ? "The deal is over: Next deal (C), or the expert's Review (R)"
                                     : "The deal is over: Next deal (C)";
    case cr::Phase::GameOver:
        return "The game is over";
    }
    return "";
}

} // namespace parlor::app::cribbage_table
