// The table's flow: moves go to the rules, events come back as log lines and flying cards,
// the computer plays on a worker, help is fetched the same way, and the round's end hands over
// to the results screens.

#include "app/fivecrowns/table_scene.hpp"

#include "app/core/app.hpp"
#include "app/scenes/info_overlays.hpp"
#include "app/scenes/pause_overlay.hpp"
#include "app/scenes/results_scenes.hpp"
#include "app/scenes/save_dialog.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <algorithm>
#include <exception>

namespace parlor::app {

std::unique_ptr<Scene> make_fivecrowns_table(App& app, FiveCrownsStart start) {
    return std::make_unique<fivecrowns_table::TableScene>(app, std::move(start));
}

} // namespace parlor::app

namespace parlor::app::fivecrowns_table {

namespace {

// A moment to see the last card land before the round's results cover the table.
constexpr double results_hold_seconds = 0.9;
// With auto-continue the computer still waits this long, so its previous move can be seen.
constexpr double auto_continue_seconds = 0.8;

bool is_over(fc::Phase p) {
    return p == fc::Phase::RoundOver || p == fc::Phase::GameOver;
}

} // namespace

TableScene::TableScene(App& app, FiveCrownsStart start)
    : Scene(app), state_(std::move(start.state)),
      rng_(start.seed), names_{start.player_name.empty() ? std::string("You") : start.player_name,
                               "Computer"} {
    strategy_ = fc::make_strategy(start.difficulty, rng_.fork_seed());
    if (!strategy_) {
        strategy_ = fc::make_strategy("expert", rng_.fork_seed());
    }
    help_seed_ = rng_.fork_seed();
    flights_.set_enabled(app.settings().animations);

    if (start.toss) {
        log_.add(narrate(*start.toss, narration()));
    }
    table::add_resumed(log_, start.loaded_from, start.warnings);
    if (state_.phase == fc::Phase::Draw || state_.phase == fc::Phase::Discard) {
        // The round as it stands; who plays was said by the toss or is said here.
        std::string opening = "Round " + std::to_string(state_.round) + ": " +
                              std::to_string(fc::cards_dealt(state_.round)) + " cards each, " +
                              rank_plural(state_.wild_rank()) + " and jokers are wild.";
        if (!start.toss) {
            const std::string& next = names_[static_cast<std::size_t>(fc::index(state_.turn))];
            opening += " " + next + (next == "You" ? " play" : " plays") + " next.";
        }
        log_.add(LogEntry::Who::Table, opening);
        if (state_.went_out) {
            log_.add(
                LogEntry::Who::Table,
                names_[static_cast<std::size_t>(fc::index(*state_.went_out))] +
                    (*state_.went_out == fc::Seat::Human && names_[0] == "You" ? " have" : " has") +
                    " gone out; this is the last turn of the round.");
            if (*state_.went_out == fc::Seat::Computer) {
                computer_out_ = fc::best_arrangement(state_.player(fc::Seat::Computer).hand,
                                                     state_.wild_rank());
            }
        }
    }
    after_change(true);
    if (state_.turns_this_round == 0 && !state_.went_out) {
        launch_deal(frame());
    }
    autosave();
}

Narration TableScene::narration() {
    return Narration{names_, app().settings().hide_computer_hand};
}

TurnContext TableScene::context() const {
    return context_of(state_, flights_.busy() || computer_busy());
}

bool TableScene::animating() const {
    const bool waiting_to_auto_continue = auto_continue_wait_ > 0;
    const bool results_coming = is_over(state_.phase) && !results_shown_;
    return flights_.busy() || ai_.busy() || pending_.has_value() || computer_turn_running_ ||
           help_worker_.busy() || waiting_to_auto_continue || results_coming;
}

// ---- moves ----

void TableScene::play(fc::Seat seat, const fc::Action& action,
                      const std::vector<std::string>& reasons) {
    const Place hand_place = seat == fc::Seat::Human ? Place::HumanHand : Place::ComputerHand;
    const Frame before = frame();
    std::optional<Box> discard_from;
    if (const auto* d = std::get_if<fc::Discard>(&action)) {
        discard_from = card_box(before, hand_place, d->card);
        // The human's copy of the card is the one picked (or focused), if there are two.
        for (const std::optional<int> pick :
             {controller_.selected(), controller_.focus().kind == Target::Kind::Card
                                          ? std::optional<int>(controller_.focus().index)
                                          : std::nullopt}) {
            if (seat == fc::Seat::Human && pick && *pick < controller_.hand().size() &&
                controller_.hand().at(*pick) == d->card) {
                discard_from = before.human_cards[static_cast<std::size_t>(*pick)];
                break;
            }
        }
        if (seat == fc::Seat::Human && controller_.dragging()) {
            const int i = controller_.dragged_card();
            discard_from = before.human_cards[static_cast<std::size_t>(i)].moved(
                controller_.drag_dx(), controller_.drag_dy());
        }
    }

    fc::Outcome outcome = fc::apply(state_, action, rng_);
    ++state_version_;
    if (!outcome) {
        // The table only offers legal moves, so this is a bug somewhere; say so, do not crash.
        log_.add(LogEntry::Who::Table, "That move was refused: " + outcome.error);
        return;
    }

    bool new_deal = false;
    bool reasons_given = reasons.empty();
    const Narration n = narration();
    for (const fc::Event& event : outcome.events) {
        log_.add(narrate(event, n));
        const bool is_move = std::holds_alternative<fc::DrewEvent>(event) ||
                             std::holds_alternative<fc::DiscardedEvent>(event);
        if (is_move && !reasons_given) {
            log_.add_reasons(reasons);
            reasons_given = true;
        }
        if (const auto* out = std::get_if<fc::WentOutEvent>(&event);
            out && out->seat == fc::Seat::Computer) {
            computer_out_ = out->arrangement;
        }
        if (std::holds_alternative<fc::DealtEvent>(event)) {
            new_deal = true;
            computer_out_.reset();
            results_shown_ = false;
            results_wait_ = 0;
        }
    }
    if (!reasons_given) {
        log_.add_reasons(reasons);
    }

    after_change(new_deal);

    const Frame after = frame();
    const bool computer_face_up = !app().settings().hide_computer_hand;
    for (const fc::Event& event : outcome.events) {
        if (const auto* drew = std::get_if<fc::DrewEvent>(&event)) {
            Flight f;
            f.card = drew->card;
            f.to = drew->seat == fc::Seat::Human ? Place::HumanHand : Place::ComputerHand;
            f.from = drew->from_discard ? after.layout.discard : after.layout.stock;
            f.dest = card_box(after, f.to, drew->card);
            const bool shown_at_end = drew->seat == fc::Seat::Human || computer_face_up;
            f.face_up_at_start = drew->from_discard || shown_at_end;
            f.face_up_at_end = shown_at_end;
            f.duration = draw_seconds;
            flights_.launch(f);
        } else if (const auto* thrown = std::get_if<fc::DiscardedEvent>(&event)) {
            Flight f;
            f.card = thrown->card;
            f.to = Place::Discard;
            f.from = discard_from.value_or(after.layout.discard);
            f.dest = after.layout.discard;
            f.face_up_at_start = thrown->seat == fc::Seat::Human || computer_face_up;
            f.face_up_at_end = true;
            f.duration = discard_seconds;
            flights_.launch(f);
        }
    }
    if (new_deal) {
        launch_deal(after);
    }
    if (state_.phase == fc::Phase::Draw) {
        autosave(); // a turn has ended: the autosave always holds the game before a turn
    }
}

void TableScene::launch_deal(const Frame& f) {
    const int n = static_cast<int>(controller_.hand().size());
    const bool computer_face_up = !app().settings().hide_computer_hand;
    // One card at a time to each player, as dealt, then the discard pile's first card. A big
    // deal goes faster per card, so no deal takes much more than a second.
    const int total = n + static_cast<int>(f.computer_shown.size()) + 1;
    const double stagger = std::min(deal_stagger_seconds, 0.9 / std::max(1, total));
    int k = 0;
    for (int i = 0; i < std::max<int>(n, static_cast<int>(f.computer_shown.size())); ++i) {
        if (i < static_cast<int>(f.computer_shown.size())) {
            Flight c;
            c.card = f.computer_shown[static_cast<std::size_t>(i)];
            c.to = Place::ComputerHand;
            c.from = f.layout.stock;
            c.dest = f.computer_cards[static_cast<std::size_t>(i)];
            c.face_up_at_start = false;
            c.face_up_at_end = computer_face_up;
            c.delay = stagger * k++;
            c.duration = deal_seconds;
            flights_.launch(c);
        }
        if (i < n) {
            Flight h;
            h.card = controller_.hand().at(i);
            h.to = Place::HumanHand;
            h.from = f.layout.stock;
            h.dest = f.human_cards[static_cast<std::size_t>(i)];
            h.face_up_at_start = false;
            h.face_up_at_end = true;
            h.delay = stagger * k++;
            h.duration = deal_seconds;
            flights_.launch(h);
        }
    }
    if (auto top = state_.discard_top()) {
        Flight d;
        d.card = *top;
        d.to = Place::Discard;
        d.from = f.layout.stock;
        d.dest = f.layout.discard;
        d.face_up_at_start = false;
        d.delay = stagger * k;
        d.duration = deal_seconds;
        flights_.launch(d);
    }
}

void TableScene::after_change(bool new_deal) {
    // The focus goes where the next move will be, once the cards have landed.
    controller_.refresh(context_of(state_, false), state_.player(fc::Seat::Human).hand,
                        state_.wild_rank(), new_deal);
    advice_.reset();
    const TurnContext ctx = context();
    if (help_open_) {
        if (ctx.human_turn()) {
            request_help(); // fresh advice for the new moment (after drawing: what to discard)
        } else {
            help_open_ = false;
        }
    }
    if (ctx.computer_turn() && !computer_turn_running_ && app().settings().auto_continue) {
        auto_continue_wait_ = auto_continue_seconds;
    }
}

void TableScene::execute(const Command& command) {
    switch (command.kind) {
    case Command::Kind::None:
        return;
    case Command::Kind::Play:
        play(fc::Seat::Human, command.action, {});
        return;
    case Command::Kind::Save:
        app().push(std::make_unique<SaveDialog>(app(), hooks()));
        return;
    case Command::Kind::Help:
        if (help_open_ && !help_worker_.busy() && advice_) {
            help_open_ = false; // H again puts the advice away
            advice_.reset();
        } else {
            request_help();
        }
        return;
    case Command::Kind::Quit:
        app().go_to_title(state_.phase == fc::Phase::GameOver
                              ? std::string{}
                              : "Your game was kept: Continue picks it up where you left off.");
        return;
    case Command::Kind::Continue:
        start_computer_turn();
        return;
    case Command::Kind::ShowKeys:
        app().push(std::make_unique<ShortcutsOverlay>(app()));
        return;
    case Command::Kind::Sort:
        sort_hand();
        return;
    }
}

void TableScene::sort_hand() {
    // Melds first, in the order the solver lays them down, then the cards left over.
    const fc::Arrangement a =
        fc::best_arrangement(state_.player(fc::Seat::Human).hand, state_.wild_rank());
    std::vector<Card> order;
    for (const fc::Meld& meld : a.melds) {
        for (const fc::MeldCard& used : meld.cards) {
            order.push_back(used.card);
        }
    }
    controller_.hand().sort_by_suit(state_.wild_rank());
    controller_.hand().put_first(order);
    controller_.clear_selection();
}

// ---- the computer ----

void TableScene::start_computer_turn() {
    const TurnContext ctx = context();
    if (!ctx.computer_turn() || computer_turn_running_ || ai_.busy()) {
        return;
    }
    auto_continue_wait_ = 0;
    computer_turn_running_ = true;
    ai_.start([view = fc::view_for(state_, fc::Seat::Computer), s = strategy_.get()] {
        return s->decide(view);
    });
}

void TableScene::computer_step() {
    if (!(state_.turn == fc::Seat::Computer &&
          (state_.phase == fc::Phase::Draw || state_.phase == fc::Phase::Discard))) {
        computer_turn_running_ = false;
        pending_.reset();
        return;
    }
    if (!pending_) {
        try {
            if (auto decided = ai_.poll()) {
                pending_ = std::move(*decided);
            }
        } catch (const std::exception& e) {
            // A strategy that fails must not stop the game: play the first legal move instead.
            log_.add(LogEntry::Who::Table, std::string("The computer could not decide (") +
                                               e.what() + "); it plays the first legal move.");
            pending_ = fc::Decision{fc::legal_actions(state_).front(), {}};
        }
    }
    // Each move waits until the previous one has landed, so the player can follow.
    if (pending_ && !flights_.busy()) {
        fc::Decision d = std::move(*pending_);
        pending_.reset();
        if (const std::string why = fc::why_illegal(state_, d.action); !why.empty()) {
            log_.add(LogEntry::Who::Table, "The computer chose a move the rules refuse (" + why +
                                               "); it plays the first legal move.");
            d = fc::Decision{fc::legal_actions(state_).front(), {}};
        }
        play(fc::Seat::Computer, d.action, d.reasons);
        if (state_.turn == fc::Seat::Computer && state_.phase == fc::Phase::Discard) {
            ai_.start([view = fc::view_for(state_, fc::Seat::Computer), s = strategy_.get()] {
                return s->decide(view);
            });
        } else {
            computer_turn_running_ = false;
        }
    }
}

// ---- help ----

std::array<int, 4> TableScene::help_key() const {
    return {state_.round, state_.turns_this_round, static_cast<int>(state_.phase),
            static_cast<int>(state_.player(fc::Seat::Human).hand.size())};
}

void TableScene::request_help() {
    if (!context_of(state_, false).human_turn()) {
        return;
    }
    help_open_ = true;
    help_panel_.reset();
    advice_.reset();
    help_asked_for_ = help_key();
    help_worker_.start([view = fc::view_for(state_, fc::Seat::Human), seed = help_seed_] {
        return fc::advise(view, seed);
    });
    // A job already running finishes first; update() notices its answer is stale and asks again.
}

std::vector<int> TableScene::hinted_cards() const {
    std::vector<int> positions;
    if (!advice_) {
        return positions;
    }
    std::vector<bool> used(static_cast<std::size_t>(controller_.hand().size()), false);
    for (const Card c : advice_->highlight) {
        for (int i = 0; i < controller_.hand().size(); ++i) {
            if (!used[static_cast<std::size_t>(i)] && controller_.hand().at(i) == c) {
                used[static_cast<std::size_t>(i)] = true;
                positions.push_back(i);
                break;
            }
        }
    }
    return positions;
}

// ---- the loop ----

void TableScene::update(double dt) {
    const bool was_animating = animating();
    clock_ += dt;
    if (flights_.enabled() != app().settings().animations) {
        flights_.set_enabled(app().settings().animations);
    }
    flights_.update(dt);

    if (help_worker_.busy()) {
        try {
            if (auto advice = help_worker_.poll()) {
                if (help_asked_for_ == help_key()) {
                    advice_ = std::move(*advice);
                } else if (help_open_) {
                    request_help();
                }
            }
        } catch (const std::exception& e) {
            help_open_ = false;
            log_.add(LogEntry::Who::Table, std::string("Help is not available: ") + e.what());
        }
    }

    if (auto_continue_wait_ > 0) {
        if (!app().settings().auto_continue) {
            auto_continue_wait_ = 0;
        } else if (!flights_.busy()) {
            auto_continue_wait_ -= dt;
            if (auto_continue_wait_ <= 0) {
                auto_continue_wait_ = 0;
                start_computer_turn();
            }
        }
    } else if (app().settings().auto_continue && context().computer_turn() &&
               !computer_turn_running_ && !ai_.busy()) {
        auto_continue_wait_ = auto_continue_seconds; // switched on while the computer was waiting
    }
    computer_step();
    maybe_show_results();
    if (was_animating && !animating()) {
        app().redraw(); // the last step of an animation changed the picture
    }
}

void TableScene::finish_animations() {
    flights_.finish_all();
    if (is_over(state_.phase)) {
        results_wait_ = results_hold_seconds;
    }
}

void TableScene::maybe_show_results() {
    if (!is_over(state_.phase) || results_shown_ || flights_.busy() || state_.results.empty()) {
        return;
    }
    if (flights_.enabled() && results_wait_ < results_hold_seconds) {
        results_wait_ += App::step_seconds;
        return;
    }
    results_shown_ = true;
    const bool game_over = state_.phase == fc::Phase::GameOver;
    app().push(std::make_unique<RoundResultsScene>(
        app(), state_.results.back(), fc::totals(state_), names_, game_over, [this, game_over] {
            if (game_over) {
                app().replace(std::make_unique<GameResultsScene>(app(), state_, names_));
            } else {
                play(state_.went_out.value_or(fc::Seat::Human), fc::NextRound{}, {});
            }
        }));
}

void TableScene::autosave() {
    if (state_.phase != fc::Phase::Draw) {
        return;
    }
    if (auto error = fc::save_to_file(app().autosave_path(), state_)) {
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
    h.game_id = "fivecrowns";
    h.default_save_name = "five-crowns-round-" + std::to_string(state_.round);
    h.save = [this](const std::string& path) { return fc::save_to_file(path, state_); };
    h.can_save = [this] { return state_.phase == fc::Phase::Draw && !computer_busy(); };
    h.help = [this] { request_help(); };
    return h;
}

void TableScene::on_resume() {
    // The settings may have changed under an overlay.
    flights_.set_enabled(app().settings().animations);
    picture_.forget(); // paint afresh: the settings may change what the table shows
    if (app().settings().auto_continue && context().computer_turn() && !computer_turn_running_) {
        auto_continue_wait_ = auto_continue_seconds;
    }
}

const fc::Arrangement& TableScene::human_arrangement() {
    // In the discard phase with a card picked, show what is left after discarding it.
    std::vector<Card> hand = state_.player(fc::Seat::Human).hand;
    const auto sel = controller_.selected();
    if (sel && state_.phase == fc::Phase::Discard && state_.turn == fc::Seat::Human) {
        auto it = std::find(hand.begin(), hand.end(), controller_.hand().at(*sel));
        if (it != hand.end()) {
            hand.erase(it);
        }
    }
    std::sort(hand.begin(), hand.end());
    hand.push_back(
        Card::of(state_.wild_rank(), cards::Suit::Spades)); // the round is part of the key
    if (hand != arranged_for_) {
        arranged_for_ = hand;
        hand.pop_back();
        arrangement_ = fc::best_arrangement(hand, state_.wild_rank());
    }
    return arrangement_;
}

} // namespace parlor::app::fivecrowns_table
