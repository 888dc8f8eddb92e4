// Drawing the table. Layout comes from frame(); this file only paints it.

#include "app/core/app.hpp"
#include "app/core/theme.hpp"
#include "app/fivecrowns/table_scene.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace parlor::app::fivecrowns_table {

using table::computer_mark;
using table::focus_ring;
using table::human_mark;
using table::side_panel;
using table::target_glow;
using table::text_style;
using table::to_rect;

namespace {

// Ink for the suits on the small chips, matched to the card faces: each suit also has its own
// symbol, so colour is never the only clue.
Color suit_ink(Card c) {
    if (c.is_joker()) {
        return Color{0xb0, 0x15, 0x7a};
    }
    switch (c.suit) {
    case cards::Suit::Spades:
        return Color{0x17, 0x17, 0x1c};
    case cards::Suit::Clubs:
        return Color{0x16, 0x79, 0x3a};
    case cards::Suit::Diamonds:
        return Color{0x1d, 0x5c, 0xc8};
    case cards::Suit::Hearts:
        return Color{0xcc, 0x18, 0x30};
    case cards::Suit::Tridents:
        return Color{0x7a, 0x2e, 0xa6};
    }
    return Color{0x17, 0x17, 0x1c};
}

constexpr Color bar_fill{6, 36, 22, 230};
constexpr Color ribbon_fill{30, 24, 8, 230};

std::string card_worth(Card c, int wild_rank) {
    if (c.is_joker()) {
        return "Joker: wild, 50 points if left over";
    }
    if (fc::is_wild(c, wild_rank)) {
        return cards::pretty(c) + ": wild this round, 20 points if left over";
    }
    return cards::pretty(c) + ": " + std::to_string(fc::points(c, wild_rank)) + " points";
}

// How many copies of each card are still flying towards a place (not drawn there yet).
std::map<Card, int> in_flight(const CardFlights& flights, Place place) {
    std::map<Card, int> counts;
    for (const Flight& f : flights.flights()) {
        if (f.to == place) {
            ++counts[f.card];
        }
    }
    return counts;
}

bool take_one(std::map<Card, int>& counts, Card c) {
    auto it = counts.find(c);
    if (it == counts.end() || it->second == 0) {
        return false;
    }
    --it->second;
    return true;
}

} // namespace

void TableScene::render(Gfx& g) {
    const Frame f = frame();
    // The table itself changes only on input and moves; between those, a frame is one copy of
    // the last picture plus what moves over it (flying cards, a dragged card, the tooltip).
    picture_.show(g, f.layout.window.w, f.layout.window.h, layer_key(f), [&] { draw_table(g, f); });
    draw_drag(g, f);
    draw_flights(g);
    draw_tooltip(g, f);
}

TableScene::LayerKey TableScene::layer_key(const Frame& f) {
    LayerKey k;
    k.w = f.layout.window.w;
    k.h = f.layout.window.h;
    k.state_version = state_version_;
    k.log_version = log_.version();
    k.log_scroll = log_panel_.scroll();
    k.help_scroll = help_panel_.scroll();
    k.hand = controller_.hand().cards();
    k.selected = controller_.selected().value_or(-1);
    k.focus = controller_.focus();
    k.focus_visible = controller_.focus_visible();
    k.dragged = controller_.dragged_card();
    k.flights = static_cast<int>(flights_.flights().size());
    k.hover = hover_key(f);
    k.help_open = help_open_;
    k.advice = advice_.has_value();
    const bool thinking = ai_.busy() || help_worker_.busy();
    k.dots = thinking ? static_cast<int>(clock_ * 3) % 4 : -1;
    k.busy = flights_.busy() || computer_busy();
    const Settings& s = app().settings();
    k.settings =
        (s.hide_computer_hand ? 1 : 0) | (s.hide_draw_pile ? 2 : 0) | (s.auto_continue ? 4 : 0);
    return k;
}

