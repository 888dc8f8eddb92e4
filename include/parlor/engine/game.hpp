#pragma once
// The rules engine: one game, from its deal or its load to its result, the same for the window,
// the terminal and the tests (no SDL, no clock, no thread). It owns
//   - the state, moved on only by `play`: chance drawn first (draw_chance), the move applied with
//     it, the record's line written — the one place any face applies a move;
//   - the random streams: chance (the deals, cuts and reshuffles) and the computer's decisions and
//     the help, each its own seed, so that asking for help never changes the cards to come;
//   - the game record (docs/records.md), kept whole in memory and handed line by line to a sink
//     (a file) as it grows;
//   - the moments a take-back returns to (the state, the chance stream, the decisions counted,
//     the record's length, and what the face keeps beside them: `Extra`), and the player's
//     decisions taken back, for a redo;
//   - the computer seats' decisions: a strategy of their own for each decision, and the fallback
//     (the first legal move) when a strategy fails or breaks the rules.
// A face (app/table/game_table.hpp, the terminal's sessions) adds time, words and pictures.

#include "parlor/engine/descriptor.hpp"

#include "parlor/cards/match_stats.hpp" // derive_seed
#include "parlor/cards/rng.hpp"
#include "parlor/record/record_lines.hpp" // with_version

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace parlor::engine {

// Where a record's lines go beside the engine's own copy (a file); `truncate` takes back the lines
// after the first n (a take-back). Either may be empty.
struct RecordSink {
    std::function<void(const std::string&)> add;
    std::function<void(std::size_t)> truncate;
};

template <Descriptor G, class Extra = std::monostate> class Game {
  public:
    using State = typename G::State;
    using Action = typename G::Action;
    using Chance = typename G::Chance;
    using Outcome = typename G::Outcome;
    using Strategy = typename G::Strategy;
    using Decision = cards::Decision<Action>;

    // The game as it stood at a moment: what a take-back restores.
    struct Moment {
        State state;
        cards::Rng chance{0};
        int decisions = 0;
        std::size_t record_size = 0;
        Extra extra{};
    };
    // A decision of the player, with the moment before it.
    struct Taken {
        Moment before;
        Action action;
    };

    // `seed` seeds the chance stream; the computer's and the help's seeds are forked from it at
    // the start, so a game's seed reproduces all three. A loaded game's chance seed holds its
    // position, hidden cards and all (resume_seed): `decisions_seed`, the game's own seed, then
    // gives the computer's and the help's seeds as a new game forks them, so no card the player
    // cannot see changes the computer or the help.
    Game(State state, std::uint64_t seed, std::string strategy,
         std::optional<std::uint64_t> decisions_seed = std::nullopt)
        : state_(std::move(state)), seed_(seed), chance_(seed), strategy_(std::move(strategy)) {
        decision_seed_ = chance_.fork_seed();
        help_seed_ = chance_.fork_seed();
        if (decisions_seed) {
            decisions_seed_ = decisions_seed;
            cards::Rng decisions(*decisions_seed);
            decision_seed_ = decisions.fork_seed();
            help_seed_ = decisions.fork_seed();
        }
    }

    const State& state() const { return state_; }
    // The game's seed: replaying its record from the start with it draws the same chance again.
    std::uint64_t seed() const { return seed_; }
    // The seed the computer's and the help's seeds were forked from, when not `seed` (a loaded
    // game): a kept game is continued with it.
    std::optional<std::uint64_t> decisions_seed() const { return decisions_seed_; }
    // The computer's decisions so far (the seed of the next), for a game kept and continued.
    int decisions() const { return decisions_; }
    void set_decisions(int decisions) { decisions_ = decisions; }
    std::optional<int> to_act() const { return G::to_act(state_); }
    // The computer's strategy name.
    const std::string& strategy() const { return strategy_; }
    std::uint64_t help_seed() const { return help_seed_; }
    typename G::Advice advise(int seat) const {
        return G::advise(G::view(state_, seat), help_seed_);
    }

    // ---- the one step: chance, the move, the record ----
    // Applies `action` of whoever is to act. Chance is drawn from the game's stream, unless
    // `recorded` gives what a record drew for it (a watched game). `said`: the computer's words
    // with the move, kept by a record that holds them (version 2). A refused move changes nothing.
    Outcome play(const Action& action, const Chance* recorded = nullptr,
                 const std::vector<std::string>& said = {}) {
        const auto seat = G::record_seat(state_);
        const Chance chance = recorded ? *recorded : G::draw_chance(state_, action, chance_);
        Outcome outcome = G::apply(state_, action, chance);
        if (outcome && writer_) {
            writer_->say(said);
            G::record_action(*writer_, seat, action, chance, state_);
            writer_->say({});
        }
        return outcome;
    }

    // A move of the game's own record played again (a kept game continued from its record): the
    // chance is drawn from the stream as it was the first time, and what the record says it drew
    // is applied. `same` turns false when the stream drew otherwise (then the stream is not where
    // the game left it, though the state is).
    Outcome replay(const Action& action, const Chance& recorded, bool& same,
                   const std::vector<std::string>& said = {}) {
        const Chance drawn = G::draw_chance(state_, action, chance_);
        same = same && drawn == recorded;
        return play(action, &recorded, said);
    }

    // ---- the record ----
    // Begins the game's record: `opening` are its first lines when the game began before (a toss
    // made before the table opened); else the game's own start line. `sink` gets each line too.
    // `version` 2: the record keeps the computer's words with its moves (record_lines.hpp).
    void start_record(RecordSink sink, const std::vector<std::string>& opening = {},
                      int version = 1) {
        sink_ = std::move(sink);
        writer_.emplace([this](const std::string& line) { add_line(line); }, 1);
        writer_->set_version(version);
        if (opening.empty()) {
            G::start_record(*writer_, strategy_, state_);
        }
        for (std::size_t i = 0; i < opening.size(); ++i) {
            add_line(i == 0 && version > 1 ? record::with_version(opening[i], version)
                                           : opening[i]);
        }
        opening_size_ = lines_.size();
    }
    bool recording() const { return writer_.has_value(); }
    // The record's lines written before this engine's first move (its start, and the moves made
    // before it was opened, such as a toss): a replay draws no chance of this stream for them.
    std::size_t opening_size() const { return opening_size_; }
    const std::vector<std::string>& record_lines() const { return lines_; }
    std::string record_text() const {
        std::string text;
        for (const std::string& line : lines_) {
            text += line;
            text += '\n';
        }
        return text;
    }

    // ---- moments and take-backs ----
    Moment moment(Extra extra = {}) const {
        return Moment{state_, chance_, decisions_, lines_.size(), std::move(extra)};
    }
    // The game as it stood at `moment`: the state, the chance stream, the decisions counted and
    // the record (its later lines taken back from the sink too). Returns the face's extra.
    Extra restore(Moment moment) {
        state_ = std::move(moment.state);
        chance_ = moment.chance;
        decisions_ = moment.decisions;
        if (moment.record_size < lines_.size()) {
            lines_.resize(moment.record_size);
            if (sink_.truncate) {
                sink_.truncate(moment.record_size);
            }
        }
        return std::move(moment.extra);
    }
    // The player made `action` from `before`: it can be taken back (until forget_takebacks). A
    // new decision forgets what was taken back; a redo keeps the rest of it.
    void took(Moment before, const Action& action, bool redoing) {
        taken_.push_back(Taken{std::move(before), action});
        if (!redoing) {
            retaken_.clear();
        }
    }
    bool can_take_back() const { return !taken_.empty(); }
    bool can_redo() const { return !retaken_.empty(); }
    // The last decision taken back: the game is at its moment before, returned with the face's
    // extra; the decision can be made again (redo_action).
    Extra take_back() {
        Taken last = std::move(taken_.back());
        taken_.pop_back();
        retaken_.push_back(last.action);
        return restore(std::move(last.before));
    }
    // The decision last taken back, for making it again.
    Action redo_action() {
        Action action = retaken_.back();
        retaken_.pop_back();
        return action;
    }
    // A new round: take-backs stop at its start.
    void forget_takebacks() {
        taken_.clear();
        retaken_.clear();
    }
    // Only what was taken (a watched game steps back by its own moments).
    void forget_taken() { taken_.clear(); }

    // ---- the computer's seats ----
    // The strategy for the next computer decision, seeded by the number of decisions made: the
    // computer's choices follow from the state and that number alone, so a take-back that restores
    // both brings the same reply. `strategy_name` overrides the game's (nullptr: unknown).
    std::unique_ptr<Strategy> next_strategy() {
        const std::uint64_t seed =
            cards::derive_seed(decision_seed_, static_cast<std::uint64_t>(decisions_++));
        return G::make_strategy(strategy_, seed);
    }
    // What the computer plays: its decision, or the first legal move when the rules refuse it
    // (`why` says why; empty when the decision stands).
    Decision checked(Decision decision, std::string& why) const {
        why = G::why_illegal(state_, decision.action);
        return why.empty() ? std::move(decision) : fallback();
    }
    // A computer decision made earlier (a kept game's move played again): counted as next_strategy
    // counts it, so the seeds of the decisions after it are the game's.
    void count_decision() { ++decisions_; }
    // The move played for a seat whose strategy failed: the first legal move.
    Decision fallback() const { return Decision{G::legal_actions(state_).front(), {}}; }

    // ---- a match's game (engine/match.hpp: simulate, tournaments, benchmarks) ----
    // A match draws its chance from streams of its own (a round's from the deal's seed and the
    // round, so that no round's cards depend on the play before it): the chance stream from here
    // on is `chance`.
    void set_chance(const cards::Rng& chance) { chance_ = chance; }
    // Begins the record as game `number` of a file that holds many (simulate's --log);
    // `start(writer)` writes its start line (a match names the seats by their strategies);
    // `version` 2 keeps the strategies' words with their moves (simulate --log --reasons).
    template <class Start>
    void start_numbered_record(RecordSink sink, int number, Start&& start, int version = 1) {
        sink_ = std::move(sink);
        writer_.emplace([this](const std::string& line) { add_line(line); }, number);
        writer_->set_version(version);
        start(*writer_);
        opening_size_ = lines_.size();
    }
    // A match's cap ends a round outside the rules (scored as it stands): `change` is made to the
    // state, and the record stops there, as played (a replay finds the game unfinished).
    template <class Change> void change_outside_rules(Change&& change) {
        change(state_);
        writer_.reset();
    }

  private:
    void add_line(const std::string& line) {
        lines_.push_back(line);
        if (sink_.add) {
            sink_.add(line);
        }
    }

    State state_;
    std::uint64_t seed_ = 0;
    std::optional<std::uint64_t> decisions_seed_;
    cards::Rng chance_;
    std::string strategy_;
    std::uint64_t decision_seed_ = 0;
    std::uint64_t help_seed_ = 0;
    int decisions_ = 0; // the computer's decisions so far: the seed of the next

    std::optional<typename G::RecordWriter> writer_;
    RecordSink sink_;
    std::vector<std::string> lines_;
    std::size_t opening_size_ = 0;

    std::vector<Taken> taken_;    // the player's decisions this round, oldest first
    std::vector<Action> retaken_; // decisions taken back, the latest last
};

} // namespace parlor::engine
