// Painting the Cruno table: the kit paints the frame and the rows of cards; this file adds the
// players' places, the middle (the direction of play, the suit to follow, the stock's count) and
// the suit picker.

#include "app/cruno/table.hpp"
#include "app/table/paint.hpp"
#include "app/table_entries.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace parlor::app::cruno_table {

using table::pill;
using table::suit_ink;
using table::text_style;

namespace {

constexpr Color seat_fill{8, 40, 26, 200};
constexpr Color turn_fill{60, 52, 18, 230};
constexpr Color mark_fill{150, 40, 40, 235};
constexpr Color trick_fill{110, 40, 140, 235};
constexpr Color arrow_ink{255, 236, 160, 200};

std::string capital(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
        s[0] = static_cast<char>(s[0] - 'a' + 'A');
    }
    return s;
}

} // namespace

void TableScene::paint(Gfx& g) {
    const table::TableFrame& f = frame();
    const Layout l = layout();
    table::TopBar top;
    top.title = "Cruno";
    top.detail = std::to_string(state().player_count()) + " players  ·  stock " +
                 std::to_string(state().stock.size());
    const SessionTally& tally = session_tally();
    if (tally.players == state().player_count() && tally.games > 0) {
        top.detail +=
            "  ·  your wins this session: " + std::to_string(static_cast<int>(tally.wins[0])) +
            " of " + std::to_string(tally.games);
    }
    if (!callout_.empty()) {
        top.banner = callout_;
    } else if (state().phase == cn::Phase::Play) {
        top.banner = capital(cards::suit_name(state().suit)) + " to follow";
    }
    // The other seats are kept as a picture until one of them changes.
    paint_frame(g, top, [&] {
        for (int seat = 1; seat < state().player_count(); ++seat) {
            paint_seat(g, l, seat);
        }
    });
    paint_middle(g, l);

    // The player's own label: the name, the cards held, the prompt.
    const bool my_turn = state().phase == cn::Phase::Play && state().turn == 0;
    const std::size_t held = state().player(0).hand.size();
    const Rect name = g.text(names_.possessive(0) + " hand  ·  " + std::to_string(held) +
                                 (held == 1 ? " card" : " cards"),
                             l.human_label.x, l.human_label.y,
                             text_style(f.font_body, true, my_turn ? theme::gold : theme::ink));
    float x = name.right() + f.px(10);
    for (const SeatMark& m : marks_) {
        if (m.seat == 0) {
            x = pill(g, m.text, x, l.human_label.y, f.font_small, mark_fill, theme::ink).right() +
                f.px(6);
        }
    }
    g.text(prompt(), l.human_label.right(), l.human_label.y,
           text_style(f.font_body, false, theme::ink, Align::Right));
    paint_row(g, HumanHand);
    paint_keys(g, l);
    paint_picker(g, l);
}

// The key that plays each card, on a small tab at the foot of the part of the card that shows
// (under its index corner in a row the next covers), wherever the tab fits.
void TableScene::paint_keys(Gfx& g, const Layout& l) {
    if (!human_to_act() || picking_) {
        return;
    }
    const table::TableFrame& f = frame();
    const TextStyle s = text_style(f.font_small, true, theme::ink, Align::Center);
    const float tab_h = g.line_height(s);
    const float corner = l.human_card.h * 0.36f; // the index: the rank over the suit
    const auto hand = hand_shown();
    for (std::size_t i = 0; i < l.hand_showing.size() && i < hand.size(); ++i) {
        const int index = static_cast<int>(i);
        const char k = card_key(index);
        Rect part = l.hand_showing[i];
        const std::string text(1, static_cast<char>(k >= 'a' ? k - 'a' + 'A' : k));
        const float tab_w = std::max(f.px(20), g.measure(text, s).w + f.px(8));
        const bool whole = part.h >= l.human_card.h;
        const float room_below = part.h - corner - tab_h - f.px(whole ? 4 : 1);
        if (k == '\0' || part.w < tab_w + f.px(2) || room_below < 0) {
            continue;
        }
        const Target t{HumanHand, index};
        if (marks(t, face_of(hand[i])).offered && (hover() == t || focus_.on(t))) {
            part.y -= f.px(7); // it rose with its card (TableBase::paint_row)
        }
        const Rect tab{part.x + std::min(part.w, l.human_card.w) / 2 - tab_w / 2,
                       part.bottom() - tab_h - f.px(whole ? 4 : 1), tab_w, tab_h};
        g.fill_rounded(tab, tab_h / 2, Color{20, 40, 30, 200});
        g.text(text, tab.cx(), tab.y, s);
    }
}

