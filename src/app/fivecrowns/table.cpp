// The Five Crowns table's flow: what lies where, what a click, a drag or a key means, what the
// log says. The rest (the computer's turns, help, saving, the results' moment) is the kit's.

#include "app/fivecrowns/table.hpp"

#include "app/core/theme.hpp"
#include "app/fivecrowns/results.hpp"
#include "app/table/finished_game.hpp"
#include "app/table/run_pacing.hpp"
#include "app/table/table_sounds.hpp"
#include "parlor/cards/json_text.hpp"
#include "parlor/games/fivecrowns/review.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace parlor::app::fivecrowns_table {

namespace {

// With auto-continue the computer still waits this long, so its previous move can be seen.
constexpr double auto_continue_seconds = 0.8;

bool in_play(fc::Phase p) {
    return p == fc::Phase::Draw || p == fc::Phase::Discard;
}

// Suit by suit, low to high, wilds at the right end (jokers last).
table::HandOrder::Before by_suit(int wild_rank) {
    return [wild_rank](const Card& a, const Card& b) {
        auto key = [wild_rank](const Card& c) {
            const int wild = c.is_joker() ? 2 : (fc::is_wild(c, wild_rank) ? 1 : 0);
            return std::tuple(wild, static_cast<int>(c.suit), static_cast<int>(c.rank),
                              static_cast<int>(c.joker_number));
        };
        return key(a) < key(b);
    };
}

} // namespace

// ---- layout ----

Layout layout_fivecrowns(const table::TableFrame& f) {
    Layout l;
    const Rect p = f.play;
    const float label_h = f.px(24);
    const float pile_label_h = f.px(19);
    const float arrangement_label_h = f.px(18);
    // With large text in a small window the rows of cards at their size run past the play area
    // (the arrangement over the buttons): the others' cards, the piles and the arrangement are
    // made smaller to fit, the player's hand (what large cards are for) only when they can shrink
    // no further, and the labels (the text) never.
    const float labels = label_h + pile_label_h + f.px(26) + arrangement_label_h;
    const float depth = std::max(f.px(2.4f) * stock_edges, f.px(3) * discard_edges);
    const float hand_h = f.px(17) + f.px(130);
    const float others_h = f.px(96) + f.px(130) + depth + f.px(55);
    const float k = std::clamp((p.h - labels - hand_h) / others_h, 0.55f, 1.0f);
    const float k_hand = std::clamp((p.h - labels - others_h * k) / hand_h, 0.5f, 1.0f);
    const auto sized = [&](float h) { return k < 1 ? std::floor(f.px(h) * k) : f.px(h); };
    const auto hand_sized = [&](float h) {
        return k_hand < 1 ? std::floor(f.px(h) * k_hand) : f.px(h);
    };
    l.computer_card = table::card_of_height(sized(96));
    l.pile_card = table::card_of_height(sized(130));
    l.human_card = table::card_of_height(hand_sized(130));
    l.mini_card = table::card_of_height(sized(55));
    l.lift = hand_sized(17);
    l.stock_step = f.px(2.4f) * k;
    l.discard_step = f.px(3) * k;
    const float pile_depth =
        std::ceil(std::max(l.stock_step * stock_edges, l.discard_step * discard_edges));
    const float rows[] = {
        label_h,                                   // computer label
        l.computer_card.h,                         // computer hand
        l.pile_card.h + pile_depth + pile_label_h, // piles and their labels
        f.px(26),                                  // human label and prompt
        l.lift + l.human_card.h,                   // human hand
        l.mini_card.h + arrangement_label_h,       // arrangement
    };
    float fixed = 0;
    for (const float r : rows) {
        fixed += r;
    }
    // Air above the rows that stand apart; the label rows hug the row they name.
    const float spare = std::max(0.0f, p.h - fixed);
    const float air_weights[] = {0, 0, 3, 2, 0, 2};
    Rect row[6];
    float y = p.y;
    for (int i = 0; i < 6; ++i) {
        y += std::floor(spare * air_weights[i] / 7);
        row[i] = Rect{p.x, y, p.w, rows[i]};
        y += rows[i];
    }
    l.computer_label = row[0];
    l.computer_hand = row[1];
    const Rect piles = row[2];
    l.stock = Rect{piles.x, piles.y, l.pile_card.w, l.pile_card.h};
    l.stock_label = Rect{l.stock.x - f.px(10), l.stock.bottom() + pile_depth, l.stock.w + f.px(20),
                         pile_label_h};
    l.discard = Rect{l.stock.right() + f.px(26), piles.y, l.pile_card.w, l.pile_card.h};
    l.discard_label = Rect{l.discard.x - f.px(10), l.discard.bottom() + pile_depth,
                           l.discard.w + f.px(20), pile_label_h};
    const float strip_x = l.discard_label.right() + f.px(24);
    l.stock_strip = Rect{strip_x, piles.y, std::max(0.0f, piles.right() - strip_x), piles.h};
    l.human_label = row[3];
    l.human_hand = row[4];
    l.arrangement = row[5];
    const float caption_w = std::min(f.px(180), std::floor(l.arrangement.w / 4));
    l.arrangement_caption = Rect{l.arrangement.x, l.arrangement.y, caption_w, l.arrangement.h};
    l.arrangement_cards =
        Rect{l.arrangement.x + caption_w + f.px(10), l.arrangement.y,
             std::max(0.0f, l.arrangement.w - caption_w - f.px(10)), l.mini_card.h};
    return l;
}

