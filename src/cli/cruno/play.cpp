#include "cli/cruno/play.hpp"

#include "cli/cruno/rule_options.hpp"
#include "cli/cruno/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"
#include "cli/turn_menu.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/event_words.hpp"
#include "parlor/games/cruno/match.hpp"
#include "parlor/games/cruno/move_words.hpp"
#include "parlor/games/cruno/recorded_game.hpp"
#include "parlor/games/cruno/save.hpp"

#include <CLI/CLI.hpp>

#include <charconv>
#include <fstream>
#include <memory>
#include <ostream>
#include <random>

namespace parlor::cli::cruno_cli {

namespace {

using namespace parlor::cruno;

// Seeds of their own for the computer players and the help, apart from the game's, from
// SessionSeeds::decisions.
std::uint64_t strategy_seed(std::uint64_t seed, int seat) {
    return cards::derive_seed(seed, 100 + static_cast<std::uint64_t>(seat));
}
std::uint64_t help_seed(std::uint64_t seed) {
    return cards::derive_seed(seed, 2);
}

class Session {
  public:
    Session(const Io& io, const SessionSeeds& seeds, GameState state, int human)
        : io_(io), ask_(io), rng_(seeds.chance), help_seed_(help_seed(seeds.decisions)),
          state_(std::move(state)), human_(human) {
        for (int seat = 0; seat < state_.player_count(); ++seat) {
            const Player& player = state_.player(seat);
            strategies_.push_back(
                player.is_human()
                    ? nullptr
                    : make_strategy(player.plays, strategy_seed(seeds.decisions, seat)));
        }
    }

    // Records the game to `out`, each line flushed at once: from its start, dealt from `deck`,
    // or, for a game resumed from a save (`from_position`), from the position it was loaded at.
    void record_to(std::ostream& out, bool from_position, const std::vector<Card>& deck) {
        record_.emplace([&out](const std::string& line) { out << line << '\n' << std::flush; }, 1);
        if (from_position) {
            record_->start_at(state_);
        } else {
            record_->start(state_, deck);
        }
    }

    Ending play() {
        announce_trickster();
        for (;;) {
            if (state_.phase == Phase::GameOver) {
                return Ending::Finished;
            }
            if (state_.turn != human_) {
                computer_move();
                continue;
            }
            if (state_.pending_draw > 0) { // no choice to make: the Draw Two's cards
                perform(Draw{});
                continue;
            }
            if (auto ending = before_turn()) {
                return *ending;
            }
        }
    }

  private:
    void announce_trickster() {
        for (const Player& player : state_.players) {
            if (player.is_trickster()) {
                io_.out << player.name
                        << " is the trickster: with nothing to play, it may turn a card of its "
                           "hand into an 8 rather than draw, "
                        << trickster_limit_words() << ", and it says so every time.\n";
            }
        }
    }

    // The menu before the human's turn. Nothing when a move was made.
    std::optional<Ending> before_turn() {
        io_.out << '\n' << table_text(state_, human_);
        if (auto ending = menu_until_move(
                ask_, io_, "Your turn.", true,
                [this] {
                    return ask_to_save(
                        ask_, io_,
                        "File name to save the game in (an empty line goes back to the menu): ",
                        [this](const std::string& path) { return save_to_file(path, state_); });
                },
                [this] { help(); })) {
            return ending;
        }
        human_move();
        return std::nullopt;
    }

    void help() { print_help(advise(view_for(state_, human_), help_seed_).lines, io_); }

    // Cards and draws until a card is played (or the game ends).
    void human_move() {
        while (state_.phase == Phase::Play && state_.turn == human_ && state_.pending_draw == 0) {
            const Action action = ask_.ask_until<Action>(
                "Your move: a card (like " + example() +
                    ") or its number, an 8 and the suit to name (like 8S H), or draw; help: ",
                [this](const std::string& answer, std::string& complaint) {
                    return read_move(answer, complaint);
                });
            if (!perform(action)) {
                continue;
            }
            if (!std::holds_alternative<Draw>(action) || state_.phase != Phase::Play) {
                return;
            }
            io_.out << "Your hand: " << numbered(state_.player(human_).hand) << '\n';
        }
    }

    std::string example() const {
        for (const Card card : state_.player(human_).hand) {
            if (playable(state_, card) && !card.is_eight()) {
                return to_string(card);
            }
        }
        return to_string(state_.player(human_).hand.front());
    }

