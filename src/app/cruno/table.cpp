// The Cruno table's flow: what lies where, what a click or key means, what the log says, the
// marks on the players' places. The rest (the computer's turns, help, saving, take-backs, the
// results' moment) is the table kit's.

#include "app/cruno/table.hpp"

#include "app/cruno/results.hpp"
#include "app/table/run_pacing.hpp"
#include "app/table/table_sounds.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/games/cruno/event_words.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::cruno_table {

namespace {

constexpr double reverse_seconds = 0.6; // the direction's arrows turning over
constexpr double draw_on_pause = 0.15;  // between a computer's draws in a row
// A run of computer turns goes as every big table paces it (table/run_pacing.hpp).
using table::run_flight;

// All the rules allow is a draw (nothing fits, no 8, no trickster's cheat).
bool only_draw(const cn::GameState& state) {
    const std::vector<cn::Action> actions = cn::legal_actions(state);
    return actions.size() == 1 && std::holds_alternative<cn::Draw>(actions.front());
}

// The seat to act has nothing to decide but a draw: all the rules allow is one, or it is the
// trickster with nothing that fits and fewer cards than it cheats with (its announced restraint,
// cn::trickster_fewest_cards), so it draws as surely as the rules would make it.
bool draws_without_choice(const cn::GameState& state) {
    if (only_draw(state)) {
        return true;
    }
    const cn::Player& player = state.player(state.turn);
    if (!player.is_trickster() || state.pending_draw > 0 ||
        static_cast<int>(player.hand.size()) >= cn::trickster_fewest_cards) {
        return false;
    }
    const std::vector<cn::Action> actions = cn::legal_actions(state);
    return std::none_of(actions.begin(), actions.end(),
                        [](const cn::Action& a) { return std::holds_alternative<cn::Play>(a); });
}

// Shown by suit (clubs, diamonds, hearts, spades), numbers before actions, low to high.
int order_key(cn::Card card) {
    const auto suit = std::find(cn::suits.begin(), cn::suits.end(), card.suit) - cn::suits.begin();
    return static_cast<int>(suit) * 100 + static_cast<int>(card.kind) * 20 + card.rank;
}

// The keys of the hand's cards past the digits: the letters the table's other keys (C D H S:
// clubs after an 8 or else carry on drawing until one fits, draw, help, save; M: sound on and
// off, at every table) leave free.
constexpr std::string_view card_letters = "abefgijklnopqrtuvwxyz";

// The sound of each event (table_sounds.hpp): a card played or drawn, the pile turned into the
// stock, the end of the game. A skip, a reverse and a Draw Two are heard as the card that made
// them.
Sound event_sound(const cn::Event& event) {
    return std::visit(
        [](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, cn::PlayedEvent>) {
                return Sound::Play;
            } else if constexpr (std::is_same_v<T, cn::DrewEvent>) {
                return Sound::Draw;
            } else if constexpr (std::is_same_v<T, cn::ReshuffledEvent>) {
                return Sound::Shuffle;
            } else if constexpr (std::is_same_v<T, cn::GameOverEvent>) {
                return table::game_end(std::find(e.winners.begin(), e.winners.end(), 0) !=
                                       e.winners.end());
            } else {
                return Sound::None;
            }
        },
        event);
}

std::vector<std::string> opponent_names(const cn::GameState& state) {
    std::vector<std::string> names;
    for (int seat = 1; seat < state.player_count(); ++seat) {
        names.push_back(state.player(seat).name);
    }
    return names;
}

int suit_place(cards::Suit suit) {
    return static_cast<int>(std::find(cn::suits.begin(), cn::suits.end(), suit) -
                            cn::suits.begin());
}

} // namespace

cards::Card face_of(cn::Card card) {
    return card.is_action()
               ? cards::Card::of(Gfx::action_rank(static_cast<int>(card.kind)), card.suit)
               : cards::Card::of(card.rank, card.suit);
}

SessionTally& session_tally() {
    static SessionTally tally;
    return tally;
}

char card_key(int shown_index) {
    if (shown_index >= 0 && shown_index < 9) {
        return static_cast<char>('1' + shown_index);
    }
    if (shown_index == 9) {
        return '0';
    }
    const int letter = shown_index - 10;
    return letter >= 0 && letter < static_cast<int>(card_letters.size())
               ? card_letters[static_cast<std::size_t>(letter)]
               : '\0';
}

