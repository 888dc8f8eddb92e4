#pragma once
// The part of `parlor-cli play <game>` every game shares: the options, the start (the strategy,
// a game loaded with --load or the question whether to resume one, the seed line), the end of
// the input, and the pieces of a turn (save and go, help, the computer's move checked against
// the rules, its reasons). A game supplies its session, which asks for moves and tells what
// happens:
//
//     int run_play(const PlayOptions& options, const Io& io) {
//         return run_play_session<Session>(options, io, TerminalGame<GameState, Strategy>{...});
//     }

#include "cli/commands.hpp"
#include "cli/io.hpp"
#include "cli/other_game_save.hpp"
#include "cli/terminal.hpp"
#include "cli/turn_menu.hpp"

#include "parlor/cards/resume_seed.hpp"
#include "parlor/cards/rng.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat.hpp"

#include <array>
#include <cstdint>
#include <fstream>
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

// What run_play_session needs from a game.
template <class State, class Strategy> struct TerminalGame {
    std::string name; // "Cribbage", at the start of the first line
    std::string goal; // said after the computer's strategy: ", to 121" (or nothing)
    // Independent seeds from the session's seed: purpose 1 for the computer's strategy.
    std::function<std::uint64_t(std::uint64_t seed, std::uint64_t purpose)> seed_for;
    std::function<std::unique_ptr<Strategy>(std::string_view name, std::uint64_t seed)>
        make_strategy;
    std::function<cards::LoadResult<State>(const std::string& path)> load;
    std::function<std::string(const State&)> summary; // one line, for "Resuming: ..."
};

// How a session ends.
enum class Ending { Finished, Saved, Quit };

// "You quit the game; it was not saved." and Ending::Quit.
Ending quit_game(const Io& io);

// "Warning: ..." for each warning of a loaded save.
void print_warnings(const std::vector<std::string>& warnings, const Io& io);

// Asks for a file name until the game is saved in it (true) or the answer is an empty line
// (false, back to the game). `save(path)` returns the error sentence when it fails.
bool ask_to_save(Prompter& ask, const Io& io, std::string_view question,
                 const std::function<std::optional<std::string>(const std::string& path)>& save);

// The menu before a turn (docs/cli.md), `heading` above it, until the player chooses to move: Save
// (`save()` true once saved: the session ends), Help (`help()`, then the menu again), Quit.
// Nothing when the player chose to move, otherwise how the session ends. TerminalSession's
// menu_until_move for two seats; a game of more seats calls it with its own save and help.
std::optional<Ending> menu_until_move(Prompter& ask, const Io& io, std::string_view heading,
                                      bool help_offered, const std::function<bool()>& save,
                                      const std::function<void()>& help);

// "Help:" and each line of the advice, indented.
void print_help(const std::vector<std::string>& lines, const Io& io);

// "  - reason" lines.
void print_reasons(const std::vector<std::string>& reasons, const Io& io);

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

// The seed a loaded game's chance plays on with: mixed with the position (resume_seed), so the
// deals after it are not a fresh game's from the same seed. The game's write_save is found by
// argument-dependent lookup.
template <class State> std::uint64_t resumed_session_seed(std::uint64_t seed, const State& state) {
    return cards::resume_seed(seed, write_save(state));
}

// The two streams a session plays with. They are one seed in a new game and part after a load:
// chance may mix in the position, the seats' decisions must not, since the position holds the
// cards the player cannot see (the computer's hand, the stock's order) and two fillings of them
// would otherwise give the same view different help and a different computer.
struct SessionSeeds {
    // The game's Rng (the deals, cuts, tosses and reshuffles): --seed, or for a loaded game
    // resumed_session_seed(--seed, state).
    std::uint64_t chance = 0;
    // The computer's strategies and the help, each derived from it by its seat and purpose:
    // --seed, new game or loaded.
    std::uint64_t decisions = 0;
};

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
        print_warnings(loaded.warnings, io);
        io.out << "Resuming: " << summary(*loaded.state) << '\n';
        return std::move(loaded.state);
    }
    return std::nullopt;
}

// `play --log PATH`: `record` opened on PATH for the game's record (from its start, or from the
// position a resumed game was loaded at); it stays closed without --log. False, said on io.err,
// when PATH cannot be written.
bool open_play_record(const std::string& path, std::ofstream& record, const Io& io);
// After the game: false, said on io.err, when a line of the record could not be written.
bool close_play_record(const std::string& path, std::ofstream& record, const Io& io);