void TableScene::paint_seat(Gfx& g, const Layout& l, int seat) {
    const table::TableFrame& f = frame();
    const SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
    const cn::Player& player = state().player(seat);
    const bool turn = state().phase == cn::Phase::Play && state().turn == seat;
    g.fill_rounded(place.box, f.px(10), turn ? turn_fill : seat_fill);
    if (turn) {
        g.outline_rounded(place.box.inset(-f.px(2)), f.px(12), theme::gold);
    }
    const float pad = f.px(8);
    const TextStyle name_style = text_style(f.font_body, true, turn ? theme::gold : theme::ink);
    g.text(names_[seat], place.box.x + pad, place.box.y + f.px(4), name_style);
    const std::size_t held = player.hand.size();
    const TextStyle small = text_style(f.font_small, false, theme::ink_soft);
    // The difficulty as the setup names it ("Intermediate"), never the file's code ("rule").
    const std::string plays = difficulty_label(*find_table("cruno"), player.plays);
    std::string line = plays + "  ·  " + std::to_string(held) + (held == 1 ? " card" : " cards");
    if (turn && computer_busy()) {
        // A narrow place keeps "thinking" alone (measured with its three dots, so it never jumps).
        const std::string dotted = std::string(static_cast<std::size_t>(dots()), '.');
        const bool fits = g.measure(plays + "  ·  thinking...", small).w <= place.box.w - 2 * pad;
        line = (fits ? plays + "  ·  thinking" : std::string("thinking")) + dotted;
    } else if (const auto recap = recap_words(recap_at(seat)); !recap.empty()) {
        // What it did since the player's last move, in gold, the fullest words that fit.
        line = recap.back();
        for (const std::string& words : recap) {
            if (g.measure(words, small).w <= place.box.w - 2 * pad) {
                line = words;
                break;
            }
        }
        line = g.elided(line, place.box.w - 2 * pad, small);
        TextStyle done = small;
        done.color = theme::gold;
        g.text(line, place.box.x + pad, place.box.y + f.px(6) + f.font_body, done);
        line.clear();
    } else if (g.measure(line, small).w > place.box.w - 2 * pad) {
        line = plays; // a narrow place: the count is on the cards
    }
    if (!line.empty()) {
        g.text(line, place.box.x + pad, place.box.y + f.px(6) + f.font_body, small);
    }
    paint_row(g, opponent_zone + seat);
    // The count on the cards' last back, where a long row of backs still reads as a number.
    const std::string count = std::to_string(held);
    const TextStyle badge = text_style(f.font_small, true, theme::ink);
    const float badge_w = g.measure(count, badge).w + f.font_small * 0.9f;
    const Rect fan = box(Target{opponent_zone + seat, static_cast<int>(held) - 1});
    if (held > 0 && !fan.empty()) {
        pill(g, count, std::min(fan.right(), place.cards.right()) - badge_w - f.px(2),
             fan.bottom() - g.line_height(badge) - f.px(4), f.font_small, Color{20, 40, 30, 220},
             theme::ink);
    }
    // The marks of the moment, at the top right of the place.
    float x = place.box.right() - pad;
    for (const SeatMark& m : marks_) {
        if (m.seat != seat) {
            continue;
        }
        const TextStyle s = text_style(f.font_small, true, theme::ink);
        const float w = g.measure(m.text, s).w + f.px(12);
        x -= w;
        pill(g, m.text, x, place.box.y + f.px(4), f.font_small,
             m.text == "Trickster!" ? trick_fill : mark_fill, theme::ink);
        x -= f.px(4);
    }
}

