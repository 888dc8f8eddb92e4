// The flow of a Cribbage table of three or four: the player's lay-away and play by key or click,
// the other seats each by its own strategy in a paced run, the show counted one hand at a time,
// the log naming every seat, the help from the table's expert, the results and Play again.

#include "app/cribbage/seats_table.hpp"
#include "app/cribbage/pace.hpp"

#include "app/table/game_statistics.hpp"
#include "app/table/results_flow.hpp"
#include "app/table/run_pacing.hpp"
#include "app/table/seat_list.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::cribbage_table {

namespace {

// As the two-seat table: the computer's pause, one hand of the show every so often.
constexpr double first_pause = 0.55;
constexpr double results_hold = 1.5;

std::string items_text(const std::vector<cr::ScoreItem>& items) {
    std::string text;
    for (const cr::ScoreItem& item : items) {
        text += (text.empty() ? "" : ", ") + cr::describe(item);
    }
    return text;
}

std::string cards_word(int n) {
    return std::to_string(n) + (n == 1 ? " card" : " cards");
}

} // namespace

// ---- words ----

std::string SeatWords::placed(int seat, bool within) const {
    return within && names_.you(seat) ? std::string("you") : names_[seat];
}

std::string SeatWords::who(int seat, bool within) const {
    if (partners_ && seat == 2) {
        return (within ? "your partner " : "Your partner ") + names_[seat];
    }
    return placed(seat, within);
}

std::string SeatWords::with_verb(int seat, const std::string& plain, const std::string& third,
                                 bool within) const {
    return who(seat, within) + " " + (names_.you(seat) ? plain : third);
}

std::string SeatWords::possessive(int seat, bool within) const {
    if (partners_ && seat == 2) {
        return who(seat, within) + "'s";
    }
    if (names_.you(seat)) {
        return within ? "your" : "Your";
    }
    return names_.possessive(seat);
}

std::string SeatWords::side(int side, bool within) const {
    if (!partners_) {
        return placed(side, within);
    }
    return side == 0 ? placed(0, within) + " and " + names_[2] : names_[1] + " and " + names_[3];
}

bool SeatWords::side_plural(int side) const {
    return partners_ || names_.you(side);
}

// ---- layout ----

SeatsLayout layout_seats(const table::TableFrame& f, int seats) {
    SeatsLayout l;
    const Rect p = f.play;
    const int tracks = seats == 4 ? 2 : seats;
    const float board_h = std::floor(std::min(f.px(static_cast<float>(22 * tracks)), p.h * 0.16f));
    l.board = Rect{p.x, p.y, p.w, board_h};
    l.human_card = table::card_of_height(std::min(f.px(120), std::floor(p.h * 0.22f)));
    l.lift = f.px(14);
    const float label_h = f.px(24);
    l.human_hand = Rect{p.x, p.bottom() - l.lift - l.human_card.h, p.w, l.lift + l.human_card.h};
    l.human_label = Rect{p.x, l.human_hand.y - label_h, p.w, label_h};
    const float room_top = l.board.bottom() + f.gap;
    const Rect room{p.x, room_top, p.w, std::max(0.0f, l.human_label.y - f.px(4) - room_top)};
    std::vector<table::SeatPlace> ring = table::seat_ring(f, room, seats - 1);
    // The places along the top are widened into the room beside them (up to 240 units): a
    // partner's place names the partner and the dealer beside the name, whole, at every size.
    float column_w = 0;
    for (const table::SeatPlace& s : ring) {
        if (s.box.y > room.y) {
            column_w = std::max(column_w, s.box.w + f.gap);
        }
    }
    std::vector<table::SeatPlace*> along_top;
    for (table::SeatPlace& s : ring) {
        if (s.box.y <= room.y) {
            along_top.push_back(&s);
        }
    }
    // Side by side as the ring spaces them, centred between the columns.
    const float top_room = room.w - 2 * column_w;
    const float apart = f.px(40);
    const int n_top = static_cast<int>(along_top.size());
    const float each =
        n_top == 0 ? 0.0f
                   : (top_room - static_cast<float>(n_top - 1) * apart) / static_cast<float>(n_top);
    for (int i = 0; i < n_top && each > along_top[0]->box.w; ++i) {
        table::SeatPlace& s = *along_top[static_cast<std::size_t>(i)];
        const float w = std::floor(std::min(f.px(240), each));
        const float row_w = static_cast<float>(n_top) * w + static_cast<float>(n_top - 1) * apart;
        const float x = std::round(room.cx() - row_w / 2 + static_cast<float>(i) * (w + apart));
        s.box = Rect{x, s.box.y, w, s.box.h};
        s.cards = Rect{x + f.px(8), s.cards.y, w - f.px(16), s.cards.h};
    }
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
    l.middle = Rect{left, room.y + ph + f.gap, std::max(0.0f, right - left),
                    std::max(0.0f, room.bottom() - room.y - ph - f.gap)};
    const float label = f.px(18);
    l.middle_card = table::card_of_height(
        std::max(f.px(30), std::floor(std::min(f.px(110), l.middle.h - label - f.px(6)))));
    // The starter lies on the deck drawn 4 px higher (seats_paint.cpp): below its label.
    const float top = l.middle.y + label + f.px(4);
    l.deck = Rect{l.middle.x + f.px(6), top, l.middle_card.w + f.px(6), l.middle_card.h};
    l.crib = Rect{l.middle.right() - l.middle_card.w - f.px(12), top, l.middle_card.w + f.px(6),
                  l.middle_card.h};
    const float play_x = l.deck.right() + f.gap;
    l.play = Rect{play_x, l.middle.y, std::max(0.0f, l.crib.x - f.gap - play_x), l.middle.h};
    return l;
}