Layout layout_fivecrowns(const table::TableFrame& f, int seats) {
    if (seats <= 2) {
        return layout_fivecrowns(f);
    }
    Layout l;
    const Rect p = f.play;
    // From the bottom up: the player's best arrangement, the hand, its label; the others' places
    // round the room above, the piles and the draw pile's cards in the middle of them.
    l.human_card = table::card_of_height(std::min(f.px(112), std::floor(p.h * 0.2f)));
    l.mini_card = table::card_of_height(std::min(f.px(46), std::floor(p.h * 0.085f)));
    l.lift = f.px(14);
    const float arrangement_label_h = f.px(18);
    const float label_h = f.px(26);
    l.arrangement = Rect{p.x, p.bottom() - l.mini_card.h - arrangement_label_h, p.w,
                         l.mini_card.h + arrangement_label_h};
    l.human_hand =
        Rect{p.x, l.arrangement.y - f.gap - l.lift - l.human_card.h, p.w, l.lift + l.human_card.h};
    l.human_label = Rect{p.x, l.human_hand.y - label_h, p.w, label_h};
    const float caption_w = std::min(f.px(180), std::floor(l.arrangement.w / 4));
    l.arrangement_caption = Rect{l.arrangement.x, l.arrangement.y, caption_w, l.arrangement.h};
    l.arrangement_cards =
        Rect{l.arrangement.x + caption_w + f.px(10), l.arrangement.y,
             std::max(0.0f, l.arrangement.w - caption_w - f.px(10)), l.mini_card.h};

    const Rect room{p.x, p.y, p.w, l.human_label.y - f.gap - p.y};
    const std::vector<table::SeatPlace> ring = table::seat_ring(f, room, seats - 1);
    l.seats.resize(static_cast<std::size_t>(seats));
    for (int seat = 1; seat < seats; ++seat) {
        l.seats[static_cast<std::size_t>(seat)] = ring[static_cast<std::size_t>(seat - 1)];
    }
    // The middle: under the places along the top, between the columns at the sides.
    const float ph = ring.front().box.h;
    float left = room.x;
    float right = room.right();
    for (const table::SeatPlace& s : ring) {
        if (s.box.y > room.y) { // a place of a side column
            if (s.box.cx() < room.cx()) {
                left = std::max(left, s.box.right() + f.gap);
            } else {
                right = std::min(right, s.box.x - f.gap);
            }
        }
    }
    const Rect middle{left, room.y + ph + f.gap, std::max(0.0f, right - left),
                      std::max(0.0f, room.bottom() - room.y - ph - f.gap)};
    const float pile_label_h = f.px(19);
    l.stock_step = f.px(2);
    l.discard_step = f.px(2.5f);
    const float pile_depth =
        std::ceil(std::max(l.stock_step * stock_edges, l.discard_step * discard_edges));
    const float by_height = middle.h - pile_depth - pile_label_h - f.px(4);
    const float by_width = (middle.w - f.px(46)) / 2 * 3.5f / 2.5f;
    l.pile_card = table::card_of_height(
        std::max(f.px(30), std::floor(std::min({f.px(120), by_height, by_width}))));
    // The piles at the left of the middle with the draw pile's cards right of them; alone, in
    // its centre, when the middle is too narrow for the cards.
    const float piles_w = 2 * l.pile_card.w + f.px(26);
    const float strip_min = f.px(150);
    const bool strip = middle.w - piles_w - f.px(44) >= strip_min;
    const float piles_x = strip ? middle.x + f.px(10) : std::round(middle.cx() - piles_w / 2);
    const float piles_y =
        std::round(middle.y + (middle.h - l.pile_card.h - pile_depth - pile_label_h) / 2);
    l.stock = Rect{piles_x, piles_y, l.pile_card.w, l.pile_card.h};
    l.stock_label = Rect{l.stock.x - f.px(10), l.stock.bottom() + pile_depth, l.stock.w + f.px(20),
                         pile_label_h};
    l.discard = Rect{l.stock.right() + f.px(26), piles_y, l.pile_card.w, l.pile_card.h};
    l.discard_label = Rect{l.discard.x - f.px(10), l.discard.bottom() + pile_depth,
                           l.discard.w + f.px(20), pile_label_h};
    if (strip) {
        const float strip_x = l.discard_label.right() + f.px(24);
        l.stock_strip = Rect{strip_x, piles_y, std::max(0.0f, middle.right() - strip_x),
                             l.pile_card.h + pile_depth + pile_label_h};
    }
    return l;
}

Layout TableScene::layout() {
    return layout_fivecrowns(frame(), state().seat_count());
}

std::vector<std::string> TableScene::seat_names() const {
    std::vector<std::string> names;
    for (int seat = 0; seat < names_.size(); ++seat) {
        names.push_back(names_[seat]);
    }
    return names;
}

