// The Cribbage table's flow: what lies where, what a click or key means, what the log says, the
// pegs and the show counted item by item. The rest (the computer's turns, help, saving, the
// results' moment) is the table kit's.

#include "app/cribbage/table.hpp"
#include "app/cribbage/pace.hpp"

#include "app/cribbage/continue_memory.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/catalogue/catalogue.hpp"
#include "parlor/games/cribbage/review.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace parlor::app::cribbage_table {

namespace {

// The last card of a count and the count stay this long before the table clears them or goes to
// the show; a key or a click goes on at once.
constexpr double count_hold_seconds = 1.5;
// A peg-out holds the board this long before the kit's own moment before the results: some
// 1.5 s in all.
constexpr double peg_out_hold_seconds = std::max(0.3, 1.5 - table::results_hold_seconds);

std::array<std::string, 2> names_of(const table::Names& names) {
    return {names[0], names[1]};
}

} // namespace

// ---- layout ----

Layout layout_cribbage(const table::TableFrame& f) {
    Layout l;
    const Rect p = f.play;
    const float label_h = f.px(22);
    // With large text in a small window the rows at their size run off the bottom: the board,
    // the computer's cards and the middle are made smaller to fit, the player's hand (what large
    // cards are for) only when they can shrink no further, and the labels (the text) never.
    const float rest = p.h - 2 * label_h - f.px(26);
    const float hand_h = f.px(18) + f.px(146);
    const float others_h = f.px(108) + f.px(92) + f.px(120);
    const float k = std::clamp((rest - hand_h) / others_h, 0.55f, 1.0f);
    const float k_hand = std::clamp((rest - others_h * k) / hand_h, 0.5f, 1.0f);
    const auto sized = [&](float h) { return k < 1 ? std::floor(f.px(h) * k) : f.px(h); };
    const auto hand_sized = [&](float h) {
        return k_hand < 1 ? std::floor(f.px(h) * k_hand) : f.px(h);
    };
    l.computer_card = table::card_of_height(sized(92));
    l.middle_card = table::card_of_height(sized(120));
    l.human_card = table::card_of_height(hand_sized(146));
    l.lift = hand_sized(18);
    const float board_h = sized(108);
    const float middle_h = l.middle_card.h + f.px(26);
    // The fixed heights; what the window has beyond them is shared out as air between the rows.
    const float fixed =
        board_h + label_h + l.computer_card.h + middle_h + label_h + l.lift + l.human_card.h;
    const float air = std::floor(std::max(0.0f, p.h - fixed) / 4);

    float y = p.y;
    l.board = Rect{p.x, y, p.w, board_h};
    y += board_h + air;
    l.computer_label = Rect{p.x, y, p.w, label_h};
    y += label_h;
    l.computer_hand = Rect{p.x, y, p.w, l.computer_card.h};
    y += l.computer_card.h + air;

    l.middle = Rect{p.x, y, p.w, middle_h};
    const float card_top = y + f.px(22);
    l.deck = Rect{p.x + f.px(8), card_top, l.middle_card.w + f.px(14), l.middle_card.h};
    l.deck_label = Rect{p.x, y, l.deck.w + f.px(16), f.px(20)};
    l.crib = Rect{p.right() - l.middle_card.w - f.px(22), card_top, l.middle_card.w + f.px(14),
                  l.middle_card.h};
    l.crib_label = Rect{l.crib.x - f.px(16), y, l.crib.w + f.px(24), f.px(20)};
    const float play_x = l.deck.right() + f.gap * 2;
    l.play = Rect{play_x, y + f.px(4), l.crib.x - f.gap * 2 - play_x, middle_h - f.px(4)};
    y += middle_h + air;

    l.human_label = Rect{p.x, y, p.w, label_h};
    y += label_h;
    l.human_hand = Rect{p.x, y, p.w, l.lift + l.human_card.h};
    return l;
}

Layout TableScene::layout() {
    return layout_cribbage(frame());
}

// ---- the table ----

std::array<int, 2> TableScene::scores_now() const {
    std::array<int, 2> scores{};
    for (const cr::Seat seat : {cr::Seat::Human, cr::Seat::Computer}) {
        scores[static_cast<std::size_t>(cr::index(seat))] = state().player(seat).score;
    }
    return scores;
}

TableScene::TableScene(App& app, Start start) : GameTable(app, std::move(start)) {
    for (const cr::Seat seat : {cr::Seat::Human, cr::Seat::Computer}) {
        pegs_[static_cast<std::size_t>(cr::index(seat))].set(state().player(seat).score);
    }
    pile_before_ = state().pile;
    if ((state().phase == cr::Phase::LayAway || state().phase == cr::Phase::Play) &&
        !continue_from(memory_at_start())) {
        // A file holds no deal number and no sheet: the deals count from here.
        deals_known_ = !resumed();
        deals_.push_back(DealRecord{
            std::max(1, state().deal_number), state().dealer, {}, {}, {}, resumed(), scores_now()});
    }
    switch (state().phase) {
    case cr::Phase::CutForDeal:
        log_.add(LogEntry::Who::Table, "A new game of cribbage to " +
                                           std::to_string(state().target) +
                                           ". Cut for the deal: the lower card deals first.");
        if (state().count_own != cr::CountOwn::Off) {
            log_.add(LogEntry::Who::Table,
                     state().count_own == cr::CountOwn::Muggins
                         ? "You count your own points, with muggins: the computer takes any "
                           "you miss."
                         : "You count your own points: a claim of too many is refused.");
        }
        break;
    case cr::Phase::LayAway:
        log_.add(LogEntry::Who::Table,
                 names_.with_verb(cr::index(state().dealer), "deal", "deals") +
                     ": each player lays two cards away to the crib.");
        break;
    case cr::Phase::Play:
        log_.add(LogEntry::Who::Table,
                 "The play goes on: the count is " + std::to_string(state().count()) + ".");
        break;
    default:
        break;
    }
    autosave_now();
}

