#include "cli/pinochle/play.hpp"

#include "cli/pinochle/answers.hpp"
#include "cli/pinochle/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"
#include "cli/turn_menu.hpp"

#include "parlor/games/pinochle/game.hpp"

#include <memory>
#include <ostream>

namespace parlor::cli::pinochle_cli {

namespace {

class Session final : public TerminalSession<pinochle::Game> {
  public:
    Session(const Io& io, SessionSetup setup, int target)
        : TerminalSession(io, std::move(setup)), target_(target) {}

    // As the window begins one: the deck shuffled and the coin tossed from the seed's stream,
    // both the record's first lines; the engine plays on from there. The deal is told before the
    // toss (the hands are on the table after it; the toss decides the lead).
    void start_new() {
        Opening<pinochle::Game> opening(setup_.seed);
        const std::vector<Card> deck = opening.shuffled(full_deck());
        GameState state = pinochle::new_game(deck);
        state.target = target_;
        opening.record().start({"human", setup_.computer}, deck, target_);
        io_.out << event_text(DealtEvent{state.round, {}, *state.trump_card, std::nullopt}) << '\n';
        begin_after(std::move(state), opening, call_toss());
    }

    Ending play() {
        for (;;) {
            switch (state().phase) {
            case Phase::CoinToss: // a new game's is start_new's; a file's, should one hold it
                perform(call_toss());
                break;
            case Phase::Lead:
                if (auto ending = before_trick()) {
                    return *ending;
                }
                break;
            case Phase::Follow:
            case Phase::Meld: // after a take-back, or an interrupted trick: move by move
                if (auto ending = within_trick()) {
                    return *ending;
                }
                break;
            case Phase::RoundOver:
                // A game to a target goes on until a round ends it.
                if (state().target == 0 && !ask_.ask_yes_no("Play another round? (yes/no) ")) {
                    perform(EndGame{});
                } else {
                    perform(AnotherRound{});
                }
                break;
            case Phase::GameOver:
                return Ending::Finished;
            }
        }
    }

  private:
    int target_; // of a new game: 0, as many rounds as the player likes
    Action call_toss() { return CallToss{ask_toss(ask_, "the first lead")}; }

    // The menu before every trick. Nothing when the trick was played, or a move taken back or
    // made again.
    std::optional<Ending> before_trick() {
        io_.out << '\n' << table_text(state());
        const bool human = state().leader == Seat::Human;
        const MenuResult menu =
            menu_until_move(human ? "Your lead." : "The computer leads.", human);
        if (!menu.move()) {
            return menu.ending;
        }
        play_trick();
        return std::nullopt;
    }

    // Inside a trick the menu comes before the player's moves only (the computer's are made).
    std::optional<Ending> within_trick() {
        if (state().turn == Seat::Human) {
            io_.out << '\n' << table_text(state());
            const MenuResult menu = menu_until_move("Your move.", true);
            if (!menu.move()) {
                return menu.ending;
            }
        }
        next_move();
        return std::nullopt;
    }

    // The trick from its lead to the draws after it.
    void play_trick() {
        const int tricks = state().tricks_played();
        while (state().phase != Phase::RoundOver && state().tricks_played() == tricks) {
            next_move();
        }
        // The winner's meld and the draws end the trick.
        while (state().phase == Phase::Meld) {
            next_move();
        }
    }

    void next_move() {
        if (state().turn == Seat::Computer) {
            const Decision decision = computer_decision();
            perform(decision.action, decision.reasons);
            return;
        }
        if (state().phase == Phase::Meld) {
            human_meld();
        } else {
            human_card();
        }
    }

    void human_card() {
        const std::string question =
            state().phase == Phase::Lead
                ? "Lead a card (like Q♠, Q♠* from your melds, or its number; help): "
                : "Play a card to the " + cards::pretty(*state().lead) +
                      " (like Q♠, or its number; help): ";
        ask_and_perform(question, [this](const std::string& answer, std::string& complaint) {
            return read_play(answer, state().player(Seat::Human).hand, complaint);
        });
    }

    void human_meld() {
        const auto melds = legal_new_melds(state().player(Seat::Human).hand, state().trump);
        io_.out << "You won the trick and may declare one meld:\n";
        for (std::size_t i = 0; i < melds.size(); ++i) {
            io_.out << "  " << i + 1 << ". " << describe(melds[i]) << ": " << points(melds[i])
                    << '\n';
        }
        io_.out << "  0. none\n";
        ask_and_perform("Your meld (a number, 0 for none; help): ",
                        [&melds](const std::string& answer, std::string& complaint) {
                            return read_meld(answer, melds, complaint);
                        });
    }

    // What a move did, `reasons` after the computer's card or meld.
    void tell(const Outcome& outcome, const std::vector<std::string>& reasons) override {
        for (const Event& event : outcome.events) {
            io_.out << event_text(event) << '\n';
            if (std::holds_alternative<PlayedEvent>(event) ||
                std::holds_alternative<MeldEvent>(event)) {
                print_reasons(reasons, io_, ask_);
            }
            if (const auto* over = std::get_if<RoundOverEvent>(&event)) {
                io_.out << results_text(over->result);
            }
        }
    }
};

} // namespace

int run_play(const PlayOptions& options, const Io& io, int target) {
    // A game loaded with --load is played to its own target (or none), and the first line says so.
    int goal = target;
    if (!options.load.empty()) {
        if (const auto loaded = load_save_file(options.load); loaded.state) {
            goal = loaded.state->target;
        }
    }
    return run_play_session<Session>(
        options, io,
        TerminalGame<pinochle::Game>{"Pinochle",
                                     goal > 0 ? ", first to " + std::to_string(goal)
                                              : ", as many rounds as you like",
                                     load_save_file},
        target);
}

} // namespace parlor::cli::pinochle_cli