// ---- the table ----

SeatsScene::SeatsScene(App& app, cr::TableState state, std::uint64_t seed, NewGameChoice choice,
                       std::optional<SeatsResume> resume)
    : TableBase(app, "cribbage"), state_(std::move(state)), rng_(seed), seed_(seed),
      choice_(std::move(choice)),
      words_(table::Names(choice_.player_name,
                          [&] {
                              std::vector<std::string> names = table::seat_names(state_.size());
                              names.erase(names.begin());
                              return names;
                          }()),
             state_.partners) {
    const int n = state_.size();
    std::vector<std::string> seats = choice_.seats;
    if (static_cast<int>(seats.size()) != n - 1) {
        seats = table::seats_for(choice_.difficulty, n);
    }
    strategy_names_.assign(1, "");
    ai_.resize(static_cast<std::size_t>(n));
    for (int seat = 1; seat < n; ++seat) {
        std::string name = seats[static_cast<std::size_t>(seat - 1)];
        auto strategy = cr::make_table_strategy(name, rng_.fork_seed());
        if (!strategy) {
            name = "expert";
            strategy = cr::make_table_strategy(name, rng_.fork_seed());
        }
        strategy_names_.push_back(name);
        ai_[static_cast<std::size_t>(seat)] = std::move(strategy);
    }
    choice_.players = n;
    choice_.seats.assign(strategy_names_.begin() + 1, strategy_names_.end());
    choice_.difficulty = table::seats_difficulty(table::joined_seats(choice_.seats));
    pegs_.resize(static_cast<std::size_t>(state_.sides()));
    recap_.resize(static_cast<std::size_t>(n));
    if (resume) {
        resume_from(*resume);
    } else {
        start_ = state_;
        log_.add(table::LogEntry::Who::Table,
                 "A new game of cribbage for " + std::string(n == 3 ? "three" : "four") + " to " +
                     std::to_string(state_.target) +
                     (state_.partners
                          ? ", in partnerships: " + words_.who(2, true) + " sits opposite you."
                          : "."));
        tell(cr::TableDealt{state_.dealer, std::max(1, state_.deal_number)});
    }
    keep();
}

