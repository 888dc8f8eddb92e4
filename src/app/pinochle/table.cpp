// The Pinochle table's flow: what lies where, what a click, a drag or a key means, what the log
// says, the round's end. The rest (the computer's turns, help, saving, the results' moment) is
// the table kit's.

#include "app/pinochle/table.hpp"

#include "app/pinochle/results.hpp"
#include "app/scenes/confirm_dialog.hpp"
#include "app/table/finished_game.hpp"
#include "app/table/table_sounds.hpp"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace parlor::app::pinochle_table {

namespace {

// Trump first, then the other suits so that colours alternate; high cards first in each suit.
int suit_place(cards::Suit suit, cards::Suit trump) {
    if (suit == trump) {
        return 0;
    }
    constexpr cards::Suit order[] = {cards::Suit::Spades, cards::Suit::Hearts, cards::Suit::Clubs,
                                     cards::Suit::Diamonds};
    int place = 1;
    for (const cards::Suit s : order) {
        if (s == suit) {
            return place;
        }
        if (s != trump) {
            ++place;
        }
    }
    return place;
}

int lowest_bit(std::uint32_t bits) {
    int i = 0;
    while (bits != 0 && (bits & 1U) == 0) {
        bits >>= 1U;
        ++i;
    }
    return i;
}

} // namespace

// ---- layout ----

Layout layout_pinochle(const table::TableFrame& f) {
    Layout l;
    const Rect p = f.play;
    const float label_h = f.px(20);
    // Under the trick's cards, a line of small text (however large the font's floor makes it):
    // inside the middle, so that it never reaches the player's melds label below.
    const float caption_h = std::ceil(std::max(f.px(18), f.font_small * 1.5f));
    // With large text in a small window the rows at their size run over the buttons: the
    // computer's cards, the melds and the middle are made smaller to fit, the player's hand (what
    // large cards are for) only when they can shrink no further, and the labels (the text) never.
    const float labels = 4 * label_h + f.px(8) + 2 * f.px(24) + caption_h;
    const float hand_h = f.px(16) + f.px(124);
    const float others_h = f.px(74) + 2 * f.px(64) + f.px(100);
    const float k = std::clamp((p.h - labels - hand_h) / others_h, 0.55f, 1.0f);
    const float k_hand = std::clamp((p.h - labels - others_h * k) / hand_h, 0.5f, 1.0f);
    const auto sized = [&](float h) { return k < 1 ? std::floor(f.px(h) * k) : f.px(h); };
    const auto hand_sized = [&](float h) {
        return k_hand < 1 ? std::floor(f.px(h) * k_hand) : f.px(h);
    };
    l.computer_card = table::card_of_height(sized(74));
    l.meld_card = table::card_of_height(sized(64));
    l.middle_card = table::card_of_height(sized(100));
    l.capture_card = table::card_of_height(sized(64));
    l.human_card = table::card_of_height(hand_sized(124));
    l.lift = hand_sized(16);
    const float middle_h = f.px(24) + l.middle_card.h + caption_h;
    const float rows[] = {
        label_h + l.computer_card.h,        // the computer's name and hand
        label_h + l.meld_card.h,            // its melds
        middle_h,                           // stock, trick, captures
        label_h + f.px(8) + l.meld_card.h,  // the player's melds (they rise too)
        f.px(24) + l.lift + l.human_card.h, // the player's name, prompt and hand
    };
    float fixed = 0;
    for (const float r : rows) {
        fixed += r;
    }
    const float air = std::floor(std::max(0.0f, p.h - fixed) / 4);
    float y = p.y;
    l.computer_label = Rect{p.x, y, p.w, label_h};
    l.computer_hand = Rect{p.x, y + label_h, p.w, l.computer_card.h};
    y += rows[0] + air;
    l.computer_melds_label = Rect{p.x, y, p.w, label_h};
    l.computer_melds = Rect{p.x, y + label_h, p.w, l.meld_card.h};
    y += rows[1] + air;

    l.middle = Rect{p.x, y, p.w, middle_h};
    const float card_top = y + f.px(20);
    l.stock = Rect{p.x + f.px(10), card_top, l.middle_card.w, l.middle_card.h};
    l.stock_label = Rect{p.x, y, l.middle_card.w + l.middle_card.h * 0.55f + f.px(20), f.px(18)};
    const float captures_w = 2 * (l.capture_card.w + f.px(92));
    l.captures = Rect{p.right() - captures_w, y, captures_w, middle_h};
    const float trick_x =
        l.stock.x + l.middle_card.w / 2 + l.middle_card.h * 0.55f + l.middle_card.h / 2 + f.gap * 2;
    l.trick = Rect{trick_x, y, l.captures.x - f.gap - trick_x, middle_h};
    // Cards made smaller for large text still leave their names room to stand apart.
    l.trick_gap = std::max(f.px(30), std::ceil(7 * f.font_small - l.middle_card.w));
    const float pair_w = 2 * l.middle_card.w + l.trick_gap;
    l.trick_cards = Rect{std::floor(l.trick.cx() - pair_w / 2), card_top, pair_w, l.middle_card.h};
    // Clear of the ring round the winning card.
    l.trick_caption = Rect{l.trick.x, l.trick_cards.bottom() + f.px(4), l.trick.w, caption_h};
    // The trick just won, small (the second card over the first's right side) at the left of
    // the trick's place, its caption under it; the meld choices take the rest.
    const CardSize small = l.capture_card;
    l.won_trick = Rect{l.trick.x, std::floor(card_top + (l.middle_card.h - small.h) / 2),
                       std::ceil(small.w * 1.6f), small.h};
    const float choices_x = l.won_trick.right() + f.gap;
    l.meld_choices =
        Rect{choices_x, y + f.px(2), l.trick.right() - choices_x, l.trick_caption.y - y - f.px(4)};
    y += rows[2] + air;

    l.human_melds_label = Rect{p.x, y, p.w, label_h};
    l.human_melds = Rect{p.x, y + label_h, p.w, f.px(8) + l.meld_card.h};
    y += rows[3] + air;
    l.human_label = Rect{p.x, y, p.w, f.px(24)};
    l.human_hand = Rect{p.x, y + f.px(24), p.w, l.lift + l.human_card.h};
    return l;
}

