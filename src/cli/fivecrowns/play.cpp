#include "cli/fivecrowns/play.hpp"

#include "cli/fivecrowns/answers.hpp"
#include "cli/fivecrowns/table.hpp"
#include "cli/terminal.hpp"

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <cstdlib>
#include <memory>
#include <ostream>
#include <random>

namespace parlor::cli::fc {

namespace {

// The strategies and the help sample with generators of their own, apart from the game's.
std::uint64_t derived_seed(std::uint64_t seed, std::uint64_t purpose) {
    cards::Rng rng(seed ^ (purpose * 0x9e3779b97f4a7c15ULL));
    return rng.next();
}

// How the session ends.
enum class Ending { Finished, Saved, Quit };

class Session {
  public:
    Session(const Io& io, std::uint64_t seed, std::unique_ptr<Strategy> computer)
        : io_(io), ask_(io), rng_(seed), computer_(std::move(computer)),
          advice_seed_(derived_seed(seed, 2)) {}

    // A new game dealt with the session's generator: --seed fixes the deal, the toss and
    // every later deal.
    GameState deal_new_game() { return new_game(rng_); }

    Ending play(GameState state) {
        state_ = std::move(state);
        for (;;) {
            switch (state_.phase) {
            case Phase::CoinToss:
                call_toss();
                break;
            case Phase::RoundOver:
                perform(NextRound{});
                break;
            case Phase::GameOver:
                tell_final_result();
                return Ending::Finished;
            case Phase::Draw:
                if (auto ending = before_turn()) {
                    return *ending;
                }
                break;
            case Phase::Discard: // only reached if a turn was interrupted; finish it
                play_turn();
                break;
            }
        }
    }

  private:
    // The menu before every turn. Nothing when a move was made.
    std::optional<Ending> before_turn() {
        io_.out << '\n' << table_text(state_);
        for (;;) {
            switch (menu()) {
            case MenuChoice::Save:
                if (save()) {
                    return Ending::Saved;
                }
                break;
            case MenuChoice::Help:
                help();
                break;
            case MenuChoice::Quit:
                io_.out << "You quit the game; it was not saved.\n";
                return Ending::Quit;
            case MenuChoice::Move:
                play_turn();
                return std::nullopt;
            }
        }
    }

    MenuChoice menu() {
        const bool human = state_.turn == Seat::Human;
        io_.out << (human ? "Your turn." : "The computer's turn.") << '\n';
        io_.out << "  1. Save the game\n  2. Make a move\n";
        if (human) {
            io_.out << "  3. Ask for help\n";
        }
        io_.out << "  4. Quit the game\n";
        const std::string question = human ? "Your choice (1-4): " : "Your choice (1, 2 or 4): ";
        return ask_.ask_until<MenuChoice>(
            question, [human](const std::string& answer, std::string& complaint) {
                return read_menu_choice(answer, human, complaint);
            });
    }

    bool save() {
        for (;;) {
            const std::string path =
                ask_.ask("File name to save the game in (an empty line goes back to the menu): ");
            if (path.empty()) {
                return false;
            }
            if (const auto error = save_to_file(path, state_)) {
                ask_.complain("The game could not be saved: " + *error);
                continue;
            }
            io_.out << "The game is saved in " << path << ". Goodbye!\n";
            return true;
        }
    }

    void help() {
        const Advice advice = advise(view_for(state_, Seat::Human), advice_seed_);
        io_.out << "Help:\n";
        for (const std::string& line : advice.lines) {
            io_.out << "  " << line << '\n';
        }
    }

    void call_toss() {
        const bool heads = ask_.ask_until<bool>(
            "Call the coin toss for who plays first: heads or tails? ", read_toss_call);
        perform(CallToss{heads});
    }

    void play_turn() {
        if (state_.turn == Seat::Human) {
            human_turn();
        } else {
            computer_turn();
        }
    }

    void human_turn() {
        if (state_.phase == Phase::Draw) {
            human_draw();
        }
        if (state_.phase == Phase::Discard) {
            human_discard();
        }
    }

    void human_draw() {
        const auto top = state_.discard_top();
        const std::string question = top ? "Draw from the draw pile (stock) or take the " +
                                               cards::to_string(*top) +
                                               " from the discard pile (discard)? "
                                         : std::string("Draw from the draw pile (stock)? ");
        for (;;) {
            const Action action = ask_.ask_until<Action>(
                question, [this](const std::string& answer, std::string& complaint) {
                    if (is_help_request(answer)) {
                        help();
                        return std::optional<Action>();
                    }
                    return read_draw(answer, complaint);
                });
            if (perform(action)) {
                return;
            }
        }
    }

    void human_discard() {
        io_.out << "Your hand: " << numbered_cards(state_.player(Seat::Human).hand) << '\n';
        for (;;) {
            const Card card = ask_.ask_until<Card>(
                "Which card do you discard? (a card like " +
                    cards::to_string(state_.player(Seat::Human).hand.front()) +
                    ", its position, or help) ",
                [this](const std::string& answer, std::string& complaint) {
                    if (is_help_request(answer)) {
                        help();
                        return std::optional<Card>();
                    }
                    return read_card_of_hand(answer, state_.player(Seat::Human).hand, complaint);
                });
            if (perform(Discard{card})) {
                return;
            }
        }
    }