bool TableScene::continue_from(const std::string& text) {
    const std::optional<ContinueMemory> memory = read_memory(text);
    // Kept for another position (the save written, the memory not): the file's word goes.
    if (!memory || memory->scores != scores_now()) {
        return false;
    }
    deal_offset_ = memory->deal - std::max(1, state().deal_number);
    deals_known_ = memory->deals_known;
    deals_ = memory->deals;
    for (std::size_t seat = 0; seat < 2; ++seat) {
        if (memory->back[seat] >= 0 && memory->back[seat] <= pegs_[seat].front) {
            pegs_[seat].back = memory->back[seat];
        }
    }
    return true;
}

std::string TableScene::memory_for_continue() const {
    if (deals_.empty()) {
        return {};
    }
    ContinueMemory memory;
    memory.scores = scores_now();
    memory.deal = std::max(1, state().deal_number) + deal_offset_;
    memory.deals_known = deals_known_;
    memory.back = {pegs_[0].back, pegs_[1].back};
    memory.deals = deals_;
    return write_memory(memory);
}

int TableScene::deal_shown() const {
    return state().deal_number + deal_offset_;
}

bool TableScene::human_to_act() const {
    // A claim waiting is not a move of the cards: the hand waits for it (claim_open).
    return player_to_act() && !state().claim &&
           (state().phase == cr::Phase::CutForDeal || state().phase == cr::Phase::LayAway ||
            state().phase == cr::Phase::Play);
}

bool TableScene::hands_shown() const {
    // While the play's last count stays on the table its cards are there, not in the hands. A
    // hand or crib to claim is the show's: the hands lie face up for it.
    const bool show_claim = state().claim && state().claim->of != cr::ClaimOf::Pegging;
    return !ended_ && (state().phase == cr::Phase::DealOver || show_claim ||
                       (state().phase == cr::Phase::GameOver && !state().shows.empty()));
}

std::vector<Card> TableScene::pile_shown() const {
    return ended_ ? ended_->cards : state().pile;
}

int TableScene::count_shown() const {
    return ended_ ? ended_->count : state().count();
}

std::string TableScene::banner() const {
    const auto winner = cr::winner(state());
    if (state().phase != cr::Phase::GameOver || !winner ||
        (reveal_.active() && !reveal_.finished())) {
        return {};
    }
    return names_.with_verb(cr::index(*winner), "win", "wins") + " the game";
}

std::vector<Card> TableScene::shown_cards(cr::Seat seat) const {
    const cr::Player& player = state().player(seat);
    // After the play the four cards come back for the show.
    std::vector<Card> cards = hands_shown() ? player.played : player.hand;
    std::sort(cards.begin(), cards.end()); // by rank, then suit, as players hold them
    return cards;
}

std::vector<Card> TableScene::human_shown() const {
    return shown_cards(cr::Seat::Human);
}

bool TableScene::playable(int shown_index) const {
    if (state().phase != cr::Phase::Play || state().turn != cr::Seat::Human) {
        return false;
    }
    const auto shown = human_shown();
    if (shown_index < 0 || shown_index >= static_cast<int>(shown.size())) {
        return false;
    }
    return cr::why_illegal(state(), cr::Play{shown[static_cast<std::size_t>(shown_index)]}).empty();
}

bool TableScene::holding() const {
    const bool counting = reveal_.active() && !reveal_.finished();
    return counting || hold_ > 0 ||
           std::any_of(pegs_.begin(), pegs_.end(), [](const PegPair& p) { return p.moving(); });
}

bool TableScene::step(double dt) {
    bool moved = false;
    for (PegPair& p : pegs_) {
        moved = p.advance(dt, peg_speed) || moved;
    }
    if (hold_ > 0) {
        // The show waits for the ended count too; the time counts once the cards have landed.
        if (!flights_.flying() && (hold_ -= dt) <= 0) {
            end_hold();
            moved = true;
        }
        return moved;
    }
    if (reveal_.active() && !reveal_.finished() && !flights_.flying()) {
        for (const ShowStep* s : reveal_.update(dt, show_step_seconds)) {
            reveal_step(*s);
            moved = true;
        }
    }
    return moved;
}

void TableScene::finish_animations() {
    GameTable::finish_animations();
    for (PegPair& p : pegs_) {
        p.settle();
    }
    if (hold_ > 0) {
        end_hold(); // any key or click goes on
    }
}

void TableScene::settle_at_once() {
    while (reveal_.active() && !reveal_.finished()) {
        reveal_step(*reveal_.step()); // each hand's points pegged, the log's lines given
    }
    finish_animations();
}

void TableScene::hold_for(double seconds) {
    hold_ = seconds;
    changed();
}

void TableScene::end_hold() {
    hold_ = 0;
    // A game won in the play keeps its last count on the table until the results cover it; a
    // count whose points the player is to claim stays until the claim.
    const bool claiming = state().claim && state().claim->of == cr::ClaimOf::Pegging;
    if (!claiming && (state().phase != cr::Phase::GameOver || reveal_.active())) {
        ended_.reset();
    }
    changed();
}