void TableScene::paint_middle(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    // The piles' labels and the way play goes under them, placed first: the ring of dots
    // round the piles leaves out any dot that would fall on them.
    const TextStyle label = text_style(f.font_small, true, theme::ink_soft, Align::Center);
    const TextStyle way_style = text_style(f.font_small, false, theme::ink_soft, Align::Center);
    const float below = l.stock.bottom() + f.px(6);
    const cn::Discarded& top = state().top();
    struct Label {
        std::string text;
        Point at;
        const TextStyle* style;
    };
    const std::array<Label, 3> labels{
        Label{"Stock " + std::to_string(state().stock.size()), {l.stock.cx(), below}, &label},
        Label{top.converted ? "was the " + cn::pretty(top.card) : std::string("Discard"),
              {l.discard.cx(), below},
              &label},
        Label{state().direction == cn::Direction::Clockwise ? "clockwise ↻" : "counterclockwise ↺",
              {l.direction.cx(), l.stock.bottom() + f.font_small + f.px(10)},
              &way_style}};
    std::vector<Rect> words;
    for (const Label& each : labels) {
        const TextSize size = g.measure(each.text, *each.style);
        words.push_back(Rect{each.at.x - size.w / 2, each.at.y, size.w, size.h});
    }
    paint_direction(g, l, words);
    if (state().stock.empty()) {
        g.outline_rounded(l.stock, l.stock.w * 0.07f, Color{255, 255, 255, 60});
    }
    paint_row(g, Stock);
    paint_row(g, Discard);
    for (const Label& each : labels) {
        g.text(each.text, each.at.x, each.at.y, *each.style);
    }

    // After an 8 the suit to follow, large, beside the pile.
    if (top.shown().is_eight() && state().phase == cn::Phase::Play) {
        const Rect r = l.follow;
        const float radius = r.w / 2;
        g.disc(Point{r.cx() + f.px(2), r.cy() + f.px(3)}, radius, Color{0, 0, 0, 90});
        g.disc(Point{r.cx(), r.cy()}, radius, Color{251, 249, 242});
        g.text_centered(cards::suit_symbol(state().suit), r,
                        text_style(r.h * 0.62f, true, suit_ink(state().suit, app().settings().deck),
                                   Align::Center));
        g.text(capital(cards::suit_name(state().suit)), r.cx(), r.bottom() + f.px(4),
               text_style(f.font_small, true, theme::ink, Align::Center));
    }
    if (state().pending_draw > 0 && state().phase == cn::Phase::Play) {
        g.text("+" + std::to_string(state().pending_draw) + " for " + names_[state().turn],
               l.direction.cx(), l.direction.y - f.font_small - f.px(2),
               text_style(f.font_small, true, theme::gold, Align::Center));
    }
}