    void computer_turn() {
        while (state_.turn == Seat::Computer &&
               (state_.phase == Phase::Draw || state_.phase == Phase::Discard)) {
            Decision decision = computer_->decide(view_for(state_, Seat::Computer));
            if (!why_illegal(state_, decision.action).empty()) {
                // A strategy bug must not stop the game: say so and make the first legal move.
                io_.err << "(the " << computer_->name() << " strategy chose an illegal move, "
                        << describe(decision.action) << ": " << why_illegal(state_, decision.action)
                        << ")\n";
                decision = Decision{legal_actions(state_).front(), {}};
            }
            tell_choice(decision);
            perform(decision.action);
        }
    }

    void tell_choice(const Decision& decision) {
        io_.out << "The computer chose to " << choice_phrase(decision.action)
                << (decision.reasons.empty() ? "." : " because:") << '\n';
        for (const std::string& reason : decision.reasons) {
            io_.out << "  - " << reason << '\n';
        }
    }

    std::string choice_phrase(const Action& action) const {
        if (std::holds_alternative<DrawStock>(action)) {
            return "pick up from the draw pile";
        }
        if (std::holds_alternative<TakeDiscard>(action)) {
            return "pick up the " + cards::to_string(*state_.discard_top()) +
                   " from the discard pile";
        }
        if (const auto* discard = std::get_if<Discard>(&action)) {
            return "discard the " + cards::to_string(discard->card) + " (" +
                   cards::long_name(discard->card) + ")";
        }
        return describe(action);
    }

    // Applies an action and tells what happened; false (with the reason printed) if refused.
    bool perform(const Action& action) {
        const Outcome outcome = apply(state_, action, rng_);
        if (!outcome) {
            ask_.complain(outcome.error);
            return false;
        }
        for (const Event& event : outcome.events) {
            if (const auto* scored = std::get_if<RoundScoredEvent>(&event)) {
                io_.out << '\n' << round_result_text(scored->result, totals(state_));
                continue;
            }
            if (const std::string text = event_text(event); !text.empty()) {
                io_.out << text << '\n';
            }
        }
        return true;
    }

    void tell_final_result() {
        const auto scores = totals(state_);
        const int human = scores[index(Seat::Human)];
        const int computer = scores[index(Seat::Computer)];
        io_.out << "\n=== The game is over ===\nFinal scores: Human " << human << ", Computer "
                << computer << ".\n";
        if (const auto best = winner(state_)) {
            const int margin = std::abs(human - computer);
            io_.out << (*best == Seat::Human ? "You win" : "The computer wins") << " by " << margin
                    << (margin == 1 ? " point" : " points") << " (lowest score wins).\n";
        } else {
            io_.out << "It is a draw.\n";
        }
    }

    const Io& io_;
    Prompter ask_;
    Rng rng_;
    std::unique_ptr<Strategy> computer_;
    std::uint64_t advice_seed_;
    GameState state_;
};

void print_warnings(const LoadResult& loaded, const Io& io) {
    for (const std::string& warning : loaded.warnings) {
        io.out << "Warning: " << warning << '\n';
    }
}

// Asks whether to resume a saved game until a good file is named or the answer is no.
std::optional<GameState> ask_resume(const Io& io, Prompter& ask) {
    while (ask.ask_yes_no("Do you want to resume a saved game? (yes/no) ")) {
        const std::string path = ask.ask("Name of the saved game file: ");
        if (path.empty()) {
            ask.complain("No file name given.");
            continue;
        }
        LoadResult loaded = load_save_file(path);
        if (!loaded.state) {
            ask.complain(loaded.error);
            continue;
        }
        print_warnings(loaded, io);
        io.out << "Resuming: " << summary(*loaded.state) << '\n';
        return std::move(loaded.state);
    }
    return std::nullopt;
}

} // namespace

int run_play(const PlayOptions& options, const Io& io) {
    const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
    std::unique_ptr<Strategy> computer = make_strategy(options.computer, derived_seed(seed, 1));
    if (!computer) {
        io.err << "play: no strategy named \"" << options.computer << "\"\n";
        return exit_bad_input;
    }
    std::optional<GameState> state;
    if (!options.load.empty()) {
        LoadResult loaded = load_save_file(options.load);
        if (!loaded.state) {
            io.err << loaded.error << '\n';
            return exit_bad_input;
        }
        print_warnings(loaded, io);
        state = std::move(loaded.state);
    }
    io.out << "Five Crowns against the computer (" << computer->name() << "). Seed " << seed
           << ": --seed " << seed << " deals the same cards again.\n";
    Prompter ask(io);
    try {
        if (!state) {
            state = ask_resume(io, ask);
        }
        Session session(io, seed, std::move(computer));
        if (!state) {
            state = session.deal_new_game();
        }
        session.play(std::move(*state));
        return exit_ok;
    } catch (const EndOfInput&) {
        io.err << "The input ended before the game did; the game was not saved.\n";
        return exit_bad_input;
    }
}

} // namespace parlor::cli::fc