int TableScene::hover_key(const Frame& f) const {
    // Only what changes the picture: the card that rises, the button that lights up.
    if (mouse_x_ < 0) {
        return -1;
    }
    for (std::size_t i = 0; i < f.buttons.size(); ++i) {
        if (f.buttons[i].second.contains(mouse_x_, mouse_y_)) {
            return 1000 + static_cast<int>(i);
        }
    }
    return card_at(f.human_cards, mouse_x_, mouse_y_);
}

void TableScene::draw_table(Gfx& g, const Frame& f) {
    g.felt();
    draw_top_bar(g, f);
    draw_computer(g, f);
    draw_piles(g, f);
    draw_stock_strip(g, f);
    draw_arrangement(g, f);
    draw_menu(g, f);
    draw_log(g, f);
    draw_help(g, f);
    draw_human(g, f);
}

void TableScene::draw_top_bar(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    g.fill(to_rect(t.top_bar), bar_fill);
    g.fill(Rect{0, static_cast<float>(t.top_bar.bottom() - 1), static_cast<float>(t.top_bar.w), 1},
           theme::gold.with_alpha(90));

    // Round, left.
    const Rect round_box = to_rect(t.round_label);
    const auto round_style = text_style(t.font_heading, true, theme::ink);
    const std::string round_text =
        "Round " + std::to_string(state_.round) + " of " + std::to_string(fc::round_count);
    const Rect drawn = g.text(round_text, round_box.x,
                              round_box.cy() - g.line_height(round_style) / 2, round_style);
    const auto small = text_style(t.font_small, false, theme::ink_soft);
    g.text(std::to_string(fc::cards_dealt(state_.round)) + " cards each",
           drawn.right() + scaled(t, 10), round_box.cy() - g.line_height(small) / 2 + scaled(t, 1),
           small);

    // The wild rank, centre: the most important fact of the round.
    const auto banner_style = text_style(t.font_banner, true, theme::gold);
    const std::string wild_text = "Wild: " + rank_plural(state_.wild_rank(), true) + " & jokers";
    const TextSize size = g.measure(wild_text, banner_style);
    const float crown = t.wild_banner.h * 0.62f;
    const float pill_w = size.w + crown + scaled(t, 34);
    const Rect pill =
        to_rect(t.wild_banner).centered(std::min<float>(pill_w, t.wild_banner.w), t.wild_banner.h);
    g.fill_rounded(pill, pill.h / 2, Color{58, 40, 8, 235});
    g.outline_rounded(pill, pill.h / 2, theme::gold.with_alpha(200));
    g.crown(Rect{pill.x + scaled(t, 12), pill.cy() - crown / 2, crown, crown}, theme::gold);
    g.text(wild_text, pill.x + scaled(t, 18) + crown, pill.cy() - g.line_height(banner_style) / 2,
           banner_style);

    // Scores, right: "You 12 · Computer 40".
    const Rect score_box = to_rect(t.scoreboard);
    float x = score_box.right();
    const auto score_style = text_style(t.font_heading, true, theme::ink);
    const auto name_style = text_style(t.font_body, false, theme::ink_soft, Align::Right);
    const auto number_style = text_style(t.font_heading, true, theme::ink, Align::Right);
    const float mid = score_box.cy();
    for (fc::Seat seat : {fc::Seat::Computer, fc::Seat::Human}) {
        const std::string score = std::to_string(state_.player(seat).score);
        const Rect n = g.text(score, x, mid - g.line_height(score_style) / 2, number_style);
        const Rect l = g.text(names_[static_cast<std::size_t>(fc::index(seat))], n.x - scaled(t, 6),
                              mid - g.line_height(name_style) / 2, name_style);
        x = l.x - scaled(t, 22);
    }
}