int card_at_key(char key) {
    if (key >= '1' && key <= '9') {
        return key - '1';
    }
    if (key == '0') {
        return 9;
    }
    const auto letter = card_letters.find(key);
    return letter == std::string_view::npos ? -1 : 10 + static_cast<int>(letter);
}

// ---- layout ----

// The player's hand: one row while every card's index corner shows; a big hand in rows (the
// lower ones on top, each leaving the index corners of the row above it showing), with smaller
// cards when the rows would climb too far up the table.
struct HandRows {
    CardSize card;
    int rows = 1;
    float row_step = 0; // from one row's top to the next
};

constexpr float corner_share = 0.3f; // of a card's width: its index corner, and some felt
constexpr float row_share = 0.42f;   // of its height: a row's showing part under the next
constexpr float index_share = 0.36f; // of its height: the index (the rank over the suit)

// `key`: the width and height a card's key tab needs beside and under its index corner, so
// that every card of a big hand, the top rows' too, shows its key.
HandRows hand_rows(float width, int cards, CardSize card, float most_height, Point key) {
    for (;;) {
        HandRows h{
            card, 1,
            std::max(std::round(card.h * row_share), std::ceil(card.h * index_share + key.y))};
        const float step = std::max(std::ceil(card.w * corner_share), key.x);
        const int per_row = std::max(1, static_cast<int>((width - card.w) / step) + 1);
        h.rows = std::max(1, (cards + per_row - 1) / per_row);
        const float height = card.h + static_cast<float>(h.rows - 1) * h.row_step;
        if (height <= most_height || card.h < 40) {
            return h;
        }
        card = table::card_of_height(std::floor(card.h * 0.92f));
    }
}

// Each card's box: in columns of `rows` cards when there are several rows, the shown order
// running down a column (each card lower and on top of the one before) and on to the next, so
// that it also runs left to right, as the arrow keys, Home and End go.
std::vector<Rect> hand_boxes(const Rect& area, int cards, const HandRows& h, float gap) {
    const int columns = (cards + h.rows - 1) / std::max(1, h.rows);
    const float bottom = area.y + h.card.h;
    const std::vector<Rect> tops =
        table::fan(Rect{area.x, bottom - h.card.h, area.w, h.card.h}, columns, h.card, gap);
    std::vector<Rect> boxes;
    for (int i = 0; i < cards; ++i) {
        Rect r = tops[static_cast<std::size_t>(i / h.rows)];
        r.y += static_cast<float>(i % h.rows) * h.row_step;
        boxes.push_back(r);
    }
    return boxes;
}

// The part of each card that the cards after it leave showing.
std::vector<Rect> showing_parts(const std::vector<Rect>& boxes) {
    std::vector<Rect> parts = boxes;
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        for (std::size_t j = i + 1; j < boxes.size(); ++j) {
            const Rect& later = boxes[j];
            if (later.x > boxes[i].x) {
                parts[i].w = std::min(parts[i].w, later.x - boxes[i].x);
                break; // the next column covers the rest
            }
            if (later.y > boxes[i].y) {
                parts[i].h = std::min(parts[i].h, later.y - boxes[i].y);
            }
        }
    }
    return parts;
}

