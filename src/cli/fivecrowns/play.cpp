#include "cli/fivecrowns/play.hpp"

#include "cli/fivecrowns/answers.hpp"
#include "cli/fivecrowns/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"

#include "parlor/games/fivecrowns/game.hpp"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <ostream>

namespace parlor::cli::fc {

namespace {

class Session final : public TerminalSession<fivecrowns::Game> {
  public:
    // `players`: 2 (the brief's game) to 7; a loaded game's table is the file's.
    Session(const Io& io, SessionSetup setup, int players)
        : TerminalSession(io, std::move(setup)), players_(players) {}

    // As the window begins one: the deck shuffled and the coin tossed from the seed's stream,
    // both the record's first lines; the engine plays on from there. A larger table has no toss
    // (docs/fivecrowns.md, "Seats"): the engine takes it over as dealt.
    void start_new() {
        Opening<fivecrowns::Game> opening(setup_.seed);
        const std::vector<Card> deck = opening.shuffled(full_deck());
        GameState state = fivecrowns::new_game(deck, players_);
        std::vector<std::string> seats{"human"};
        seats.resize(static_cast<std::size_t>(players_), setup_.computer);
        opening.record().start(seats, deck);
        if (players_ == 2) {
            begin_after(std::move(state), opening, call_toss());
            return;
        }
        begin(std::move(state), opening);
        io_.out << fc::event_text_of_seats(DealtEvent{1, Seat::Human, players_}, players_) << '\n';
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
    int players_ = 2;

    // The menu before every turn. Nothing when a move was made, taken back or made again.
    std::optional<Ending> before_turn() {
        const bool human = state().turn == Seat::Human;
        io_.out << '\n' << (many() ? table_text_of_seats(state()) : table_text(state()));
        const std::string heading = human    ? "Your turn."
                                    : many() ? seat_words(state().turn) + "'s turn."
                                             : "The computer's turn.";
        const MenuResult menu = menu_until_move(heading, human);
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
        const Seat seat = state().turn; // one computer's turn, the draw and the discard
        while (seat != Seat::Human && state().turn == seat &&
               (state().phase == Phase::Draw || state().phase == Phase::Discard)) {
            const Decision decision = computer_decision();
            tell_choice(decision);
            perform(decision.action);
        }
    }

    void tell_choice(const Decision& decision) {
        io_.out << (many() ? seat_words(state().turn) : std::string("The computer")) << " chose to "
                << choice_phrase(decision.action) << (decision.reasons.empty() ? "." : " because:")
                << '\n';
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
        if (many()) {
            tell_at_table(outcome);
            return;
        }
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

    // A larger table's events: the table's words, every seat's figures.
    void tell_at_table(const Outcome& outcome) {
        for (const Event& event : outcome.events) {
            if (const auto* scored = std::get_if<RoundScoredEvent>(&event)) {
                io_.out << '\n' << round_result_of_seats(scored->result, totals(state()));
            } else if (!std::holds_alternative<GameOverEvent>(event)) {
                io_.out << event_text_of_seats(event, state().seat_count()) << '\n';
            }
        }
    }

    bool many() const { return state().seat_count() > 2; }

    void tell_final_result() {
        if (many()) {
            const std::vector<int> final_scores = totals(state());
            io_.out << "\n=== The game is over ===\nFinal scores:";
            for (std::size_t i = 0; i < final_scores.size(); ++i) {
                io_.out << (i == 0 ? " " : ", ") << seat_words(seat_at(static_cast<int>(i))) << " "
                        << final_scores[i];
            }
            io_.out << ".\n";
            const std::vector<Seat> best = winners(state());
            const bool you = std::find(best.begin(), best.end(), Seat::Human) != best.end();
            if (best.size() == 1) {
                io_.out << (you ? std::string("You win") : seat_words(best.front()) + " wins")
                        << " (lowest score wins).\n";
            } else {
                io_.out << (you ? "You share the win" : "The lowest score is shared") << " ("
                        << best.size() << " players on " << final_scores[GameState::at(best[0])]
                        << ").\n";
            }
            return;
        }
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

int run_play(const PlayOptions& options, int players, const Io& io) {
    return run_play_session<Session>(
        options, io, TerminalGame<fivecrowns::Game>{"Five Crowns", "", load_save_file}, players);
}

} // namespace parlor::cli::fc