void TableScene::draw_computer(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const Rect label = to_rect(t.computer_label);
    const auto name_style = text_style(t.font_body, true, theme::ink);
    const Rect n = g.text("Computer", label.x, label.y, name_style);
    const int count = static_cast<int>(state_.player(fc::Seat::Computer).hand.size());
    g.text("· " + std::to_string(count) + " cards", n.right() + scaled(t, 6),
           label.y + scaled(t, 1), text_style(t.font_body, false, theme::ink_soft));

    std::string status;
    Color status_color = theme::gold;
    if (ai_.busy() && (computer_turn_running_ || pending_)) {
        const int dots = static_cast<int>(clock_ * 3) % 4;
        status = "Computer is thinking" + std::string(static_cast<std::size_t>(dots), '.');
    } else if (state_.went_out == fc::Seat::Computer) {
        status = "Went out!";
    } else if (context().computer_turn() && !computer_turn_running_) {
        status = app().settings().auto_continue ? "Plays next" : "Waiting for Continue (C)";
        status_color = theme::ink_soft;
    }
    if (!status.empty()) {
        g.text(status, label.right(), label.y,
               text_style(t.font_body, true, status_color, Align::Right));
    }

    // Hidden by the setting only while the round is played; gone out or scored, it is shown.
    const bool in_play = state_.phase == fc::Phase::Draw || state_.phase == fc::Phase::Discard;
    const bool face_up = !app().settings().hide_computer_hand || computer_out_ || !in_play;
    auto flying = in_flight(flights_, Place::ComputerHand);
    for (std::size_t i = 0; i < f.computer_cards.size(); ++i) {
        const Card c = f.computer_shown[i];
        if (take_one(flying, c)) {
            continue;
        }
        const Rect r = to_rect(f.computer_cards[i]);
        g.card_shadow(r);
        if (face_up) {
            g.card(c, r);
        } else {
            g.card_back(r);
        }
    }
}

void TableScene::draw_piles(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const TurnContext ctx = context();
    const auto label_style = text_style(t.font_small, false, theme::ink_soft, Align::Center);
    const bool hint_stock = advice_ && std::holds_alternative<fc::DrawStock>(advice_->action);
    const bool hint_discard = advice_ && std::holds_alternative<fc::TakeDiscard>(advice_->action);
    const bool show_focus = controller_.focus_visible();

    // The draw pile: a stack of backs, thicker when it holds more.
    const Rect stock = to_rect(t.stock);
    if (state_.stock.empty()) {
        g.outline_rounded(stock, stock.w * 0.07f, theme::ink_soft.with_alpha(120));
        g.text_centered("empty", stock,
                        text_style(t.font_small, false, theme::ink_soft, Align::Center));
    } else {
        const int layers = std::min<int>(3, static_cast<int>(state_.stock.size()) / 20);
        for (int i = layers; i >= 1; --i) {
            const float d = static_cast<float>(scaled(t, 2.0 * i));
            g.card_back(stock.moved(d, d));
        }
        g.card_shadow(stock);
        g.card_back(stock);
        if (controller_.enabled(ctx, Target::stock())) {
            target_glow(g, stock, scaled(t, 4));
        }
        if (hint_stock) {
            g.card_overlay(CardOverlay::Hint, stock);
        }
        if (show_focus && controller_.focus() == Target::stock()) {
            focus_ring(g, stock, scaled(t, 3));
        }
    }
    g.text_centered("Draw pile · " + std::to_string(state_.stock.size()), to_rect(t.stock_label),
                    label_style);

    // The discard pile: its top card, with the edges of the cards below.
    const Rect discard = to_rect(t.discard);
    auto flying = in_flight(flights_, Place::Discard);
    std::vector<Card> visible;
    for (const Card c : state_.discard) {
        if (!take_one(flying, c)) {
            visible.push_back(c);
        }
        if (visible.size() == 3) {
            break;
        }
    }
    if (visible.empty()) {
        g.outline_rounded(discard, discard.w * 0.07f, theme::ink_soft.with_alpha(120));
    } else {
        for (int i = static_cast<int>(visible.size()) - 1; i >= 1; --i) {
            const float d = static_cast<float>(scaled(t, 2.5 * i));
            g.card(visible[static_cast<std::size_t>(i)], discard.moved(d, d));
        }
        g.card_shadow(discard);
        g.card(visible.front(), discard);
    }
    if (controller_.enabled(ctx, Target::discard())) {
        // A card on its way here lights the pile up; otherwise a ring says "you may click".
        if (controller_.dragging() || controller_.selected()) {
            g.card_overlay(CardOverlay::DropTarget, discard);
        } else {
            target_glow(g, discard, scaled(t, 4));
        }
    }
    if (hint_discard) {
        g.card_overlay(CardOverlay::Hint, discard);
    }
    if (show_focus && controller_.focus() == Target::discard()) {
        focus_ring(g, discard, scaled(t, 3));
    }
    g.text_centered("Discard pile", to_rect(t.discard_label), label_style);
}

