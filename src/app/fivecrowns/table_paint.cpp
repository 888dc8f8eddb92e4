// Painting the Five Crowns table: the kit paints the frame and the rows of cards; this file adds
// the labels, the draw pile's cards as chips, the player's best arrangement, and over the
// picture a card's worth under the pointer and where a dragged card would go.

#include "app/fivecrowns/table.hpp"
#include "app/table/paint.hpp"
#include "app/table_entries.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::fivecrowns_table {

using table::computer_mark;
using table::human_mark;
using table::text_style;

namespace {

// Ink for the suits on the small chips, matched to the card faces: each suit also has its own
// symbol, so colour is never the only clue.
Color suit_ink(Card c, std::string_view deck) {
    return c.is_joker() ? Color{0xb0, 0x15, 0x7a} : table::suit_ink(c.suit, deck);
}

constexpr Color ribbon_fill{30, 24, 8, 230};
// The others' places at a big table, lit while it is their turn (as Cruno's).
constexpr Color seat_fill{0, 0, 0, 70};
constexpr Color turn_fill{60, 50, 10, 120};

std::string card_worth(Card c, int wild_rank) {
    if (c.is_joker()) {
        return "Joker: wild, 50 points if left over";
    }
    if (fc::is_wild(c, wild_rank)) {
        return cards::pretty(c) + ": wild this round, 20 points if left over";
    }
    return cards::pretty(c) + ": " + std::to_string(fc::points(c, wild_rank)) + " points";
}

} // namespace

void TableScene::paint(Gfx& g) {
    const table::TableFrame& f = frame();
    const Layout l = layout_fivecrowns(f, state().seat_count());
    table::TopBar top;
    top.title = "Round " + std::to_string(state().round) + " of " + std::to_string(fc::round_count);
    top.detail = std::to_string(fc::cards_dealt(state().round)) + " cards each";
    top.banner = "Wild: " + rank_plural(state().wild_rank(), true) + " & jokers";
    top.crown = true;
    top.scores = {{names_[0], std::to_string(state().player(fc::Seat::Human).score), human_mark}};
    if (!big_table()) { // a big table's scores are on the places
        top.scores.push_back(
            {names_[1], std::to_string(state().player(fc::Seat::Computer).score), computer_mark});
    }
    // The piles and the hand answer the pointer; the rest is kept as a picture until it changes.
    paint_frame(g, top, [&] {
        if (!big_table()) {
            paint_computer_label(g, l);
        }
        paint_labels(g, l);
        if (big_table()) {
            for (int seat = 1; seat < state().seat_count(); ++seat) {
                paint_seat(g, l, seat);
            }
        } else {
            paint_row(g, ComputerHand);
        }
        if (state().stock.empty()) {
            g.outline_rounded(l.stock, l.stock.w * 0.07f, theme::ink_soft.with_alpha(120));
            g.text_centered("empty", l.stock,
                            text_style(f.font_small, false, theme::ink_soft, Align::Center));
        }
        if (state().discard.empty()) {
            g.outline_rounded(l.discard, l.discard.w * 0.07f, theme::ink_soft.with_alpha(120));
        }
        paint_stock_strip(g, l);
        paint_arrangement(g, l);
    });
    paint_row(g, Stock);
    paint_row(g, Discard);
    paint_row(g, HumanHand);
}