    std::optional<Action> read_move(const std::string& answer, std::string& complaint) {
        const std::string word = normalise_answer(answer);
        if (is_one_of(word, {"help", "?", "h"})) {
            help();
            return std::nullopt;
        }
        std::string text = answer;
        const auto words = cards::split_words(answer);
        const auto& hand = state_.player(human_).hand;
        int position = 0;
        if (!words.empty()) {
            const auto [end, error] =
                std::from_chars(words[0].data(), words[0].data() + words[0].size(), position);
            if (error == std::errc() && end == words[0].data() + words[0].size()) {
                if (position < 1 || position > static_cast<int>(hand.size())) {
                    complaint = "There is no card at position " + std::string(words[0]) +
                                "; positions go from 1 to " + std::to_string(hand.size()) + ".";
                    return std::nullopt;
                }
                text = to_string(hand[static_cast<std::size_t>(position - 1)]) +
                       answer.substr(static_cast<std::size_t>(end - answer.data()));
            }
        }
        auto action = read_move_words(text, complaint);
        if (!action) {
            return std::nullopt;
        }
        if (const std::string why = why_illegal(state_, *action); !why.empty()) {
            complaint = why;
            return std::nullopt;
        }
        return action;
    }

    void computer_move() {
        const int seat = state_.turn;
        Strategy& strategy = *strategies_[static_cast<std::size_t>(seat)];
        Decision decision = strategy.decide(view_for(state_, seat));
        if (const std::string why = why_illegal(state_, decision.action); !why.empty()) {
            io_.err << "(the " << strategy.name() << " strategy chose an illegal move, "
                    << describe(decision.action) << ": " << why << ")\n";
            decision = {legal_actions(state_).front(), {}};
        }
        // Of a run of draws only the first says why.
        const bool draw = std::holds_alternative<Draw>(decision.action);
        const bool first_draw = !(draw && last_drawer_ == seat);
        last_drawer_ = draw ? seat : -1;
        perform(decision.action, first_draw ? decision.reasons : std::vector<std::string>{});
    }

    // Applies an action and tells what happened, with `reasons` after the first line; false
    // (with the reason printed) if refused.
    bool perform(const Action& action, const std::vector<std::string>& reasons = {}) {
        const int seat = state_.turn;
        const Chance chance = draw_chance(state_, action, rng_);
        const Outcome outcome = apply(state_, action, chance);
        if (!outcome) {
            ask_.complain(outcome.error);
            return false;
        }
        if (record_) {
            record_->action(seat, action, chance, state_);
        }
        bool told = false;
        for (const Event& event : outcome.events) {
            const std::string text = event_text(state_, event, human_);
            if (text.empty()) {
                continue;
            }
            io_.out << text << '\n';
            if (!told) {
                print_reasons(reasons, io_);
                told = true;
            }
        }
        return true;
    }