void SeatsScene::resume_from(const SeatsResume& resume) {
    from_file_ = resume.from_file;
    const int sides = state_.sides();
    // The memory belongs to this save only when it was written with it: the same scores.
    std::optional<SeatsMemory> memory;
    if (resume.continued && !resume.memory.empty()) {
        memory = read_seats_memory(resume.memory, state_.size(), sides);
    }
    if (memory && memory->scores == state_.scores && log_.restore_kept(memory->log)) {
        state_.deal_number = memory->deal;
        deals_ = memory->deals;
        for (int side = 0; side < sides; ++side) {
            PegPair& p = pegs_[static_cast<std::size_t>(side)];
            p.set(state_.scores[static_cast<std::size_t>(side)]);
            p.back = std::min(p.front, memory->back[static_cast<std::size_t>(side)]);
        }
    } else {
        // A file's game: its deals are counted from here, both pegs on the score.
        deals_.push_back(SeatsDeal{std::max(1, state_.deal_number), state_.dealer,
                                   std::vector<int>(static_cast<std::size_t>(sides), 0)});
        for (int side = 0; side < sides; ++side) {
            pegs_[static_cast<std::size_t>(side)].set(
                state_.scores[static_cast<std::size_t>(side)]);
        }
    }
    table::add_resumed(log_, resume.loaded_from, resume.continued, resume.from_file,
                       resume.warnings);
}

SeatsMemory SeatsScene::memory() const {
    SeatsMemory m;
    m.scores = state_.scores;
    m.deal = deals_.empty() ? 1 : deals_.back().deal;
    m.deals = deals_;
    for (const PegPair& p : pegs_) {
        m.back.push_back(p.back);
    }
    m.log = log_.kept_text();
    return m;
}

void SeatsScene::keep() {
    if (ended()) {
        // Nothing to write: the last decision stays kept until the result is counted
        // (count_finished), so that a game left during its last show is not lost.
        return;
    }
    // The seats' strategies as the game's difficulty, so Continue brings back every seat.
    GameOrigin origin =
        game_origin(table::joined_seats(choice_.seats), from_file_, write_seats_memory(memory()));
    const table::AutosaveKeeper::Save save{
        cr::table_can_save(state_),
        [this](const std::string& path) { return cr::table_save_to_file(path, state_); },
        [this] { return cr::write_table_save(state_); }};
    autosave_.keep(app().unfinished(), "cribbage", std::move(origin), log_.version(), save, log_);
}

const std::string& SeatsScene::recap_at(int seat) const {
    static const std::string none;
    return seat >= 0 && seat < static_cast<int>(recap_.size())
               ? recap_[static_cast<std::size_t>(seat)]
               : none;
}

bool SeatsScene::player_to_act() const {
    return queued_.empty() && !flights_.flying() &&
           ((state_.turn == table::player_seat &&
             (state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play)) ||
            state_.phase == cr::Phase::DealOver);
}

std::vector<Card> SeatsScene::hand_shown() const {
    const cr::TableSeat& me = state_.seats[0];
    std::vector<Card> cards = me.hand;
    if (state_.phase == cr::Phase::DealOver || state_.phase == cr::Phase::GameOver) {
        cards = me.played; // the four come back for the show
        cards.insert(cards.end(), me.hand.begin(), me.hand.end());
    }
    std::sort(cards.begin(), cards.end());
    return cards;
}

bool SeatsScene::playable(int shown_index) const {
    if (!player_to_act() || state_.phase == cr::Phase::DealOver) {
        return false;
    }
    const std::vector<Card> cards = hand_shown();
    if (shown_index < 0 || shown_index >= static_cast<int>(cards.size())) {
        return false;
    }
    const Card card = cards[static_cast<std::size_t>(shown_index)];
    const cr::TableAction action = state_.phase == cr::Phase::LayAway
                                       ? cr::TableAction{cr::Discard{card}}
                                       : cr::TableAction{cr::Play{card}};
    return cr::why_illegal(state_, action).empty();
}

std::vector<int> SeatsScene::scores_shown() const {
    std::vector<int> scores;
    for (const PegPair& p : pegs_) {
        scores.push_back(p.front);
    }
    return scores;
}

std::string SeatsScene::card_label(int seat) const {
    return difficulty_label(*find_table("cribbage"),
                            strategy_names_[static_cast<std::size_t>(seat)]);
}