Layout layout_cruno(const table::TableFrame& f, int players, int hand_cards) {
    Layout l;
    const Rect p = f.play;
    const int others = std::max(1, players - 1);
    // The key tab under each card's index (paint_keys): a line of small text and a margin.
    const Point key{f.px(24), std::ceil(f.font_small * 1.25f) + f.px(3)};
    const HandRows rows =
        hand_rows(p.w, hand_cards, table::card_of_height(std::min(f.px(128), p.h * 0.24f)),
                  std::max(std::min(f.px(128), p.h * 0.24f), p.h * 0.38f), key);
    l.human_card = rows.card;
    l.lift = f.px(16);
    const float label_h = f.px(22);
    const float hand_h = l.human_card.h + static_cast<float>(rows.rows - 1) * rows.row_step;
    l.human_hand = Rect{p.x, p.bottom() - l.lift - hand_h, p.w, l.lift + hand_h};
    l.human_label = Rect{p.x, l.human_hand.y - label_h, p.w, label_h};
    const Rect cards_area{p.x, l.human_hand.y + l.lift, p.w, hand_h};
    l.hand = hand_boxes(cards_area, hand_cards, rows, std::max(2.0f, l.human_card.w / 12));
    l.hand_showing = showing_parts(l.hand); // where each card's key is written

    // The opponents sit round the table in seat order from the player's left (table::seat_ring).
    const Rect room{p.x, p.y, p.w, l.human_label.y - f.gap - p.y};
    const std::vector<SeatPlace> ring = table::seat_ring(f, room, others);
    const float ph = ring.front().box.h;
    l.seats.resize(static_cast<std::size_t>(players));
    for (int k = 1; k < players; ++k) {
        l.seats[static_cast<std::size_t>(k)] = ring[static_cast<std::size_t>(k - 1)];
    }
    const float cx = room.cx();

    // The middle: the stock and the discard pile side by side inside the ring of the direction
    // (their labels and its words under them), the suit to follow beside it.
    const float top_of_middle = room.y + ph + f.gap;
    const float avail = room.bottom() - top_of_middle;
    const float words = 2 * f.font_small + f.px(16);
    l.middle_card =
        table::card_of_height(std::max(f.px(40), std::min(f.px(118), avail - 2 * words - f.px(8))));
    const float my = std::round(top_of_middle + avail / 2);
    const float gap = f.px(18);
    l.stock = Rect{std::round(cx - l.middle_card.w - gap / 2), my - l.middle_card.h / 2 - f.px(8),
                   l.middle_card.w, l.middle_card.h};
    l.discard = Rect{std::round(cx + gap / 2), l.stock.y, l.middle_card.w, l.middle_card.h};
    const float rx = l.middle_card.w + gap / 2 + f.px(30);
    const float ry = std::min(avail / 2, l.middle_card.h / 2 + words);
    l.direction = Rect{cx - rx, my - ry, 2 * rx, 2 * ry};
    // The disc of the suit to follow and its name under it, beside the ring, as large as the room
    // there leaves: with large text in a small window a seat of the ring sits close by, and the
    // disc goes higher or lower beside the ring (by the ring's height) before it gets smaller.
    const auto follow_at = [&](float size, float y) {
        return Rect{l.direction.right() + f.px(8), std::round(y - size / 2), size, size};
    };
    const auto clear = [&](const Rect& disc) {
        const float name_w = std::max(disc.w, 5.2f * f.font_small); // "Diamonds", bold
        const Rect with_name{disc.cx() - name_w / 2, disc.y, name_w,
                             disc.h + f.px(4) + 1.3f * f.font_small};
        return p.contains(with_name) &&
               std::none_of(l.seats.begin() + 1, l.seats.end(),
                            [&](const SeatPlace& seat) { return seat.box.overlaps(with_name); });
    };
    const float step = std::max(1.0f, f.px(4));
    std::optional<Rect> follow;
    for (float size = f.px(84); !follow && size >= f.px(36); size -= step) {
        for (const float shift : {0.0f, -0.25f, -0.5f, -0.75f, 0.25f, 0.5f}) {
            const Rect disc = follow_at(size, my + shift * 2 * ry);
            if (clear(disc)) {
                follow = disc;
                break;
            }
        }
    }
    l.follow = follow.value_or(follow_at(f.px(36), my));
    l.middle = Rect{l.direction.x, l.direction.y, l.follow.right() - l.direction.x, l.direction.h};
    // The suit picker for an 8: between the middle and the hand when there is room, else lower,
    // over the top of the hand (which waits while a suit is named), never over the piles.
    const float button = f.px(64);
    const float above = f.px(22) + f.font_small; // the panel's room over the buttons: its line
    const float below = f.px(10);
    float picker_y = l.human_label.y - button - f.px(6);
    picker_y = std::max(picker_y, l.middle.bottom() + f.px(4) + above);
    picker_y = std::min(picker_y, p.bottom() - button - below);
    l.picker = Rect{cx - 2 * button - 1.5f * f.px(10), picker_y, 4 * button + 3 * f.px(10), button};
    l.picker_panel = Rect{l.picker.x - f.px(10), l.picker.y - above, l.picker.w + f.px(20),
                          button + above + below};
    return l;
}

Layout TableScene::layout() {
    return layout_cruno(frame(), state().player_count(),
                        static_cast<int>(state().player(0).hand.size()));
}

// ---- the table ----

