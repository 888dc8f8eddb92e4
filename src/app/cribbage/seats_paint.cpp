// What a Cribbage table of three or four shows: the board with a track per side, the other seats
// round the table (their cards face down until their hand is counted), the deck and starter, the
// pile and the count, the crib, the hand being counted in the show, and the player's hand.

#include "app/cribbage/seats_table.hpp"

#include "app/table/paint.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace parlor::app::cribbage_table {

using table::text_style;

namespace {

constexpr Color wood{122, 78, 40};
constexpr Color wood_dark{82, 50, 24};
constexpr Color hole_ink{40, 24, 10};
constexpr Color seat_fill{0, 0, 0, 70};
constexpr Color turn_fill{60, 50, 10, 120};
constexpr Color go_ink{255, 150, 140}; // a seat that has said go in this count
// Each side's colour on the board, the scores and its places.
constexpr std::array<Color, 4> side_marks{table::human_mark, table::computer_mark,
                                          Color{140, 220, 130}, Color{235, 140, 205}};

Point at(const HolePoint& h) {
    return Point{static_cast<float>(h.x), static_cast<float>(h.y)};
}

// Stand-ins for cards the player does not see: a face-down row never carries a hidden card.
std::vector<Card> backs(int n) {
    return std::vector<Card>(static_cast<std::size_t>(std::max(0, n)), Card{});
}

} // namespace

Color side_mark(int side) {
    return side_marks[static_cast<std::size_t>(std::clamp(side, 0, 3))];
}

void SeatsScene::lay_out(const table::TableFrame& f) {
    const SeatsLayout l = layout_seats(f, state_.size());
    const bool counted = state_.phase == cr::Phase::DealOver || state_.phase == cr::Phase::GameOver;
    for (int seat = 1; seat < state_.size(); ++seat) {
        const table::SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
        const cr::TableSeat& s = state_.seats[static_cast<std::size_t>(seat)];
        // A hand is seen once it has been counted in the show.
        bool seen = false;
        for (int i = 0; i <= show_at_ && i < static_cast<int>(state_.shows.size()); ++i) {
            const cr::TableShow& shown = state_.shows[static_cast<std::size_t>(i)];
            seen = seen || (shown.seat == seat && !shown.crib);
        }
        table::CardRow row{seats_other + seat, {}, {}, seen};
        if (seen) {
            row.cards = s.played;
            std::sort(row.cards.begin(), row.cards.end());
        } else {
            row.cards = backs(static_cast<int>(counted ? s.played.size() : s.hand.size()));
        }
        row.boxes =
            table::fan(place.cards, static_cast<int>(row.cards.size()), place.card, f.px(4));
        add_row(std::move(row));
    }
    // The deck with the starter on it.
    const table::CardSize mc = l.middle_card;
    table::CardRow deck{SeatsDeck, backs(2), {}, false, true};
    deck.boxes = {Rect{l.deck.x + f.px(4), l.deck.y, mc.w, mc.h},
                  Rect{l.deck.x + f.px(2), l.deck.y - f.px(2), mc.w, mc.h}};
    add_row(std::move(deck));
    if (state_.starter) {
        add_row(table::CardRow{SeatsStarter,
                               {*state_.starter},
                               {Rect{l.deck.x, l.deck.y - f.px(4), mc.w, mc.h}},
                               true,
                               true});
    }
    // The crib, face down by the table until it is counted.
    const int crib_size = static_cast<int>(state_.crib().size());
    const bool crib_seen = showing_ && showing_->crib;
    table::CardRow crib{
        SeatsCrib, crib_seen ? showing_->cards : backs(crib_size), {}, crib_seen, true};
    for (int i = 0; i < static_cast<int>(crib.cards.size()); ++i) {
        const float d = std::round(static_cast<float>(i) * f.px(2));
        crib.boxes.push_back(Rect{l.crib.x + d, l.crib.y + d * 0.5f, mc.w, mc.h});
    }
    add_row(std::move(crib));
    // The middle: the hand being counted in the show, else the pile of the count.
    const Rect cards_area{l.play.x, l.play.y + f.px(18), l.play.w, mc.h};
    if (showing_ && counted) {
        std::vector<Card> cards = showing_->cards;
        table::CardRow show{SeatsShow, cards, {}, true};
        show.boxes = table::fan(cards_area, static_cast<int>(cards.size()), mc, f.px(4));
        add_row(std::move(show));
    } else {
        const std::vector<Card> pile = ended_pile_.empty() ? state_.pile : ended_pile_;
        table::CardRow row{SeatsPile, pile, {}, true};
        const float step = std::min(
            mc.w * 0.42f,
            pile.size() > 1 ? (l.play.w - mc.w) / static_cast<float>(pile.size() - 1) : 0.0f);
        const float width = mc.w + step * static_cast<float>(std::max<int>(0, pile.size() - 1));
        for (std::size_t i = 0; i < pile.size(); ++i) {
            row.boxes.push_back(
                Rect{std::round(l.play.cx() - width / 2 + static_cast<float>(i) * step),
                     cards_area.y, mc.w, mc.h});
        }
        add_row(std::move(row));
    }
    table::CardRow hand{SeatsHand, hand_shown(), {}, true};
    hand.boxes =
        table::fan(l.human_hand, static_cast<int>(hand.cards.size()), l.human_card, f.px(10));
    const bool acting = player_to_act() && state_.phase != cr::Phase::DealOver;
    std::vector<bool> reachable;
    for (int i = 0; i < static_cast<int>(hand.cards.size()); ++i) {
        reachable.push_back(acting && playable(i));
    }
    add_row(std::move(hand), reachable, 0);
    add_spot(table::Target{SeatsShow, 0}, l.play,
             !queued_.empty() || state_.phase == cr::Phase::DealOver);
}

