#include "cli/casino/play.hpp"

#include "cli/casino/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"
#include "cli/turn_menu.hpp"

#include "parlor/games/casino/game.hpp"
#include "parlor/games/casino/move_words.hpp"

#include <charconv>
#include <memory>
#include <ostream>

namespace parlor::cli::casino_cli {

namespace {

class Session final : public TerminalSession<casino::Game> {
  public:
    // `deck` stacks round 1 (the --deck option); empty: shuffled.
    Session(const Io& io, SessionSetup setup, std::vector<Card> deck)
        : TerminalSession(io, std::move(setup)), deck_(std::move(deck)) {}

    // As the window begins one: the coin tossed from the seed's stream, the record's first lines
    // (its start and the toss); the engine plays on from there.
    void start_new() {
        Opening<casino::Game> opening(setup_.seed);
        GameState state = casino::new_game(deck_);
        opening.record().start({"human", setup_.computer}, state);
        begin_after(std::move(state), opening, call_toss());
    }

    Ending play() {
        for (;;) {
            switch (state().phase) {
            case Phase::CoinToss: // a new game's is start_new's; a file's, should one hold it
                perform(call_toss());
                break;
            case Phase::Play:
                if (auto ending = before_turn()) {
                    return *ending;
                }
                break;
            case Phase::RoundOver:
                if (!ask_to_go_on("The next round starts with the last capturer.")) {
                    return quit_game(io_);
                }
                perform(NextRound{});
                break;
            case Phase::GameOver:
                return Ending::Finished;
            }
        }
    }

  private:
    Action call_toss() {
        return CallCoin{ask_toss(ask_, "who plays first") ? Coin::Heads : Coin::Tails};
    }

    // Enter goes on; "quit" stops.
    bool ask_to_go_on(const std::string& what) {
        return TerminalSession::ask_to_go_on(what, [](const std::string& answer) {
            return is_one_of(normalise_answer(answer), {"quit", "q"});
        });
    }

    // The menu before every turn. Nothing when a move was made, taken back or made again.
    std::optional<Ending> before_turn() {
        io_.out << '\n' << table_text(state());
        const bool human = state().turn == Seat::Human;
        for (;;) {
            const MenuResult menu =
                menu_until_move(human ? "Your turn." : "The computer's turn.", human);
            if (!menu.move()) {
                return menu.ending;
            }
            if (!human) {
                computer_turn();
                return std::nullopt;
            }
            if (human_turn()) {
                return std::nullopt;
            }
        }
    }

    // One move typed by the human, or a number from the list; false for an empty line (back to
    // the menu).
    bool human_turn() {
        const auto& hand = state().player(Seat::Human).hand;
        for (;;) {
            const std::vector<Action> legal = legal_moves(state());
            const std::string answer =
                ask_.ask("Your move (like \"" + shown_move_text(legal.front()) +
                         "\"; moves lists them all, a number picks one, help, or an empty line "
                         "for the menu): ");
            const std::string word = normalise_answer(answer);
            if (word.empty()) {
                return false;
            }
            if (is_one_of(word, {"moves", "list", "m"})) {
                io_.out << moves_text(legal);
                continue;
            }
            if (is_help_request(answer)) {
                help();
                continue;
            }
            std::string complaint;
            std::optional<Action> action = numbered(word, legal, complaint);
            if (!action && complaint.empty()) {
                action = read_move(answer, legal, hand, state().table, Seat::Human, complaint);
            }
            if (!action) {
                ask_.complain(complaint);
                continue;
            }
            if (perform(*action)) {
                return true;
            }
        }
    }

    // A move by its number in the list; nothing without a complaint when the answer is not a
    // number at all.
    static std::optional<Action> numbered(const std::string& word, const std::vector<Action>& legal,
                                          std::string& complaint) {
        std::size_t number = 0;
        const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), number);
        if (error != std::errc() || end != word.data() + word.size()) {
            return std::nullopt;
        }
        if (number < 1 || number > legal.size()) {
            complaint = "There is no move " + word + "; the moves go from 1 to " +
                        std::to_string(legal.size()) + " (type moves to see them).";
            return std::nullopt;
        }
        return legal[number - 1];
    }

    void computer_turn() {
        const Decision decision = computer_decision();
        perform(decision.action, decision.reasons);
    }

    // What a move did, the reasons after the move itself.
    void tell(const Outcome& outcome, const std::vector<std::string>& reasons) override {
        for (const Event& event : outcome.events) {
            if (const std::string text = event_text(event); !text.empty()) {
                io_.out << text << '\n';
            }
            const bool move = std::holds_alternative<CapturedEvent>(event) ||
                              std::holds_alternative<BuiltEvent>(event) ||
                              std::holds_alternative<TrailedEvent>(event);
            if (move) {
                print_reasons(reasons, io_, ask_);
            }
        }
    }

    std::vector<Card> deck_;
};

} // namespace

int run_play(const PlayOptions& options, const Io& io) {
    std::vector<Card> deck;
    if (!options.deck.empty()) {
        if (!options.load.empty()) {
            io.err << "play: --deck orders a new game's first deck; it cannot go with --load\n";
            return exit_bad_input;
        }
        const DeckLoad loaded = load_deck_file(options.deck);
        if (!loaded.state) {
            io.err << loaded.error << '\n';
            return exit_bad_input;
        }
        print_warnings(loaded.warnings, io, options.deck);
        deck = *loaded.state;
    }
    return run_play_session<Session>(
        options, io, TerminalGame<casino::Game>{"Casino", ", past 21", load_save_file},
        std::move(deck));
}

} // namespace parlor::cli::casino_cli