Memo TableScene::remember() const {
    return Memo{pegs_, reveal_, last_cut_, deals_, crib_reasons_, held_back_, callout_};
}

void TableScene::recall(const Memo& memo) {
    pegs_ = memo.pegs;
    for (PegPair& p : pegs_) {
        p.settle();
    }
    reveal_ = memo.reveal;
    last_cut_ = memo.last_cut;
    deals_ = memo.deals;
    crib_reasons_ = memo.crib_reasons;
    held_back_ = memo.held_back;
    callout_ = memo.callout;
    picked_.clear();
    on_crib_.reset();
    pile_before_ = state().pile;
    ended_.reset();
    hold_ = 0;
    claim_entry_.clear();
    claim_refused_.clear();
}

void TableScene::lay_out(const table::TableFrame& f) {
    const Layout l = layout_cribbage(f);
    const bool acting = human_to_act() && state().phase != cr::Phase::CutForDeal;

    table::CardRow computer{
        ComputerHand, shown_cards(cr::Seat::Computer), {}, hands_shown() || all_hands_shown()};
    computer.boxes = table::fan(l.computer_hand, static_cast<int>(computer.cards.size()),
                                l.computer_card, f.px(8));
    add_row(std::move(computer));

    table::CardRow human{HumanHand, human_shown(), {}, true};
    human.boxes =
        table::fan(l.human_hand, static_cast<int>(human.cards.size()), l.human_card, f.px(10));
    for (const int i : picked_) {
        if (i >= static_cast<int>(human.boxes.size())) {
            continue;
        }
        if (on_crib(i)) {
            // Dropped on the crib: it lies there, face up, until its partner follows.
            human.boxes[static_cast<std::size_t>(i)] =
                Rect{l.crib.x + f.px(12), l.crib.y + f.px(6), l.middle_card.w, l.middle_card.h};
        } else {
            human.boxes[static_cast<std::size_t>(i)].y -= l.lift;
        }
    }
    // Added before the hand, so that a card dropped on the crib, lying over them, is clicked
    // back: the crib's cards, and the place under them where a drop lays away.
    // (The crib: face down beside its owner's side until it is counted.)
    if (state().phase != cr::Phase::CutForDeal) {
        table::CardRow crib{Crib, state().crib(), {}, all_hands_shown(), true};
        for (std::size_t i = 0; i < crib.cards.size(); ++i) {
            crib.boxes.push_back(
                Rect{l.crib.x + std::round(static_cast<float>(i) * f.s.unit * 3),
                     l.crib.y + std::round(static_cast<float>(i) * f.s.unit * 1.5f),
                     l.middle_card.w, l.middle_card.h});
        }
        add_row(std::move(crib));
    }
    add_spot(Target{crib_area, 0}, l.crib, false);
    add_row_all(std::move(human), acting, 0);

    // The deck, its edges showing how much is left, and the starter turned up on it; a click
    // on it cuts for the deal when that cut is due.
    const Rect back{l.deck.x, l.deck.y, l.middle_card.w, l.middle_card.h};
    const int stock = static_cast<int>(state().stock.size());
    if (stock > 0 || state().phase == cr::Phase::CutForDeal) {
        const int layers =
            state().phase == cr::Phase::CutForDeal ? 4 : std::min({4, 1 + stock / 12, stock});
        table::CardRow deck{Deck, {}, {}, false, true};
        for (int i = 0; i < layers; ++i) {
            deck.cards.push_back(
                state().stock.empty()
                    ? Card{}
                    : state().stock[state().stock.size() - 1 - static_cast<std::size_t>(i)]);
            const float d = std::round(static_cast<float>(layers - 1 - i) * f.s.unit * 1.5f);
            deck.boxes.push_back(back.moved(-d, -d));
        }
        const bool cut_due = cut_by_click();
        add_row_all(std::move(deck), cut_due, cut_due ? 1 : -1);
    }
    if (state().starter) {
        add_row(table::CardRow{
            Starter, {*state().starter}, {back.moved(f.px(14), f.px(4))}, true, false});
    }

    const Rect play = l.play;
    add_spot(Target{play_area, 0}, play, reveal_.active() && !reveal_.finished());
    if (showing_claim_cards()) {
        // The hand or crib the player counts, with the starter, where the show lays it down.
        const float cw = std::round(l.middle_card.w * 0.82f);
        const float ch = std::round(l.middle_card.h * 0.82f);
        const float y = play.y + f.font_body * 1.3f + f.px(4);
        table::CardRow cards{ShowCards, claim_cards(), {}, true};
        float x = play.x;
        for (std::size_t i = 0; i < cards.cards.size(); ++i) {
            if (i + 1 == cards.cards.size()) {
                x += f.px(10);
            }
            cards.boxes.push_back(Rect{x, std::round(y), cw, ch});
            x += cw + f.px(5);
        }
        add_row(std::move(cards));
        return;
    }
    if (reveal_.active() && !ended_) {
        // The hand being counted and the starter, its current item's cards lit.
        const cr::Show* show = reveal_.current_show();
        if (show != nullptr) {
            const float cw = std::round(l.middle_card.w * 0.82f);
            const float ch = std::round(l.middle_card.h * 0.82f);
            const float y = play.y + f.font_body * 1.3f + f.px(4);
            table::CardRow cards{ShowCards, show->cards, {}, true};
            cards.cards.push_back(show->starter);
            float x = play.x;
            for (std::size_t i = 0; i < cards.cards.size(); ++i) {
                if (i == show->cards.size()) {
                    x += f.px(10);
                }
                cards.boxes.push_back(Rect{x, std::round(y), cw, ch});
                x += cw + f.px(5);
            }
            add_row(std::move(cards));
        }
        return;
    }
    if (last_cut_ && (state().phase == cr::Phase::CutForDeal ||
                      (state().phase == cr::Phase::LayAway && state().deal_number <= 1))) {
        // The cut that decided the deal: both cards side by side.
        const float cw = std::round(l.middle_card.w * 0.85f);
        const float ch = std::round(l.middle_card.h * 0.85f);
        add_row(table::CardRow{Cuts,
                               {last_cut_->human, last_cut_->computer},
                               {Rect{play.x + f.px(10), play.y + f.px(22), cw, ch},
                                Rect{play.x + f.px(26) + cw, play.y + f.px(22), cw, ch}},
                               true});
        return;
    }
    if (state().phase != cr::Phase::Play && !ended_) {
        return;
    }
    // The play: earlier counts turned over at the left, then the current count's cards, which
    // overlap left to right (the computer's a little higher).
    const std::vector<Card> on_pile = pile_shown();
    const auto& mine = state().player(cr::Seat::Human).played;
    const auto& theirs = state().player(cr::Seat::Computer).played;
    table::CardRow earlier{Earlier, {}, {}, false, true};
    for (const auto* played : {&mine, &theirs}) {
        for (const Card c : *played) {
            if (std::find(on_pile.begin(), on_pile.end(), c) == on_pile.end()) {
                earlier.cards.push_back(c);
            }
        }
    }
    const float ew = std::round(l.middle_card.w * 0.6f);
    const float eh = std::round(l.middle_card.h * 0.6f);
    for (std::size_t i = 0; i < earlier.cards.size(); ++i) {
        earlier.boxes.push_back(
            Rect{play.x + std::round(static_cast<float>(i) * f.s.unit * 3),
                 play.y + f.px(30) + std::round(static_cast<float>(i) * f.s.unit), ew, eh});
    }
    add_row(std::move(earlier));

    const int n = static_cast<int>(on_pile.size());
    const float step = std::max(std::floor(l.middle_card.w / 3),
                                std::min(std::floor(l.middle_card.w * 0.6f),
                                         n > 1 ? std::floor(play.w / 2 / (n - 1)) : 0.0f));
    float x = std::floor(play.cx() - ((n - 1) * step + l.middle_card.w) / 2) - f.px(40);
    table::CardRow pile{Pile, on_pile, {}, true};
    for (const Card c : on_pile) {
        const bool computers = std::find(theirs.begin(), theirs.end(), c) != theirs.end();
        pile.boxes.push_back(
            Rect{x, play.y + (computers ? f.px(2) : f.px(16)), l.middle_card.w, l.middle_card.h});
        x += step;
    }
    add_row(std::move(pile));
}