// The whole command: 0 when the game ends, is saved or is quit; 1 for an unknown strategy, a
// bad --load file, or when the input ends before the game does. The game is played by a
// `Session(io, seeds, computer, session_args...)`: `session.play(state)` plays the loaded game,
// or `session.new_game()` when there is none, to its end, a save or a quit. `seeds` are
// SessionSeeds; the computer's strategy is seeded from --seed (purpose 1), whatever is loaded.
template <class Session, class State, class Strategy, class... SessionArgs>
int run_play_session(const PlayOptions& options, const Io& io,
                     const TerminalGame<State, Strategy>& game, SessionArgs&&... session_args) {
    const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
    std::unique_ptr<Strategy> computer =
        game.make_strategy(options.computer, game.seed_for(seed, 1));
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
        print_warnings(loaded.warnings, io);
        state = std::move(loaded.state);
    }
    io.out << game.name << " against the computer (" << computer->name() << ")" << game.goal
           << ". Seed " << seed << ": --seed " << seed << " deals the same cards again.\n";
    Prompter ask(io);
    try {
        if (!state) {
            state = ask_resume<State>(io, ask, load, game.summary);
        }
        // A new game deals from `seed` itself; a loaded one from the seed and its position.
        const SessionSeeds seeds{state ? resumed_session_seed(seed, *state) : seed, seed};
        Session session(io, seeds, std::move(computer), std::forward<SessionArgs>(session_args)...);
        std::ofstream record;
        if (!open_play_record(options.log, record, io)) {
            return exit_bad_input;
        }
        if (record.is_open()) {
            session.record_to(record, state.has_value());
        }
        session.play(state ? std::move(*state) : session.new_game());
        return !record.is_open() || close_play_record(options.log, record, io) ? exit_ok
                                                                               : exit_bad_input;
    } catch (const EndOfInput&) {
        io.err << "The input ended before the game did; the game was not saved.\n";
        return exit_bad_input;
    }
}

// The computer's decision in `state`, from its view only. A strategy bug must not stop the
// game: an illegal move is reported on io.err and replaced by the first legal one. The game's
// view_for, why_illegal, describe and legal_actions are found by argument-dependent lookup.
template <class State, class Strategy>
auto computer_decision(const State& state, Strategy& computer, const Io& io) {
    auto decision = computer.decide(view_for(state, cards::Seat::Computer));
    if (const std::string why = why_illegal(state, decision.action); !why.empty()) {
        io.err << "(the " << computer.name() << " strategy chose an illegal move, "
               << describe(decision.action) << ": " << why << ")\n";
        decision = {legal_actions(state).front(), {}};
    }
    return decision;
}

// What every game's session holds, and the parts of a turn that do not depend on the game.
// A game's Session derives from it and adds its own turns; the game's save_to_file, advise and
// view_for are found by argument-dependent lookup.
template <class State, class Strategy> class TerminalSession {
  public:
    // The game is recorded to `out` as it is played, each line flushed at once (play --log): from
    // its start, or from the position it was loaded at when it was resumed (`from_position`).
    void record_to(std::ostream& out, bool from_position) {
        record_out_ = &out;
        from_position_ = from_position;
    }

  protected:
    // `advice_seed`: the help's, derived by the game from seeds.decisions.
    TerminalSession(const Io& io, const SessionSeeds& seeds, std::unique_ptr<Strategy> computer,
                    std::uint64_t advice_seed)
        : io_(io), ask_(io), rng_(seeds.chance), computer_(std::move(computer)),
          advice_seed_(advice_seed) {}

    // Save and go (true), or back to the game after an empty line.
    bool save(std::string_view question) {
        return ask_to_save(ask_, io_, question,
                           [this](const std::string& path) { return save_to_file(path, state_); });
    }

    void help() {
        print_help(advise(view_for(state_, cards::Seat::Human), advice_seed_).lines, io_);
    }

    auto computer_decision() { return cli::computer_decision(state_, *computer_, io_); }

    // The menu before a turn (docs/cli.md), `heading` above it, until the player chooses to move:
    // Save (and go), Help (then the menu again), Quit. Nothing when the player chose to move,
    // otherwise how the session ends.
    std::optional<Ending> menu_until_move(std::string_view heading, bool help_offered) {
        return cli::menu_until_move(
            ask_, io_, heading, help_offered,
            [this] {
                return save(
                    "File name to save the game in (an empty line goes back to the menu): ");
            },
            [this] { help(); });
    }

    // Where the record's lines go, when the game is recorded: a sink for the game's writer.
    bool recording() const { return record_out_ != nullptr; }
    std::function<void(const std::string&)> record_sink() {
        return [out = record_out_](const std::string& line) { *out << line << '\n' << std::flush; };
    }

    // Before the game's first move, when it is recorded: `record` (the game's RecordWriter)
    // begins, at the position the game was loaded at (`start_at(seats, state)`) or, for a new
    // game, by `start_new(writer, seats)`.
    template <class Writer, class StartNew>
    void begin_record(std::optional<Writer>& record, StartNew&& start_new) {
        if (!recording() || record) {
            return;
        }
        record.emplace(record_sink(), 1);
        const std::array<std::string, 2> seats{"human", computer_->name()};
        if (from_position_) {
            record->start_at(seats, state_);
        } else {
            start_new(*record, seats);
        }
    }

    const Io& io_;
    Prompter ask_;
    cards::Rng rng_; // the game's: the deals and shuffles (SessionSeeds::chance)
    std::unique_ptr<Strategy> computer_;
    std::uint64_t advice_seed_; // from SessionSeeds::decisions
    State state_;
    std::ostream* record_out_ = nullptr;
    bool from_position_ = false; // the record begins at the loaded position
};

} // namespace parlor::cli
