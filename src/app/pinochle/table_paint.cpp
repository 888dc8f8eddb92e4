// Painting the Pinochle table: the kit paints the frame and the rows of cards; this file adds
// the trump card turned crosswise under the stock (and the trump suit once it is taken), the
// labels, the melds' names, the trick's words, the meld choices and the capture piles' points.

#include "app/pinochle/table.hpp"
#include "app/table/paint.hpp"
#include "parlor/cards/figures.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::pinochle_table {

using table::computer_mark;
using table::human_mark;
using table::pill;
using table::text_style;

namespace {

constexpr Color lead_fill{70, 60, 30, 220};
constexpr Color chip_fill{10, 44, 30, 225};
constexpr Color chip_hover{28, 78, 54, 235};

Color suit_ink(cards::Suit suit) {
    return suit == cards::Suit::Hearts || suit == cards::Suit::Diamonds ? Color{235, 90, 80}
                                                                        : theme::ink;
}

} // namespace

Rect TableScene::words(Gfx& g, const std::string& name, std::string_view text, float x, float y,
                       const TextStyle& style) {
    const Rect r = g.text(text, x, y, style);
    painted_words_[name] = r;
    return r;
}

void TableScene::paint(Gfx& g) {
    painted_words_.clear();
    const table::TableFrame& f = frame();
    const Layout l = layout_pinochle(f);
    table::TopBar top;
    top.title = "Pinochle";
    if (state().round > 0) {
        top.detail = "Round " + std::to_string(state().round) + "  ·  " +
                     cards::suit_symbol(state().trump) + " " + cards::suit_name(state().trump) +
                     " trump";
    }
    // Game score, then this round's points while the round is played (after it, the round's
    // points are in the game score).
    const bool in_round =
        state().phase != pn::Phase::RoundOver && state().phase != pn::Phase::GameOver;
    for (const int seat : {0, 1}) {
        const pn::Player& p = state().players[static_cast<std::size_t>(seat)];
        top.scores.push_back(
            {names_[seat],
             std::to_string(p.game_score) +
                 (in_round ? " + " + std::to_string(p.round_score) : std::string()),
             seat == 0 ? human_mark : computer_mark});
    }
    // The player's hand and melds answer the pointer; the rest is kept as a picture until it
    // changes.
    paint_frame(g, top, [&] {
        paint_labels(g, l);
        paint_row(g, ComputerHand);
        paint_row(g, ComputerMelds);
        paint_stock(g, l);
        paint_middle(g, l);
        paint_captures(g, l);
    });
    paint_row(g, HumanMelds);
    paint_row(g, HumanHand);
    if (reviewing_) {
        paint_review(g, l);
    }
}

void TableScene::paint_labels(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    auto name_line = [&](pn::Seat seat, const std::string& text, const Rect& where) {
        const Rect drawn =
            words(g, seat == pn::Seat::Human ? "your name" : "computer's name", text, where.x,
                  where.y, text_style(f.font_body, true, table::seat_mark(seat)));
        float x = drawn.right() + f.px(10);
        const bool leads =
            (state().phase == pn::Phase::Lead || state().phase == pn::Phase::Follow ||
             state().phase == pn::Phase::Meld) &&
            state().leader == seat;
        if (leads) {
            const Rect led = pill(g, state().phase == pn::Phase::Lead ? "To lead" : "Led", x,
                                  where.y, f.font_small, lead_fill, theme::gold);
            painted_words_[seat == pn::Seat::Human ? "your lead pill" : "computer's lead pill"] =
                led;
            x = led.right() + f.px(8);
        }
        return x;
    };
    const pn::Player& computer = state().player(pn::Seat::Computer);
    const int held = static_cast<int>(computer.hand.cards.size());
    const float x =
        name_line(pn::Seat::Computer,
                  names_[1] + "  ·  " + cards::count_text(held, "card", "cards"), l.computer_label);
    if (computer_busy()) {
        words(g, "thinking", "thinking" + std::string(static_cast<std::size_t>(dots()), '.'), x,
              l.computer_label.y, text_style(f.font_small, false, theme::ink_soft));
    }
    paint_meld_line(g, pn::Seat::Computer, l.computer_melds_label);
    paint_meld_line(g, pn::Seat::Human, l.human_melds_label);
    name_line(pn::Seat::Human, names_.possessive(0) + " hand", l.human_label);
    words(g, "prompt", prompt(), l.human_label.right(), l.human_label.y,
          text_style(f.font_body, false, theme::ink, Align::Right));
}