// A ring of dots round the piles, thickening towards the way play goes; after a Reverse the
// ring turns over (mirrored from the old way to the new) while turn_anim_ runs down. No dot is
// drawn on the `words` under the piles: below them the ring reaches past the words, and at its
// sides a dot that would touch one is left out.
void TableScene::paint_direction(Gfx& g, const Layout& l, const std::vector<Rect>& words) {
    const table::TableFrame& f = frame();
    const Point c{l.direction.cx(), l.direction.cy()};
    const float rx = l.direction.w / 2 - f.px(4), ry = l.direction.h / 2 - f.px(4);
    float words_bottom = c.y;
    for (const Rect& r : words) {
        words_bottom = std::max(words_bottom, r.bottom());
    }
    const float ry_below = std::max(ry, words_bottom + f.px(8) - c.y);
    const float sense = state().direction == cn::Direction::Clockwise ? 1.0f : -1.0f;
    constexpr float pi = 3.14159265f;
    // The mirror's factor: -1 (the old way) at the start of the turn, 1 at its end.
    const float mirror = static_cast<float>(-std::cos(pi * (1.0 - turn_anim_)));
    const int arrows = 3;
    const int dots = 9;
    for (int a = 0; a < arrows; ++a) {
        const float start = pi / 6 + static_cast<float>(a) * 2 * pi / arrows;
        for (int i = 0; i < dots; ++i) {
            const float t = static_cast<float>(i) / (dots - 1);
            // On screen (y down) a growing angle runs clockwise.
            const float angle = start + sense * t * (pi / 2.4f);
            const float sine = std::sin(angle);
            const Point p{c.x + mirror * rx * std::cos(angle),
                          c.y + (sine > 0 ? ry_below : ry) * sine};
            const float radius = f.px(1.6f + 3.2f * t * t);
            const bool on_words = std::any_of(words.begin(), words.end(), [&](const Rect& r) {
                return r.inset(-(radius + f.px(2))).contains(p);
            });
            if (!on_words) {
                g.disc(p, radius, arrow_ink);
            }
        }
    }
}

void TableScene::paint_picker(Gfx& g, const Layout& l) {
    if (!picking_) {
        return;
    }
    const table::TableFrame& f = frame();
    const std::string title =
        "Name a suit for the " + cn::pretty(*picking_) + "  (1–4 or C D H S, Esc: back)";
    const TextStyle title_style = text_style(f.font_small, true, theme::ink, Align::Center);
    // As wide as its line too (at 800x480 the line is wider than the four suits).
    Rect panel = l.picker_panel;
    const float wide = g.measure(title, title_style).w + 2 * f.px(12);
    if (wide > panel.w) {
        panel = Rect{panel.cx() - wide / 2, panel.y, wide, panel.h};
    }
    g.fill_rounded(panel, f.px(12), theme::panel);
    g.text(title, panel.cx(), panel.y + f.px(4), title_style);
    const auto& advice = this->advice();
    static constexpr const char* keys[] = {"1 C", "2 D", "3 H", "4 S"};
    for (int i = 0; i < 4; ++i) {
        const Rect r = box(Target{SuitPick, i});
        if (r.empty()) {
            continue;
        }
        const cards::Suit suit = cn::suits[static_cast<std::size_t>(i)];
        const bool hovered = hover() == Target{SuitPick, i};
        g.fill_rounded(r, f.px(8), hovered ? Color{255, 250, 225} : Color{245, 242, 232});
        g.text_centered(
            cards::suit_symbol(suit), r.inset(0, f.px(6)).moved(0, -f.px(6)),
            text_style(r.h * 0.5f, true, suit_ink(suit, app().settings().deck), Align::Center));
        g.text(keys[i], r.cx(), r.bottom() - f.font_small - f.px(3),
               text_style(f.font_small, false, theme::ink_dark, Align::Center));
        if (help_open_ && advice && advice->suit == suit) {
            g.outline_rounded(r.inset(-f.px(4)), f.px(10), Color{80, 230, 210});
        }
        if (focus_.visible && focus_.target == Target{SuitPick, i}) {
            table::focus_ring(g, r, f.px(3));
        }
    }
}

std::string TableScene::game_prompt() const {
    if (state().phase != cn::Phase::Play) {
        return "The game is over.";
    }
    if (state().turn != 0) {
        return names_[state().turn] + " to play.";
    }
    if (picking_) {
        return "Name the suit to follow.";
    }
    if (state().pending_draw > 0) {
        return "Draw two: click the stock or press D.";
    }
    for (int i = 0; i < static_cast<int>(state().player(0).hand.size()); ++i) {
        if (playable_at(i)) {
            return "Play a card that fits, or draw.";
        }
    }
    return "Nothing fits: draw until one fits (C), or one card (D).";
}

} // namespace parlor::app::cruno_table
