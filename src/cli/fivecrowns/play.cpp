#include "cli/fivecrowns/play.hpp"

#include "cli/fivecrowns/answers.hpp"
#include "cli/fivecrowns/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"

#include "parlor/games/fivecrowns/game.hpp"

#include <cstdlib>
#include <memory>
#include <ostream>

namespace parlor::cli::fc {

namespace {

class Session final : public TerminalSession<fivecrowns::Game> {
  public:
    Session(const Io& io, SessionSetup setup) : TerminalSession(io, std::move(setup)) {}

    // As the window begins one: the deck shuffled and the coin tossed from the seed's stream,
    // both the record's first lines; the engine plays on from there.
    void start_new() {
        Opening<fivecrowns::Game> opening(setup_.seed);
        const std::vector<Card> deck = opening.shuffled(full_deck());
        GameState state = fivecrowns::new_game(deck);
        opening.record().start({"human", setup_.computer}, deck);
        begin_after(std::move(state), opening, call_toss());
    }

    Ending play() {
        for (;;) {
            switch (state().phase) {
            case Phase::CoinToss: // a new game's is start_new's; a file's, should one hold it
                perform(call_toss());
                break;
            case Phase::RoundOver:
                perform(NextRound{});
                break;
            case Phase::GameOver:
                tell_final_result();
                return Ending::Finished;
            case Phase::Draw:
            case Phase::Discard: // after the draw was taken back, or a turn was interrupted
                if (auto ending = before_turn()) {
                    return *ending;
                }
                break;
            }
        }
    }

  private:
    // The menu before every turn. Nothing when a move was made, taken back or made again.
    std::optional<Ending> before_turn() {
        io_.out << '\n' << table_text(state());
        const bool human = state().turn == Seat::Human;
        const MenuResult menu =
            menu_until_move(human ? "Your turn." : "The computer's turn.", human);
        if (!menu.move()) {
            return menu.ending;
        }
        play_turn();
        return std::nullopt;
    }

    Action call_toss() { return CallToss{ask_toss(ask_, "who plays first")}; }

    void play_turn() {
        if (state().turn == Seat::Human) {
            human_turn();
        } else {
            computer_turn();
        }
    }

    void human_turn() {
        if (state().phase == Phase::Draw) {
            human_draw();
        }
        if (state().phase == Phase::Discard) {
            human_discard();
        }
    }

    void human_draw() {
        const auto top = state().discard_top();
        const std::string question = top ? "Draw from the draw pile (stock) or take the " +
                                               cards::pretty(*top) +
                                               " from the discard pile (discard)? "
                                         : std::string("Draw from the draw pile (stock)? ");
        ask_and_perform(question, [](const std::string& answer, std::string& complaint) {
            return read_draw(answer, complaint);
        });
    }

    void human_discard() {
        io_.out << "Your hand: " << numbered_cards(state().player(Seat::Human).hand) << '\n';
        ask_and_perform(
            "Which card do you discard? (a card like " +
                typed_card(state().player(Seat::Human).hand.front()) + ", its position, or help) ",
            [this](const std::string& answer, std::string& complaint) -> std::optional<Discard> {
                const auto card =
                    read_card_of_hand(answer, state().player(Seat::Human).hand, parse, complaint);
                return card ? std::optional(Discard{*card}) : std::nullopt;
            });
    }

    void computer_turn() {
        while (state().turn == Seat::Computer &&
               (state().phase == Phase::Draw || state().phase == Phase::Discard)) {
            const Decision decision = computer_decision();
            tell_choice(decision);
            perform(decision.action);
        }
    }

    void tell_choice(const Decision& decision) {
        io_.out << "The computer chose to " << choice_phrase(decision.action)
                << (decision.reasons.empty() ? "." : " because:") << '\n';
        print_reasons(decision.reasons, io_, ask_);
    }

    std::string choice_phrase(const Action& action) const {
        if (std::holds_alternative<DrawStock>(action)) {
            return "pick up from the draw pile";
        }
        if (std::holds_alternative<TakeDiscard>(action)) {
            return "pick up the " + cards::pretty(*state().discard_top()) +
                   " from the discard pile";
        }
        if (const auto* discard = std::get_if<Discard>(&action)) {
            return "discard the " + cards::pretty(discard->card);
        }
        return describe(action);
    }

    // What a move did (the computer's reasons were told with its choice).
    void tell(const Outcome& outcome, const std::vector<std::string>&) override {
        for (const Event& event : outcome.events) {
            if (const auto* scored = std::get_if<RoundScoredEvent>(&event)) {
                io_.out << '\n' << round_result_text(scored->result, scores(state()));
                continue;
            }
            if (std::holds_alternative<GameOverEvent>(event)) {
                continue; // the final scores follow, told in full
            }
            io_.out << event_text(event) << '\n';
        }
    }

    void tell_final_result() {
        const auto final_scores = scores(state());
        const int human = final_scores[index(Seat::Human)];
        const int computer = final_scores[index(Seat::Computer)];
        io_.out << "\n=== The game is over ===\nFinal scores: Human " << human << ", Computer "
                << computer << ".\n";
        if (const auto best = winner(state())) {
            const int margin = std::abs(human - computer);
            io_.out << (*best == Seat::Human ? "You win" : "The computer wins") << " by " << margin
                    << (margin == 1 ? " point" : " points") << " (lowest score wins).\n";
        } else {
            io_.out << "It is a draw.\n";
        }
    }
};

} // namespace

int run_play(const PlayOptions& options, const Io& io) {
    return run_play_session<Session>(
        options, io, TerminalGame<fivecrowns::Game>{"Five Crowns", "", load_save_file});
}

} // namespace parlor::cli::fc