void TableScene::paint_meld_line(Gfx& g, pn::Seat seat, const Rect& where) {
    const table::TableFrame& f = frame();
    const pn::Holding& hand = state().player(seat).hand;
    std::string text = names_.possessive(seat == pn::Seat::Human ? 0 : 1) + " melds";
    if (hand.melds.empty()) {
        text += ": none on the table";
    } else {
        text += ": ";
        for (std::size_t i = 0; i < hand.melds.size(); ++i) {
            text += (i == 0 ? "" : "  ·  ") + pn::meld_title(hand.melds[i].kind) + " " +
                    std::to_string(pn::points(hand.melds[i]));
        }
    }
    words(g, seat == pn::Seat::Human ? "your melds label" : "computer's melds label", text, where.x,
          where.y, text_style(f.font_small, true, theme::ink_soft));
}

void TableScene::paint_stock(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const int stock = static_cast<int>(state().stock.size());
    const TextStyle label = text_style(f.font_small, true, theme::ink_soft, Align::Left);
    words(g, "stock", stock > 0 ? "Stock  ·  " + std::to_string(stock) : "Stock gone",
          l.stock_label.x, l.stock_label.y, label);
    // The trump card lies turned across, under the stock.
    if (const table::CardRow* trump = row(TrumpCard); trump && !trump->cards.empty()) {
        const Rect r = trump->boxes.front();
        g.card_shadow(r, 90);
        g.card(trump->cards.front(), r, 255, 90);
    } else {
        // Taken: the trump suit stays in sight where the card lay.
        const Rect badge{l.stock.x + l.middle_card.h * 0.55f - f.px(4), l.stock.cy() - f.px(30),
                         l.middle_card.w + f.px(8), f.px(60)};
        g.fill_rounded(badge, f.px(8), chip_fill);
        g.text_centered(cards::suit_symbol(state().trump), badge.moved(0, -f.px(9)),
                        text_style(f.px(30), true, suit_ink(state().trump), Align::Center));
        g.text("trump", badge.cx(), badge.bottom() - f.px(18),
               text_style(f.font_small, false, theme::ink_soft, Align::Center));
    }
    paint_row(g, Stock);
}

void TableScene::paint_middle(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    if (!meld_choices().empty()) {
        // The trick just won stays in sight, small, beside the choices.
        paint_meld_choices(g, l);
        if (last_trick_) {
            paint_row(g, LastTrick);
            paint_trick_caption(g, l.trick_caption, Align::Left);
        }
        return;
    }
    const TextStyle caption = text_style(f.font_small, true, theme::ink_soft, Align::Center);
    if (state().lead) {
        paint_row(g, Trick);
        const Rect lead = box(Target{Trick, 0});
        words(g, "trick's lead", names_.with_verb(pn::index(state().leader), "led", "led"),
              lead.cx(), l.trick.y, caption);
        const Rect chase = lead.moved(lead.w + l.trick_gap, 0);
        g.outline_rounded(chase, chase.w * 0.07f, Color{255, 255, 255, 50});
        words(g, "trick's chase", state().turn == pn::Seat::Human ? "your card" : "…", chase.cx(),
              l.trick.y, caption);
        return;
    }
    if (last_trick_) {
        paint_row(g, LastTrick);
        const Rect lead = box(Target{LastTrick, 0});
        const Rect chase = box(Target{LastTrick, 1});
        words(g, "trick's lead", names_[pn::index(last_trick_->leader)], lead.cx(), l.trick.y,
              caption);
        words(g, "trick's chase", names_[pn::index(pn::other(last_trick_->leader))], chase.cx(),
              l.trick.y, caption);
        paint_trick_caption(g, l.trick_caption, Align::Center);
        return;
    }
    if (state().phase == pn::Phase::CoinToss) {
        g.text("Call the coin", l.trick.cx(), l.trick.y + l.trick.h * 0.25f,
               text_style(f.font_heading, true, theme::ink, Align::Center));
        g.text("Heads or tails: the winner leads first.", l.trick.cx(),
               l.trick.y + l.trick.h * 0.25f + f.px(28),
               text_style(f.font_body, false, theme::ink_soft, Align::Center));
    }
}