TableScene::TableScene(App& app, Start start) : GameTable(app, start, opponent_names(start.state)) {
    const bool fresh = !resumed() && state().discard.size() == 1 &&
                       std::all_of(state().players.begin(), state().players.end(),
                                   [](const cn::Player& p) { return p.hand.size() == 5; });
    if (state().phase == cn::Phase::Play) {
        log_.add(LogEntry::Who::Table,
                 "Cruno for " + std::to_string(state().player_count()) + " players" +
                     (state().decks == 2 ? " with two decks" : "") + ": follow the " +
                     cn::pretty(state().top().shown()) + " by suit or rank, or play an 8. " +
                     names_.with_verb(state().turn, "play", "plays") +
                     (fresh ? " first." : " next."));
        for (const cn::Player& player : state().players) {
            if (player.is_trickster()) {
                log_.add(LogEntry::Who::Table,
                         player.name +
                             " is the trickster: with nothing to play it may turn a "
                             "card into an 8, " +
                             cn::trickster_limit_words() + ", and says so.");
            }
        }
    }
    if (fresh) {
        std::vector<int> zones;
        for (int i = 1; i <= state().player_count(); ++i) {
            const int seat = state().next_seat(state().dealer, i);
            zones.push_back(seat == 0 ? HumanHand : opponent_zone + seat);
        }
        zones.push_back(Discard);
        deal_now(layout().stock, zones);
    }
    autosave_now();
}

std::vector<cn::Card> TableScene::hand_shown() const {
    std::vector<cn::Card> hand = state().player(0).hand;
    std::stable_sort(hand.begin(), hand.end(),
                     [](cn::Card a, cn::Card b) { return order_key(a) < order_key(b); });
    return hand;
}

bool TableScene::human_to_act() const {
    return player_to_act() && state().phase == cn::Phase::Play;
}

bool TableScene::playable_at(int shown_index) const {
    const auto hand = hand_shown();
    if (shown_index < 0 || shown_index >= static_cast<int>(hand.size()) ||
        state().phase != cn::Phase::Play || state().turn != 0 || state().pending_draw > 0) {
        return false;
    }
    return cn::playable(state(), hand[static_cast<std::size_t>(shown_index)]);
}

bool TableScene::may_draw() const {
    return human_to_act() && !picking_ && cn::why_illegal(state(), cn::Draw{}).empty();
}

bool TableScene::step(double dt) {
    const bool drew = draw_on();
    if (turn_anim_ <= 0) {
        return drew;
    }
    turn_anim_ = std::max(0.0, turn_anim_ - dt / reverse_seconds);
    return true;
}

// A computer that has begun to draw and still has nothing to do but draw draws on at once: no
// pause and nothing to think about (the rules leave it no choice), so ten cards are one quick
// move, flying together. The run's first draw was its own decision, with its reasons; a card
// that fits (or an 8, or the trickster's cheat) stops the run and the computer decides again.
bool TableScene::draw_on() {
    bool drew = false;
    if (watching()) {
        return drew; // a watched game's draws are the record's, each its own step
    }
    while (state().phase == cn::Phase::Play && state().turn != 0 && drawing_ == state().turn &&
           !computer_busy() && draws_without_choice(state())) {
        play(state().turn, cn::Draw{});
        drew = true;
    }
    return drew;
}

double TableScene::computer_pause() const {
    // A computer drawing on while it could play (an expert keeping its 8s) decides each draw
    // itself, but without the pause that lets the player see one move at a time.
    if (drawing_ >= 0 && drawing_ == state().turn) {
        return draw_on_pause;
    }
    // The first computer after the player waits as long as ever (the player's own card lands and
    // is seen); the ones after it go quickly.
    return table::run_pause_after(last_mover_, GameTable::computer_pause());
}

double TableScene::flight_seconds(int seat) const {
    return seat != 0 ? run_flight : GameTable::flight_seconds(seat);
}

std::vector<std::string> recap_words(const SeatRecap& r) {
    if (r.order == 0) {
        return {};
    }
    std::vector<std::string> full;
    std::vector<std::string> brief;
    if (r.skipped) {
        full.emplace_back("skipped");
        brief.emplace_back("skip");
    }
    if (r.forced > 0) {
        full.push_back("took " + std::to_string(r.forced) + " for a +2");
        brief.push_back("+" + std::to_string(r.forced));
    }
    if (r.drew > 0) {
        full.push_back("drew " + std::to_string(r.drew));
        brief.push_back("drew " + std::to_string(r.drew));
    }
    for (const std::string& card : r.played) {
        full.push_back("played " + card);
        brief.push_back(card);
    }
    const auto joined = [&](const std::vector<std::string>& parts, const char* between) {
        std::string text = std::to_string(r.order) + ".";
        for (std::size_t i = 0; i < parts.size(); ++i) {
            text += (i == 0 ? " " : between) + parts[i];
        }
        return text;
    };
    std::vector<std::string> words{joined(full, ", "), joined(brief, " · ")};
    if (!r.played.empty()) {
        words.push_back(std::to_string(r.order) + ". " + r.played.back());
    }
    return words;
}