Narration TableScene::narration() const {
    return Narration{seat_names(), option(hide_computer_hand)};
}

std::vector<int> TableScene::deal_zones() const {
    if (!big_table()) {
        return {ComputerHand, HumanHand, Discard};
    }
    std::vector<int> zones;
    for (int i = 0; i < state().seat_count(); ++i) {
        const int seat = (fc::index(state().turn) + i) % state().seat_count();
        zones.push_back(seat == 0 ? HumanHand : opponent_zone + seat);
    }
    zones.push_back(Discard);
    return zones;
}

// ---- the table ----

namespace {

// The others' names at a table of `state`'s seats.
std::vector<std::string> opponent_names(const fc::GameState& state) {
    std::vector<std::string> names = seat_names(state.seat_count());
    names.erase(names.begin());
    return names;
}

} // namespace

TableScene::TableScene(App& app, Start start) : GameTable(app, start, opponent_names(start.state)) {
    // A save holds the totals, not the rounds: a continued game brings them from beside it.
    const std::vector<int> totals = fc::totals(state());
    const bool scored = std::any_of(totals.begin(), totals.end(), [](int t) { return t != 0; });
    if (auto kept = read_history(memory_at_start(), totals, state().round)) {
        earlier_ = std::move(*kept);
    } else if (state().results.empty() && (state().round > 1 || scored)) {
        earlier_ = ScoreHistory{state().round - 1, totals, {}};
    }
    const Narration n = narration();
    for (const fc::Event& event : start.events) {
        log_.add(narrate(event, n)); // the toss
    }
    if (in_play(state().phase)) {
        // The round as it stands; who plays was said by the toss or is said here.
        std::string opening = "Round " + std::to_string(state().round) + ": " +
                              std::to_string(fc::cards_dealt(state().round)) + " cards each, " +
                              rank_plural(state().wild_rank()) + " and jokers are wild.";
        if (start.events.empty()) {
            opening += " " + names_.with_verb(fc::index(state().turn), "play", "plays") +
                       (big_table() && state().turns_this_round == 0 ? " first." : " next.");
        }
        log_.add(LogEntry::Who::Table, opening);
        if (state().went_out) {
            log_.add(LogEntry::Who::Table,
                     names_.with_verb(fc::index(*state().went_out), "have", "has") +
                         " gone out; this is the last turn of the round.");
            if (*state().went_out == fc::Seat::Computer && !big_table()) {
                computer_out_ = fc::best_arrangement(state().player(fc::Seat::Computer).hand,
                                                     state().wild_rank());
            }
        }
    }
    follow_hand(true);
    if (state().turns_this_round == 0 && !state().went_out) {
        deal_now(layout().stock, deal_zones());
    }
    autosave_now();
}

bool TableScene::option(const char* key) const {
    return app().settings().option(Rules::id, key);
}

bool TableScene::computer_face_up() const {
    // Hidden by the setting only while the round is played; gone out or scored, it is shown.
    // The others at a bigger table hold their cards face down (their places have no room to
    // show them); the round's results show what they held.
    return !big_table() &&
           (!option(hide_computer_hand) || computer_out_ || !in_play(state().phase));
}

std::vector<Card> TableScene::hidden_computer_cards(int seat) const {
    // What the player saw it take from the discard pile is no secret.
    std::vector<Card> hidden = state().player(fc::seat_at(seat)).hand;
    for (const Card seen : state().taken_from_discard[static_cast<std::size_t>(seat)]) {
        if (const auto at = std::find(hidden.begin(), hidden.end(), seen); at != hidden.end()) {
            hidden.erase(at);
        }
    }
    return hidden;
}

void TableScene::follow_hand(bool new_deal) {
    const auto& cards = state().player(fc::Seat::Human).hand;
    if (new_deal) {
        hand_.reset(cards, by_suit(state().wild_rank()));
    } else {
        hand_.sync(cards, by_suit(state().wild_rank()));
    }
    // A card dragged from a pile lands where it was dropped, before its flight is worked out.
    if (drop_at_ && hand_.last_added() >= 0) {
        const int place = std::clamp(*drop_at_, 0, hand_.size() - 1);
        hand_.move(hand_.last_added(), place);
        focus_.target = Target{HumanHand, place};
    }
    drop_at_.reset();
    selected_.reset();
    wild_asked_.reset();
    move_asked_ = false; // a move was made: "Make a move" is answered or moot
}

bool TableScene::human_to(fc::Phase phase) const {
    return state().turn == fc::Seat::Human && state().phase == phase && !computer_busy();
}

bool TableScene::computer_turn() const {
    return state().turn != fc::Seat::Human && in_play(state().phase);
}

bool TableScene::may_draw() const {
    return human_to(fc::Phase::Draw) && !flights_.flying() &&
           fc::why_illegal(state(), fc::DrawStock{}).empty();
}

bool TableScene::may_take_discard() const {
    return human_to(fc::Phase::Draw) && !flights_.flying() &&
           fc::why_illegal(state(), fc::TakeDiscard{}).empty();
}

bool TableScene::discardable(int i) const {
    return human_to(fc::Phase::Discard) && !flights_.flying() && i >= 0 && i < hand_.size() &&
           fc::why_illegal(state(), fc::Discard{hand_.at(i)}).empty();
}