void TableScene::draw_stock_strip(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const auto heading = text_style(t.font_small, false, theme::ink_soft);
    if (app().settings().hide_draw_pile) {
        g.text("The draw pile's cards are hidden (Settings).",
               static_cast<float>(f.stock_heading.x), static_cast<float>(f.stock_heading.y),
               heading);
        return;
    }
    g.text("Draw pile, top first — on show as the rules ask; neither player looks",
           static_cast<float>(f.stock_heading.x), static_cast<float>(f.stock_heading.y), heading);
    if (f.stock_chips.empty()) {
        return;
    }
    const int chip_h = f.stock_chips.front().h;
    const int font = std::max(7, static_cast<int>(chip_h * 0.4));
    const float radius = std::max(2.0f, chip_h * 0.12f);
    for (std::size_t i = 0; i < f.stock_chips.size() && i < state_.stock.size(); ++i) {
        const Card c = state_.stock[i];
        const Rect r = to_rect(f.stock_chips[i]);
        g.fill_rounded(r, radius, Color{246, 242, 230, 235});
        const Color ink = suit_ink(c);
        if (c.is_joker()) {
            g.text_centered("J" + std::to_string(c.joker_number), r,
                            text_style(font, true, ink, Align::Center));
            continue;
        }
        const Rect top{r.x, r.y + r.h * 0.04f, r.w, r.h * 0.5f};
        const Rect bottom{r.x, r.y + r.h * 0.46f, r.w, r.h * 0.5f};
        g.text_centered(cards::rank_symbol(c.rank), top,
                        text_style(font, true, ink, Align::Center));
        g.text_centered(cards::suit_symbol(c.suit), bottom,
                        text_style(font, false, ink, Align::Center));
    }
}