Target TableScene::next_focus() {
    if (claim_open()) {
        return Target::button(move_button); // Claim: what Enter does
    }
    if (human_to_act() && state().phase != cr::Phase::CutForDeal && !human_shown().empty()) {
        return Target{HumanHand, static_cast<int>(human_shown().size()) - 1};
    }
    return Target::button(move_button);
}

// ---- the menu ----

std::vector<table::MenuItem> TableScene::menu() {
    const char* key = state().phase == cr::Phase::LayAway ? "L"
                      : state().phase == cr::Phase::Play  ? ""
                                                          : "C";
    const bool main = move_enabled();
    if (claim_open()) {
        // Counting your own: Claim, with one point less and one more beside it.
        return {save_button(),
                table::MenuItem{.id = move_button,
                                .label = move_label(),
                                .key = "Enter",
                                .enabled = true,
                                .primary = true,
                                .width = 200},
                table::MenuItem{.id = claim_less_button, .label = "−", .key = "-", .width = 56},
                table::MenuItem{.id = claim_more_button, .label = "+", .key = "+", .width = 56},
                help_button(false),
                quit_button(),
                undo_button(),
                keys_button()};
    }
    return {save_button(),
            table::MenuItem{.id = move_button,
                            .label = move_label(),
                            .key = key,
                            .enabled = main,
                            .primary = main,
                            .width = 288},
            help_button(human_to_act() && state().phase != cr::Phase::CutForDeal),
            quit_button(),
            undo_button(),
            keys_button()};
}

// The card in focus on the player's turn: at the lay-away, whether Enter picks it for the crib
// or puts it back; in the play, the button's "Play the 5♥" and what it would peg, or why the
// rules refuse it (over 31).
std::string TableScene::move_preview(Target target, Card card) const {
    if (target.zone != HumanHand || !human_to_act()) {
        return {};
    }
    if (state().phase == cr::Phase::LayAway) {
        const bool picked =
            std::find(picked_.begin(), picked_.end(), target.index) != picked_.end();
        return picked ? "picked for the crib, Enter puts it back"
                      : "Pick the " + cards::pretty(card) + " for the crib";
    }
    if (state().phase != cr::Phase::Play) {
        return {};
    }
    if (std::string why = cr::why_illegal(state(), cr::Action{cr::Play{card}}); !why.empty()) {
        return why;
    }
    std::vector<Card> pile = state().pile;
    pile.push_back(card);
    std::string said =
        "Play the " + cards::pretty(card) + ", count " + std::to_string(cr::count_of(pile));
    const std::vector<cr::ScoreItem> items = cr::pegging_items(pile);
    for (std::size_t i = 0; i < items.size(); ++i) {
        said += (i == 0 ? ": " : ", ") + cr::describe(items[i]);
    }
    return said;
}