std::string SeatsScene::prompt() const {
    if (state_.phase == cr::Phase::GameOver) {
        return "The game is over.";
    }
    if (!queued_.empty()) {
        return "The show: C counts on.";
    }
    if (state_.phase == cr::Phase::DealOver) {
        return "The show is counted. C deals the next hand.";
    }
    if (state_.turn != table::player_seat) {
        return words_.names()[state_.turn] + " is to " +
               (state_.phase == cr::Phase::LayAway ? "lay away." : "play.");
    }
    if (state_.phase == cr::Phase::LayAway) {
        return "Lay one card away to " + words_.possessive(state_.dealer, true) +
               " crib: click it or press its number.";
    }
    return "The count is " + std::to_string(state_.count()) +
           ": play a card that keeps it to 31 or under.";
}

// ---- moves ----

cr::Chance SeatsScene::draw(const cr::TableAction& action) {
    const cr::Chance fresh = cr::draw_table_chance(state_, action, rng_);
    if (fresh == cr::Chance{}) {
        return fresh;
    }
    for (std::size_t k = recorded_at_; k < recorded_.size(); ++k) {
        const cr::Chance& old = recorded_[k];
        if (old.deck.empty() != fresh.deck.empty() ||
            old.starter.has_value() != fresh.starter.has_value()) {
            continue; // the other kind: a deck is not a starter
        }
        // The next of its kind: dealt again when the rules take it here (a starter cut from the
        // same stock), else passed over, so a later deal stays the record's.
        recorded_at_ = k + 1;
        cr::TableState probe = state_;
        return cr::apply_table(probe, action, old) ? old : fresh;
    }
    return fresh;
}

void SeatsScene::play(int seat, const cr::TableAction& action, std::vector<std::string> reasons) {
    const std::vector<Card> pile_before = state_.pile;
    const int count_before = state_.count();
    // Drawn, then applied: the same draws as apply_table(state_, action, rng_) makes, kept for
    // the same deals again.
    const cr::Chance chance = draw(action);
    const cr::TableOutcome outcome = cr::apply_table(state_, action, chance);
    if (!outcome) {
        say_refused(outcome.error);
        return;
    }
    if (!(chance == cr::Chance{})) {
        drawn_.push_back(chance);
    }
    if (seat == table::player_seat) {
        std::fill(recap_.begin(), recap_.end(), std::string());
        advice_summary_.reset();
        advice_details_.clear();
    }
    last_mover_ = seat;
    callout_.clear();
    const bool played = std::holds_alternative<cr::Play>(action);
    if (played) {
        ended_pile_.clear();
        // A count that ended with this card (31, a go, the play's last card) stays in sight.
        if (state_.pile.size() != pile_before.size() + 1) {
            ended_pile_ = pile_before;
            ended_pile_.push_back(std::get<cr::Play>(action).card);
            ended_count_ = count_before + cr::pip_value(std::get<cr::Play>(action).card);
        }
    }
    bool show_begun = false;
    for (const cr::TableEvent& event : outcome.events) {
        if (std::holds_alternative<cr::TableShown>(event)) {
            show_begun = true;
        }
        if (show_begun) {
            queued_.push_back(event); // told one by one, as the players count
            continue;
        }
        tell(event);
        if (seat != table::player_seat) {
            if (const auto* d = std::get_if<cr::TableDiscarded>(&event); d && d->seat == seat) {
                add_recap(seat, "laid away");
            } else if (const auto* p = std::get_if<cr::TablePlayed>(&event); p && p->seat == seat) {
                add_recap(seat,
                          cards::pretty(p->card) +
                              (p->items.empty() ? "" : " +" + std::to_string(points_of(p->items))));
            } else if (const auto* g = std::get_if<cr::TableGo>(&event)) {
                add_recap(g->seat, "go");
            }
        }
        if (const auto* g = std::get_if<cr::TableGo>(&event); g && seat == table::player_seat) {
            add_recap(g->seat, "go");
        }
    }
    if (!reasons.empty()) {
        log_.add_reasons(reasons);
    }
    if (!queued_.empty()) {
        queue_wait_ = 0;
        show_at_ = -1;
    }
    focus_ = {};
    keep();
    changed();
}

void SeatsScene::say(int seat, std::string text) {
    // The bullet in the seat's side's colour, as its track and score: gold is the opponents'
    // side at four, as at two, never every computer seat whatever its side.
    log_.add(table::LogEntry{seat == table::player_seat ? table::LogEntry::Who::Human
                                                        : table::LogEntry::Who::Computer,
                             std::move(text),
                             {},
                             side_mark(state_.side_of(seat))});
}

