#include "cli/pinochle/play.hpp"

#include "cli/pinochle/answers.hpp"
#include "cli/pinochle/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"
#include "cli/turn_menu.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/save.hpp"

#include <memory>
#include <ostream>

namespace parlor::cli::pinochle_cli {

namespace {

class Session : TerminalSession<GameState, Strategy> {
  public:
    using TerminalSession::record_to;

    Session(const Io& io, const SessionSeeds& seeds, std::unique_ptr<Strategy> computer)
        : TerminalSession(io, seeds, std::move(computer), cards::derive_seed(seeds.decisions, 2)) {}

    // A new game dealt with the session's generator: --seed fixes every deal and toss.
    GameState new_game() {
        // The deck as new_game(rng) shuffles it, kept for a record's start.
        first_deck_ = full_deck();
        rng_.shuffle(first_deck_);
        GameState state = pinochle::new_game(first_deck_);
        announce_deal_ = true;
        return state;
    }

    Ending play(GameState state) {
        state_ = std::move(state);
        for (;;) {
            switch (state_.phase) {
            case Phase::CoinToss:
                tell_deal();
                perform(CallToss{ask_.ask_until<bool>(
                    "Call the coin toss for the first lead: heads or tails? ", read_toss_call)});
                break;
            case Phase::Lead:
                tell_deal();
                if (auto ending = before_trick()) {
                    return *ending;
                }
                break;
            case Phase::Follow:
            case Phase::Meld:
                next_move(); // only after an interrupted trick
                break;
            case Phase::RoundOver:
                if (!ask_.ask_yes_no("Play another round? (yes/no) ")) {
                    perform(EndGame{});
                } else {
                    announce_deal_ = false; // the deal event says it
                    perform(AnotherRound{});
                }
                break;
            case Phase::GameOver:
                return Ending::Finished;
            }
        }
    }

  private:
    // Round 1's deal happens before the session starts: say what it turned up.
    void tell_deal() {
        if (!announce_deal_) {
            return;
        }
        announce_deal_ = false;
        // In the deal's own words (the hands are on the table below; the toss decides the lead).
        io_.out << event_text(DealtEvent{state_.round, {}, *state_.trump_card, std::nullopt})
                << '\n';
    }

    // The menu before every trick. Nothing when the trick was played.
    std::optional<Ending> before_trick() {
        io_.out << '\n' << table_text(state_);
        const bool human = state_.leader == Seat::Human;
        if (auto ending = menu_until_move(human ? "Your lead." : "The computer leads.", human)) {
            return ending;
        }
        play_trick();
        return std::nullopt;
    }

    // The trick from its lead to the draws after it.
    void play_trick() {
        const int tricks = state_.tricks_played();
        while (state_.phase != Phase::RoundOver && state_.tricks_played() == tricks) {
            next_move();
        }
        // The winner's meld and the draws end the trick.
        while (state_.phase == Phase::Meld) {
            next_move();
        }
    }

    void next_move() {
        if (state_.turn == Seat::Computer) {
            const Decision decision = computer_decision();
            perform(decision.action, decision.reasons);
            return;
        }
        if (state_.phase == Phase::Meld) {
            human_meld();
        } else {
            human_card();
        }
    }

    void human_card() {
        const std::string question =
            state_.phase == Phase::Lead
                ? "Lead a card (its code like QS, QS* from your melds, or its number; help): "
                : "Play a card to the " + cards::pretty(*state_.lead) +
                      " (its code, or its number; help): ";
        for (;;) {
            const Play play = ask_.ask_until<Play>(
                question, [this](const std::string& answer, std::string& complaint) {
                    if (is_help_request(answer)) {
                        help();
                        return std::optional<Play>();
                    }
                    return read_play(answer, state_.player(Seat::Human).hand, complaint);
                });
            if (perform(play)) {
                return;
            }
        }
    }

    void human_meld() {
        const auto melds = legal_new_melds(state_.player(Seat::Human).hand, state_.trump);
        io_.out << "You won the trick and may declare one meld:\n";
        for (std::size_t i = 0; i < melds.size(); ++i) {
            io_.out << "  " << i + 1 << ". " << describe(melds[i]) << ": " << points(melds[i])
                    << '\n';
        }
        io_.out << "  0. none\n";
        for (;;) {
            const Action action = ask_.ask_until<Action>(
                "Your meld (a number, 0 for none; help): ",
                [this, &melds](const std::string& answer, std::string& complaint) {
                    if (is_help_request(answer)) {
                        help();
                        return std::optional<Action>();
                    }
                    return read_meld(answer, melds, complaint);
                });
            if (perform(action)) {
                return;
            }
        }
    }

    // Applies an action and tells what happened, `reasons` after the computer's card or meld;
    // false (with the reason printed) if refused.
    bool perform(const Action& action, const std::vector<std::string>& reasons = {}) {
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
            io_.out << event_text(event) << '\n';
            if (std::holds_alternative<PlayedEvent>(event) ||
                std::holds_alternative<MeldEvent>(event)) {
                print_reasons(reasons, io_);
            }
            if (const auto* over = std::get_if<RoundOverEvent>(&event)) {
                io_.out << results_text(over->result);
            }
        }
        return true;
    }

    bool announce_deal_ = false;
    std::optional<RecordWriter> record_; // play --log: the game's record, from its first move
    std::vector<Card> first_deck_;       // a new game's, for its record
};

} // namespace

int run_play(const PlayOptions& options, const Io& io) {
    return run_play_session<Session>(
        options, io,
        TerminalGame<GameState, Strategy>{"Pinochle", ", as many rounds as you like",
                                          cards::derive_seed, make_strategy, load_save_file,
                                          summary});
}

} // namespace parlor::cli::pinochle_cli