std::string TableScene::move_label() const {
    if (state().claim) {
        if (reveal_running()) {
            return "Count on";
        }
        if (!human_claim()) {
            return "";
        }
        return claim_entry_.empty()
                   ? "Claim"
                   : "Claim " + cards::count_text(std::stoi(claim_entry_), "point", "points");
    }
    switch (state().phase) {
    case cr::Phase::CutForDeal:
        return "Cut for the deal";
    case cr::Phase::LayAway:
        if (state().turn == cr::Seat::Computer) {
            return "Computer is laying away…";
        }
        return picked_.size() == 2 ? "Lay away" : "Pick two cards";
    case cr::Phase::Play:
        if (state().turn == cr::Seat::Computer) {
            return "Computer is playing…";
        }
        if (focus_.visible && focus_.target.zone == HumanHand && playable(focus_.target.index)) {
            return "Play the " +
                   cards::pretty(human_shown()[static_cast<std::size_t>(focus_.target.index)]);
        }
        return "Click a card to play";
    case cr::Phase::DealOver:
        return reveal_.finished() ? "Next deal" : "Count on";
    case cr::Phase::GameOver:
        return reveal_.active() && !reveal_.finished() ? "Count on" : "Game over";
    }
    return "";
}

bool TableScene::move_enabled() const {
    if (state().claim) {
        return reveal_running() || claim_open();
    }
    if (flights_.flying() && state().phase != cr::Phase::DealOver) {
        return false;
    }
    switch (state().phase) {
    case cr::Phase::CutForDeal:
        return true;
    case cr::Phase::LayAway:
        return state().turn == cr::Seat::Human && picked_.size() == 2;
    case cr::Phase::Play:
        return state().turn == cr::Seat::Human && focus_.visible &&
               focus_.target.zone == HumanHand && playable(focus_.target.index);
    case cr::Phase::DealOver:
        return true;
    case cr::Phase::GameOver:
        return reveal_.active() && !reveal_.finished();
    }
    return false;
}

// ---- the player's moves ----

bool TableScene::cut_by_click() const {
    return state().phase == cr::Phase::CutForDeal && !computer_busy() && move_enabled();
}

bool TableScene::on_crib(int shown_index) const {
    return on_crib_ == shown_index &&
           std::find(picked_.begin(), picked_.end(), shown_index) != picked_.end();
}

void TableScene::activate(Target target, table::Press) {
    if (target.zone == HumanHand) {
        pick(target.index);
    } else if (target.zone == Deck) {
        if (cut_by_click()) {
            press_move(); // the deck is cut where the player clicks it
        }
    } else if (target.zone == play_area) {
        press_move(); // a click on the show counts on
    } else if (target == Target::button(move_button)) {
        press_move();
    } else if (target == Target::button(claim_less_button)) {
        nudge_claim(-1);
    } else if (target == Target::button(claim_more_button)) {
        nudge_claim(1);
    }
}

bool TableScene::key(char key) {
    if (key >= '1' && key <= '6') {
        const int i = key - '1';
        focus_.target = Target{HumanHand, i};
        pick(i);
        return true;
    }
    if (key == 'l') {
        if (state().phase == cr::Phase::LayAway) {
            press_move();
        }
        return true;
    }
    if (key == 'c') {
        if (reveal_running() || state().phase == cr::Phase::CutForDeal ||
            state().phase == cr::Phase::DealOver || state().phase == cr::Phase::GameOver) {
            press_move();
        }
        return true;
    }
    if (key == 'r') {
        if (deal_review_offered()) {
            open_deal_review();
        }
        return true;
    }
    return false;
}

bool TableScene::deal_review_offered() const {
    return state().phase == cr::Phase::DealOver && reveal_.finished() && record_text().has_value();
}

void TableScene::open_deal_review() {
    const int deal = state().deal_number;
    app().push(std::make_unique<table::ReviewOverlay>(
        app(), "Review of deal " + std::to_string(deal),
        table::record_review(cr::record_game_id, *record_text(), deal),
        table::moments_of(app(), *record_text())));
}

bool TableScene::drop_pick() {
    if (picked_.empty()) {
        return false;
    }
    picked_.clear();
    on_crib_.reset();
    changed();
    return true;
}

void TableScene::press_move() {
    if (!move_enabled()) {
        return;
    }
    if (state().claim) {
        if (reveal_running()) {
            // The show counted before the player's claim: counted on first.
            if (const ShowStep* s = reveal_.step()) {
                reveal_step(*s);
            }
            changed();
        } else {
            press_claim();
        }
        return;
    }
    switch (state().phase) {
    case cr::Phase::CutForDeal:
        play(table::player_seat, cr::CutForDeal{});
        return;
    case cr::Phase::LayAway: {
        const auto shown = human_shown();
        play(table::player_seat, cr::LayAway{shown[static_cast<std::size_t>(picked_[0])],
                                             shown[static_cast<std::size_t>(picked_[1])]});
        return;
    }
    case cr::Phase::Play:
        pick(focus_.target.index);
        return;
    case cr::Phase::DealOver:
    case cr::Phase::GameOver:
        if (reveal_.active() && !reveal_.finished()) {
            if (const ShowStep* s = reveal_.step()) {
                reveal_step(*s);
            }
            changed();
        } else if (state().phase == cr::Phase::DealOver) {
            play(table::player_seat, cr::NextDeal{});
        }
        return;
    }
}