    const Io& io_;
    Prompter ask_;
    cards::Rng rng_; // the game's: the deal and the reshuffles (SessionSeeds::chance)
    std::uint64_t help_seed_;
    GameState state_;
    int human_;
    std::vector<std::unique_ptr<Strategy>> strategies_;
    std::optional<RecordWriter> record_; // play --log: the game's record
    int last_drawer_ = -1;
};

// The table of a new game: the human in seat 0, the computers named in turn from `opponents`.
std::optional<Setup> new_setup(const PlayOptions& options, std::string& error) {
    if (options.opponents.empty() ||
        static_cast<int>(options.opponents.size()) > options.players - 1) {
        error = "play: --opponents names " + std::to_string(options.opponents.size()) +
                " players for " + std::to_string(options.players - 1) +
                " computer seats (name one for all, or one a seat)";
        return std::nullopt;
    }
    Setup setup;
    setup.rules = rules_from(options.rules);
    const std::vector<std::string> names = table_names(options.players, true);
    setup.seats.push_back({names[0], std::string(human)});
    for (int seat = 1; seat < options.players; ++seat) {
        setup.seats.push_back(
            {names[static_cast<std::size_t>(seat)],
             options.opponents[static_cast<std::size_t>(seat - 1) % options.opponents.size()]});
    }
    return setup;
}

// The one seat the keyboard plays; -1 for a table of computers only; nothing for several.
std::optional<int> human_seat(const GameState& state) {
    std::optional<int> seat;
    for (int s = 0; s < state.player_count(); ++s) {
        if (state.player(s).is_human()) {
            if (seat) {
                return std::nullopt;
            }
            seat = s;
        }
    }
    return seat.value_or(-1);
}

std::string table_line(const GameState& state, int human) {
    std::string out = "Cruno, " + std::to_string(state.player_count()) + " players";
    for (int seat = 0; seat < state.player_count(); ++seat) {
        if (seat == human) {
            continue;
        }
        out += (seat == 0 || (seat == 1 && human == 0) ? ": " : ", ") + state.player(seat).name +
               " (" + state.player(seat).plays + ")";
    }
    return out + (human >= 0 ? " and you" : "") + "; rule options: " + rules_text(state.rules);
}

} // namespace

int run_play(const PlayOptions& options, const Io& io) {
    const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
    std::optional<GameState> state;
    bool resumed = false;
    Deal deal; // a new game's, for its record
    const std::function<LoadResult(const std::string&)> load =
        load_naming_other_games<GameState>("Cruno", load_save_file);
    if (!options.load.empty()) {
        LoadResult loaded = load(options.load);
        if (!loaded.state) {
            io.err << loaded.error << '\n';
            return exit_bad_input;
        }
        print_warnings(loaded.warnings, io);
        state = std::move(loaded.state);
        resumed = true;
    }
    io.out << "Cruno. Seed " << seed << ": --seed " << seed << " deals the same cards again.\n";
    Prompter ask(io);
    try {
        if (!state) {
            const std::function<std::string(const GameState&)> sum = summary;
            state = ask_resume<GameState>(io, ask, load, sum);
            resumed = state.has_value();
        }
        if (!state) {
            std::string error;
            const auto setup = new_setup(options, error);
            if (!setup) {
                io.err << error << '\n';
                return exit_bad_input;
            }
            Rng rng(seed);
            deal = draw_deal(*setup, rng);
            state = new_game(*setup, deal);
        }
        const auto human = human_seat(*state);
        if (!human) {
            io.err << "play: the game has several human seats; the terminal plays one\n";
            return exit_bad_input;
        }
        io.out << table_line(*state, *human) << ".\n";
        // A new game deals from `seed` itself; a loaded one plays on from the seed and its
        // position, so its reshuffles are not the fresh game's deal again. The players' decisions
        // come from `seed` alone (SessionSeeds).
        const SessionSeeds seeds{resumed ? resumed_session_seed(seed, *state) : seed, seed};
        Session session(io, seeds, std::move(*state), *human);
        std::ofstream record;
        if (!open_play_record(options.log, record, io)) {
            return exit_bad_input;
        }
        if (record.is_open()) {
            session.record_to(record, resumed, deal.deck);
        }
        session.play();
        return !record.is_open() || close_play_record(options.log, record, io) ? exit_ok
                                                                               : exit_bad_input;
    } catch (const EndOfInput&) {
        io.err << "The input ended before the game did; the game was not saved.\n";
        return exit_bad_input;
    }
}

void add_play_command(Commands& commands) {
    auto options = std::make_shared<PlayOptions>();
    CLI::App* play = commands.play.add_subcommand(
        "cruno", "Cruno (Crazy Eights with Skip, Reverse and Draw Two) against 1 to 9 computer "
                 "players; you sit in seat 0.");
    play->add_option("--players", options->players, "players at the table, you included (2-10)")
        ->check(CLI::Range(2, 10))
        ->capture_default_str();
    play->add_option("--opponents", options->opponents,
                     "the computer players' strategies, separated by commas, used in turn for "
                     "seats 1, 2, ... (naive, rule, expert; trickster cheats openly)")
        ->delimiter(',')
        ->check(CLI::IsMember(parlor::cruno::strategy_names()))
        ->capture_default_str();
    play->add_option("--seed", options->seed,
                     "seed of the deal and the reshuffles (default: random)");
    play->add_option("--load", options->load,
                     "resume the game saved in this file (its table and rules)");
    play->add_option("--rule", options->rules, "a rule option for a new game (may be repeated)")
        ->check(CLI::IsMember(rule_names()));
    play->add_option("--log", options->log,
                     "write the game's record to this file (docs/records.md); a resumed game's "
                     "from where it was loaded");
    play->add_flag("--force", options->force, "let a save replace a file that is already there");
    play->callback([options, &commands] {
        Io io = commands.io;
        io.replace_files = options->force;
        commands.exit_code = run_play(*options, io);
    });
}

} // namespace parlor::cli::cruno_cli