void TableScene::paint_seat(Gfx& g, const Layout& l, int seat) {
    const table::TableFrame& f = frame();
    const table::SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
    const fc::Player& player = state().player(fc::seat_at(seat));
    const bool turn = in_play_now() && fc::index(state().turn) == seat;
    g.fill_rounded(place.box, f.px(10), turn ? turn_fill : seat_fill);
    if (turn) {
        g.outline_rounded(place.box.inset(-f.px(2)), f.px(12), theme::gold);
    }
    const float pad = f.px(8);
    const float inner = place.box.w - 2 * pad;
    // The name and the score on the first line; the difficulty, the cards held, or what it did
    // since the player's last move on the second.
    const TextStyle name_style = text_style(f.font_body, true, turn ? theme::gold : theme::ink);
    const TextStyle score_style = text_style(f.font_body, true, theme::ink, Align::Right);
    const std::string score = std::to_string(player.score);
    const float score_w = g.measure(score, score_style).w;
    g.text(g.elided(names_[seat], inner - score_w - f.px(6), name_style), place.box.x + pad,
           place.box.y + f.px(4), name_style);
    g.text(score, place.box.right() - pad, place.box.y + f.px(4), score_style);
    const TextStyle small = text_style(f.font_small, false, theme::ink_soft);
    const std::size_t held = player.hand.size();
    const std::vector<std::string> seats = split_seats(game_.strategy());
    const std::string plays = difficulty_label(
        *find_table(Rules::id), seats[static_cast<std::size_t>(
                                    std::min<int>(seat - 1, static_cast<int>(seats.size()) - 1))]);
    std::string line = plays + "  ·  " + std::to_string(held) + (held == 1 ? " card" : " cards");
    TextStyle line_style = small;
    if (state().went_out == fc::seat_at(seat)) {
        line = "Went out!";
        line_style = text_style(f.font_small, true, theme::gold);
    } else if (turn && computer_busy()) {
        line = plays + "  ·  thinking" + std::string(static_cast<std::size_t>(dots()), '.');
    } else if (const std::string recap = recap_at(seat); !recap.empty()) {
        line = recap;
        line_style.color = theme::gold;
    }
    g.text(g.elided(line, inner, line_style), place.box.x + pad,
           place.box.y + f.px(6) + f.font_body, line_style);
    paint_row(g, opponent_zone + seat);
}

bool TableScene::in_play_now() const {
    return state().phase == fc::Phase::Draw || state().phase == fc::Phase::Discard;
}

void TableScene::paint_computer_label(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const Rect label = l.computer_label;
    const Rect n = g.text(names_[1], label.x, label.y, text_style(f.font_body, true, theme::ink));
    const int count = static_cast<int>(state().player(fc::Seat::Computer).hand.size());
    g.text("· " + std::to_string(count) + " cards", n.right() + f.px(6), label.y + f.px(1),
           text_style(f.font_body, false, theme::ink_soft));
    std::string status;
    Color status_color = theme::gold;
    if (computer_busy()) {
        status = "Computer is thinking" + std::string(static_cast<std::size_t>(dots()), '.');
    } else if (state().went_out == fc::Seat::Computer) {
        status = "Went out!";
    } else if (computer_turn()) {
        status = option(auto_continue) || watching() ? "Plays next" : "Waiting for Continue (C)";
        status_color = theme::ink_soft;
    }
    if (!status.empty()) {
        g.text(status, label.right(), label.y,
               text_style(f.font_body, true, status_color, Align::Right));
    }
}

void TableScene::paint_labels(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();

    const TextStyle pile = text_style(f.font_small, false, theme::ink_soft, Align::Center);
    g.text_centered("Draw pile · " + std::to_string(state().stock.size()), l.stock_label, pile);
    g.text_centered("Discard pile", l.discard_label, pile);

    // The player's name and what to do now: the prompt centred on the hand, or in the room
    // right of the name when it is long.
    const Rect hand = l.human_label;
    const Rect name = g.text(names_.possessive(0) + " hand", hand.x, hand.y + f.px(2),
                             text_style(f.font_body, true, theme::ink));
    const bool my_turn = state().phase == fc::Phase::CoinToss ||
                         (state().turn == fc::Seat::Human && (state().phase == fc::Phase::Draw ||
                                                              state().phase == fc::Phase::Discard));
    const std::string text = prompt();
    TextStyle style =
        text_style(f.font_body, my_turn, my_turn ? theme::gold : theme::ink_soft, Align::Center);
    const float room_left = name.right() + f.px(16);
    float width = g.measure(text, style).w;
    if (width > hand.right() - room_left) {
        style.size = f.font_small;
        width = g.measure(text, style).w;
    }
    const float centre = std::max(hand.cx(), room_left + width / 2);
    g.text(text, centre, hand.cy() - g.line_height(style) / 2, style);
}