std::vector<Card> TableScene::computer_shown(std::vector<int>* groups) const {
    if (!computer_out_) {
        return state().player(fc::Seat::Computer).hand;
    }
    // Gone out: the computer's hand is laid down as its melds.
    std::vector<Card> shown;
    for (const fc::Meld& meld : computer_out_->melds) {
        groups->push_back(static_cast<int>(meld.cards.size()));
        for (const fc::MeldCard& used : meld.cards) {
            shown.push_back(used.card);
        }
    }
    if (!computer_out_->leftover.empty()) {
        groups->push_back(static_cast<int>(computer_out_->leftover.size()));
        shown.insert(shown.end(), computer_out_->leftover.begin(), computer_out_->leftover.end());
    }
    return shown;
}

void TableScene::lay_out(const table::TableFrame& f) {
    const Layout l = layout_fivecrowns(f, state().seat_count());
    for (int seat = 1; big_table() && seat < state().seat_count(); ++seat) {
        const table::SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
        table::CardRow others{
            opponent_zone + seat, state().player(fc::seat_at(seat)).hand, {}, all_hands_shown()};
        others.boxes = table::fan(place.cards, static_cast<int>(others.cards.size()), place.card,
                                  std::max(1.0f, place.card.w / 12));
        add_row(std::move(others));
    }
    std::vector<int> groups;
    table::CardRow computer{ComputerHand,
                            big_table() ? std::vector<Card>{} : computer_shown(&groups),
                            {},
                            computer_face_up() || all_hands_shown()};
    computer.boxes = groups.empty()
                         ? table::fan(l.computer_hand, static_cast<int>(computer.cards.size()),
                                      l.computer_card, std::max(2.0f, l.computer_card.w / 12))
                         : table::fan_groups(l.computer_hand, groups, l.computer_card,
                                             std::max(2.0f, l.computer_card.w / 12), f.gap * 2);
    add_row(std::move(computer));

    // The draw pile: a stack of backs, thicker when it holds more. Its top card is one target.
    const int layers = std::min<int>(3, static_cast<int>(state().stock.size()) / 20) + 1;
    table::CardRow stock{Stock, {}, {}, false, true};
    for (int i = std::min<int>(layers, static_cast<int>(state().stock.size())) - 1; i >= 0; --i) {
        stock.cards.push_back(state().stock[static_cast<std::size_t>(i)]);
    }
    stock.boxes =
        table::pile(l.stock, static_cast<int>(stock.cards.size()), l.stock_step, stock_edges);
    add_row_all(std::move(stock), may_draw(), 0);
    if (state().stock.empty()) {
        add_spot(Target{Stock, 0}, l.stock, false, 0);
    }

    // The discard pile: its top card, with the edges of the two below.
    table::CardRow discard{Discard, {}, {}, true, true};
    const int shown = std::min<int>(3, static_cast<int>(state().discard.size()));
    for (int i = shown - 1; i >= 0; --i) {
        discard.cards.push_back(state().discard[static_cast<std::size_t>(i)]);
    }
    discard.boxes = table::pile(l.discard, shown, l.discard_step, discard_edges);
    const bool discard_target = may_take_discard() || (selected_ && discardable(*selected_)) ||
                                (dragged().zone == HumanHand && discardable(dragged().index));
    if (discard.cards.empty()) {
        add_spot(Target{Discard, 0}, l.discard, discard_target, 0);
    }
    add_row_all(std::move(discard), discard_target, 0);

    table::CardRow human{HumanHand, hand_.cards(), {}, true};
    human.boxes =
        table::fan(l.human_hand, hand_.size(), l.human_card, std::max(2.0f, l.human_card.w / 12));
    if (selected_ && *selected_ < static_cast<int>(human.boxes.size())) {
        human.boxes[static_cast<std::size_t>(*selected_)].y -= l.lift;
    }
    add_row_all(std::move(human), true, 1);
}

Target TableScene::next_focus() {
    // The focus goes where the next move will be: the piles before drawing, the drawn card
    // after, the Continue button before the computer's turn.
    if (state().phase == fc::Phase::CoinToss) {
        return Target::button(Heads);
    }
    if (computer_turn()) {
        return Target::button(Move);
    }
    if (state().turn == fc::Seat::Human && state().phase == fc::Phase::Draw) {
        return may_draw() || !may_take_discard() ? Target{Stock, 0} : Target{Discard, 0};
    }
    if (state().turn == fc::Seat::Human && state().phase == fc::Phase::Discard &&
        hand_.size() > 0) {
        // The card the help marks, so that Enter acts on what is marked; else the card taken.
        if (const int advised = advised_discard(); advised >= 0) {
            return Target{HumanHand, advised};
        }
        if (focus_.target.zone == HumanHand && hand_.last_added() < 0) {
            return Target{HumanHand, std::clamp(focus_.target.index, 0, hand_.size() - 1)};
        }
        return Target{HumanHand, std::max(0, hand_.last_added())};
    }
    return Target::button(Move);
}