void SeatsScene::peg(int side, int points) {
    PegPair& p = pegs_[static_cast<std::size_t>(side)];
    const int before = p.front;
    p.add(points, state_.target);
    // The sheet holds what was pegged: the score stops at the target, and so does its total
    // (a last hand of 8 from 54 to 61 is 7 on the sheet, as on the board).
    deals_.back().points[static_cast<std::size_t>(side)] += p.front - before;
}

void SeatsScene::add_recap(int seat, const std::string& what) {
    if (seat <= 0 || seat >= static_cast<int>(recap_.size())) {
        return;
    }
    std::string& r = recap_[static_cast<std::size_t>(seat)];
    r += (r.empty() ? "" : ", ") + what;
}

void SeatsScene::tell(const cr::TableEvent& event) {
    using Who = table::LogEntry::Who;
    std::visit(
        [&](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, cr::TableDealt>) {
                deals_.push_back(
                    SeatsDeal{e.deal_number, e.dealer, std::vector<int>(pegs_.size(), 0)});
                ended_pile_.clear();
                showing_.reset();
                show_at_ = -1;
                log_.add(Who::Table, "Deal " + std::to_string(e.deal_number) + ": " +
                                         words_.with_verb(e.dealer, "deal", "deals", true) + "; " +
                                         cards_word(cr::table_cards_dealt) +
                                         " each, one laid away to the crib.");
            } else if constexpr (std::is_same_v<T, cr::TableDiscarded>) {
                if (e.seat == table::player_seat) {
                    log_.add(Who::Human, "You laid the " +
                                             cards::pretty(state_.seats[0].laid_away.back()) +
                                             " away to the crib.");
                } else {
                    say(e.seat, words_.who(e.seat) + " laid a card away.");
                }
            } else if constexpr (std::is_same_v<T, cr::TableStarter>) {
                log_.add(Who::Table, "The starter is the " + cards::pretty(e.card) + ".");
            } else if constexpr (std::is_same_v<T, cr::TablePoints>) {
                peg(state_.side_of(e.seat), e.item.points);
                callout_ = words_.names()[e.seat] + ": " + cr::describe(e.item);
                say(e.seat, words_.who(e.seat) + ": " + cr::describe(e.item) + ".");
            } else if constexpr (std::is_same_v<T, cr::TablePlayed>) {
                std::string text = words_.with_verb(e.seat, "play", "plays") + " the " +
                                   cards::pretty(e.card) + " — count " + std::to_string(e.count);
                if (!e.items.empty()) {
                    const int points = points_of(e.items);
                    peg(state_.side_of(e.seat), points);
                    text += ": " + items_text(e.items);
                    callout_ = words_.names()[e.seat] + ": " + items_text(e.items);
                }
                say(e.seat, text + ".");
            } else if constexpr (std::is_same_v<T, cr::TableGo>) {
                say(e.seat, words_.with_verb(e.seat, "say", "says") + " go.");
            } else if constexpr (std::is_same_v<T, cr::TableCountRestarted>) {
                log_.add(Who::Table, "The count starts again at 0; " +
                                         words_.with_verb(e.leader, "lead", "leads", true) + ".");
            } else if constexpr (std::is_same_v<T, cr::TableShown>) {
                const int side = state_.side_of(e.show.seat);
                peg(side, e.show.score.total);
                showing_ = e.show;
                say(e.show.seat,
                    words_.possessive(e.show.seat) + (e.show.crib ? " crib" : " hand") + " (" +
                        cards::pretty_cards(e.show.cards) + " + starter " +
                        cards::pretty(e.show.starter) + "): " + std::to_string(e.show.score.total) +
                        (e.show.score.items.empty()
                             ? " — nineteen (nothing)."
                             : " — " + items_text(e.show.score.items) + "."));
            } else if constexpr (std::is_same_v<T, cr::TableGameOver>) {
                std::string scores;
                for (int side = 0; side < static_cast<int>(e.scores.size()); ++side) {
                    scores += (scores.empty() ? "" : ", ") + words_.side(side, true) + " " +
                              std::to_string(e.scores[static_cast<std::size_t>(side)]);
                }
                log_.add(Who::Table, words_.side(e.side) +
                                         (words_.side_plural(e.side) ? " win" : " wins") +
                                         " the game: " + scores + ".");
            }
        },
        event);
}

