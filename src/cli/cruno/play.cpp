#include "cli/cruno/play.hpp"

#include "cli/cruno/rule_options.hpp"
#include "cli/cruno/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"
#include "cli/turn_menu.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/catalogue/seat_words.hpp"
#include "parlor/games/cruno/event_words.hpp"
#include "parlor/games/cruno/game.hpp"
#include "parlor/games/cruno/match.hpp"
#include "parlor/games/cruno/move_words.hpp"

#include <CLI/CLI.hpp>

#include <charconv>
#include <memory>
#include <ostream>
#include <random>

namespace parlor::cli::cruno_cli {

namespace {

using namespace parlor::cruno;

// The name the engine gives its strategy: Cruno's computer decides each move by the
// personality of the seat to act (Game::make_strategy), so the name chooses nothing.
constexpr const char* table_strategy = "seats";

class Session final : public TerminalSession<cruno::Game> {
  public:
    Session(const Io& io, SessionSetup setup) : TerminalSession(io, std::move(setup)) {}

    // As the window begins one: the dealer and the deck drawn from the seed's stream, the
    // record's start; the engine plays on from there.
    void start_new(const Setup& table) {
        Opening<cruno::Game> opening(setup_.seed);
        const Deal deal = draw_deal(table, opening.rng());
        GameState state = new_game(table, deal);
        opening.record().start(state, deal.deck);
        begin(std::move(state), opening);
    }

    const GameState& game() const { return state(); }
    // The seat the keyboard plays (-1: a table of computers only).
    void seat_player(int human) { player_ = human; }

    Ending play() {
        announce_trickster();
        for (;;) {
            if (state().phase == Phase::GameOver) {
                return Ending::Finished;
            }
            if (state().turn != player_) {
                computer_move();
                continue;
            }
            if (state().pending_draw > 0) { // no choice to make: the Draw Two's cards
                perform(Draw{}, {}, false);
                continue;
            }
            if (auto ending = before_turn()) {
                return *ending;
            }
        }
    }

  private:
    void announce_trickster() {
        for (const Player& player : state().players) {
            if (player.is_trickster()) {
                io_.out << player.name
                        << " is the trickster: with nothing to play, it may turn a card of its "
                           "hand into an 8 rather than draw, "
                        << trickster_limit_words() << ", and it says so every time.\n";
            }
        }
    }

    // The menu before the human's turn. Nothing when a move was made, taken back or made again.
    std::optional<Ending> before_turn() {
        io_.out << '\n' << table_text(state(), player_);
        const MenuResult menu = menu_until_move("Your turn.", true);
        if (!menu.move()) {
            return menu.ending;
        }
        human_move();
        return std::nullopt;
    }

    // Cards and draws until a card is played (or the game ends).
    void human_move() {
        while (state().phase == Phase::Play && state().turn == player_ &&
               state().pending_draw == 0) {
            const Action action = ask_.ask_until<Action>(
                "Your move: a card (like " + example() +
                    ") or its number, an 8 and the suit to name (like 8♠ H), or draw; help: ",
                [this](const std::string& answer, std::string& complaint) {
                    return read_move(answer, complaint);
                });
            if (!perform(action)) {
                continue;
            }
            if (!std::holds_alternative<Draw>(action) || state().phase != Phase::Play) {
                return;
            }
            io_.out << "Your hand: " << numbered(state().player(player_).hand) << '\n';
        }
    }

    // A card as the table names it ("7♥"); an action card, whose name ("Draw Two♠") is not
    // typed, by its code ("D2S").
    static std::string typed(Card card) {
        return card.kind == Kind::Standard ? pretty(card) : to_string(card);
    }

    std::string example() const {
        for (const Card card : state().player(player_).hand) {
            if (playable(state(), card) && !card.is_eight()) {
                return typed(card);
            }
        }
        return typed(state().player(player_).hand.front());
    }