// What a move of another seat adds to its recap; the player's own move starts a new one.
void TableScene::add_to_recap(const cn::Event& event) {
    recap_.resize(static_cast<std::size_t>(state().player_count()));
    const auto of = [&](int seat) -> SeatRecap* {
        if (seat <= 0 || seat >= static_cast<int>(recap_.size())) {
            return nullptr;
        }
        SeatRecap& r = recap_[static_cast<std::size_t>(seat)];
        if (r.order == 0) {
            r.order = ++recap_moves_;
        }
        return &r;
    };
    if (const auto* played = std::get_if<cn::PlayedEvent>(&event)) {
        if (SeatRecap* r = of(played->player)) {
            std::string card = cn::pretty(played->card);
            if (played->suit && played->card.is_eight()) {
                card += "\u2192" + cards::suit_symbol(*played->suit);
            }
            r->played.push_back(std::move(card));
        }
    } else if (const auto* drew = std::get_if<cn::DrewEvent>(&event)) {
        if (SeatRecap* r = of(drew->player)) {
            ++(drew->forced ? r->forced : r->drew);
        }
    } else if (const auto* skipped = std::get_if<cn::SkippedEvent>(&event)) {
        if (SeatRecap* r = of(skipped->player)) {
            r->skipped = true;
        }
    }
}

void TableScene::recall(const Memo& memo) {
    marks_ = memo.marks;
    callout_ = memo.callout;
    picking_.reset();
    turn_anim_ = 0;
    drawing_ = -1;
    run_ = DrawRun{};
    recap_.clear(); // a take-back goes to the player's turn: nothing since
    recap_moves_ = 0;
    last_mover_ = -1;
}

void TableScene::lay_out(const table::TableFrame& f) {
    const Layout l =
        layout_cruno(f, state().player_count(), static_cast<int>(state().player(0).hand.size()));
    for (int seat = 1; seat < state().player_count(); ++seat) {
        const SeatPlace& place = l.seats[static_cast<std::size_t>(seat)];
        table::CardRow row{opponent_zone + seat, {}, {}, all_hands_shown()};
        for (const cn::Card c : state().player(seat).hand) {
            row.cards.push_back(face_of(c));
        }
        row.boxes =
            table::fan(place.cards, static_cast<int>(row.cards.size()), place.card, f.px(2));
        add_row(std::move(row));
    }

    // The stock: a few backs, thicker when it holds more; its top card is the one drawn.
    const int stock_size = static_cast<int>(state().stock.size());
    const int layers = std::min(stock_size, std::min(3, stock_size / 20) + 1);
    table::CardRow stock{Stock, {}, {}, false, true};
    for (int i = layers - 1; i >= 0; --i) {
        stock.cards.push_back(face_of(state().stock[static_cast<std::size_t>(i)]));
    }
    stock.boxes = table::pile(l.stock, layers, f.px(2.4f), 3);
    if (stock.cards.empty()) {
        add_spot(Target{Stock, 0}, l.stock, may_draw(), 1);
    } else {
        add_row_all(std::move(stock), may_draw(), 1);
    }

    table::CardRow discard{Discard, {}, {}, true, true};
    const int shown = std::min<int>(3, static_cast<int>(state().discard.size()));
    for (int i = shown - 1; i >= 0; --i) {
        discard.cards.push_back(face_of(state().discard[static_cast<std::size_t>(i)].shown()));
    }
    discard.boxes = table::pile(l.discard, shown, f.px(3), 2);
    add_row(std::move(discard));

    const auto hand = hand_shown();
    table::CardRow human{HumanHand, {}, {}, true};
    for (const cn::Card c : hand) {
        human.cards.push_back(face_of(c));
    }
    human.boxes = l.hand;
    if (picking_) {
        const auto it = std::find(hand.begin(), hand.end(), *picking_);
        if (it != hand.end()) {
            human.boxes[static_cast<std::size_t>(it - hand.begin())].y -= l.lift;
        }
    }
    std::vector<bool> reachable(human.cards.size(), false);
    for (std::size_t i = 0; i < reachable.size(); ++i) {
        reachable[i] = human_to_act() && !picking_;
    }
    add_row(std::move(human), reachable, 0);

    if (picking_) {
        const float w = l.picker.h;
        for (int i = 0; i < 4; ++i) {
            add_spot(Target{SuitPick, i},
                     Rect{l.picker.x + static_cast<float>(i) * (w + f.px(10)), l.picker.y, w, w},
                     true, 2);
        }
    }
}

