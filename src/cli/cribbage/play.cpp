#include "cli/cribbage/play.hpp"

#include "cli/cribbage/answers.hpp"
#include "cli/cribbage/table.hpp"
#include "cli/play_session.hpp"
#include "cli/terminal.hpp"

#include "parlor/games/cribbage/game.hpp"

#include <algorithm>
#include <memory>
#include <ostream>

namespace parlor::cli::crib {

namespace {

// What the human typed at a decision: cards, or one of the words.
enum class Word { None, Help, Save, Quit, Undo, Redo };

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
    if (is_undo_request(word)) {
        return Word::Undo;
    }
    if (is_redo_request(word)) {
        return Word::Redo;
    }
    return Word::None;
}

class Session final : public TerminalSession<cribbage::Game> {
  public:
    Session(const Io& io, SessionSetup setup, int target, CountOwn count_own)
        : TerminalSession(io, std::move(setup)), target_(target), count_own_(count_own) {}

    // As the window begins one: the engine's chance is the seed itself, and the record begins
    // with the cut for the deal.
    void start_new() {
        begin(cribbage::new_game(target_, count_own_), setup_.seed, std::nullopt, {});
    }

    Ending play() {
        for (;;) {
            if (state().claim) {
                if (auto ending = human_claim()) {
                    return *ending;
                }
                continue;
            }
            switch (state().phase) {
            case Phase::CutForDeal:
                if (!ask_to_go_on("Cut the cards for the first deal: the lower card deals.")) {
                    return quit();
                }
                perform(CutForDeal{}, {}, false);
                break;
            case Phase::LayAway:
            case Phase::Play:
                if (state().turn == Seat::Computer) {
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
                io_.out << "Final scores: you " << state().player(Seat::Human).score
                        << ", the computer " << state().player(Seat::Computer).score << ".\n";
                return Ending::Finished;
            }
        }
    }

  private:
    Ending quit() { return quit_game(io_); }

    // Enter goes on; "quit" stops.
    bool ask_to_go_on(const std::string& what) {
        return TerminalSession::ask_to_go_on(
            what, [](const std::string& answer) { return word_of(answer) == Word::Quit; });
    }

    // A lay-away or a card from the human, with help, save, quit, undo and redo at hand. Nothing
    // when a move was made, taken back or made again.
    std::optional<Ending> human_turn() {
        io_.out << '\n' << table_text(state());
        const bool laying = state().phase == Phase::LayAway;
        const std::string words = std::string("help, save, quit") + (can_undo() ? ", undo" : "") +
                                  (can_redo() ? ", redo" : "") + "): ";
        const std::string question =
            laying ? std::string("Lay away two cards to ") +
                         (state().dealer == Seat::Human ? "your" : "the computer's") +
                         " crib (like " + example_pair() + ", or positions like 5 6; " + words
                   : "Play a card (like " + example_playable() + " or its position; " + words;
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
            case Word::Undo:
            case Word::Redo:
                if (take_back_or_redo(word_of(answer) == Word::Undo)) {
                    return std::nullopt;
                }
                continue;
            case Word::None:
                break;
            }
            std::string complaint;
            if (const auto action =
                    read_move(answer, state().player(Seat::Human).hand, laying, complaint)) {
                if (perform(*action)) {
                    return std::nullopt;
                }
                continue;
            }
            ask_.complain(complaint);
        }
    }

    // The points of a card, a hand or a crib, claimed by the human counting their own: a number
    // (an over-claim is refused with the true count, and asked again) or quit.
    std::optional<Ending> human_claim() {
        const PendingClaim& claim = *state().claim;
        const Player& me = state().player(Seat::Human);
        std::string what;
        if (claim.of == ClaimOf::Pegging) {
            what = "The " + cards::pretty(me.played.back()) + " makes the count " +
                   std::to_string(state().count()) + " (pile: " + pretty_cards(state().pile) +
                   "). How many points do you peg";
        } else {
            const bool crib = claim.of == ClaimOf::Crib;
            what = std::string(crib ? "Your crib" : "Your hand") + " (" +
                   pretty_cards(crib ? state().crib() : me.played) + " + starter " +
                   cards::pretty(*state().starter) + "): how many points";
        }
        const std::string question = what + "? (a number, or quit): ";
        for (;;) {
            const std::string answer = ask_.ask(question);
            if (word_of(answer) == Word::Quit) {
                return quit();
            }
            const std::string number = normalise_answer(answer);
            if (number.empty() || number.size() > 2 ||
                !std::all_of(number.begin(), number.end(),
                             [](char c) { return c >= '0' && c <= '9'; })) {
                ask_.complain("Claim a number of points, like 4.");
                continue;
            }
            // Not a decision to take back: a claim stands once made (muggins would be a game of
            // guesses otherwise).
            if (perform(Claim{std::stoi(number)}, {}, false)) {
                return std::nullopt;
            }
        }
    }

    // Undo or redo, when there is a move to take back or to make again (else a complaint).
    bool take_back_or_redo(bool back) {
        if (back ? !can_undo() : !can_redo()) {
            ask_.complain(back ? "There is no move of yours to take back now."
                               : "There is no move taken back to make again.");
            return false;
        }
        back ? undo() : redo();
        return true;
    }

    std::string example_pair() const {
        const auto& hand = state().player(Seat::Human).hand;
        return cards::pretty(hand[hand.size() - 2]) + " " + cards::pretty(hand.back());
    }

    std::string example_playable() const {
        for (const Card card : state().player(Seat::Human).hand) {
            if (state().count() + pip_value(card) <= max_count) {
                return cards::pretty(card);
            }
        }
        return cards::pretty(state().player(Seat::Human).hand.front());
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
        print_reasons(lay_away_reasons_, io_, ask_);
        lay_away_reasons_.clear();
    }

    // What a move did, with `reasons` after the card laid.
    void tell(const Outcome& outcome, const std::vector<std::string>& reasons) override {
        for (const Event& event : outcome.events) {
            io_.out << event_text(event) << '\n';
            if (std::holds_alternative<PlayedEvent>(event)) {
                print_reasons(reasons, io_, ask_);
            }
        }
    }

    std::vector<std::string> lay_away_reasons_;
    int target_;         // of a new game
    CountOwn count_own_; // of a new game
};

} // namespace

int run_play(const PlayOptions& options, const Io& io, int target, CountOwn count_own) {
    // A game loaded with --load is played to its own length, and the first line says so.
    int goal = target;
    if (!options.load.empty()) {
        if (const auto loaded = load_save_file(options.load); loaded.state) {
            goal = loaded.state->target;
        }
    }
    return run_play_session<Session>(
        options, io,
        TerminalGame<cribbage::Game>{"Cribbage", ", to " + std::to_string(goal), load_save_file},
        target, count_own);
}

} // namespace parlor::cli::crib