std::vector<Rect> meld_choice_boxes(const Rect& area, int n, float gap, float max_w, float max_h,
                                    float min_w, float min_h) {
    std::vector<Rect> boxes;
    if (n <= 0) {
        return boxes;
    }
    auto width = [&](int cols) {
        return std::min(max_w, std::floor((area.w - gap * static_cast<float>(cols - 1)) / cols));
    };
    auto height = [&](int cols) {
        const int rows = (n + cols - 1) / cols;
        return std::min(max_h, std::floor((area.h - gap * static_cast<float>(rows - 1)) / rows));
    };
    // A grid as square as the choices make it; fewer, wider columns while boxes are too narrow
    // for a meld's name and there is height for more rows.
    int cols = n <= 2 ? n : n <= 6 ? 3 : 4;
    while (cols > 1 && width(cols) < min_w && height(cols - 1) >= min_h) {
        --cols;
    }
    const int rows = (n + cols - 1) / cols;
    const float w = width(cols);
    const float h = height(cols);
    // The grid centred in the area.
    const float x0 =
        area.x + std::floor((area.w - (static_cast<float>(cols) * (w + gap) - gap)) / 2);
    const float y0 =
        area.y + std::floor((area.h - (static_cast<float>(rows) * (h + gap) - gap)) / 2);
    for (int i = 0; i < n; ++i) {
        const int r = i / cols;
        const int c = i % cols;
        boxes.push_back(Rect{x0 + static_cast<float>(c) * (w + gap),
                             y0 + static_cast<float>(r) * (h + gap), w, h});
    }
    return boxes;
}

std::vector<Rect> meld_choice_boxes(const table::TableFrame& f, const Layout& l, int n) {
    return meld_choice_boxes(l.meld_choices, n, f.px(6), f.px(230), f.px(48), f.px(150), f.px(24));
}

