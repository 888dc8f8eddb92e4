#pragma once
// The part of `parlor-cli play <game>` every game shares: the options, the start (the strategy,
// a game loaded with --load or the question whether to resume one, the seed line), the end of
// the input, and the pieces of a turn (save and go, help, undo and redo, the computer's move
// checked against the rules, its reasons). The game itself is the rules engine's
// (engine::Game, as the window's tables play it): every move goes through its one step, which
// draws the chance and writes the record. A game supplies its session, which asks for moves and
// tells what happens:
//
//     int run_play(const PlayOptions& options, const Io& io) {
//         return run_play_session<Session>(options, io, TerminalGame<Rules>{...});
//     }

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/other_game_save.hpp"
#include "cli/record_file.hpp"
#include "cli/terminal.hpp"
#include "cli/turn_menu.hpp"

#include "parlor/cards/resume_seed.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/catalogue/seat_words.hpp"
#include "parlor/engine/game.hpp"

#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::cli {

struct PlayOptions {
    std::optional<std::uint64_t> seed; // a fresh random seed when not given (and printed)
    std::string load;                  // a saved game to resume at once (no question asked)
    std::string computer = "expert";   // the computer's strategy
    std::string deck;                  // a file with the order of the first deck (--deck)
    bool force = false;                // --force: a save may replace an existing file
    std::string log;                   // --log FILE: the game's record (docs/records.md)
};

// `play <id>` with --seed, --load and --computer (one of `strategies`); its callback runs `run`.
struct PlayCommand {
    std::string id;          // "cribbage"
    std::string description; // the command's help
    // What --seed fixes: "seed of the cut and the shuffles (default: random)".
    std::string seed_help;
    // The help of --deck FILE for a game that can take its first deck from a file; no --deck
    // option when empty.
    std::string deck_help = {};
    // The game's session writes its record (TerminalSession::record_to): a --log option.
    bool records = false;
};
// Returns the command, for a game's own options (Cribbage's --to).
CLI::App* add_play_command(Commands& commands, const PlayCommand& command,
                           const std::vector<std::string>& strategies,
                           std::function<int(const PlayOptions&, const Io&)> run);

// How a session ends.
enum class Ending { Finished, Saved, Quit };

// "You quit the game; it was not saved." and Ending::Quit.
Ending quit_game(const Io& io);

// "Warning: ..." for each warning of a loaded save.
// The warnings of a loaded `file`: "FILE:LINE: warning: ..." at a line, else "Warning: ...".
void print_warnings(const std::vector<std::string>& warnings, const Io& io,
                    const std::string& file = "");

// Asks for a file name until the game is saved in it (true) or the answer is an empty line
// (false, back to the game). `save(path)` returns the error sentence when it fails.
bool ask_to_save(Prompter& ask, const Io& io, std::string_view question,
                 const std::function<std::optional<std::string>(const std::string& path)>& save);

// "Help:" and each line of the advice, indented.
void print_help(const std::vector<std::string>& lines, const Io& io);

// The computer's first reason as a "  - reason" line (issue 42: one line per move); the rest are
// kept for `ask` to tell when the player answers "why".
void print_reasons(const std::vector<std::string>& reasons, const Io& io, Prompter& ask);

// `load` (a game's load_save_file), except that another game's save is named as such, with the
// command that plays it (load_error), rather than refused for its first foreign line.
template <class State>
std::function<cards::LoadResult<State>(const std::string& path)>
load_naming_other_games(std::string game_name,
                        std::function<cards::LoadResult<State>(const std::string& path)> load) {
    return [game_name = std::move(game_name), load = std::move(load)](const std::string& path) {
        cards::LoadResult<State> loaded = load(path);
        if (!loaded.state) {
            loaded.error = load_error(game_name, path, std::move(loaded.error));
        }
        return loaded;
    };
}

// Asks whether to resume a saved game until a good file is named or the answer is no.
template <class State>
std::optional<State>
ask_resume(const Io& io, Prompter& ask,
           const std::function<cards::LoadResult<State>(const std::string& path)>& load,
           const std::function<std::string(const State&)>& summary) {
    while (ask.ask_yes_no("Do you want to resume a saved game? (yes/no) ")) {
        const std::string path = ask.ask("Name of the saved game file: ");
        if (path.empty()) {
            ask.complain("No file name given.");
            continue;
        }
        cards::LoadResult<State> loaded = load(path);
        if (!loaded.state) {
            ask.complain(loaded.error);
            continue;
        }
        print_warnings(loaded.warnings, io, path);
        io.out << "Resuming: " << summary(*loaded.state) << '\n';
        return std::move(loaded.state);
    }
    return std::nullopt;
}

