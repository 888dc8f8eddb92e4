#include "cli/cribbage/play.hpp"

#include "cli/cribbage/table.hpp"
#include "cli/terminal.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/save.hpp"

#include <algorithm>
#include <charconv>
#include <memory>
#include <ostream>
#include <random>

namespace parlor::cli::crib {

namespace {

enum class Ending { Finished, Saved, Quit };

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

// Reads "KC", "kc", "10c" or a position "3" as a card of the hand.
std::optional<Card> card_of_hand(std::string_view answer, const std::vector<Card>& hand,
                                 std::string& complaint) {
    int position = 0;
    const auto [end, error] =
        std::from_chars(answer.data(), answer.data() + answer.size(), position);
    if (error == std::errc() && end == answer.data() + answer.size()) {
        if (position >= 1 && position <= static_cast<int>(hand.size())) {
            return hand[static_cast<std::size_t>(position - 1)];
        }
        complaint = "There is no card at position " + std::string(answer) +
                    "; positions go from 1 to " + std::to_string(hand.size()) + ".";
        return std::nullopt;
    }
    std::string parse_error;
    const std::optional<Card> card = parse(answer, parse_error);
    if (!card) {
        complaint = parse_error + ". Type a card of your hand, like " +
                    cards::to_string(hand.front()) + ", or its position.";
        return std::nullopt;
    }
    if (std::find(hand.begin(), hand.end(), *card) == hand.end()) {
        complaint = "You do not hold the " + cards::to_string(*card) +
                    ". Your hand: " + numbered_cards(hand) + ".";
        return std::nullopt;
    }
    return card;
}

class Session {
  public:
    Session(const Io& io, std::uint64_t seed, std::unique_ptr<Strategy> computer)
        : io_(io), ask_(io), rng_(seed), computer_(std::move(computer)),
          advice_seed_(cards::derive_seed(seed, 2)) {}

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
    Ending quit() {
        io_.out << "You quit the game; it was not saved.\n";
        return Ending::Quit;
    }

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
                if (save()) {
                    return Ending::Saved;
                }
                continue;
            case Word::Quit:
                return quit();
            case Word::None:
                break;
            }
            std::string complaint;
            if (const auto action = read_action(answer, laying, complaint)) {
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

    std::optional<Action> read_action(const std::string& answer, bool laying,
                                      std::string& complaint) const {
        const auto& hand = state_.player(Seat::Human).hand;
        const auto words = cards::split_words(answer);
        if (words.size() != (laying ? 2U : 1U)) {
            complaint = laying ? "Name two cards to lay away." : "Name one card to play.";
            return std::nullopt;
        }
        std::vector<Card> chosen;
        for (const std::string_view word : words) {
            const auto card = card_of_hand(word, hand, complaint);
            if (!card) {
                return std::nullopt;
            }
            chosen.push_back(*card);
        }
        if (laying) {
            return LayAway{chosen[0], chosen[1]};
        }
        return Play{chosen[0]};
    }

    bool save() {
        for (;;) {
            const std::string path =
                ask_.ask("File name to save the game in (an empty line goes back): ");
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

    void computer_turn() {
        Decision decision = computer_->decide(view_for(state_, Seat::Computer));
        if (const std::string why = why_illegal(state_, decision.action); !why.empty()) {
            // A strategy bug must not stop the game: say so and make the first legal move.
            io_.err << "(the " << computer_->name() << " strategy chose an illegal move, "
                    << describe(decision.action) << ": " << why << ")\n";
            decision = Decision{legal_actions(state_).front(), {}};
        }
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
        for (const std::string& reason : lay_away_reasons_) {
            io_.out << "  - " << reason << '\n';
        }
        lay_away_reasons_.clear();
    }

    // Applies an action and tells what happened, with `reasons` after the card laid; false
    // (with the reason printed) if refused.
    bool perform(const Action& action, const std::vector<std::string>& reasons = {}) {
        const Outcome outcome = apply(state_, action, rng_);
        if (!outcome) {
            ask_.complain(outcome.error);
            return false;
        }
        for (const Event& event : outcome.events) {
            io_.out << event_text(event) << '\n';
            if (std::holds_alternative<PlayedEvent>(event)) {
                for (const std::string& reason : reasons) {
                    io_.out << "  - " << reason << '\n';
                }
            }
        }
        return true;
    }

    const Io& io_;
    Prompter ask_;
    Rng rng_;
    std::unique_ptr<Strategy> computer_;
    std::uint64_t advice_seed_;
    GameState state_;
    std::vector<std::string> lay_away_reasons_;
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
    std::unique_ptr<Strategy> computer =
        make_strategy(options.computer, cards::derive_seed(seed, 1));
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
    io.out << "Cribbage against the computer (" << computer->name() << "), to 121. Seed " << seed
           << ": --seed " << seed << " deals the same cards again.\n";
    Prompter ask(io);
    try {
        if (!state) {
            state = ask_resume(io, ask);
        }
        Session session(io, seed, std::move(computer));
        session.play(state ? std::move(*state) : new_game());
        return exit_ok;
    } catch (const EndOfInput&) {
        io.err << "The input ended before the game did; the game was not saved.\n";
        return exit_bad_input;
    }
}

} // namespace parlor::cli::crib