int TableScene::advised_discard() const {
    if (!help_open_ || !advice()) {
        return -1;
    }
    const auto* discard = std::get_if<fc::Discard>(&advice()->action);
    if (discard == nullptr) {
        return -1;
    }
    for (int i = 0; i < hand_.size(); ++i) {
        if (hand_.at(i) == discard->card) {
            return i;
        }
    }
    return -1;
}

void TableScene::advice_came() {
    if (move_asked_) {
        move_asked_ = false;
        play_advice();
        return;
    }
    // The focus ring goes to the card the help marks (unless a card is picked already), so the
    // ring and the mark never point at two cards.
    if (const int advised = advised_discard(); advised >= 0 && !selected_) {
        focus_.target = Target{HumanHand, advised};
    }
}

// ---- the menu ----

std::vector<table::MenuItem> TableScene::menu() {
    const bool busy = flights_.flying() || computer_busy();
    if (state().phase == fc::Phase::CoinToss) {
        return {table::MenuItem{.id = Heads, .label = "Heads", .enabled = !busy, .width = 120},
                table::MenuItem{.id = Tails, .label = "Tails", .enabled = !busy, .width = 120},
                quit_button(), keys_button()};
    }
    const bool computer = computer_turn();
    const bool move =
        !busy && (computer || human_to(fc::Phase::Draw) || human_to(fc::Phase::Discard));
    return {
        save_button(),
        table::MenuItem{.id = Move,
                        .label = computer ? "Continue" : "Make a move",
                        .key = computer ? "C" : "",
                        .enabled = move,
                        .primary = computer && move,
                        .width = 180},
        help_button(!busy && can_help()),
        quit_button(),
        table::MenuItem{.id = Sort,
                        .label = "Sort hand",
                        .enabled = hand_.size() > 1,
                        .width = 140,
                        .right = true},
        table::MenuItem{.id = Scores, .label = "Scores", .key = "R", .width = 110, .right = true},
        undo_button(),
        keys_button()};
}

// ---- the player's moves ----

void TableScene::activate(Target target, table::Press how) {
    switch (target.zone) {
    case Stock:
        if (may_draw()) {
            play(table::player_seat, fc::DrawStock{});
        }
        return;
    case Discard:
        if (may_take_discard()) {
            play(table::player_seat, fc::TakeDiscard{});
        } else if (selected_ && discardable(*selected_)) {
            discard(*selected_);
        }
        return;
    case HumanHand:
        if (!discardable(target.index)) {
            return;
        }
        // The keyboard's focus is already a choice: Enter discards the focused card (a wild
        // at the second Enter); so does a double click. A click picks a card first, then the
        // pile (or drag it there).
        if (how == table::Press::Key) {
            discard_by_key(target.index);
        } else if (how == table::Press::Double) {
            discard(target.index);
        } else {
            selected_ = selected_ == target.index ? std::nullopt : std::optional(target.index);
            wild_asked_.reset();
            changed();
        }
        return;
    default:
        break;
    }
    switch (target.index) {
    case Move:
        if (computer_turn()) {
            go_ahead();
        } else {
            make_a_move();
        }
        return;
    case Sort:
        sort_hand();
        return;
    case Scores:
        open_scores();
        return;
    case Heads:
    case Tails:
        play(table::player_seat, fc::CallToss{target.index == Heads});
        return;
    default:
        return;
    }
}

void TableScene::discard(int hand_index) {
    play(table::player_seat, fc::Discard{hand_.at(hand_index)});
}

void TableScene::discard_by_key(int hand_index) {
    const Card card = hand_.at(hand_index);
    if (fc::is_wild(card, state().wild_rank()) && wild_asked_ != card) {
        // A wild is worth keeping nearly always: Enter on one asks first (the card is lifted,
        // the line under the hand and the log say what the second Enter does).
        wild_asked_ = card;
        selected_ = hand_index;
        log_note("The " + cards::pretty(card) + " is " + (card.is_joker() ? "a joker" : "wild") +
                 ": press Enter again to discard it, Esc to keep it.");
        changed();
        return;
    }
    discard(hand_index);
}

void TableScene::make_a_move() {
    if (!human_to(fc::Phase::Draw) && !human_to(fc::Phase::Discard)) {
        return;
    }
    if (help_open_ && advice()) {
        play_advice();
        return;
    }
    // The expert's move once it has thought (the help opens to say why).
    move_asked_ = true;
    if (!help_open_) {
        toggle_help();
    }
    log_note("Make a move: you play the expert's move, shown in the help.");
}

void TableScene::play_advice() {
    if (!advice() || !player_to_act()) {
        return;
    }
    const fc::Action action = advice()->action;
    if (std::holds_alternative<fc::Discard>(action)) {
        if (const int at = advised_discard(); at >= 0) {
            this->discard(at);
        }
        return;
    }
    if (std::holds_alternative<fc::DrawStock>(action) ||
        std::holds_alternative<fc::TakeDiscard>(action)) {
        play(table::player_seat, action);
    }
}