// What the menu before a turn ended with.
struct MenuResult {
    std::optional<Ending> ending; // the session ends (saved or quit)
    bool changed = false;         // a move taken back or made again: look at the game anew
    bool move() const { return !ending && !changed; }
};

// What the menu's choices do: save (true once saved: the session ends), help, undo, redo.
struct MenuActions {
    std::function<bool()> save;
    std::function<void()> help;
    std::function<void()> undo;
    std::function<void()> redo;
};

// The menu before a turn (docs/cli.md), `heading` above it, until the player chooses to move,
// ends the session, or takes a move back or makes one again.
MenuResult menu_until_move(Prompter& ask, const Io& io, std::string_view heading,
                           const MenuOffer& offer, const MenuActions& actions);

// What a session needs from the command line.
struct SessionSetup {
    std::uint64_t seed = 0;       // --seed, or the random one printed
    std::string computer;         // the computer's strategy, by name
    RecordFile* record = nullptr; // --log: the game's record, when given
};

// A new game begun as the window begins it (src/app/<game>/entry.cpp, `start`), so that one seed
// gives one game in both: its deal drawn from Rng(seed), the moves made before the engine takes
// the game over (a coin toss) drawn from the same stream and written as the record's first
// lines, and the engine's seed the stream's next fork.
template <engine::Descriptor G> class Opening {
  public:
    explicit Opening(std::uint64_t seed)
        : rng_(seed), writer_([this](const std::string& line) { lines_.push_back(line); }, 1) {}
    Opening(const Opening&) = delete;
    Opening& operator=(const Opening&) = delete;

    cards::Rng& rng() { return rng_; }
    // The first deck, shuffled by the opening's stream.
    template <class Deck> Deck shuffled(Deck deck) {
        rng_.shuffle(deck);
        return deck;
    }
    // For the record's start line (the game's own words: the seats, the deck).
    typename G::RecordWriter& record() { return writer_; }
    // A move before the engine's: its chance from the opening's stream, its line recorded.
    typename G::Outcome play(typename G::State& state, const typename G::Action& action) {
        const auto seat = G::record_seat(state);
        const typename G::Chance chance = G::draw_chance(state, action, rng_);
        typename G::Outcome outcome = G::apply(state, action, chance);
        if (outcome) {
            G::record_action(writer_, seat, action, chance, state);
        }
        return outcome;
    }
    std::uint64_t engine_seed() { return rng_.fork_seed(); }
    const std::vector<std::string>& lines() const { return lines_; }

  private:
    cards::Rng rng_;
    std::vector<std::string> lines_;
    typename G::RecordWriter writer_;
};

