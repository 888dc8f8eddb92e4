#include "cli/fivecrowns/play.hpp"

#include "cli/fivecrowns/answers.hpp"
#include "cli/fivecrowns/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"

#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/recorded_game.hpp"
#include "parlor/games/fivecrowns/save.hpp"

#include <cstdlib>
#include <memory>
#include <ostream>

namespace parlor::cli::fc {

namespace {

// The strategies and the help sample with generators of their own, apart from the game's.
std::uint64_t derived_seed(std::uint64_t seed, std::uint64_t purpose) {
    cards::Rng rng(seed ^ (purpose * 0x9e3779b97f4a7c15ULL));
    return rng.next();
}

class Session : TerminalSession<GameState, Strategy> {
  public:
    using TerminalSession::record_to;

    Session(const Io& io, const SessionSeeds& seeds, std::unique_ptr<Strategy> computer)
        : TerminalSession(io, seeds, std::move(computer), derived_seed(seeds.decisions, 2)) {}

    // A new game dealt with the session's generator: --seed fixes the deal, the toss and
    // every later deal.
    GameState new_game() {
        // The deck as new_game(rng) shuffles it, kept for a record's start.
        first_deck_ = full_deck();
        rng_.shuffle(first_deck_);
        return fivecrowns::new_game(first_deck_);
    }

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
        const bool human = state_.turn == Seat::Human;
        if (auto ending = menu_until_move(human ? "Your turn." : "The computer's turn.", human)) {
            return ending;
        }
        play_turn();
        return std::nullopt;
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
                    return read_card_of_hand(answer, state_.player(Seat::Human).hand, parse,
                                             complaint);
                });
            if (perform(Discard{card})) {
                return;
            }
        }
    }

    void computer_turn() {
        while (state_.turn == Seat::Computer &&
               (state_.phase == Phase::Draw || state_.phase == Phase::Discard)) {
            const Decision decision = computer_decision();
            tell_choice(decision);
            perform(decision.action);
        }
    }

    void tell_choice(const Decision& decision) {
        io_.out << "The computer chose to " << choice_phrase(decision.action)
                << (decision.reasons.empty() ? "." : " because:") << '\n';
        print_reasons(decision.reasons, io_);
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
        begin_record(record_, [&](RecordWriter& writer, const std::array<std::string, 2>& seats) {
            writer.start(seats, first_deck_);
        });
        const Seat seat = state_.turn;
        const Chance chance = draw_chance(state_, action, rng_);
        const Outcome outcome = apply(state_, action, chance);
        if (!outcome) {
            ask_.complain(outcome.error);
            return false;
        }
        if (record_) {
            record_->action(seat, action, chance, state_);
        }
        for (const Event& event : outcome.events) {
            if (const auto* scored = std::get_if<RoundScoredEvent>(&event)) {
                io_.out << '\n' << round_result_text(scored->result, scores(state_));
                continue;
            }
            if (std::holds_alternative<GameOverEvent>(event)) {
                continue; // the final scores follow, told in full
            }
            io_.out << event_text(event) << '\n';
        }
        return true;
    }

    void tell_final_result() {
        const auto final_scores = scores(state_);
        const int human = final_scores[index(Seat::Human)];
        const int computer = final_scores[index(Seat::Computer)];
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
    std::optional<RecordWriter> record_; // play --log: the game's record, from its first move
    std::vector<Card> first_deck_;       // a new game's, for its record
};

} // namespace

int run_play(const PlayOptions& options, const Io& io) {
    return run_play_session<Session>(options, io,
                                     TerminalGame<GameState, Strategy>{"Five Crowns", "",
                                                                       derived_seed, make_strategy,
                                                                       load_save_file, summary});
}

} // namespace parlor::cli::fc