void TableScene::paint_stock_strip(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    const TextStyle heading = text_style(f.font_small, false, theme::ink_soft);
    const Rect strip = l.stock_strip;
    if (strip.w <= 0) {
        return; // a big table's middle too narrow for them
    }
    if (option(hide_draw_pile)) {
        g.text(g.elided("The draw pile's cards are hidden (Settings).", strip.w, heading), strip.x,
               strip.y, heading);
        return;
    }
    const float heading_h = f.font_small + f.px(8);
    const Rect area{strip.x, strip.y + heading_h, strip.w, std::max(0.0f, strip.h - heading_h)};
    const int stock = static_cast<int>(state().stock.size());
    std::vector<Rect> chips = table::chip_grid(area, stock);
    // A big table's middle is smaller: its chips stay large enough for the rank over the suit
    // to be read, the top of the pile first, as many as fit (the heading says how many).
    constexpr float readable = 24; // pixels: two lines of the smallest font
    while (big_table() && !chips.empty() && chips.front().h < readable) {
        chips = table::chip_grid(area, static_cast<int>(chips.size()) * 9 / 10);
    }
    const std::string shown = static_cast<int>(chips.size()) < stock
                                  ? "Draw pile, top " + std::to_string(chips.size()) + " of " +
                                        std::to_string(stock) + " — on show; nobody looks"
                                  : std::string("Draw pile, top first — on show; nobody looks");
    g.text(big_table() ? g.elided(shown, strip.w, heading)
                       : "Draw pile, top first — on show as the rules ask; neither player looks",
           strip.x, strip.y, heading);
    if (chips.empty()) {
        return;
    }
    const float chip_h = chips.front().h;
    const float font = std::max(7.0f, std::floor(chip_h * 0.4f));
    const float radius = std::max(2.0f, chip_h * 0.12f);
    for (std::size_t i = 0; i < chips.size(); ++i) {
        const Card c = state().stock[i];
        const Rect r = chips[i];
        g.fill_rounded(r, radius, Color{246, 242, 230, 235});
        const Color ink = suit_ink(c, app().settings().deck);
        if (c.is_joker()) {
            g.text_centered("J" + std::to_string(c.joker_number), r,
                            text_style(font, true, ink, Align::Center));
            continue;
        }
        g.text_centered(cards::rank_symbol(c.rank), Rect{r.x, r.y + r.h * 0.04f, r.w, r.h * 0.5f},
                        text_style(font, true, ink, Align::Center));
        g.text_centered(cards::suit_symbol(c.suit), Rect{r.x, r.y + r.h * 0.46f, r.w, r.h * 0.5f},
                        text_style(font, false, ink, Align::Center));
    }
}