    std::optional<Action> read_move(const std::string& answer, std::string& complaint) {
        const std::string word = normalise_answer(answer);
        if (is_one_of(word, {"help", "?", "h"})) {
            help();
            return std::nullopt;
        }
        std::string text = answer;
        const auto words = cards::split_words(answer);
        const auto& hand = state().player(player_).hand;
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
        if (!words.empty()) {
            // A card typed as the table names it ("8♠"): the words read its code ("8S").
            const auto shown = cards::parse_pretty(words[0]);
            if (shown && shown->suit != cards::Suit::Tridents) {
                text = to_string(Card::standard(shown->rank, shown->suit)) +
                       answer.substr(static_cast<std::size_t>(words[0].data() + words[0].size() -
                                                              answer.data()));
            }
        }
        auto action = read_move_words(text, complaint);
        if (!action) {
            return std::nullopt;
        }
        if (const std::string why = why_illegal(state(), *action); !why.empty()) {
            complaint = why;
            return std::nullopt;
        }
        return action;
    }

    void computer_move() {
        const int seat = state().turn;
        const Decision decision = computer_decision();
        // Of a run of draws only the first says why.
        const bool draw = std::holds_alternative<Draw>(decision.action);
        const bool first_draw = !(draw && last_drawer_ == seat);
        last_drawer_ = draw ? seat : -1;
        perform(decision.action, first_draw ? decision.reasons : std::vector<std::string>{});
    }

    // What a move did, with `reasons` after the first line.
    void tell(const Outcome& outcome, const std::vector<std::string>& reasons) override {
        bool told = false;
        for (const Event& event : outcome.events) {
            const std::string text = event_text(state(), event, player_);
            if (text.empty()) {
                continue;
            }
            io_.out << text << '\n';
            if (!told) {
                print_reasons(reasons, io_, ask_);
                told = true;
            }
        }
    }

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
               " (" + catalogue::difficulty_words(state.player(seat).plays) + ")";
    }
    return out + (human >= 0 ? " and you" : "") + "; rule options: " + rules_text(state.rules);
}

} // namespace

int run_play(const PlayOptions& options, const Io& io) {
    const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
    std::optional<GameState> state;
    const std::function<LoadResult(const std::string&)> load =
        load_naming_other_games<GameState>("Cruno", load_save_file);
    if (!options.load.empty()) {
        LoadResult loaded = load(options.load);
        if (!loaded.state) {
            io.err << loaded.error << '\n';
            return exit_bad_input;
        }
        print_warnings(loaded.warnings, io, options.load);
        state = std::move(loaded.state);
    }
    io.out << "Cruno. Seed " << seed << ": --seed " << seed << " deals the same cards again.\n";
    Prompter ask(io);
    try {
        if (!state) {
            const std::function<std::string(const GameState&)> sum = summary;
            state = ask_resume<GameState>(io, ask, load, sum);
        }
        std::optional<Setup> setup;
        if (!state) {
            std::string error;
            setup = new_setup(options, error);
            if (!setup) {
                io.err << error << '\n';
                return exit_bad_input;
            }
        }
        // The seat the keyboard plays, known before anything is written (the --log file is not
        // created for a table refused): a loaded table's one human seat, a new table's seat 0.
        const std::optional<int> human = state ? human_seat(*state) : std::optional<int>(0);
        if (!human) {
            io.err << "play: the game has several human seats; the terminal plays one\n";
            return exit_bad_input;
        }
        RecordFile record;
        if (!options.log.empty() && !record.open(options.log, io)) {
            return exit_bad_input;
        }
        Session session(io,
                        SessionSetup{seed, table_strategy, record.is_open() ? &record : nullptr});
        if (state) {
            session.resume(std::move(*state));
        } else {
            session.start_new(*setup);
        }
        session.seat_player(*human);
        io.out << table_line(session.game(), *human) << ".\n";
        session.play();
        return !record.is_open() || record.close(io) ? exit_ok : exit_bad_input;
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