void TableScene::paint_trick_caption(Gfx& g, const Rect& where, Align align) {
    const table::TableFrame& f = frame();
    const std::string won = names_.with_verb(pn::index(last_trick_->winner), "take", "takes") +
                            " it: " + points_words(last_trick_->points);
    const float x = align == Align::Left ? where.x : where.cx();
    words(g, "trick's caption", won, x, where.y,
          text_style(f.font_small, false, theme::ink, align));
}

void TableScene::paint_meld_choices(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const std::vector<pn::Meld> choices = meld_choices();
    const TextStyle name = text_style(f.font_small, true, theme::ink);
    const TextStyle cards_style = text_style(f.font_small, false, theme::ink_soft);
    const TextStyle points = text_style(f.font_body, true, theme::gold, Align::Right);
    const std::optional<int> hint = hinted_choice();
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const Target t{MeldChoice, static_cast<int>(i)};
        const Rect b = box(t);
        if (b.empty()) {
            continue;
        }
        const bool pointed = hover() == t || (focus_.visible && focus_.target == t);
        g.fill_rounded(b, f.px(6), pointed ? chip_hover : chip_fill);
        if (hint == static_cast<int>(i)) {
            // The expert's meld: a green ring just outside, seen with the pointer's too.
            g.outline_rounded(b.inset(-f.px(3)), f.px(8), theme::good);
            g.outline_rounded(b.inset(-f.px(2)), f.px(8), theme::good);
        }
        if (pointed) {
            g.outline_rounded(b, f.px(6), theme::focus);
        }
        const float pad = f.px(6);
        const float lh = g.line_height(name);
        const float y = b.y + std::max(0.0f, (b.h - 2 * lh) / 2);
        const std::string value = std::to_string(pn::points(choices[i]));
        const float room = b.w - 2 * pad - g.measure(value, points).w - f.px(6);
        // The key and the meld's name, or the name alone when the box is narrow.
        const std::string key = std::to_string(i + 1) + "  ";
        const std::string title = pn::meld_title(choices[i].kind);
        const bool both = g.measure(key + title, name).w <= room;
        g.text(both ? key + title : title, b.x + pad, y, name);
        g.text(value, b.right() - pad, y, points);
        if (b.h >= 2 * lh) {
            g.text(cards::pretty_cards(choices[i].cards), b.x + pad, y + lh, cards_style);
        }
    }
    (void)l;
}

void TableScene::paint_captures(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    for (const pn::Seat seat : {pn::Seat::Computer, pn::Seat::Human}) {
        const int zone = seat == pn::Seat::Computer ? ComputerCaptures : HumanCaptures;
        const auto& captured = state().player(seat).captured;
        const bool computers = seat == pn::Seat::Computer;
        const Rect slot{l.captures.x + (computers ? f.px(8) : l.captures.w / 2 + f.px(8)),
                        l.captures.y + f.px(20), l.capture_card.w, l.capture_card.h};
        const std::string who = computers ? "computer's" : "your";
        words(g, who + " pile", computers ? names_[1] : names_[0], slot.x, l.captures.y,
              text_style(f.font_small, true, table::seat_mark(seat)));
        if (captured.empty()) {
            g.outline_rounded(slot, slot.w * 0.07f, Color{255, 255, 255, 40});
        }
        paint_row(g, zone);
        const float tx = slot.right() + f.px(10);
        // Line under line, however large the fonts' floor makes them on a small screen.
        const TextStyle big = text_style(f.font_heading, true, theme::ink);
        const TextStyle small = text_style(f.font_small, false, theme::ink_soft);
        const float points_y = slot.y + std::max(f.px(24), g.line_height(big));
        const float tricks_y = points_y + std::max(f.px(16), g.line_height(small));
        words(g, who + " capture points", std::to_string(pn::capture_points(captured)), tx, slot.y,
              big);
        words(g, who + " points word", "points", tx, points_y, small);
        const int tricks = static_cast<int>(captured.size()) / 2;
        words(g, who + " tricks", cards::count_text(tricks, "trick", "tricks"), tx, tricks_y,
              small);
    }
}