void SeatsScene::reveal_next() {
    if (queued_.empty()) {
        return;
    }
    const cr::TableEvent event = queued_.front();
    queued_.erase(queued_.begin());
    if (std::holds_alternative<cr::TableShown>(event)) {
        ++show_at_;
    }
    tell(event);
    queue_wait_ = 0;
    changed();
}

void SeatsScene::press_move() {
    if (!queued_.empty()) {
        reveal_next();
        return;
    }
    if (state_.phase == cr::Phase::DealOver) {
        play(table::player_seat, cr::NextDeal{});
    }
}

void SeatsScene::choose(int shown_index) {
    const std::vector<Card> cards = hand_shown();
    if (shown_index < 0 || shown_index >= static_cast<int>(cards.size())) {
        return;
    }
    if (!player_to_act() || state_.phase == cr::Phase::DealOver) {
        say_refused("It is not your turn.");
        return;
    }
    const Card card = cards[static_cast<std::size_t>(shown_index)];
    const cr::TableAction action = state_.phase == cr::Phase::LayAway
                                       ? cr::TableAction{cr::Discard{card}}
                                       : cr::TableAction{cr::Play{card}};
    if (const std::string why = cr::why_illegal(state_, action); !why.empty()) {
        say_refused(why);
        return;
    }
    play(table::player_seat, action);
}

void SeatsScene::computer_step(double dt) {
    if (!queued_.empty() || state_.turn == table::player_seat ||
        (state_.phase != cr::Phase::LayAway && state_.phase != cr::Phase::Play)) {
        computer_wait_ = 0;
        return;
    }
    computer_wait_ += dt;
    if (computer_wait_ < table::run_pause_after(last_mover_, first_pause)) {
        return;
    }
    computer_wait_ = 0;
    const int seat = state_.turn;
    cr::TableStrategy& ai = *ai_[static_cast<std::size_t>(seat)];
    const cr::TableDecision decision = ai.decide(cr::table_view(state_, seat));
    play(seat, decision.action);
}

bool SeatsScene::ticking() const {
    bool pegs = false;
    for (const PegPair& p : pegs_) {
        pegs = pegs || p.moving();
    }
    return flights_.flying() || pegs || !queued_.empty() ||
           (state_.turn != table::player_seat &&
            (state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play)) ||
           (ended() && !results_shown_);
}

void SeatsScene::update(double dt) {
    advance_clock(dt);
    bool moved = false;
    for (PegPair& p : pegs_) {
        if (p.moving()) {
            p.advance(dt, peg_speed);
            moved = true;
        }
    }
    if (moved) {
        changed();
    }
    if (!queued_.empty()) {
        queue_wait_ += dt;
        if (show_at_ < 0 || queue_wait_ >= show_step_seconds) {
            reveal_next();
        }
    } else {
        computer_step(dt);
    }
    if (ended() && queued_.empty() && !results_shown_) {
        results_wait_ += dt;
        if (results_wait_ >= results_hold) {
            show_results();
        }
    }
    speech_step(player_to_act(), prompt());
}

// ---- input ----

void SeatsScene::activate(table::Target target, table::Press) {
    if (target.zone == SeatsHand) {
        choose(target.index);
    } else if (target.zone == SeatsShow || target.zone == SeatsPile) {
        press_move();
    }
}

bool SeatsScene::key(char key) {
    if (key >= '1' && key <= '9') {
        choose(key - '1');
        return true;
    }
    if (key == 'c') {
        press_move();
        return true;
    }
    return false;
}

bool SeatsScene::undo() {
    say_refused("A table of three or four has no take-back yet.");
    return false;
}

table::CardMarks SeatsScene::marks(table::Target target, Card card) const {
    table::CardMarks m;
    if (target.zone == SeatsHand) {
        const bool acting = player_to_act() && state_.phase != cr::Phase::DealOver;
        m.offered = acting && playable(target.index);
        m.glow = m.offered;
        m.dim = acting && !m.offered;
        m.tab = acting ? std::to_string(target.index + 1) : "";
        if (advice_summary_ && !advice_details_.empty()) {
            m.hint = advice_summary_->find(cards::pretty(card)) != std::string::npos;
        }
        if (showing_ && showing_->seat == 0 && !showing_->crib) {
            m.lit = std::find(showing_->cards.begin(), showing_->cards.end(), card) !=
                    showing_->cards.end();
        }
    }
    return m;
}