bool TableScene::key(char key) {
    switch (key) {
    case 'd':
        // A player who draws by key goes on by key: keep the focus ring in view.
        focus_.visible = true;
        activate(Target{Stock, 0}, table::Press::Key);
        return true;
    case 't':
        focus_.visible = true;
        if (may_take_discard()) {
            play(table::player_seat, fc::TakeDiscard{});
        }
        return true;
    case 'c':
        if (computer_turn() && !computer_busy()) {
            go_ahead();
        }
        return true;
    case score_sheet_key:
        open_scores();
        return true;
    default:
        return false;
    }
}

bool TableScene::drop_pick() {
    move_asked_ = false;
    if (!selected_) {
        return false;
    }
    selected_.reset();
    wild_asked_.reset();
    changed();
    return true;
}

void TableScene::shift(Target target, int direction) {
    if (target.zone != HumanHand) {
        return;
    }
    const int to = target.index + direction;
    if (to < 0 || to >= hand_.size()) {
        return;
    }
    hand_.move(target.index, to);
    if (selected_ == target.index) {
        selected_ = to;
    } else if (selected_ == to) {
        selected_ = target.index;
    }
    focus_.target = Target{HumanHand, to};
    changed();
}

bool TableScene::draggable(Target target) const {
    return target.zone == HumanHand || (target.zone == Stock && may_draw()) ||
           (target.zone == Discard && may_take_discard());
}

void TableScene::dropped(Target dragged, Target onto, Point at) {
    const Layout l = layout();
    if (dragged.zone == Stock || dragged.zone == Discard) {
        // A pile's card dropped on the hand is taken, and goes where it was dropped.
        if (onto.zone != HumanHand && !l.human_hand.inset(-frame().gap).contains(at)) {
            say_refused(std::string("Drop the card on your hand to take it, or click the ") +
                        (dragged.zone == Stock ? "draw pile." : "discard pile."));
            return;
        }
        drop_at_ = table::insertion_index(this->row(HumanHand)->boxes, -1, at.x);
        if (dragged.zone == Stock) {
            play(table::player_seat, fc::DrawStock{});
        } else {
            play(table::player_seat, fc::TakeDiscard{});
        }
        drop_at_.reset();
        return;
    }
    if (dragged.zone != HumanHand) {
        return;
    }
    // A card dropped on the pile (or near it) is discarded; within the hand it moves there.
    if ((onto.zone == Discard || l.discard.inset(-frame().gap).contains(at)) &&
        discardable(dragged.index)) {
        discard(dragged.index);
        return;
    }
    if (l.human_hand.inset(-frame().gap).contains(at)) {
        const table::CardRow* row = this->row(HumanHand);
        const int place = table::insertion_index(row->boxes, dragged.index, at.x);
        hand_.move(dragged.index, place);
        selected_.reset();
        focus_.target = Target{HumanHand, place};
        changed();
    }
}

void TableScene::open_scores() {
    const std::string playing =
        in_play(state().phase) ? "Round " + std::to_string(state().round) +
                                     " of 11 is being played: " + rank_plural(state().wild_rank()) +
                                     " and jokers are wild."
                               : "Round " + std::to_string(state().round) + " of 11.";
    app().push(std::make_unique<ScoreSheetOverlay>(
        app(), score_sheet(score_history(), seat_names()), playing));
}

std::string TableScene::memory_for_continue() const {
    // The score sheet, and the order the player keeps the hand in (a kept game continued plays
    // the sheet's rounds again, but not the player's arranging).
    nlohmann::json memory = nlohmann::json::parse(write_history(score_history()));
    nlohmann::json hand = nlohmann::json::array();
    for (const Card& card : hand_.cards()) {
        hand.push_back(cards::to_string(card));
    }
    memory["hand"] = std::move(hand);
    return cards::json_text(memory);
}

void TableScene::continued(const std::string& memory) {
    const nlohmann::json j = nlohmann::json::parse(memory, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object() || !j.contains("hand") || !j["hand"].is_array()) {
        return;
    }
    std::vector<Card> order;
    for (const nlohmann::json& word : j["hand"]) {
        std::string error;
        const auto card =
            word.is_string() ? fc::parse(word.get<std::string>(), error) : std::nullopt;
        if (!card) {
            return; // not what memory_for_continue wrote: the hand keeps its order
        }
        order.push_back(*card);
    }
    hand_.arrange(order);
}

void TableScene::sort_hand() {
    // Melds first, in the order the solver lays them down, then the cards left over.
    const fc::Arrangement a =
        fc::best_arrangement(state().player(fc::Seat::Human).hand, state().wild_rank());
    std::vector<Card> order;
    for (const fc::Meld& meld : a.melds) {
        for (const fc::MeldCard& used : meld.cards) {
            order.push_back(used.card);
        }
    }
    hand_.sort(by_suit(state().wild_rank()));
    hand_.put_first(order);
    selected_.reset();
    changed();
}

// ---- marks ----

std::vector<int> TableScene::hinted_cards() const {
    std::vector<int> positions;
    if (!help_open_ || !advice()) {
        return positions;
    }
    std::vector<bool> used(static_cast<std::size_t>(hand_.size()), false);
    for (const Card c : advice()->highlight) {
        for (int i = 0; i < hand_.size(); ++i) {
            if (!used[static_cast<std::size_t>(i)] && hand_.at(i) == c) {
                used[static_cast<std::size_t>(i)] = true;
                positions.push_back(i);
                break;
            }
        }
    }
    return positions;
}