Layout TableScene::layout() {
    return layout_pinochle(frame());
}

// ---- the table ----

TableScene::TableScene(App& app, Start start) : GameTable(app, start) {
    const Narration n = narration();
    for (const pn::Event& event : start.events) {
        log_.add(narrate(event, n)); // the toss
    }
    if (state().phase == pn::Phase::Lead || state().phase == pn::Phase::Follow ||
        state().phase == pn::Phase::Meld) {
        std::string opening = "Round " + std::to_string(state().round) + ": " +
                              cards::suit_name(state().trump) + " are trump. ";
        if (state().lead) {
            opening += names_.with_verb(pn::index(state().leader), "led", "led") + " the " +
                       cards::pretty(*state().lead) + ".";
        } else {
            opening += names_.with_verb(pn::index(state().leader), "lead", "leads") +
                       (state().tricks_played() == 0 ? " first." : " next.");
        }
        log_.add(LogEntry::Who::Table, opening);
    } else if (state().phase == pn::Phase::CoinToss) {
        log_.add(LogEntry::Who::Table, "Call the coin: heads or tails. The winner leads first.");
    }
    if (state().tricks_played() == 0 && state().phase != pn::Phase::CoinToss && !resumed()) {
        const Layout l = layout();
        deal_now(l.stock, {HumanHand, ComputerHand});
    }
    focus_.target = next_focus();
    autosave_now();
}

Narration TableScene::narration() const {
    return Narration{names_};
}

bool TableScene::human_to(pn::Phase phase) const {
    return player_to_act() && state().phase == phase;
}

bool TableScene::playing() const {
    return human_to(pn::Phase::Lead) || human_to(pn::Phase::Follow);
}

std::vector<std::size_t> TableScene::hand_positions() const {
    const pn::Holding& hand = state().player(pn::Seat::Human).hand;
    std::vector<std::size_t> positions;
    for (std::size_t i = 0; i < hand.cards.size(); ++i) {
        if (!hand.cards[i].melded()) {
            positions.push_back(i);
        }
    }
    const cards::Suit trump = state().trump;
    std::stable_sort(positions.begin(), positions.end(), [&](std::size_t a, std::size_t b) {
        const Card x = hand.cards[a].card;
        const Card y = hand.cards[b].card;
        return std::tuple(suit_place(x.suit, trump), -pn::trick_rank(x)) <
               std::tuple(suit_place(y.suit, trump), -pn::trick_rank(y));
    });
    return positions;
}