Target TableScene::next_focus() {
    if (!human_to_act()) {
        return Target::button(draw_button);
    }
    if (picking_) {
        const auto& advice = this->advice();
        return Target{SuitPick, advice && advice->suit ? suit_place(*advice->suit) : 0};
    }
    const auto hand = hand_shown();
    for (int i = 0; i < static_cast<int>(hand.size()); ++i) {
        if (playable_at(i)) {
            return Target{HumanHand, i};
        }
    }
    return Target{Stock, 0};
}

// ---- the menu ----

std::vector<table::MenuItem> TableScene::menu() {
    bool any_playable = false;
    for (int i = 0; i < static_cast<int>(state().player(0).hand.size()); ++i) {
        any_playable = any_playable || playable_at(i);
    }
    const bool draw_now = may_draw();
    std::string label = state().pending_draw > 0 && state().turn == 0 ? "Draw two" : "Draw a card";
    if (state().phase == cn::Phase::Play && state().turn != 0) {
        label = names_[state().turn] + " to play…";
    }
    const bool until = may_draw_until();
    return {save_button(),
            table::MenuItem{.id = draw_button,
                            .label = label,
                            .key = "D",
                            .enabled = draw_now,
                            .primary = draw_now && !any_playable && !until,
                            .width = 220},
            table::MenuItem{.id = draw_until_button,
                            .label = "Draw until one fits",
                            .key = "C",
                            .enabled = until,
                            .primary = until,
                            .width = 300},
            help_button(can_help()),
            undo_button(),
            quit_button(),
            keys_button()};
}

// ---- the player's moves ----

void TableScene::activate(Target target, table::Press) {
    if (target.zone == HumanHand) {
        press_card(target.index);
    } else if (target.zone == Stock || target == Target::button(draw_button)) {
        draw();
    } else if (target == Target::button(draw_until_button)) {
        draw_until_fits();
    } else if (target.zone == SuitPick) {
        name_suit(target.index);
    }
}

bool TableScene::key_first(char key) {
    if (!picking_) {
        return false;
    }
    static constexpr char letters[] = {'c', 'd', 'h', 's'}; // cn::suits' order
    for (int i = 0; i < 4; ++i) {
        if (key == '1' + i || key == letters[i]) {
            name_suit(i);
            return true;
        }
    }
    return true; // nothing else while a suit is being chosen
}

bool TableScene::key(char key) {
    if (const int i = card_at_key(key); i >= 0) {
        if (i < static_cast<int>(state().player(0).hand.size())) {
            focus_.target = Target{HumanHand, i};
            press_card(i);
        }
        return true;
    }
    if (key == 'd') {
        draw();
        return true;
    }
    if (key == 'c') {
        draw_until_fits();
        return true;
    }
    return false;
}

bool TableScene::drop_pick() {
    if (!picking_) {
        return false;
    }
    picking_.reset();
    focus_.target = next_focus();
    changed();
    return true;
}

bool TableScene::draggable(Target target) const {
    return target.zone == HumanHand && human_to_act() && !picking_ && playable_at(target.index);
}

void TableScene::dropped(Target dragged, Target onto, Point at) {
    if (dragged.zone != HumanHand) {
        return;
    }
    const Layout l = layout();
    if (onto.zone == Discard || l.discard.inset(-frame().gap).contains(at) ||
        l.direction.contains(at)) {
        press_card(dragged.index);
    }
}

void TableScene::press_card(int shown_index) {
    if (!human_to_act() || picking_) {
        return;
    }
    const cn::Card card = hand_shown()[static_cast<std::size_t>(shown_index)];
    if (!playable_at(shown_index)) {
        say_refused(cn::why_illegal(state(), cn::Play{card, std::nullopt}));
        return;
    }
    if (card.is_eight()) {
        picking_ = card; // the suit to name comes next
        focus_.target = next_focus();
        say_focus();
        changed();
        return;
    }
    play(table::player_seat, cn::Play{card, std::nullopt});
}

void TableScene::name_suit(int suit_index) {
    if (!picking_ || suit_index < 0 || suit_index > 3) {
        return;
    }
    const cn::Card eight = *picking_;
    picking_.reset();
    play(table::player_seat, cn::Play{eight, cn::suits[static_cast<std::size_t>(suit_index)]});
}