void TableScene::pick(int shown_index) {
    const auto shown = human_shown();
    if (!human_to_act() || shown_index < 0 || shown_index >= static_cast<int>(shown.size())) {
        return;
    }
    if (state().phase == cr::Phase::Play) {
        const Card card = shown[static_cast<std::size_t>(shown_index)];
        if (playable(shown_index)) {
            play(table::player_seat, cr::Play{card});
        } else {
            say_why_not(card);
        }
        return;
    }
    if (state().phase != cr::Phase::LayAway) {
        return;
    }
    if (auto it = std::find(picked_.begin(), picked_.end(), shown_index); it != picked_.end()) {
        picked_.erase(it);
    } else {
        if (picked_.size() == 2) {
            picked_.erase(picked_.begin()); // the older pick gives way
        }
        picked_.push_back(shown_index);
    }
    changed();
}

// ---- counting your own ----

const cr::PendingClaim* TableScene::human_claim() const {
    const auto& claim = state().claim;
    return claim && claim->seat == cr::Seat::Human && !watch_status() ? &*claim : nullptr;
}

bool TableScene::reveal_running() const {
    return reveal_.active() && !reveal_.finished();
}

bool TableScene::claim_open() const {
    return human_claim() != nullptr && !reveal_running();
}

bool TableScene::showing_claim_cards() const {
    return state().claim && state().claim->of != cr::ClaimOf::Pegging && !reveal_running() &&
           state().starter.has_value();
}

std::vector<Card> TableScene::claim_cards() const {
    const bool crib = state().claim && state().claim->of == cr::ClaimOf::Crib;
    std::vector<Card> cards = crib ? state().crib() : state().player(cr::Seat::Human).played;
    std::sort(cards.begin(), cards.end());
    if (state().starter) {
        cards.push_back(*state().starter);
    }
    return cards;
}

std::string TableScene::claim_question() const {
    const cr::PendingClaim* claim = human_claim();
    if (claim == nullptr) {
        return {};
    }
    if (claim->of == cr::ClaimOf::Pegging) {
        const auto& played = state().player(cr::Seat::Human).played;
        return "The " + cards::pretty(played.back()) + " makes " + std::to_string(count_shown()) +
               ": how many points do you peg?";
    }
    return std::string(claim->of == cr::ClaimOf::Crib ? "Your crib" : "Your hand") +
           " and the starter: how many points?";
}

bool TableScene::key_first(char key) {
    if (!claim_open()) {
        return false;
    }
    if (key >= '0' && key <= '9') {
        // Two digits at most (no count is more than 29); a third begins a new number.
        if (claim_entry_.size() >= 2 || claim_entry_ == "0") {
            claim_entry_.clear();
        }
        claim_entry_ += key;
        changed();
        return true;
    }
    if (key == '+' || key == '-') {
        nudge_claim(key == '+' ? 1 : -1);
        return true;
    }
    return false;
}

bool TableScene::action_first(UiAction action) {
    if (!claim_open()) {
        return false;
    }
    switch (action) {
    case UiAction::Up:
        nudge_claim(1);
        return true;
    case UiAction::Down:
        nudge_claim(-1);
        return true;
    case UiAction::Erase:
        if (!claim_entry_.empty()) {
            claim_entry_.pop_back();
            changed();
        }
        return true;
    case UiAction::Select:
        // Enter claims, unless the focus is on a button (− or +, Save...).
        if (focus_.visible && focus_.target.is_button()) {
            return false;
        }
        press_claim();
        return true;
    default:
        return false;
    }
}

void TableScene::nudge_claim(int by) {
    if (!claim_open()) {
        return;
    }
    const int now = claim_entry_.empty() ? (by > 0 ? 0 : 1) : std::stoi(claim_entry_);
    claim_entry_ = std::to_string(std::clamp(now + by, 0, 99));
    changed();
}

void TableScene::press_claim() {
    if (!claim_open()) {
        return;
    }
    if (claim_entry_.empty()) {
        say_refused("Type the points you claim (0 to 9, or + and −), then Enter.");
        return;
    }
    const int points = std::stoi(claim_entry_);
    claim_entry_.clear();
    // An over-claim is refused with the true count (the rules' words), said in the log and
    // shown by the claim; the claim still waits.
    if (std::string why = cr::why_illegal(state(), cr::Action{cr::Claim{points}}); !why.empty()) {
        claim_refused_ = why;
        say_refused(why);
        changed();
        return;
    }
    claim_refused_.clear();
    // Taken back with the card or lay-away before it, never alone: a claim stands once made
    // (docs/cribbage.md), or muggins would be a game of guesses.
    play_on(cr::Claim{points});
}

void TableScene::say_why_not(Card card) {
    // "The K♠ would take the count past 31 (it is 25)."
    say_refused(cr::why_illegal(state(), cr::Play{card}));
}

bool TableScene::draggable(Target target) const {
    return target.zone == HumanHand && human_to_act() &&
           (state().phase == cr::Phase::LayAway || state().phase == cr::Phase::Play);
}

void TableScene::dropped(Target target, Target onto, Point) {
    if (!draggable(target)) {
        return;
    }
    const bool on_play = onto.zone == play_area || onto.zone == Pile || onto.zone == Earlier;
    const bool on_crib = onto.zone == crib_area || onto.zone == Crib ||
                         (onto.zone == HumanHand && this->on_crib(onto.index));
    if (state().phase == cr::Phase::Play && on_play) {
        pick(target.index); // played if the count allows it, else the reason why not
    } else if (state().phase == cr::Phase::LayAway && on_crib) {
        lay_toward_crib(target.index);
    }
}