void SeatsScene::paint(Gfx& g) {
    const table::TableFrame& f = frame();
    const SeatsLayout l = layout_seats(f, state_.size());
    table::TopBar top;
    top.title = "Cribbage";
    top.detail = "Deal " + std::to_string(std::max(1, state_.deal_number)) + " · " +
                 words_.names().possessive(state_.dealer) + " crib";
    const std::vector<int> scores = scores_shown();
    for (int side = 0; side < state_.sides(); ++side) {
        top.scores.push_back({state_.partners ? (side == 0 ? "Us" : "Them") : words_.names()[side],
                              std::to_string(scores[static_cast<std::size_t>(side)]),
                              side_marks[static_cast<std::size_t>(side)]});
    }
    paint_frame(g, top, [&] {
        // The board: a track per player, or per partnership.
        g.fill_rounded(l.board, f.px(8), wood);
        g.outline_rounded(l.board, f.px(8), wood_dark);
        const LaneBoard b = layout_lanes(l.board.inset(f.px(4)), state_.sides());
        const float hr = static_cast<float>(b.hole_radius);
        for (int t = 0; t < state_.sides(); ++t) {
            for (int n = 0; n <= 121; ++n) {
                const bool home = n == 0 || n == 121;
                g.disc(at(b.hole(t, n)), home ? hr * 1.6f : hr,
                       n == state_.target ? side_marks[static_cast<std::size_t>(t)] : hole_ink);
            }
        }
        for (int seat = 1; seat < state_.size(); ++seat) {
            const table::SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
            const bool turn =
                (state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play) &&
                state_.turn == seat && queued_.empty();
            g.fill_rounded(place.box, f.px(10), turn ? turn_fill : seat_fill);
            if (turn) {
                g.outline_rounded(place.box.inset(-f.px(2)), f.px(12), theme::gold);
            }
            const float pad = f.px(8);
            const float inner = place.box.w - 2 * pad;
            const int side = state_.side_of(seat);
            const TextStyle name_style =
                text_style(f.font_body, true, side_marks[static_cast<std::size_t>(side)]);
            const TextStyle score_style = text_style(f.font_body, true, theme::ink, Align::Right);
            const std::string score = std::to_string(scores[static_cast<std::size_t>(side)]);
            const float score_w = g.measure(score, score_style).w;
            // Who the seat is to the player and to the deal: beside the name where the place is
            // wide enough, else at the head of the line under it, never cut off.
            std::string tags = state_.partners && seat == 2 ? "partner" : "";
            if (seat == state_.dealer) {
                tags += (tags.empty() ? "" : " · ") + std::string("dealer");
            }
            const std::string& name = words_.names()[seat];
            const float name_room = inner - score_w - f.px(6);
            const bool tags_inline =
                tags.empty() || g.measure(name + " · " + tags, name_style).w <= name_room;
            g.text(g.elided(tags_inline && !tags.empty() ? name + " · " + tags : name, name_room,
                            name_style),
                   place.box.x + pad, place.box.y + f.px(4), name_style);
            g.text(score, place.box.right() - pad, place.box.y + f.px(4), score_style);
            TextStyle small = text_style(f.font_small, false, theme::ink_soft);
            const cr::TableSeat& s = state_.seats[static_cast<std::size_t>(seat)];
            const std::string held =
                std::to_string(s.hand.size()) + (s.hand.size() == 1 ? " card" : " cards");
            // The line under the name, and the same without the seat's difficulty (the first to
            // go where the place is narrow: the rest is news, the difficulty is not).
            std::string line = card_label(seat) + "  ·  " + held;
            std::string brief = held;
            if (state_.phase == cr::Phase::Play && state_.go[static_cast<std::size_t>(seat)]) {
                line = "Go  ·  " + line;
                brief = "Go  ·  " + held;
                small = text_style(f.font_small, true, go_ink);
            } else if (turn) {
                brief = "thinking" + std::string(static_cast<std::size_t>(dots()), '.');
                line = card_label(seat) + "  ·  " + brief;
            } else if (const std::string& recap = recap_at(seat); !recap.empty()) {
                // What it did since the player's last move, brighter than its standing line (gold
                // is a side's colour here, as at two seats: not every computer's).
                line = brief = recap;
                small.color = theme::ink;
            }
            if (!tags_inline) {
                tags[0] = static_cast<char>(tags[0] - 'a' + 'A');
                line = tags + "  ·  " + line;
                brief = tags + "  ·  " + brief;
            }
            // Measured with all three thinking dots, so that the line does not flicker.
            const std::string dots_to_come(static_cast<std::size_t>(turn ? 3 - dots() : 0), '.');
            if (g.measure(line + dots_to_come, small).w > inner) {
                line = brief;
            }
            g.text(g.elided(line, inner, small), place.box.x + pad,
                   place.box.y + f.px(6) + f.font_body, small);
        }
        // Labels in the middle.
        const TextStyle label = text_style(f.font_small, true, theme::ink_soft, Align::Center);
        g.text(g.elided("Starter", l.deck.w + f.px(20), label), l.deck.cx(), l.middle.y, label);
        g.text(g.elided(words_.names().possessive(state_.dealer) + " crib", l.crib.w + f.px(30),
                        label),
               l.crib.cx(), l.middle.y, label);
        const TextStyle heading = text_style(f.font_body, true, theme::ink, Align::Center);
        const bool counted =
            state_.phase == cr::Phase::DealOver || state_.phase == cr::Phase::GameOver;
        const float below = l.play.y + f.px(22) + l.middle_card.h;
        const TextStyle body = text_style(f.font_small, false, theme::ink_soft, Align::Center);
        if (showing_ && counted) {
            const std::string whose = words_.names().possessive(showing_->seat) +
                                      (showing_->crib ? " crib: " : " hand: ") +
                                      std::to_string(showing_->score.total);
            g.text(g.elided(whose, l.play.w, heading), l.play.cx(), l.play.y, heading);
            std::string items;
            for (const cr::ScoreItem& item : showing_->score.items) {
                items += (items.empty() ? "" : ", ") + cr::describe(item);
            }
            if (items.empty()) {
                items = "nineteen (nothing)";
            }
            const std::vector<std::string> lines = g.wrap(items, l.play.w, body);
            float y = below;
            for (const std::string& text : lines) {
                if (y + g.line_height(body) > l.play.bottom()) {
                    break;
                }
                g.text(text, l.play.cx(), y, body);
                y += g.line_height(body);
            }
        } else {
            const int count = ended_pile_.empty() ? state_.count() : ended_count_;
            g.text(g.elided(state_.phase == cr::Phase::LayAway ? "Each lays one card away"
                                                               : "Count " + std::to_string(count),
                            l.play.w, heading),
                   l.play.cx(), l.play.y, heading);
            if (!callout_.empty() && below + g.line_height(body) <= l.play.bottom()) {
                const TextStyle gold = text_style(f.font_small, true, theme::gold, Align::Center);
                g.text(g.elided(callout_, l.play.w, gold), l.play.cx(), below, gold);
            }
        }
        // The player's label and prompt.
        const TextStyle mine = text_style(f.font_body, true, side_marks[0]);
        std::string me = state_.partners ? "Your hand (with " + words_.names()[2] + ")"
                                         : std::string("Your hand");
        if (state_.dealer == 0) {
            me += " · dealer";
        }
        if (state_.phase == cr::Phase::Play && state_.go[0]) {
            me += " · go";
        }
        const Rect r = g.text(me, l.human_label.x, l.human_label.y + f.px(2), mine);
        const TextStyle ask = text_style(f.font_small, false, theme::ink_soft);
        g.text(
            g.elided(prompt(), std::max(0.0f, l.human_label.right() - r.right() - f.px(14)), ask),
            r.right() + f.px(12), l.human_label.y + f.px(4), ask);
    });
    for (int seat = 1; seat < state_.size(); ++seat) {
        paint_row(g, seats_other + seat);
    }
    paint_row(g, SeatsDeck);
    if (state_.starter) {
        paint_row(g, SeatsStarter);
    }
    paint_row(g, SeatsCrib);
    if (showing_ && (state_.phase == cr::Phase::DealOver || state_.phase == cr::Phase::GameOver)) {
        paint_row(g, SeatsShow);
    } else {
        paint_row(g, SeatsPile);
    }
    paint_row(g, SeatsHand);
}