// What every game's session holds, and the parts of a turn that do not depend on the game: the
// engine's game (its state, chance, record, take-backs and the computer's decisions), save,
// help, undo, redo and the computer's decision. A game's Session derives from it, begins the
// game (start_new, or resume for a loaded one), asks for moves and tells what they did (tell).
template <engine::Descriptor G> class TerminalSession {
  public:
    using State = typename G::State;
    using Action = typename G::Action;
    using Outcome = typename G::Outcome;
    using Strategy = typename G::Strategy;
    using Decision = cards::Decision<Action>;

    virtual ~TerminalSession() = default;
    TerminalSession(const TerminalSession&) = delete;
    TerminalSession& operator=(const TerminalSession&) = delete;

    // A game loaded from a file, as the window opens one (app/table/open_saved.hpp): its chance
    // plays on from the seed mixed with the position (resume_seed), so its deals are not a fresh
    // game's; the computer and the help are seeded from the seed alone (the engine's
    // decisions_seed), since the position holds the cards the player cannot see. Its record
    // begins at the position. The game's write_save is found by argument-dependent lookup.
    void resume(State state) {
        std::vector<std::string> opening;
        typename G::RecordWriter writer(
            [&opening](const std::string& line) { opening.push_back(line); }, 1);
        G::start_record_at(writer, setup_.computer, state);
        const std::uint64_t chance = cards::resume_seed(setup_.seed, write_save(state));
        begin(std::move(state), chance, setup_.seed, opening);
    }

    // Tests: each computer decision is made by `make()`'s strategy instead (one that throws, or
    // that breaks the rules); empty: the engine's.
    static void use_strategy_for_tests(std::function<std::unique_ptr<Strategy>()> make) {
        strategy_for_tests_ = std::move(make);
    }

  protected:
    TerminalSession(const Io& io, SessionSetup setup)
        : io_(io), ask_(io), setup_(std::move(setup)) {}

    // What a move did, in the game's words; `reasons` are the computer's.
    virtual void tell(const Outcome& outcome, const std::vector<std::string>& reasons) = 0;

    // The engine takes the game over: `seed` its chance, `decisions_seed` the computer's and the
    // help's when not the same, `opening` the record's first lines (none: the game's own start).
    void begin(State state, std::uint64_t seed, std::optional<std::uint64_t> decisions_seed,
               const std::vector<std::string>& opening) {
        game_.emplace(std::move(state), seed, setup_.computer, decisions_seed);
        game_->start_record(setup_.record ? setup_.record->sink() : engine::RecordSink{}, opening);
    }
    // A new game whose first moves were the opening's.
    void begin(State state, Opening<G>& opening) {
        const std::uint64_t seed = opening.engine_seed();
        begin(std::move(state), seed, std::nullopt, opening.lines());
    }

    // A new game whose first move is made before the engine takes it over (the coin toss, asked
    // before the window's table opens), then told.
    void begin_after(State state, Opening<G>& opening, const Action& first) {
        const Outcome outcome = opening.play(state, first);
        begin(std::move(state), opening);
        tell(outcome, {});
    }

    const State& state() const { return game_->state(); }

    // The move of whoever is to act, through the engine (chance, the rules, the record), then
    // told; false (with the reason) when the rules refuse it, which changes nothing. A decision
    // of the player's can be taken back; a move between rounds (nobody to act) ends what can be:
    // take-backs stop at a new round. `decision` false: a move the player had no choice in.
    bool perform(const Action& action, const std::vector<std::string>& reasons = {},
                 bool decision = true) {
        const std::optional<int> seat = game_->to_act();
        typename engine::Game<G>::Moment before = game_->moment();
        const Outcome outcome = game_->play(action);
        if (!outcome) {
            ask_.complain(outcome.error);
            return false;
        }
        if (!seat) {
            game_->forget_takebacks();
        } else if (*seat == player_ && decision) {
            game_->took(std::move(before), action, redoing_);
        }
        tell(outcome, reasons);
        return true;
    }

    // The computer's decision for the seat to act, from its view only, by a strategy the engine
    // seeds for this decision (so a take-back brings the same reply). A strategy bug must not
    // stop the game: a move the rules refuse is reported on io.err and replaced by the first
    // legal one, as is a strategy that throws. The game's describe is found by
    // argument-dependent lookup.
    Decision computer_decision() {
        const int seat = *game_->to_act();
        std::unique_ptr<Strategy> strategy = game_->next_strategy();
        if (strategy_for_tests_) {
            strategy = strategy_for_tests_();
        }
        Decision decision;
        try {
            decision = strategy->decide(G::view(state(), seat));
        } catch (const std::exception& e) {
            io_.err << "(the " << strategy->name() << " strategy could not decide: " << e.what()
                    << "; the first legal move is played)\n";
            return game_->fallback();
        }
        std::string why;
        const Action chosen = decision.action;
        decision = game_->checked(std::move(decision), why);
        if (!why.empty()) {
            io_.err << "(the " << strategy->name() << " strategy chose an illegal move, "
                    << describe(chosen) << ": " << why << ")\n";
        }
        return decision;
    }

    // Save and go (true), or back to the game after an empty line.
    bool save(std::string_view question) {
        return ask_to_save(ask_, io_, question, [this](const std::string& path) {
            return G::save_to_file(path, state());
        });
    }

    void help() { print_help(game_->advise(player_).lines, io_); }

    // Asks `question` until `read(answer, complaint)` gives a move the rules take, and makes it;
    // "help" shows the help and asks again. `read` gives an optional move (an Action, or one of
    // its kinds), empty with `complaint` set for an answer it cannot read.
    template <class Read> void ask_and_perform(const std::string& question, Read&& read) {
        for (;;) {
            const Action action = ask_.template ask_until<Action>(
                question, [this, &read](const std::string& answer, std::string& complaint) {
                    if (is_help_request(answer)) {
                        help();
                        return std::optional<Action>();
                    }
                    return std::optional<Action>(read(answer, complaint));
                });
            if (perform(action)) {
                return;
            }
        }
    }

    // Enter goes on (true); an answer `quits` (the game's words for quit) stops.
    template <class Quits> bool ask_to_go_on(const std::string& what, Quits&& quits) {
        return ask_.template ask_until<bool>(
            what + " Press Enter to go on (or type quit): ",
            [&quits](const std::string& answer, std::string& complaint) {
                if (answer.empty()) {
                    return std::optional(true);
                }
                if (quits(answer)) {
                    return std::optional(false);
                }
                complaint = "Press Enter to go on, or type quit.";
                return std::optional<bool>();
            });
    }

    bool can_undo() const { return game_->can_take_back(); }
    bool can_redo() const { return game_->can_redo(); }
    // The player's last decision taken back, with the computer's moves after it: the state, the
    // chance, the computer's next seed and the record as they were before it.
    void undo() {
        game_->take_back();
        io_.out << "You took back your last move.\n";
    }
    // The decision last taken back made again: the same cards come, and the same replies.
    void redo() {
        io_.out << "You make the move you took back again.\n";
        redoing_ = true;
        perform(game_->redo_action());
        redoing_ = false;
    }

    // The menu before a turn (docs/cli.md), `heading` above it: save, move, help (when
    // `help_offered`), quit, undo and redo (when there is something to take back or make again).
    MenuResult menu_until_move(std::string_view heading, bool help_offered) {
        return cli::menu_until_move(
            ask_, io_, heading, {help_offered, can_undo(), can_redo()},
            {[this] {
                 return save(
                     "File name to save the game in (an empty line goes back to the menu): ");
             },
             [this] { help(); }, [this] { undo(); }, [this] { redo(); }});
    }

    const Io& io_;
    Prompter ask_;
    SessionSetup setup_;
    std::optional<engine::Game<G>> game_;
    int player_ = 0; // the seat the keyboard plays (-1: none)

  private:
    bool redoing_ = false;
    static inline std::function<std::unique_ptr<Strategy>()> strategy_for_tests_;
};