std::vector<std::size_t> TableScene::meld_positions(pn::Seat seat) const {
    const pn::Holding& hand = state().player(seat).hand;
    std::vector<std::size_t> positions;
    for (std::size_t i = 0; i < hand.cards.size(); ++i) {
        if (hand.cards[i].melded()) {
            positions.push_back(i);
        }
    }
    // Grouped by the first meld each card belongs to, in that meld's order.
    auto key = [&](std::size_t i) {
        const int meld = lowest_bit(hand.cards[i].melds);
        const auto& cards = hand.melds[static_cast<std::size_t>(meld)].cards;
        const auto at = std::find(cards.begin(), cards.end(), hand.cards[i].card);
        return std::pair(meld, static_cast<int>(at - cards.begin()));
    };
    std::stable_sort(positions.begin(), positions.end(),
                     [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    return positions;
}

std::vector<Card> TableScene::cards_at(pn::Seat seat,
                                       const std::vector<std::size_t>& positions) const {
    const pn::Holding& hand = state().player(seat).hand;
    std::vector<Card> cards;
    for (const std::size_t i : positions) {
        cards.push_back(hand.cards[i].card);
    }
    return cards;
}

std::vector<Card> TableScene::computer_unmelded() const {
    // Face down: the table knows them, the picture shows only their backs.
    return state().player(pn::Seat::Computer).hand.unmelded();
}

std::vector<pn::Meld> TableScene::meld_choices() const {
    if (state().phase != pn::Phase::Meld || state().turn != pn::Seat::Human) {
        return {};
    }
    return pn::legal_new_melds(state().player(pn::Seat::Human).hand, state().trump);
}

void TableScene::lay_out(const table::TableFrame& f) {
    const Layout l = layout_pinochle(f);
    const bool my_play = playing();

    // The computer: its hand face down, its melds face up apart from it.
    table::CardRow computer{ComputerHand, computer_unmelded(), {}, all_hands_shown()};
    computer.boxes = table::fan(l.computer_hand, static_cast<int>(computer.cards.size()),
                                l.computer_card, f.px(6));
    add_row(std::move(computer));
    auto meld_row = [&](pn::Seat seat, int zone, const Rect& area) {
        const std::vector<std::size_t> positions = meld_positions(seat);
        const pn::Holding& hand = state().player(seat).hand;
        std::vector<int> groups;
        int last = -1;
        for (const std::size_t i : positions) {
            const int meld = lowest_bit(hand.cards[i].melds);
            if (meld != last) {
                groups.push_back(0);
                last = meld;
            }
            ++groups.back();
        }
        table::CardRow row{zone, cards_at(seat, positions), {}, true};
        const Rect cards{area.x, area.bottom() - l.meld_card.h, area.w, l.meld_card.h};
        row.boxes = table::fan_groups(cards, groups, l.meld_card, f.px(4), f.px(18));
        return row;
    };
    add_row(meld_row(pn::Seat::Computer, ComputerMelds, l.computer_melds));

    // The stock, the trump card crosswise under it (painted turned; its box is upright).
    if (state().trump_card) {
        const Rect trump{l.stock.x + l.middle_card.h * 0.55f, l.stock.y, l.middle_card.w,
                         l.middle_card.h};
        add_row(table::CardRow{TrumpCard, {*state().trump_card}, {trump}, true, true});
    }
    const int stock = static_cast<int>(state().stock.size());
    if (stock > 0) {
        const int layers = std::min({4, 1 + stock / 8, stock});
        table::CardRow deck{Stock, {}, {}, false, true};
        for (int i = layers - 1; i >= 0; --i) {
            deck.cards.push_back(state().stock[static_cast<std::size_t>(i)]); // the top card last
            const float d = std::round(static_cast<float>(i) * f.s.unit * 1.5f);
            deck.boxes.push_back(l.stock.moved(-d, -d));
        }
        add_row(std::move(deck));
    }

    // The middle: the meld choices beside the trick just won, otherwise the trick.
    const Rect lead_box{l.trick_cards.x, l.trick_cards.y, l.middle_card.w, l.middle_card.h};
    const Rect chase_box = lead_box.moved(l.middle_card.w + l.trick_gap, 0);
    add_spot(Target{TrickArea, 0}, l.trick, false); // under the choices: a drop target
    const std::vector<pn::Meld> choices = meld_choices();
    if (!choices.empty()) {
        const std::vector<Rect> boxes = meld_choice_boxes(f, l, static_cast<int>(choices.size()));
        for (std::size_t i = 0; i < boxes.size(); ++i) {
            add_spot(Target{MeldChoice, static_cast<int>(i)}, boxes[i], human_to(pn::Phase::Meld),
                     0);
        }
        if (last_trick_) {
            const Rect small{l.won_trick.x, l.won_trick.y, l.capture_card.w, l.capture_card.h};
            add_row(table::CardRow{LastTrick,
                                   {last_trick_->lead, last_trick_->chase},
                                   {small, small.moved(l.won_trick.w - small.w, 0)},
                                   true});
        }
    } else if (state().lead) {
        add_row(table::CardRow{Trick, {*state().lead}, {lead_box}, true});
    } else if (last_trick_) {
        add_row(table::CardRow{
            LastTrick, {last_trick_->lead, last_trick_->chase}, {lead_box, chase_box}, true});
    }

    // The capture piles, face down, the computer's left.
    for (const pn::Seat seat : {pn::Seat::Computer, pn::Seat::Human}) {
        const auto& captured = state().player(seat).captured;
        const bool computers = seat == pn::Seat::Computer;
        const Rect top{l.captures.x + (computers ? f.px(8) : l.captures.w / 2 + f.px(8)),
                       l.captures.y + f.px(20), l.capture_card.w, l.capture_card.h};
        const int n = static_cast<int>(captured.size());
        table::CardRow pile{
            computers ? ComputerCaptures : HumanCaptures, captured, {}, false, true};
        pile.boxes = table::pile(top, n, std::max(1.0f, f.s.unit), 4);
        add_row_all(std::move(pile), true, -1); // a click shows the last trick again
    }

    // The player's melds (playable) and hand.
    // A click on a card the rules do not take now is answered (why not); the keyboard reaches
    // the cards only when one may be played.
    const bool clickable = state().phase != pn::Phase::CoinToss;
    table::CardRow melds = meld_row(pn::Seat::Human, HumanMelds, l.human_melds);
    add_row_all(std::move(melds), clickable, my_play ? 1 : -1);
    table::CardRow human{HumanHand, cards_at(pn::Seat::Human, hand_positions()), {}, true};
    human.boxes =
        table::fan(l.human_hand, static_cast<int>(human.cards.size()), l.human_card, f.px(8));
    add_row_all(std::move(human), clickable, my_play ? 2 : -1);
}

Target TableScene::next_focus() {
    if (state().phase == pn::Phase::CoinToss) {
        return Target::button(Heads);
    }
    if (human_to(pn::Phase::Meld) ||
        (state().phase == pn::Phase::Meld && state().turn == pn::Seat::Human)) {
        return Target{MeldChoice, 0};
    }
    const auto n = static_cast<int>(hand_positions().size());
    if (state().turn == pn::Seat::Human && n > 0) {
        return Target{HumanHand, n - 1};
    }
    return Target::button(Move);
}

// ---- the menu ----

std::vector<table::MenuItem> TableScene::menu() {
    const bool busy = flights_.flying() || computer_busy();
    if (state().phase == pn::Phase::CoinToss) {
        return {table::MenuItem{.id = Heads, .label = "Heads", .enabled = !busy, .width = 120},
                table::MenuItem{.id = Tails, .label = "Tails", .enabled = !busy, .width = 120},
                quit_button(), keys_button()};
    }
    if (state().phase == pn::Phase::RoundOver) {
        return {table::MenuItem{.id = AnotherRound,
                                .label = "Another round",
                                .key = "A",
                                .enabled = round_seen_,
                                .primary = round_seen_,
                                .width = 170},
                table::MenuItem{.id = EndGame,
                                .label = "End the game",
                                .key = "E",
                                .enabled = round_seen_,
                                .width = 150},
                quit_button(), keys_button()};
    }
    std::string label = "Play a card";
    bool enabled = false;
    if (state().phase == pn::Phase::Meld && state().turn == pn::Seat::Human) {
        return {save_button(),
                table::MenuItem{
                    .id = NoMeld, .label = "No meld", .key = "N", .enabled = !busy, .width = 130},
                help_button(!busy && can_help()),
                quit_button(),
                undo_button(),
                keys_button()};
    }
    if (state().turn == pn::Seat::Computer && state().phase != pn::Phase::GameOver) {
        label = "Computer is playing…";
    } else if (playing() && focus_.visible &&
               (focus_.target.zone == HumanHand || focus_.target.zone == HumanMelds)) {
        if (const auto at = position_of(focus_.target)) {
            label =
                "Play the " + cards::pretty(state().player(pn::Seat::Human).hand.cards[*at].card);
            enabled = true;
        }
    }
    return {save_button(),
            table::MenuItem{
                .id = Move, .label = label, .enabled = enabled, .primary = enabled, .width = 220},
            help_button(!busy && can_help()),
            quit_button(),
            undo_button(),
            keys_button()};
}

// The card in focus on the player's turn: the button's "Play the Q♠", or why the rules refuse it
// (a card of the led suit must follow).
std::string TableScene::move_preview(Target target, Card) const {
    if (!playing() || (target.zone != HumanHand && target.zone != HumanMelds)) {
        return {};
    }
    const auto at = position_of(target);
    if (!at) {
        return {};
    }
    const auto& hand = state().player(pn::Seat::Human).hand;
    const std::string why = pn::why_illegal(state(), pn::Action{pn::play_of(hand, *at)});
    return why.empty() ? "Play the " + cards::pretty(hand.cards[*at].card) : why;
}

// ---- the player's moves ----

std::optional<std::size_t> TableScene::position_of(Target target) const {
    std::vector<std::size_t> positions;
    if (target.zone == HumanHand) {
        positions = hand_positions();
    } else if (target.zone == HumanMelds) {
        positions = meld_positions(pn::Seat::Human);
    }
    if (target.index < 0 || target.index >= static_cast<int>(positions.size())) {
        return std::nullopt;
    }
    return positions[static_cast<std::size_t>(target.index)];
}

void TableScene::play_card(std::size_t position) {
    if (!playing()) {
        refuse_card(position);
        return;
    }
    play(table::player_seat, pn::play_of(state().player(pn::Seat::Human).hand, position));
}

void TableScene::refuse_card(std::size_t position) {
    // The rules say why when it is the player's turn; on the computer's turn they would speak
    // of the computer's hand, so the table says whose turn it is.
    std::string why;
    if (computer_to_act() || computer_busy()) {
        why = "Wait: it is " + names_.possessive(1) + " turn.";
    } else {
        why = pn::why_illegal(state(), pn::play_of(state().player(pn::Seat::Human).hand, position));
    }
    say_refused(why); // nothing when the cards were still landing: the click landed them
}

// ---- the last trick, looked at again ----

void TableScene::review_last_trick() {
    if (latest_trick_) {
        reviewing_ = true;
    } else {
        const bool taken = !state().player(pn::Seat::Human).captured.empty() ||
                           !state().player(pn::Seat::Computer).captured.empty();
        log_.add(LogEntry::Who::Table,
                 taken ? "The last trick was taken before this game was saved; the file does "
                         "not say which it was."
                       : "No trick has been taken yet this round.");
    }
    changed();
}

void TableScene::end_review() {
    reviewing_ = false;
    changed();
}

bool TableScene::key_first(char key) {
    if (reviewing_) {
        end_review();
        return true;
    }
    if (key == 'l') {
        review_last_trick();
        return true;
    }
    return false;
}

void TableScene::on_action(UiAction action) {
    if (reviewing_ && action != UiAction::ToggleFullscreen) {
        end_review();
        return;
    }
    GameTable::on_action(action);
}

void TableScene::on_mouse(const MouseEvent& e) {
    if (reviewing_ && e.kind == MouseEvent::Kind::Down) {
        end_review();
        swallow_release_ = true;
        return;
    }
    if (swallow_release_ && e.kind == MouseEvent::Kind::Up) {
        swallow_release_ = false;
        return;
    }
    GameTable::on_mouse(e);
}

void TableScene::declare(int choice) {
    const std::vector<pn::Meld> choices = meld_choices();
    if (!human_to(pn::Phase::Meld) || choice < 0 || choice >= static_cast<int>(choices.size())) {
        return;
    }
    play(table::player_seat, pn::Declare{choices[static_cast<std::size_t>(choice)]});
}

void TableScene::activate(Target target, table::Press) {
    switch (target.zone) {
    case HumanHand:
    case HumanMelds:
        if (const auto at = position_of(target)) {
            play_card(*at);
        }
        return;
    case MeldChoice:
        declare(target.index);
        return;
    case HumanCaptures:
    case ComputerCaptures:
        review_last_trick();
        return;
    default:
        break;
    }
    if (!target.is_button()) {
        return;
    }
    switch (target.index) {
    case Move:
        if (focus_.visible &&
            (focus_.target.zone == HumanHand || focus_.target.zone == HumanMelds)) {
            if (const auto at = position_of(focus_.target)) {
                play_card(*at);
            }
        }
        return;
    case NoMeld:
        if (human_to(pn::Phase::Meld)) {
            play(table::player_seat, pn::DeclineMeld{});
        }
        return;
    case Heads:
    case Tails:
        if (human_to(pn::Phase::CoinToss)) {
            play(table::player_seat, pn::CallToss{target.index == Heads});
        }
        return;
    case AnotherRound:
        if (state().phase == pn::Phase::RoundOver && round_seen_) {
            play(table::player_seat, pn::AnotherRound{});
        }
        return;
    case EndGame:
        if (state().phase == pn::Phase::RoundOver && round_seen_) {
            play(table::player_seat, pn::EndGame{});
        }
        return;
    default:
        return;
    }
}

bool TableScene::key(char key) {
    if (key >= '1' && key <= '9') {
        if (human_to(pn::Phase::Meld)) {
            declare(key - '1');
        }
        return true;
    }
    switch (key) {
    case 'n':
        activate(Target::button(NoMeld), table::Press::Key);
        return true;
    case 'a':
        activate(Target::button(AnotherRound), table::Press::Key);
        return true;
    case 'e':
        activate(Target::button(EndGame), table::Press::Key);
        return true;
    default:
        return false;
    }
}

bool TableScene::draggable(Target target) const {
    return playing() && (target.zone == HumanHand || target.zone == HumanMelds);
}

void TableScene::dropped(Target dragged, Target, Point at) {
    // A card dropped on the middle of the table is played.
    const table::TableFrame& f = frame();
    if (!layout_pinochle(f).trick.inset(-f.gap).contains(at)) {
        return;
    }
    if (const auto position = position_of(dragged)) {
        play_card(*position);
    }
}

bool TableScene::in_pointed_meld(Target target) const {
    if (target.zone != HumanHand && target.zone != HumanMelds) {
        return false;
    }
    const std::vector<pn::Meld> choices = meld_choices();
    int pointed = -1;
    if (hover().zone == MeldChoice) {
        pointed = hover().index;
    } else if (focus_.visible && focus_.target.zone == MeldChoice) {
        pointed = focus_.target.index;
    }
    if (pointed < 0 || pointed >= static_cast<int>(choices.size())) {
        return false;
    }
    const auto at = position_of(target);
    if (!at) {
        return false;
    }
    const auto& cards = choices[static_cast<std::size_t>(pointed)].cards;
    return std::find(cards.begin(), cards.end(),
                     state().player(pn::Seat::Human).hand.cards[*at].card) != cards.end();
}

std::optional<int> TableScene::hinted_choice() const {
    if (!help_open_ || !advice() || !advice()->meld) {
        return std::nullopt;
    }
    const std::vector<pn::Meld> choices = meld_choices();
    const auto at = std::find(choices.begin(), choices.end(), *advice()->meld);
    if (at == choices.end()) {
        return std::nullopt;
    }
    return static_cast<int>(at - choices.begin());
}

bool TableScene::hint_on(Target target) {
    const table::CardRow* r = row(target.zone);
    if (!r || target.index < 0 || target.index >= static_cast<int>(r->cards.size())) {
        return false;
    }
    return marks(target, r->cards[static_cast<std::size_t>(target.index)]).hint;
}

table::CardMarks TableScene::marks(Target t, Card c) const {
    table::CardMarks m;
    if (t.zone == HumanHand || t.zone == HumanMelds) {
        const bool my_play = playing();
        m.offered = my_play;
        m.hint = (my_play || human_to(pn::Phase::Meld)) && hinted(c);
        m.lit = in_pointed_meld(t);
        return m;
    }
    if (t.zone == LastTrick && last_trick_) {
        // The winning card of the last trick.
        const bool chase_won = last_trick_->winner != last_trick_->leader;
        m.lit = (t.index == 1) == chase_won;
    }
    return m;
}

// ---- what happened ----

void TableScene::tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) {
    const Narration n = narration();
    bool reasons_told = seat == 0;
    for (const pn::Event& event : outcome.events) {
        log_.add(narrate(event, n));
        const bool decision = std::holds_alternative<pn::PlayedEvent>(event) ||
                              std::holds_alternative<pn::MeldEvent>(event) ||
                              std::holds_alternative<pn::DeclinedMeldEvent>(event);
        if (decision && !reasons_told) {
            log_.add_reasons(reasons);
            reasons_told = true;
        }
        if (const auto* played = std::get_if<pn::PlayedEvent>(&event); played && played->lead) {
            last_trick_.reset();
        } else if (const auto* trick = std::get_if<pn::TrickEvent>(&event)) {
            last_trick_ =
                ShownTrick{trick->lead, trick->chase, trick->leader, trick->winner, trick->points};
            latest_trick_ = last_trick_;
        } else if (const auto* over = std::get_if<pn::RoundOverEvent>(&event)) {
            rounds_.push_back(over->result);
            round_seen_ = false;
        } else if (std::holds_alternative<pn::DealtEvent>(event)) {
            last_trick_.reset();
            latest_trick_.reset();
            reviewing_ = false;
            round_seen_ = false;
            deal_from(layout().stock, {HumanHand, ComputerHand});
        }
    }
}

Sound TableScene::sound_of(const Outcome& outcome) const {
    return table::move_sound(outcome.events, [](const auto& event) { return event_sound(event); });
}

void TableScene::recall(const Memo& memo) {
    last_trick_ = memo.last_trick;
    latest_trick_ = memo.latest_trick;
    reviewing_ = false;
    rounds_ = memo.rounds;
    round_seen_ = memo.round_seen;
}

bool TableScene::results_due() const {
    return (state().phase == pn::Phase::RoundOver && !round_seen_) ||
           state().phase == pn::Phase::GameOver;
}

void TableScene::show_results() {
    if (state().phase == pn::Phase::GameOver) {
        table::ResultsSheet end = game_results(state(), names_, rounds_);
        offer_review(end, "Review of your game");
        show_final_sheet(std::move(end));
        return;
    }
    const pn::RoundResult result = rounds_.empty() ? pn::round_result(state()) : rounds_.back();
    table::ResultsSheet sheet = round_results(result, names_, [this] { ask_another_round(); });
    offer_review(sheet, "Review of round " + std::to_string(result.round), result.round);
    // Leaving between rounds plays on (the game is kept): End the game is asked at the table.
    show_round_sheet(std::move(sheet), [this] {
        round_seen_ = true;
        play(table::player_seat, pn::AnotherRound{});
    });
}

void TableScene::ask_another_round() {
    // Asked from the table's own next step, once it is on top again: the kit then sees the
    // round's results done with before the game's end comes due.
    round_seen_ = true;
    asking_ = true;
    changed();
}

bool TableScene::step(double) {
    if (!asking_) {
        return false;
    }
    asking_ = false;
    // A game to a target goes on until a round ends it: nothing to ask.
    if (state().target > 0) {
        if (state().phase == pn::Phase::RoundOver) {
            play(table::player_seat, pn::AnotherRound{});
        }
        return true;
    }
    const auto scores = pn::scores(state());
    app().push(std::make_unique<ConfirmDialog>(
        app(), "Another round?",
        names_[0] + " " + std::to_string(scores[0]) + ", " + names_[1] + " " +
            std::to_string(scores[1]) + ". Play another round, or end the game here?",
        "Another round", "End the game", [this](bool another) {
            if (state().phase != pn::Phase::RoundOver) {
                return;
            }
            if (another) {
                play(table::player_seat, pn::AnotherRound{});
            } else {
                play(table::player_seat, pn::EndGame{});
            }
        }));
    return true;
}

std::optional<GameRecord> TableScene::final_record() const {
    const auto scores = pn::scores(state());
    // The score is the margin; the tally, the rounds played.
    return table::finished_game(state().phase == pn::Phase::GameOver, pn::leading_seat(state()),
                                scores[0] - scores[1], {{"rounds played", state().round}});
}

std::string TableScene::save_name() const {
    return "pinochle-round-" + std::to_string(std::max(1, state().round));
}

} // namespace parlor::app::pinochle_table