table::Target SeatsScene::next_focus() {
    const std::vector<Card> cards = hand_shown();
    for (int i = 0; i < static_cast<int>(cards.size()); ++i) {
        if (playable(i)) {
            return table::Target{SeatsHand, i};
        }
    }
    return {};
}

std::vector<table::MenuItem> SeatsScene::menu() {
    table::MenuItem move{seats_move_button};
    if (!queued_.empty()) {
        move.label = "Count on";
    } else if (state_.phase == cr::Phase::DealOver) {
        move.label = "Next deal";
    } else {
        move.label = state_.phase == cr::Phase::LayAway ? "Lay away" : "Play";
        move.enabled = false;
    }
    move.key = "C";
    move.primary = move.enabled;
    move.width = 130;
    return {save_button(), move,
            help_button(state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play),
            keys_button(), quit_button()};
}

GameHooks SeatsScene::hooks() {
    GameHooks h;
    h.game_id = "cribbage";
    h.default_save_name = state_.size() == 3 ? "cribbage-three" : "cribbage-four";
    h.save = [this](const std::string& path) { return cr::table_save_to_file(path, state_); };
    // A table's save holds a seat's decision, once the cards have landed and the show is told.
    h.can_save = [this] {
        return cr::table_can_save(state_) && queued_.empty() && !flights_.flying();
    };
    h.saved = [this](const std::string& path) {
        log_.add(table::LogEntry::Who::Table,
                 "Saved to " + cards::printable(path) + ". Play on: Load game picks it up.");
        changed();
    };
    h.help = [this] {
        if (!help_open_) {
            toggle_help();
        }
    };
    return h;
}

App::Notice SeatsScene::kept_notice(std::string_view where) const {
    return table::kept_notice(app().unfinished(), "cribbage",
                              autosave_.autosaved(cr::table_can_save(state_)), where);
}

// ---- help ----

void SeatsScene::toggle_help() {
    help_open_ = !help_open_;
    if (help_open_) {
        advise();
        show_new_advice();
    }
    changed();
}

void SeatsScene::advise() {
    advice_summary_.reset();
    advice_details_.clear();
    if (state_.turn != table::player_seat ||
        (state_.phase != cr::Phase::LayAway && state_.phase != cr::Phase::Play)) {
        advice_summary_ = "The expert has nothing to say until your turn.";
        return;
    }
    // The expert sees only what the player sees: the player's own view of the table.
    const cr::TableView view = cr::table_view(state_, table::player_seat);
    const auto number = [](double v) {
        const double r = std::round(v * 10) / 10;
        std::string s = std::to_string(r);
        return s.substr(0, s.find('.') + 2);
    };
    if (state_.phase == cr::Phase::LayAway) {
        const auto choices = cr::rank_table_discards(view);
        if (choices.empty()) {
            return;
        }
        advice_summary_ = "Lay away the " + cards::pretty(choices.front().card) + ".";
        for (std::size_t i = 0; i < choices.size() && i < 5; ++i) {
            const auto& c = choices[i];
            advice_details_.push_back(cards::pretty(c.card) + ": keeps " + number(c.hand) +
                                      " in the hand, " + number(c.crib) + " to the crib; net " +
                                      number(c.net) + ".");
        }
    } else {
        const auto choices = cr::rank_table_plays(view, 7);
        if (choices.empty()) {
            return;
        }
        advice_summary_ = "Play the " + cards::pretty(choices.front().card) + ".";
        for (const auto& c : choices) {
            advice_details_.push_back(cards::pretty(c.card) + ": " + std::to_string(c.points_now) +
                                      " now, " + number(c.net) +
                                      " expected to the end of the play.");
        }
    }
}

std::optional<table::AdviceText> SeatsScene::advice_text() const {
    if (!advice_summary_) {
        return std::nullopt;
    }
    return table::AdviceText{*advice_summary_, &advice_details_};
}

// ---- results ----