table::CardMarks TableScene::marks(Target t, Card) const {
    table::CardMarks m;
    const bool advised = help_open_ && advice().has_value();
    switch (t.zone) {
    case Stock:
        m.glow = may_draw();
        m.hint = advised && std::holds_alternative<fc::DrawStock>(advice()->action);
        break;
    case Discard: {
        const bool drop = (selected_ && discardable(*selected_)) || dragged().zone == HumanHand;
        m.drop = drop && human_to(fc::Phase::Discard);
        m.glow = may_take_discard();
        m.hint = advised && std::holds_alternative<fc::TakeDiscard>(advice()->action);
        break;
    }
    case HumanHand: {
        const auto hints = hinted_cards();
        m.offered = discardable(t.index);
        m.selected = selected_ == t.index;
        m.hint = std::find(hints.begin(), hints.end(), t.index) != hints.end();
        break;
    }
    default:
        break;
    }
    return m;
}

void TableScene::decorate(Gfx& g, Target, Card c, const Rect& r) {
    // Every face-up wild, the computer's and the discard pile's too: the kit calls this for
    // face-up cards only, so a hidden hand tells nothing.
    if (fc::is_wild(c, state().wild_rank())) {
        paint_wild_badge(g, r);
    }
}

void paint_wild_badge(Gfx& g, const Rect& r) {
    // A gold tab on the edge a fan leaves showing marks the wilds of this round.
    if (r.w < 24) {
        return; // too small a card to read a letter on
    }
    const float tab = std::max(10.0f, r.w * 0.2f);
    const Rect tab_rect{r.x + r.w * 0.06f, r.y + r.h * 0.42f, tab, tab};
    g.disc(Point{tab_rect.cx(), tab_rect.cy()}, tab / 2, theme::gold);
    g.text_centered(
        "W", tab_rect,
        TextStyle{std::max(8.0f, std::floor(tab * 0.62f)), true, theme::ink_dark, Align::Center});
}

// ---- what happened ----

void TableScene::tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) {
    bool new_deal = false;
    bool reasons_given = reasons.empty();
    const Narration n = narration();
    const std::vector<std::string> told = seat != fc::index(fc::Seat::Human) && !computer_face_up()
                                              ? told_reasons(reasons, hidden_computer_cards(seat))
                                              : reasons;
    if (seat == 0) {
        recap_.clear(); // the player moved: the others' recaps start again
        recap_moves_ = 0;
    }
    last_mover_ = seat;
    for (const fc::Event& event : outcome.events) {
        log_.add(narrate(event, n));
        add_to_recap(event);
        const bool is_move = std::holds_alternative<fc::DrewEvent>(event) ||
                             std::holds_alternative<fc::DiscardedEvent>(event);
        if (is_move && !reasons_given) {
            log_.add_reasons(told);
            reasons_given = true;
        }
        if (const auto* out = std::get_if<fc::WentOutEvent>(&event);
            out && out->seat == fc::Seat::Computer && !big_table()) {
            computer_out_ = out->arrangement;
        }
        if (std::holds_alternative<fc::DealtEvent>(event)) {
            new_deal = true;
            computer_out_.reset();
            recap_.clear();
            recap_moves_ = 0;
        }
    }
    if (!reasons_given) {
        log_.add_reasons(told);
    }
    follow_hand(new_deal);
    if (new_deal) {
        deal_from(layout().stock, deal_zones());
    }
}

Sound TableScene::sound_of(const Outcome& outcome) const {
    return table::move_sound(outcome.events, [](const auto& event) { return event_sound(event); });
}

void TableScene::recall(const Memo& memo) {
    hand_ = memo.hand;
    computer_out_ = memo.computer_out;
    selected_.reset();
    recap_.clear(); // a take-back goes to the player's turn: nothing since
    recap_moves_ = 0;
    last_mover_ = -1;
}

// What each other seat did since the player's last move, for its place at a big table: "2. took
// the 7♥, threw the K♠" (its order in the run, then its turn).
void TableScene::add_to_recap(const fc::Event& event) {
    if (!big_table()) {
        return;
    }
    recap_.resize(static_cast<std::size_t>(state().seat_count()));
    const auto of = [&](fc::Seat seat) -> std::string* {
        const int at = fc::index(seat);
        if (at <= 0 || at >= static_cast<int>(recap_.size())) {
            return nullptr;
        }
        std::string& r = recap_[static_cast<std::size_t>(at)];
        if (r.empty()) {
            r = std::to_string(++recap_moves_) + ".";
        }
        return &r;
    };
    if (const auto* drew = std::get_if<fc::DrewEvent>(&event)) {
        if (std::string* r = of(drew->seat)) {
            *r += drew->from_discard ? " took " + cards::pretty(drew->card) : std::string(" drew");
        }
    } else if (const auto* threw = std::get_if<fc::DiscardedEvent>(&event)) {
        if (std::string* r = of(threw->seat)) {
            *r += ", threw " + cards::pretty(threw->card);
        }
    }
}

