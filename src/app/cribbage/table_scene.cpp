// The table's flow: moves go to the rules, events come back as log lines, pegs and flying cards,
// the computer plays on a worker after a short pause, help is fetched the same way, the show is
// counted step by step, and the game's end hands over to the results screen.

#include "app/cribbage/table_scene.hpp"

#include "app/core/app.hpp"
#include "app/scenes/save_dialog.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <algorithm>

namespace parlor::app {

std::unique_ptr<Scene> make_cribbage_table(App& app, CribbageStart start) {
    return std::make_unique<cribbage_table::TableScene>(app, std::move(start));
}

} // namespace parlor::app

namespace parlor::app::cribbage_table {

namespace {

// The computer waits this long before it moves, so the player sees one thing happen at a time.
constexpr double computer_pause_seconds = 0.55;
// One item of the show every so often; Continue counts on at once.
constexpr double show_step_seconds = 1.1;
// Pegs move this many holes a second.
constexpr double peg_speed = 24;
// A moment to see the last points before the results cover the table.
constexpr double results_hold_seconds = 1.2;

int points_of(const std::vector<cr::ScoreItem>& items) {
    int total = 0;
    for (const auto& item : items) {
        total += item.points;
    }
    return total;
}

} // namespace

TableScene::TableScene(App& app, CribbageStart start)
    : Scene(app), state_(std::move(start.state)),
      rng_(start.seed), names_{start.player_name.empty() ? std::string("You") : start.player_name,
                               "Computer"} {
    strategy_ = cr::make_strategy(start.difficulty, rng_.fork_seed());
    if (!strategy_) {
        strategy_ = cr::make_strategy("expert", rng_.fork_seed());
    }
    help_seed_ = rng_.fork_seed();
    flights_.set_enabled(app.settings().animations);
    for (const cr::Seat seat : {cr::Seat::Human, cr::Seat::Computer}) {
        pegs_[static_cast<std::size_t>(cr::index(seat))].set(state_.player(seat).score);
    }
    table::add_resumed(log_, start.loaded_from, start.warnings);
    if (state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play) {
        deals_.push_back(DealRecord{std::max(1, state_.deal_number),
                                    state_.dealer,
                                    {},
                                    {},
                                    {},
                                    !start.loaded_from.empty()});
    }
    switch (state_.phase) {
    case cr::Phase::CutForDeal:
        log_.add(LogEntry::Who::Table,
                 "A new game of cribbage to 121. Cut for the deal: the lower card deals first.");
        break;
    case cr::Phase::LayAway:
        log_.add(LogEntry::Who::Table,
                 names_[static_cast<std::size_t>(cr::index(state_.dealer))] +
                     (state_.dealer == cr::Seat::Human && names_[0] == "You" ? " deal" : " deals") +
                     ": each player lays two cards away to the crib.");
        break;
    case cr::Phase::Play:
        log_.add(LogEntry::Who::Table,
                 "The play goes on: the count is " + std::to_string(state_.count()) + ".");
        break;
    default:
        break;
    }
    after_change();
    autosave();
}

bool TableScene::human_to_act() const {
    if (state_.turn != cr::Seat::Human || flights_.busy()) {
        return false;
    }
    return state_.phase == cr::Phase::CutForDeal || state_.phase == cr::Phase::LayAway ||
           state_.phase == cr::Phase::Play;
}

bool TableScene::hands_shown() const {
    return state_.phase == cr::Phase::DealOver ||
           (state_.phase == cr::Phase::GameOver && !state_.shows.empty());
}

std::vector<Card> TableScene::shown_cards(cr::Seat seat) const {
    const cr::Player& player = state_.player(seat);
    // After the play the four cards come back for the show.
    std::vector<Card> cards = hands_shown() ? player.played : player.hand;
    std::sort(cards.begin(), cards.end()); // by rank, then suit, as players hold them
    return cards;
}

std::vector<Card> TableScene::human_shown() const {
    return shown_cards(cr::Seat::Human);
}

bool TableScene::playable(int shown_index) const {
    if (state_.phase != cr::Phase::Play || state_.turn != cr::Seat::Human) {
        return false;
    }
    const auto shown = human_shown();
    if (shown_index < 0 || shown_index >= static_cast<int>(shown.size())) {
        return false;
    }
    return cr::why_illegal(state_, cr::Play{shown[static_cast<std::size_t>(shown_index)]}).empty();
}

bool TableScene::animating() const {
    const bool results_coming = state_.phase == cr::Phase::GameOver && !results_shown_;
    const bool reveal_running = reveal_.active() && !reveal_.finished();
    return flights_.busy() || ai_.busy() || pending_.has_value() || computer_due_ ||
           help_worker_.busy() || reveal_running || results_coming ||
           std::any_of(pegs_.begin(), pegs_.end(), [](const PegPair& p) { return p.moving(); });
}

// ---- moves ----

Box TableScene::hand_card_box(const Frame& f, cr::Seat seat, Card card) const {
    if (seat == cr::Seat::Human) {
        for (std::size_t i = 0; i < f.human_shown.size(); ++i) {
            if (f.human_shown[i] == card) {
                return f.human_cards[i];
            }
        }
        return f.layout.human_hand;
    }
    const auto& boxes = f.computer_cards;
    if (boxes.empty()) {
        return Box{f.layout.computer_hand.center_x() - f.layout.computer_card.w / 2,
                   f.layout.computer_hand.y, f.layout.computer_card.w, f.layout.computer_card.h};
    }
    return boxes[boxes.size() / 2];
}

void TableScene::play(cr::Seat seat, const cr::Action& action,
                      const std::vector<std::string>& reasons) {
    const Frame before = frame();
    std::vector<std::pair<Card, Box>> leaving; // cards leaving a hand, from where they were
    if (const auto* lay = std::get_if<cr::LayAway>(&action)) {
        leaving = {{lay->first, hand_card_box(before, seat, lay->first)},
                   {lay->second, hand_card_box(before, seat, lay->second)}};
    } else if (const auto* card = std::get_if<cr::Play>(&action)) {
        leaving = {{card->card, hand_card_box(before, seat, card->card)}};
    }

    cr::Outcome outcome = cr::apply(state_, action, rng_);
    ++state_version_;
    if (!outcome) {
        // The table offers only legal moves, so this is a bug somewhere; say so, do not crash.
        log_.add(LogEntry::Who::Table, "That move was refused: " + outcome.error);
        return;
    }

    const Narration n{names_};
    bool shows = false;
    bool dealt = false;
    int show_index = 0;
    for (const cr::Event& event : outcome.events) {
        record(deals_, event);
        if (std::holds_alternative<cr::ShowEvent>(event)) {
            held_back_.emplace_back(show_index++, narrate(event, n));
        } else if (std::holds_alternative<cr::GameOverEvent>(event) && show_index > 0) {
            held_back_.emplace_back(-1, narrate(event, n));
        } else {
            log_.add(narrate(event, n));
        }
        if (const auto* laid = std::get_if<cr::LaidAwayEvent>(&event)) {
            if (laid->seat == cr::Seat::Computer) {
                crib_reasons_ = reasons; // they name its cards: told once the crib is shown
            }
            picked_.clear();
        } else if (const auto* played = std::get_if<cr::PlayedEvent>(&event)) {
            if (played->seat == cr::Seat::Computer) {
                log_.add_reasons(reasons);
            }
            pegs_[static_cast<std::size_t>(cr::index(played->seat))].add(points_of(played->items));
        } else if (const auto* points = std::get_if<cr::PointsEvent>(&event)) {
            pegs_[static_cast<std::size_t>(cr::index(points->seat))].add(points->item.points);
        } else if (const auto* cut = std::get_if<cr::CutForDealEvent>(&event)) {
            last_cut_ = *cut;
        } else if (std::holds_alternative<cr::DealtEvent>(event)) {
            dealt = true;
            reveal_.clear();
            held_back_.clear();
            picked_.clear();
            crib_reasons_.clear();
            advice_.reset();
            if (state_.deal_number > 1) {
                last_cut_.reset();
            }
        } else if (std::holds_alternative<cr::ShowEvent>(event)) {
            shows = true;
        }
    }
    if (shows) {
        // The pegs move as the items are counted, not all at once.
        reveal_ = ShowReveal(state_.shows, names_);
    } else if (state_.phase == cr::Phase::GameOver) {
        end_of_show(); // won in the play: the crib's secret can be told now
    }

    // Cards fly from the hands to the crib or the pile.
    const Frame after = frame();
    for (const auto& [card, from] : leaving) {
        Flight f;
        f.card = card;
        f.from = from;
        f.duration = table::discard_seconds;
        if (std::holds_alternative<cr::LayAway>(action)) {
            f.to = Place::Crib;
            f.dest = Box{after.layout.crib.x, after.layout.crib.y, after.layout.middle_card.w,
                         after.layout.middle_card.h};
            f.face_up_at_start = seat == cr::Seat::Human;
            f.face_up_at_end = false;
        } else {
            f.to = Place::Pile;
            f.dest = after.pile_cards.empty() ? after.layout.play : after.pile_cards.back();
            for (std::size_t i = 0; i < after.pile_cards.size(); ++i) {
                if (i < state_.pile.size() && state_.pile[i] == card) {
                    f.dest = after.pile_cards[i];
                }
            }
            f.face_up_at_start = seat == cr::Seat::Human;
            f.face_up_at_end = true;
        }
        flights_.launch(f);
    }
    if (dealt) {
        launch_deal(after);
    }
    settle_pegs_unless_animated();
    after_change();
    autosave();
}

void TableScene::settle_pegs_unless_animated() {
    if (!app().settings().animations) {
        for (PegPair& p : pegs_) {
            p.settle(); // with animations off the pegs jump to their holes
        }
    }
}

void TableScene::launch_deal(const Frame& f) {
    // One card at a time from the deck, the pone first, as the rules deal them.
    const Box deck{f.layout.deck.x, f.layout.deck.y, f.layout.middle_card.w,
                   f.layout.middle_card.h};
    const bool human_first = state_.dealer == cr::Seat::Computer;
    const std::size_t n = std::max(f.human_cards.size(), f.computer_cards.size());
    int order = 0;
    for (std::size_t i = 0; i < n; ++i) {
        for (const bool to_human : {human_first, !human_first}) {
            Flight fl;
            fl.from = deck;
            fl.delay = table::deal_stagger_seconds * order++;
            fl.duration = table::deal_seconds;
            fl.face_up_at_start = false;
            if (to_human && i < f.human_cards.size()) {
                fl.card = f.human_shown[i];
                fl.to = Place::HumanHand;
                fl.dest = f.human_cards[i];
                fl.face_up_at_end = true;
                flights_.launch(fl);
            } else if (!to_human && i < f.computer_cards.size()) {
                fl.card = f.computer_shown[i];
                fl.to = Place::ComputerHand;
                fl.dest = f.computer_cards[i];
                fl.face_up_at_end = false;
                flights_.launch(fl);
            }
        }
    }
}

void TableScene::after_change() {
    // Forget picks that no longer point at a card.
    const auto shown = human_shown();
    std::erase_if(picked_, [&](int i) { return i >= static_cast<int>(shown.size()); });
    if (state_.phase != cr::Phase::LayAway) {
        picked_.clear();
    }
    if (focus_.kind == Target::Kind::Card && focus_.index >= static_cast<int>(shown.size())) {
        focus_ = shown.empty() ? Target::button(MenuButton::Move)
                               : Target::card(static_cast<int>(shown.size()) - 1);
    }
    const bool computer_turn =
        state_.turn == cr::Seat::Computer &&
        (state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play);
    if (computer_turn && !ai_.busy() && !pending_) {
        computer_due_ = true;
        computer_wait_ = computer_pause_seconds;
    }
    if (help_open_ && human_to_act()) {
        request_help();
    }
}

void TableScene::computer_step(double dt) {
    if (computer_due_) {
        computer_wait_ -= dt;
        if (computer_wait_ <= 0 && !flights_.busy()) {
            computer_due_ = false;
            ai_.start([view = cr::view_for(state_, cr::Seat::Computer), s = strategy_.get()] {
                return s->decide(view);
            });
        }
    }
    if (auto decided = ai_.poll()) {
        pending_ = std::move(decided);
    }
    if (pending_ && !flights_.busy()) {
        const cr::Decision d = std::move(*pending_);
        pending_.reset();
        play(cr::Seat::Computer, d.action, d.reasons);
    }
}

void TableScene::update(double dt) {
    clock_ += dt;
    flights_.update(dt);
    for (PegPair& p : pegs_) {
        p.advance(dt, peg_speed);
    }
    if (reveal_.active() && !reveal_.finished() && !flights_.busy()) {
        for (const ShowStep* step : reveal_.update(dt, show_step_seconds)) {
            reveal_step(*step);
        }
    }
    computer_step(dt);
    if (auto advice = help_worker_.poll()) {
        if (help_asked_for_ == help_key()) {
            advice_ = std::move(advice);
        } else if (help_open_ && human_to_act()) {
            request_help(); // the state moved on while it was thinking
        }
    }
    maybe_show_results(dt);
}

void TableScene::reveal_step(const ShowStep& step) {
    const cr::Show& show = reveal_.shows()[static_cast<std::size_t>(step.show)];
    if (step.item < 0) {
        // The hand is laid down: now the log may say what it is worth.
        for (auto& [index, entry] : held_back_) {
            if (index == step.show) {
                log_.add(std::move(entry));
                index = -2;
            }
        }
    }
    if (step.points > 0) {
        pegs_[static_cast<std::size_t>(cr::index(show.seat))].add(step.points);
        settle_pegs_unless_animated();
    }
    if (reveal_.finished()) {
        end_of_show();
    }
}

void TableScene::end_of_show() {
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

void TableScene::finish_animations() {
    flights_.finish_all();
    for (PegPair& p : pegs_) {
        p.settle();
    }
}

void TableScene::maybe_show_results(double dt) {
    if (state_.phase != cr::Phase::GameOver || results_shown_) {
        return;
    }
    const bool counting = reveal_.active() && !reveal_.finished();
    const bool moving =
        std::any_of(pegs_.begin(), pegs_.end(), [](const PegPair& p) { return p.moving(); });
    if (counting || moving || flights_.busy()) {
        return;
    }
    results_wait_ += dt;
    if (results_wait_ >= results_hold_seconds) {
        results_shown_ = true;
        app().replace(std::make_unique<ResultsScene>(app(), state_, names_, deals_));
    }
}

// ---- the player's moves ----

std::string TableScene::move_label() const {
    switch (state_.phase) {
    case cr::Phase::CutForDeal:
        return "Cut for the deal";
    case cr::Phase::LayAway:
        if (state_.turn == cr::Seat::Computer) {
            return "Computer is laying away…";
        }
        return picked_.size() == 2 ? "Lay away" : "Pick two cards";
    case cr::Phase::Play:
        if (state_.turn == cr::Seat::Computer) {
            return "Computer is playing…";
        }
        if (focus_visible_ && focus_.kind == Target::Kind::Card && playable(focus_.index)) {
            return "Play the " +
                   cards::pretty(human_shown()[static_cast<std::size_t>(focus_.index)]);
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
    if (flights_.busy() && state_.phase != cr::Phase::DealOver) {
        return false;
    }
    switch (state_.phase) {
    case cr::Phase::CutForDeal:
        return true;
    case cr::Phase::LayAway:
        return state_.turn == cr::Seat::Human && picked_.size() == 2;
    case cr::Phase::Play:
        return state_.turn == cr::Seat::Human && focus_visible_ &&
               focus_.kind == Target::Kind::Card && playable(focus_.index);
    case cr::Phase::DealOver:
        return true;
    case cr::Phase::GameOver:
        return reveal_.active() && !reveal_.finished();
    }
    return false;
}

void TableScene::press_move() {
    if (!move_enabled()) {
        return;
    }
    switch (state_.phase) {
    case cr::Phase::CutForDeal:
        play(cr::Seat::Human, cr::CutForDeal{}, {});
        return;
    case cr::Phase::LayAway:
        lay_away_picked();
        return;
    case cr::Phase::Play:
        pick(focus_.index);
        return;
    case cr::Phase::DealOver:
    case cr::Phase::GameOver:
        if (reveal_.active() && !reveal_.finished()) {
            if (const ShowStep* step = reveal_.step()) {
                reveal_step(*step);
            }
            ++state_version_;
        } else if (state_.phase == cr::Phase::DealOver) {
            play(cr::Seat::Human, cr::NextDeal{}, {});
        }
        return;
    }
}

void TableScene::pick(int shown_index) {
    const auto shown = human_shown();
    if (!human_to_act() || shown_index < 0 || shown_index >= static_cast<int>(shown.size())) {
        return;
    }
    if (state_.phase == cr::Phase::Play) {
        if (playable(shown_index)) {
            play(cr::Seat::Human, cr::Play{shown[static_cast<std::size_t>(shown_index)]}, {});
        }
        return;
    }
    if (state_.phase != cr::Phase::LayAway) {
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
    ++state_version_;
}

void TableScene::lay_away_picked() {
    const auto shown = human_shown();
    if (state_.phase != cr::Phase::LayAway || !human_to_act() || picked_.size() != 2) {
        return;
    }
    const cr::LayAway action{shown[static_cast<std::size_t>(picked_[0])],
                             shown[static_cast<std::size_t>(picked_[1])]};
    play(cr::Seat::Human, action, {});
}

// ---- help ----

std::array<int, 4> TableScene::help_key() const {
    return {state_.deal_number, static_cast<int>(state_.phase),
            static_cast<int>(state_.player(cr::Seat::Human).hand.size()),
            static_cast<int>(state_.pile.size() + state_.player(cr::Seat::Computer).played.size())};
}

void TableScene::request_help() {
    if (!human_to_act() || state_.phase == cr::Phase::CutForDeal) {
        return;
    }
    help_open_ = true;
    help_panel_.reset();
    advice_.reset();
    help_asked_for_ = help_key();
    help_worker_.start([view = cr::view_for(state_, cr::Seat::Human), seed = help_seed_] {
        return cr::advise(view, seed);
    });
    // A job already running finishes first; update() notices its answer is stale and asks again.
}

void TableScene::toggle_help() {
    if (help_open_) {
        help_open_ = false;
        ++state_version_;
        return;
    }
    if (human_to_act() && state_.phase != cr::Phase::CutForDeal) {
        request_help();
    } else {
        log_.add(LogEntry::Who::Table, "Help is there when it is your turn to lay away or play.");
    }
}

// ---- saving ----

void TableScene::autosave() {
    if (state_.phase != cr::Phase::LayAway && state_.phase != cr::Phase::Play) {
        return;
    }
    if (const auto error = cr::save_to_file(app().autosave_path(), state_)) {
        if (!autosave_failed_) {
            log_.add(LogEntry::Who::Table, "The autosave failed: " + *error);
        }
        autosave_failed_ = true;
    } else {
        autosave_failed_ = false;
    }
}

GameHooks TableScene::hooks() {
    GameHooks h;
    h.game_id = "cribbage";
    h.default_save_name = "cribbage-deal-" + std::to_string(std::max(1, state_.deal_number));
    h.save = [this](const std::string& path) { return cr::save_to_file(path, state_); };
    h.can_save = [this] {
        return state_.turn == cr::Seat::Human && !computer_busy() &&
               (state_.phase == cr::Phase::LayAway || state_.phase == cr::Phase::Play);
    };
    h.help = [this] { request_help(); };
    return h;
}

void TableScene::on_resume() {
    // The settings may have changed under an overlay.
    flights_.set_enabled(app().settings().animations);
    picture_.forget();
}

} // namespace parlor::app::cribbage_table