std::optional<GameRecord> SeatsScene::final_record() const {
    const auto winner = cr::table_winner(state_);
    if (!ended() || !winner) {
        return std::nullopt;
    }
    GameRecord record;
    record.result = *winner == 0 ? GameRecord::Result::Win : GameRecord::Result::Loss;
    int best_other = 0;
    for (int side = 1; side < state_.sides(); ++side) {
        best_other = std::max(best_other, state_.scores[static_cast<std::size_t>(side)]);
    }
    record.score = state_.scores[0] - best_other; // the margin, as at two seats
    return record;
}

std::string SeatsScene::statistics_level() const {
    const std::string level = state_.target == cr::winning_score
                                  ? choice_.difficulty
                                  : level_to_length(choice_.difficulty, state_.target);
    return seated_level(level, state_.size());
}

void SeatsScene::count_finished() {
    const std::optional<GameRecord> record = final_record();
    if (!record || counted_) {
        return;
    }
    counted_ = true;
    // A game begun from a file (perhaps edited by hand) is not a game at a difficulty.
    table::count_finished_game(app(), "cribbage",
                               from_file_.empty() ? statistics_level() : std::string(from_a_file),
                               *record, seed_);
    autosave_.forget();
}

void SeatsScene::show_results() {
    results_shown_ = true;
    count_finished();
    const auto winner = cr::table_winner(state_);
    table::ResultsSheet sheet;
    sheet.game_id = "cribbage";
    const int win_side = winner.value_or(0);
    const bool ours = win_side == 0;
    sheet.headline = ours ? (state_.partners ? "You and your partner win!" : "You win!")
                          : words_.side(win_side) + (state_.partners ? " win" : " wins");
    sheet.crown = ours;
    std::string line;
    for (int side = 0; side < state_.sides(); ++side) {
        line += (line.empty() ? "" : "  —  ") + words_.side(side) + " " +
                std::to_string(state_.scores[static_cast<std::size_t>(side)]);
    }
    sheet.lines = {line, "First to " + std::to_string(state_.target) + ", " +
                             std::to_string(deals_.size()) + " deals."};
    sheet.header = {"Deal", "Dealer"};
    const int sides = state_.sides();
    for (int side = 0; side < sides; ++side) {
        sheet.header.push_back(state_.partners
                                   ? (side == 0 ? "You & " + words_.names()[2]
                                                : words_.names()[1] + " & " + words_.names()[3])
                                   : words_.names()[side]);
    }
    sheet.columns = {0.0f, 0.14f};
    for (int side = 0; side < sides; ++side) {
        sheet.columns.push_back(0.42f +
                                0.58f * static_cast<float>(side) / static_cast<float>(sides));
    }
    std::vector<int> totals(static_cast<std::size_t>(sides), 0);
    for (const SeatsDeal& d : deals_) {
        std::vector<std::string> row{std::to_string(d.deal), words_.names()[d.dealer]};
        for (int side = 0; side < sides; ++side) {
            row.push_back(std::to_string(d.points[static_cast<std::size_t>(side)]));
            totals[static_cast<std::size_t>(side)] += d.points[static_cast<std::size_t>(side)];
        }
        sheet.rows.push_back(std::move(row));
    }
    sheet.total = {"Total", ""};
    for (const int t : totals) {
        sheet.total.push_back(std::to_string(t));
    }
    sheet.final = true;
    sheet.again = choice_;
    // The seed New game dealt the game from, as the two-seat table shows it.
    sheet.details = "Deal seed " + std::to_string(choice_.seed);
    if (start_) {
        // The same deals again, every seat holding the next seat's cards (the player the left's),
        // as `parlor-cli rematch` seats each player one seat on; a new seed for the rest.
        sheet.rematch = [&app = app(), start = cr::table_seats_rotated(*start_), deals = drawn_,
                         choice = choice_] {
            NewGameChoice again = choice;
            again.seed = app.next_seed();
            auto scene = std::make_unique<SeatsScene>(app, start, again.seed, again);
            scene->deal_as_recorded(deals);
            app.replace(std::move(scene));
        };
    }
    table::show_final_results(app(), std::move(sheet), std::nullopt);
}

} // namespace parlor::app::cribbage_table