void TableScene::draw() {
    if (may_draw()) {
        play(table::player_seat, cn::Draw{});
    }
}

bool TableScene::nothing_fits() const {
    const auto& hand = state().player(0).hand;
    return std::none_of(hand.begin(), hand.end(),
                        [&](const cn::Card c) { return cn::playable(state(), c); });
}

bool TableScene::may_draw_until() const {
    return may_draw() && state().pending_draw == 0 && nothing_fits();
}

// One press, as many draws as it takes: each is a move of the rules (recorded, named in the
// log, its card flying in), made at once while nothing fits; one decision, taken back whole.
void TableScene::draw_until_fits() {
    if (!may_draw_until()) {
        return;
    }
    bool first = true;
    while (state().phase == cn::Phase::Play && state().turn == 0 && state().pending_draw == 0 &&
           nothing_fits() && cn::why_illegal(state(), cn::Draw{}).empty()) {
        const std::size_t held = state().player(0).hand.size();
        if (first) {
            play(table::player_seat, cn::Draw{});
        } else {
            play_on(cn::Draw{});
        }
        first = false;
        if (state().player(0).hand.size() == held) {
            return; // nothing drawn (refused, and the log says why): never loop on it
        }
    }
}

bool TableScene::discard_hinted() const {
    return !state().discard.empty() &&
           marks(Target{Discard, 0}, face_of(state().discard.front().shown())).hint;
}

bool TableScene::hinted_at(int shown_index) const {
    const auto hand = hand_shown();
    if (shown_index < 0 || shown_index >= static_cast<int>(hand.size())) {
        return false;
    }
    return marks(Target{HumanHand, shown_index},
                 face_of(hand[static_cast<std::size_t>(shown_index)]))
        .hint;
}

std::string TableScene::card_words(Target target, Card card) const {
    if (target.zone == HumanHand) {
        const auto hand = hand_shown();
        if (target.index >= 0 && target.index < static_cast<int>(hand.size())) {
            return cn::pretty(hand[static_cast<std::size_t>(target.index)]);
        }
    } else if (target.zone == Discard && !state().discard.empty()) {
        return cn::pretty(state().discard.front().shown());
    }
    return GameTable::card_words(target, card);
}

table::CardMarks TableScene::marks(Target t, Card c) const {
    table::CardMarks m;
    const auto& advice = this->advice();
    const bool helping = help_open_ && advice.has_value();
    if (t.zone == HumanHand) {
        const bool acting = human_to_act() && !picking_;
        const bool fits = playable_at(t.index);
        m.offered = acting && fits;
        m.glow = acting && fits;
        m.dim = acting && !fits;
        m.selected = picking_ && face_of(*picking_) == c;
        m.hint = acting && helping && advice->card && face_of(*advice->card) == c &&
                 std::holds_alternative<cn::Play>(advice->action);

    } else if (t.zone == Stock) {
        m.offered = may_draw();
        m.hint = may_draw() && helping && std::holds_alternative<cn::Draw>(advice->action);
    } else if (t.zone == Discard) {
        // The pile the recommended card goes on (a pile's marks go on its top card).
        m.hint = human_to_act() && !picking_ && helping &&
                 std::holds_alternative<cn::Play>(advice->action);
    }
    return m;
}

// ---- what happened ----