// A card dropped on the crib lies on it; with another there or picked beside it, both are laid
// away (the rules take the two at once). A third card dropped there replaces the pick that is
// not on the crib.
void TableScene::lay_toward_crib(int shown_index) {
    if (std::find(picked_.begin(), picked_.end(), shown_index) == picked_.end()) {
        if (picked_.size() == 2) {
            const int keep = on_crib(picked_[0]) ? picked_[0] : picked_[1];
            picked_ = {keep};
        }
        picked_.push_back(shown_index);
    }
    if (picked_.size() == 2) {
        press_move();
        return;
    }
    on_crib_ = shown_index;
    changed();
}

table::CardMarks TableScene::marks(Target t, Card c) const {
    table::CardMarks m;
    if (t.zone == HumanHand) {
        // (Not while a claim waits: the hand is not to be played then.)
        const bool my_play = state().phase == cr::Phase::Play && state().turn == cr::Seat::Human &&
                             !state().claim && !flights_.flying();
        const bool acting = human_to_act();
        m.selected = std::find(picked_.begin(), picked_.end(), t.index) != picked_.end();
        m.offered =
            (my_play && playable(t.index)) || (state().phase == cr::Phase::LayAway && acting);
        m.glow = my_play && playable(t.index);
        m.dim = my_play && !playable(t.index); // would pass 31
        m.hint = acting && hinted(c);
        m.lit = lit(c);
        if (acting && state().phase != cr::Phase::CutForDeal &&
            state().player(cr::Seat::Human).hand.size() <= 6) {
            m.tab = std::to_string(t.index + 1);
        }
        return m;
    }
    if (t.zone == ShowCards && showing_claim_cards()) {
        return m; // the player counts them: nothing lit
    }
    if (t.zone == Deck) {
        m.offered = m.glow = cut_by_click(); // a click cuts for the deal
    } else if (t.zone == ComputerHand || t.zone == Starter) {
        m.lit = lit(c);
    } else if (t.zone == ShowCards) {
        const ShowStep* s = reveal_.current();
        m.lit = s != nullptr && std::find(s->lit.begin(), s->lit.end(), c) != s->lit.end();
        m.dim = !m.lit && s != nullptr && s->item >= 0;
    }
    return m;
}

bool TableScene::lit(Card card) const {
    const ShowStep* s = reveal_.current();
    if (!s || reveal_.finished() || s->item < 0) {
        return false;
    }
    return std::find(s->lit.begin(), s->lit.end(), card) != s->lit.end();
}

// ---- what happened ----

void TableScene::tell(const Outcome& outcome, int seat, const std::vector<std::string>& reasons) {
    const Narration n{names_of(names_)};
    bool shows = false;
    bool claimed = false;
    int show_index = 0;
    std::vector<cr::Show> shown; // this move's shows (a player counting their own stops them)
    for (const cr::Event& event : outcome.events) {
        record(deals_, event);
        if (std::holds_alternative<cr::DealtEvent>(event) && !deals_.empty()) {
            deals_.back().deal += deal_offset_; // a continued game counts from its first deal
        }
        if (std::holds_alternative<cr::ShowEvent>(event)) {
            held_back_.emplace_back(show_index++, narrate(event, n));
        } else if (std::holds_alternative<cr::GameOverEvent>(event) && show_index > 0) {
            held_back_.emplace_back(-1, narrate(event, n));
        } else {
            log_.add(narrate(event, n));
        }
        if (std::holds_alternative<cr::LaidAwayEvent>(event)) {
            if (seat != 0) {
                crib_reasons_ = reasons; // they name its cards: told once the crib is shown
            }
            picked_.clear();
            on_crib_.reset();
        } else if (const auto* played = std::get_if<cr::PlayedEvent>(&event)) {
            if (played->seat == cr::Seat::Computer) {
                log_.add_reasons(reasons);
            }
            pegs_[static_cast<std::size_t>(cr::index(played->seat))].add(points_of(played->items),
                                                                         state().target);
        } else if (const auto* points = std::get_if<cr::PointsEvent>(&event)) {
            pegs_[static_cast<std::size_t>(cr::index(points->seat))].add(points->item.points,
                                                                         state().target);
        } else if (const auto* claim = std::get_if<cr::ClaimEvent>(&event)) {
            claimed = true;
            pegs_[static_cast<std::size_t>(cr::index(claim->seat))].add(claim->claimed,
                                                                        state().target);
            if (claim->of == cr::ClaimOf::Pegging) {
                callout_ = n.names[0] + ": " + std::to_string(claim->claimed) + " claimed";
            }
        } else if (const auto* muggins = std::get_if<cr::MugginsEvent>(&event)) {
            pegs_[static_cast<std::size_t>(cr::index(muggins->seat))].add(muggins->points,
                                                                          state().target);
            callout_ += std::string(callout_.empty() ? "" : "  ·  ") +
                        n.names[static_cast<std::size_t>(cr::index(muggins->seat))] +
                        ": muggins, " + std::to_string(muggins->points);
        } else if (const auto* cut = std::get_if<cr::CutForDealEvent>(&event)) {
            last_cut_ = *cut;
        } else if (std::holds_alternative<cr::DealtEvent>(event)) {
            reveal_.clear();
            held_back_.clear();
            picked_.clear();
            on_crib_.reset();
            crib_reasons_.clear();
            callout_.clear();
            ended_.reset();
            hold_ = 0;
            if (state().deal_number > 1) {
                last_cut_.reset();
            }
            const Layout l = layout();
            const bool human_first = state().dealer == cr::Seat::Computer;
            deal_from(Rect{l.deck.x, l.deck.y, l.middle_card.w, l.middle_card.h},
                      human_first ? std::vector<int>{HumanHand, ComputerHand}
                                  : std::vector<int>{ComputerHand, HumanHand});
        } else if (const auto* show = std::get_if<cr::ShowEvent>(&event)) {
            shows = true;
            shown.push_back(show->show);
        }
    }
    if (shows) {
        // The pegs move as the items are counted, not all at once: this move's shows (all the
        // deal's, unless the player counts their own, whose claims peg at once).
        reveal_ = ShowReveal(std::move(shown), names_of(names_));
    }
    if (claimed) {
        claim_entry_.clear();
        claim_refused_.clear();
        if (state().phase != cr::Phase::GameOver) {
            ended_.reset(); // the count kept for the claim goes
        }
        if (!shows && state().phase == cr::Phase::DealOver) {
            end_of_show(); // the show ended on the player's claim
        }
    }
    after_pegging(outcome);
    if (!shows && state().phase == cr::Phase::GameOver) {
        end_of_show(); // won in the play: the crib's secret can be told now
    }
    if (state().phase != cr::Phase::LayAway) {
        picked_.clear();
        on_crib_.reset();
    }
    settle_pegs_unless_animated();
}

