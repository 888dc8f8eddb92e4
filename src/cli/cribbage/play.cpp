#include "cli/cribbage/play.hpp"

#include "cli/cribbage/answers.hpp"
#include "cli/cribbage/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/recorded_game.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <memory>
#include <ostream>

namespace parlor::cli::crib {

namespace {

// What the human typed at a decision: cards, or one of the words.
enum class Word { None, Help, Save, Quit };

Word word_of(const std::string& answer) {
    const std::string word = normalise_answer(answer);
    if (is_one_of(word, {"help", "?", "h"})) {
        return Word::Help;
    }
    if (is_one_of(word, {"save", "s"})) {
        return Word::Save;
    }
    if (is_one_of(word, {"quit", "q"})) {
        return Word::Quit;
    }
    return Word::None;
}

class Session : TerminalSession<GameState, Strategy> {
  public:
    using TerminalSession::record_to;

    Session(const Io& io, const SessionSeeds& seeds, std::unique_ptr<Strategy> computer, int target)
        : TerminalSession(io, seeds, std::move(computer), cards::derive_seed(seeds.decisions, 2)),
          target_(target) {}

    GameState new_game() const { return cribbage::new_game(target_); }

    Ending play(GameState state) {
        state_ = std::move(state);
        for (;;) {
            switch (state_.phase) {
            case Phase::CutForDeal:
                if (!ask_to_go_on("Cut the cards for the first deal: the lower card deals.")) {
                    return quit();
                }
                perform(CutForDeal{});
                break;
            case Phase::LayAway:
            case Phase::Play:
                if (state_.turn == Seat::Computer) {
                    computer_turn();
                } else if (auto ending = human_turn()) {
                    return *ending;
                }
                break;
            case Phase::DealOver:
                tell_computer_lay_away();
                if (!ask_to_go_on("The deal is over.")) {
                    return quit();
                }
                perform(NextDeal{});
                break;
            case Phase::GameOver:
                tell_computer_lay_away();
                io_.out << "Final scores: you " << state_.player(Seat::Human).score
                        << ", the computer " << state_.player(Seat::Computer).score << ".\n";
                return Ending::Finished;
            }
        }
    }

  private:
    Ending quit() { return quit_game(io_); }

    // Enter goes on; "quit" stops.
    bool ask_to_go_on(const std::string& what) {
        return ask_.ask_until<bool>(what + " Press Enter to go on (or type quit): ",
                                    [](const std::string& answer, std::string& complaint) {
                                        if (answer.empty()) {
                                            return std::optional(true);
                                        }
                                        if (word_of(answer) == Word::Quit) {
                                            return std::optional(false);
                                        }
                                        complaint = "Press Enter to go on, or type quit.";
                                        return std::optional<bool>();
                                    });
    }

    // A lay-away or a card from the human, with help, save and quit at hand. Nothing when a
    // move was made.
    std::optional<Ending> human_turn() {
        io_.out << '\n' << table_text(state_);
        const bool laying = state_.phase == Phase::LayAway;
        const std::string question =
            laying
                ? std::string("Lay away two cards to ") +
                      (state_.dealer == Seat::Human ? "your" : "the computer's") + " crib (like " +
                      example_pair() + ", or positions like 5 6; help, save, quit): "
                : "Play a card (like " + example_playable() +
                      " or its position; help, save, quit): ";
        for (;;) {
            const std::string answer = ask_.ask(question);
            switch (word_of(answer)) {
            case Word::Help:
                help();
                continue;
            case Word::Save:
                if (save("File name to save the game in (an empty line goes back): ")) {
                    return Ending::Saved;
                }
                continue;
            case Word::Quit:
                return quit();
            case Word::None:
                break;
            }
            std::string complaint;
            if (const auto action =
                    read_move(answer, state_.player(Seat::Human).hand, laying, complaint)) {
                if (perform(*action)) {
                    return std::nullopt;
                }
                continue;
            }
            ask_.complain(complaint);
        }
    }

    std::string example_pair() const {
        const auto& hand = state_.player(Seat::Human).hand;
        return cards::to_string(hand[hand.size() - 2]) + " " + cards::to_string(hand.back());
    }

    std::string example_playable() const {
        for (const Card card : state_.player(Seat::Human).hand) {
            if (state_.count() + pip_value(card) <= max_count) {
                return cards::to_string(card);
            }
        }
        return cards::to_string(state_.player(Seat::Human).hand.front());
    }

    void computer_turn() {
        const Decision decision = computer_decision();
        if (std::holds_alternative<LayAway>(decision.action)) {
            // Its reasons name its cards: they wait until the hands are shown.
            lay_away_reasons_ = decision.reasons;
        }
        // A card's reasons follow the line that lays it, before what comes after (a go, the show).
        const std::vector<std::string> reasons = std::holds_alternative<Play>(decision.action)
                                                     ? decision.reasons
                                                     : std::vector<std::string>{};
        perform(decision.action, reasons);
    }

    void tell_computer_lay_away() {
        if (lay_away_reasons_.empty()) {
            return;
        }
        io_.out << "The computer's lay-away, now that the cards are shown:\n";
        print_reasons(lay_away_reasons_, io_);
        lay_away_reasons_.clear();
    }

    // Applies an action and tells what happened, with `reasons` after the card laid; false
    // (with the reason printed) if refused.
    bool perform(const Action& action, const std::vector<std::string>& reasons = {}) {
        begin_record(record_, [&](RecordWriter& writer, const std::array<std::string, 2>& seats) {
            writer.start(seats, state_.target);
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
            if (std::holds_alternative<PlayedEvent>(event)) {
                print_reasons(reasons, io_);
            }
        }
        return true;
    }

    std::vector<std::string> lay_away_reasons_;
    int target_;                         // of a new game
    std::optional<RecordWriter> record_; // play --log: the game's record, from its first move
};

} // namespace

int run_play(const PlayOptions& options, const Io& io, int target) {
    // A game loaded with --load is played to its own length, and the first line says so.
    int goal = target;
    if (!options.load.empty()) {
        if (const auto loaded = load_save_file(options.load); loaded.state) {
            goal = loaded.state->target;
        }
    }
    return run_play_session<Session>(
        options, io,
        TerminalGame<GameState, Strategy>{"Cribbage", ", to " + std::to_string(goal),
                                          cards::derive_seed, make_strategy, load_save_file,
                                          summary},
        target);
}

} // namespace parlor::cli::crib