void TableScene::draw_human(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const TurnContext ctx = context();

    // The label row: the player's name and what to do now.
    const Rect label = to_rect(t.human_label);
    const Rect name = g.text(names_[0] == "You" ? "Your hand" : names_[0] + "'s hand", label.x,
                             label.y + scaled(t, 2), text_style(t.font_body, true, theme::ink));
    // The prompt is centred on the hand, or in the room right of the name when it is long.
    const bool my_turn = ctx.human_turn() || state_.phase == fc::Phase::CoinToss;
    const std::string text = prompt();
    TextStyle prompt_style =
        text_style(t.font_body, my_turn, my_turn ? theme::gold : theme::ink_soft, Align::Center);
    const float room_left = name.right() + scaled(t, 16);
    float width = g.measure(text, prompt_style).w;
    if (width > label.right() - room_left) {
        prompt_style.size = static_cast<float>(t.font_small);
        width = g.measure(text, prompt_style).w;
    }
    const float centre = std::max(label.cx(), room_left + width / 2);
    g.text(text, centre, label.cy() - g.line_height(prompt_style) / 2, prompt_style);

    const auto hints = hinted_cards();
    const int dragged = controller_.dragged_card();
    const int hovered = controller_.dragging() ? -1 : card_at(f.human_cards, mouse_x_, mouse_y_);
    auto flying = in_flight(flights_, Place::HumanHand);
    const int wild_rank = state_.wild_rank();
    for (int i = 0; i < static_cast<int>(f.human_cards.size()); ++i) {
        const Card c = controller_.hand().at(i);
        if (take_one(flying, c) || i == dragged) {
            continue;
        }
        Rect r = to_rect(f.human_cards[static_cast<std::size_t>(i)]);
        const bool can_discard = controller_.discardable(ctx, i);
        const bool focused = controller_.focus_visible() && controller_.focus() == Target::card(i);
        if ((i == hovered || focused) && can_discard && controller_.selected() != i) {
            r = r.moved(0,
                        -static_cast<float>(t.lift) / 2); // a playable card rises when pointed at
        }
        g.card_shadow(r);
        g.card(c, r);
        if (fc::is_wild(c, wild_rank)) {
            // A gold tab on the visible edge marks the wilds of this round.
            const float tab = r.w * 0.2f;
            const Rect tab_rect{r.x + r.w * 0.06f, r.y + r.h * 0.42f, tab, tab};
            g.disc(Point{tab_rect.cx(), tab_rect.cy()}, tab / 2, theme::gold);
            g.text_centered("W", tab_rect,
                            text_style(std::max(8, static_cast<int>(tab * 0.62f)), true,
                                       theme::ink_dark, Align::Center));
        }
        if (controller_.selected() == i) {
            g.card_overlay(CardOverlay::Selected, r);
        }
        if (std::find(hints.begin(), hints.end(), i) != hints.end()) {
            g.card_overlay(CardOverlay::Hint, r);
        }
        if (focused) {
            focus_ring(g, r, scaled(t, 2));
        }
    }
}

void TableScene::draw_drag(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const int dragged = controller_.dragged_card();
    if (dragged >= 0 && dragged < static_cast<int>(f.human_cards.size())) {
        // Where it would go in the hand, then the card itself under the pointer.
        const int place = hand_place(f, mouse_x_, mouse_y_);
        if (place >= 0) {
            std::vector<Box> others;
            for (int i = 0; i < static_cast<int>(f.human_cards.size()); ++i) {
                if (i != dragged) {
                    others.push_back(f.human_cards[static_cast<std::size_t>(i)]);
                }
            }
            float x =
                others.empty() ? static_cast<float>(t.human_hand.center_x())
                : place < static_cast<int>(others.size())
                    ? static_cast<float>(others[static_cast<std::size_t>(place)].x - scaled(t, 3))
                    : static_cast<float>(others.back().right() + scaled(t, 3));
            const Box& any = f.human_cards.front();
            g.fill(Rect{x - scaled(t, 2), static_cast<float>(any.y - scaled(t, 6)),
                        static_cast<float>(scaled(t, 4)),
                        static_cast<float>(any.h + scaled(t, 12))},
                   theme::gold);
        }
        const Rect r = to_rect(f.human_cards[static_cast<std::size_t>(dragged)].moved(
            controller_.drag_dx(), controller_.drag_dy()));
        g.soft_shadow(r.moved(scaled(t, 6), scaled(t, 8)), r.w * 0.08f);
        g.card(controller_.hand().at(dragged), r);
        g.card_overlay(CardOverlay::Selected, r);
    }
}