Sound TableScene::sound_of(const Outcome& outcome) const {
    return table::move_sound(outcome.events, [](const auto& event) { return event_sound(event); });
}

void TableScene::after_pegging(const Outcome& outcome) {
    const cr::PlayedEvent* played = nullptr;
    for (const cr::Event& event : outcome.events) {
        if (const auto* p = std::get_if<cr::PlayedEvent>(&event)) {
            played = p;
        }
    }
    const bool cards_left = !state().player(cr::Seat::Human).hand.empty() ||
                            !state().player(cr::Seat::Computer).hand.empty();
    std::string words = pegging_callout(outcome.events, Narration{names_of(names_)}, cards_left);
    if (played != nullptr || !words.empty()) {
        callout_ = std::move(words); // a new card: the last one's words go
    }
    if (played != nullptr) {
        // The rules clear the pile when a count ends: its cards stay a moment for the eye.
        std::vector<Card> cards = pile_before_;
        cards.push_back(played->card);
        if (state().phase != cr::Phase::Play || state().pile != cards) {
            ended_ = EndedCount{std::move(cards), played->count};
            if (state().phase != cr::Phase::GameOver) {
                hold_for(count_hold_seconds); // a peg-out holds from end_of_show
            }
        }
    }
    pile_before_ = state().pile;
}

void TableScene::settle_pegs_unless_animated() {
    if (!app().settings().animations) {
        for (PegPair& p : pegs_) {
            p.settle(); // with animations off the pegs jump to their holes
        }
    }
}

void TableScene::reveal_step(const ShowStep& s) {
    const cr::Show& show = reveal_.shows()[static_cast<std::size_t>(s.show)];
    if (s.item < 0) {
        // The hand is laid down: now the log may say what it is worth.
        for (auto& [index, entry] : held_back_) {
            if (index == s.show) {
                log_.add(std::move(entry));
                index = -2;
            }
        }
    }
    if (s.points > 0) {
        pegs_[static_cast<std::size_t>(cr::index(show.seat))].add(s.points, state().target);
        settle_pegs_unless_animated();
    }
    if (reveal_.finished()) {
        end_of_show();
    }
}

void TableScene::end_of_show() {
    if (state().phase == cr::Phase::GameOver) {
        hold_for(peg_out_hold_seconds); // the winner's peg at the end before the results
    }
    for (auto& [index, entry] : held_back_) {
        if (index != -2) {
            log_.add(std::move(entry));
        }
    }
    held_back_.clear();
    if (!crib_reasons_.empty()) {
        log_.add(LogEntry::Who::Computer, "Why the computer laid away what it did:");
        log_.add_reasons(crib_reasons_);
        crib_reasons_.clear();
    }
}

void TableScene::show_results() {
    table::ResultsSheet sheet = results_sheet(state(), names_, deals_);
    offer_review(sheet, "Review of your game");
    show_final_sheet(std::move(sheet));
}

std::optional<GameRecord> TableScene::final_record() const {
    const auto winner = cr::winner(state());
    if (state().phase != cr::Phase::GameOver || !winner) {
        return std::nullopt;
    }
    GameRecord record;
    const bool won = *winner == cr::Seat::Human;
    record.result = won ? GameRecord::Result::Win : GameRecord::Result::Loss;
    const auto scores = cr::scores(state());
    record.score = scores[0] - scores[1]; // the margin: what a skunk is measured by
    switch (cr::skunk_of(scores[won ? 1 : 0], state().target)) {
    case cr::Skunk::Double:
        record.counts[won ? "double skunks given" : "double skunks taken"] = 1;
        break;
    case cr::Skunk::Single:
        record.counts[won ? "skunks given" : "skunks taken"] = 1;
        break;
    case cr::Skunk::None:
        break;
    }
    return record;
}

std::string TableScene::save_name() const {
    return "cribbage-deal-" + std::to_string(std::max(1, state().deal_number));
}

} // namespace parlor::app::cribbage_table