void TableScene::paint_arrangement(Gfx& g, const Layout& l) {
    const table::TableFrame& f = frame();
    if (state().player(fc::Seat::Human).hand.empty()) {
        return;
    }
    const fc::Arrangement& a = human_arrangement();
    const bool discarding = human_to(fc::Phase::Discard);

    // Caption: which hand this is, and what it is worth.
    g.fill_rounded(l.arrangement, f.px(10), Color{0, 0, 0, 60});
    const Rect cap = l.arrangement_caption.inset(f.px(10), f.px(6));
    std::string line1 = "Best arrangement";
    if (state().went_out == fc::Seat::Human) {
        line1 = names_.you(0) ? "You went out with" : names_[0] + " went out with";
    } else if (discarding && selected_) {
        line1 = "If you discard the " + cards::pretty(hand_.at(*selected_));
    } else if (discarding) {
        line1 = "Before your discard";
    }
    g.text(line1, cap.x, cap.y, text_style(f.font_small, false, theme::ink_soft));
    std::string line2 = std::to_string(a.points) + " points left";
    Color color2 = theme::ink;
    if (a.goes_out() && (!discarding || selected_)) {
        line2 = discarding ? "you go out!" : "all in melds";
        color2 = theme::good;
    }
    g.text(line2, cap.x,
           cap.y + g.line_height(text_style(f.font_small, false, theme::ink)) + f.px(2),
           text_style(f.font_heading, true, color2));

    // The melds as groups of small cards, then the cards left over.
    std::vector<int> groups;
    std::vector<fc::MeldCard> shown;
    std::vector<std::string> stands; // what each wild stands for ("=6♦", "=9")
    std::vector<std::string> titles;
    for (const fc::Meld& meld : a.melds) {
        groups.push_back(static_cast<int>(meld.cards.size()));
        for (const fc::MeldCard& used : meld.cards) {
            shown.push_back(used);
            if (!used.wild) {
                stands.emplace_back();
            } else if (fc::stands_as_itself(used, meld)) {
                stands.emplace_back("wild"); // in its own place: nothing to say but that
            } else if (meld.kind == fc::MeldKind::Run) {
                stands.push_back("=" + cards::pretty(used.stands_for));
            } else {
                stands.push_back(meld.rank == 0 ? std::string("=any")
                                                : "=" + cards::rank_symbol(meld.rank));
            }
        }
        titles.push_back(meld.kind == fc::MeldKind::Run ? "Run " + cards::suit_symbol(meld.suit)
                         : meld.rank == 0               ? std::string("Book of wilds")
                                          : "Book of " + cards::rank_symbol(meld.rank) + "s");
    }
    if (!a.leftover.empty()) {
        groups.push_back(static_cast<int>(a.leftover.size()));
        for (const Card c : a.leftover) {
            shown.push_back(fc::MeldCard{c, false, c});
            stands.emplace_back();
        }
        titles.push_back("Left over · " + std::to_string(a.points));
    }
    const auto boxes = table::fan_groups(l.arrangement_cards, groups, l.mini_card,
                                         std::max(2.0f, l.mini_card.w / 12), f.gap * 2);
    const auto bounds = table::group_bounds(boxes, groups);
    const float ribbon_font = std::max(8.0f, std::floor(l.mini_card.h * 0.26f));
    for (std::size_t i = 0; i < boxes.size() && i < shown.size(); ++i) {
        const Rect r = boxes[i];
        g.card(shown[i].card, r);
        if (!stands[i].empty()) {
            // What the wild stands for, on a ribbon across the card's foot.
            const Rect ribbon{r.x, r.bottom() - r.h * 0.36f, r.w, r.h * 0.36f};
            g.fill_rounded(ribbon, r.w * 0.08f, ribbon_fill);
            g.text_centered(stands[i], ribbon,
                            text_style(ribbon_font, true, theme::gold, Align::Center));
        }
    }
    const bool has_leftover = !a.leftover.empty();
    for (std::size_t gi = 0; gi < bounds.size() && gi < titles.size(); ++gi) {
        const bool leftover = has_leftover && gi + 1 == bounds.size();
        const Rect under{bounds[gi].x - f.gap, bounds[gi].bottom(), bounds[gi].w + 2 * f.gap,
                         l.arrangement.bottom() - bounds[gi].bottom()};
        g.text_centered(titles[gi], under,
                        text_style(f.font_small, !leftover, leftover ? theme::ink_soft : theme::ink,
                                   Align::Center));
    }
}

void TableScene::paint_moving(Gfx& g) {
    paint_drop_marker(g);
    paint_tooltip(g);
}