void TableScene::tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) {
    marks_.clear(); // the marks of the move before last have been seen
    callout_.clear();
    // Of a run of draws by the same player only the first says why.
    const bool drawing =
        std::any_of(outcome.events.begin(), outcome.events.end(), [](const cn::Event& e) {
            const auto* drew = std::get_if<cn::DrewEvent>(&e);
            return drew && !drew->forced;
        });
    bool reasons_told = seat == 0 || (drawing && drawing_ == seat);
    drawing_ = drawing ? seat : -1;
    if (seat == 0) {
        recap_.clear();
        recap_moves_ = 0;
    }
    last_mover_ = seat;
    for (const cn::Event& event : outcome.events) {
        const int actor = std::visit(
            [](const auto& e) -> int {
                using T = std::decay_t<decltype(e)>;
                if constexpr (std::is_same_v<T, cn::PlayedEvent> ||
                              std::is_same_v<T, cn::DrewEvent>) {
                    return e.player;
                } else {
                    return -1;
                }
            },
            event);
        const LogEntry::Who who = actor < 0    ? LogEntry::Who::Table
                                  : actor == 0 ? LogEntry::Who::Human
                                               : LogEntry::Who::Computer;
        if (const auto* drew = std::get_if<cn::DrewEvent>(&event)) {
            tell_draw(*drew, who);
        } else {
            log_.add(LogEntry{who, cn::event_text(state(), event, 0), {}});
        }
        if (actor == seat && !reasons_told) {
            log_.add_reasons(reasons);
            reasons_told = true;
        }
        add_to_recap(event);
        if (const auto* skipped = std::get_if<cn::SkippedEvent>(&event)) {
            marks_.push_back(SeatMark{skipped->player, "Skipped"});
        } else if (const auto* two = std::get_if<cn::DrawTwoEvent>(&event)) {
            marks_.push_back(SeatMark{two->player, "+2"});
        } else if (std::holds_alternative<cn::ReversedEvent>(event)) {
            turn_anim_ = app().settings().animations ? 1.0 : 0.0;
        } else if (const auto* played = std::get_if<cn::PlayedEvent>(&event);
                   played && played->converted_from) {
            marks_.push_back(SeatMark{played->player, "Trickster!"});
            callout_ = names_[played->player] + " turns the " +
                       cn::pretty(*played->converted_from) + " into an 8 and names " +
                       cards::suit_name(*played->suit) + ": the trickster's cheat";
        }
    }
}

Sound TableScene::sound_of(const Outcome& outcome) const {
    return table::move_sound(outcome.events, [](const auto& event) { return event_sound(event); });
}

// A computer's draws in a row are one line that counts them ("Erin draws 10 cards."), a Draw
// Two's two cards another: the player reads how many, not ten lines of the same words. The
// player's own draws each name their card.
void TableScene::tell_draw(const cn::DrewEvent& drew, LogEntry::Who who) {
    const auto& entries = log_.entries();
    const bool goes_on = drew.player != 0 && run_.seat == drew.player &&
                         run_.forced == drew.forced && run_.line + 1 == entries.size();
    if (!goes_on) {
        log_.add(LogEntry{who, cn::event_text(state(), drew, 0), {}});
        run_ = DrawRun{drew.player, drew.forced, 1, log_.entries().size() - 1};
        return;
    }
    ++run_.cards;
    std::vector<std::string> reasons = entries[run_.line].reasons;
    log_.truncate(run_.line);
    log_.add(LogEntry{who,
                      names_[drew.player] + " draws " +
                          cards::count_text(run_.cards, "card", "cards") +
                          (drew.forced ? " for the Draw Two." : "."),
                      std::move(reasons)});
}

void TableScene::show_results() {
    if (!tallied_) {
        tallied_ = true;
        SessionTally& tally = session_tally();
        if (tally.players != state().player_count()) {
            tally = SessionTally{
                state().player_count(), 0,
                std::vector<double>(static_cast<std::size_t>(state().player_count()), 0.0)};
        }
        ++tally.games;
        for (const int winner : state().winners) {
            tally.wins[static_cast<std::size_t>(winner)] +=
                1.0 / static_cast<double>(state().winners.size());
        }
    }
    table::ResultsSheet sheet = results_sheet(state(), names_, session_tally());
    offer_review(sheet, "Review of your game");
    show_final_sheet(std::move(sheet));
}

// Play again seats the same personalities round the table (a loaded game's included).
NewGameChoice TableScene::again() const {
    NewGameChoice choice = GameTable::again();
    choice.players = static_cast<int>(state().players.size());
    choice.seats.clear();
    for (std::size_t seat = 1; seat < state().players.size(); ++seat) {
        choice.seats.push_back(state().players[seat].plays);
    }
    return choice;
}

std::optional<GameRecord> TableScene::final_record() const {
    if (state().phase != cn::Phase::GameOver || state().winners.empty()) {
        return std::nullopt;
    }
    GameRecord record;
    const bool won =
        std::find(state().winners.begin(), state().winners.end(), 0) != state().winners.end();
    record.result = !won                         ? GameRecord::Result::Loss
                    : state().winners.size() > 1 ? GameRecord::Result::Tie
                                                 : GameRecord::Result::Win;
    record.score = cn::penalty(state().player(0).hand); // what was left in the player's hand
    if (state().end_reason == cn::EndReason::StockOut) {
        record.counts["ended by the stock"] = 1;
    }
    return record;
}

} // namespace parlor::app::cruno_table