void TableScene::draw_arrangement(Gfx& g, const Frame& f) {
    const TableLayout& t = f.layout;
    const auto& hand = state_.player(fc::Seat::Human).hand;
    if (hand.empty()) {
        return;
    }
    const fc::Arrangement& a = human_arrangement();
    const bool discarding = state_.phase == fc::Phase::Discard && state_.turn == fc::Seat::Human;
    const auto sel = controller_.selected();

    // Caption: which hand this is, and what it is worth.
    g.fill_rounded(to_rect(t.arrangement), scaled(t, 10), Color{0, 0, 0, 60});
    const Rect cap = to_rect(t.arrangement_caption)
                         .inset(static_cast<float>(scaled(t, 8)), static_cast<float>(scaled(t, 5)));
    std::string line1 = "Best arrangement";
    if (state_.went_out == fc::Seat::Human) {
        line1 = names_[0] == "You" ? "You went out with" : names_[0] + " went out with";
    } else if (discarding && sel) {
        line1 = "If you discard the " + cards::pretty(controller_.hand().at(*sel));
    } else if (discarding) {
        line1 = "Before your discard";
    }
    g.text(line1, cap.x, cap.y, text_style(t.font_small, false, theme::ink_soft));
    std::string line2;
    Color color2 = theme::ink;
    if (a.goes_out() && (!discarding || sel)) {
        line2 = discarding ? "you go out!" : "all in melds";
        color2 = theme::good;
    } else {
        line2 = std::to_string(a.points) + " points left";
    }
    g.text(line2, cap.x,
           cap.y + g.line_height(text_style(t.font_small, false, theme::ink)) + scaled(t, 2),
           text_style(t.font_heading, true, color2));

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
            } else if (meld.kind == fc::MeldKind::Run) {
                stands.push_back("=" + cards::pretty(used.stands_for));
            } else {
                stands.push_back(meld.rank == 0 ? std::string("=any")
                                                : "=" + cards::rank_symbol(meld.rank));
            }
        }
        if (meld.kind == fc::MeldKind::Run) {
            titles.push_back("Run " + cards::suit_symbol(meld.suit));
        } else {
            titles.push_back(meld.rank == 0 ? "Book of wilds"
                                            : "Book of " + cards::rank_symbol(meld.rank) + "s");
        }
    }
    if (!a.leftover.empty()) {
        groups.push_back(static_cast<int>(a.leftover.size()));
        for (const Card c : a.leftover) {
            shown.push_back(fc::MeldCard{c, false, c});
            stands.emplace_back();
        }
        titles.push_back("Left over · " + std::to_string(a.points));
    }
    const auto boxes = fan_groups(t.arrangement_cards, groups, t.mini_card, t.gap * 2);
    const auto bounds = group_bounds(boxes, groups);
    const int ribbon_font = std::max(8, static_cast<int>(t.mini_card.h * 0.26));
    for (std::size_t i = 0; i < boxes.size() && i < shown.size(); ++i) {
        const Rect r = to_rect(boxes[i]);
        g.card(shown[i].card, r);
        if (shown[i].wild) {
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
        const Rect under{static_cast<float>(bounds[gi].x - t.gap),
                         static_cast<float>(bounds[gi].bottom()),
                         static_cast<float>(bounds[gi].w + 2 * t.gap),
                         static_cast<float>(t.arrangement.bottom() - bounds[gi].bottom())};
        g.text_centered(titles[gi], under,
                        text_style(t.font_small, !leftover, leftover ? theme::ink_soft : theme::ink,
                                   Align::Center));
    }
}

void TableScene::draw_menu(Gfx& g, const Frame& f) {
    const TurnContext ctx = context();
    for (const auto& [id, box] : f.buttons) {
        parlor::app::Button b;
        b.label = controller_.button_label(ctx, id);
        b.enabled = controller_.enabled(ctx, Target::button(id));
        b.rect = to_rect(box);
        b.hovered = b.enabled && box.contains(mouse_x_, mouse_y_);
        switch (id) {
        case MenuButton::Save:
            b.key_hint = "S";
            break;
        case MenuButton::Move:
            b.key_hint = ctx.computer_turn() ? "C" : "";
            b.primary = b.enabled && ctx.computer_turn();
            break;
        case MenuButton::Help:
            b.key_hint = "H";
            break;
        case MenuButton::Keys:
            b.key_hint = "F1";
            break;
        default:
            break;
        }
        // The key goes in the corner only when it does not crowd the label.
        const float font = static_cast<float>(f.layout.font_body);
        if (!b.key_hint.empty()) {
            const float need = g.measure(b.label, TextStyle{font, true}).w +
                               g.measure(b.key_hint, TextStyle{font * 0.72f}).w +
                               scaled(f.layout, 40);
            if (need > b.rect.w) {
                b.key_hint.clear();
            }
        }
        const bool focused =
            controller_.focus_visible() && controller_.focus() == Target::button(id);
        draw_button(g, b, focused, font);
    }
}