// What run_play_session needs from a game beyond its descriptor.
template <engine::Descriptor G> struct TerminalGame {
    std::string name; // "Cribbage", at the start of the first line
    std::string goal; // said after the computer's strategy: ", to 121" (or nothing)
    std::function<cards::LoadResult<typename G::State>(const std::string& path)> load;
};

// The whole command: 0 when the game ends, is saved or is quit; 1 for an unknown strategy, a
// bad --load file, a --log file that cannot be written, or when the input ends before the game
// does. The game is played by a `Session(io, setup, session_args...)`: `resume(state)` for the
// loaded game, else `start_new()`, then `play()` to its end, a save or a quit.
template <class Session, engine::Descriptor G, class... SessionArgs>
int run_play_session(const PlayOptions& options, const Io& io, const TerminalGame<G>& game,
                     SessionArgs&&... session_args) {
    using State = typename G::State;
    const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
    const std::unique_ptr<typename G::Strategy> computer = G::make_strategy(options.computer, 0);
    if (!computer) {
        io.err << "play: no strategy named \"" << options.computer << "\"\n";
        return exit_bad_input;
    }
    const auto load = load_naming_other_games<State>(game.name, game.load);
    std::optional<State> state;
    if (!options.load.empty()) {
        cards::LoadResult<State> loaded = load(options.load);
        if (!loaded.state) {
            io.err << loaded.error << '\n';
            return exit_bad_input;
        }
        print_warnings(loaded.warnings, io, options.load);
        state = std::move(loaded.state);
    }
    io.out << game.name << " against the computer ("
           << catalogue::difficulty_words(computer->name()) << ")" << game.goal << ". Seed " << seed
           << ": --seed " << seed << " deals the same cards again.\n";
    Prompter ask(io);
    try {
        if (!state) {
            state = ask_resume<State>(io, ask, load, [](const State& s) { return G::summary(s); });
        }
        RecordFile record;
        if (!options.log.empty() && !record.open(options.log, io)) {
            return exit_bad_input;
        }
        Session session(io,
                        SessionSetup{seed, options.computer, record.is_open() ? &record : nullptr},
                        std::forward<SessionArgs>(session_args)...);
        if (state) {
            session.resume(std::move(*state));
        } else {
            session.start_new();
        }
        session.play();
        return !record.is_open() || record.close(io) ? exit_ok : exit_bad_input;
    } catch (const EndOfInput&) {
        io.err << "The input ended before the game did; the game was not saved.\n";
        return exit_bad_input;
    }
}

} // namespace parlor::cli