void TableScene::paint_drop_marker(Gfx& g) {
    const Target held = dragged();
    // A hand card moved within the hand, or a pile's card taken into it.
    if (held.zone != HumanHand && held.zone != Stock && held.zone != Discard) {
        return;
    }
    const table::TableFrame& f = frame();
    const Layout l = layout_fivecrowns(f, state().seat_count());
    const table::CardRow* row = this->row(HumanHand);
    if (row == nullptr || row->boxes.empty() || !l.human_hand.inset(-f.gap).contains(pointer_)) {
        return;
    }
    // Where the card would go in the hand: a gold bar between two cards.
    const int skip = held.zone == HumanHand ? held.index : -1;
    const int place = table::insertion_index(row->boxes, skip, pointer_.x);
    std::vector<Rect> others;
    for (std::size_t i = 0; i < row->boxes.size(); ++i) {
        if (static_cast<int>(i) != skip) {
            others.push_back(row->boxes[i]);
        }
    }
    const float x = others.empty() ? l.human_hand.cx()
                    : place < static_cast<int>(others.size())
                        ? others[static_cast<std::size_t>(place)].x - f.px(3)
                        : others.back().right() + f.px(3);
    const Rect& any = row->boxes.front();
    g.fill(Rect{x - f.px(2), any.y - f.px(6), f.px(4), any.h + f.px(12)}, theme::gold);
}

void TableScene::paint_tooltip(Gfx& g) {
    if (dragging() || flights_.flying() || pointer_.x < 0) {
        return;
    }
    const table::TableFrame& f = frame();
    const Target over = zones().hit(pointer_);
    std::optional<Card> card;
    if (over.zone == HumanHand && over.index < hand_.size()) {
        card = hand_.at(over.index);
    } else if (over.zone == ComputerHand && computer_face_up()) {
        const table::CardRow* row = this->row(ComputerHand);
        card = row->cards[static_cast<std::size_t>(over.index)];
    } else if (over.zone == Discard) {
        card = state().discard_top();
    }
    if (!card) {
        return;
    }
    const TextStyle tip = text_style(f.font_small, true, theme::ink);
    const std::string text = card_worth(*card, state().wild_rank());
    const TextSize size = g.measure(text, tip);
    // Below and right of the pointer, as tooltips go, so it never hides the prompt above the
    // hand.
    const float pad = f.px(7);
    Rect box{pointer_.x + f.px(12), pointer_.y + f.px(18), size.w + 2 * pad, size.h + 2 * pad};
    box.x = std::clamp(box.x, 2.0f, f.window.w - box.w - 2);
    box.y = std::clamp(box.y, 2.0f, f.window.h - box.h - 2);
    g.soft_shadow(box, pad);
    g.fill_rounded(box, pad, Color{20, 26, 24, 240});
    g.text(text, box.x + pad, box.y + pad, tip);
}

std::string TableScene::game_prompt() const {
    const std::string top =
        state().discard_top() ? cards::pretty(*state().discard_top()) : std::string("top card");
    switch (state().phase) {
    case fc::Phase::CoinToss:
        return "Call the coin toss: heads or tails?";
    case fc::Phase::RoundOver:
        return "The round is over.";
    case fc::Phase::GameOver:
        return "The game is over.";
    default:
        break;
    }
    if (state().turn == fc::Seat::Human) {
        const bool other_out = state().went_out && *state().went_out != fc::Seat::Human;
        const std::string last = other_out ? "Last turn! " : "";
        if (state().phase == fc::Phase::Draw) {
            return last + "Your turn: draw from the draw pile (D) or take the " + top + " (T)";
        }
        if (selected_ && wild_asked_ == hand_.at(*selected_)) {
            return last + "The " + cards::pretty(*wild_asked_) +
                   " is wild: Enter again discards it, Esc keeps it";
        }
        if (selected_) {
            return last + "Now click the discard pile to discard the " +
                   cards::pretty(hand_.at(*selected_));
        }
        return last +
               "Discard: pick a card, then the discard pile — or drag it, or double-click it";
    }
    if (big_table()) {
        const std::string& name = names_[fc::index(state().turn)];
        return computer_busy() ? name + " is playing…" : name + " plays next…";
    }
    if (computer_busy()) {
        return "The computer is playing…";
    }
    return option(auto_continue)
               ? "The computer plays next…"
               : "The computer's turn: press Continue (C) when you have read its moves";
}

} // namespace parlor::app::fivecrowns_table