namespace {

table::PanelMetrics metrics_of(const TableLayout& t) {
    return table::PanelMetrics{t.font_small, t.font_heading, t.unit};
}

} // namespace

void TableScene::draw_log(Gfx& g, const Frame& f) {
    log_panel_.draw(g, to_rect(f.layout.log), log_, metrics_of(f.layout));
}

void TableScene::draw_help(Gfx& g, const Frame& f) {
    if (f.layout.help.empty()) {
        return;
    }
    const int dots = static_cast<int>(clock_ * 3) % 4;
    help_panel_.draw(g, to_rect(f.layout.help), advice_ ? &advice_->lines : nullptr, dots,
                     metrics_of(f.layout));
}

void TableScene::draw_flights(Gfx& g) {
    table::draw_flights(g, flights_);
}

void TableScene::draw_tooltip(Gfx& g, const Frame& f) {
    if (controller_.dragging() || flights_.busy() || mouse_x_ < 0) {
        return;
    }
    const TableLayout& t = f.layout;
    std::optional<Card> card;
    if (int i = card_at(f.human_cards, mouse_x_, mouse_y_); i >= 0) {
        card = controller_.hand().at(i);
    } else if (int k = card_at(f.computer_cards, mouse_x_, mouse_y_);
               k >= 0 && (!app().settings().hide_computer_hand || computer_out_)) {
        card = f.computer_shown[static_cast<std::size_t>(k)];
    } else if (t.discard.contains(mouse_x_, mouse_y_) && state_.discard_top()) {
        card = state_.discard_top();
    }
    if (!card) {
        return;
    }
    const auto tip_style = text_style(t.font_small, true, theme::ink);
    const std::string text = card_worth(*card, state_.wild_rank());
    const TextSize size = g.measure(text, tip_style);
    // Below and right of the pointer, as tooltips go, so it never hides the prompt above the hand.
    const float pad = static_cast<float>(scaled(t, 7));
    Rect box{static_cast<float>(mouse_x_ + scaled(t, 12)),
             static_cast<float>(mouse_y_ + scaled(t, 18)), size.w + 2 * pad, size.h + 2 * pad};
    box.x = std::clamp(box.x, 2.0f, static_cast<float>(t.window.w) - box.w - 2);
    box.y = std::clamp(box.y, 2.0f, static_cast<float>(t.window.h) - box.h - 2);
    g.soft_shadow(box, pad);
    g.fill_rounded(box, pad, Color{20, 26, 24, 240});
    g.text(text, box.x + pad, box.y + pad, tip_style);
}

std::string TableScene::prompt() {
    const TurnContext ctx = context();
    const std::string top =
        state_.discard_top() ? cards::pretty(*state_.discard_top()) : std::string("top card");
    switch (state_.phase) {
    case fc::Phase::CoinToss:
        return "Call the coin toss: heads or tails?";
    case fc::Phase::RoundOver:
        return "The round is over.";
    case fc::Phase::GameOver:
        return "The game is over.";
    default:
        break;
    }
    if (ctx.human_turn()) {
        const std::string last = state_.went_out == fc::Seat::Computer ? "Last turn! " : "";
        if (state_.phase == fc::Phase::Draw) {
            return last + "Your turn: draw from the draw pile (D) or take the " + top + " (T)";
        }
        if (auto sel = controller_.selected()) {
            return last + "Now click the discard pile to discard the " +
                   cards::pretty(controller_.hand().at(*sel));
        }
        return last +
               "Discard: pick a card, then the discard pile — or drag it, or double-click it";
    }
    if (ai_.busy() || pending_ || computer_turn_running_) {
        return "The computer is playing…";
    }
    return app().settings().auto_continue
               ? "The computer plays next…"
               : "The computer's turn: press Continue (C) when you have read its moves";
}

} // namespace parlor::app::fivecrowns_table