void SeatsScene::paint_moving(Gfx& g) {
    const table::TableFrame& f = frame();
    const SeatsLayout l = layout_seats(f, state_.size());
    const LaneBoard b = layout_lanes(l.board.inset(f.px(4)), state_.sides());
    for (int t = 0; t < state_.sides(); ++t) {
        const PegPair& p = pegs_[static_cast<std::size_t>(t)];
        const Color c = side_marks[static_cast<std::size_t>(t)];
        auto where = [&](double pos) {
            const int lo = static_cast<int>(std::floor(pos));
            const int hi = std::min(state_.target, lo + 1);
            const float frac = static_cast<float>(pos - lo);
            const Point a = at(b.hole(t, lo));
            const Point z = at(b.hole(t, hi));
            return Point{a.x + (z.x - a.x) * frac, a.y + (z.y - a.y) * frac};
        };
        const float r = static_cast<float>(b.peg_radius);
        if (p.back != p.front) {
            const Point back = where(p.back);
            g.disc(back, r, Color{20, 20, 20, 120});
            g.disc(back, r * 0.82f, c.with_alpha(150));
        }
        const Point front = where(p.shown);
        g.disc(front, r, Color{20, 20, 20});
        g.disc(front, r * 0.82f, c);
    }
}

} // namespace parlor::app::cribbage_table