double TableScene::computer_pause() const {
    if (big_table()) {
        // A run of computer turns: the first after the player waits to be seen, the rest go
        // quickly (table/run_pacing.hpp); the discard follows its draw at once.
        return state().phase == fc::Phase::Draw
                   ? table::run_pause_after(last_mover_, auto_continue_seconds)
                   : 0;
    }
    return state().phase == fc::Phase::Draw && option(auto_continue) ? auto_continue_seconds : 0;
}

double TableScene::flight_seconds(int seat) const {
    return big_table() && seat != 0 ? table::run_flight : GameTable::flight_seconds(seat);
}

bool TableScene::computer_waits() const {
    // The menu before each turn (docs/cli.md): the computer plays its turn when the player says so.
    // At a big table the others play on as Cruno's do, each place's recap saying what went by.
    return state().phase == fc::Phase::Draw && !option(auto_continue) && !big_table();
}

std::string TableScene::statistics_level(const std::string& difficulty) const {
    // The table's size is part of the row (seated_level: two seats keep the plain row).
    return seated_level(big_table() ? seats_difficulty(difficulty) : difficulty,
                        state().seat_count());
}

NewGameChoice TableScene::again() const {
    NewGameChoice choice = GameTable::again();
    if (big_table()) {
        choice.seats = split_seats(game_.strategy());
        choice.difficulty = seats_difficulty(game_.strategy());
    }
    return choice;
}

bool TableScene::results_due() const {
    return (state().phase == fc::Phase::RoundOver || state().phase == fc::Phase::GameOver) &&
           !state().results.empty();
}

void TableScene::show_results() {
    const bool game_over = state().phase == fc::Phase::GameOver;
    if (big_table()) {
        const std::vector<std::string> names = seat_names();
        table::ResultsSheet sheet = table_round_results(
            state().results.back(), fc::totals(state()), names, game_over,
            [this, game_over, names] {
                if (game_over) {
                    show_final_sheet(table_game_results(state(), names, earlier_));
                } else {
                    deal_next_round();
                }
            });
        show_round_sheet(
            std::move(sheet), game_over ? std::function<void()>{} : [this] { deal_next_round(); });
        return;
    }
    const std::array<std::string, 2> names{names_[0], names_[1]};
    table::ResultsSheet sheet = round_results(
        state().results.back(), fc::scores(state()), names, game_over, [this, game_over, names] {
            if (game_over) {
                table::ResultsSheet final_sheet = game_results(state(), names, earlier_);
                offer_review(final_sheet, "Review of your game");
                show_final_sheet(std::move(final_sheet));
            } else {
                deal_next_round();
            }
        });
    const int round = state().results.back().round;
    offer_review(sheet, "Review of round " + std::to_string(round), round);
    show_round_sheet(
        std::move(sheet), game_over ? std::function<void()>{} : [this] { deal_next_round(); });
}

void TableScene::deal_next_round() {
    play(fc::index(state().went_out.value_or(fc::Seat::Human)), fc::NextRound{});
}

std::optional<GameRecord> TableScene::final_record() const {
    // The score is the player's total (the lowest wins).
    return table::finished_game(
        state().phase == fc::Phase::GameOver, fc::winner(state()),
        fc::totals(state())[static_cast<std::size_t>(fc::index(fc::Seat::Human))]);
}

std::string TableScene::save_name() const {
    return "five-crowns-round-" + std::to_string(state().round);
}

// The card in focus while the player is to discard: the arrangement panel's words for it ("If
// you discard the 7♥: 12 points left", "... you go out!"), or the rules' refusal.
std::string TableScene::move_preview(Target target, Card) const {
    if (target.zone != HumanHand || !human_to(fc::Phase::Discard) || target.index < 0 ||
        target.index >= hand_.size()) {
        return {};
    }
    const Card card = hand_.at(target.index);
    if (std::string why = fc::why_illegal(state(), fc::Discard{card}); !why.empty()) {
        return why;
    }
    std::vector<Card> cards = state().player(fc::Seat::Human).hand;
    if (const auto it = std::find(cards.begin(), cards.end(), card); it != cards.end()) {
        cards.erase(it);
    }
    const fc::Arrangement a = fc::best_arrangement(cards, state().wild_rank());
    return "If you discard the " + cards::pretty(card) + ": " +
           (a.goes_out() ? std::string("you go out!") : std::to_string(a.points) + " points left");
}

const fc::Arrangement& TableScene::human_arrangement() {
    // In the discard phase with a card picked, show what is left after discarding it.
    std::vector<Card> cards = state().player(fc::Seat::Human).hand;
    if (selected_ && human_to(fc::Phase::Discard)) {
        auto it = std::find(cards.begin(), cards.end(), hand_.at(*selected_));
        if (it != cards.end()) {
            cards.erase(it);
        }
    }
    std::sort(cards.begin(), cards.end());
    cards.push_back(Card::of(state().wild_rank(), cards::Suit::Spades)); // the round is in the key
    if (cards != arranged_for_) {
        arranged_for_ = cards;
        cards.pop_back();
        arrangement_ = fc::best_arrangement(cards, state().wild_rank());
    }
    return arrangement_;
}

} // namespace parlor::app::fivecrowns_table