void TableScene::paint_review(Gfx& g, const Layout& l) {
    // The round's last trick over the table, as it lay: the lead on the left, each card under
    // the name of who played it, the winning card ringed, who took it and for how many points.
    const table::TableFrame& f = frame();
    const ShownTrick& trick = *latest_trick_;
    const CardSize card = l.middle_card;
    const TextStyle title = text_style(f.font_heading, true, theme::ink, Align::Center);
    const TextStyle name = text_style(f.font_small, true, theme::ink_soft, Align::Center);
    const TextStyle said = text_style(f.font_body, false, theme::ink, Align::Center);
    const TextStyle hint = text_style(f.font_small, false, theme::ink_soft, Align::Center);
    const float pad = f.px(16);
    const float line = std::ceil(f.font_small * 1.5f);
    const float body = std::ceil(f.font_body * 1.5f);
    const float heading = std::ceil(f.font_heading * 1.5f);
    const float cards_w = 2 * card.w + f.px(30);
    const std::string won = names_.with_verb(pn::index(trick.winner), "took", "took") +
                            " the trick: " + points_words(trick.points);
    const std::string close = "Click or press any key to go back to the game";
    const float w = std::min(
        f.play.w, std::max({cards_w, g.measure(won, said).w, g.measure(close, hint).w}) + 2 * pad);
    const float h = pad + heading + line + card.h + f.px(8) + body + line + pad;
    const Rect panel =
        Rect{std::floor(l.trick.cx() - w / 2), std::floor(l.middle.cy() - h / 2), w, h};
    const Rect inside{std::clamp(panel.x, f.play.x, f.play.right() - w),
                      std::clamp(panel.y, f.play.y, std::max(f.play.y, f.play.bottom() - h)), w, h};
    g.fill(f.play, Color{0, 0, 0, 110});
    g.soft_shadow(inside, f.px(10));
    g.fill_rounded(inside, f.px(10), chip_fill);
    g.outline_rounded(inside, f.px(10), Color{255, 255, 255, 60});
    float y = inside.y + pad;
    words(g, "review title", "Last trick", inside.cx(), y, title);
    y += heading;
    const Rect lead{std::floor(inside.cx() - cards_w / 2), y + line, card.w, card.h};
    const Rect chase = lead.moved(card.w + f.px(30), 0);
    words(g, "review lead", names_.with_verb(pn::index(trick.leader), "led", "led"), lead.cx(), y,
          name);
    words(g, "review chase", names_[pn::index(pn::other(trick.leader))], chase.cx(), y, name);
    for (const auto& [c, r] : {std::pair{trick.lead, lead}, std::pair{trick.chase, chase}}) {
        g.card_shadow(r);
        g.card(c, r);
    }
    table::lit_ring(g, trick.winner == trick.leader ? lead : chase, f.px(3));
    y = lead.bottom() + f.px(8);
    words(g, "review caption", won, inside.cx(), y, said);
    words(g, "review close", close, inside.cx(), y + body, hint);
}

std::string TableScene::game_prompt() const {
    switch (state().phase) {
    case pn::Phase::CoinToss:
        return "Call the coin: Heads or Tails";
    case pn::Phase::Lead:
        return state().turn == pn::Seat::Human ? "Your lead: click or drag a card"
                                               : "The computer leads…";
    case pn::Phase::Follow:
        return state().turn == pn::Seat::Human ? "Your card: any card may chase"
                                               : "The computer chases…";
    case pn::Phase::Meld:
        return state().turn == pn::Seat::Human ? "You won the trick: pick a meld, or No meld (N)"
                                               : "The computer may meld…";
    case pn::Phase::RoundOver:
        return "The round is over";
    case pn::Phase::GameOver:
        return "The game is over";
    }
    return "";
}

} // namespace parlor::app::pinochle_table
